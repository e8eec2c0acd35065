package dev.stretchy.reference;

/**
 * How a texture filter weight {@code phi} reaches the lerp. GPUs may quantise it to 8 bits (D3D, CUDA; Vulkan
 * guarantees only 4, most drivers 8): the reference emulates that to show a golden file's tolerance holds.
 */
public enum WeightMode {
    /** The exact weight (the reference, and a Load()-and-lerp shader). */
    EXACT,
    /** 8 fractional bits, rounded to nearest. */
    ROUND_8BIT,
    /** 8 fractional bits, truncated (the worst case some hardware shows). */
    TRUNCATE_8BIT;

    public double apply(double phi) {
        return switch (this) {
            case EXACT -> phi;
            case ROUND_8BIT -> Math.floor(phi * 256 + 0.5) / 256;
            case TRUNCATE_8BIT -> Math.floor(phi * 256) / 256;
        };
    }
}
