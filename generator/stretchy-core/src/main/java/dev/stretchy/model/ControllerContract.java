package dev.stretchy.model;

import dev.stretchy.spec.Ease;
import dev.stretchy.spec.VelocityStretchSpec;
import java.util.List;

/**
 * The velocity controller's constants, each named once: the field of the C++ settings struct, the key of the
 * TypeScript parameters and the golden file's channel (the committed golden files fix those names). One table
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
     * One constant. {@code kind} says how it is stored and read: {@code number} (a double everywhere), {@code ease}
     * (a C++ flag that is true for {@code flagWord}, a word in TypeScript and the golden file), {@code dimensions}
     * (a C++ flag for 2, a number in TypeScript, a top-level golden field) or {@code vector} (C++ and golden only).
     *
     * @param golden the golden channel, e.g. {@code smoothing}
     * @param cpp    the settings struct's field, e.g. {@code SmoothingSeconds}
     * @param ts     the TypeScript key, e.g. {@code smoothingTau}; empty when TypeScript has no such parameter
     * @param doc    the struct field's comment; empty for none
     */
    public record ControllerParameter(String golden, String cpp, String ts, String kind, String doc, double number,
                                      String word, String flagWord, boolean flag, double[] vector) {
        @Override
        public double[] vector() {
            return vector.clone();
        }
    }

    public static ControllerContract of(VelocityStretchSpec v) {
        var im = v.impact();
        return new ControllerContract(List.of(
                number("k", "StretchPerSpeed", "k", "Stretch per m/s of speed.", v.k()),
                number("maxStretch", "MaxStretch", "maxStretch", "", v.maxStretch()),
                number("smoothing", "SmoothingSeconds", "smoothingTau", "Smoothing time constant in seconds; 0 is immediate.",
                        v.smoothingTau()),
                number("impactStrength", "ImpactStrength", "impactStrength", "", im.strength()),
                number("minSquash", "MinSquash", "minSquash", "", im.minSquash()),
                number("maxImpactSpeed", "MaxImpactSpeed", "maxImpactSpeed", "Approach speed in m/s that gives the full squash.",
                        im.maxImpactSpeed()),
                number("recoverSeconds", "RecoverSeconds", "recoverSeconds", "", im.recoverSeconds()),
                new ControllerParameter("ease", "bSpringRecovery", "ease", "ease",
                        "Spring ease (slight overshoot) instead of the exponential one.", 0, im.ease().word(),
                        Ease.SPRING.word(), im.ease() == Ease.SPRING, new double[0]),
                number("springDamping", "SpringDamping", "springDamping", "Damping ratio of the spring ease, in (0, 1).",
                        im.springDamping()),
                new ControllerParameter("dimensions", "bTwoDimensional", "dimensions", "dimensions",
                        "Sprites: the perpendicular scale is 1/s on the in-plane axis and 1 on the plane normal.",
                        v.dimensions(), "", "", v.dimensions() == 2, new double[0]),
                new ControllerParameter("planeNormal", "PlaneNormal", "", "vector",
                        "Normal of the sprite plane (2D only), in the velocity's space; velocity along it is ignored.", 0, "",
                        "", false, new double[] {0, 1, 0})), OUTPUTS);
    }

    /** The parameter of a golden channel; an unknown name fails generation. */
    public ControllerParameter parameter(String golden) {
        return parameters.stream().filter(p -> p.golden().equals(golden)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the velocity controller has no constant " + golden));
    }

    private static ControllerParameter number(String golden, String cpp, String ts, String doc, double value) {
        return new ControllerParameter(golden, cpp, ts, "number", doc, value, "", "", false, new double[0]);
    }
}
