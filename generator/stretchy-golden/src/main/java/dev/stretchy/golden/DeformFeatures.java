package dev.stretchy.golden;

import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.Mat3;
import dev.stretchy.reference.SplineDeform;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.SplineFeatures;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.WeightMode;
import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import java.util.ArrayList;
import java.util.List;

/**
 * The stretchy-math/1.3 part of a {@code SplineDeform} case (deformer-math.md section 10), {@link #NONE} for a 1.2
 * case: the unsanitised {@code ClosedLoop} and {@code BakedRoll} inputs (null when the case leaves them out) and the
 * per-vertex stretch mask (null when none). The one place a case's deformer is built with them, so the recipe, the
 * tolerance rules and the reference backend compute the same thing.
 */
public record DeformFeatures(Double closedLoop, Double bakedRoll, List<Double> stretchMask) {
    public static final DeformFeatures NONE = new DeformFeatures(null, null, null);

    public DeformFeatures {
        if (stretchMask != null) {
            stretchMask = List.copyOf(stretchMask);
            for (double m : stretchMask) if (!Double.isFinite(m)) throw new IllegalArgumentException("stretchMask must be finite");
        }
    }

    /** The features a file declares, in the enum's order. */
    public List<GoldenFeature> list() {
        List<GoldenFeature> l = new ArrayList<>();
        if (closedLoop != null) l.add(GoldenFeature.closedLoop);
        if (bakedRoll != null) l.add(GoldenFeature.roll);
        if (stretchMask != null) l.add(GoldenFeature.stretchMask);
        return List.copyOf(l);
    }

    /** The deformer options as the spec's table sanitises them. */
    public SplineFeatures sanitised() {
        return SplineFeatures.of(closedLoop == null ? 0 : closedLoop, bakedRoll == null ? 0 : bakedRoll);
    }

    public SplineDeform.Prepared prepare(Orientation mode, SplineDeformInputs in, CurveTextures tex, WeightMode weights) {
        return SplineDeform.prepare(mode, in, tex, weights, sanitised());
    }

    /** Vertex {@code i}'s offset (with its mask weight when the case has a mask). */
    public Vec3 offset(SplineDeform.Prepared d, int i, Vec3 x) {
        return stretchMask == null ? d.offset(x) : d.offset(x, stretchMask.get(i));
    }

    /** Vertex {@code i}'s Jacobian, its mask weight held constant (section 10.4). */
    public Mat3 jacobian(SplineDeform.Prepared d, int i, Vec3 x, NormalsMode normals) {
        return stretchMask == null ? d.jacobian(x, normals) : d.jacobian(x, normals, stretchMask.get(i));
    }

    /** Every vertex's offset. */
    public List<Vec3> offsets(SplineDeform.Prepared d, List<Vec3> vertices) {
        List<Vec3> out = new ArrayList<>(vertices.size());
        for (int i = 0; i < vertices.size(); i++) out.add(offset(d, i, vertices.get(i)));
        return out;
    }
}
