package dev.stretchy.verify.vulkan;

/** Registers {@code --backend vulkan}: the generated .ush files on the Vulkan device (META-INF/services). */
public final class VulkanBackendProvider extends VulkanProvider {
    public static final String NAME = "vulkan";

    public VulkanBackendProvider() {
        super(NAME, VulkanBackend::new);
    }
}
