package dev.stretchy.verify;

/** A backend could not run a case (a compile error, a device error): an error for that case, not a mismatch. */
public class BackendException extends Exception {
    public BackendException(String message) {
        super(message);
    }

    public BackendException(String message, Throwable cause) {
        super(message, cause);
    }
}
