package dev.stretchy.spec;

import dev.stretchy.contract.Worded;

/** What a generation run produces. */
public enum Target implements Worded {
    UNREAL, THREEJS;

    /**
     * The math spec section 10 features (the catalogue's feature words) this target's templates implement. A
     * deformer contract carries a feature's inputs where the target implements it and, unless the target
     * {@linkplain #choosesAtRunTime() chooses at run time}, the spec uses it.
     */
    public java.util.Set<String> features() {
        return switch (this) {
            case UNREAL, THREEJS -> java.util.Set.of("closedLoop", "roll", "stretchMask");
        };
    }

    /**
     * Whether each deformer picks its section 10 features and orientation mode at run time, so its contract carries
     * every feature the target implements whatever the spec uses (the spec only gives the defaults). three.js:
     * {@code SplineDeform}'s options pick them per mesh and the GLSL compiles a feature in by a switch, so an input a
     * deformer does not use costs nothing. Unreal: each input is a pin of the material function, so only the spec's.
     */
    public boolean choosesAtRunTime() {
        return this == THREEJS;
    }

    public static Target of(String word) {
        return Worded.of(Target.class, word);
    }

    public static java.util.List<String> words() {
        return Worded.words(Target.class);
    }
}
