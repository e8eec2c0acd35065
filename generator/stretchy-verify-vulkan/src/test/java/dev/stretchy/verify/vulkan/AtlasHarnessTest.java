package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.SplineAtlasDeformCase;
import dev.stretchy.golden.SplineDeformCase;
import dev.stretchy.model.InstanceLayout;
import dev.stretchy.reference.CurveAtlas;
import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.SplineAtlasDeform;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.Vec3;
import dev.stretchy.contract.Orientation;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Comparison;
import dev.stretchy.verify.GeneratedSource;
import dev.stretchy.golden.GoldenFeature;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Set;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The curve-atlas deformer (deformer-math.md section 9) of both targets on the machine's Vulkan device (lavapipe in
 * CI), many instances per dispatch: every committed SplineDeform golden case through a one-row atlas, the cases of
 * one mode and texel count as the rows of one atlas (several instances per row, rows stored off-integer so the
 * rounding is exercised), and squashed instances against the Java reference; planted faults (the row read at its
 * edge instead of its centre, a row truncated instead of rounded) are caught; and the atlas's own golden files
 * ({@code SplineAtlasDeform}) through both targets, with the same faults. No device fails here, never skips.
 */
class AtlasHarnessTest {
    static final Spec SPEC = SpecLoader.loadDefault();
    static final InstanceLayout LAYOUT = InstanceLayout.STANDARD;
    static VulkanDevice device;

    @BeforeAll
    static void open() {
        device = VulkanDevice.open();
    }

    @AfterAll
    static void close() {
        device.close();
    }

    static AtlasHarness harness(AtlasHarness.Language language, Orientation mode) {
        return language == AtlasHarness.Language.HLSL ? AtlasHarness.unreal(GeneratedSource.unrealPlugin(), SPEC, mode)
                : AtlasHarness.threejs(GeneratedSource.threejsPackage(), SPEC, mode);
    }

    static List<SplineDeformCase> splineCases() {
        List<SplineDeformCase> out = new ArrayList<>();
        // The feature cases (closed loops, roll, a mask) wait for the atlas's own golden files with those features.
        for (GoldenCase c : GoldenCases.COMMITTED) if (c instanceof SplineDeformCase s && s.features().isEmpty()) out.add(s);
        return out;
    }

    /** Golden cases grouped by mode and texel count: each group can be one atlas. */
    static Map<String, List<SplineDeformCase>> groups() {
        Map<String, List<SplineDeformCase>> g = new TreeMap<>();
        for (SplineDeformCase s : splineCases()) {
            g.computeIfAbsent(s.mode().word() + "/" + s.textures().size(), k -> new ArrayList<>()).add(s);
        }
        return g;
    }

    /** An atlas of the cases' textures, one row each, in order. */
    static CurveAtlas atlas(List<SplineDeformCase> cases) {
        return new CurveAtlas(cases.stream().map(SplineDeformCase::textures).toList());
    }

    /** The 16 per-instance floats of a case on {@code row} (stored as {@code storedRow}) with a squash. */
    static double[] floats(SplineDeformCase c, double storedRow, SplineAtlasDeform.Squash now, double prevStretch) {
        SplineDeformInputs in = c.inputs();
        SplineDeformInputs prev = c.previousInputs();
        double[] f = new double[LAYOUT.count()];
        f[LAYOUT.index("Progress")] = in.progress();
        f[LAYOUT.index("PrevProgress")] = prev.progress();
        f[LAYOUT.index("StretchScale")] = in.stretchScale();
        f[LAYOUT.index("SizeScale")] = in.sizeScale();
        f[LAYOUT.index("AtlasRow")] = storedRow;
        f[LAYOUT.index("SplineLength")] = in.splineLength();
        f[LAYOUT.index("PrevStretchScale")] = prev.stretchScale();
        f[LAYOUT.index("PrevSizeScale")] = prev.sizeScale();
        put(f, "VelocityAxisLocalX", now.axis());
        f[LAYOUT.index("VelocityStretch")] = now.stretch();
        put(f, "VelocityPivotLocalX", now.pivot());
        f[LAYOUT.index("PrevVelocityStretch")] = prevStretch;
        return f;
    }

    private static void put(double[] f, String first, Vec3 v) {
        int k = LAYOUT.index(first);
        f[k] = v.x();
        f[k + 1] = v.y();
        f[k + 2] = v.z();
    }

    /** The per-atlas inputs of a case (the harness carries them per instance), section 10's flags included. */
    static Map<String, double[]> atlasInputs(SplineDeformCase c, int rows) {
        Map<String, double[]> m = new LinkedHashMap<>(VulkanBackend.splineValues(c));
        m.put("AtlasRowCount", new double[] {rows});
        m.put("VelocityPlaneNormalLocal", Vec3.Y.toArray());
        return m;
    }

    static double[][] rows(List<Vec3> v) {
        return v.stream().map(Vec3::toArray).toArray(double[][]::new);
    }

    /** Stored row of copy {@code k} of row {@code r}: off the integer both ways, as a float carried by an engine may be. */
    static double stored(int r, int k) {
        return r + (k % 3 == 0 ? 0 : k % 3 == 1 ? 0.3 : -0.3);
    }

    record Outcome(List<CaseResult> results, int instances, int vertices) {
        CaseResult worst() {
            return results.stream().max(java.util.Comparator.comparingDouble(CaseResult::worst)).orElseThrow();
        }

        boolean allPass() {
            return results.stream().allMatch(r -> r.status() == CaseResult.Status.PASS);
        }
    }

    /**
     * One dispatch: the cases as the rows of one atlas ({@code oneRow}: each its own one-row atlas is the caller's
     * loop), {@code copies} instances per row, identity squash; each instance compared with its case's expected
     * offsets within the case's tolerance.
     */
    static Outcome runGroup(AtlasHarness h, SpirvModule m, List<SplineDeformCase> cases, int copies) {
        CurveAtlas atlas = atlas(cases);
        List<AtlasHarness.Instance> instances = new ArrayList<>();
        List<SplineDeformCase> of = new ArrayList<>();
        for (int k = 0; k < copies; k++) {
            for (int r = 0; r < cases.size(); r++) {
                SplineDeformCase c = cases.get(r);
                instances.add(new AtlasHarness.Instance(floats(c, stored(r, k), SplineAtlasDeform.Squash.IDENTITY, 1),
                        atlasInputs(c, cases.size()), rows(c.vertices())));
                of.add(c);
            }
        }
        double[][][][] out = h.run(device, m, instances, atlas.positionTexels(), atlas.tangentTexels(), atlas.sampleCount(),
                atlas.rowCount());
        List<CaseResult> results = new ArrayList<>();
        for (int i = 0; i < instances.size(); i++) {
            SplineDeformCase c = of.get(i);
            Map<String, double[][]> actual = new LinkedHashMap<>();
            actual.put("expected", out[0][i]);
            actual.put("expectedPrev", out[1][i]);
            results.add(Comparison.compare(c.name() + "#" + i, c, actual));
        }
        return new Outcome(results, instances.size(), AtlasHarness.vertexCount(instances));
    }

    static Outcome runAllGroups(AtlasHarness.Language language, UnaryOperator<String> fault) {
        List<CaseResult> all = new ArrayList<>();
        int instances = 0;
        int vertices = 0;
        for (Map.Entry<String, List<SplineDeformCase>> g : groups().entrySet()) {
            Orientation mode = g.getValue().get(0).mode();
            AtlasHarness h = harness(language, mode);
            h = h.withText(fault.apply(h.text()));
            SpirvModule m = h.compile(ShaderCompiler.Optimisation.PERFORMANCE);
            SpirvValidator.validate(m, "atlas " + g.getKey());
            Outcome o = runGroup(h, m, g.getValue(), 4);
            all.addAll(o.results());
            instances += o.instances();
            vertices += o.vertices();
        }
        return new Outcome(all, instances, vertices);
    }

    private static void report(String what, Outcome o) {
        CaseResult w = o.worst();
        System.out.printf(Locale.ROOT, "%s on %s: %d instances, %d vertices, %d results, worst %.3g of tolerance (%s at %s)%n",
                what, device.name(), o.instances(), o.vertices(), o.results().size(), w.worst(), w.name(), w.where());
    }

    private static void assertAllPass(Outcome o) {
        for (CaseResult r : o.results()) {
            assertEquals(CaseResult.Status.PASS, r.status(), r.name() + ": " + r.message() + " " + r.where());
        }
    }

    @Test
    void everyGoldenSplineCaseAsRowsOfSharedAtlasesHlsl() {
        Outcome o = runAllGroups(AtlasHarness.Language.HLSL, t -> t);
        assertTrue(groups().values().stream().anyMatch(g -> g.size() >= 20), "a group with many rows");
        report("atlas hlsl (golden cases as rows)", o);
        assertAllPass(o);
    }

    @Test
    void everyGoldenSplineCaseAsRowsOfSharedAtlasesGlsl() {
        Outcome o = runAllGroups(AtlasHarness.Language.GLSL, t -> t);
        report("atlas glsl (golden cases as rows)", o);
        assertAllPass(o);
    }

    @Test
    void everyGoldenSplineCaseThroughAOneRowAtlas() {
        for (AtlasHarness.Language language : AtlasHarness.Language.values()) {
            List<CaseResult> all = new ArrayList<>();
            int vertices = 0;
            for (Orientation mode : Orientation.values()) {
                AtlasHarness h = harness(language, mode);
                SpirvModule m = h.compile(ShaderCompiler.Optimisation.PERFORMANCE);
                for (SplineDeformCase c : splineCases()) {
                    if (c.mode() != mode) continue;
                    Outcome one = runGroup(h, m, List.of(c), 3);
                    all.addAll(one.results());
                    vertices += one.vertices();
                }
            }
            Outcome o = new Outcome(all, all.size(), vertices);
            report("atlas " + language + " (one-row atlases)", o);
            assertEquals(3 * splineCases().size(), all.size());
            assertAllPass(o);
        }
    }

    @Test
    void squashedInstancesMatchTheReference() {
        for (AtlasHarness.Language language : AtlasHarness.Language.values()) {
            List<SplineDeformCase> group = groups().get("parallel-transport/64");
            CurveAtlas atlas = atlas(group);
            AtlasHarness h = harness(language, Orientation.PARALLEL_TRANSPORT);
            SpirvModule m = h.compile(ShaderCompiler.Optimisation.PERFORMANCE);
            List<AtlasHarness.Instance> instances = new ArrayList<>();
            List<double[][][]> expected = new ArrayList<>();
            List<Double> tol = new ArrayList<>();
            List<Double> scale = new ArrayList<>();
            int dims = SPEC.velocityStretch().dimensions();
            for (int r = 0; r < group.size(); r++) {
                SplineDeformCase c = group.get(r);
                double sPar = 0.6 + 0.9 * r / (group.size() - 1);
                double sParPrev = 0.5 * (sPar + 1);
                Vec3 pivot = c.inputs().meshCenterLocal().add(new Vec3(0, 0, -10 + r));
                Vec3 axis = new Vec3(Math.cos(r), Math.sin(r), 0.5);
                var now = new SplineAtlasDeform.Squash(pivot, axis, sPar, Vec3.Y);
                var before = new SplineAtlasDeform.Squash(pivot, axis, sParPrev, Vec3.Y);
                instances.add(new AtlasHarness.Instance(floats(c, stored(r, r), now, sParPrev), atlasInputs(c, group.size()),
                        rows(c.vertices())));
                double[][][] e = new double[2][c.vertices().size()][];
                for (int j = 0; j < c.vertices().size(); j++) {
                    Vec3 x = c.vertices().get(j);
                    e[0][j] = SplineAtlasDeform.offset(c.mode(), dims, atlas, stored(r, r), c.inputs(), now, x).toArray();
                    e[1][j] = SplineAtlasDeform.offset(c.mode(), dims, atlas, stored(r, r), c.previousInputs(), before, x)
                            .toArray();
                }
                expected.add(e);
                // The case's section 6 bound, widened by the squash's largest scale (the cross-section grows with it),
                // plus float32 rounding of the squash itself.
                double grow = Math.max(Math.max(sPar, sParPrev), 1 / Math.sqrt(Math.min(sPar, sParPrev)));
                tol.add(c.tolerance().abs() * grow + dev.stretchy.golden.ToleranceRules.ALU_ABS);
                scale.add(c.tolerance().rel());
            }
            double[][][][] out = h.run(device, m, instances, atlas.positionTexels(), atlas.tangentTexels(), atlas.sampleCount(),
                    atlas.rowCount());
            double worst = 0;
            for (int i = 0; i < instances.size(); i++) {
                SplineDeformCase c = group.get(i);
                for (int f = 0; f < 2; f++) {
                    for (int j = 0; j < c.vertices().size(); j++) {
                        double s = Math.max(c.vertices().get(j).length(), Math.max(c.inputs().splineLength(), 0.001));
                        for (int k = 0; k < 3; k++) {
                            double allowed = tol.get(i) + scale.get(i) * s;
                            double err = Math.abs(out[f][i][j][k] - expected.get(i)[f][j][k]);
                            worst = Math.max(worst, err / allowed);
                            assertTrue(err <= allowed, language + " " + c.name() + " frame " + f + " vertex " + j + " component "
                                    + k + ": " + out[f][i][j][k] + " vs " + expected.get(i)[f][j][k] + " (allowed " + allowed + ")");
                        }
                    }
                }
            }
            System.out.printf(Locale.ROOT, "atlas %s squashed instances: %d instances, worst %.3g of tolerance%n", language,
                    instances.size(), worst);
            // Control: the squash is large enough to matter.
            assertTrue(maxDifference(out, group) > 1, "the squash moves vertices");
        }
    }

    /** The largest offset change a squash made against the case's unsquashed expected offsets. */
    private static double maxDifference(double[][][][] out, List<SplineDeformCase> group) {
        double d = 0;
        for (int i = 0; i < group.size(); i++) {
            for (int j = 0; j < group.get(i).expected().size(); j++) {
                d = Math.max(d, new Vec3(out[0][i][j][0], out[0][i][j][1], out[0][i][j][2]).sub(group.get(i).expected().get(j))
                        .length());
            }
        }
        return d;
    }

    @Test
    void plantedFaultRowReadAtItsEdgeIsCaught() {
        String right = "(atlasRow + 0.5) / atlasRowCount";
        AtlasHarness h = harness(AtlasHarness.Language.HLSL, Orientation.PARALLEL_TRANSPORT);
        assertTrue(h.text().contains(right), "the fault's anchor is in the shader");
        Outcome o = runAllGroups(AtlasHarness.Language.HLSL, t -> t.replace(right, "atlasRow / atlasRowCount"));
        report("planted fault: V = r / M", o);
        assertFalse(o.allPass(), "reading between two rows must fail");
    }

    @Test
    void plantedFaultRowTruncatedIsCaught() {
        String right = "clamp(int(floor(AtlasRow + 0.5)), 0, rows - 1)";
        AtlasHarness h = harness(AtlasHarness.Language.GLSL, Orientation.PARALLEL_TRANSPORT);
        assertTrue(h.text().contains(right), "the fault's anchor is in the shader");
        Outcome o = runAllGroups(AtlasHarness.Language.GLSL, t -> t.replace(right, "clamp(int(AtlasRow), 0, rows - 1)"));
        report("planted fault: row truncated", o);
        assertFalse(o.allPass(), "a row stored as r - 0.3 read as r - 1 must fail");
    }

    // ------------------------------------------------------------------ the atlas's own golden kernel
    // SplineAtlasDeform files (several rows, each instance's 16 floats, both frames) through both targets' atlas
    // shaders, one dispatch per file, compared with the file within its tolerance; planted faults fail a file.

    static List<SplineAtlasDeformCase> atlasCases() {
        List<SplineAtlasDeformCase> out = new ArrayList<>();
        for (GoldenCase c : GoldenCases.COMMITTED) if (c instanceof SplineAtlasDeformCase a) out.add(a);
        return out;
    }

    /**
     * The features (10.5) each target's atlas shader implements for these files (deformer-math.md 10.5): the
     * plugin's all three (rendered with the case's features); the package's GLSL atlas none yet (its closed loop is
     * per atlas and does not read a row's negative length), so its cases are skips naming the features.
     */
    static Set<GoldenFeature> atlasFeatures(AtlasHarness.Language language) {
        return language == AtlasHarness.Language.HLSL ? EnumSet.allOf(GoldenFeature.class) : EnumSet.noneOf(GoldenFeature.class);
    }

    /** The target's atlas shader for a file: rendered for the spec plus the features the file needs. */
    static AtlasHarness harness(AtlasHarness.Language language, SplineAtlasDeformCase c) {
        if (c.features().isEmpty()) return harness(language, c.mode());
        Set<String> words = new java.util.TreeSet<>();
        for (GoldenFeature f : c.features()) words.add(f.word());
        Spec spec = GeneratedDeformers.withFeatures(SPEC, words);
        return language == AtlasHarness.Language.HLSL ? AtlasHarness.unreal(GeneratedSource.unrealPlugin(), spec, c.mode())
                : AtlasHarness.threejs(GeneratedSource.threejsPackage(), spec, c.mode());
    }

    /** One file in one dispatch: its instances as the harness's, the outputs instance-major as the file's rows. */
    static CaseResult runAtlasFile(AtlasHarness.Language language, SplineAtlasDeformCase c, UnaryOperator<String> fault) {
        AtlasHarness h = harness(language, c);
        h = h.withText(fault.apply(h.text()));
        SpirvModule m = h.compile(ShaderCompiler.Optimisation.PERFORMANCE);
        Map<String, double[][]> actual = h.evaluate(device, m, h.entryPoint(), c);
        return Comparison.compare(c.name() + ".json", c, actual);
    }

    @Test
    void everyAtlasGoldenFilePassesOnBothTargets() {
        List<SplineAtlasDeformCase> atlasCases = atlasCases();
        assertTrue(atlasCases.size() >= 3 && atlasCases.stream().anyMatch(c -> c.atlas().rowCount() >= 3), "atlas golden files: " + atlasCases.size());
        for (AtlasHarness.Language language : AtlasHarness.Language.values()) {
            for (SplineAtlasDeformCase c : atlasCases) {
                List<GoldenFeature> missing = c.features().stream().filter(f -> !atlasFeatures(language).contains(f)).toList();
                if (!missing.isEmpty()) {
                    System.out.printf(Locale.ROOT, "atlas golden %s %-40s SKIP needs %s%n", language, c.name(), missing);
                    continue;
                }
                CaseResult r = runAtlasFile(language, c, t -> t);
                System.out.printf(Locale.ROOT, "atlas golden %s %-40s %s worst %.3g of tolerance%n", language, c.name(),
                        r.status(), r.worst());
                assertEquals(CaseResult.Status.PASS, r.status(), language + " " + c.name() + ": " + r.message() + " " + r.where());
            }
        }
    }

    @Test
    void everySectionTenFeatureHasAtlasFiles() {
        for (GoldenFeature f : GoldenFeature.values()) {
            assertTrue(atlasCases().stream().anyMatch(c -> c.features().contains(f)), "an atlas file needs " + f.word());
        }
        assertTrue(atlasCases().stream().anyMatch(c -> c.features().size() == GoldenFeature.values().length), "all three at once");
        // A closed-loop row beside an open one: the rows' flags differ within one file.
        assertTrue(atlasCases().stream().anyMatch(c -> c.instances().stream().anyMatch(f -> f[LAYOUT.index("SplineLength")] < 0)
                && c.instances().stream().anyMatch(f -> f[LAYOUT.index("SplineLength")] > 0)), "a loop row beside an open row");
    }

    /** A planted fault in the plugin's atlas HLSL features (10.5) and the atlas file that must catch it. */
    enum SectionTenFault {
        /** The row's loop flag dropped: every row follows the atlas's ClosedLoop (0), the loop row's seam breaks. */
        ROW_LOOP_IGNORED(" || Stretchy_SplineLength < 0.0;", ";", "atlas-loop-beside-open-parallel-transport"),
        /** Another row's loop flag: the loop row's flag taken for every row, so the open row wraps past its end. */
        ROW_LOOP_FROM_ANOTHER_ROW(" || Stretchy_SplineLength < 0.0;", " || true;", "atlas-loop-beside-open-parallel-transport"),
        /** The same in mode B. */
        ROW_LOOP_IGNORED_MODE_B(" || Stretchy_SplineLength < 0.0;", ";", "atlas-loop-beside-open-rotation-minimizing"),
        /** The roll ignored in the atlas: the tangent alpha never read as a roll. */
        ROLL_IGNORED("const bool bakedRoll = Stretchy_BakedRoll >= 0.5;", "const bool bakedRoll = false;",
                "atlas-rolled-rows-parallel-transport"),
        /** The same in mode C. */
        ROLL_IGNORED_MODE_C("const bool bakedRoll = Stretchy_BakedRoll >= 0.5;", "const bool bakedRoll = false;",
                "atlas-rolled-rows-article"),
        /** The mask ignored: every vertex stretches fully. */
        MASK_IGNORED("const float stretchMask = saturate(StretchMask);", "const float stretchMask = 1.0;",
                "atlas-masked-parallel-transport");

        final String find;
        final String replace;
        final String caseName;

        SectionTenFault(String find, String replace, String caseName) {
            this.find = find;
            this.replace = replace;
            this.caseName = caseName;
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.EnumSource(SectionTenFault.class)
    void eachSectionTenFaultFailsItsAtlasFile(SectionTenFault fault) {
        SplineAtlasDeformCase c = atlasCases().stream().filter(x -> x.name().equals(fault.caseName)).findFirst().orElseThrow();
        assertTrue(harness(AtlasHarness.Language.HLSL, c).text().contains(fault.find), fault + ": the anchor is not in the shader");
        assertEquals(CaseResult.Status.PASS, runAtlasFile(AtlasHarness.Language.HLSL, c, t -> t).status(), c.name());
        CaseResult r = runAtlasFile(AtlasHarness.Language.HLSL, c, t -> t.replace(fault.find, fault.replace));
        System.out.println(fault + ": " + c.name() + " " + r.status() + " " + r.message() + " " + r.where());
        assertEquals(CaseResult.Status.FAIL, r.status(), fault + " went unnoticed by " + c.name());
    }

    @Test
    void plantedFaultsFailTheAtlasGoldenFiles() {
        SplineAtlasDeformCase three = atlasCases().stream().filter(c -> c.atlas().rowCount() >= 3 && c.features().isEmpty())
                .findFirst().orElseThrow();
        String edge = "(atlasRow + 0.5) / atlasRowCount";
        assertTrue(harness(AtlasHarness.Language.HLSL, three.mode()).text().contains(edge), "the fault's anchor is in the shader");
        CaseResult r = runAtlasFile(AtlasHarness.Language.HLSL, three, t -> t.replace(edge, "atlasRow / atlasRowCount"));
        assertEquals(CaseResult.Status.FAIL, r.status(), "V = r / M reads between two rows: " + r.message());
        String round = "clamp(int(floor(AtlasRow + 0.5)), 0, rows - 1)";
        assertTrue(harness(AtlasHarness.Language.GLSL, three.mode()).text().contains(round), "the fault's anchor is in the shader");
        CaseResult t = runAtlasFile(AtlasHarness.Language.GLSL, three, x -> x.replace(round, "clamp(int(AtlasRow), 0, rows - 1)"));
        assertEquals(CaseResult.Status.FAIL, t.status(), "a row stored as 1.7 read as 1: " + t.message());
    }
}
