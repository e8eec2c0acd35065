package dev.stretchy.model;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.ForwardAxis;
import dev.stretchy.contract.Parameter;
import dev.stretchy.contract.Worded;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecParameters;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The catalogue's spec parameters with the spec's values, for the templates' per-parameter macros: a row (its
 * spellings, range, sentence and setting) and its value, of any kind (number, integer, flag, word, vector). A
 * template reaches them by the spec record that declares them ({@link #at}), in spec order, so it names a section of
 * settings and never a parameter.
 *
 * @param values every spec parameter, in spec order
 */
public record ParameterValues(List<Value> values) {
    public ParameterValues {
        values = List.copyOf(values);
    }

    /**
     * One row ({@code qualified}: {@code controller.k}), the spec's value of it (a Double, Integer, Boolean or word
     * enum) and the spec record that declares it ({@code velocityStretch.impact}).
     */
    public record Value(String qualified, Parameter row, Object value, String record) {
        public Value {
            Objects.requireNonNull(value, qualified);
        }

        /** Whether the row matters only when another row holds a word. */
        public boolean conditional() {
            return !row.when().always();
        }

        /**
         * The setting field of the word this row's condition reads ({@code RecoveryEase} for {@code springDamping}, which
         * matters with the spring ease): the row {@code when.parameter} of this row's group.
         */
        public String conditionField() {
            if (!conditional()) throw new IllegalStateException(qualified + " always matters");
            return conditionRow().setting().field();
        }

        /** The row of this row's group that its condition reads. */
        private Parameter conditionRow() {
            return Catalogue.get(group(qualified) + row.when().parameter());
        }

        /** The setting's sentence, capitalised and ending in a full stop: the comment and tooltip of every target. */
        public String sentence() {
            String s = row.setting().doc();
            s = s.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + s.substring(1);
            return s.endsWith(".") ? s : s + ".";
        }

        /** Whether the row this one's condition reads is held as a flag (an editor then shows this row while it is on). */
        public boolean conditionOnFlag() {
            return conditional() && conditionRow().settingFlag();
        }

        /** How the component setting holds it: the row's kind, but {@code flag} for an integer held as one ({@code dimensions}). */
        public String settingKind() {
            return row.settingFlag() ? "flag" : kind();
        }

        /** The row's kind: {@code number}, {@code integer}, {@code flag}, {@code word} or {@code vector}. */
        public String kind() {
            return row.type().word();
        }

        /** A number's or an integer's value. */
        public double number() {
            if (value instanceof Number n) return n.doubleValue();
            throw new IllegalStateException(qualified + " is a " + kind() + ", not a number");
        }

        /** A flag's value; for an integer held as a flag, whether it is the value that sets it. */
        public boolean flag() {
            if (value instanceof Boolean b) return b;
            if (row.settingFlag() && value instanceof Number n) return Long.toString(n.longValue()).equals(row.cppFlagWhen());
            throw new IllegalStateException(qualified + " is a " + kind() + ", not a flag");
        }

        /** A word's spelling in spec files ({@code exponential}). */
        public String word() {
            if (value instanceof Worded w) return w.word();
            throw new IllegalStateException(qualified + " is a " + kind() + ", not a word");
        }

        /** A vector's components in the spec's frame (Unreal's: X forward, Z up); a forward axis word is its unit vector. */
        public double[] vector() {
            if (value instanceof ForwardAxis a) return a.vector();
            if (value instanceof double[] d) return d.clone();
            throw new IllegalStateException(qualified + " is a " + kind() + ", not a vector");
        }
    }

    public static ParameterValues of(Spec spec) {
        SpecParameters p = SpecParameters.of(spec);
        List<Value> out = new ArrayList<>();
        p.values().forEach((name, v) -> out.add(new Value(name, Catalogue.get(name), v, p.records().get(name))));
        return new ParameterValues(out);
    }

    /**
     * The parameters the spec record {@code record} declares itself ({@code splineDeform}, {@code velocityStretch.impact};
     * not its nested records'), in spec order, less a number a target holds as a flag ({@code dimensions}): one section
     * of a component's settings. An empty section is an error, so a renamed spec record cannot silently drop its
     * settings from a template.
     */
    public List<Value> at(String record) {
        List<Value> section = values.stream().filter(v -> v.record().equals(record))
                .filter(v -> v.row().type() != Parameter.Type.INTEGER || v.row().cppFlagWhen().isEmpty()).toList();
        if (section.isEmpty()) throw new IllegalArgumentException("no spec record " + record + " declares a parameter");
        return section;
    }

    /**
     * The settings of {@code record}'s integers held as a flag ({@code velocityStretch}: {@code dimensions}, the
     * component's {@code bTwoDimensional}), each followed by the rows of its group that matter only under it (the
     * plane normal, with the contract's value): one section of a component's settings. An empty one is an error.
     */
    public List<Value> flagged(String record) {
        List<Value> section = new ArrayList<>();
        for (Value v : values) {
            if (!v.record().equals(record) || v.row().type() != Parameter.Type.INTEGER || !v.row().settingFlag()) continue;
            section.add(v);
            String group = group(v.qualified());
            for (String name : Catalogue.names()) {
                Parameter row = Catalogue.get(name);
                if (!name.startsWith(group) || !row.when().parameter().equals(v.row().name())) continue;
                Object value = row.fromSpec() ? value(name).value() : row.fixed();
                section.add(new Value(name, row, value, record));
            }
        }
        if (section.isEmpty()) throw new IllegalArgumentException("no spec record " + record + " declares a number held as a flag");
        return section;
    }

    /** The group of a qualified row name with its dot ({@code controller.} for {@code controller.k}). */
    private static String group(String qualified) {
        return qualified.substring(0, qualified.indexOf('.') + 1);
    }

    /** The row {@code qualified} ({@code controller.k}) with the spec's value; one no spec field gives fails. */
    public Value value(String qualified) {
        return values.stream().filter(v -> v.qualified().equals(qualified)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(qualified + " is no spec parameter"));
    }
}
