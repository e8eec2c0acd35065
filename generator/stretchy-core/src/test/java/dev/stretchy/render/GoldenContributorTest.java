package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The plugin ships the deformer cases its shaders compute, and none that needs a feature it lacks. */
class GoldenContributorTest {
    private static final Spec SPEC = SpecLoader.loadDefault();

    private static byte[] spline(String features) {
        return ("{\"kernel\": \"SplineDeform\", " + features + "\"mode\": \"" + SPEC.splineDeform().orientation().word()
                + "\"}").getBytes(StandardCharsets.UTF_8);
    }

    /** The default spec loops (closedLoop: auto) without roll or mask. */
    private static final Spec NO_LOOP = SPEC.withSplineDeform(SPEC.splineDeform().withOnlyFeatures(java.util.Set.of()));

    @Test
    void aCaseOfTheSpecsModeShipsAndOneNeedingAFeatureItLacksDoesNot() {
        assertTrue(GoldenContributor.ships(SPEC, spline("")));
        assertTrue(GoldenContributor.ships(SPEC, spline("\"features\": [], ")));
        assertTrue(GoldenContributor.ships(SPEC, spline("\"features\": [\"closedLoop\"], ")));
        assertFalse(GoldenContributor.ships(SPEC, spline("\"features\": [\"closedLoop\", \"roll\"], ")));
        assertFalse(GoldenContributor.ships(NO_LOOP, spline("\"features\": [\"closedLoop\"], ")));
        // The atlas permutation evaluates the plugin's features as the single-curve ones do: its loop case ships, a roll case not.
        byte[] atlas = ("{\"kernel\": \"SplineAtlasDeform\", \"features\": [\"closedLoop\"], \"mode\": \""
                + SPEC.splineDeform().orientation().word() + "\"}").getBytes(StandardCharsets.UTF_8);
        assertTrue(GoldenContributor.ships(SPEC, atlas));
        byte[] rolled = ("{\"kernel\": \"SplineAtlasDeform\", \"features\": [\"closedLoop\", \"roll\"], \"mode\": \""
                + SPEC.splineDeform().orientation().word() + "\"}").getBytes(StandardCharsets.UTF_8);
        assertFalse(GoldenContributor.ships(SPEC, rolled));
        assertFalse(GoldenContributor.ships(NO_LOOP, atlas));
    }

    /** A spec with closed loops off ships no loop case; the default spec ships its mode's loop cases and no others. */
    @Test
    void theShippedFeaturesAreThePlugins() {
        for (GeneratedFile f : GoldenContributor.files(NO_LOOP, "unreal")) {
            assertFalse(new String(f.content(), StandardCharsets.UTF_8).contains("\"features\""), f.path());
        }
        List<String> loops = new ArrayList<>();
        for (GeneratedFile f : GoldenContributor.files(SPEC, "unreal")) {
            GoldenContributor.Header h = GoldenContributor.Header.of(f.content());
            assertTrue(List.of("closedLoop").containsAll(h.features()), f.path() + " " + h.features());
            if (!h.features().isEmpty()) loops.add(f.path());
        }
        assertFalse(loops.isEmpty(), "the default spec's plugin ships its mode's closed-loop cases");
    }

    @Test
    void aFeatureListedAfterTheDataOrValuesOfOtherShapesAreReadAsTheTreeReadsThem() {
        String data = "\"inputs\": {\"features\": [\"closedLoop\"], \"kernel\": \"VelocityStretch\"}, "
                + "\"vertices\": [[1.5e300, -0.0], {\"mode\": \"x\"}], ";
        assertTrue(GoldenContributor.ships(SPEC, spline(data)), "nested fields are not the case's own");
        assertFalse(GoldenContributor.ships(SPEC, spline(data + "\"features\": [\"roll\"], ")));
        byte[] odd = "{\"kernel\": {\"a\": 1}, \"features\": {\"a\": [\"b\"]}, \"mode\": [1], \"dimensions\": \"3\"}"
                .getBytes(StandardCharsets.UTF_8);
        assertEquals(new GoldenContributor.Header("", "", 3, List.of()), GoldenContributor.Header.of(odd));
    }

    /** The streaming header against the whole tree, for every case in the build: the same four fields. */
    @Test
    void theHeaderOfEveryGoldenCaseIsWhatTheTreeHolds() throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<String> names = TemplateSet.list(GoldenContributor.RESOURCE, "");
        assertFalse(names.isEmpty());
        for (String name : names) {
            byte[] bytes = TemplateSet.read("/" + GoldenContributor.RESOURCE + "/" + name);
            JsonNode tree = json.readTree(bytes);
            List<String> features = new ArrayList<>();
            tree.path("features").forEach(f -> features.add(f.asText()));
            GoldenContributor.Header expected = new GoldenContributor.Header(tree.path("kernel").asText(),
                    tree.path("mode").asText(), tree.path("dimensions").asInt(), features);
            assertEquals(expected, GoldenContributor.Header.of(bytes), name);
        }
    }
}
