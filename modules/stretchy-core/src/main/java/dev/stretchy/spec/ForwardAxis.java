package dev.stretchy.spec;

/** The mesh axis that leads along the curve, in Unreal's frame. */
public enum ForwardAxis {
    X("X", 1, 0, 0), Y("Y", 0, 1, 0), Z("Z", 0, 0, 1), NEG_X("-X", -1, 0, 0), NEG_Y("-Y", 0, -1, 0), NEG_Z("-Z", 0, 0, -1);

    private final String word;
    private final double x, y, z;

    ForwardAxis(String word, double x, double y, double z) {
        this.word = word;
        this.x = x;
        this.y = y;
        this.z = z;
    }

    public String word() {
        return word;
    }

    public double[] vector() {
        return new double[] {x, y, z};
    }

    public static ForwardAxis of(String word) {
        for (ForwardAxis a : values()) if (a.word.equals(word)) return a;
        throw new IllegalArgumentException("unknown axis " + word);
    }
}
