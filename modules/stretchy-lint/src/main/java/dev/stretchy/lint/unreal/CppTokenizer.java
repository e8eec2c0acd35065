package dev.stretchy.lint.unreal;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits C++ source into {@link CppToken}s: comments, string/character literals (with escapes and raw strings),
 * preprocessor lines (with backslash continuations), identifiers, numbers and punctuators. Enough of C++'s lexical
 * grammar that a rule never matches inside a comment or a string.
 */
public final class CppTokenizer {
    private final String s;
    private int i;
    private int line = 1;
    private int col = 1;
    private final List<CppToken> out = new ArrayList<>();

    private CppTokenizer(String source) {
        this.s = source;
    }

    public static List<CppToken> tokenize(String source) {
        CppTokenizer t = new CppTokenizer(source);
        t.run();
        return t.out;
    }

    private void run() {
        boolean lineStart = true;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\n') {
                advance(1);
                lineStart = true;
                continue;
            }
            if (Character.isWhitespace(c)) {
                advance(1);
                continue;
            }
            int l = line;
            int k = col;
            int start = i;
            if (c == '#' && lineStart) {
                while (i < s.length() && s.charAt(i) != '\n') {
                    if (s.charAt(i) == '\\' && i + 1 < s.length() && s.charAt(i + 1) == '\n') advance(2);
                    else if (s.startsWith("/*", i)) skipBlockComment();
                    else if (s.startsWith("//", i)) break;
                    else advance(1);
                }
                emit(CppToken.Kind.PREPROCESSOR, start, l, k);
                continue;
            }
            lineStart = false;
            if (s.startsWith("//", i)) {
                while (i < s.length() && s.charAt(i) != '\n') advance(1);
                emit(CppToken.Kind.COMMENT, start, l, k);
            } else if (s.startsWith("/*", i)) {
                skipBlockComment();
                emit(CppToken.Kind.COMMENT, start, l, k);
            } else if (rawStringAt()) {
                int open = s.indexOf('(', i);
                String delim = ")" + s.substring(i + 2, open) + "\"";
                int close = s.indexOf(delim, open);
                advanceTo(close < 0 ? s.length() : close + delim.length());
                emit(CppToken.Kind.STRING, start, l, k);
            } else if (c == '"' || c == '\'') {
                advance(1);
                while (i < s.length() && s.charAt(i) != c && s.charAt(i) != '\n') advance(s.charAt(i) == '\\' ? 2 : 1);
                advance(1);
                emit(c == '"' ? CppToken.Kind.STRING : CppToken.Kind.CHAR, start, l, k);
            } else if (Character.isJavaIdentifierStart(c) && c != '$') {
                while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) advance(1);
                emit(CppToken.Kind.IDENTIFIER, start, l, k);
            } else if (Character.isDigit(c) || (c == '.' && i + 1 < s.length() && Character.isDigit(s.charAt(i + 1)))) {
                while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '.' || s.charAt(i) == '\''
                        || ((s.charAt(i) == '+' || s.charAt(i) == '-') && "eEpP".indexOf(s.charAt(i - 1)) >= 0))) {
                    advance(1);
                }
                emit(CppToken.Kind.NUMBER, start, l, k);
            } else {
                advance(s.startsWith("::", i) || s.startsWith("->", i) ? 2 : 1);
                emit(CppToken.Kind.PUNCT, start, l, k);
            }
        }
    }

    private boolean rawStringAt() {
        return s.startsWith("R\"", i) && s.indexOf('(', i) > 0 && (i == 0 || !Character.isLetterOrDigit(s.charAt(i - 1)));
    }

    private void skipBlockComment() {
        int end = s.indexOf("*/", i + 2);
        advanceTo(end < 0 ? s.length() : end + 2);
    }

    private void emit(CppToken.Kind kind, int start, int l, int k) {
        out.add(new CppToken(kind, s.substring(start, Math.min(i, s.length())), l, k));
    }

    private void advanceTo(int target) {
        advance(target - i);
    }

    private void advance(int n) {
        for (int step = 0; step < n && i < s.length(); step++) {
            if (s.charAt(i) == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
            i++;
        }
    }
}
