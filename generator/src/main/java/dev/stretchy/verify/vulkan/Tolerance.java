package dev.stretchy.verify.vulkan;

/** Spec §6: a float32 result passes a vertex when each component is within {@code abs + rel * max(|x|, L)}. */
final class Tolerance {
    private Tolerance() {}

    static CaseResult compare(KernelCase c, double[][] current, double[][] previous) {
        double worstRatio = 0;
        double worstError = 0;
        String where = "-";
        String[] axis = {"x", "y", "z"};
        int frames = c.expectedPrev() != null && previous != null ? 2 : 1;
        for (int f = 0; f < frames; f++) {
            double[][] want = f == 0 ? c.expected() : c.expectedPrev();
            double[][] got = f == 0 ? current : previous;
            for (int i = 0; i < want.length; i++) {
                double allowed = c.absTol() + c.relTol() * c.scale(i, f == 1);
                for (int k = 0; k < 3; k++) {
                    double err = Math.abs(got[i][k] - want[i][k]);
                    double ratio = Double.isNaN(err) ? Double.POSITIVE_INFINITY : allowed > 0 ? err / allowed
                            : err == 0 ? 0 : Double.POSITIVE_INFINITY;
                    if (ratio > worstRatio || (where.equals("-") && ratio >= worstRatio)) {
                        worstRatio = ratio;
                        worstError = Double.isNaN(err) ? Double.NaN : err;
                        where = "vertex " + i + " " + axis[k] + (f == 1 ? " (previous frame)" : "")
                                + String.format(java.util.Locale.ROOT, " got %.6g want %.6g", got[i][k], want[i][k]);
                    }
                }
            }
        }
        return new CaseResult(c.label(), worstRatio <= 1, worstError, worstRatio, where, "");
    }
}
