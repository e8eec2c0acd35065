package dev.stretchy.golden;

import java.util.List;

/**
 * One golden case of {@code stretchy-golden/1}: what goes in, what the reference computed, how close an
 * implementation must come. One record per kernel.
 */
public sealed interface GoldenCase
        permits SplineDeformCase, VelocityStretchCase, SplineBakeCase, VelocityControllerCase {
    String FORMAT = "stretchy-golden/1";

    Kernel kernel();

    /** A file-name-safe identifier: lower case, digits and dashes. */
    String name();

    /** What the case exercises, for people; may be empty. */
    String description();

    Tolerance tolerance();

    /** The compared outputs, in a stable order. */
    List<Channel> expectedChannels();

    static void checkName(String name) {
        if (name == null || !name.matches("[a-z0-9][a-z0-9-]*")) {
            throw new IllegalArgumentException("name must be lower-case letters, digits and dashes: " + name);
        }
    }
}
