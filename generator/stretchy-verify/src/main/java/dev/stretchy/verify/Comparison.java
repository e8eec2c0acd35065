package dev.stretchy.verify;

import dev.stretchy.golden.Channel;
import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.Tolerance;
import dev.stretchy.golden.ToleranceRules;
import java.util.Locale;
import java.util.Map;

/**
 * Compares a backend's outputs with a case's expected channels, componentwise within
 * {@code abs + rel * scale(row)}; keeps the worst error relative to its allowance and where it is.
 */
public final class Comparison {
    private Comparison() {}

    public static CaseResult compare(String file, GoldenCase c, Map<String, double[][]> actual) {
        // The file's own tolerance and scales, bounded by the spec's rule for its inputs: a file cannot pass garbage
        // by claiming a huge tolerance or a huge input that its scales come from.
        ToleranceRules.Limits limits = ToleranceRules.limits(c);
        Tolerance tol = limits.bound(c.tolerance());
        StringBuilder note = new StringBuilder();
        if (limits.looser(c.tolerance())) {
            note.append(String.format(Locale.ROOT, "the file's tolerance (abs %.3g, rel %.3g) is looser than the spec's "
                    + "rule for its inputs (abs %.3g, rel %.3g); checked with the rule's", c.tolerance().abs(),
                    c.tolerance().rel(), limits.rule().abs(), limits.rule().rel()));
        }
        double worst = 0;
        String where = "";
        String failure = "";
        int compared = 0;
        for (Channel ch : c.expectedChannels()) {
            double[][] got = actual.get(ch.name());
            if (got == null) {
                if (ch.optional()) continue;
                return result(file, c, CaseResult.Status.FAIL, Double.NaN, ch.name(), "the backend produced no " + ch.name(), compared);
            }
            double[][] want = ch.rows();
            Tolerance chTol = limits.forChannel(ch, tol);
            double[] scale = limits.boundScale(ch);
            if (!java.util.Arrays.equals(scale, ch.scale())) {
                note.append(note.length() == 0 ? "" : "; ").append(String.format(Locale.ROOT,
                        "%s: the file's inputs claim a scale beyond what its geometry reaches; capped at %.3g",
                        ch.name(), limits.ceiling(ch.name())));
            }
            if (got.length != want.length) {
                return result(file, c, CaseResult.Status.FAIL, Double.NaN, ch.name(),
                        ch.name() + ": " + got.length + " rows, expected " + want.length, compared);
            }
            for (int i = 0; i < want.length; i++) {
                if (got[i] == null || got[i].length != want[i].length) {
                    return result(file, c, CaseResult.Status.FAIL, Double.NaN, ch.name() + "[" + i + "]",
                            ch.name() + "[" + i + "]: wrong number of components", compared);
                }
                double allowed = chTol.allowed(scale[i]);
                for (int k = 0; k < want[i].length; k++) {
                    double err = Math.abs(got[i][k] - want[i][k]);
                    double ratio = Double.isNaN(err) ? Double.POSITIVE_INFINITY : allowed > 0 ? err / allowed
                            : err == 0 ? 0 : Double.POSITIVE_INFINITY;
                    compared++;
                    if (ratio > worst || (where.isEmpty() && ratio >= worst)) {
                        worst = ratio;
                        where = String.format(Locale.ROOT, "%s[%d][%d]: got %s, want %s, |err| %.3g, allowed %.3g",
                                ch.name(), i, k, got[i][k], want[i][k], err, allowed);
                    }
                }
            }
        }
        if (worst > 1) failure = "worst error " + fmt(worst) + "x its tolerance at " + where;
        String message = note.length() == 0 ? failure : failure.isEmpty() ? "note: " + note : failure + " (note: " + note + ")";
        return result(file, c, failure.isEmpty() ? CaseResult.Status.PASS : CaseResult.Status.FAIL, worst, where, message, compared);
    }

    private static CaseResult result(String file, GoldenCase c, CaseResult.Status s, double worst, String where, String msg,
                                     int compared) {
        return new CaseResult(file, c.name(), c.kernel().name(), s, worst, where, msg, compared);
    }

    static String fmt(double v) {
        return Double.isInfinite(v) ? "inf" : String.format(Locale.ROOT, "%.3g", v);
    }
}
