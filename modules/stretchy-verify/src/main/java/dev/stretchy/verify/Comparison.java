package dev.stretchy.verify;

import dev.stretchy.golden.Channel;
import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.Tolerance;
import java.util.Locale;
import java.util.Map;

/**
 * Compares a backend's outputs with a case's expected channels, componentwise within
 * {@code abs + rel * scale(row)}; keeps the worst error relative to its allowance and where it is.
 */
public final class Comparison {
    private Comparison() {}

    public static CaseResult compare(String file, GoldenCase c, Map<String, double[][]> actual) {
        Tolerance tol = c.tolerance();
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
            double[] scale = ch.scale();
            if (got.length != want.length) {
                return result(file, c, CaseResult.Status.FAIL, Double.NaN, ch.name(),
                        ch.name() + ": " + got.length + " rows, expected " + want.length, compared);
            }
            for (int i = 0; i < want.length; i++) {
                if (got[i] == null || got[i].length != want[i].length) {
                    return result(file, c, CaseResult.Status.FAIL, Double.NaN, ch.name() + "[" + i + "]",
                            ch.name() + "[" + i + "]: wrong number of components", compared);
                }
                double allowed = tol.allowed(scale[i]);
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
        return result(file, c, failure.isEmpty() ? CaseResult.Status.PASS : CaseResult.Status.FAIL, worst, where, failure, compared);
    }

    private static CaseResult result(String file, GoldenCase c, CaseResult.Status s, double worst, String where, String msg,
                                     int compared) {
        return new CaseResult(file, c.name(), c.kernel().name(), s, worst, where, msg, compared);
    }

    static String fmt(double v) {
        return Double.isInfinite(v) ? "inf" : String.format(Locale.ROOT, "%.3g", v);
    }
}
