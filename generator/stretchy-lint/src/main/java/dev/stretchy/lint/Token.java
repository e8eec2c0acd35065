package dev.stretchy.lint;

/**
 * One token of HLSL, GLSL or C++ with its 1-based position (of its first character). Whitespace produces none.
 */
public record Token(Kind kind, String text, int line, int column) {
    public enum Kind {
        IDENTIFIER, NUMBER, STRING, CHAR, PUNCTUATOR,
        /** A line or block comment, delimiters included. */
        COMMENT,
        /** A whole preprocessor directive, continuation lines joined, e.g. {@code #pragma once}. */
        DIRECTIVE
    }

    public boolean is(String s) {
        return (kind == Kind.PUNCTUATOR || kind == Kind.IDENTIFIER) && text.equals(s);
    }

    public boolean isComment() {
        return kind == Kind.COMMENT;
    }
}
