package dev.stretchy.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/** The backends {@code verify} knows: the built-in reference plus every {@link BackendProvider} service. */
public final class BackendRegistry {
    private final List<BackendProvider> providers;

    public BackendRegistry(List<BackendProvider> providers) {
        this.providers = List.copyOf(providers);
    }

    public static BackendRegistry standard() {
        List<BackendProvider> l = new ArrayList<>();
        l.add(new ReferenceBackend.Provider());
        for (BackendProvider p : ServiceLoader.load(BackendProvider.class)) {
            if (l.stream().noneMatch(x -> x.name().equals(p.name()))) l.add(p);
        }
        return new BackendRegistry(l);
    }

    public Optional<BackendProvider> find(String name) {
        return providers.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    public List<String> names() {
        return providers.stream().map(BackendProvider::name).toList();
    }
}
