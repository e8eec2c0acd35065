package dev.stretchy.contract;

/** How the deformer orients the cross-section along the curve (math spec section 1, step 8). */
public enum Orientation implements Worded {
    PARALLEL_TRANSPORT, ROTATION_MINIMIZING, ARTICLE;

    public static Orientation of(String word) {
        return Worded.of(Orientation.class, word);
    }
}
