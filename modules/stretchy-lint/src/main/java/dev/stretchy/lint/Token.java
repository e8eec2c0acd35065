package dev.stretchy.lint;

/** One HLSL token with its 1-based position. Comments and whitespace produce none. */
public record Token(Kind kind, String text, int line, int column) {
    public enum Kind {
        IDENTIFIER, NUMBER, STRING, PUNCTUATOR,
        /** A whole preprocessor directive, continuation lines joined, e.g. {@code #pragma once}. */
        DIRECTIVE
    }

    public boolean is(String s) {
        return (kind == Kind.PUNCTUATOR || kind == Kind.IDENTIFIER) && text.equals(s);
    }
}
