package dev.stretchy.write;

import java.io.IOException;

/** Why the output folder cannot be used as it is: one line naming the path; {@link #kind()} picks the exit code. */
public final class OutputException extends IOException {
    public enum Kind {
        /** A symbolic link inside the output folder: Stretchy never writes, reads or deletes through one. */
        LINK,
        /** The manifest is not one Stretchy wrote (corrupt, truncated, not a regular file). */
        MANIFEST,
        /** Another run holds the output folder's lock. */
        LOCKED,
        /** A folder a run must write to cannot be written, or the output is not a folder. */
        NOT_WRITABLE
    }

    private final Kind kind;

    public OutputException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
