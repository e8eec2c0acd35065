package dev.stretchy.model;

import java.math.BigDecimal;

/**
 * The one literal policy of generated code, exposed to templates as {@code lit}. Numbers: shortest round-trip
 * decimal, never locale-dependent, never scientific where a reader would not expect it. Text: every spec string is
 * escaped for the place it lands, by the function named after that place; text that needs no escaping comes out
 * unchanged, so the escapes cost nothing for ordinary names.
 */
public final class Literals {
    public static final Literals INSTANCE = new Literals();

    private Literals() {}

    /** A C++/HLSL float literal, e.g. {@code 1.6f}, {@code 0.0f}. */
    public String f(double v) {
        return plain(v) + "f";
    }

    /** A double literal for C++ or TypeScript, e.g. {@code 0.05}, {@code 2.0}. */
    public String d(double v) {
        return plain(v);
    }

    /** A JSON/TypeScript number, shortest form: {@code 2} not {@code 2.0}. */
    public String json(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        return new BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
    }

    private static String plain(double v) {
        if (!Double.isFinite(v)) throw new IllegalArgumentException("non-finite literal " + v);
        String s = new BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
        if (s.equals("-0")) s = "0";
        return s.contains(".") ? s : s + ".0";
    }

    /** The inside of a C++ or HLSL string literal {@code "..."} (also inside {@code TEXT()} and {@code LOCTEXT}). */
    public String cppString(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '"' -> b.append("\\\"");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                case '?' -> b.append(nextTo(s, i, '?') ? "\\?" : "?"); // no "??": never a trigraph
                default -> {
                    if (c < 0x20 || c == 0x7f) b.append(String.format(java.util.Locale.ROOT, "\\%03o", (int) c));
                    else b.append(c);
                }
            }
        }
        return b.toString();
    }

    /**
     * Text inside a C-family comment (C++, HLSL, GLSL, TypeScript; block or line): it can neither close a block
     * comment nor end or continue a line comment. Comments are for readers, so a backslash becomes a slash.
     */
    public String comment(String s) {
        String t = controlsToSpaces(s).replace('\\', '/');
        while (t.contains("*/")) t = t.replace("*/", "* /");
        while (t.contains("??")) t = t.replace("??", "? ?"); // no trigraph where a compiler still reads them
        return t;
    }

    /** The inside of a JSON string {@code "..."}. */
    public String jsonString(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '"' -> b.append("\\\"");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f || c == 0x2028 || c == 0x2029) b.append(unicode(c));
                    else b.append(c);
                }
            }
        }
        return b.toString();
    }

    /** The inside of a single-quoted TypeScript/JavaScript string {@code '...'}. */
    public String tsString(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '\'' -> b.append("\\'");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f || c == 0x2028 || c == 0x2029) b.append(unicode(c));
                    else b.append(c);
                }
            }
        }
        return b.toString();
    }

    /** Inline Markdown text: punctuation that Markdown or inline HTML would interpret is backslash-escaped. */
    public String markdown(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : controlsToSpaces(s).toCharArray()) {
            if ("\\`*_{}[]<>()#+!|&~".indexOf(c) >= 0) b.append('\\');
            b.append(c);
        }
        return b.toString();
    }

    /** HTML text or a double-quoted attribute value. */
    public String html(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replace("'", "&#39;");
    }

    private static String controlsToSpaces(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            b.append(c < 0x20 || c == 0x7f || c == 0x2028 || c == 0x2029 ? ' ' : c);
        }
        return b.toString();
    }

    private static boolean nextTo(String s, int i, char c) {
        return i > 0 && s.charAt(i - 1) == c || i + 1 < s.length() && s.charAt(i + 1) == c;
    }

    private static String unicode(char c) {
        return String.format(java.util.Locale.ROOT, "\\u%04x", (int) c);
    }
}
