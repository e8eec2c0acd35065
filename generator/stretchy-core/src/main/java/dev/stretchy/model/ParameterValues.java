package dev.stretchy.model;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecParameters;
import java.util.ArrayList;
import java.util.List;

/**
 * The catalogue's numeric parameters with the spec's values, for the templates' per-parameter macros: a row (its
 * spellings, range and sentence) and its number. A template reaches them by the spec record that declares them
 * ({@link #at}), in spec order, so it names a section of settings and never a parameter.
 *
 * @param values every numeric spec parameter, in spec order
 */
public record ParameterValues(List<Value> values) {
    public ParameterValues {
        values = List.copyOf(values);
    }

    /**
     * One row ({@code qualified}: {@code controller.k}), the spec's value of it and the spec record that declares it
     * ({@code velocityStretch.impact}).
     */
    public record Value(String qualified, Parameter row, double number, String record) {
        /** Whether the row matters only when another row holds a word. */
        public boolean conditional() {
            return !row.when().always();
        }
    }

    public static ParameterValues of(Spec spec) {
        SpecParameters p = SpecParameters.of(spec);
        List<Value> out = new ArrayList<>();
        p.values().forEach((name, v) -> {
            if (v instanceof Number n) out.add(new Value(name, Catalogue.get(name), n.doubleValue(), p.records().get(name)));
        });
        return new ParameterValues(out);
    }

    /**
     * The numbers the spec record {@code record} declares itself ({@code splineDeform}, {@code velocityStretch.impact};
     * not its nested records'), in spec order, less those a target holds as a flag ({@code dimensions}): one section
     * of a component's settings. An empty section is an error, so a renamed spec record cannot silently drop its
     * settings from a template.
     */
    public List<Value> at(String record) {
        List<Value> section = values.stream()
                .filter(v -> v.record().equals(record) && v.row().cppFlagWhen().isEmpty()).toList();
        if (section.isEmpty()) throw new IllegalArgumentException("no spec record " + record + " declares a numeric parameter");
        return section;
    }

    /** The row {@code qualified} ({@code controller.k}) with the spec's number; an unknown or non-numeric one fails. */
    public Value value(String qualified) {
        return values.stream().filter(v -> v.qualified().equals(qualified)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(qualified + " is no numeric spec parameter"));
    }
}
