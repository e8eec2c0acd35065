package dev.stretchy.verify.vulkan;

/**
 * The outcome of one golden case on one backend.
 *
 * @param worstRatio the largest |error| / allowed over all components checked (≤ 1 passes)
 * @param where      the vertex, component and frame of the worst error, e.g. {@code vertex 12 y (previous frame)}
 */
public record CaseResult(String label, boolean passed, double worstError, double worstRatio, String where, String message) {
    public String line() {
        return (passed ? "PASS " : "FAIL ") + label + String.format(java.util.Locale.ROOT,
                "  worst error %.3g (%.2f of tolerance) at %s", worstError, worstRatio, where)
                + (message.isEmpty() ? "" : "  " + message);
    }
}
