package dev.stretchy.spec;

/** Where the velocity deformation is applied. */
public enum VelocityMode {
    MATERIAL("material"), SCENE_COMPONENT("scene-component");

    private final String word;

    VelocityMode(String word) {
        this.word = word;
    }

    /** The spelling used in spec files. */
    public String word() {
        return word;
    }

    public static VelocityMode of(String word) {
        for (VelocityMode v : values()) if (v.word.equals(word)) return v;
        throw new IllegalArgumentException("unknown VelocityMode " + word);
    }

    public static java.util.List<String> words() {
        return java.util.Arrays.stream(values()).map(VelocityMode::word).toList();
    }
}
