package dev.stretchy.reference;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.CatalogueRecords;
import dev.stretchy.contract.Parameter;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Inputs of the velocity deformer (the VelocityStretch contract), unsanitised: one component per catalogue velocity
 * row, named and ordered as the catalogue has them (checked when the class loads). {@code velocityPlaneNormalLocal}
 * is an input in 2D only ({@link Catalogue#velocity}); in 3D it is held at its contract value.
 */
public record VelocityDeformInputs(Vec3 velocityPivotLocal, Vec3 velocityAxisLocal, double velocityStretch,
                                   double velocityPerpScale, Vec3 velocityPlaneNormalLocal) {
    public static final List<String> NAMES_3D = materials(Catalogue.velocity(3));
    public static final List<String> NAMES_2D = materials(Catalogue.velocity(2));
    public static final List<String> ANIMATED = materials(Catalogue.VELOCITY.stream().filter(Parameter::animated).toList());
    public static final List<String> VECTORS = materials(Catalogue.VELOCITY.stream()
            .filter(p -> p.type() == Parameter.Type.VECTOR).toList());

    static {
        CatalogueRecords.requireInputs(VelocityDeformInputs.class, Catalogue.VELOCITY);
    }

    private static List<String> materials(List<Parameter> rows) {
        return rows.stream().map(Parameter::material).toList();
    }

    public VelocityDeformInputs {
        Objects.requireNonNull(velocityPivotLocal);
        Objects.requireNonNull(velocityAxisLocal);
        Objects.requireNonNull(velocityPlaneNormalLocal);
    }

    public static List<String> names(int dimensions) {
        return dimensions == 2 ? NAMES_2D : NAMES_3D;
    }

    /** By golden key; a row absent from {@code m} (the plane normal in 3D) takes its contract value. */
    public static VelocityDeformInputs fromMap(Map<String, Object> m) {
        Map<String, Object> all = new java.util.LinkedHashMap<>();
        for (Parameter p : Catalogue.VELOCITY) {
            if (p.source() == Parameter.Source.CONTRACT && p.type() == Parameter.Type.VECTOR) all.put(p.golden(), Vec3.of(p.fixed()));
        }
        all.putAll(m);
        return CatalogueRecords.fromMap(VelocityDeformInputs.class, Catalogue.VELOCITY, all);
    }

    /** By golden key, the inputs of {@code dimensions}. */
    public Map<String, Object> toMap(int dimensions) {
        Map<String, Object> m = CatalogueRecords.toMap(this, Catalogue.VELOCITY);
        m.keySet().retainAll(Catalogue.velocity(dimensions).stream().map(Parameter::golden).toList());
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
