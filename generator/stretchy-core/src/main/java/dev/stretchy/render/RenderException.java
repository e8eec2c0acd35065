package dev.stretchy.render;

/** A template that cannot be rendered: a bug in the templates or the render model, not bad user input. */
public final class RenderException extends RuntimeException {
    public RenderException(String message, Throwable cause) {
        super(message, cause);
    }
}
