package dev.stretchy.verify;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFeature;
import dev.stretchy.golden.Kernel;
import java.util.Map;
import java.util.Set;

/**
 * Something that computes a golden case's outputs: the Java reference, the generated shaders on a Vulkan device,
 * a compiled C++ core... {@link Verifier} compares what it returns with the case's expected channels.
 */
public interface Backend extends AutoCloseable {
    /** Short name used in reports, e.g. {@code reference}. */
    String name();

    /** Whether this backend computes the kernel; cases of other kernels are reported as skipped. */
    boolean supports(Kernel kernel);

    /**
     * The stretchy-math/1.3 features this backend implements (golden-format.md "features"): a case that needs
     * another is reported as a skip naming it, never compared as if the feature were absent. None by default.
     */
    default Set<GoldenFeature> features() {
        return Set.of();
    }

    /**
     * The actual outputs, keyed by the case's channel names ({@link GoldenCase#expectedChannels()}): for the
     * deformers {@code expected} and {@code expectedPrev} (one {x,y,z} row per vertex); for the bake
     * {@code SplineLength}, {@code PositionTexture}, {@code TangentTexture} and optionally {@code samples.*}; for the
     * controller {@code axis}, {@code sPar}, {@code sPerp}, {@code sNormal}, {@code pivot} (one row per frame).
     *
     * @throws BackendException when this case cannot be run (reported as an error for the case)
     */
    Map<String, double[][]> evaluate(GoldenCase c) throws BackendException;

    @Override
    default void close() {}
}
