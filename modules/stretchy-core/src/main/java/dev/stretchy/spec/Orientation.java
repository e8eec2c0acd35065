package dev.stretchy.spec;

/** How the deformer orients the cross-section along the curve (math spec section 1, step 8). */
public enum Orientation {
    PARALLEL_TRANSPORT("parallel-transport"), ROTATION_MINIMIZING("rotation-minimizing"), ARTICLE("article");

    private final String word;

    Orientation(String word) {
        this.word = word;
    }

    /** The spelling used in spec files. */
    public String word() {
        return word;
    }

    public static Orientation of(String word) {
        for (Orientation v : values()) if (v.word.equals(word)) return v;
        throw new IllegalArgumentException("unknown Orientation " + word);
    }

    public static java.util.List<String> words() {
        return java.util.Arrays.stream(values()).map(Orientation::word).toList();
    }
}
