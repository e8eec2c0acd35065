package dev.stretchy.golden;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.reference.Mat3;
import dev.stretchy.reference.SplineAtlasDeform;
import dev.stretchy.reference.SplineDeform;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.SplineFeatures;
import dev.stretchy.reference.VelocityDeform;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.WeightMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The knife-edge detector: a golden vertex must not sit where the math branches (a clamp, a {@code floor}, a
 * comparison) so that the few float32 ulps or the 8-bit filter weights a GPU brings flip its expected outputs by
 * more than the case's tolerance. The reference is evaluated again for every vertex of a {@code SplineDeform} case (and,
 * offsets only, of every instance of a {@code SplineAtlasDeform} case)
 * with each perturbation below, for the current and the previous frame (offsets) and the current one (normals and
 * tangents), and compared with the file's expected values: an output that moves by more than
 * {@link #SHARE} of its tolerance under a few ulps (the whole of it under 8-bit weights, which section 6's tolerance is
 * cut for) is a knife edge, and the case must be moved off it.
 *
 * <p>Perturbations: step 5's distance {@code d} by {@code ±1} and {@code ±4} float32 ulps of {@code max(L, |d|)} (a
 * GPU's {@code d = p L + a2} and its {@code d / L}, which Vulkan lets be 2.5 ulps off and an NVIDIA H200 computed one
 * ulp low at {@code d = L}, move the sample point by that much); the vertex by {@code ±1},
 * {@code ±4} float32 ulps of its magnitude along each rest axis; the filter weight rounded and truncated to 8 bits
 * (math spec section 6). Bounded work: 18 re-evaluations per vertex and frame.
 *
 * <p>Found by it first: the extrapolation cases at Progress 1 put the mesh's centre plane exactly at {@code d = L},
 * where section 8's normals jump: one ulp before it they carry the last texel's frame rate, at it (i0 = i1 = N-1)
 * and past it none; an NVIDIA H200 computed the one-ulp-before value (docs/shader-verification.md).
 */
public final class KnifeEdges {
    private KnifeEdges() {}

    /** An output moving by more than this share of its tolerance under a perturbation is on a knife edge. */
    public static final double SHARE = 0.5;

    private static final int[] ULPS = {-4, -1, 1, 4};

    /** One unstable output: which channel and vertex, under which perturbation, by how much. */
    public record Edge(String caseName, String channel, int vertex, String perturbation, double moved, double allowed) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%s: %s[%d] moves %.4g under %s (tolerance %.4g)", caseName, channel,
                    vertex, moved, perturbation, allowed);
        }
    }

    /**
     * Every knife edge of {@code c} (empty when none): {@code SplineDeform} (offsets, normals, tangents) and
     * {@code SplineAtlasDeform} (offsets) cases; the other kernels have no sample point to move.
     */
    public static List<Edge> find(GoldenCase c) {
        if (c instanceof SplineDeformCase s) return find(s);
        if (c instanceof SplineAtlasDeformCase a) return find(a);
        return List.of();
    }

    /** The knife edges of an atlas case: every instance's vertices, both frames, as section 9.3 evaluates them. */
    public static List<Edge> find(SplineAtlasDeformCase c) {
        List<Edge> out = new ArrayList<>();
        List<Vec3> vertices = c.vertices();
        Vec3 f = ((Vec3) c.atlasInputs().get("ForwardAxisLocal")).normalizeOr(Vec3.X);
        Vec3 refUp = Math.abs(f.z()) > 0.95 ? Vec3.Y : Vec3.Z;
        Vec3 right = refUp.cross(f).normalizeOr(Vec3.Y);
        Vec3[] axes = {f, right, f.cross(right)};
        double[] scale = c.expectedChannels().get(0).scale();
        SplineFeatures atlasFeatures = c.featureInputs().sanitised();
        for (Perturbation pert : perturbations()) {
            for (int j = 0; j < c.instances().size(); j++) {
                for (int frame = 0; frame < 2; frame++) {
                    SplineDeformInputs in = c.splineInputs(j, frame);
                    SplineAtlasDeform.Squash squash = c.squash(j, frame);
                    SplineDeform.Prepared d = pert.apply(SplineDeform.prepare(c.mode(), SplineAtlasDeform.rowInputs(in),
                            c.rowTextures(j), pert.weights(), SplineAtlasDeform.rowFeatures(atlasFeatures, in.splineLength())));
                    List<Vec3> want = frame == 0 ? c.expected() : c.expectedPrev();
                    for (int k = 0; k < vertices.size(); k++) {
                        Vec3 x = pert.move(vertices.get(k), axes);
                        Vec3 squashOffset = VelocityDeform.offset(squash.inputs(3), x, 3);
                        Vec3 got = squashOffset.add(d.offset(x.add(squashOffset), c.mask(k))).add(x.sub(vertices.get(k)));
                        int row = j * vertices.size() + k;
                        check(out, c.name(), frame == 0 ? "expected" : "expectedPrev", row, pert.name(), got, want.get(row),
                                pert.share() * c.tolerance().allowed(scale[row]));
                    }
                }
            }
        }
        return out;
    }

    /** A perturbation: how the inputs, the weights and the vertex change. */
    private record Perturbation(String name, double distanceUlps, WeightMode weights, int axis, double ulps, double share) {
        Vec3 move(Vec3 x, Vec3[] axes) {
            if (axis < 0) return x;
            double mag = Math.max(1, Math.max(Math.abs(x.x()), Math.max(Math.abs(x.y()), Math.abs(x.z()))));
            return x.add(axes[axis].mul(ulps * Math.ulp((float) mag)));
        }

        SplineDeform.Prepared apply(SplineDeform.Prepared d) {
            return distanceUlps == 0 ? d : d.nudged(distanceUlps);
        }

        boolean filters() {
            return weights != WeightMode.EXACT;
        }
    }

    private static List<Perturbation> perturbations() {
        List<Perturbation> l = new ArrayList<>();
        for (int k : ULPS) l.add(new Perturbation("distance along the curve " + k + " float32 ulps", k, WeightMode.EXACT, -1, 0, SHARE));
        String[] axisNames = {"forward", "right", "up"};
        for (int axis = 0; axis < 3; axis++) {
            for (int k : ULPS) l.add(new Perturbation("vertex " + k + " float32 ulps along " + axisNames[axis], 0, WeightMode.EXACT, axis, k, SHARE));
        }
        // The 8-bit weights are what section 6's tolerance is cut for: the whole of it.
        l.add(new Perturbation("8-bit filter weights, rounded", 0, WeightMode.ROUND_8BIT, -1, 0, 1));
        l.add(new Perturbation("8-bit filter weights, truncated", 0, WeightMode.TRUNCATE_8BIT, -1, 0, 1));
        return l;
    }

    /** The knife edges of one spline-deformer case. */
    public static List<Edge> find(SplineDeformCase c) {
        List<Edge> out = new ArrayList<>();
        DeformFeatures fx = c.featureInputs();
        Vec3 f = c.inputs().forwardAxisLocal().normalizeOr(Vec3.X);
        // The rest frame's axes (step 1); any orthonormal triple with f would do for perturbing a vertex.
        Vec3 refUp = Math.abs(f.z()) > 0.95 ? Vec3.Y : Vec3.Z;
        Vec3 right = refUp.cross(f).normalizeOr(Vec3.Y);
        Vec3[] axes = {f, right, f.cross(right)};
        double length = Math.max(c.inputs().splineLength(), 0.001);
        List<Vec3> vertices = c.vertices();
        NormalsChannel normals = c.normals();
        for (Perturbation pert : perturbations()) {
            SplineDeform.Prepared now = pert.apply(fx.prepare(c.mode(), c.inputs(), c.textures(), pert.weights()));
            SplineDeform.Prepared before = c.expectedPrev().isEmpty() ? null
                    : pert.apply(fx.prepare(c.mode(), c.previousInputs(), c.textures(), pert.weights()));
            for (int i = 0; i < vertices.size(); i++) {
                Vec3 x = vertices.get(i);
                Vec3 moved = pert.move(x, axes);
                double allowed = pert.share() * c.tolerance().allowed(Math.max(x.length(), length));
                check(out, c.name(), "expected", i, pert.name(), fx.offset(now, i, moved), c.expected().get(i), allowed);
                if (before != null) {
                    check(out, c.name(), "expectedPrev", i, pert.name(), fx.offset(before, i, moved), c.expectedPrev().get(i), allowed);
                }
                // The shaders' exact normals lerp point loads with the exact weight: no filter enters them (section 8.2).
                if (normals != null && !(pert.filters() && normals.mode() != NormalsMode.ROTATE)) {
                    // Section 8.5's Jacobian of the current frame; OFF never has a channel.
                    Mat3 j = fx.jacobian(now, i, moved, normals.mode() == null ? NormalsMode.EXACT : normals.mode());
                    double nAllowed = pert.share() * normals.tolerance().allowed(1);
                    check(out, c.name(), "normals", i, pert.name(), j.normal(normals.rest().get(i)), normals.expected().get(i), nAllowed);
                    check(out, c.name(), "tangents", i, pert.name(), j.tangent(normals.restTangents().get(i)),
                            normals.expectedTangents().get(i), nAllowed);
                }
            }
        }
        return out;
    }

    private static void check(List<Edge> out, String name, String channel, int vertex, String pert, Vec3 got, Vec3 want,
                              double allowed) {
        double moved = Math.max(Math.abs(got.x() - want.x()), Math.max(Math.abs(got.y() - want.y()), Math.abs(got.z() - want.z())));
        if (!(moved <= allowed)) out.add(new Edge(name, channel, vertex, pert, moved, allowed));
    }
}
