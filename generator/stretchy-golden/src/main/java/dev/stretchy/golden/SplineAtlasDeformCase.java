package dev.stretchy.golden;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import dev.stretchy.model.InstanceLayout;
import dev.stretchy.reference.CurveAtlas;
import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.SplineAtlasDeform;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.Vec3;
import dev.stretchy.contract.Orientation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A curve-atlas case (deformer-math.md section 9, 3D): an {@code N x M} atlas, the per-atlas inputs, one mesh and
 * several instances, each its 16 per-instance floats (section 9.2, {@link InstanceLayout#STANDARD}); the reference's
 * offsets of every instance's vertices for the current and the previous frame (section 9.4), instance-major.
 *
 * @param atlasInputs the per-atlas values by contract name, {@link #ATLAS_NAMES} in order
 */
public record SplineAtlasDeformCase(String name, String description, Orientation mode, Map<String, Object> atlasInputs,
                                    CurveAtlas atlas, List<Vec3> vertices, List<double[]> instances, List<Vec3> expected,
                                    List<Vec3> expectedPrev, Tolerance tolerance, DeformFeatures featureInputs)
        implements GoldenCase {
    /** A stretchy-math/1.2 curve-atlas case: none of the optional features. */
    public SplineAtlasDeformCase(String name, String description, Orientation mode, Map<String, Object> atlasInputs,
                                 CurveAtlas atlas, List<Vec3> vertices, List<double[]> instances, List<Vec3> expected,
                                 List<Vec3> expectedPrev, Tolerance tolerance) {
        this(name, description, mode, atlasInputs, atlas, vertices, instances, expected, expectedPrev, tolerance,
                DeformFeatures.NONE);
    }

    /** The atlas's row count M, its own input (no catalogue row: a single curve has none). */
    static final String ATLAS_ROW_COUNT = "AtlasRowCount";
    /**
     * The per-atlas inputs in the file's order: the atlas's size first (the sample count N, the first of the rows,
     * then {@link #ATLAS_ROW_COUNT} M), then the other spline rows the golden files carry that are neither per
     * instance (the 16 floats) nor a texture.
     */
    public static final List<String> ATLAS_NAMES = atlasNames(Catalogue.SPLINE);
    public static final List<String> VECTORS = atlasRows(Catalogue.SPLINE).stream()
            .filter(p -> p.type() == Parameter.Type.VECTOR).map(Parameter::golden).toList();

    /**
     * The spline rows that are per-atlas inputs (section 9.2: material-wide), in catalogue order; a section 10 feature's
     * rows only come with the feature (docs/golden-format.md), and no atlas file declares one.
     */
    private static List<Parameter> atlasRows(List<Parameter> spline) {
        return spline.stream().filter(p -> !p.golden().isEmpty() && !p.instanced() && p.type() != Parameter.Type.TEXTURE
                && p.feature().isEmpty()).toList();
    }

    /** {@link #ATLAS_NAMES} of a spline group (tests plant rows in it). */
    static List<String> atlasNames(List<Parameter> spline) {
        List<String> names = new ArrayList<>(atlasRows(spline).stream().map(Parameter::golden).toList());
        names.add(1, ATLAS_ROW_COUNT);
        return List.copyOf(names);
    }

    static final InstanceLayout LAYOUT = InstanceLayout.STANDARD;

    public SplineAtlasDeformCase {
        GoldenCase.checkName(name);
        Objects.requireNonNull(description);
        Objects.requireNonNull(mode);
        Objects.requireNonNull(atlas);
        Objects.requireNonNull(tolerance);
        atlasInputs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(atlasInputs));
        if (!atlasInputs.keySet().equals(new java.util.LinkedHashSet<>(ATLAS_NAMES))) {
            throw new IllegalArgumentException("atlasInputs must be " + ATLAS_NAMES);
        }
        vertices = List.copyOf(vertices);
        instances = instances.stream().map(double[]::clone).toList();
        for (double[] f : instances) {
            if (f.length != LAYOUT.count()) throw new IllegalArgumentException("an instance is " + LAYOUT.count() + " floats");
        }
        if (instances.isEmpty() || vertices.isEmpty()) throw new IllegalArgumentException("needs instances and vertices");
        Objects.requireNonNull(featureInputs);
        if (featureInputs.stretchMask() != null && featureInputs.stretchMask().size() != vertices.size()) {
            throw new IllegalArgumentException("stretchMask: one weight per vertex (" + vertices.size() + ")");
        }
        expected = List.copyOf(expected);
        expectedPrev = List.copyOf(expectedPrev);
        int rows = instances.size() * vertices.size();
        if (expected.size() != rows || expectedPrev.size() != rows) {
            throw new IllegalArgumentException("expected and expectedPrev: one row per instance and vertex (" + rows + ")");
        }
    }

    @Override
    public Kernel kernel() {
        return Kernel.SplineAtlasDeform;
    }

    /**
     * The 1.3 features on the atlas (deformer-math.md 10.5): {@code ClosedLoop} and {@code BakedRoll} per atlas (with their
     * features), a closed-loop row marked by its instances' negative {@code SplineLength}, one mask weight per vertex.
     */
    @Override
    public List<GoldenFeature> features() {
        return featureInputs.list();
    }

    /** The rest vertex {@code k}'s mask weight (1 without a mask). */
    public double mask(int k) {
        return featureInputs.stretchMask() == null ? 1 : featureInputs.stretchMask().get(k);
    }

    /**
     * Instance {@code j}'s feature inputs (10.5) for the single-curve rules (tolerances): its row's loop flag (the atlas's,
     * or its stored length's sign), the atlas's roll flag, the mask repeated {@code copies} times (one per vertex list).
     */
    public DeformFeatures rowFeatureInputs(int j, int copies) {
        if (features().isEmpty()) return DeformFeatures.NONE;
        var row = SplineAtlasDeform.rowFeatures(featureInputs.sanitised(), f(j, "SplineLength"));
        List<Double> m = null;
        if (featureInputs.stretchMask() != null) {
            m = new ArrayList<>();
            for (int c = 0; c < copies; c++) m.addAll(featureInputs.stretchMask());
        }
        return new DeformFeatures(featureInputs.closedLoop() == null ? null : row.closedLoop() ? 1.0 : 0.0,
                featureInputs.bakedRoll(), m);
    }

    @Override
    public List<double[]> instances() {
        return instances.stream().map(double[]::clone).toList();
    }

    private double f(int instance, String name) {
        return instances.get(instance)[LAYOUT.index(name)];
    }

    /** Instance {@code j}'s section 1 inputs in frame 0 (current) or 1 (previous). */
    public SplineDeformInputs splineInputs(int j, int frame) {
        Map<String, Object> m = new LinkedHashMap<>(atlasInputs);
        m.remove(ATLAS_ROW_COUNT);
        m.put("Progress", f(j, frame == 0 ? "Progress" : "PrevProgress"));
        m.put("SplineLength", f(j, "SplineLength"));
        m.put("StretchScale", f(j, frame == 0 ? "StretchScale" : "PrevStretchScale"));
        m.put("SizeScale", f(j, frame == 0 ? "SizeScale" : "PrevSizeScale"));
        return SplineDeformInputs.fromMap(m);
    }

    /** Instance {@code j}'s squash (section 9.2) in frame 0 or 1. */
    public SplineAtlasDeform.Squash squash(int j, int frame) {
        return new SplineAtlasDeform.Squash(vec(j, "VelocityPivotLocalX"), vec(j, "VelocityAxisLocalX"),
                f(j, frame == 0 ? "VelocityStretch" : "PrevVelocityStretch"), Vec3.Y);
    }

    private Vec3 vec(int j, String first) {
        int k = LAYOUT.index(first);
        double[] x = instances.get(j);
        return new Vec3(x[k], x[k + 1], x[k + 2]);
    }

    /** The reference's offsets (section 9.3) of every instance's vertices in frame 0 or 1, instance-major. */
    public List<Vec3> reference(int frame) {
        List<Vec3> out = new ArrayList<>();
        for (int j = 0; j < instances.size(); j++) {
            SplineDeformInputs in = splineInputs(j, frame);
            for (int k = 0; k < vertices.size(); k++) {
                Vec3 x = vertices.get(k);
                out.add(features().isEmpty()
                        ? SplineAtlasDeform.offset(mode, 3, atlas, f(j, "AtlasRow"), in, squash(j, frame), x)
                        : SplineAtlasDeform.offset(mode, 3, atlas, f(j, "AtlasRow"), in, squash(j, frame), x,
                                featureInputs.sanitised(), mask(k)));
            }
        }
        return out;
    }

    /** Instance {@code j}'s row textures (the stored row rounded and clamped, section 9.1). */
    public CurveTextures rowTextures(int j) {
        return atlas.textures(atlas.rowOf(f(j, "AtlasRow")));
    }

    @Override
    public List<Channel> expectedChannels() {
        double[] scale = new double[expected.size()];
        for (int j = 0; j < instances.size(); j++) {
            double l = Math.max(Math.max(Math.abs(f(j, "SplineLength")), 0.001), vec(j, "VelocityPivotLocalX").length());
            for (int k = 0; k < vertices.size(); k++) scale[j * vertices.size() + k] = Math.max(vertices.get(k).length(), l);
        }
        return List.of(new Channel("expected", Rows.of(expected), scale), new Channel("expectedPrev", Rows.of(expectedPrev), scale));
    }
}
