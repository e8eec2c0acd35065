package dev.stretchy.golden;

import dev.stretchy.golden.Meshes.Mesh;
import dev.stretchy.reference.ControllerFrame;
import dev.stretchy.reference.ControllerOutput;
import dev.stretchy.reference.ControllerParams;
import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.Quat;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.SplineDeform;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.UeSpline;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.VelocityController;
import dev.stretchy.reference.VelocityDeform;
import dev.stretchy.reference.VelocityDeformInputs;
import dev.stretchy.reference.WeightMode;
import dev.stretchy.spec.Ease;
import dev.stretchy.spec.Orientation;
import dev.stretchy.spec.Spec;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The standard golden cases, computed by the reference from a spec (its sample count, settle window, bias and
 * velocity constants). Each case is named for what it exercises. Deterministic: same spec, same cases.
 */
public final class GoldenSet {
    private final Spec spec;
    private final int n;
    private final List<GoldenCase> cases = new ArrayList<>();

    private GoldenSet(Spec spec) {
        this.spec = spec;
        this.n = spec.splineDeform().sampleCount();
    }

    /** The standard set, sorted by name. */
    public static List<GoldenCase> standard(Spec spec) {
        GoldenSet s = new GoldenSet(spec);
        s.splineDeformCases();
        s.velocityStretchCases();
        s.splineBakeCases();
        s.controllerCases();
        Set<String> names = new HashSet<>();
        for (GoldenCase c : s.cases) {
            if (!names.add(c.name())) throw new IllegalStateException("two golden cases named " + c.name());
        }
        List<GoldenCase> out = new ArrayList<>(s.cases);
        out.sort(Comparator.comparing(GoldenCase::name));
        return List.copyOf(out);
    }

    // ------------------------------------------------------------------------------------------------ curves

    /** Spline points in world space (identity spline transform unless given). */
    private static UeSpline spline(boolean closed, Vec3... pts) {
        return new UeSpline(UeSpline.autoPoints(List.of(pts)), closed, Transform.IDENTITY);
    }

    private static final Vec3 ORIGIN = Vec3.ZERO;

    static UeSpline straightX(double len) {
        return spline(false, new Vec3(-len, 0, 0), new Vec3(-len / 2, 0, 0), ORIGIN);
    }

    static UeSpline sCurve() {
        return spline(false, new Vec3(-1200, -300, 0), new Vec3(-800, 200, 0), new Vec3(-400, -200, 0), ORIGIN);
    }

    /** Rises vertically in its middle, then runs level into +X at the end. */
    static UeSpline verticalMiddle() {
        return spline(false, new Vec3(-700, 0, 0), new Vec3(-400, 0, 50), new Vec3(-350, 0, 400), new Vec3(-300, 0, 650),
                new Vec3(0, 0, 700));
    }

    /** Runs along -X: the tangent is opposite to a +X forward axis everywhere. */
    static UeSpline oppositeX() {
        return spline(false, new Vec3(600, 0, 0), new Vec3(300, 0, 0), ORIGIN);
    }

    /** A helix about X (the forward axis) with torsion: modes A and B differ. */
    static UeSpline helixX() {
        List<Vec3> p = new ArrayList<>();
        int m = 12;
        double radius = 250;
        double pitch = 500;
        for (int i = 0; i <= m; i++) {
            double a = 2 * Math.PI * 1.5 * i / m;
            p.add(new Vec3(pitch * 1.5 * i / m - pitch * 1.5, radius * StrictMath.sin(a), radius * (1 - StrictMath.cos(a))));
        }
        Vec3 end = p.get(m);
        Vec3[] pts = p.stream().map(v -> Meshes.round(v.sub(end))).toArray(Vec3[]::new);
        return spline(false, pts);
    }

    /** A closed loop in the XY plane whose first point (where the loop wraps) heads +X. */
    static UeSpline loopXY() {
        List<Vec3> p = new ArrayList<>();
        int m = 8;
        double r = 500;
        for (int i = 0; i < m; i++) {
            double a = 2 * Math.PI * i / m;
            p.add(Meshes.round(new Vec3(r * StrictMath.sin(a), r * (1 - StrictMath.cos(a)), 0)));
        }
        return spline(true, p.toArray(Vec3[]::new));
    }

    static UeSpline straightUp() {
        return spline(false, new Vec3(0, 0, -800), new Vec3(0, 0, -400), ORIGIN);
    }

    static UeSpline zeroLength() {
        return spline(false, new Vec3(120, -40, 30), new Vec3(120, -40, 30), new Vec3(120, -40, 30));
    }

    // ------------------------------------------------------------------------------------------------ spline deform

    private record Bake(SplineBake.Result result, Orientation mode) {}

    private static Bake bake(UeSpline s, Transform mesh, int n, Vec3 f, Orientation mode) {
        return new Bake(SplineBake.bake(s, mesh, n, f, mode), mode);
    }

    private static Bake bake(UeSpline s, int n, Orientation mode) {
        return bake(s, Transform.IDENTITY, n, Vec3.X, mode);
    }

    /** Defaults of a deform case, overridden per case. */
    private final class Deform {
        String name;
        String description;
        Bake bake;
        Mesh mesh;
        Vec3 forward = Vec3.X;
        double progress = 0.5;
        double prevProgress = Double.NaN;
        double stretch = 1;
        double prevStretch = Double.NaN;
        double size = 1;
        double prevSize = Double.NaN;
        double preserveVolume = spec.splineDeform().preserveVolume() ? 1 : 0;
        double bias = spec.splineDeform().stretchBias();
        double settle = 0;
        double extrapolate = spec.splineDeform().endExtrapolation() ? 1 : 0;
        Double sampleCountOverride;

        Deform(String name, String description, Bake bake, Mesh mesh) {
            this.name = name;
            this.description = description;
            this.bake = bake;
            this.mesh = mesh;
        }

        void add() {
            CurveTextures tex = bake.result().textures();
            double count = sampleCountOverride != null ? sampleCountOverride : tex.size();
            Vec3 f = forward.normalizeOr(Vec3.X);
            SplineDeformInputs in = new SplineDeformInputs(progress, bake.result().splineLength(), count, mesh.center(),
                    forward, stretch, preserveVolume, size, bias, mesh.halfLength(f), settle, extrapolate);
            List<Vec3> expected = new ArrayList<>();
            SplineDeform.Prepared now = SplineDeform.prepare(bake.mode(), in, tex, WeightMode.EXACT);
            for (Vec3 v : mesh.vertices()) expected.add(now.offset(v));
            // The case's own previous frame first; if a spec makes it too close to the current one (a settled mesh,
            // a coarse bake), step further back in time, then also change the stretch and size.
            for (Map<String, Double> prev : previousFrames()) {
                SplineDeformInputs pin = in.withPrev(new java.util.LinkedHashMap<>(prev));
                List<Vec3> expectedPrev = new ArrayList<>();
                SplineDeform.Prepared before = SplineDeform.prepare(bake.mode(), pin, tex, WeightMode.EXACT);
                for (Vec3 v : mesh.vertices()) expectedPrev.add(before.offset(v));
                Tolerance tol = ToleranceRules.splineDeform(bake.mode(), in, pin, tex, mesh.vertices());
                if (swapDetectable(mesh.vertices(), expected, expectedPrev, tol, Math.max(in.splineLength(), 0.001))) {
                    cases.add(new SplineDeformCase(name, description, bake.mode(), in, prev, tex, mesh.vertices(), expected,
                            expectedPrev, tol));
                    return;
                }
            }
            throw new IllegalStateException(name + ": no previous frame differs visibly from the current one");
        }

        private List<Map<String, Double>> previousFrames() {
            List<Map<String, Double>> l = new ArrayList<>();
            double first = Double.isNaN(prevProgress) ? Math.max(0, round6(progress - 0.02)) : prevProgress;
            List<Double> progresses = new ArrayList<>(List.of(first));
            for (double back : new double[] {0.1, 0.25, 0.5}) {
                progresses.add(round6(progress > back ? progress - back : Math.min(1, progress + back)));
            }
            for (int variant = 0; variant < 2; variant++) {
                for (double pp : progresses) {
                    Map<String, Double> prev = new TreeMap<>();
                    prev.put("Progress", pp);
                    double ps = variant == 0 ? prevStretch : (Double.isNaN(prevStretch) ? round6(stretch * 0.7) : prevStretch);
                    double pg = variant == 0 ? prevSize : (Double.isNaN(prevSize) ? round6(size * 0.8) : prevSize);
                    if (!Double.isNaN(ps)) prev.put("StretchScale", ps);
                    if (!Double.isNaN(pg)) prev.put("SizeScale", pg);
                    l.add(prev);
                }
            }
            return l;
        }
    }

    private static double round6(double x) {
        return Math.rint(x * 1e6) / 1e6;
    }

    /** A harness that swaps the current and previous inputs must fail: the two outputs must differ visibly. */
    private static boolean swapDetectable(List<Vec3> vertices, List<Vec3> a, List<Vec3> b, Tolerance tol, double length) {
        double worst = 0;
        for (int i = 0; i < a.size(); i++) {
            Vec3 d = a.get(i).sub(b.get(i));
            double err = Math.max(Math.abs(d.x()), Math.max(Math.abs(d.y()), Math.abs(d.z())));
            worst = Math.max(worst, err / tol.allowed(Math.max(vertices.get(i).length(), length)));
        }
        return worst >= 10;
    }

    private void splineDeformCases() {
        Orientation defaultMode = spec.splineDeform().orientation();
        Mesh sphere = Meshes.uvSphere(50, 12, 8, Vec3.ZERO);
        Mesh box = Meshes.box(new Vec3(200, 100, 100), 4, Vec3.ZERO);
        Mesh capsule = Meshes.capsule(40, 120, 10, 3, Vec3.X, new Vec3(0, 0, 40)); // pivot at the base, Unreal style
        Mesh bigBox = Meshes.box(new Vec3(400, 300, 200), 4, new Vec3(0, 0, 100));

        Bake straight = bake(straightX(1000), n, defaultMode);
        for (double p : new double[] {0, 0.5, 1}) {
            Deform d = new Deform("straight-line-progress-" + pstr(p), "straight 1000 cm curve along the forward axis, UV sphere r=50 cm, Progress " + p + " (at 1 the mesh rests: offsets 0)", straight, sphere);
            d.progress = p;
            if (p == 0) d.prevProgress = 0.03;
            d.add();
        }

        for (Orientation mode : Orientation.values()) {
            Deform d = new Deform("s-curve-" + mode.word(), "planar S-curve (about 1700 cm), box 200x100x100 cm, Progress 0.35, " + mode.word(), bake(sCurve(), n, mode), box);
            d.progress = 0.35;
            d.add();
        }
        for (double p : new double[] {0, 1}) {
            Deform d = new Deform("s-curve-progress-" + pstr(p), "S-curve at Progress " + p + " with the spec's settle window; at 1 every offset is exactly 0", bake(sCurve(), n, defaultMode), box);
            d.progress = p;
            d.settle = spec.splineDeform().settleWindow();
            if (p == 0) d.prevProgress = 0.03;
            d.add();
        }

        for (Orientation mode : Orientation.values()) {
            Deform d = new Deform("vertical-tangent-" + mode.word(), "curve that climbs vertically mid-way, capsule r=40 cm, Progress 0.5 where the tangent is near vertical (mode C's cross((0,0,1), Td) nearly vanishes)", bake(verticalMiddle(), n, mode), capsule);
            d.progress = 0.5;
            d.add();
        }

        // Mode C on an exactly vertical tangent needs a fallback the spec does not name: no golden case pins it.
        Deform up = new Deform("straight-up-parallel-transport", "a straight curve rising along +Z with f = +X: every tangent is exactly (0,0,1), 90 degrees from f", bake(straightUp(), n, Orientation.PARALLEL_TRANSPORT), sphere);
        up.add();

        Deform opp = new Deform("tangent-opposite-forward", "tangent = -f everywhere: mode A's half turn about up", bake(oppositeX(), n, Orientation.PARALLEL_TRANSPORT), sphere);
        opp.progress = 0.4;
        opp.add();

        for (Orientation mode : new Orientation[] {Orientation.PARALLEL_TRANSPORT, Orientation.ROTATION_MINIMIZING}) {
            Deform d = new Deform("helix-torsion-" + mode.word(), "helix about the forward axis (r=250 cm, 1.5 turns): torsion makes modes A and B differ", bake(helixX(), n, mode), capsule);
            d.progress = 0.3;
            d.add();
        }

        for (Orientation mode : new Orientation[] {Orientation.PARALLEL_TRANSPORT, Orientation.ROTATION_MINIMIZING}) {
            Deform d = new Deform("closed-loop-wrap-" + mode.word(), "closed loop (r=500 cm): Progress 0.004 just after the wrap, previous frame 0.996 just before it; the mesh straddles the loop's seam", bake(loopXY(), n, mode), sphere);
            d.progress = 0.004;
            d.prevProgress = 0.996;
            d.add();
        }
        Deform loopMid = new Deform("closed-loop-half-rotation-minimizing", "closed loop at Progress 0.5 (the tangent opposite to the end's): mode B's frames stay continuous", bake(loopXY(), n, Orientation.ROTATION_MINIMIZING), sphere);
        loopMid.add();

        Transform scaled = new Transform(Transform.axisAngle(new Vec3(0, 0, 1), 30), new Vec3(250, -100, 40), new Vec3(1, 2.5, 0.5));
        for (Orientation mode : new Orientation[] {Orientation.PARALLEL_TRANSPORT, Orientation.ROTATION_MINIMIZING}) {
            Deform d = new Deform("non-uniform-mesh-scale-" + mode.word(), "mesh component scaled (1, 2.5, 0.5) and turned 30 deg: the bake works in local space with scale", bake(sCurve(), scaled, n, Vec3.X, mode), box);
            d.progress = 0.6;
            d.add();
        }

        Deform two = new Deform("sample-count-2", "N = 2: the S-curve baked to two texels (a straight chord)", bake(sCurve(), 2, defaultMode), box);
        two.progress = 0.4;
        two.prevProgress = 0.2;
        two.add();

        Deform under = new Deform("sample-count-sanitised", "SampleCount 0.5 is sanitised to N = 2", bake(sCurve(), 2, defaultMode), box);
        under.progress = 0.4;
        under.sampleCountOverride = 0.5;
        under.prevProgress = 0.2;
        under.add();

        Deform stretch = new Deform("extreme-stretch", "StretchScale 3 with PreserveVolume 1 (cross-section 1/sqrt 3)", bake(sCurve(), n, defaultMode), capsule);
        stretch.progress = 0.5;
        stretch.stretch = 3;
        stretch.prevStretch = 2.6;
        stretch.add();

        Deform squash = new Deform("extreme-squash", "StretchScale 0.25 with PreserveVolume 1 (cross-section doubled)", bake(sCurve(), n, defaultMode), capsule);
        squash.progress = 0.5;
        squash.stretch = 0.25;
        squash.prevStretch = 0.3;
        squash.add();

        Deform zeroStretch = new Deform("stretch-zero-sanitised", "StretchScale 0 and PreserveVolume 0.5: s is sanitised to 0.01", bake(straightX(1000), n, defaultMode), sphere);
        zeroStretch.stretch = 0;
        zeroStretch.preserveVolume = 0.5;
        zeroStretch.add();

        Deform sizes = new Deform("size-scale-half-to-zero", "SizeScale 0.5 now, 0 the frame before (a mesh that grows from nothing)", bake(sCurve(), n, defaultMode), bigBox);
        sizes.size = 0.5;
        sizes.prevSize = 0;
        sizes.add();

        Deform zero = new Deform("zero-length-spline", "every spline point at one place: SplineLength 0 is sanitised to 0.001, the mesh is extrapolated along the fallback tangent", bake(zeroLength(), n, defaultMode), sphere);
        zero.prevSize = 0.8;
        zero.add();

        for (double w : new double[] {0.1}) {
            Deform d = new Deform("settle-window-inside", "Progress 0.97 inside a settle window of 0.1: offsets eased towards rest", bake(sCurve(), n, defaultMode), box);
            d.progress = 0.97;
            d.prevProgress = 0.9;
            d.settle = w;
            d.add();
        }
        Deform settled = new Deform("settle-window-progress-1", "Progress 1 with a settle window and a big stretch: every offset is exactly 0", bake(sCurve(), n, defaultMode), box);
        settled.progress = 1;
        settled.settle = 0.2;
        settled.stretch = 1.6;
        settled.size = 1.3;
        settled.add();

        for (double b : new double[] {0.9, -0.9}) {
            Deform d = new Deform("stretch-bias-" + (b > 0 ? "plus" : "minus") + "-0-9", "StretchBias " + b + " with StretchScale 1.5 on a capsule", bake(sCurve(), n, defaultMode), capsule);
            d.bias = b;
            d.stretch = 1.5;
            d.progress = 0.45;
            d.add();
        }

        for (int e = 0; e <= 1; e++) {
            Deform d = new Deform("extrapolation-" + (e == 1 ? "on" : "off") + "-past-end", "Progress 1, StretchScale 1.6 with no settle: the front passes the curve's end and is " + (e == 1 ? "extrapolated along the end tangent" : "clamped to the end (article behaviour)"), bake(verticalMiddle(), n, defaultMode), bigBox);
            d.progress = 1;
            d.prevProgress = 0.95;
            d.stretch = 1.6;
            d.extrapolate = e;
            d.add();
            Deform s = new Deform("extrapolation-" + (e == 1 ? "on" : "off") + "-before-start", "Progress 0 on a curve: the back of the mesh lies before the curve's start and is " + (e == 1 ? "extrapolated" : "clamped"), bake(sCurve(), n, defaultMode), bigBox);
            s.progress = 0;
            s.prevProgress = 0.04;
            s.extrapolate = e;
            s.add();
        }

        Deform fz = new Deform("forward-axis-z", "a mesh that leads with +Z (the rest frame's up reference switches to Y), on the S-curve", bake(sCurve(), Transform.IDENTITY, n, Vec3.Z, defaultMode), capsuleZ());
        fz.forward = Vec3.Z;
        fz.progress = 0.5;
        fz.add();

        Deform fzero = new Deform("forward-axis-zero", "ForwardAxisLocal (0,0,0) falls back to (1,0,0)", straight, sphere);
        fzero.forward = Vec3.ZERO;
        fzero.progress = 0.25;
        fzero.add();
    }

    private static Mesh capsuleZ() {
        return Meshes.capsule(30, 100, 10, 3, Vec3.Z, Vec3.ZERO);
    }

    private static String pstr(double p) {
        return p == 0.5 ? "0-5" : Integer.toString((int) p);
    }

    // ------------------------------------------------------------------------------------------------ velocity

    private void velocityStretchCases() {
        Mesh sphere = Meshes.uvSphere(50, 12, 8, new Vec3(0, 0, 50));
        Mesh box = Meshes.box(new Vec3(120, 120, 120), 3, new Vec3(0, 0, 60));
        Mesh bigSphere = Meshes.uvSphere(500, 12, 8, Vec3.ZERO);

        velocity("velocity-stretch-diagonal-3d", "3D stretch 1.45 along a diagonal about the centre; the frame before was 1.3 along X",
                3, sphere, new VelocityDeformInputs(new Vec3(0, 0, 50), new Vec3(1, 1, 0.5), 1.45, 1 / Math.sqrt(1.45), Vec3.Y),
                Map.of("VelocityAxisLocal", Vec3.X, "VelocityStretch", 1.3, "VelocityPerpScale", 1 / Math.sqrt(1.3)));
        velocity("velocity-impact-squash-3d", "3D squash 0.6 along the floor normal about the contact point (the bottom stays on the floor)",
                3, box, new VelocityDeformInputs(Vec3.ZERO, Vec3.Z, 0.6, 1 / Math.sqrt(0.6), Vec3.Y),
                Map.of("VelocityPivotLocal", new Vec3(0, 0, 60), "VelocityStretch", 1.2, "VelocityPerpScale", 1 / Math.sqrt(1.2)));
        velocity("velocity-sanitised-3d", "unnormalised axis (0,0,0 → fallback Z), stretch 0 → 0.01, negative perpendicular scale → 0",
                3, sphere, new VelocityDeformInputs(new Vec3(0, 0, 50), Vec3.ZERO, 0, -2, Vec3.Y),
                Map.of("VelocityStretch", 1.1, "VelocityPerpScale", 1 / Math.sqrt(1.1)));
        velocity("velocity-sprite-2d", "2D sprite in the XZ plane (normal Y): stretch 1.5 along the velocity, 1/1.5 in-plane, normal unscaled",
                2, box, new VelocityDeformInputs(new Vec3(0, 0, 60), new Vec3(0.6, 0, 0.8), 1.5, 1 / 1.5, Vec3.Y),
                Map.of("VelocityAxisLocal", Vec3.Z, "VelocityStretch", 1.25, "VelocityPerpScale", 1 / 1.25));
        velocity("velocity-large-scale-3d", "a 1000 cm sphere stretched 1.6 along Y about an off-centre pivot",
                3, bigSphere, new VelocityDeformInputs(new Vec3(100, -200, 0), Vec3.Y, 1.6, 1 / Math.sqrt(1.6), Vec3.Y),
                Map.of("VelocityStretch", 1.5, "VelocityPerpScale", 1 / Math.sqrt(1.5)));
    }

    private void velocity(String name, String desc, int dims, Mesh mesh, VelocityDeformInputs in, Map<String, Object> prev) {
        Map<String, Object> p = new TreeMap<>(prev);
        VelocityDeformInputs pin = in.withPrev(p, dims);
        List<Vec3> e = new ArrayList<>();
        List<Vec3> ep = new ArrayList<>();
        for (Vec3 v : mesh.vertices()) {
            e.add(VelocityDeform.offset(in, v, dims));
            ep.add(VelocityDeform.offset(pin, v, dims));
        }
        Tolerance tol = ToleranceRules.velocityStretch();
        if (!swapDetectable(mesh.vertices(), e, ep, tol, 0)) throw new IllegalStateException(name + ": previous frame too close");
        cases.add(new VelocityStretchCase(name, desc, dims, in, p, mesh.vertices(), e, ep, tol));
    }

    // ------------------------------------------------------------------------------------------------ bake

    private void splineBakeCases() {
        Orientation defaultMode = spec.splineDeform().orientation();
        addBake("bake-s-curve", "open S-curve, identity transforms, auto tangents", sCurve(), Transform.IDENTITY, n, Vec3.X, defaultMode);
        addBake("bake-s-curve-rotation-minimizing", "open S-curve, frames as quaternions", sCurve(), Transform.IDENTITY, n, Vec3.X, Orientation.ROTATION_MINIMIZING);
        addBake("bake-closed-loop-rotation-minimizing", "closed loop: the loop segment n-1 → 0 and loop-aware auto tangents; quaternion signs continuous", loopXY(), Transform.IDENTITY, n, Vec3.X, Orientation.ROTATION_MINIMIZING);
        addBake("bake-helix-rotation-minimizing", "helix with torsion: double-reflection frames anchored at the end", helixX(), Transform.IDENTITY, n, Vec3.X, Orientation.ROTATION_MINIMIZING);

        List<UeSpline.Point> user = List.of(
                new UeSpline.Point(new Vec3(-900, 0, 0), new Vec3(0, 600, 0), new Vec3(0, 600, 0)),
                UeSpline.Point.auto(new Vec3(-500, 300, 100)),
                new UeSpline.Point(new Vec3(-200, 0, 0), new Vec3(300, -300, 0), new Vec3(500, 0, 0)),
                UeSpline.Point.auto(new Vec3(0, 0, 0)));
        Transform splineXf = new Transform(Transform.axisAngle(new Vec3(0, 1, 0), -20), new Vec3(300, 200, 50), new Vec3(1.5, 0.75, 1));
        Transform meshXf = new Transform(Transform.axisAngle(new Vec3(0, 0, 1), 45), new Vec3(-100, 40, 0), new Vec3(2, 1, 0.5));
        addBake("bake-user-tangents-scaled", "user (arrive/leave) tangents; spline component scaled (1.5, 0.75, 1) and turned (lengths include its Scale3D); mesh scaled (2, 1, 0.5) and turned", new UeSpline(user, false, splineXf), meshXf, n, Vec3.X, defaultMode);
        addBake("bake-sample-count-2", "N = 2: K = 8 dense steps, two texels", sCurve(), Transform.IDENTITY, 2, Vec3.X, defaultMode);
        addBake("bake-zero-length", "every point at one place: zero length, directions fall back to the forward axis", zeroLength(), Transform.IDENTITY, 8, Vec3.X, Orientation.ROTATION_MINIMIZING);
    }

    private void addBake(String name, String desc, UeSpline s, Transform mesh, int count, Vec3 f, Orientation mode) {
        SplineBake.WorldSamples samples = SplineBake.worldSamples(s, count);
        SplineBake.Result r = SplineBake.fromWorldSamples(samples, mesh, count, f, mode);
        cases.add(new SplineBakeCase(name, desc, mode, s, mesh, count, f, samples, r.splineLength(), r.textures(),
                ToleranceRules.splineBake()));
    }

    // ------------------------------------------------------------------------------------------------ controller

    private void controllerCases() {
        var v = spec.velocityStretch();
        // Unreal: centimetres and cm/s, so k per cm/s = k/100 and maxImpactSpeed in cm/s = 100x.
        ControllerParams cm3 = ControllerParams.scaledSpeeds(v, 100, Vec3.Y).withDimensions(3);
        controller("controller-3d-bounce-exponential", "3D ball dropped on a floor in centimetres: falls, stretches along the velocity, squashes on two impacts about the contact and recovers exponentially",
                cm3.withEase(Ease.EXPONENTIAL), "cm, s (speeds cm/s; the spec's per-m/s constants scaled by 100)", 100, 3, 60);
        controller("controller-3d-spring-smoothed", "3D bounce with smoothing tau 0.05 s and spring recovery (overshoot above 1)",
                cm3.withEase(Ease.SPRING).withSmoothing(0.05), "cm, s (speeds cm/s; the spec's per-m/s constants scaled by 100)", 100, 3, 60);
        ControllerParams m2 = ControllerParams.scaledSpeeds(v, 1, Vec3.Y).withDimensions(2);
        controller("controller-2d-sprite-metres", "2D sprite in the XZ plane in metres (three.js units, the spec's constants as they are): perpendicular 1/s, normal 1",
                m2.withEase(Ease.EXPONENTIAL), "m, s (speeds m/s; the spec's constants as they are)", 1, 2, 30);
        controller("controller-2d-sprite-spring", "2D sprite with spring recovery in metres",
                m2.withEase(Ease.SPRING), "m, s (speeds m/s; the spec's constants as they are)", 1, 2, 60);
    }

    /**
     * A ball thrown sideways, falling under gravity and bouncing twice on the floor z = 0 (restitution 0.6), then
     * rolling to rest. {@code unit} is units per metre.
     */
    static List<ControllerFrame> bounce(double unit, int dims, double dt) {
        double g = -9.81 * unit;
        double radius = 0.5 * unit;
        Vec3 pos = new Vec3(0, 0, 3 * unit);
        Vec3 vel = new Vec3(2.5 * unit, dims == 3 ? 0.8 * unit : 0, 0);
        List<ControllerFrame> frames = new ArrayList<>();
        int bounces = 0;
        for (int i = 0; i < 150; i++) {
            Vec3 nextVel = vel.add(new Vec3(0, 0, g * dt));
            Vec3 nextPos = pos.add(nextVel.mul(dt));
            ControllerFrame.Contact contact = null;
            if (nextPos.z() < radius && nextVel.z() < 0 && bounces < 2) {
                contact = new ControllerFrame.Contact(Vec3.Z, Meshes.round(new Vec3(nextPos.x(), nextPos.y(), 0)));
                frames.add(new ControllerFrame(dt, Meshes.round(nextVel), Meshes.round(new Vec3(nextPos.x(), nextPos.y(), radius)), contact));
                nextVel = new Vec3(nextVel.x() * 0.8, nextVel.y() * 0.8, -nextVel.z() * 0.6);
                nextPos = new Vec3(nextPos.x(), nextPos.y(), radius);
                bounces++;
            } else {
                if (nextPos.z() < radius) {
                    nextPos = new Vec3(nextPos.x(), nextPos.y(), radius);
                    nextVel = new Vec3(nextVel.x() * 0.9, nextVel.y() * 0.9, 0);
                }
                frames.add(new ControllerFrame(dt, Meshes.round(nextVel), Meshes.round(nextPos), null));
            }
            vel = nextVel;
            pos = nextPos;
        }
        return frames;
    }

    /**
     * Adds a bounce series at {@code fps} frames per second, or with a time step stretched by a few percent until
     * every recovery time stays clear of tRecover (a spec's tRecover may be a multiple of 1/fps).
     */
    private void controller(String name, String desc, ControllerParams p, String units, double unit, int dims, int fps) {
        for (int k = 0; k < 40; k++) {
            double dt = k == 0 ? 1.0 / fps : round6((1.0 / fps) * (1 + 0.013 * (k % 2 == 0 ? k / 2 : -(k + 1) / 2)));
            List<ControllerFrame> frames = bounce(unit, dims, dt);
            if (!recoveryClearOfThreshold(p, frames)) continue;
            List<ControllerOutput> out = VelocityController.run(p, frames);
            cases.add(new VelocityControllerCase(name, desc + (k == 0 ? "" : " (time step " + dt + " s)"), p, units,
                    frames, out, ToleranceRules.velocityController()));
            return;
        }
        throw new IllegalStateException(name + ": no frame rate keeps the recovery clear of tRecover");
    }

    /** float32 sums of dt must not land on the other side of tRecover than the double sums do. */
    private static boolean recoveryClearOfThreshold(ControllerParams p, List<ControllerFrame> frames) {
        double t = Double.NaN;
        for (ControllerFrame f : frames) {
            if (f.contact() != null && -f.velocity().dot(f.contact().normal()) > 0) t = 0;
            else if (!Double.isNaN(t)) t += f.dt();
            if (!Double.isNaN(t) && Math.abs(t - p.recoverSeconds()) < 1e-3) return false;
        }
        return true;
    }
}
