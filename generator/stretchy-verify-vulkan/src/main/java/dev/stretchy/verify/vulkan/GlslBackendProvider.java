package dev.stretchy.verify.vulkan;

/** Registers {@code --backend vulkan-glsl}, the three.js package's GLSL on the Vulkan device (META-INF/services). */
public final class GlslBackendProvider extends VulkanProvider {
    public static final String NAME = "vulkan-glsl";

    public GlslBackendProvider() {
        super(NAME, VulkanBackend::threejs);
    }
}
