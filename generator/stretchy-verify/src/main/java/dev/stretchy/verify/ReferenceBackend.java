package dev.stretchy.verify;

import dev.stretchy.golden.DeformFeatures;
import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFeature;
import dev.stretchy.golden.Kernel;
import dev.stretchy.golden.NormalsChannel;
import dev.stretchy.golden.SplineAtlasDeformCase;
import dev.stretchy.golden.SplineBakeCase;
import dev.stretchy.golden.SplineDeformCase;
import dev.stretchy.golden.VelocityControllerCase;
import dev.stretchy.golden.VelocityStretchCase;
import dev.stretchy.reference.Mat3;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.SplineDeform;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.VelocityController;
import dev.stretchy.reference.VelocityDeform;
import dev.stretchy.reference.VelocityDeformInputs;
import dev.stretchy.reference.WeightMode;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The Java reference as a backend: checks that any golden file (whoever wrote it) agrees with the math spec. */
public final class ReferenceBackend implements Backend {
    @Override
    public String name() {
        return "reference";
    }

    @Override
    public boolean supports(Kernel kernel) {
        return true;
    }

    /** The oracle implements every feature of the math spec. */
    @Override
    public Set<GoldenFeature> features() {
        return EnumSet.allOf(GoldenFeature.class);
    }

    @Override
    public Map<String, double[][]> evaluate(GoldenCase c) {
        Map<String, double[][]> out = new LinkedHashMap<>();
        if (c instanceof SplineDeformCase s) {
            out.put("expected", deform(s, s.inputs()));
            if (!s.prevInputs().isEmpty()) out.put("expectedPrev", deform(s, s.previousInputs()));
            if (s.normals() != null) {
                DeformFeatures fx = s.featureInputs();
                SplineDeform.Prepared d = fx.prepare(s.mode(), s.inputs(), s.textures(), WeightMode.EXACT);
                putNormals(out, s.normals(), i -> fx.jacobian(d, i, s.vertices().get(i), s.normals().mode()));
            }
        } else if (c instanceof VelocityStretchCase v) {
            out.put("expected", velocity(v, v.inputs()));
            if (!v.prevInputs().isEmpty()) out.put("expectedPrev", velocity(v, v.previousInputs()));
            if (v.normals() != null) {
                Mat3 j = VelocityDeform.jacobian(v.inputs(), v.dimensions());
                putNormals(out, v.normals(), i -> j);
            }
        } else if (c instanceof SplineBakeCase b) {
            SplineBake.WorldSamples samples = SplineBake.worldSamples(b.spline(), b.sampleCount());
            SplineBake.Result r = b.bake(); // section 2's, and section 10's where the case asks for it
            out.put("samples.positions", rows(List.of(samples.positions())));
            out.put("samples.directions", rows(List.of(samples.directions())));
            out.put("SplineLength", new double[][] {{r.splineLength()}});
            out.put("PositionTexture", r.textures().position());
            out.put("TangentTexture", r.textures().tangent());
        } else if (c instanceof SplineAtlasDeformCase a) {
            out.put("expected", rows(a.reference(0)));
            out.put("expectedPrev", rows(a.reference(1)));
        } else if (c instanceof VelocityControllerCase k) {
            out.putAll(VelocityControllerCase.outputs(VelocityController.run(k.params(), k.frames())));
        }
        return out;
    }

    /** Section 8: the rest normals and tangents of the file through each vertex's Jacobian. */
    private static void putNormals(Map<String, double[][]> out, NormalsChannel n, java.util.function.IntFunction<Mat3> jacobian) {
        double[][] normals = new double[n.rest().size()][];
        double[][] tangents = new double[normals.length][];
        for (int i = 0; i < normals.length; i++) {
            Mat3 j = jacobian.apply(i);
            normals[i] = j.normal(n.rest().get(i)).toArray();
            tangents[i] = j.tangent(n.restTangents().get(i)).toArray();
        }
        out.put("normals", normals);
        out.put("tangents", tangents);
    }

    private static double[][] deform(SplineDeformCase s, SplineDeformInputs in) {
        double[][] r = new double[s.vertices().size()][];
        DeformFeatures fx = s.featureInputs();
        SplineDeform.Prepared deformer = fx.prepare(s.mode(), in, s.textures(), WeightMode.EXACT);
        for (int i = 0; i < r.length; i++) r[i] = fx.offset(deformer, i, s.vertices().get(i)).toArray();
        return r;
    }

    private static double[][] velocity(VelocityStretchCase v, VelocityDeformInputs in) {
        double[][] r = new double[v.vertices().size()][];
        for (int i = 0; i < r.length; i++) r[i] = VelocityDeform.offset(in, v.vertices().get(i), v.dimensions()).toArray();
        return r;
    }

    private static double[][] rows(List<Vec3> v) {
        double[][] r = new double[v.size()][];
        for (int i = 0; i < r.length; i++) r[i] = v.get(i).toArray();
        return r;
    }

    /** Always available. */
    public static final class Provider implements BackendProvider {
        @Override
        public String name() {
            return "reference";
        }

        @Override
        public Backend open() {
            return new ReferenceBackend();
        }
    }
}
