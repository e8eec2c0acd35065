package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Unreal components follow the spec's math spec section 10 fields: a closed-loop switch only with
 * {@code closedLoop: auto}, the roll curve (seeded with the spec's keys, linear) only with {@code roll.source: curve},
 * the spline's up vectors read only with {@code roll.source: spline}, the article's frames named only in mode C.
 */
class LoopRollShellTest {
    @ParameterizedTest
    @CsvSource({
            "auto, none, parallel-transport",
            "off, curve, rotation-minimizing",
            "auto, spline, article",
            "off, none, article"})
    void theComponentsFollowTheSpec(String closedLoop, String roll, String orientation) throws Exception {
        Spec spec = SpecLoader.parse("plugin: { name: Loopy, parameterPrefix: Lo_ }\ntargets: [unreal]\n"
                + "splineDeform:\n  orientation: " + orientation + "\n  closedLoop: " + closedLoop + "\n"
                + "  roll: { source: " + roll + ", curve: [[0, 0], [0.5, 45], [1, 720]] }\n", "loopy.yaml");
        String root = "Loopy/Source/Loopy/";
        String header = text(spec, root + "Public/LoopySplineDeformComponent.h");
        String source = text(spec, root + "Private/LoopySplineDeformComponent.cpp");
        String travel = text(spec, root + "Private/LoopyInstancedSplineTravelComponent.cpp");
        boolean loop = closedLoop.equals("auto");
        assertEquals(loop, header.contains("bool bFollowClosedLoop = true;"), "closed-loop switch");
        assertEquals(loop, source.contains("return bFollowClosedLoop && Spline.IsClosedLoop();"), "closed-loop travel");
        // Section 10.5: each closed spline's row loops; the material's ClosedLoop when every row does.
        assertEquals(loop, travel.contains("RowClosed[Row] = bFollowClosedLoop && Splines[Row]->IsClosedLoop();"), "closed rows");
        assertEquals(loop, travel.contains("bLoop = bLoop && RowClosed[Row];"), "closed atlas");
        assertEquals(roll.equals("curve"), header.contains("FRuntimeFloatCurve RollCurve;"), "roll curve property");
        assertEquals(roll.equals("curve"),
                source.contains("FVector2f(0.0f, 0.0f), FVector2f(0.5f, 45.0f), FVector2f(1.0f, 720.0f)")
                        && source.contains("SeedCurve(RollCurve, MakeArrayView(RollKeys), RCIM_Linear);"), "roll curve seeded");
        assertEquals(roll.equals("spline"), source.contains("const bool bRollFromSpline = true;"), "roll from the spline");
        assertEquals(orientation.equals("article"), header.contains("bArticleFrames = true;"), "mode C frames");
        assertTrue(source.contains("Spline.GetUpVectorAtDistanceAlongSpline(Distance, ESplineCoordinateSpace::World)"));
    }

    private static String text(Spec spec, String path) {
        return UnrealTarget.renderTemplates(spec).stream().filter(f -> f.path().equals(path)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + path)).text();
    }
}
