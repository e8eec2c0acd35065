package dev.stretchy.verify.vulkan;

/** Registers {@code --backend vulkan}: the generated .ush files on the Vulkan device (META-INF/services). */
public final class VulkanBackendProvider extends VulkanProvider {
    public static final String NAME = "vulkan";

    public VulkanBackendProvider() {
        super(NAME, VulkanBackend::new);
    }

    /** {@code stretchy bench}: the shader figures on this backend's device. */
    @Override
    public java.util.Optional<dev.stretchy.verify.ShaderBenchmark> benchmark() {
        return java.util.Optional.of(new ShaderBenchReport());
    }
}
