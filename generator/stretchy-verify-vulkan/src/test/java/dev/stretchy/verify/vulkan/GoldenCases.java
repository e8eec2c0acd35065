package dev.stretchy.verify.vulkan;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFiles;
import dev.stretchy.golden.GoldenIo;
import dev.stretchy.golden.Kernel;
import dev.stretchy.verify.Backend;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Comparison;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The committed golden files (the repository's {@code golden/}), and running a backend over them. */
final class GoldenCases {
    private GoldenCases() {}

    static final Path DIR = Path.of("../..", "golden");
    static final List<GoldenCase> COMMITTED = read();

    private static List<GoldenCase> read() {
        try {
            List<GoldenCase> out = new ArrayList<>();
            for (Path f : GoldenFiles.list(DIR)) out.add(GoldenIo.read(f));
            if (out.isEmpty()) throw new IllegalStateException("no golden files in " + DIR.toAbsolutePath());
            return List.copyOf(out);
        } catch (Exception e) {
            throw new IllegalStateException("cannot read the golden files in " + DIR.toAbsolutePath() + ": " + e.getMessage(), e);
        }
    }

    /**
     * The 1.2 deformer cases, without stretchy-math/1.3's features (section 10): {@link #featureCases} are those, run by
     * {@code SectionTenShaderTest} (HLSL) and {@code ThreejsSectionTenTest} (GLSL).
     */
    static List<GoldenCase> deformerCases() {
        return COMMITTED.stream().filter(c -> c.kernel() == Kernel.SplineDeform || c.kernel() == Kernel.VelocityStretch)
                .filter(c -> c.features().isEmpty()).toList();
    }

    /** The deformer cases that need a section 10 feature. */
    static List<GoldenCase> featureCases() {
        return COMMITTED.stream().filter(c -> !c.features().isEmpty()).toList();
    }

    static List<CaseResult> run(Backend b, List<GoldenCase> cases) {
        return cases.stream().map(c -> run(b, c)).toList();
    }

    /** The results of {@code cases} on {@code b} that do not pass, in order. */
    static List<CaseResult> failures(Backend b, List<GoldenCase> cases) {
        return run(b, cases).stream().filter(r -> r.status() != CaseResult.Status.PASS).toList();
    }

    /**
     * The first of {@code cases} that does not pass on {@code b}, in order, or null when all pass: a planted fault
     * needs one case that notices it, and running the rest only repeats that.
     */
    static CaseResult firstFailure(Backend b, List<GoldenCase> cases) {
        for (GoldenCase c : cases) {
            CaseResult r = run(b, c);
            if (r.status() != CaseResult.Status.PASS) return r;
        }
        return null;
    }

    private static CaseResult run(Backend b, GoldenCase c) {
        try {
            return Comparison.compare(c.name() + ".json", c, b.evaluate(c));
        } catch (dev.stretchy.verify.BackendException e) {
            return new CaseResult(c.name() + ".json", c.name(), c.kernel().name(), CaseResult.Status.ERROR, Double.NaN,
                    "", e.getMessage(), 0);
        }
    }
}
