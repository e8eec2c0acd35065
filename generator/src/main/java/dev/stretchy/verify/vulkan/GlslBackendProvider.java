package dev.stretchy.verify.vulkan;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.Backend;
import dev.stretchy.verify.BackendProvider;
import dev.stretchy.verify.BackendUnavailableException;

/** Registers {@code --backend vulkan-glsl}, the three.js package's GLSL on the Vulkan device (META-INF/services). */
public final class GlslBackendProvider implements BackendProvider {
    public static final String NAME = "vulkan-glsl";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Backend open() throws BackendUnavailableException {
        return open(SpecLoader.loadDefault());
    }

    @Override
    public Backend open(Spec spec) throws BackendUnavailableException {
        try {
            return VulkanBackend.threejs(spec);
        } catch (VulkanUnavailableException e) {
            throw new BackendUnavailableException(e.getMessage(), e);
        }
    }
}
