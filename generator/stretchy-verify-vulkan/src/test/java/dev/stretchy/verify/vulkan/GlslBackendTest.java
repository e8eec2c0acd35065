package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.Kernel;
import dev.stretchy.golden.SplineDeformCase;
import dev.stretchy.golden.VelocityStretchCase;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.Generator;
import dev.stretchy.contract.Orientation;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.spec.Target;
import dev.stretchy.verify.CaseResult;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The three.js package's GLSL on the machine's Vulkan device (lavapipe in CI): no device fails here, never skips. */
class GlslBackendTest {
    static final Spec SPEC = SpecLoader.loadDefault();
    static VulkanBackend backend;

    @BeforeAll
    static void open() {
        backend = VulkanBackend.threejs(SPEC);
    }

    @AfterAll
    static void close() {
        backend.close();
    }

    @Test
    void everyGoldenDeformerCasePassesWithinItsTolerance() {
        List<GoldenCase> cases = GoldenCases.deformerCases();
        assertTrue(cases.stream().anyMatch(c -> c instanceof VelocityStretchCase v && v.dimensions() == 2), "a 2D case");
        for (Orientation o : Orientation.values()) {
            assertTrue(cases.stream().anyMatch(c -> c instanceof SplineDeformCase s && s.mode() == o), "a case in " + o);
        }
        assertTrue(cases.stream().allMatch(c -> !(c instanceof SplineDeformCase s) || !s.prevInputs().isEmpty()),
                "every spline case has a previous frame, so both calls are compared");
        List<CaseResult> r = GoldenCases.run(backend, cases);
        for (CaseResult x : r) {
            System.out.printf(Locale.ROOT, "%-5s %-44s worst %.3g of tolerance %s%n", x.status(), x.name(), x.worst(), x.message());
        }
        for (CaseResult x : r) assertEquals(CaseResult.Status.PASS, x.status(), x.name() + ": " + x.message() + " " + x.where());
        CaseResult worst = r.stream().max(Comparator.comparingDouble(CaseResult::worst)).orElseThrow();
        System.out.printf(Locale.ROOT, "vulkan-glsl on %s: %d cases, worst %.3g of tolerance (%s at %s)%n",
                backend.deviceName(), r.size(), worst.worst(), worst.name(), worst.where());
    }

    /** The normals channels are optional in the comparison (a backend may lack them): this one must compute them. */
    @Test
    void everyDeformerCaseGetsNormalsAndTangents() throws Exception {
        for (GoldenCase c : GoldenCases.deformerCases()) {
            var out = backend.evaluate(c);
            assertTrue(out.containsKey("normals") && out.containsKey("tangents"), c.name());
        }
    }

    @Test
    void theHarnessRunsTheFilesTheThreejsTargetWrites() {
        List<GeneratedFile> files = Generator.standard().generate(SPEC, List.of(Target.THREEJS));
        ThreejsDeformers d = ThreejsDeformers.render(SPEC);
        String glsl = SPEC.threejs().packageName() + "/src/glsl/";
        String common = text(files, glsl + "common.glsl");
        for (ThreejsDeformers.Deformer x : List.of(d.splineDeform(), d.velocityStretch())) {
            String file = text(files, SPEC.threejs().packageName() + "/" + x.path());
            // The file with its include answered, as source.ts's glslWithIncludes hands it to three.js.
            assertTrue(file.contains("#include \"common.glsl\"\n"), x.path());
            assertEquals(file.replace("#include \"common.glsl\"\n", common), x.glsl(), x.path());
            assertTrue(x.glsl().contains("vec3 " + x.function() + "("), x.function());
        }
    }

    private static String text(List<GeneratedFile> files, String path) {
        GeneratedFile f = files.stream().filter(g -> g.path().equals(path)).findFirst().orElseThrow(() -> new AssertionError(path));
        return new String(f.content(), StandardCharsets.UTF_8);
    }

    @Test
    void theWrapperDefinesUnrealsFrameAndTheCasesModeThenIncludesTheFile() {
        var h = GlslDeformerHarness.splineDeform(ThreejsDeformers.render(SPEC).splineDeform(), SPEC,
                Orientation.ROTATION_MINIMIZING, 2);
        String src = h.source();
        assertTrue(src.startsWith("#version 450\n"), src);
        for (String line : List.of("#define STRETCHY_UP vec3(0.0, 0.0, 1.0)", "#define STRETCHY_ALT_UP vec3(0.0, 1.0, 0.0)",
                "#define STRETCHY_FORWARD_FALLBACK vec3(1.0, 0.0, 0.0)", "#define STRETCHY_ORIENTATION 1",
                "#include \"src/glsl/splineDeform.glsl\"", "uniform sampler2D StretchyHarnessTexture1;")) {
            assertTrue(src.contains(line + "\n"), line + " in\n" + src);
        }
        assertTrue(src.indexOf("#define STRETCHY_UP") < src.indexOf("#include"), "defined before the file's own defaults");
        assertEquals(2, src.split("stretchySplineDeform\\(", -1).length - 1, "one call per frame");
        SpirvModule m = h.compile(ShaderCompiler.Optimisation.PERFORMANCE);
        SpirvValidator.validate(m, "glsl spline");
        assertTrue(m.imageReadCount() >= 2, "texelFetch survives optimisation");
    }

    @Test
    void anotherSpecRunsTheSameMathWithTheCasesModeAndDimensions() throws Exception {
        // Another package name, mode B and 2D as the spec's defaults: the case's mode (the define) and dimensions (the
        // velocity file rendered for them) still decide.
        Spec other = SpecLoader.parse("""
                splineDeform: { orientation: rotation-minimizing, forwardAxis: Y }
                velocityStretch: { dimensions: 2 }
                threejs: { packageName: bouncy-things }
                """, "other.yaml");
        assertTrue(ThreejsDeformers.render(other).splineDeform().glsl().contains("#define STRETCHY_ORIENTATION 1\n"));
        try (VulkanBackend b = VulkanBackend.threejs(other)) {
            for (CaseResult x : GoldenCases.run(b, GoldenCases.deformerCases())) {
                assertEquals(CaseResult.Status.PASS, x.status(), x.name() + ": " + x.message());
            }
        }
    }

    @Test
    void bakeAndControllerAreNotShaderKernels() {
        assertEquals("vulkan-glsl", backend.name());
        assertTrue(backend.supports(Kernel.SplineDeform));
        assertTrue(backend.supports(Kernel.VelocityStretch));
        assertFalse(backend.supports(Kernel.SplineBake));
        assertFalse(backend.supports(Kernel.VelocityController));
    }
}
