package dev.stretchy.spec;

import dev.stretchy.contract.Worded;

/** What a generation run produces. */
public enum Target implements Worded {
    UNREAL, THREEJS;

    /**
     * The math spec section 10 features (the catalogue's feature words) this target's templates implement. A
     * deformer contract carries a feature's inputs only where the spec uses the feature and the target implements it,
     * so a target without it keeps the stretchy-math/1.2 signature.
     */
    public java.util.Set<String> features() {
        return switch (this) {
            case UNREAL -> java.util.Set.of();
            case THREEJS -> java.util.Set.of();
        };
    }

    public static Target of(String word) {
        return Worded.of(Target.class, word);
    }

    public static java.util.List<String> words() {
        return Worded.words(Target.class);
    }
}
