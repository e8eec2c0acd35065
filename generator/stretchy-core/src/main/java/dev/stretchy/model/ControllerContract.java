package dev.stretchy.model;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import dev.stretchy.contract.Worded;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecParameters;
import java.util.List;

/**
 * The velocity controller's constants with the spec's values: names, kinds and sentences from the catalogue's
 * controller rows, values from the spec fields that name those rows. One table
 * renders the math core's settings struct, the TypeScript defaults and the plugin's golden reader, which also reads
 * the expected outputs through {@link #outputs}.
 *
 * @param parameters in the order of the settings struct, the TypeScript parameters and the golden reader
 * @param outputs    the golden file's expected channels per frame, in the order the reader compares them
 */
public record ControllerContract(List<ControllerParameter> parameters, List<ControllerOutput> outputs) {
    public ControllerContract {
        parameters = List.copyOf(parameters);
        outputs = List.copyOf(outputs);
    }

    /**
     * One expected channel of a VelocityController golden frame and the field of the math core's output it checks.
     *
     * @param vector   three components (else one number)
     * @param relative compared relative to the expected vector's length (else absolute, for unit-scale values)
     */
    public record ControllerOutput(String golden, String cpp, boolean vector, boolean relative) {}

    /** The controller's golden channels; the committed golden files fix the names. */
    static final List<ControllerOutput> OUTPUTS = List.of(
            new ControllerOutput("axis", "Axis", true, false),
            new ControllerOutput("sPar", "ParallelScale", false, false),
            new ControllerOutput("sPerp", "PerpScale", false, false),
            new ControllerOutput("sNormal", "NormalScale", false, false),
            new ControllerOutput("pivot", "Pivot", true, true));

    /**
     * One constant, as its catalogue row ({@link Catalogue#CONTROLLER}) and the spec's value. {@code kind} is the
     * row's type word and says how it is stored and read: {@code number} (a double everywhere), {@code word} (a C++
     * flag that is true for {@code flagWord}, a word in TypeScript and the golden file), {@code integer} (a C++ flag
     * for {@code flagWord}, a number in TypeScript) or {@code vector} (C++ and golden only).
     *
     * @param golden the golden channel, e.g. {@code smoothing}
     * @param cpp    the settings struct's field, e.g. {@code SmoothingSeconds}
     * @param ts     the TypeScript key, e.g. {@code smoothingTau}; empty when TypeScript has no such parameter
     * @param doc    the struct field's comment
     * @param atCaseTop whether a golden case holds it at its top level rather than in {@code inputs.constants}
     *                  ({@link Catalogue#atCaseTop})
     * @param setting   the component setting the settings copy reads it from ({@code RecoveryEase} for the ease)
     */
    public record ControllerParameter(String golden, String cpp, String ts, String kind, String doc, double number,
                                      String word, String flagWord, boolean flag, double[] vector, boolean atCaseTop,
                                      String setting) {
        @Override
        public double[] vector() {
            return vector.clone();
        }

        static ControllerParameter of(Parameter row, SpecParameters spec) {
            double[] fixed = row.fixed();
            Object v = row.fromSpec() ? spec.get("controller." + row.name()) : null;
            String word = v instanceof Worded w ? w.word() : "";
            double number = v instanceof Number n ? n.doubleValue() : 0;
            String asText = v instanceof Worded ? word : v instanceof Number n ? Long.toString(n.longValue()) : "";
            return new ControllerParameter(row.golden(), row.cpp(), row.ts(), row.type().word(), row.doc(), number, word,
                    row.cppFlagWhen(), !row.cppFlagWhen().isEmpty() && row.cppFlagWhen().equals(asText),
                    row.type() == Parameter.Type.VECTOR ? fixed : new double[0], Catalogue.atCaseTop(row),
                    row.setting().field());
        }
    }

    public static ControllerContract of(Spec spec) {
        SpecParameters values = SpecParameters.of(spec);
        return new ControllerContract(Catalogue.CONTROLLER.stream().map(r -> ControllerParameter.of(r, values)).toList(),
                OUTPUTS);
    }

    /** The parameter of a golden channel; an unknown name fails generation. */
    public ControllerParameter parameter(String golden) {
        return parameters.stream().filter(p -> p.golden().equals(golden)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the velocity controller has no constant " + golden));
    }
}
