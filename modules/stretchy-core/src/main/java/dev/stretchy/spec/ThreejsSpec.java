package dev.stretchy.spec;

/** The three.js/TypeScript target. */
public record ThreejsSpec(String packageName) {
    public ThreejsSpec {
        if (!SpecSchema.NPM_NAME.matcher(packageName).matches()) throw new IllegalArgumentException("bad package name");
    }
}
