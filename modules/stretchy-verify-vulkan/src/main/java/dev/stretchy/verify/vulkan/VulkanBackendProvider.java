package dev.stretchy.verify.vulkan;

import dev.stretchy.spec.Spec;
import dev.stretchy.verify.Backend;

/** Registers {@code --backend vulkan}: the generated .ush files on the Vulkan device (META-INF/services). */
public final class VulkanBackendProvider extends VulkanProvider {
    public static final String NAME = "vulkan";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    Backend create(Spec spec) throws VulkanUnavailableException {
        return new VulkanBackend(spec);
    }
}
