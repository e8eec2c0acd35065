package dev.stretchy.spec;

/**
 * One problem in a spec file: where it is, which field, and what was expected.
 *
 * @param file    the spec file as the user named it
 * @param at      line and column of the offending node
 * @param path    the field path, e.g. {@code splineDeform.sampleCount}
 * @param message what was found and what is allowed
 */
public record SpecError(String file, Location at, String path, String message) {
    public String format() {
        String f = Echo.plain(file, 300);
        String where = at.line() > 0 ? f + ":" + at.line() + ":" + at.column() : f;
        return path.isEmpty() ? where + ": " + message : where + ": " + Echo.plain(path, 160) + ": " + message;
    }
}
