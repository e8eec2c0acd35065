package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.Kernel;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The generated shaders on the machine's Vulkan device (lavapipe in CI): no device fails here, never skips. */
class VulkanBackendTest {
    static VulkanBackend backend;

    @BeforeAll
    static void open() {
        backend = new VulkanBackend(SpecLoader.loadDefault());
    }

    @AfterAll
    static void close() {
        backend.close();
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
    void everyGoldenDeformerCasePassesWithinItsTolerance() {
        List<GoldenCase> cases = GoldenCases.deformerCases();
        assertTrue(cases.size() >= 20, "golden deformer cases: " + cases.size());
        assertTrue(cases.stream().anyMatch(c -> c.kernel() == Kernel.VelocityStretch));
        List<CaseResult> r = GoldenCases.run(backend, cases);
        for (CaseResult x : r) {
            System.out.printf(java.util.Locale.ROOT, "%-5s %-44s worst %.3g of tolerance %s%n", x.status(), x.name(), x.worst(),
                    x.message());
        }
        for (CaseResult x : r) assertEquals(CaseResult.Status.PASS, x.status(), x.name() + ": " + x.message() + " " + x.where());
    }

    @Test
    void anotherPrefixAndPluginNameRunTheSameMath() throws Exception {
        // The article-compatible spec renames every input (SplineJuice_...) and the virtual path (/SplineJuice/...).
        var spec = SpecLoader.load(java.nio.file.Path.of("../../specs/spline-juice-compat.yaml"));
        var d = GeneratedDeformers.render(spec).splineDeform();
        assertTrue(d.ush().contains("SplineJuice_Progress") && !d.ush().contains("Stretchy_"), "names from the contract");
        assertEquals("/Plugin/SplineJuice/Private/SplineJuiceSplineDeform.ush", d.node().virtualPath());
        try (VulkanBackend b = new VulkanBackend(spec)) {
            for (CaseResult x : GoldenCases.run(b, GoldenCases.deformerCases())) {
                assertEquals(CaseResult.Status.PASS, x.status(), x.name() + ": " + x.message());
            }
        }
    }

    @Test
    void bakeAndControllerAreNotShaderKernels() {
        assertTrue(backend.supports(Kernel.SplineDeform));
        assertTrue(backend.supports(Kernel.VelocityStretch));
        assertFalse(backend.supports(Kernel.SplineBake));
        assertFalse(backend.supports(Kernel.VelocityController));
    }

    @Test
    void aDeviceThatIsNotThereIsAnEnvironmentErrorWithAReason() {
        System.setProperty(VulkanDevice.DEVICE_PROPERTY, "no-such-device");
        try {
            VulkanUnavailableException e = assertThrows(VulkanUnavailableException.class, VulkanDevice::open);
            assertTrue(e.getMessage().contains("no-such-device"), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), "one line");
        } finally {
            System.clearProperty(VulkanDevice.DEVICE_PROPERTY);
        }
    }
}
