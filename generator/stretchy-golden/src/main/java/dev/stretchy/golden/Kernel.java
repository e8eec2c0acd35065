package dev.stretchy.golden;

import dev.stretchy.contract.Worded;

/** What a golden case exercises; spelled in files exactly as the constant names. */
public enum Kernel implements Worded {
    SplineDeform, VelocityStretch, SplineBake, VelocityController, SplineAtlasDeform;

    @Override
    public String word() {
        return name();
    }
}
