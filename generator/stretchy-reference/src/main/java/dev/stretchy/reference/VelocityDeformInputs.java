package dev.stretchy.reference;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Inputs of the velocity deformer (the VelocityStretch contract), unsanitised. {@code planeNormal} is used only
 * in 2D.
 */
public record VelocityDeformInputs(Vec3 pivot, Vec3 axis, double stretch, double perpScale, Vec3 planeNormal) {
    public static final List<String> NAMES_3D = List.of("VelocityPivotLocal", "VelocityAxisLocal", "VelocityStretch",
            "VelocityPerpScale");
    public static final List<String> NAMES_2D = List.of("VelocityPivotLocal", "VelocityAxisLocal", "VelocityStretch",
            "VelocityPerpScale", "VelocityPlaneNormalLocal");
    public static final List<String> ANIMATED = NAMES_3D;
    public static final List<String> VECTORS = List.of("VelocityPivotLocal", "VelocityAxisLocal", "VelocityPlaneNormalLocal");

    public VelocityDeformInputs {
        Objects.requireNonNull(pivot);
        Objects.requireNonNull(axis);
        Objects.requireNonNull(planeNormal);
    }

    public static List<String> names(int dimensions) {
        return dimensions == 2 ? NAMES_2D : NAMES_3D;
    }

    public static VelocityDeformInputs fromMap(Map<String, Object> m) {
        Object n = m.get("VelocityPlaneNormalLocal");
        return new VelocityDeformInputs((Vec3) m.get("VelocityPivotLocal"), (Vec3) m.get("VelocityAxisLocal"),
                (Double) m.get("VelocityStretch"), (Double) m.get("VelocityPerpScale"), n == null ? Vec3.Y : (Vec3) n);
    }

    public Map<String, Object> toMap(int dimensions) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("VelocityPivotLocal", pivot);
        m.put("VelocityAxisLocal", axis);
        m.put("VelocityStretch", stretch);
        m.put("VelocityPerpScale", perpScale);
        if (dimensions == 2) m.put("VelocityPlaneNormalLocal", planeNormal);
        return m;
    }

    public VelocityDeformInputs withPrev(Map<String, Object> prev, int dimensions) {
        Map<String, Object> m = toMap(dimensions);
        m.putAll(prev);
        return fromMap(m);
    }

    public static VelocityDeformInputs of(ControllerOutput o, Vec3 planeNormal) {
        return new VelocityDeformInputs(o.pivot(), o.axis(), o.sPar(), o.sPerp(), planeNormal);
    }
}
