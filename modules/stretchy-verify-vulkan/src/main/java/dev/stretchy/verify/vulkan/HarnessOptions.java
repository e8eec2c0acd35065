package dev.stretchy.verify.vulkan;

/**
 * Variants of the harness around an unchanged shader.
 *
 * @param swapFrames   feed the current-frame node the previous-frame values and vice versa (a wiring mutant)
 * @param countFetches count the texture fetches each evaluation executes (benchmark)
 * @param filter       how {@code Texture2DSampleLevel} filters
 */
public record HarnessOptions(boolean swapFrames, boolean countFetches, Filter filter) {
    public static final HarnessOptions STANDARD = new HarnessOptions(false, false, Filter.HARDWARE);

    /** Texture filtering. */
    public enum Filter {
        /** The device's bilinear filter (lavapipe: float weights). */
        HARDWARE,
        /** Load-and-lerp with the weight rounded to 8 fractional bits, as many GPUs filter. */
        ROUND_8BIT,
        /** Load-and-lerp with the weight truncated to 8 fractional bits, the worst case some hardware shows. */
        TRUNCATE_8BIT
    }

    public HarnessOptions {
        java.util.Objects.requireNonNull(filter);
    }

    public HarnessOptions withSwapFrames() {
        return new HarnessOptions(true, countFetches, filter);
    }

    public HarnessOptions withCountFetches() {
        return new HarnessOptions(swapFrames, true, filter);
    }

    public HarnessOptions withFilter(Filter f) {
        return new HarnessOptions(swapFrames, countFetches, f);
    }
}
