package dev.stretchy.spec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Collects errors while a {@link Shape} binds a document; one per problem, reported in file order. */
final class Binder {
    private final String file;
    private final List<SpecError> errors = new ArrayList<>();

    Binder(String file) {
        this.file = file;
    }

    void error(Location at, String path, String message) {
        errors.add(new SpecError(file, at, path, message));
    }

    void throwIfAny() throws SpecException {
        if (!errors.isEmpty()) {
            List<SpecError> sorted = new ArrayList<>(errors);
            sorted.sort(Comparator.comparingInt((SpecError e) -> e.at().line()).thenComparingInt(e -> e.at().column()));
            throw new SpecException(sorted);
        }
    }
}
