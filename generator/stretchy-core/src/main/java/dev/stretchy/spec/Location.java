package dev.stretchy.spec;

/** A 1-based line and column in a spec file. */
public record Location(int line, int column) {
    public static final Location UNKNOWN = new Location(0, 0);

    @Override
    public String toString() {
        return line + ":" + column;
    }
}
