package dev.stretchy.reference;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The scalar and vector inputs of the spline deformer, as pushed by the component (unsanitised: the deformer
 * sanitises them, math spec section 1). Textures travel separately in {@link CurveTextures}.
 */
public record SplineDeformInputs(double progress, double splineLength, double sampleCount, Vec3 meshCenter,
                                 Vec3 forwardAxis, double stretchScale, double preserveVolume, double sizeScale,
                                 double stretchBias, double meshHalfLength, double settleWindow,
                                 double endExtrapolation) {
    /**
     * Contract base names of the scalar and vector inputs, in contract order (the catalogue's spline rows that every
     * deformer has; section 10's optional ones travel in {@link SplineFeatures} and with the vertex).
     */
    public static final List<String> NAMES = materials(p -> p.type() != Parameter.Type.TEXTURE);
    /** The inputs that have a {@code Prev} twin (contract: animated). */
    public static final List<String> ANIMATED = materials(Parameter::animated);
    /** Names whose value is a 3-vector. */
    public static final List<String> VECTORS = materials(p -> p.type() == Parameter.Type.VECTOR);

    private static List<String> materials(java.util.function.Predicate<Parameter> which) {
        return Catalogue.SPLINE.stream().filter(p -> !p.material().isEmpty() && !p.optional()).filter(which)
                .map(Parameter::material).toList();
    }

    public SplineDeformInputs {
        Objects.requireNonNull(meshCenter, "MeshCenterLocal");
        Objects.requireNonNull(forwardAxis, "ForwardAxisLocal");
    }

    /** By contract name; values are {@code Double} or {@code Vec3}. */
    public static SplineDeformInputs fromMap(Map<String, Object> m) {
        return new SplineDeformInputs(num(m, "Progress"), num(m, "SplineLength"), num(m, "SampleCount"),
                vec(m, "MeshCenterLocal"), vec(m, "ForwardAxisLocal"), num(m, "StretchScale"), num(m, "PreserveVolume"),
                num(m, "SizeScale"), num(m, "StretchBias"), num(m, "MeshHalfLength"), num(m, "SettleWindow"),
                num(m, "EndExtrapolation"));
    }

    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("Progress", progress);
        m.put("SplineLength", splineLength);
        m.put("SampleCount", sampleCount);
        m.put("MeshCenterLocal", meshCenter);
        m.put("ForwardAxisLocal", forwardAxis);
        m.put("StretchScale", stretchScale);
        m.put("PreserveVolume", preserveVolume);
        m.put("SizeScale", sizeScale);
        m.put("StretchBias", stretchBias);
        m.put("MeshHalfLength", meshHalfLength);
        m.put("SettleWindow", settleWindow);
        m.put("EndExtrapolation", endExtrapolation);
        return m;
    }

    /** These inputs with the animated ones replaced by {@code prev} (keys a subset of {@link #ANIMATED}). */
    public SplineDeformInputs withPrev(Map<String, Object> prev) {
        Map<String, Object> m = toMap();
        m.putAll(prev);
        return fromMap(m);
    }

    public SplineDeformInputs withProgress(double p) {
        return new SplineDeformInputs(p, splineLength, sampleCount, meshCenter, forwardAxis, stretchScale,
                preserveVolume, sizeScale, stretchBias, meshHalfLength, settleWindow, endExtrapolation);
    }

    private static double num(Map<String, Object> m, String k) {
        Object v = m.get(k);
        if (!(v instanceof Double d)) throw new IllegalArgumentException(k + " must be a number");
        return d;
    }

    private static Vec3 vec(Map<String, Object> m, String k) {
        Object v = m.get(k);
        if (!(v instanceof Vec3 d)) throw new IllegalArgumentException(k + " must be a 3-vector");
        return d;
    }
}
