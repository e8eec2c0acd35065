package dev.stretchy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.math.BigDecimal;
import java.math.MathContext;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The one number formatter: shortest round-trip digits, one notation rule, no locale. */
class LiteralsTest {
    @Test
    void shortestForms() {
        assertEquals("0.1", Literals.shortest(0.1));
        assertEquals("100", Literals.shortest(100));
        assertEquals("0", Literals.shortest(-0.0));
        assertEquals("-2.5", Literals.shortest(-2.5));
        assertEquals("0.000001", Literals.shortest(1e-6));
        assertEquals("1e-7", Literals.shortest(1e-7));
        assertEquals("1.5e300", Literals.shortest(1.5e300));
        assertEquals("0.30000000000000004", Literals.shortest(0.1 + 0.2));
        assertEquals("5e-324", Literals.shortest(Double.MIN_VALUE));
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
        assertEquals(oracle(v), Literals.shortest(v));
    }

    @Test
    void agreesWithTheBigDecimalFormOnRoundingEdges() {
        double[] edge = {9.999999999999999e22, 1e21, 1e-7, 999999.9999999999, 0.1 + 0.7, 5e-324, Double.MAX_VALUE, 123456789012345680.0,
                2.5, 0.125, 1 / 3.0, 2 / 3.0, 1e16, 9007199254740993.0, 4.35, 0.000001, 0.0000009999999999999999};
        for (double v : edge) {
            assertEquals(oracle(v), Literals.shortest(v), Double.toString(v));
            assertEquals(oracle(-v), Literals.shortest(-v), Double.toString(-v));
        }
    }

    @Property(tries = 500)
    void roundTripsAndCannotBeShorter(@ForAll double v) {
        if (!Double.isFinite(v) || v == 0) return;
        String s = Literals.shortest(v);
        assertEquals(v, Double.parseDouble(s), s);
        BigDecimal d = new BigDecimal(s).stripTrailingZeros();
        if (d.precision() > 1) {
            BigDecimal shorter = new BigDecimal(v).round(new MathContext(d.precision() - 1));
            assertNotEquals(v, shorter.doubleValue(), s + " has a shorter form " + shorter);
        }
    }

    /**
     * Under locales whose decimal separator is a comma (German) and whose case mapping differs (Turkish dotless i),
     * every form keeps its dot and parses back.
     */
    @Test
    void literalsAreLocaleFreeAndRoundTrip() {
        Locale saved = Locale.getDefault();
        try {
            for (Locale l : List.of(Locale.GERMANY, Locale.forLanguageTag("tr-TR"))) {
                Locale.setDefault(l);
                // The switch is real: a locale-dependent formatter writes a comma here.
                assertEquals("1,5", String.format("%.1f", 1.5), l.toString());
                assertEquals("1.6f", Literals.INSTANCE.f(1.6), l.toString());
                assertEquals("0.0f", Literals.INSTANCE.f(-0.0));
                assertEquals("2.0", Literals.INSTANCE.d(2));
                assertEquals("1e-7", Literals.INSTANCE.d(1e-7));
                assertEquals("1.5e-7f", Literals.INSTANCE.f(1.5e-7));
                assertEquals("0.05", Literals.INSTANCE.json(0.05));
                assertEquals("64", Literals.INSTANCE.json(64));
                assertEquals("1234567.25", Literals.INSTANCE.json(1234567.25));
                for (double v : new double[] {0.1 + 0.2, -1 / 3.0, 6.02214076e23, 1e-300, 4.35, 123456789.125}) {
                    assertEquals(v, Double.parseDouble(Literals.INSTANCE.d(v)), l + " " + v);
                    assertEquals(v, Double.parseDouble(Literals.INSTANCE.json(v)), l + " " + v);
                    String f = Literals.INSTANCE.f(v);
                    assertEquals(v, Double.parseDouble(f.substring(0, f.length() - 1)), l + " " + v);
                }
            }
        } finally {
            Locale.setDefault(saved);
        }
    }
}
