package dev.stretchy.spec;

/** The three.js/TypeScript target. */
@Field(doc = "The three.js/TypeScript target.")
public record ThreejsSpec(
        @Field(doc = "npm package name (also its folder).",
                value = "stretchy-three", text = TextRule.NPM_NAME, maxLength = 64)
        String packageName) {
    public ThreejsSpec {
        if (!TextRule.NPM_NAME.pattern.matcher(packageName).matches()) throw new IllegalArgumentException("bad package name");
        TextRule.NPM_NAME.refusal.apply(packageName).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
    }
}
