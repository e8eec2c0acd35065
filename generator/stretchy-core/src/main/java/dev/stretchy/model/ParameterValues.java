package dev.stretchy.model;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecParameters;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The catalogue's numeric parameters with the spec's values, for the templates' per-parameter macros: a row (its
 * spellings, range and sentence) and its number.
 *
 * @param numbers qualified catalogue name → the spec's value
 */
public record ParameterValues(Map<String, Double> numbers) {
    public ParameterValues {
        numbers = Map.copyOf(numbers);
    }

    /** One row and the spec's value of it. */
    public record Value(Parameter row, double number) {}

    public static ParameterValues of(Spec spec) {
        Map<String, Double> m = new LinkedHashMap<>();
        SpecParameters.of(spec).values().forEach((name, v) -> {
            if (v instanceof Number n) m.put(name, n.doubleValue());
        });
        return new ParameterValues(m);
    }

    /** The row {@code qualified} ({@code controller.k}) with the spec's number; an unknown or non-numeric one fails. */
    public Value value(String qualified) {
        Double n = numbers.get(qualified);
        if (n == null) throw new IllegalArgumentException(qualified + " is no numeric spec parameter");
        return new Value(Catalogue.get(qualified), n);
    }
}
