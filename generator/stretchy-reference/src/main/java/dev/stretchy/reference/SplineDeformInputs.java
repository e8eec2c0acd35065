package dev.stretchy.reference;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.CatalogueRecords;
import dev.stretchy.contract.Parameter;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The scalar and vector inputs of the spline deformer, as pushed by the component (unsanitised: the deformer
 * sanitises them, math spec section 1). Textures travel separately in {@link CurveTextures}. One component per row
 * of {@link #ROWS}, named and ordered as the catalogue has them (checked when the class loads): a row added to the
 * catalogue and not carried here fails, and the golden keys come from the rows.
 */
public record SplineDeformInputs(double progress, double splineLength, double sampleCount, Vec3 meshCenterLocal,
                                 Vec3 forwardAxisLocal, double stretchScale, double preserveVolume, double sizeScale,
                                 double stretchBias, double meshHalfLength, double settleWindow,
                                 double endExtrapolation) {
    /**
     * The catalogue's spline rows this record holds: the scalar and vector inputs every deformer has, in contract
     * order (section 10's optional ones travel in {@link SplineFeatures} and with the vertex).
     */
    public static final List<Parameter> ROWS = Catalogue.SPLINE.stream()
            .filter(p -> !p.material().isEmpty() && !p.optional() && p.type() != Parameter.Type.TEXTURE).toList();
    /** Contract base names of the inputs, in contract order. */
    public static final List<String> NAMES = materials(p -> true);
    /** The inputs that have a {@code Prev} twin (contract: animated). */
    public static final List<String> ANIMATED = materials(Parameter::animated);
    /** Names whose value is a 3-vector. */
    public static final List<String> VECTORS = materials(p -> p.type() == Parameter.Type.VECTOR);

    static {
        CatalogueRecords.requireInputs(SplineDeformInputs.class, ROWS);
    }

    private static List<String> materials(java.util.function.Predicate<Parameter> which) {
        return ROWS.stream().filter(which).map(Parameter::material).toList();
    }

    public SplineDeformInputs {
        Objects.requireNonNull(meshCenterLocal, "MeshCenterLocal");
        Objects.requireNonNull(forwardAxisLocal, "ForwardAxisLocal");
    }

    /** By golden key (the contract name); values are {@code Double} or {@code Vec3}. */
    public static SplineDeformInputs fromMap(Map<String, Object> m) {
        return CatalogueRecords.fromMap(SplineDeformInputs.class, ROWS, m);
    }

    public Map<String, Object> toMap() {
        return CatalogueRecords.toMap(this, ROWS);
    }

    /** These inputs with the animated ones replaced by {@code prev} (keys a subset of {@link #ANIMATED}). */
    public SplineDeformInputs withPrev(Map<String, Object> prev) {
        Map<String, Object> m = toMap();
        m.putAll(prev);
        return fromMap(m);
    }

    public SplineDeformInputs withProgress(double p) {
        return new SplineDeformInputs(p, splineLength, sampleCount, meshCenterLocal, forwardAxisLocal, stretchScale,
                preserveVolume, sizeScale, stretchBias, meshHalfLength, settleWindow, endExtrapolation);
    }
}
