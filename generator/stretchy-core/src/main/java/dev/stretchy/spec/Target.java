package dev.stretchy.spec;

import dev.stretchy.contract.Worded;

/** What a generation run produces. */
public enum Target implements Worded {
    UNREAL, THREEJS;

    public static Target of(String word) {
        return Worded.of(Target.class, word);
    }

    public static java.util.List<String> words() {
        return Worded.words(Target.class);
    }
}
