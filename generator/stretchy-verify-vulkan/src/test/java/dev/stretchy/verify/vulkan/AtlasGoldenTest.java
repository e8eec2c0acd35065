package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.SplineAtlasDeformCase;
import dev.stretchy.reference.Vec3;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Comparison;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The curve atlas's own golden kernel ({@code SplineAtlasDeform} files: several rows, each instance's 16 floats,
 * both frames) through both targets' atlas shaders on the machine's Vulkan device, one dispatch per file, compared
 * with the file's expected offsets within its tolerance. Planted faults (the row read at its edge, a row truncated
 * instead of rounded) must fail a file. No device fails here, never skips.
 */
class AtlasGoldenTest {
    static VulkanDevice device;

    @BeforeAll
    static void open() {
        device = VulkanDevice.open();
    }

    @AfterAll
    static void close() {
        device.close();
    }

    static List<SplineAtlasDeformCase> cases() {
        List<SplineAtlasDeformCase> out = new ArrayList<>();
        for (GoldenCase c : GoldenCases.COMMITTED) if (c instanceof SplineAtlasDeformCase a) out.add(a);
        return out;
    }

    /** One file in one dispatch: its instances as the harness's, the outputs instance-major as the file's rows. */
    static CaseResult run(AtlasHarness.Language language, SplineAtlasDeformCase c, UnaryOperator<String> fault) {
        AtlasHarness h = AtlasHarnessTest.harness(language, c.mode());
        h = h.withText(fault.apply(h.text()));
        SpirvModule m = h.compile(ShaderCompiler.Optimisation.PERFORMANCE);
        Map<String, Object> perAtlas = new LinkedHashMap<>(c.atlasInputs());
        perAtlas.put("VelocityPlaneNormalLocal", Vec3.Y);
        Map<String, double[]> values = AtlasHarness.values(perAtlas);
        double[][] vertices = c.vertices().stream().map(Vec3::toArray).toArray(double[][]::new);
        List<AtlasHarness.Instance> instances = new ArrayList<>();
        for (double[] f : c.instances()) instances.add(new AtlasHarness.Instance(f, values, vertices));
        double[][][][] out = h.run(device, m, instances, c.atlas().positionTexels(), c.atlas().tangentTexels(),
                c.atlas().sampleCount(), c.atlas().rowCount());
        Map<String, double[][]> actual = new LinkedHashMap<>();
        for (int frame = 0; frame < 2; frame++) {
            List<double[]> rows = new ArrayList<>();
            for (double[][] instance : out[frame]) rows.addAll(List.of(instance));
            actual.put(frame == 0 ? "expected" : "expectedPrev", rows.toArray(double[][]::new));
        }
        return Comparison.compare(c.name() + ".json", c, actual);
    }

    @Test
    void everyAtlasGoldenFilePassesOnBothTargets() {
        List<SplineAtlasDeformCase> cases = cases();
        assertTrue(cases.size() >= 3 && cases.stream().anyMatch(c -> c.atlas().rowCount() >= 3), "atlas golden files: " + cases.size());
        for (AtlasHarness.Language language : AtlasHarness.Language.values()) {
            for (SplineAtlasDeformCase c : cases) {
                CaseResult r = run(language, c, t -> t);
                System.out.printf(Locale.ROOT, "atlas golden %s %-40s %s worst %.3g of tolerance%n", language, c.name(),
                        r.status(), r.worst());
                assertEquals(CaseResult.Status.PASS, r.status(), language + " " + c.name() + ": " + r.message() + " " + r.where());
            }
        }
    }

    @Test
    void plantedFaultsFailTheAtlasGoldenFiles() {
        SplineAtlasDeformCase three = cases().stream().filter(c -> c.atlas().rowCount() >= 3).findFirst().orElseThrow();
        String edge = "(atlasRow + 0.5) / atlasRowCount";
        assertTrue(AtlasHarnessTest.harness(AtlasHarness.Language.HLSL, three.mode()).text().contains(edge), "the fault's anchor is in the shader");
        CaseResult r = run(AtlasHarness.Language.HLSL, three, t -> t.replace(edge, "atlasRow / atlasRowCount"));
        assertEquals(CaseResult.Status.FAIL, r.status(), "V = r / M reads between two rows: " + r.message());
        String round = "clamp(int(floor(AtlasRow + 0.5)), 0, rows - 1)";
        assertTrue(AtlasHarnessTest.harness(AtlasHarness.Language.GLSL, three.mode()).text().contains(round), "the fault's anchor is in the shader");
        CaseResult t = run(AtlasHarness.Language.GLSL, three, x -> x.replace(round, "clamp(int(AtlasRow), 0, rows - 1)"));
        assertEquals(CaseResult.Status.FAIL, t.status(), "a row stored as 1.7 read as 1: " + t.message());
    }
}
