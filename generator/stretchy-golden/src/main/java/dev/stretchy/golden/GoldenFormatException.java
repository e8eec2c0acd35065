package dev.stretchy.golden;

/** A golden file that is not valid {@code stretchy-golden/1}: names the file and the field (a JSON path). */
public final class GoldenFormatException extends Exception {
    private final String file;
    private final String field;

    public GoldenFormatException(String file, String field, String problem) {
        super(file + ": " + (field.isEmpty() ? "" : field + ": ") + problem);
        this.file = file;
        this.field = field;
    }

    public String file() {
        return file;
    }

    /** The JSON path of the offending value, e.g. {@code inputs.Progress} or {@code expected[12]}; empty for syntax. */
    public String field() {
        return field;
    }
}
