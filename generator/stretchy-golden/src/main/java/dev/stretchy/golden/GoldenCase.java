package dev.stretchy.golden;

import java.util.List;
import java.util.Map;

/**
 * One golden case of {@code stretchy-golden/1}: what goes in, what the reference computed, how close an
 * implementation must come. One record per kernel.
 */
public sealed interface GoldenCase
        permits SplineDeformCase, VelocityStretchCase, SplineBakeCase, VelocityControllerCase, SplineAtlasDeformCase {
    String FORMAT = "stretchy-golden/1";

    Kernel kernel();

    /** A file-name-safe identifier: lower case, digits and dashes. */
    String name();

    /** What the case exercises, for people; may be empty. */
    String description();

    Tolerance tolerance();

    /** The stretchy-math/1.3 features the case needs of an implementation (golden-format.md); none for a 1.2 case. */
    default List<GoldenFeature> features() {
        return List.of();
    }

    /** The compared outputs, in a stable order. */
    List<Channel> expectedChannels();

    static void checkName(String name) {
        if (name == null || !name.matches("[a-z0-9][a-z0-9-]*")) {
            throw new IllegalArgumentException("name must be lower-case letters, digits and dashes: " + name);
        }
    }

    /** A deformer case holds one expected offset per vertex, and a previous frame only with its expected offsets. */
    static void checkOffsets(List<?> vertices, List<?> expected, Map<?, ?> prevInputs, List<?> expectedPrev) {
        if (vertices.isEmpty()) throw new IllegalArgumentException("no vertices");
        if (expected.size() != vertices.size()) throw new IllegalArgumentException("one expected offset per vertex");
        if (prevInputs.isEmpty() != expectedPrev.isEmpty()) {
            throw new IllegalArgumentException("prevInputs and expectedPrev come together");
        }
        if (!expectedPrev.isEmpty() && expectedPrev.size() != vertices.size()) {
            throw new IllegalArgumentException("one expectedPrev offset per vertex");
        }
    }
}
