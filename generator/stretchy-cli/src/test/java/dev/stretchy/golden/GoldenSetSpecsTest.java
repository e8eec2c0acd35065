package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.verify.Backend;
import dev.stretchy.verify.BackendRegistry;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Comparison;
import dev.stretchy.verify.ReferenceBackend;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The standard set carries its own inputs and constants (no spec): every case survives the file round trip, the
 * reference passes it, and so does an independent implementation — the generated C++ core (bake, controller) or the
 * generated shaders on the Vulkan device (deformers). Here, in the CLI module, because that is where every backend is
 * on the class path. That the CLI writes the same set whatever --spec says: GoldenCommandSpecTest.
 */
class GoldenSetSpecsTest {
    static Backend cpp;
    static Backend shaders;

    @BeforeAll
    static void open() throws Exception {
        BackendRegistry registry = BackendRegistry.standard();
        cpp = registry.find("cpp").orElseThrow().open();
        shaders = registry.find("vulkan").orElseThrow().open();
    }

    @AfterAll
    static void close() {
        if (cpp != null) cpp.close();
        if (shaders != null) shaders.close();
    }

    @Test
    void everyStandardCaseRoundTripsAndPassesTheReferenceAndAnIndependentBackend() throws Exception {
        List<GoldenCase> cases = GoldenSet.standard();
        assertEquals(83, cases.size(), "53 cases of stretchy-math/1, settle-window-tiny and straight-up-article (1.1), "
                + "s-curve-rotate-normals and helix-torsion-rotate-normals (1.2), 15 deformer and 2 bake cases with features and "
                + "9 of the atlas kernel, 6 of those with features (1.3)");
        ReferenceBackend ref = new ReferenceBackend();
        for (GoldenCase c : cases) {
            GoldenCase back = GoldenIo.parse(GoldenIo.write(c), c.name() + ".json");
            CaseResult r = Comparison.compare(c.name(), back, ref.evaluate(back));
            assertEquals(CaseResult.Status.PASS, r.status(), c.name() + ": " + r.message());
            // The atlas kernel's independent check is the Vulkan AtlasHarnessTest (both targets' atlas shaders).
            if (c.kernel() == dev.stretchy.golden.Kernel.SplineAtlasDeform) continue;
            Backend other = cpp.supports(c.kernel()) ? cpp : shaders;
            assertTrue(other.supports(c.kernel()), c.kernel().name());
            // Section 10's features are not in the targets yet: their cases are named skips (GoldenFeaturesTest).
            if (!other.features().containsAll(c.features())) continue;
            CaseResult x = Comparison.compare(c.name(), back, other.evaluate(back));
            assertEquals(CaseResult.Status.PASS, x.status(), c.name() + " on " + other.name() + ": " + x.message());
        }
    }

    /** The 1.1 cases pin what they claim: exactly 0 with a tiny window, mode C on an exactly vertical tangent. */
    @Test
    void theMath11CasesHoldTheirInvariants() {
        var byName = new java.util.HashMap<String, GoldenCase>();
        for (GoldenCase c : GoldenSet.standard()) byName.put(c.name(), c);
        SplineDeformCase tiny = (SplineDeformCase) byName.get("settle-window-tiny");
        assertEquals(1e-9, tiny.inputs().settleWindow());
        for (var o : tiny.expected()) assertEquals(0.0, o.length(), "exactly 0 at Progress 1");
        assertTrue(tiny.expectedPrev().stream().allMatch(o -> o.isFinite()) && tiny.expectedPrev().stream().anyMatch(o -> o.length() > 1));
        SplineDeformCase up = (SplineDeformCase) byName.get("straight-up-article");
        assertEquals(dev.stretchy.contract.Orientation.ARTICLE, up.mode());
        for (double[] t : up.textures().tangent()) assertEquals(List.of(0.0, 0.0, 1.0), List.of(t[0], t[1], t[2]));
        assertTrue(up.expected().stream().allMatch(o -> o.isFinite()));
    }
}
