package dev.stretchy.reference;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import java.util.List;

/**
 * The spline deformer's options added by stretchy-math/1.3 (deformer-math.md section 10), each off by default so that
 * {@link #NONE} computes 1.2 exactly: travel round a closed loop ({@code ClosedLoop}, 10.1), the roll baked into the
 * tangent texture's alpha ({@code BakedRoll}, 10.2; modes A and C, mode B carries it in its quaternions). The stretch
 * mask (10.3) is per vertex and travels with the vertex ({@link SplineDeform.Prepared#offset(Vec3, double)}).
 */
public record SplineFeatures(boolean closedLoop, boolean bakedRoll) {
    public static final SplineFeatures NONE = new SplineFeatures(false, false);

    /** Contract base names of the two scalar inputs, in contract order (after 1.2's twelve): the catalogue's optional material rows. */
    public static final List<String> NAMES = Catalogue.SPLINE.stream()
            .filter(p -> p.optional() && !p.perVertex() && !p.material().isEmpty()).map(Parameter::material).toList();

    /** Sanitised as the spec's table says: {@code step(0.5, x)}. */
    public static SplineFeatures of(double closedLoop, double bakedRoll) {
        return new SplineFeatures(Scalars.step(0.5, closedLoop) == 1, Scalars.step(0.5, bakedRoll) == 1);
    }
}
