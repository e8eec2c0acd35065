package dev.stretchy.verify.vulkan;

import dev.stretchy.spec.Spec;
import dev.stretchy.verify.Backend;

/** Registers {@code --backend vulkan-glsl}, the three.js package's GLSL on the Vulkan device (META-INF/services). */
public final class GlslBackendProvider extends VulkanProvider {
    public static final String NAME = "vulkan-glsl";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    Backend create(Spec spec) throws VulkanUnavailableException {
        return VulkanBackend.threejs(spec);
    }
}
