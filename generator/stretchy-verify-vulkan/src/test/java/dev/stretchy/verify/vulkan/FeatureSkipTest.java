package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFeature;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Verifier;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A shader target that does not implement stretchy-math/1.3's section 10 yet (closed loops, roll, the stretch mask;
 * three.js' GLSL until its templates do) declares no feature, so each such golden case is a skip that names its
 * features, never a silent pass or a comparison against the 1.2 shader. The Unreal HLSL runs them
 * ({@link SectionTenShaderTest}).
 */
class FeatureSkipTest {
    @Test
    void aShaderBackendWithoutTheFeaturesSkipsEveryFeatureCaseByName() {
        List<GoldenCase> cases = GoldenCases.featureCases();
        assertFalse(cases.isEmpty(), "no section 10 cases in golden/");
        for (VulkanBackend b : List.of(VulkanBackend.threejs(SpecLoader.loadDefault()))) {
            try (b) {
                assertTrue(b.features().isEmpty(), b.name() + " claims " + b.features() + ": drop this test's premise");
                Verifier v = new Verifier(b);
                for (GoldenCase c : cases) {
                    CaseResult r = v.verify(GoldenCases.DIR.resolve(c.name() + ".json"));
                    assertEquals(CaseResult.Status.SKIP, r.status(), b.name() + " " + c.name());
                    // A kernel the backend does not compute (the atlas: AtlasHarnessTest's) is skipped for that reason.
                    if (!b.supports(c.kernel())) continue;
                    for (GoldenFeature f : c.features()) assertTrue(r.message().contains(f.word()), r.message());
                }
                // The 1.2 cases still run on the same verifier.
                Path plain = GoldenCases.DIR.resolve("s-curve-parallel-transport.json");
                assertEquals(CaseResult.Status.PASS, v.verify(plain).status(), b.name());
            }
        }
    }
}
