package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The plugin ships the deformer cases its shaders compute, and none that needs a feature it lacks. */
class GoldenContributorTest {
    private static final Spec SPEC = SpecLoader.loadDefault();

    private static byte[] spline(String features) {
        return ("{\"kernel\": \"SplineDeform\", " + features + "\"mode\": \"" + SPEC.splineDeform().orientation().word()
                + "\"}").getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aCaseOfTheSpecsModeShipsAndOneNeedingAFeatureDoesNot() {
        assertTrue(GoldenContributor.ships(SPEC, spline("")));
        assertTrue(GoldenContributor.ships(SPEC, spline("\"features\": [], ")));
        assertFalse(GoldenContributor.ships(SPEC, spline("\"features\": [\"closedLoop\"], ")));
    }

    @Test
    void noShippedFileNeedsAFeature() {
        for (GeneratedFile f : GoldenContributor.files(SPEC, "unreal")) {
            assertFalse(new String(f.content(), StandardCharsets.UTF_8).contains("\"features\""), f.path());
        }
    }
}
