package dev.stretchy.verify;

/** A backend cannot start here (no device, no compiler): {@code verify} exits 3 with this one-line reason. */
public class BackendUnavailableException extends Exception {
    public BackendUnavailableException(String reason) {
        super(reason);
    }

    public BackendUnavailableException(String reason, Throwable cause) {
        super(reason, cause);
    }
}
