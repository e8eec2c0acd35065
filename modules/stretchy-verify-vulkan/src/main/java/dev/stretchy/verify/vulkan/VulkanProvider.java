package dev.stretchy.verify.vulkan;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.Backend;
import dev.stretchy.verify.BackendProvider;
import dev.stretchy.verify.BackendUnavailableException;

/** What both Vulkan backends share: the default spec, and "no device" reported as an unavailable backend. */
abstract class VulkanProvider implements BackendProvider {
    @Override
    public final Backend open() throws BackendUnavailableException {
        return open(SpecLoader.loadDefault());
    }

    @Override
    public final Backend open(Spec spec) throws BackendUnavailableException {
        try {
            return create(spec);
        } catch (VulkanUnavailableException e) {
            throw new BackendUnavailableException(e.getMessage(), e);
        }
    }

    abstract Backend create(Spec spec) throws VulkanUnavailableException;
}
