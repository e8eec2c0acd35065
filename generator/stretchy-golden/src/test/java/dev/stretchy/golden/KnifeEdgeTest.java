package dev.stretchy.golden;

import static dev.stretchy.contract.Orientation.PARALLEL_TRANSPORT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.Recipe.Baked;
import dev.stretchy.golden.Recipe.Deform;
import dev.stretchy.reference.Vec3;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * No golden vertex sits on a knife edge (KnifeEdges): its expected outputs hold under the ulps and 8-bit weights a GPU
 * brings. The planted faults are the cases as they were before an NVIDIA H200 failed them: a box whose centre plane
 * samples d = L exactly at Progress 1 (and d = 0 at Progress 0), and a biased box whose end faces lie on |a| = h.
 */
class KnifeEdgeTest {
    @Test
    void noCommittedCaseHasAVertexOnAKnifeEdge() throws Exception {
        List<String> found = new ArrayList<>();
        int spline = 0;
        int atlas = 0;
        for (Path p : GoldenFiles.list(Path.of("../..", "golden"))) {
            GoldenCase c = GoldenIo.read(p);
            if (c instanceof SplineDeformCase) spline++;
            if (c instanceof SplineAtlasDeformCase) atlas++;
            List<KnifeEdges.Edge> e = KnifeEdges.find(c);
            if (!e.isEmpty()) found.add(e.size() + " outputs, e.g. " + e.get(0));
        }
        assertTrue(spline > 40 && atlas > 5, "the spline deformer's and the atlas's cases were read: " + spline + ", " + atlas);
        assertEquals(List.of(), found, "golden vertices on a knife edge: move the recipe off it (GoldenCatalogue)");
    }

    /** The extrapolation case with the four-cut box (a vertex plane at a = 0) at Progress 1: d = L exactly. */
    @Test
    void aCentrePlaneAtTheCurvesEndIsFlagged() {
        Meshes.Mesh fourCuts = Meshes.box(new Vec3(400, 300, 200), 4, new Vec3(0, 0, 100));
        SplineDeformCase c = (SplineDeformCase) new Deform("planted-past-end", "planted", new Baked(Curves.VERTICAL_MIDDLE,
                GoldenCatalogue.N, PARALLEL_TRANSPORT), fourCuts, Map.of("Progress", 1.0, "StretchScale", 1.6),
                Map.of("Progress", 0.95)).compute();
        List<KnifeEdges.Edge> e = KnifeEdges.find(c);
        assertFalse(e.isEmpty(), "the planted knife edge (d = L) was not flagged");
        // Vertex 56 is the one the H200 failed: (0, 150, 200), on a = 0.
        assertEquals(new Vec3(0, 150, 200), c.vertices().get(56));
        assertTrue(e.stream().anyMatch(x -> x.vertex() == 56 && x.channel().equals("normals")
                && x.perturbation().startsWith("distance along the curve -")), "vertex 56's normal one ulp before d = L: " + e);
        // Only the centre plane is on the edge.
        for (KnifeEdges.Edge x : e) assertEquals(0.0, c.vertices().get(x.vertex()).x(), x.toString());
    }

    @Test
    void aCentrePlaneAtTheCurvesStartIsFlagged() {
        SplineDeformCase c = (SplineDeformCase) new Deform("planted-before-start", "planted", new Baked(Curves.S_CURVE,
                GoldenCatalogue.N, PARALLEL_TRANSPORT), GoldenCatalogue.BOX, Map.of("Progress", 0.0), Map.of("Progress", 0.03))
                .compute();
        assertFalse(KnifeEdges.find(c).isEmpty(), "the planted knife edge (d = 0) was not flagged");
    }

    @Test
    void endFacesOnTheBiasRampsEndAreFlagged() {
        SplineDeformCase c = (SplineDeformCase) new Deform("planted-bias-end", "planted", new Baked(Curves.S_CURVE,
                GoldenCatalogue.N, PARALLEL_TRANSPORT), GoldenCatalogue.BOX, Map.of("Progress", 0.35, "StretchScale", 1.4,
                "StretchBias", 0.5), Map.of("Progress", 0.33)).compute();
        List<KnifeEdges.Edge> e = KnifeEdges.find(c);
        assertFalse(e.isEmpty(), "the planted knife edge (|a| = h with bias) was not flagged");
        for (KnifeEdges.Edge x : e) assertEquals(100.0, Math.abs(c.vertices().get(x.vertex()).x()), x.toString());
    }

    /** The atlas path compares what it computes: a row of an atlas file moved by one tolerance is flagged, and only it. */
    @Test
    void theAtlasComparisonIsLive() throws Exception {
        SplineAtlasDeformCase a = (SplineAtlasDeformCase) GoldenIo.read(Path.of("../..", "golden", "atlas-three-rows-parallel-transport.json"));
        assertEquals(List.of(), KnifeEdges.find(a));
        List<Vec3> moved = new ArrayList<>(a.expected());
        int row = moved.size() / 2;
        double allowed = a.tolerance().allowed(a.expectedChannels().get(0).scale()[row]);
        moved.set(row, moved.get(row).add(new Vec3(allowed, 0, 0)));
        SplineAtlasDeformCase planted = new SplineAtlasDeformCase(a.name(), a.description(), a.mode(), a.atlasInputs(), a.atlas(),
                a.vertices(), a.instances(), moved, a.expectedPrev(), a.tolerance(), a.featureInputs());
        List<KnifeEdges.Edge> e = KnifeEdges.find(planted);
        assertFalse(e.isEmpty(), "a moved atlas row went unnoticed");
        for (KnifeEdges.Edge x : e) assertEquals(row, x.vertex(), x.toString());
    }
}
