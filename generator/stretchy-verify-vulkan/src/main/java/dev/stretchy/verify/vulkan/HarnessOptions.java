package dev.stretchy.verify.vulkan;

import dev.stretchy.reference.WeightMode;
import java.util.Objects;

/**
 * Variants of the Unreal harness around an unchanged shader (the Common.ush stand-in, not the generated code).
 *
 * @param countFetches count the texture fetches each evaluation executes (benchmark)
 * @param weights      how {@code Texture2DSampleLevel} weights its two texels: {@link WeightMode#EXACT} leaves
 *                     filtering to the device's sampler as Common.ush does (lavapipe: float weights); the 8-bit modes
 *                     load and lerp with the weight quantised as many GPUs quantise it
 */
public record HarnessOptions(boolean countFetches, WeightMode weights) {
    public static final HarnessOptions STANDARD = new HarnessOptions(false, WeightMode.EXACT);

    public HarnessOptions {
        Objects.requireNonNull(weights);
    }

    public HarnessOptions withCountFetches() {
        return new HarnessOptions(true, weights);
    }

    public HarnessOptions withWeights(WeightMode w) {
        return new HarnessOptions(countFetches, w);
    }
}
