package dev.stretchy.golden;

import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.Vec3;
import dev.stretchy.contract.Orientation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A spline-deformer case: inputs and baked textures, vertices, the reference offsets, and (motion vectors) the
 * previous frame's animated inputs with their offsets.
 *
 * @param prevInputs a subset of {@link SplineDeformInputs#ANIMATED}; empty when the case has no previous frame
 * @param featureInputs the stretchy-math/1.3 inputs (section 10); {@link DeformFeatures#NONE} for a 1.2 case
 */
public record SplineDeformCase(String name, String description, Orientation mode, SplineDeformInputs inputs,
                               Map<String, Double> prevInputs, CurveTextures textures, List<Vec3> vertices,
                               List<Vec3> expected, List<Vec3> expectedPrev, Tolerance tolerance, NormalsChannel normals,
                               DeformFeatures featureInputs) implements GoldenCase {
    /** A 1.2 case: no section 10 feature. */
    public SplineDeformCase(String name, String description, Orientation mode, SplineDeformInputs inputs,
                            Map<String, Double> prevInputs, CurveTextures textures, List<Vec3> vertices,
                            List<Vec3> expected, List<Vec3> expectedPrev, Tolerance tolerance, NormalsChannel normals) {
        this(name, description, mode, inputs, prevInputs, textures, vertices, expected, expectedPrev, tolerance, normals,
                DeformFeatures.NONE);
    }

    public SplineDeformCase {
        GoldenCase.checkName(name);
        Objects.requireNonNull(description);
        Objects.requireNonNull(mode);
        Objects.requireNonNull(inputs);
        Objects.requireNonNull(textures);
        Objects.requireNonNull(tolerance);
        prevInputs = java.util.Collections.unmodifiableMap(new TreeMap<>(prevInputs));
        for (String k : prevInputs.keySet()) {
            if (!SplineDeformInputs.ANIMATED.contains(k)) throw new IllegalArgumentException("prevInputs." + k + " is not animated");
        }
        vertices = List.copyOf(vertices);
        expected = List.copyOf(expected);
        expectedPrev = List.copyOf(expectedPrev);
        GoldenCase.checkOffsets(vertices, expected, prevInputs, expectedPrev);
        if (normals != null && normals.rest().size() != vertices.size()) {
            throw new IllegalArgumentException("normals: one row per vertex");
        }
        Objects.requireNonNull(featureInputs);
        if (featureInputs.stretchMask() != null && featureInputs.stretchMask().size() != vertices.size()) {
            throw new IllegalArgumentException("stretchMask: one weight per vertex");
        }
    }

    @Override
    public List<GoldenFeature> features() {
        return featureInputs.list();
    }

    @Override
    public Kernel kernel() {
        return Kernel.SplineDeform;
    }

    /** The inputs of the previous frame: the current ones with {@link #prevInputs} applied. */
    public SplineDeformInputs previousInputs() {
        return inputs.withPrev(new java.util.LinkedHashMap<>(prevInputs));
    }

    @Override
    public List<Channel> expectedChannels() {
        double[] scale = Rows.atLeast(Rows.norms(Rows.of(vertices)), Math.max(inputs.splineLength(), 0.001));
        List<Channel> c = new ArrayList<>();
        c.add(new Channel("expected", Rows.of(expected), scale));
        if (!expectedPrev.isEmpty()) c.add(new Channel("expectedPrev", Rows.of(expectedPrev), scale));
        if (normals != null) c.addAll(normals.channels());
        return c;
    }
}
