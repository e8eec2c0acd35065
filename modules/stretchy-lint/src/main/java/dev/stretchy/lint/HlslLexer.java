package dev.stretchy.lint;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits HLSL source into tokens: identifiers, numbers (with exponents and suffixes), strings, punctuators (longest
 * match), and preprocessor directives as single tokens. Comments are skipped; an unterminated comment or string is
 * an error with its position.
 */
public final class HlslLexer {
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

    private HlslLexer(String src) {
        this.src = src;
    }

    public static List<Token> tokenize(String source) {
        return new HlslLexer(source).run();
    }

    private List<Token> run() {
        List<Token> out = new ArrayList<>();
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == '\n') {
                advance(1);
                continue;
            }
            if (Character.isWhitespace(c)) {
                advance(1);
                continue;
            }
            if (src.startsWith("//", pos)) {
                while (pos < src.length() && src.charAt(pos) != '\n') advance(1);
                continue;
            }
            if (src.startsWith("/*", pos)) {
                int l = line;
                int k = col;
                int end = src.indexOf("*/", pos + 2);
                if (end < 0) throw new LexException(l, k, "unterminated comment");
                advance(end + 2 - pos);
                continue;
            }
            int l = line;
            int k = col;
            if (c == '#' && lineStart) {
                StringBuilder d = new StringBuilder();
                while (pos < src.length() && src.charAt(pos) != '\n') {
                    if (src.charAt(pos) == '\\' && pos + 1 < src.length() && src.charAt(pos + 1) == '\n') {
                        advance(2);
                        d.append(' ');
                        continue;
                    }
                    if (src.startsWith("//", pos)) {
                        while (pos < src.length() && src.charAt(pos) != '\n') advance(1);
                        break;
                    }
                    d.append(src.charAt(pos));
                    advance(1);
                }
                out.add(new Token(Token.Kind.DIRECTIVE, d.toString().strip(), l, k));
                continue;
            }
            lineStart = false;
            if (Character.isLetter(c) || c == '_') {
                int s = pos;
                while (pos < src.length() && (Character.isLetterOrDigit(src.charAt(pos)) || src.charAt(pos) == '_')) advance(1);
                out.add(new Token(Token.Kind.IDENTIFIER, src.substring(s, pos), l, k));
            } else if (Character.isDigit(c) || (c == '.' && pos + 1 < src.length() && Character.isDigit(src.charAt(pos + 1)))) {
                out.add(new Token(Token.Kind.NUMBER, number(), l, k));
            } else if (c == '"') {
                int s = pos;
                advance(1);
                while (pos < src.length() && src.charAt(pos) != '"') {
                    if (src.charAt(pos) == '\n') throw new LexException(l, k, "unterminated string");
                    advance(src.charAt(pos) == '\\' ? 2 : 1);
                }
                if (pos >= src.length()) throw new LexException(l, k, "unterminated string");
                advance(1);
                out.add(new Token(Token.Kind.STRING, src.substring(s, pos), l, k));
            } else {
                String p = punctuator();
                if (p == null) throw new LexException(l, k, "unexpected character '" + c + "'");
                advance(p.length());
                out.add(new Token(Token.Kind.PUNCTUATOR, p, l, k));
            }
        }
        return out;
    }

    private String number() {
        int s = pos;
        if (src.startsWith("0x", pos) || src.startsWith("0X", pos)) {
            advance(2);
            while (pos < src.length() && Character.digit(src.charAt(pos), 16) >= 0) advance(1);
        } else {
            while (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '.')) advance(1);
            if (pos < src.length() && (src.charAt(pos) == 'e' || src.charAt(pos) == 'E')) {
                advance(1);
                if (pos < src.length() && (src.charAt(pos) == '+' || src.charAt(pos) == '-')) advance(1);
                while (pos < src.length() && Character.isDigit(src.charAt(pos))) advance(1);
            }
        }
        while (pos < src.length() && "fFhHlLuU".indexOf(src.charAt(pos)) >= 0) advance(1);
        return src.substring(s, pos);
    }

    private String punctuator() {
        for (String p : PUNCTUATORS) if (src.startsWith(p, pos)) return p;
        return null;
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
