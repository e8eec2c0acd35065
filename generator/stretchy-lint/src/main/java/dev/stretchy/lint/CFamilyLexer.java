package dev.stretchy.lint;

import java.util.ArrayList;
import java.util.List;

/**
 * The one lexer for the C family the generator writes (HLSL, GLSL, C++): identifiers, preprocessing numbers (with
 * exponents, suffixes and digit separators), string and character literals (escapes, C++ raw strings), punctuators
 * (longest match), comments (kept: doc comments matter to the Unreal rules; the shader rules drop them), and
 * preprocessor directives as single tokens with continuation lines joined. An unterminated comment, string or an
 * unexpected character is an error with its position, so a rule never matches inside a comment or a string.
 */
public final class CFamilyLexer {
    private static final String[] PUNCTUATORS = {
        "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=",
        "&=", "|=", "^=", "::",
        "{", "}", "(", ")", "[", "]", ";", ",", ".", "+", "-", "*", "/", "%", "<", ">", "=", "!", "~", "&", "|", "^",
        "?", ":", "#"
    };

    private final String src;
    private int pos;
    private int line = 1;
    private int col = 1;
    private boolean lineStart = true;
    private final List<Token> out = new ArrayList<>();

    private CFamilyLexer(String src) {
        this.src = src;
    }

    /** @throws LexException at the first lexical error */
    public static List<Token> tokenize(String source) {
        CFamilyLexer l = new CFamilyLexer(source);
        l.run();
        return l.out;
    }

    private void run() {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (Character.isWhitespace(c)) {
                advance(1);
                continue;
            }
            int l = line;
            int k = col;
            int start = pos;
            if (c == '#' && lineStart) {
                out.add(new Token(Token.Kind.DIRECTIVE, directive(), l, k));
                continue;
            }
            // A comment is whitespace to the preprocessor: a directive may still follow on its line.
            if (src.startsWith("//", pos)) {
                while (pos < src.length() && src.charAt(pos) != '\n') advance(1);
                emit(Token.Kind.COMMENT, start, l, k);
                continue;
            }
            if (src.startsWith("/*", pos)) {
                blockComment();
                emit(Token.Kind.COMMENT, start, l, k);
                continue;
            }
            lineStart = false;
            if (rawStringAt()) {
                int open = src.indexOf('(', pos);
                String delim = ")" + src.substring(pos + 2, open) + "\"";
                int close = src.indexOf(delim, open);
                if (close < 0) throw new LexException(l, k, "unterminated raw string");
                advance(close + delim.length() - pos);
                emit(Token.Kind.STRING, start, l, k);
            } else if (c == '"' || c == '\'') {
                advance(1);
                while (pos < src.length() && src.charAt(pos) != c) {
                    if (src.charAt(pos) == '\n') break;
                    advance(src.charAt(pos) == '\\' ? 2 : 1);
                }
                if (pos >= src.length() || src.charAt(pos) != c) {
                    throw new LexException(l, k, c == '"' ? "unterminated string" : "unterminated character literal");
                }
                advance(1);
                emit(c == '"' ? Token.Kind.STRING : Token.Kind.CHAR, start, l, k);
            } else if (Character.isLetter(c) || c == '_') {
                while (pos < src.length() && (Character.isLetterOrDigit(src.charAt(pos)) || src.charAt(pos) == '_')) advance(1);
                emit(Token.Kind.IDENTIFIER, start, l, k);
            } else if (Character.isDigit(c) || (c == '.' && pos + 1 < src.length() && Character.isDigit(src.charAt(pos + 1)))) {
                // A preprocessing number: digits, letters, '.', digit separators, and a sign right after an exponent.
                while (pos < src.length() && (Character.isLetterOrDigit(src.charAt(pos)) || src.charAt(pos) == '.'
                        || src.charAt(pos) == '\'' || ((src.charAt(pos) == '+' || src.charAt(pos) == '-')
                        && "eEpP".indexOf(src.charAt(pos - 1)) >= 0))) {
                    advance(1);
                }
                emit(Token.Kind.NUMBER, start, l, k);
            } else {
                String p = punctuator();
                if (p == null) throw new LexException(l, k, "unexpected character '" + c + "'");
                advance(p.length());
                emit(Token.Kind.PUNCTUATOR, start, l, k);
            }
        }
    }

    /** The directive from '#' to its end of line: continuations joined by a space, comments dropped. */
    private String directive() {
        StringBuilder d = new StringBuilder();
        while (pos < src.length() && src.charAt(pos) != '\n') {
            if (src.charAt(pos) == '\\' && pos + 1 < src.length() && src.charAt(pos + 1) == '\n') {
                advance(2);
                d.append(' ');
            } else if (src.startsWith("/*", pos)) {
                blockComment();
                d.append(' ');
            } else if (src.startsWith("//", pos)) {
                while (pos < src.length() && src.charAt(pos) != '\n') advance(1);
            } else {
                d.append(src.charAt(pos));
                advance(1);
            }
        }
        return d.toString().strip();
    }

    private void blockComment() {
        int end = src.indexOf("*/", pos + 2);
        if (end < 0) throw new LexException(line, col, "unterminated comment");
        advance(end + 2 - pos);
    }

    private boolean rawStringAt() {
        return src.startsWith("R\"", pos) && src.indexOf('(', pos) > 0
                && (pos == 0 || !(Character.isLetterOrDigit(src.charAt(pos - 1)) || src.charAt(pos - 1) == '_'));
    }

    private String punctuator() {
        for (String p : PUNCTUATORS) if (src.startsWith(p, pos)) return p;
        return null;
    }

    private void emit(Token.Kind kind, int start, int l, int k) {
        out.add(new Token(kind, src.substring(start, pos), l, k));
    }

    private void advance(int n) {
        for (int i = 0; i < n && pos < src.length(); i++) {
            if (src.charAt(pos) == '\n') {
                line++;
                col = 1;
                lineStart = true;
            } else {
                col++;
            }
            pos++;
        }
    }

    /** A lexical error at a position. */
    public static final class LexException extends RuntimeException {
        public final int line;
        public final int column;

        LexException(int line, int column, String message) {
            super(message);
            this.line = line;
            this.column = column;
        }
    }
}
