package dev.stretchy.verify;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFeature;
import dev.stretchy.golden.GoldenFormatException;
import dev.stretchy.golden.GoldenIo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs every golden file of a directory through a backend. Malformed files are reported, not fatal to the rest. */
public final class Verifier {
    private final Backend backend;

    public Verifier(Backend backend) {
        this.backend = backend;
    }

    public List<CaseResult> verify(List<Path> files) {
        List<CaseResult> results = new ArrayList<>();
        for (Path f : files) results.add(verify(f));
        return results;
    }

    public CaseResult verify(Path file) {
        String shown = file.getFileName().toString();
        GoldenCase c;
        try {
            c = GoldenIo.read(file);
        } catch (GoldenFormatException e) {
            return new CaseResult(shown, shown, "", CaseResult.Status.MALFORMED, Double.NaN, e.field(), e.getMessage(), 0);
        } catch (RuntimeException e) {
            // A reader bug must not end the whole run: report the file as unreadable, on one line.
            return new CaseResult(shown, shown, "", CaseResult.Status.MALFORMED, Double.NaN, "",
                    shown + ": could not be read (" + String.valueOf(e.getMessage()).lines().findFirst().orElse("") + ")", 0);
        }
        if (!backend.supports(c.kernel())) {
            return new CaseResult(shown, c.name(), c.kernel().name(), CaseResult.Status.SKIP, Double.NaN, "",
                    "backend " + backend.name() + " does not compute " + c.kernel().name(), 0);
        }
        List<String> missing = c.features().stream().filter(f -> !backend.features().contains(f)).map(GoldenFeature::word).toList();
        if (!missing.isEmpty()) {
            return new CaseResult(shown, c.name(), c.kernel().name(), CaseResult.Status.SKIP, Double.NaN, "",
                    "backend " + backend.name() + " does not implement " + String.join(", ", missing)
                            + " (deformer-math.md section 10)", 0);
        }
        try {
            return Comparison.compare(shown, c, backend.evaluate(c));
        } catch (BackendException | RuntimeException e) {
            return new CaseResult(shown, c.name(), c.kernel().name(), CaseResult.Status.ERROR, Double.NaN, "",
                    backend.name() + " could not run the case: " + e.getMessage(), 0);
        }
    }
}
