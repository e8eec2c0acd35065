package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An atlas case's per-atlas inputs are the catalogue's material-wide spline rows, as the committed files hold them. */
class AtlasInputsTest {
    private static List<String> committedKeys(Path file) throws Exception {
        List<String> keys = new ArrayList<>();
        new ObjectMapper().readTree(file.toFile()).path("atlasInputs").fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    @Test
    void theCommittedAtlasCasesHoldExactlyTheCataloguesAtlasInputs() throws Exception {
        List<Path> atlases = GoldenFiles.list(Path.of("../../golden")).stream()
                .filter(f -> f.getFileName().toString().startsWith("atlas-")).toList();
        assertTrue(atlases.size() >= 2, "atlas cases: " + atlases);
        for (Path f : atlases) {
            // The features' per-atlas rows (10.5) follow, in catalogue order, exactly for the features the file declares.
            List<String> features = new ArrayList<>();
            new ObjectMapper().readTree(f.toFile()).path("features").forEach(n -> features.add(n.asText()));
            List<String> expected = new ArrayList<>(SplineAtlasDeformCase.ATLAS_NAMES);
            for (Parameter p : Catalogue.SPLINE) {
                if (p.optional() && !p.perVertex() && !p.material().isEmpty() && features.contains(p.feature())) expected.add(p.golden());
            }
            assertEquals(expected, committedKeys(f), f.toString());
        }
        assertEquals(List.of(Catalogue.get("spline.sampleCount").golden(), SplineAtlasDeformCase.ATLAS_ROW_COUNT),
                SplineAtlasDeformCase.ATLAS_NAMES.subList(0, 2));
    }

    /** A new material-wide spline row is an atlas input: files without it no longer match; per-instance rows are not. */
    @Test
    void aPlantedRowIsAnAtlasInputUnlessPerInstance() throws Exception {
        Parameter bias = Catalogue.get("spline.meshHalfLength");
        Parameter planted = new Parameter("twist", bias.type(), "Twist", "Twist", "twist", "Twist", bias.unit(),
                bias.range(), "A planted row.", false, false, Parameter.Source.SPEC, new double[0], "-", "");
        List<Parameter> spline = new ArrayList<>(Catalogue.SPLINE);
        spline.add(planted);
        List<String> names = SplineAtlasDeformCase.atlasNames(spline);
        assertEquals("Twist", names.get(names.size() - 1));
        assertTrue(!names.equals(committedKeys(Path.of("../../golden/atlas-one-row-article.json"))));
        Parameter perInstance = new Parameter("twist", bias.type(), "Twist", "Twist", "twist", "Twist", bias.unit(),
                bias.range(), "A planted row.", false, true, Parameter.Source.SPEC, new double[0], "-", "");
        spline.set(spline.size() - 1, perInstance);
        assertEquals(SplineAtlasDeformCase.ATLAS_NAMES, SplineAtlasDeformCase.atlasNames(spline));
    }
}
