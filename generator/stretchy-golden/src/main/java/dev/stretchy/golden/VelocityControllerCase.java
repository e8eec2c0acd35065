package dev.stretchy.golden;

import dev.stretchy.reference.ControllerFrame;
import dev.stretchy.reference.ControllerOutput;
import dev.stretchy.reference.ControllerParams;
import java.util.List;
import java.util.Objects;

/**
 * A controller case: constants (in the case's units), a frame series, and the reference outputs per frame.
 *
 * @param units how lengths and times are measured, e.g. {@code "cm, s"}; speeds and constants use the same units
 */
public record VelocityControllerCase(String name, String description, ControllerParams params, String units,
                                     List<ControllerFrame> frames, List<ControllerOutput> expected,
                                     Tolerance tolerance) implements GoldenCase {
    public VelocityControllerCase {
        GoldenCase.checkName(name);
        Objects.requireNonNull(description);
        Objects.requireNonNull(params);
        Objects.requireNonNull(units);
        Objects.requireNonNull(tolerance);
        frames = List.copyOf(frames);
        expected = List.copyOf(expected);
        if (frames.isEmpty()) throw new IllegalArgumentException("no frames");
        if (expected.size() != frames.size()) throw new IllegalArgumentException("one expected output per frame");
    }

    @Override
    public Kernel kernel() {
        return Kernel.VelocityController;
    }

    @Override
    public List<Channel> expectedChannels() {
        return channels(expected);
    }

    /** A controller series as the compared channels; backends report what they compute in the same layout. */
    public static List<Channel> channels(List<ControllerOutput> outputs) {
        int n = outputs.size();
        double[][] axis = new double[n][];
        double[][] sPar = new double[n][];
        double[][] sPerp = new double[n][];
        double[][] sNormal = new double[n][];
        double[][] pivot = new double[n][];
        for (int i = 0; i < n; i++) {
            ControllerOutput o = outputs.get(i);
            axis[i] = o.axis().toArray();
            sPar[i] = new double[] {o.sPar()};
            sPerp[i] = new double[] {o.sPerp()};
            sNormal[i] = new double[] {o.sNormal()};
            pivot[i] = o.pivot().toArray();
        }
        double[] one = Rows.constant(n, 1);
        return List.of(new Channel("axis", axis, one), new Channel("sPar", sPar, one),
                new Channel("sPerp", sPerp, one), new Channel("sNormal", sNormal, one),
                new Channel("pivot", pivot, Rows.norms(pivot)));
    }

    /** The same channels keyed by name, the shape {@code Backend.evaluate} returns. */
    public static java.util.Map<String, double[][]> outputs(List<ControllerOutput> outputs) {
        java.util.Map<String, double[][]> m = new java.util.LinkedHashMap<>();
        for (Channel c : channels(outputs)) m.put(c.name(), c.rows());
        return m;
    }
}
