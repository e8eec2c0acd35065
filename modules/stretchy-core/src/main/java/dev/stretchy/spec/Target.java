package dev.stretchy.spec;

/** What a generation run produces. */
public enum Target {
    UNREAL("unreal"), THREEJS("threejs");

    private final String word;

    Target(String word) {
        this.word = word;
    }

    /** The spelling used in spec files. */
    public String word() {
        return word;
    }

    public static Target of(String word) {
        for (Target v : values()) if (v.word.equals(word)) return v;
        throw new IllegalArgumentException("unknown Target " + word);
    }

    public static java.util.List<String> words() {
        return java.util.Arrays.stream(values()).map(Target::word).toList();
    }
}
