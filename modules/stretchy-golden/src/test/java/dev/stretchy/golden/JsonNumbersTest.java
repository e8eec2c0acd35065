package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.math.BigDecimal;
import java.math.MathContext;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class JsonNumbersTest {
    @Test
    void shortestForms() {
        assertEquals("0.1", JsonNumbers.format(0.1));
        assertEquals("100", JsonNumbers.format(100));
        assertEquals("0", JsonNumbers.format(-0.0));
        assertEquals("-2.5", JsonNumbers.format(-2.5));
        assertEquals("0.000001", JsonNumbers.format(1e-6));
        assertEquals("1e-7", JsonNumbers.format(1e-7));
        assertEquals("1.5e300", JsonNumbers.format(1.5e300));
        assertEquals("0.30000000000000004", JsonNumbers.format(0.1 + 0.2));
        assertEquals("5e-324", JsonNumbers.format(Double.MIN_VALUE));
    }

    /** The straightforward BigDecimal form of the same rule: the oracle for the string implementation. */
    static String oracle(double v) {
        if (v == 0) return "0";
        BigDecimal best = new BigDecimal(Double.toString(v)).stripTrailingZeros();
        for (int q = best.precision() - 1; q >= 1; q--) {
            BigDecimal c = best.round(new MathContext(q, java.math.RoundingMode.HALF_EVEN)).stripTrailingZeros();
            if (c.doubleValue() != v) break;
            best = c;
        }
        int exponent = best.precision() - best.scale() - 1;
        if (exponent >= -6 && exponent < 21) return best.toPlainString();
        String digits = best.unscaledValue().abs().toString();
        return (v < 0 ? "-" : "") + digits.charAt(0) + (digits.length() > 1 ? "." + digits.substring(1) : "") + "e" + exponent;
    }

    @Property(tries = 3000)
    void agreesWithTheBigDecimalForm(@ForAll double v) {
        if (!Double.isFinite(v)) return;
        assertEquals(oracle(v), JsonNumbers.format(v));
    }

    @Test
    void agreesWithTheBigDecimalFormOnRoundingEdges() {
        double[] edge = {9.999999999999999e22, 1e21, 1e-7, 999999.9999999999, 0.1 + 0.7, 5e-324, Double.MAX_VALUE, 123456789012345680.0,
                2.5, 0.125, 1 / 3.0, 2 / 3.0, 1e16, 9007199254740993.0, 4.35, 0.000001, 0.0000009999999999999999};
        for (double v : edge) {
            assertEquals(oracle(v), JsonNumbers.format(v), Double.toString(v));
            assertEquals(oracle(-v), JsonNumbers.format(-v), Double.toString(-v));
        }
    }

    @Property(tries = 500)
    void roundTripsAndCannotBeShorter(@ForAll double v) {
        if (!Double.isFinite(v) || v == 0) return;
        String s = JsonNumbers.format(v);
        assertEquals(v, Double.parseDouble(s), s);
        BigDecimal d = new BigDecimal(s).stripTrailingZeros();
        if (d.precision() > 1) {
            BigDecimal shorter = new BigDecimal(v).round(new MathContext(d.precision() - 1));
            assertNotEquals(v, shorter.doubleValue(), s + " has a shorter form " + shorter);
        }
    }
}
