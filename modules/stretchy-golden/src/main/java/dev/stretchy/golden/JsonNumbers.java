package dev.stretchy.golden;

/**
 * Deterministic JSON numbers: the shortest decimal that parses back to the same double (independent of the JDK's
 * {@code Double.toString}, which carries a digit too many in some cases before JDK 19), plain notation for
 * exponents in [-6, 21), otherwise {@code d.ddde±x}; integers without a fraction; negative zero written as 0.
 * Works on the decimal digits as a string: this runs for every number of every golden file, inside {@code generate}.
 */
public final class JsonNumbers {
    private JsonNumbers() {}

    public static String format(double v) {
        if (!Double.isFinite(v)) throw new IllegalArgumentException("JSON has no " + v);
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
