package dev.stretchy.lint.unreal;

/**
 * One token of a C++ header: an identifier, a number, a string or character literal, a punctuator, a comment
 * (kept: doc comments matter to the rules) or a whole preprocessor line.
 *
 * @param line   1-based line of the token's first character
 * @param column 1-based column of the token's first character
 */
public record CppToken(Kind kind, String text, int line, int column) {
    public enum Kind { IDENTIFIER, NUMBER, STRING, CHAR, PUNCT, COMMENT, PREPROCESSOR }

    public boolean is(String s) {
        return (kind == Kind.IDENTIFIER || kind == Kind.PUNCT) && text.equals(s);
    }

    public boolean isDocComment() {
        return kind == Kind.COMMENT && (text.startsWith("/**") || text.startsWith("//"));
    }
}
