package dev.stretchy.lint;

/** One lint error at a source position, with the id of the rule that found it. */
public record LintFinding(String file, int line, int column, String rule, String message) {
    public String format() {
        return file + ":" + line + ":" + column + ": error: " + message + " [" + rule + "]";
    }
}
