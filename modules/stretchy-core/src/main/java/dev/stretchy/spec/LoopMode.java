package dev.stretchy.spec;

/** What playback does at the end of the curve. */
public enum LoopMode {
    ONCE("once"), LOOP("loop"), PING_PONG("ping-pong");

    private final String word;

    LoopMode(String word) {
        this.word = word;
    }

    /** The spelling used in spec files. */
    public String word() {
        return word;
    }

    public static LoopMode of(String word) {
        for (LoopMode v : values()) if (v.word.equals(word)) return v;
        throw new IllegalArgumentException("unknown LoopMode " + word);
    }

    public static java.util.List<String> words() {
        return java.util.Arrays.stream(values()).map(LoopMode::word).toList();
    }
}
