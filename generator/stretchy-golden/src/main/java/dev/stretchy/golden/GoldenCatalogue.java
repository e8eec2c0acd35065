package dev.stretchy.golden;

import static dev.stretchy.contract.Orientation.ARTICLE;
import static dev.stretchy.contract.Orientation.PARALLEL_TRANSPORT;
import static dev.stretchy.contract.Orientation.ROTATION_MINIMIZING;

import dev.stretchy.golden.Meshes.Mesh;
import dev.stretchy.golden.Recipe.Bake;
import dev.stretchy.golden.Recipe.Baked;
import dev.stretchy.golden.Recipe.Controller;
import dev.stretchy.golden.Recipe.Deform;
import dev.stretchy.golden.Recipe.Extras;
import dev.stretchy.golden.Recipe.Velocity;
import dev.stretchy.reference.ControllerParams;
import dev.stretchy.reference.RollCurve;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.VelocityDeformInputs;
import dev.stretchy.contract.Ease;
import dev.stretchy.contract.NormalsMode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The standard golden cases, one recipe each, every input and constant written here: the set does not depend on a
 * user's spec. Texel counts, the settle window and the controller constants are the default spec's
 * (specs/stretchy.yaml) as they were when the set was first cut; a case that needs another value says so.
 */
final class GoldenCatalogue {
    private GoldenCatalogue() {}

    /** Texels of a bake unless a case says otherwise. */
    static final int N = 64;
    /** The settle window of the two s-curve-progress cases. */
    static final double SETTLE = 0.05;

    // Meshes (local space; a capsule's pivot at its base, Unreal style).
    static final Mesh SPHERE = Meshes.uvSphere(50, 12, 8, Vec3.ZERO);
    static final Mesh BOX = Meshes.box(new Vec3(200, 100, 100), 4, Vec3.ZERO);
    static final Mesh CAPSULE = Meshes.capsule(40, 120, 10, 3, Vec3.X, new Vec3(0, 0, 40));
    static final Mesh CAPSULE_Z = Meshes.capsule(30, 100, 10, 3, Vec3.Z, Vec3.ZERO);
    static final Mesh BIG_BOX = Meshes.box(new Vec3(400, 300, 200), 4, new Vec3(0, 0, 100));
    /**
     * {@link #BIG_BOX} with five cuts, so no vertex lies on the centre plane a = 0: at Progress 1 (0) that plane samples
     * d = L (0) exactly, where section 8's normals jump (the last texel's frame rate one ulp before, none past the
     * end). The extrapolation cases had four cuts, and an NVIDIA H200 computed the one-ulp-before side (KnifeEdges).
     */
    static final Mesh BIG_BOX_ODD = Meshes.box(new Vec3(400, 300, 200), 5, new Vec3(0, 0, 100));
    /** {@link #BOX} with five cuts: no vertex on a = 0 (a Progress-0 case samples d = 0 there, as BIG_BOX's). */
    static final Mesh BOX_ODD = Meshes.box(new Vec3(200, 100, 100), 5, Vec3.ZERO);
    /**
     * MeshHalfLength for a biased stretch of {@link #BOX} (half length 100): 10 cm past its end faces, so no vertex
     * lies on |a| = h, where the bias's volume term k' of section 8.1 stops (a knife edge for the normals).
     */
    static final double BIASED_BOX_HALF_LENGTH = 110.0;
    static final Mesh BALL = Meshes.uvSphere(50, 12, 8, new Vec3(0, 0, 50));
    static final Mesh CUBE = Meshes.box(new Vec3(120, 120, 120), 3, new Vec3(0, 0, 60));
    static final Mesh BIG_SPHERE = Meshes.uvSphere(500, 12, 8, Vec3.ZERO);

    /** The mesh component scaled (1, 2.5, 0.5), turned 30 degrees about Z and moved. */
    static final Transform SCALED_MESH = new Transform(Transform.axisAngle(new Vec3(0, 0, 1), 30), new Vec3(250, -100, 40),
            new Vec3(1, 2.5, 0.5));
    static final Transform SCALED_MESH_45 = new Transform(Transform.axisAngle(new Vec3(0, 0, 1), 45), new Vec3(-100, 40, 0),
            new Vec3(2, 1, 0.5));

    /** The velocity constants per m/s: k 0.05, sMax 1.6, tau 0, impact 0.35, sMin 0.6, 20 m/s, tRecover 0.12 s, zeta 0.5. */
    static ControllerParams velocityConstants(double unitsPerMetre, int dims, Ease ease, double tau) {
        return new ControllerParams(0.05, 1.6, tau, 0.35, 0.6, 20.0, 0.12, ease, 0.5, dims, Vec3.Y).scaledSpeeds(unitsPerMetre);
    }

    private static final String CM = "cm, s (speeds cm/s; the spec's per-m/s constants scaled by 100)";
    private static final String M = "m, s (speeds m/s; the spec's constants as they are)";
    private static final String S_CURVE_BOX = "planar S-curve (about 1700 cm), box 200x100x100 cm, Progress 0.35, ";
    private static final String STRAIGHT = "straight 1000 cm curve along the forward axis, UV sphere r=50 cm, Progress ";
    private static final String VERTICAL = "curve that climbs vertically mid-way, capsule r=40 cm, Progress 0.5 where the tangent is near vertical (mode C's cross((0,0,1), Td) nearly vanishes)";
    private static final String HELIX = "helix about the forward axis (r=250 cm, 1.5 turns): torsion makes modes A and B differ";
    private static final String WRAP = "closed loop (r=500 cm): Progress 0.004 just after the wrap, previous frame 0.996 just before it; the mesh straddles the loop's seam";
    private static final String SCALED = "mesh component scaled (1, 2.5, 0.5) and turned 30 deg: the bake works in local space with scale";

    /** A box longer than the closed loop (about 3140 cm round). */
    static final Mesh LONG_BOX = Meshes.box(new Vec3(4000, 100, 100), 10, Vec3.ZERO);
    private static final String LOOP_WRAP = "closed-loop travel (deformer-math.md 10.1): Progress 0.004 just after the wrap, previous frame 0.996 just before it, the mesh straddling the seam with no jump";
    private static final Extras LOOP = new Extras(true, null, null);
    private static final Extras ROLL_S = new Extras(false, RollCurve.of(0, -45, 0.6, 120, 1, 0), null);
    private static final Extras BANKED = new Extras(true, RollCurve.of(0, 0, 0.25, 30, 0.75, -30, 1, 0), null);
    private static final Extras TURNING = new Extras(true, RollCurve.of(0, 0, 1, 360), null);
    private static final Extras FRONT_MASK = new Extras(false, null, GoldenCatalogue::frontMask);

    /** Weight 0 on the front 30 cm of a 200 cm box (x >= 70), fading to 1 at x = -10. */
    static final List<Recipe> RECIPES = List.of(
            // ---------------------------------------------------------------- spline deformer
            deform("straight-line-progress-0", STRAIGHT + "0.0 (at 1 the mesh rests: offsets 0)", baked(Curves.STRAIGHT_X, PARALLEL_TRANSPORT), SPHERE, in("Progress", 0.0), prev(0.03)),
            deform("straight-line-progress-0-5", STRAIGHT + "0.5 (at 1 the mesh rests: offsets 0)", baked(Curves.STRAIGHT_X, PARALLEL_TRANSPORT), SPHERE, in("Progress", 0.5), prev(0.48)),
            deform("straight-line-progress-1", STRAIGHT + "1.0 (at 1 the mesh rests: offsets 0)", baked(Curves.STRAIGHT_X, PARALLEL_TRANSPORT), SPHERE, in("Progress", 1.0), prev(0.98)),
            deform("s-curve-parallel-transport", S_CURVE_BOX + "parallel-transport", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BOX, in("Progress", 0.35), prev(0.33)),
            deform("s-curve-rotation-minimizing", S_CURVE_BOX + "rotation-minimizing", baked(Curves.S_CURVE, ROTATION_MINIMIZING), BOX, in("Progress", 0.35), prev(0.33)),
            deform("s-curve-article", S_CURVE_BOX + "article", baked(Curves.S_CURVE, ARTICLE), BOX, in("Progress", 0.35), prev(0.33)),
            deform("s-curve-progress-0", "S-curve at Progress 0.0 with the spec's settle window; at 1 every offset is exactly 0", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BOX_ODD, in("Progress", 0.0, "SettleWindow", SETTLE), prev(0.03)),
            deform("s-curve-progress-1", "S-curve at Progress 1.0 with the spec's settle window; at 1 every offset is exactly 0", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BOX, in("Progress", 1.0, "SettleWindow", SETTLE), prev(0.98)),
            deform("vertical-tangent-parallel-transport", VERTICAL, baked(Curves.VERTICAL_MIDDLE, PARALLEL_TRANSPORT), CAPSULE, in(), prev(0.48)),
            deform("vertical-tangent-rotation-minimizing", VERTICAL, baked(Curves.VERTICAL_MIDDLE, ROTATION_MINIMIZING), CAPSULE, in(), prev(0.48)),
            deform("vertical-tangent-article", VERTICAL, baked(Curves.VERTICAL_MIDDLE, ARTICLE), CAPSULE, in(), prev(0.48)),
            deform("straight-up-parallel-transport", "a straight curve rising along +Z with f = +X: every tangent is exactly (0,0,1), 90 degrees from f", baked(Curves.STRAIGHT_UP, PARALLEL_TRANSPORT), SPHERE, in(), prev(0.48)),
            deform("straight-up-article", "mode C on a tangent exactly (0,0,1) with ForwardAxisLocal (1,1,0): cross((0,0,1), Td) vanishes and R(right) falls back to the rest frame's right, (-1,1,0)/sqrt 2 (stretchy-math/1.1 step 8)", baked(Curves.STRAIGHT_UP, ARTICLE), SPHERE, in("ForwardAxisLocal", new Vec3(1, 1, 0)), prev(0.48)),
            deform("tangent-opposite-forward", "tangent = -f everywhere: mode A's half turn about up", baked(Curves.OPPOSITE_X, PARALLEL_TRANSPORT), SPHERE, in("Progress", 0.4), prev(0.38)),
            deform("helix-torsion-parallel-transport", HELIX, baked(Curves.HELIX_X, PARALLEL_TRANSPORT), CAPSULE, in("Progress", 0.3), prev(0.28)),
            deform("helix-torsion-rotation-minimizing", HELIX, baked(Curves.HELIX_X, ROTATION_MINIMIZING), CAPSULE, in("Progress", 0.3), prev(0.28)),
            deform("closed-loop-wrap-parallel-transport", WRAP, baked(Curves.LOOP_XY, PARALLEL_TRANSPORT), SPHERE, in("Progress", 0.004), prev(0.996)),
            deform("closed-loop-wrap-rotation-minimizing", WRAP, baked(Curves.LOOP_XY, ROTATION_MINIMIZING), SPHERE, in("Progress", 0.004), prev(0.996)),
            deform("closed-loop-half-rotation-minimizing", "closed loop at Progress 0.5 (the tangent opposite to the end's): mode B's frames stay continuous", baked(Curves.LOOP_XY, ROTATION_MINIMIZING), SPHERE, in(), prev(0.48)),
            deform("non-uniform-mesh-scale-parallel-transport", SCALED, new Baked(Curves.S_CURVE, SCALED_MESH, N, Vec3.X, PARALLEL_TRANSPORT), BOX, in("Progress", 0.6), prev(0.58)),
            deform("non-uniform-mesh-scale-rotation-minimizing", SCALED, new Baked(Curves.S_CURVE, SCALED_MESH, N, Vec3.X, ROTATION_MINIMIZING), BOX, in("Progress", 0.6), prev(0.58)),
            deform("sample-count-2", "N = 2: the S-curve baked to two texels (a straight chord)", new Baked(Curves.S_CURVE, 2, PARALLEL_TRANSPORT), BOX, in("Progress", 0.4), prev(0.2)),
            deform("sample-count-sanitised", "SampleCount 0.5 is sanitised to N = 2", new Baked(Curves.S_CURVE, 2, PARALLEL_TRANSPORT), BOX, in("Progress", 0.4, "SampleCount", 0.5), prev(0.2)),
            deform("extreme-stretch", "StretchScale 3 with PreserveVolume 1 (cross-section 1/sqrt 3)", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), CAPSULE, in("StretchScale", 3.0), prev(0.48, "StretchScale", 2.6)),
            deform("extreme-squash", "StretchScale 0.25 with PreserveVolume 1 (cross-section doubled)", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), CAPSULE, in("StretchScale", 0.25), prev(0.48, "StretchScale", 0.3)),
            deform("stretch-zero-sanitised", "StretchScale 0 and PreserveVolume 0.5: s is sanitised to 0.01", baked(Curves.STRAIGHT_X, PARALLEL_TRANSPORT), SPHERE, in("StretchScale", 0.0, "PreserveVolume", 0.5), prev(0.48)),
            deform("size-scale-half-to-zero", "SizeScale 0.5 now, 0 the frame before (a mesh that grows from nothing)", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BIG_BOX, in("SizeScale", 0.5), prev(0.48, "SizeScale", 0.0)),
            deform("zero-length-spline", "every spline point at one place: SplineLength 0 is sanitised to 0.001, the mesh is extrapolated along the fallback tangent", baked(Curves.ZERO_LENGTH, PARALLEL_TRANSPORT), SPHERE, in(), prev(0.48, "SizeScale", 0.8)),
            deform("settle-window-inside", "Progress 0.97 inside a settle window of 0.1: offsets eased towards rest", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BOX, in("Progress", 0.97, "SettleWindow", 0.1), prev(0.9)),
            deform("settle-window-progress-1", "Progress 1 with a settle window and a big stretch: every offset is exactly 0", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BOX, in("Progress", 1.0, "SettleWindow", 0.2, "StretchScale", 1.6, "SizeScale", 1.3), prev(0.98)),
            deform("settle-window-tiny", "Progress 1 with a settle window of 1e-9 (1 - w rounds to 1 in float32 and double) and a big stretch: every offset is still exactly 0, no NaN (stretchy-math/1.1 step 9)", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BOX, in("Progress", 1.0, "SettleWindow", 1e-9, "StretchScale", 1.6, "SizeScale", 1.3), prev(0.98)),
            deform("stretch-bias-plus-0-9", "StretchBias 0.9 with StretchScale 1.5 on a capsule", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), CAPSULE, in("Progress", 0.45, "StretchBias", 0.9, "StretchScale", 1.5), prev(0.43)),
            deform("stretch-bias-minus-0-9", "StretchBias -0.9 with StretchScale 1.5 on a capsule", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), CAPSULE, in("Progress", 0.45, "StretchBias", -0.9, "StretchScale", 1.5), prev(0.43)),
            deform("extrapolation-on-past-end", "Progress 1, StretchScale 1.6 with no settle: the front passes the curve's end and is extrapolated along the end tangent", baked(Curves.VERTICAL_MIDDLE, PARALLEL_TRANSPORT), BIG_BOX_ODD, in("Progress", 1.0, "StretchScale", 1.6), prev(0.95)),
            deform("extrapolation-off-past-end", "Progress 1, StretchScale 1.6 with no settle: the front passes the curve's end and is clamped to the end (article behaviour)", baked(Curves.VERTICAL_MIDDLE, PARALLEL_TRANSPORT), BIG_BOX_ODD, in("Progress", 1.0, "StretchScale", 1.6, "EndExtrapolation", 0.0), prev(0.95)),
            deform("extrapolation-on-before-start", "Progress 0 on a curve: the back of the mesh lies before the curve's start and is extrapolated", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BIG_BOX_ODD, in("Progress", 0.0), prev(0.04)),
            deform("extrapolation-off-before-start", "Progress 0 on a curve: the back of the mesh lies before the curve's start and is clamped", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BIG_BOX_ODD, in("Progress", 0.0, "EndExtrapolation", 0.0), prev(0.04)),
            deform("forward-axis-z", "a mesh that leads with +Z (the rest frame's up reference switches to Y), on the S-curve", new Baked(Curves.S_CURVE, Transform.IDENTITY, N, Vec3.Z, PARALLEL_TRANSPORT), CAPSULE_Z, in("ForwardAxisLocal", Vec3.Z), prev(0.48)),
            new Deform("s-curve-rotate-normals", S_CURVE_BOX + "parallel-transport, normals in rotate mode (the 2-fetch path: the curve's bending term dropped), the bias ramp ending 10 cm past the box", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BOX, in("Progress", 0.35, "StretchScale", 1.4, "StretchBias", 0.5, "MeshHalfLength", BIASED_BOX_HALF_LENGTH), prev(0.33), NormalsMode.ROTATE),
            new Deform("helix-torsion-rotate-normals", HELIX + "; rotation-minimizing, normals in rotate mode", baked(Curves.HELIX_X, ROTATION_MINIMIZING), CAPSULE, in("Progress", 0.3), prev(0.28), NormalsMode.ROTATE),
            deform("forward-axis-zero", "ForwardAxisLocal (0,0,0) falls back to (1,0,0)", baked(Curves.STRAIGHT_X, PARALLEL_TRANSPORT), SPHERE, in("Progress", 0.25, "ForwardAxisLocal", Vec3.ZERO), prev(0.23)),

            // ---------------------------------------------------------------- stretchy-math/1.3 (section 10)
            loop("closed-loop-travel-wrap-parallel-transport", LOOP_WRAP + "; a settle window of 0.05 that a loop ignores", baked(Curves.LOOP_XY, PARALLEL_TRANSPORT), SPHERE, in("Progress", 0.004, "SettleWindow", SETTLE), prev(0.996), LOOP),
            loop("closed-loop-travel-wrap-rotation-minimizing", LOOP_WRAP + " of the twisted loop: its closing twist (about 14 degrees) spread over the loop, a capsule showing the frame", baked(Curves.LOOP_TWISTED, ROTATION_MINIMIZING), CAPSULE, in("Progress", 0.004), prev(0.996), LOOP),
            loop("closed-loop-travel-wrap-article", LOOP_WRAP + " of the twisted loop in mode C", baked(Curves.LOOP_TWISTED, ARTICLE), CAPSULE, in("Progress", 0.004), prev(0.996), LOOP),
            loop("closed-loop-travel-long-mesh", "a box 4000 cm long on a loop of about 3140 cm: the mesh wraps round the loop and its front overlaps its back", baked(Curves.LOOP_XY, PARALLEL_TRANSPORT), LONG_BOX, in("Progress", 0.3), prev(0.28), LOOP),
            loop("roll-s-curve-parallel-transport", S_CURVE_BOX + "parallel-transport, rolled -45 degrees at the start, 120 at 0.6 of the way, 0 at the end (the tangent texture's alpha)", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BOX, in("Progress", 0.35), prev(0.33), ROLL_S),
            loop("roll-s-curve-article", S_CURVE_BOX + "article, with the same roll", baked(Curves.S_CURVE, ARTICLE), BOX, in("Progress", 0.35), prev(0.33), ROLL_S),
            loop("roll-helix-rotation-minimizing", HELIX + "; rolled a full turn along it, folded into the quaternions (the deformer reads no roll: no feature needed)", baked(Curves.HELIX_X, ROTATION_MINIMIZING), CAPSULE, in("Progress", 0.3), prev(0.28), new Extras(false, RollCurve.of(0, 0, 1, 360), null)),
            loop("banked-closed-loop-parallel-transport", "the twisted loop banked 30 degrees into its first half and -30 into its second, Progress 0.5", baked(Curves.LOOP_TWISTED, PARALLEL_TRANSPORT), CAPSULE, in(), prev(0.48), BANKED),
            loop("banked-closed-loop-rotation-minimizing", "the twisted loop banked as above in mode B (the bank folded into the quaternions), Progress 0.995 and 0.97 before: the front already past the seam", baked(Curves.LOOP_TWISTED, ROTATION_MINIMIZING), CAPSULE, in("Progress", 0.995), prev(0.97), BANKED),
            loop("roll-across-seam-parallel-transport", "a full turn of roll round the closed loop, the mesh straddling the seam where the roll goes from 360 back to 0 degrees", baked(Curves.LOOP_TWISTED, PARALLEL_TRANSPORT), CAPSULE, in("Progress", 0.01), prev(0.99), TURNING),
            loop("roll-across-seam-rotation-minimizing", "a full turn of roll round the twisted loop in mode B, the mesh straddling the seam", baked(Curves.LOOP_TWISTED, ROTATION_MINIMIZING), CAPSULE, in("Progress", 0.01), prev(0.99), TURNING),
            loop("masked-stretched-bend", S_CURVE_BOX + "StretchScale 1.6, bias 0.4 (its ramp ending 10 cm past the box): the front 30 cm masked (weight 0, rest size), fading to 1 over 80 cm", baked(Curves.S_CURVE, PARALLEL_TRANSPORT), BOX, in("Progress", 0.35, "StretchScale", 1.6, "StretchBias", 0.4, "MeshHalfLength", BIASED_BOX_HALF_LENGTH), prev(0.33, "StretchScale", 1.3), FRONT_MASK),
            new Deform("masked-stretched-bend-rotate-normals", S_CURVE_BOX + "the masked stretch above, normals in rotate mode", baked(Curves.S_CURVE, ROTATION_MINIMIZING), BOX, in("Progress", 0.35, "StretchScale", 1.6, "StretchBias", 0.4, "MeshHalfLength", BIASED_BOX_HALF_LENGTH), prev(0.33, "StretchScale", 1.3), NormalsMode.ROTATE, FRONT_MASK),
            loop("masked-squash-closed-loop", "a squash (StretchScale 0.5) round the closed loop with the upper half masked (weight 0 above z = 10, 1 below z = -10)", baked(Curves.LOOP_XY, PARALLEL_TRANSPORT), SPHERE, in("Progress", 0.6, "StretchScale", 0.5), prev(0.58, "StretchScale", 0.6), new Extras(true, null, GoldenCatalogue::upperHalf)),
            loop("banked-masked-closed-loop", "all three: the twisted loop, banked, stretched 1.5 with the front masked, straddling the seam", baked(Curves.LOOP_TWISTED, PARALLEL_TRANSPORT), BOX, in("Progress", 0.02, "StretchScale", 1.5), prev(0.995, "StretchScale", 1.4), new Extras(true, BANKED.roll(), FRONT_MASK.mask())),

            // ---------------------------------------------------------------- curve atlas (section 9)
            new Recipe.Atlas("atlas-three-rows-parallel-transport", "three curves as the rows of one atlas (S-curve, helix, vertical climb), a capsule, six instances: rows stored off the integer (1.3, 1.7, -0.4) and past the last row (7, clamped), squashed and unsquashed, one past the curve's end",
                    List.of(baked(Curves.S_CURVE, PARALLEL_TRANSPORT), baked(Curves.HELIX_X, PARALLEL_TRANSPORT), baked(Curves.VERTICAL_MIDDLE, PARALLEL_TRANSPORT)), CAPSULE, List.of(
                            instance(0, 0.35, 0.33, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(1.3, 0.3, 0.28, 1.4, 1.3, 1, 1, new Vec3(1, 0, 0.5), new Vec3(0, 0, 40), 1.3, 1.2),
                            instance(1.7, 0.5, 0.48, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(-0.4, 0.6, 0.55, 1, 1, 0.8, 0.7, Vec3.Z, Vec3.ZERO, 0.7, 0.8),
                            instance(7, 0.9, 0.85, 1.2, 1.2, 1, 1, Vec3.Y, new Vec3(0, 0, 40), 1.1, 1.25),
                            instance(2.2, 1.0, 0.98, 1.6, 1.5, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1))),
            new Recipe.Atlas("atlas-two-rows-rotation-minimizing", "an S-curve and a closed loop (travelled as an open curve) as the two rows of a mode B atlas, four instances",
                    List.of(baked(Curves.S_CURVE, ROTATION_MINIMIZING), baked(Curves.LOOP_XY, ROTATION_MINIMIZING)), CAPSULE, List.of(
                            instance(0, 0.2, 0.18, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(1, 0.5, 0.48, 1.5, 1.4, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(0.6, 0.7, 0.65, 1, 1, 1.2, 1.1, new Vec3(0, 1, 1), new Vec3(0, 0, 40), 1.4, 1.3),
                            instance(0.4, 0.05, 0.0, 0.8, 0.9, 1, 1, Vec3.X, Vec3.ZERO, 0.75, 0.9))),
            new Recipe.Atlas("atlas-one-row-article", "a one-row mode C atlas (V = 0.5: the single-curve fetch) with three squashed instances",
                    List.of(baked(Curves.S_CURVE, ARTICLE)), BOX, List.of(
                            instance(0, 0.35, 0.33, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1.2, 1.1),
                            instance(0.4, 0.6, 0.58, 1.3, 1.2, 1, 1, Vec3.Y, new Vec3(0, 0, 50), 0.8, 0.85),
                            instance(-3, 0.1, 0.08, 1, 1, 0.5, 0.4, Vec3.X, Vec3.ZERO, 1.5, 1.6))),

            // ---------------------------------------------------------------- curve atlas with the 1.3 features (10.5)
            new Recipe.Atlas("atlas-loop-beside-open-parallel-transport", "a closed-loop row (the twisted loop, its instances' SplineLength negative) beside an open row (the S-curve) in one mode A atlas, ClosedLoop 0 for the atlas: on the loop Progress 0.004 after 0.996 straddles the seam, on the open row Progress 1 with a stretch runs past the end (extrapolated, not wrapped)",
                    List.of(baked(Curves.LOOP_TWISTED, PARALLEL_TRANSPORT), baked(Curves.S_CURVE, PARALLEL_TRANSPORT)), CAPSULE, List.of(
                            instance(0, 0.004, 0.996, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(1, 0.35, 0.33, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(0.3, 0.5, 0.48, 1.4, 1.3, 1, 1, new Vec3(1, 0, 0.5), new Vec3(0, 0, 40), 1.2, 1.1),
                            instance(1.2, 1.0, 0.95, 1.6, 1.5, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(-0.2, 0.99, 0.97, 1.3, 1.2, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1)),
                    List.of(LOOP, Extras.NONE), null),
            new Recipe.Atlas("atlas-loop-beside-open-rotation-minimizing", "the loop beside the open row in mode B: the loop's closing twist spread over its row, the open row's frames as section 2 bakes them",
                    List.of(baked(Curves.LOOP_TWISTED, ROTATION_MINIMIZING), baked(Curves.S_CURVE, ROTATION_MINIMIZING)), CAPSULE, List.of(
                            instance(0, 0.004, 0.996, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(1, 0.35, 0.33, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(1, 1.0, 0.95, 1.6, 1.5, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(0, 0.99, 0.97, 1.3, 1.2, 1, 1, new Vec3(0, 1, 1), new Vec3(0, 0, 40), 0.8, 0.9)),
                    List.of(LOOP, Extras.NONE), null),
            new Recipe.Atlas("atlas-rolled-rows-parallel-transport", "three rows of one mode A atlas with BakedRoll 1: the twisted loop with a full turn of roll (Progress 0.01 after 0.99: the roll crosses the seam), the S-curve rolled -45/120/0 degrees, the helix with no roll keys (baked as roll 0)",
                    List.of(baked(Curves.LOOP_TWISTED, PARALLEL_TRANSPORT), baked(Curves.S_CURVE, PARALLEL_TRANSPORT), baked(Curves.HELIX_X, PARALLEL_TRANSPORT)), CAPSULE, List.of(
                            instance(0, 0.01, 0.99, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(1, 0.35, 0.33, 1.2, 1.1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(2, 0.3, 0.28, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(0.2, 0.6, 0.55, 1, 1, 1, 1, new Vec3(1, 0, 0.5), new Vec3(0, 0, 40), 1.3, 1.2)),
                    List.of(TURNING, ROLL_S, Extras.NONE), null),
            new Recipe.Atlas("atlas-rolled-rows-article", "the rolled rows above in mode C",
                    List.of(baked(Curves.LOOP_TWISTED, ARTICLE), baked(Curves.S_CURVE, ARTICLE), baked(Curves.HELIX_X, ARTICLE)), CAPSULE, List.of(
                            instance(0, 0.01, 0.99, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(1, 0.35, 0.33, 1.2, 1.1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(2, 0.3, 0.28, 1, 1, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1)),
                    List.of(TURNING, ROLL_S, Extras.NONE), null),
            new Recipe.Atlas("atlas-masked-parallel-transport", "a stretch mask on the atlas's mesh (the box's front 30 cm at weight 0, fading to 1 over 80 cm), two rows (S-curve, helix), stretched and squashed instances",
                    List.of(baked(Curves.S_CURVE, PARALLEL_TRANSPORT), baked(Curves.HELIX_X, PARALLEL_TRANSPORT)), BOX, List.of(
                            instance(0, 0.35, 0.33, 1.6, 1.3, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(1, 0.3, 0.28, 0.5, 0.6, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(0.6, 0.5, 0.45, 1.4, 1.2, 1.2, 1.1, new Vec3(1, 1, 0), new Vec3(0, 0, 20), 1.3, 1.1)),
                    List.of(Extras.NONE, Extras.NONE), GoldenCatalogue::frontMask),
            new Recipe.Atlas("atlas-banked-masked-loop", "all three on one atlas: the twisted loop banked 30/-30 degrees (a closed row) beside the open S-curve (roll 0), the box's front masked, stretched 1.5 and straddling the seam",
                    List.of(baked(Curves.LOOP_TWISTED, PARALLEL_TRANSPORT), baked(Curves.S_CURVE, PARALLEL_TRANSPORT)), BOX, List.of(
                            instance(0, 0.02, 0.995, 1.5, 1.4, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(1, 0.4, 0.38, 1.5, 1.3, 1, 1, Vec3.Z, Vec3.ZERO, 1, 1),
                            instance(0, 0.5, 0.47, 1, 1, 1, 1, new Vec3(0, 1, 1), new Vec3(0, 0, 20), 1.3, 1.2)),
                    List.of(BANKED, Extras.NONE), GoldenCatalogue::frontMask),

            // ---------------------------------------------------------------- velocity deformer
            new Velocity("velocity-stretch-diagonal-3d", "3D stretch 1.45 along a diagonal about the centre; the frame before was 1.3 along X", 3, BALL,
                    new VelocityDeformInputs(new Vec3(0, 0, 50), new Vec3(1, 1, 0.5), 1.45, 1 / Math.sqrt(1.45), Vec3.Y),
                    Map.of("VelocityAxisLocal", Vec3.X, "VelocityStretch", 1.3, "VelocityPerpScale", 1 / Math.sqrt(1.3))),
            new Velocity("velocity-impact-squash-3d", "3D squash 0.6 along the floor normal about the contact point (the bottom stays on the floor)", 3, CUBE,
                    new VelocityDeformInputs(Vec3.ZERO, Vec3.Z, 0.6, 1 / Math.sqrt(0.6), Vec3.Y),
                    Map.of("VelocityPivotLocal", new Vec3(0, 0, 60), "VelocityStretch", 1.2, "VelocityPerpScale", 1 / Math.sqrt(1.2))),
            new Velocity("velocity-sanitised-3d", "unnormalised axis (0,0,0 → fallback Z), stretch 0 → 0.01, negative perpendicular scale → 0", 3, BALL,
                    new VelocityDeformInputs(new Vec3(0, 0, 50), Vec3.ZERO, 0, -2, Vec3.Y),
                    Map.of("VelocityStretch", 1.1, "VelocityPerpScale", 1 / Math.sqrt(1.1))),
            new Velocity("velocity-sprite-2d", "2D sprite in the XZ plane (normal Y): stretch 1.5 along the velocity, 1/1.5 in-plane, normal unscaled", 2, CUBE,
                    new VelocityDeformInputs(new Vec3(0, 0, 60), new Vec3(0.6, 0, 0.8), 1.5, 1 / 1.5, Vec3.Y),
                    Map.of("VelocityAxisLocal", Vec3.Z, "VelocityStretch", 1.25, "VelocityPerpScale", 1 / 1.25)),
            new Velocity("velocity-large-scale-3d", "a 1000 cm sphere stretched 1.6 along Y about an off-centre pivot", 3, BIG_SPHERE,
                    new VelocityDeformInputs(new Vec3(100, -200, 0), Vec3.Y, 1.6, 1 / Math.sqrt(1.6), Vec3.Y),
                    Map.of("VelocityStretch", 1.5, "VelocityPerpScale", 1 / Math.sqrt(1.5))),

            // ---------------------------------------------------------------- bake
            new Bake("bake-s-curve", "open S-curve, identity transforms, auto tangents", baked(Curves.S_CURVE, PARALLEL_TRANSPORT)),
            new Bake("bake-s-curve-rotation-minimizing", "open S-curve, frames as quaternions", baked(Curves.S_CURVE, ROTATION_MINIMIZING)),
            new Bake("bake-closed-loop-rotation-minimizing", "closed loop: the loop segment n-1 → 0 and loop-aware auto tangents; quaternion signs continuous", baked(Curves.LOOP_XY, ROTATION_MINIMIZING)),
            new Bake("bake-helix-rotation-minimizing", "helix with torsion: double-reflection frames anchored at the end", baked(Curves.HELIX_X, ROTATION_MINIMIZING)),
            new Bake("bake-user-tangents-scaled", "user (arrive/leave) tangents; spline component scaled (1.5, 0.75, 1) and turned (lengths include its Scale3D); mesh scaled (2, 1, 0.5) and turned",
                    new Baked(Curves.USER_TANGENTS_SCALED, SCALED_MESH_45, N, Vec3.X, PARALLEL_TRANSPORT)),
            new Bake("bake-sample-count-2", "N = 2: K = 8 dense steps, two texels", new Baked(Curves.S_CURVE, 2, PARALLEL_TRANSPORT)),
            new Bake("bake-closed-loop-roll-parallel-transport", "section 10 bake of the twisted closed loop for travel round it (the seam texels made one) with a turn and a bank of roll keys: tangents with the roll in radians in the alpha (modes A and C)",
                    baked(Curves.LOOP_TWISTED, PARALLEL_TRANSPORT), new Extras(true, RollCurve.of(0, 0, 0.25, 30, 0.6, 200, 1, 360), null)),
            new Bake("bake-closed-loop-roll-rotation-minimizing", "the same loop and roll in mode B: the closing twist spread over the loop and the roll folded into the quaternions",
                    baked(Curves.LOOP_TWISTED, ROTATION_MINIMIZING), new Extras(true, RollCurve.of(0, 0, 0.25, 30, 0.6, 200, 1, 360), null)),
            new Bake("bake-zero-length", "every point at one place: zero length, directions fall back to the forward axis", new Baked(Curves.ZERO_LENGTH, 8, ROTATION_MINIMIZING)),

            // ---------------------------------------------------------------- velocity controller
            new Controller("controller-3d-bounce-exponential", "3D ball dropped on a floor in centimetres: falls, stretches along the velocity, squashes on two impacts about the contact and recovers exponentially",
                    velocityConstants(100, 3, Ease.EXPONENTIAL, 0), CM, 100, 60),
            new Controller("controller-3d-spring-smoothed", "3D bounce with smoothing tau 0.05 s and spring recovery (overshoot above 1)",
                    velocityConstants(100, 3, Ease.SPRING, 0.05), CM, 100, 60),
            new Controller("controller-2d-sprite-metres", "2D sprite in the XZ plane in metres (three.js units, the spec's constants as they are): perpendicular 1/s, normal 1",
                    velocityConstants(1, 2, Ease.EXPONENTIAL, 0), M, 1, 30),
            new Controller("controller-2d-sprite-spring", "2D sprite with spring recovery in metres",
                    velocityConstants(1, 2, Ease.SPRING, 0), M, 1, 60));

    private static double frontMask(Vec3 x) {
        return Math.max(0, Math.min(1, (70 - x.x()) / 80));
    }

    /** Weight 0 above z = 10, 1 below z = -10, linear between. */
    private static double upperHalf(Vec3 x) {
        return Math.max(0, Math.min(1, (10 - x.z()) / 20));
    }

    private static Deform loop(String name, String description, Baked baked, Mesh mesh, Map<String, Object> inputs,
                               Map<String, Double> prev, Extras extras) {
        return new Deform(name, description, baked, mesh, inputs, prev, NormalsMode.EXACT, extras);
    }

    /**
     * One instance's 16 floats (section 9.2): stored row, Progress and previous, StretchScale and previous, SizeScale
     * and previous, squash axis and pivot, VelocityStretch and previous; SplineLength is its row's (filled in).
     */
    private static double[] instance(double row, double p, double pp, double s, double ps, double g, double pg, Vec3 axis,
                                     Vec3 pivot, double sPar, double pSPar) {
        return new double[] {p, pp, s, g, row, Double.NaN, ps, pg, axis.x(), axis.y(), axis.z(), sPar,
                pivot.x(), pivot.y(), pivot.z(), pSPar};
    }

    private static Baked baked(Curves curve, dev.stretchy.contract.Orientation mode) {
        return new Baked(curve, N, mode);
    }

    private static Deform deform(String name, String description, Baked baked, Mesh mesh, Map<String, Object> inputs,
                                 Map<String, Double> prev) {
        return new Deform(name, description, baked, mesh, inputs, prev);
    }

    /** Inputs by contract name, alternating name and value. */
    private static Map<String, Object> in(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
        return m;
    }

    /** The previous frame's Progress, then other animated inputs by name. */
    private static Map<String, Double> prev(double progress, Object... kv) {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("Progress", progress);
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], (Double) kv[i + 1]);
        return m;
    }
}
