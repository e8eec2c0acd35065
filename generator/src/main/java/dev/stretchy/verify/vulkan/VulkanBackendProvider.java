package dev.stretchy.verify.vulkan;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.Backend;
import dev.stretchy.verify.BackendProvider;
import dev.stretchy.verify.BackendUnavailableException;

/** Registers {@code --backend vulkan} (META-INF/services). */
public final class VulkanBackendProvider implements BackendProvider {
    @Override
    public String name() {
        return "vulkan";
    }

    @Override
    public Backend open() throws BackendUnavailableException {
        return open(SpecLoader.loadDefault());
    }

    @Override
    public Backend open(Spec spec) throws BackendUnavailableException {
        try {
            return new VulkanBackend(spec);
        } catch (VulkanUnavailableException e) {
            throw new BackendUnavailableException(e.getMessage(), e);
        }
    }
}
