package dev.stretchy.golden;

import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.VelocityDeformInputs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A velocity-deformer case (3D or 2D): contract inputs, vertices, reference offsets, and the previous frame.
 *
 * @param prevInputs animated inputs ({@link VelocityDeformInputs#ANIMATED}) of the previous frame; values are
 *                   {@code Double} or {@code Vec3}; empty when the case has no previous frame
 */
public record VelocityStretchCase(String name, String description, int dimensions, VelocityDeformInputs inputs,
                                  Map<String, Object> prevInputs, List<Vec3> vertices, List<Vec3> expected,
                                  List<Vec3> expectedPrev, Tolerance tolerance, NormalsChannel normals) implements GoldenCase {
    public VelocityStretchCase {
        GoldenCase.checkName(name);
        Objects.requireNonNull(description);
        Objects.requireNonNull(inputs);
        Objects.requireNonNull(tolerance);
        if (dimensions != 2 && dimensions != 3) throw new IllegalArgumentException("dimensions must be 2 or 3");
        Map<String, Object> p = new LinkedHashMap<>();
        for (String k : VelocityDeformInputs.ANIMATED) if (prevInputs.containsKey(k)) p.put(k, prevInputs.get(k));
        if (p.size() != prevInputs.size()) throw new IllegalArgumentException("prevInputs may hold only animated inputs");
        prevInputs = java.util.Collections.unmodifiableMap(p);
        vertices = List.copyOf(vertices);
        expected = List.copyOf(expected);
        expectedPrev = List.copyOf(expectedPrev);
        GoldenCase.checkOffsets(vertices, expected, prevInputs, expectedPrev);
        if (normals != null && normals.rest().size() != vertices.size()) {
            throw new IllegalArgumentException("normals: one row per vertex");
        }
    }

    @Override
    public Kernel kernel() {
        return Kernel.VelocityStretch;
    }

    public VelocityDeformInputs previousInputs() {
        return inputs.withPrev(prevInputs, dimensions);
    }

    @Override
    public List<Channel> expectedChannels() {
        double[] scale = Rows.atLeast(Rows.norms(Rows.of(vertices)), inputs.velocityPivotLocal().length());
        List<Channel> c = new ArrayList<>();
        c.add(new Channel("expected", Rows.of(expected), scale));
        if (!expectedPrev.isEmpty()) {
            double[] ps = Rows.atLeast(Rows.norms(Rows.of(vertices)), previousInputs().velocityPivotLocal().length());
            c.add(new Channel("expectedPrev", Rows.of(expectedPrev), ps));
        }
        if (normals != null) c.addAll(normals.channels());
        return c;
    }
}
