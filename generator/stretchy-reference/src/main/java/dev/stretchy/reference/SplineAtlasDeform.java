package dev.stretchy.reference;

import dev.stretchy.contract.Orientation;
import java.util.Map;

/**
 * The curve-atlas deformer of deformer-math.md section 9.3, a thin layer over the two deformers: the instance's
 * velocity squash on the rest vertex (section 5, {@code sPerp} derived from {@code sPar} as section 9.2 says), then
 * the spline deformer (section 1) of the squashed vertex on the instance's atlas row. Returns the local-space offset.
 */
public final class SplineAtlasDeform {
    private SplineAtlasDeform() {}

    /** One instance's squash (section 9.2): pivot, axis and the unsanitised {@code sPar}; in 2D the plane normal. */
    public record Squash(Vec3 pivot, Vec3 axis, double stretch, Vec3 planeNormal) {
        public static final Squash IDENTITY = new Squash(Vec3.ZERO, Vec3.Z, 1, Vec3.Y);

        /** The section 5 inputs with the derived perpendicular scale. */
        public VelocityDeformInputs inputs(int dimensions) {
            double sPar = Math.max(stretch, 0.01);
            return new VelocityDeformInputs(pivot, axis, stretch, dimensions == 2 ? 1 / sPar : 1 / Math.sqrt(sPar),
                    planeNormal);
        }
    }

    /**
     * @param spline the instance's section 1 inputs ({@code SplineLength} its row's length; the texture inputs of the
     *               single-curve deformer are replaced by the row)
     * @param atlasRow the stored row float (rounded and clamped here)
     */
    public static Vec3 offset(Orientation mode, int dimensions, CurveAtlas atlas, double atlasRow, SplineDeformInputs spline,
                              Squash squash, Vec3 x) {
        Vec3 squashOffset = VelocityDeform.offset(squash.inputs(dimensions), x, dimensions);
        Vec3 squashed = x.add(squashOffset);
        return squashOffset.add(SplineDeform.offset(mode, spline, atlas.textures(atlas.rowOf(atlasRow)), squashed));
    }

    /**
     * The 1.3 features on the atlas (10.5): {@code features} the atlas's sanitised {@code ClosedLoop} (every row a loop) and
     * {@code BakedRoll}; a row is also a closed loop where its instance's {@code SplineLength} is negative (the row's
     * flag travels with its length, {@link #rowFeatures}); {@code mask} the rest vertex's stretch mask weight.
     */
    public static Vec3 offset(Orientation mode, int dimensions, CurveAtlas atlas, double atlasRow, SplineDeformInputs spline,
                              Squash squash, Vec3 x, SplineFeatures features, double mask) {
        Vec3 squashOffset = VelocityDeform.offset(squash.inputs(dimensions), x, dimensions);
        Vec3 squashed = x.add(squashOffset);
        SplineDeform.Prepared d = SplineDeform.prepare(mode, rowInputs(spline), atlas.textures(atlas.rowOf(atlasRow)),
                WeightMode.EXACT, rowFeatures(features, spline.splineLength()));
        return squashOffset.add(d.offset(squashed, mask));
    }

    /** A row's features: the atlas's, closed also where the stored length is negative (section 10.5). */
    public static SplineFeatures rowFeatures(SplineFeatures atlas, double storedLength) {
        return new SplineFeatures(atlas.closedLoop() || storedLength < 0, atlas.bakedRoll());
    }

    /** The section 1 inputs of a row: the stored length's magnitude (its sign is the row's loop flag). */
    public static SplineDeformInputs rowInputs(SplineDeformInputs spline) {
        Map<String, Object> m = spline.toMap();
        m.put("SplineLength", Math.abs(spline.splineLength()));
        return SplineDeformInputs.fromMap(m);
    }
}
