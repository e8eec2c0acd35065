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
