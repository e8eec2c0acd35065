package dev.stretchy.verify;

import java.util.Objects;

/**
 * The outcome of one golden file against one backend.
 *
 * @param file     the file name as given
 * @param name     the case name (the file name when the file could not be read)
 * @param kernel   the kernel, or empty when the file could not be read
 * @param worst    the largest error as a fraction of its tolerance (≤ 1 passes); NaN when not compared
 * @param where    where that worst error is, e.g. {@code expected[12][1]: got 1.5, want 1.25, |err| 0.25 > 0.01}
 * @param message  the failure, error or skip reason; on a pass empty or a note (e.g. the file's tolerance is looser
 *                 than the spec's rule)
 */
public record CaseResult(String file, String name, String kernel, Status status, double worst, String where,
                         String message, int compared) {
    public enum Status { PASS, FAIL, ERROR, SKIP, MALFORMED }

    public CaseResult {
        Objects.requireNonNull(file);
        Objects.requireNonNull(name);
        Objects.requireNonNull(kernel);
        Objects.requireNonNull(status);
        Objects.requireNonNull(where);
        Objects.requireNonNull(message);
    }
}
