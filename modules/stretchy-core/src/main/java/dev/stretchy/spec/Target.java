package dev.stretchy.spec;

/** What a generation run produces. */
public enum Target implements Worded {
    UNREAL, THREEJS;

    public static java.util.List<String> words() {
        return Worded.words(Target.class);
    }
}
