package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class BenchCommandTest {
    @Test
    void printsEveryModeAgainstModeC() {
        Cli r = Cli.run("bench", "--vertices", "2048", "--repeats", "1");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        for (String s : new String[] {"SplineDeform parallel-transport", "SplineDeform rotation-minimizing",
                "SplineDeform article", "VelocityStretch 3D", "device: "}) {
            assertTrue(r.out().contains(s), r.out());
        }
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("SplineDeform article") && l.contains("1.00x")), r.out());
    }

    @Test
    void withoutADeviceOnlyStaticFigures() {
        Cli r = Cli.run("bench", "--no-device");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(r.out().contains("device: none"), r.out());
    }
}
