package dev.stretchy.golden;

import dev.stretchy.contract.Worded;

/**
 * A stretchy-math/1.3 feature a golden case exercises (golden-format.md "features"; deformer-math.md section 10).
 * A file names the features it needs; every harness declares the ones it implements, reports a case that needs
 * another as a skip, and fails on a feature it does not know. Spelled in files exactly as the constant names.
 */
public enum GoldenFeature implements Worded {
    /** Section 10.1: travel round a closed loop ({@code inputs.ClosedLoop}). */
    closedLoop,
    /** Section 10.2: roll about the travelling tangent ({@code inputs.BakedRoll}, the tangent texture's alpha). */
    roll,
    /** Section 10.3: a per-vertex stretch mask ({@code stretchMask}, one weight per vertex). */
    stretchMask;

    @Override
    public String word() {
        return name();
    }
}
