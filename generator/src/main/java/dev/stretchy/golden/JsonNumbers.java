package dev.stretchy.golden;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Deterministic JSON numbers: the shortest decimal that parses back to the same double (independent of the JDK's
 * {@code Double.toString}, which changed in JDK 19), plain notation for exponents in [-6, 21), otherwise
 * {@code d.ddde±x}; integers without a fraction; negative zero written as 0.
 */
public final class JsonNumbers {
    private JsonNumbers() {}

    public static String format(double v) {
        if (!Double.isFinite(v)) throw new IllegalArgumentException("JSON has no " + v);
        if (v == 0) return "0";
        BigDecimal best = shortest(v);
        int exponent = best.precision() - best.scale() - 1;
        if (exponent >= -6 && exponent < 21) return best.toPlainString();
        String digits = best.unscaledValue().abs().toString();
        StringBuilder sb = new StringBuilder();
        if (v < 0) sb.append('-');
        sb.append(digits.charAt(0));
        if (digits.length() > 1) sb.append('.').append(digits, 1, digits.length());
        sb.append('e').append(exponent);
        return sb.toString();
    }

    private static BigDecimal shortest(double v) {
        // Double.toString round-trips on every JDK but before JDK 19 it may carry a digit too many: drop digits
        // while the shorter decimal still parses back to v. On JDK 19+ the first attempt already fails.
        BigDecimal best = new BigDecimal(Double.toString(v)).stripTrailingZeros();
        for (int q = best.precision() - 1; q >= 1; q--) {
            BigDecimal c = best.round(new MathContext(q, RoundingMode.HALF_EVEN)).stripTrailingZeros();
            if (c.doubleValue() != v) break;
            best = c;
        }
        return best;
    }
}
