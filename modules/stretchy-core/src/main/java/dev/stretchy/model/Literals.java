package dev.stretchy.model;

/**
 * The project's one number formatter, for generated code and golden JSON alike: the shortest decimal that parses back
 * to the same double (JDK 17's {@code Double.toString} carries a digit too many for some values), never
 * locale-dependent; plain notation for decimal exponents in [-6, 21), otherwise {@code d.ddde±x}; negative zero
 * written as 0. Exposed to templates as {@code lit}.
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
}
