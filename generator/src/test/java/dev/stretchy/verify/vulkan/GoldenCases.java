package dev.stretchy.verify.vulkan;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenSet;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.Backend;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Comparison;
import java.util.ArrayList;
import java.util.List;

/** The reference's standard golden set (what {@code stretchy golden} writes), and running a backend over it. */
final class GoldenCases {
    private GoldenCases() {}

    static final List<GoldenCase> STANDARD = GoldenSet.standard(SpecLoader.loadDefault());

    static List<GoldenCase> deformerCases() {
        return STANDARD.stream().filter(c -> c.kernel() == dev.stretchy.golden.Kernel.SplineDeform
                || c.kernel() == dev.stretchy.golden.Kernel.VelocityStretch).toList();
    }

    static List<CaseResult> run(Backend b, List<GoldenCase> cases) {
        List<CaseResult> out = new ArrayList<>();
        for (GoldenCase c : cases) {
            try {
                out.add(Comparison.compare(c.name() + ".json", c, b.evaluate(c)));
            } catch (dev.stretchy.verify.BackendException e) {
                out.add(new CaseResult(c.name() + ".json", c.name(), c.kernel().name(), CaseResult.Status.ERROR, Double.NaN,
                        "", e.getMessage(), 0));
            }
        }
        return out;
    }
}
