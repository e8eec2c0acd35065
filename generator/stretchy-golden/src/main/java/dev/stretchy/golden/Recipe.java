package dev.stretchy.golden;

import dev.stretchy.golden.Meshes.Mesh;
import dev.stretchy.reference.ControllerFrame;
import dev.stretchy.reference.ControllerOutput;
import dev.stretchy.reference.ControllerParams;
import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.LoopRollBake;
import dev.stretchy.reference.RollCurve;
import dev.stretchy.reference.Mat3;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.SplineDeform;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.VelocityController;
import dev.stretchy.reference.VelocityDeform;
import dev.stretchy.reference.VelocityDeformInputs;
import dev.stretchy.reference.WeightMode;
import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/**
 * One standard golden case as data: every input and constant it is computed from, nothing from a user's spec.
 * {@link #compute()} runs the reference and checks what makes the case useful (a visible previous frame, a
 * recovery clear of tRecover); a recipe that fails that check is a catalogue bug, reported by name.
 */
sealed interface Recipe {
    String name();

    GoldenCase compute();

    /** What is baked: a curve under a mesh transform at N texels, for forward axis {@code f}, in one mode. */
    record Baked(Curves curve, Transform mesh, int samples, Vec3 forward, Orientation mode) {
        Baked(Curves curve, int samples, Orientation mode) {
            this(curve, Transform.IDENTITY, samples, Vec3.X, mode);
        }

        SplineBake.Result bake() {
            return SplineBake.bake(curve.spline(), mesh, samples, forward, mode);
        }
    }

    /**
     * A spline deformer case. {@code inputs} override {@link #DEFAULTS} by contract name; SplineLength, SampleCount,
     * MeshCenterLocal and MeshHalfLength come from the bake and the mesh unless overridden. {@code prev}: the
     * previous frame's animated inputs (the others repeat the current ones). {@code normals}: the mode of the
     * case's normals channel (math spec section 8), of the current frame.
     */
    record Deform(String name, String description, Baked baked, Mesh mesh, Map<String, Object> inputs,
                  Map<String, Double> prev, NormalsMode normals, Extras extras) implements Recipe {
        Deform(String name, String description, Baked baked, Mesh mesh, Map<String, Object> inputs, Map<String, Double> prev) {
            this(name, description, baked, mesh, inputs, prev, NormalsMode.EXACT);
        }

        Deform(String name, String description, Baked baked, Mesh mesh, Map<String, Object> inputs, Map<String, Double> prev,
               NormalsMode normals) {
            this(name, description, baked, mesh, inputs, prev, normals, Extras.NONE);
        }

        /** The deformer's inputs where a recipe says nothing. */
        static final Map<String, Object> DEFAULTS = Map.of("Progress", 0.5, "ForwardAxisLocal", Vec3.X,
                "StretchScale", 1.0, "PreserveVolume", 1.0, "SizeScale", 1.0, "StretchBias", 0.0, "SettleWindow", 0.0,
                "EndExtrapolation", 1.0);

        @Override
        public GoldenCase compute() {
            SplineBake.Result bake = extras.bake(baked);
            CurveTextures tex = bake.textures();
            Map<String, Object> m = new LinkedHashMap<>(DEFAULTS);
            m.put("SplineLength", bake.splineLength());
            m.put("SampleCount", (double) tex.size());
            m.put("MeshCenterLocal", mesh.center());
            m.putAll(inputs);
            m.putIfAbsent("MeshHalfLength", mesh.halfLength(((Vec3) m.get("ForwardAxisLocal")).normalizeOr(Vec3.X)));
            SplineDeformInputs in = SplineDeformInputs.fromMap(m);
            SplineDeformInputs pin = in.withPrev(new LinkedHashMap<>(prev));
            Orientation mode = baked.mode();
            DeformFeatures fx = extras.features(mesh.vertices(), mode);
            SplineDeform.Prepared deformer = fx.prepare(mode, in, tex, WeightMode.EXACT);
            List<Vec3> expected = fx.offsets(deformer, mesh.vertices());
            List<Vec3> expectedPrev = fx.offsets(fx.prepare(mode, pin, tex, WeightMode.EXACT), mesh.vertices());
            Tolerance tol = ToleranceRules.splineDeform(mode, in, pin, tex, mesh.vertices(), fx);
            if (!swapDetectable(mesh.vertices(), expected, expectedPrev, tol, Math.max(in.splineLength(), 0.001))) {
                throw new IllegalStateException(name + ": the previous frame does not differ visibly from the current one");
            }
            List<Vec3> v = mesh.vertices();
            List<Vec3> rest = NormalsChannel.restNormals(v.size());
            NormalsChannel n = NormalsChannel.compute(normals, v.size(), i -> fx.jacobian(deformer, i, v.get(i), normals),
                    ToleranceRules.splineNormals(normals, mode, in, tex, v, rest, NormalsChannel.restTangents(rest), fx));
            return new SplineDeformCase(name, description, mode, in, new TreeMap<>(prev), tex, mesh.vertices(), expected,
                    expectedPrev, tol, n, fx);
        }
    }

    /**
     * A deformer case's stretchy-math/1.3 features (deformer-math.md section 10): travel round the closed loop the
     * curve is (baked seamless), a roll curve (baked into the textures), a stretch mask as a function of the rest
     * vertex. {@link #NONE}: a 1.2 case, baked and computed exactly as before.
     */
    record Extras(boolean closedLoop, RollCurve roll, ToDoubleFunction<Vec3> mask) {
        static final Extras NONE = new Extras(false, null, null);

        SplineBake.Result bake(Baked b) {
            if (!closedLoop && roll == null) return b.bake();
            return LoopRollBake.bake(b.curve().spline(), b.mesh(), b.samples(), b.forward(), b.mode(), closedLoop, roll);
        }

        /**
         * What the deformer needs: mode B carries the roll in its quaternions, so its cases read no roll and declare
         * none (the textures hold it; any 1.2 deformer computes them).
         */
        DeformFeatures features(List<Vec3> vertices, Orientation mode) {
            List<Double> m = null;
            if (mask != null) {
                m = new ArrayList<>();
                for (Vec3 v : vertices) m.add(mask.applyAsDouble(v));
            }
            boolean readsRoll = roll != null && mode != Orientation.ROTATION_MINIMIZING;
            return new DeformFeatures(closedLoop ? 1.0 : null, readsRoll ? 1.0 : null, m);
        }
    }

    /** A velocity deformer case in 2D or 3D; {@code prev} replaces inputs for the previous frame. */
    record Velocity(String name, String description, int dimensions, Mesh mesh, VelocityDeformInputs inputs,
                    Map<String, Object> prev) implements Recipe {
        @Override
        public GoldenCase compute() {
            Map<String, Object> p = new TreeMap<>(prev);
            VelocityDeformInputs pin = inputs.withPrev(p, dimensions);
            List<Vec3> e = new ArrayList<>();
            List<Vec3> ep = new ArrayList<>();
            for (Vec3 v : mesh.vertices()) {
                e.add(VelocityDeform.offset(inputs, v, dimensions));
                ep.add(VelocityDeform.offset(pin, v, dimensions));
            }
            Tolerance tol = ToleranceRules.velocityStretch();
            if (!swapDetectable(mesh.vertices(), e, ep, tol, 0)) throw new IllegalStateException(name + ": previous frame too close");
            Mat3 j = VelocityDeform.jacobian(inputs, dimensions);
            NormalsChannel n = NormalsChannel.compute(null, e.size(), i -> j, ToleranceRules.velocityNormals());
            return new VelocityStretchCase(name, description, dimensions, inputs, p, mesh.vertices(), e, ep, tol, n);
        }
    }

    /**
     * A curve-atlas case (section 9): the curves baked as rows of one atlas, one mesh, the instances' 16 floats; the
     * per-atlas inputs are {@link Deform#DEFAULTS}' with the mesh's centre and half length. {@code prev} must show.
     */
    record Atlas(String name, String description, List<Baked> rows, Mesh mesh, List<double[]> instances,
                 List<Extras> rowExtras, ToDoubleFunction<Vec3> mask) implements Recipe {
        Atlas(String name, String description, List<Baked> rows, Mesh mesh, List<double[]> instances) {
            this(name, description, rows, mesh, instances, rows.stream().map(b -> Extras.NONE).toList(), null);
        }

        @Override
        public GoldenCase compute() {
            if (rowExtras.size() != rows.size()) throw new IllegalStateException(name + ": one Extras per row");
            Orientation mode0 = rows.get(0).mode();
            // Section 10.5: one BakedRoll per atlas, so in a rolled atlas (modes A, C) a row without roll keys bakes a
            // zero roll (alpha 0, not 1.2's unused 1).
            boolean readsRoll = mode0 != Orientation.ROTATION_MINIMIZING && rowExtras.stream().anyMatch(x -> x.roll() != null);
            boolean anyLoop = rowExtras.stream().anyMatch(Extras::closedLoop);
            List<CurveTextures> textures = new ArrayList<>();
            List<Double> lengths = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                Extras x = rowExtras.get(i);
                if (x.mask() != null) throw new IllegalStateException(name + ": the mask is the atlas's, not a row's");
                if (readsRoll && x.roll() == null) x = new Extras(x.closedLoop(), RollCurve.of(0, 0), null);
                SplineBake.Result r = x.bake(rows.get(i));
                textures.add(r.textures());
                // A closed-loop row's length travels negative (section 10.5).
                lengths.add(x.closedLoop() ? -r.splineLength() : r.splineLength());
            }
            var atlas = new dev.stretchy.reference.CurveAtlas(textures);
            // An instance's SplineLength left NaN is its row's length (section 9.2: L_r travels with the instance).
            var layout = dev.stretchy.model.InstanceLayout.STANDARD;
            List<double[]> instances = new ArrayList<>();
            for (double[] f0 : this.instances) {
                double[] f = f0.clone();
                int k = layout.index("SplineLength");
                if (Double.isNaN(f[k])) f[k] = lengths.get(atlas.rowOf(f[layout.index("AtlasRow")]));
                instances.add(f);
            }
            Orientation mode = rows.get(0).mode();
            for (Baked b : rows) if (b.mode() != mode) throw new IllegalStateException(name + ": one mode per atlas");
            Map<String, Object> a = new LinkedHashMap<>();
            a.put("SampleCount", (double) atlas.sampleCount());
            a.put(SplineAtlasDeformCase.ATLAS_ROW_COUNT, (double) atlas.rowCount());
            a.put("MeshCenterLocal", mesh.center());
            a.put("ForwardAxisLocal", Deform.DEFAULTS.get("ForwardAxisLocal"));
            for (String k : List.of("PreserveVolume", "StretchBias")) a.put(k, Deform.DEFAULTS.get(k));
            a.put("MeshHalfLength", mesh.halfLength(Vec3.X));
            for (String k : List.of("SettleWindow", "EndExtrapolation")) a.put(k, Deform.DEFAULTS.get(k));
            Tolerance none = new Tolerance(0, 0, "computed below");
            List<Vec3> zeros = new ArrayList<>();
            for (int i = 0; i < instances.size() * mesh.vertices().size(); i++) zeros.add(Vec3.ZERO);
            List<Double> weights = null;
            if (mask != null) {
                weights = new ArrayList<>();
                for (Vec3 v : mesh.vertices()) weights.add(mask.applyAsDouble(v));
            }
            DeformFeatures fx = new DeformFeatures(anyLoop ? 0.0 : null, readsRoll ? 1.0 : null, weights);
            SplineAtlasDeformCase draft = new SplineAtlasDeformCase(name, description, mode, a, atlas, mesh.vertices(), instances,
                    zeros, zeros, none, fx);
            List<Vec3> e = draft.reference(0);
            List<Vec3> ep = draft.reference(1);
            Tolerance tol = ToleranceRules.splineAtlas(draft);
            if (!swapDetectable(repeat(mesh.vertices(), instances.size()), e, ep, tol, 0)) {
                throw new IllegalStateException(name + ": the previous frame does not differ visibly from the current one");
            }
            return new SplineAtlasDeformCase(name, description, mode, a, atlas, mesh.vertices(), instances, e, ep, tol, fx);
        }

        private static List<Vec3> repeat(List<Vec3> v, int times) {
            List<Vec3> out = new ArrayList<>();
            for (int i = 0; i < times; i++) out.addAll(v);
            return out;
        }
    }

    /**
     * A bake case: the dense world samples and the textures of {@code baked}; with {@code extras} (no mask) the
     * stretchy-math/1.3 bake of section 10, seamless round the loop and rolled.
     */
    record Bake(String name, String description, Baked baked, Extras extras) implements Recipe {
        Bake(String name, String description, Baked baked) {
            this(name, description, baked, Extras.NONE);
        }

        @Override
        public GoldenCase compute() {
            if (extras.mask() != null) throw new IllegalStateException(name + ": a bake has no stretch mask");
            var s = baked.curve().spline();
            SplineBake.WorldSamples samples = SplineBake.worldSamples(s, baked.samples());
            Tolerance tol = ToleranceRules.splineBake();
            if (extras == Extras.NONE) {
                SplineBake.Result r = SplineBake.fromWorldSamples(samples, baked.mesh(), baked.samples(), baked.forward(), baked.mode());
                return new SplineBakeCase(name, description, baked.mode(), s, baked.mesh(), baked.samples(), baked.forward(),
                        samples, r.splineLength(), r.textures(), tol);
            }
            SplineBakeCase draft = new SplineBakeCase(name, description, baked.mode(), s, baked.mesh(), baked.samples(),
                    baked.forward(), samples, 0, new CurveTextures(new double[baked.samples()][4], new double[baked.samples()][4]),
                    tol, extras.closedLoop() ? 1.0 : null, extras.roll());
            SplineBake.Result r = draft.bake();
            return new SplineBakeCase(name, description, baked.mode(), s, baked.mesh(), baked.samples(), baked.forward(),
                    samples, r.splineLength(), r.textures(), tol, draft.closedLoop(), draft.roll());
        }
    }

    /**
     * A controller case: {@link Bounce#frames} at {@code fps} in {@code unitsPerMetre} with the constants
     * {@code params} (their speeds in the same units).
     */
    record Controller(String name, String description, ControllerParams params, String units, double unitsPerMetre,
                      int fps) implements Recipe {
        @Override
        public GoldenCase compute() {
            List<ControllerFrame> frames = Bounce.frames(unitsPerMetre, params.dimensions(), 1.0 / fps);
            if (!Bounce.recoveryClearOfThreshold(params, frames)) {
                throw new IllegalStateException(name + ": a recovery time lands within 1 ms of tRecover at " + fps + " fps");
            }
            List<ControllerOutput> out = VelocityController.run(params, frames);
            return new VelocityControllerCase(name, description, params, units, frames, out, ToleranceRules.velocityController());
        }
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
}
