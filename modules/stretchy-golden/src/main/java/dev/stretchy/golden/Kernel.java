package dev.stretchy.golden;

import java.util.Arrays;
import java.util.List;

/** What a golden case exercises; spelled in files exactly as the constant names. */
public enum Kernel {
    SplineDeform, VelocityStretch, SplineBake, VelocityController;

    public static Kernel of(String word) {
        for (Kernel k : values()) if (k.name().equals(word)) return k;
        throw new IllegalArgumentException(word);
    }

    public static List<String> words() {
        return Arrays.stream(values()).map(Kernel::name).toList();
    }
}
