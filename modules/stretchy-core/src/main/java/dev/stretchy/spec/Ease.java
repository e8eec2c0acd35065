package dev.stretchy.spec;

/** How an impact squash recovers (math spec section 5). */
public enum Ease {
    EXPONENTIAL("exponential"), SPRING("spring");

    private final String word;

    Ease(String word) {
        this.word = word;
    }

    /** The spelling used in spec files. */
    public String word() {
        return word;
    }

    public static Ease of(String word) {
        for (Ease v : values()) if (v.word.equals(word)) return v;
        throw new IllegalArgumentException("unknown Ease " + word);
    }

    public static java.util.List<String> words() {
        return java.util.Arrays.stream(values()).map(Ease::word).toList();
    }
}
