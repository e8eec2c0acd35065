package dev.stretchy.verify.vulkan;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.Backend;
import dev.stretchy.verify.BackendProvider;
import dev.stretchy.verify.BackendUnavailableException;
import java.util.function.Function;

/** What both Vulkan backends share: the default spec, and "no device" reported as an unavailable backend. */
abstract class VulkanProvider implements BackendProvider {
    private final String name;
    private final Function<Spec, Backend> create;

    VulkanProvider(String name, Function<Spec, Backend> create) {
        this.name = name;
        this.create = create;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Backend open() throws BackendUnavailableException {
        return open(SpecLoader.loadDefault());
    }

    @Override
    public final Backend open(Spec spec) throws BackendUnavailableException {
        try {
            return create.apply(spec);
        } catch (VulkanUnavailableException e) {
            throw new BackendUnavailableException(e.getMessage(), e);
        }
    }
}
