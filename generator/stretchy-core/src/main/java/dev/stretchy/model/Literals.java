package dev.stretchy.model;

/**
 * The one literal policy of generated code and golden JSON, exposed to templates as {@code lit}. Numbers: the
 * shortest decimal that parses back to the same double (JDK 17's {@code Double.toString} carries a digit too many for
 * some values), never locale-dependent; plain notation for decimal exponents in [-6, 21), otherwise
 * {@code d.ddde±x}; negative zero written as 0. Text: every spec string is escaped for the place it lands, by the
 * function named after that place; text that needs no escaping comes out unchanged.
 */
public final class Literals {
    public static final Literals INSTANCE = new Literals();

    private Literals() {}

    /** A C++/HLSL float literal, e.g. {@code 1.6f}, {@code 0.0f}. */
    public String f(double v) {
        return d(v) + "f";
    }

    /** A double literal for C++, GLSL or TypeScript, e.g. {@code 0.05}, {@code 2.0}, {@code 1e-7}. */
    public String d(double v) {
        String s = shortest(v);
        return s.indexOf('.') >= 0 || s.indexOf('e') >= 0 ? s : s + ".0";
    }

    /** A JSON/TypeScript number, shortest form: {@code 2} not {@code 2.0}. */
    public String json(double v) {
        return shortest(v);
    }

    /**
     * The shortest round-trip decimal of {@code v}. Works on the decimal digits as a string: it runs for every number
     * of every golden file.
     */
    public static String shortest(double v) {
        if (!Double.isFinite(v)) throw new IllegalArgumentException("no literal for " + v);
        if (v == 0) return "0";
        double a = Math.abs(v);
        // Double.toString round-trips on every JDK: start from its digits, drop digits while the shorter decimal
        // (rounded half-even) still parses back to the same value.
        String s = Double.toString(a);
        int ePos = s.indexOf('E');
        String mantissa = ePos < 0 ? s : s.substring(0, ePos);
        int exp10 = ePos < 0 ? 0 : Integer.parseInt(s.substring(ePos + 1));
        int dot = mantissa.indexOf('.');
        String all = dot < 0 ? mantissa : mantissa.substring(0, dot) + mantissa.substring(dot + 1);
        int pointPos = dot < 0 ? mantissa.length() : dot;
        int lead = 0;
        while (lead < all.length() - 1 && all.charAt(lead) == '0') lead++;
        String digits = stripZeros(all.substring(lead));
        int e = pointPos - 1 - lead + exp10; // value = d0.d1d2... x 10^e
        while (digits.length() > 1) {
            String kept = digits.substring(0, digits.length() - 1);
            char dropped = digits.charAt(digits.length() - 1);
            int ce = e;
            boolean up = dropped > '5' || (dropped == '5' && (kept.charAt(kept.length() - 1) - '0') % 2 == 1);
            if (up) {
                StringBuilder b = new StringBuilder(kept);
                int i = b.length() - 1;
                while (i >= 0 && b.charAt(i) == '9') b.setCharAt(i--, '0');
                if (i < 0) {
                    b.insert(0, '1');
                    ce++;
                } else {
                    b.setCharAt(i, (char) (b.charAt(i) + 1));
                }
                kept = b.toString();
            }
            kept = stripZeros(kept);
            if (Double.parseDouble(scientific(kept, ce)) != a) break;
            digits = kept;
            e = ce;
        }
        String body = e >= -6 && e < 21 ? plain(digits, e) : scientific(digits, e).replace('E', 'e');
        return v < 0 ? "-" + body : body;
    }

    private static String stripZeros(String d) {
        int end = d.length();
        while (end > 1 && d.charAt(end - 1) == '0') end--;
        return d.substring(0, end);
    }

    private static String scientific(String d, int e) {
        return d.charAt(0) + (d.length() > 1 ? "." + d.substring(1) : "") + "E" + e;
    }

    private static String plain(String d, int e) {
        if (e < 0) return "0." + "0".repeat(-e - 1) + d;
        if (d.length() <= e + 1) return d + "0".repeat(e + 1 - d.length());
        return d.substring(0, e + 1) + "." + d.substring(e + 1);
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
        return escapedQuoted(s, '"');
    }

    /** The inside of a single-quoted TypeScript/JavaScript string {@code '...'}. */
    public String tsString(String s) {
        return escapedQuoted(s, '\'');
    }

    /** JSON and JavaScript share their string escapes; only the quote differs. */
    private static String escapedQuoted(String s, char quote) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c == quote) b.append('\\').append(c);
                    else if (c < 0x20 || c == 0x7f || c == 0x2028 || c == 0x2029) b.append(unicode(c));
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
