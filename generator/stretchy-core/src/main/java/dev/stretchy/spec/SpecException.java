package dev.stretchy.spec;

import java.util.List;
import java.util.stream.Collectors;

/** A spec that cannot be used; carries every error found, in file order. */
public final class SpecException extends Exception {
    private final List<SpecError> errors;

    public SpecException(List<SpecError> errors) {
        super(errors.stream().map(SpecError::format).collect(Collectors.joining("\n")));
        this.errors = List.copyOf(errors);
    }

    public List<SpecError> errors() {
        return errors;
    }
}
