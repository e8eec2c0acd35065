package dev.stretchy.verify.vulkan;

/** One descriptor binding of a compute dispatch. */
public sealed interface ComputeResource {
    /** A storage buffer of floats; {@code output} buffers are read back after the dispatch. */
    record Buffer(int binding, float[] data, boolean output) implements ComputeResource {
        public Buffer {
            if (binding < 0 || data.length == 0) throw new IllegalArgumentException("bad buffer at binding " + binding);
            data = data.clone();
        }

        @Override
        public float[] data() {
            return data.clone();
        }
    }

    /**
     * An RGBA32F texture with its own sampler, created as the bake creates it (PF_A32B32G32R32F, one mip,
     * TF_Bilinear, TA_Clamp): linear min/mag filtering, clamp-to-edge addressing, normalised coordinates.
     */
    record Texture(int imageBinding, int samplerBinding, int width, int height, float[] rgba) implements ComputeResource {
        public Texture {
            if (width < 1 || height < 1 || rgba.length != 4 * width * height) {
                throw new IllegalArgumentException("texture data is not " + width + "x" + height + " RGBA");
            }
            if (imageBinding == samplerBinding) throw new IllegalArgumentException("image and sampler share a binding");
            rgba = rgba.clone();
        }

        @Override
        public float[] rgba() {
            return rgba.clone();
        }
    }

    /**
     * An RGBA32F texture bound as one combined image sampler (GLSL's {@code sampler2D}), nearest filtering and
     * clamp-to-edge as the three.js bake's DataTextures are; the GLSL reads it with {@code texelFetch}, which no sampler
     * state affects.
     */
    record CombinedTexture(int binding, int width, int height, float[] rgba) implements ComputeResource {
        public CombinedTexture {
            if (width < 1 || height < 1 || rgba.length != 4 * width * height) {
                throw new IllegalArgumentException("texture data is not " + width + "x" + height + " RGBA");
            }
            rgba = rgba.clone();
        }

        @Override
        public float[] rgba() {
            return rgba.clone();
        }
    }
}
