package dev.stretchy.golden;

import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.DeformRange;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.Vec3;
import java.util.Objects;

/**
 * A {@code DeformBounds} document (docs/golden-format.md): the render bound of math spec section 2 step 6 for a
 * mode A bake's textures. Not a golden kernel (no committed file, no tolerance): the C++ math-core check sends it to
 * the driver, which writes it back with {@code expected}, the core's box, in the golden file conventions.
 *
 * @param endExtrapolation the {@code EndExtrapolation} input as the shader reads it (sanitised {@code step(0.5, e)})
 * @param meshRadius       how far the mesh's vertices lie from {@code meshCenterLocal} at most
 * @param expected         the box; null in a request
 */
public record BoundsCase(String name, CurveTextures textures, Vec3 meshCenterLocal, double endExtrapolation,
                         double meshRadius, DeformRange range, SplineBake.Bounds expected) {
    /** The {@code kernel} word of the document. */
    public static final String KERNEL = "DeformBounds";

    public BoundsCase {
        Objects.requireNonNull(name);
        Objects.requireNonNull(textures);
        Objects.requireNonNull(meshCenterLocal);
        Objects.requireNonNull(range);
    }
}
