package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LintCommandTest {
    @Test
    void generatedShadersPass() {
        Cli r = Cli.run("lint");
        assertEquals(ExitCodes.OK, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("no errors"));
    }

    @Test
    void aHandEditedShaderOnDiskFailsWithPositionAndRule(@TempDir Path dir) throws Exception {
        assertEquals(ExitCodes.OK, Cli.run("generate", "--target", "unreal", "--out", dir.toString()).exit());
        Path ush = dir.resolve("Stretchy/Shaders/Private/StretchyVelocityStretch.ush");
        Files.writeString(ush, "#pragma once\n" + Files.readString(ush));
        Cli r = Cli.run("lint", "--dir", dir.toString());
        assertEquals(ExitCodes.FAILED, r.exit(), r.out());
        assertTrue(r.out().contains("Stretchy/Shaders/Private/StretchyVelocityStretch.ush:1:1: error: ")
                && r.out().contains("[no-pragma-once]"), r.out());
    }

    @Test
    void aMissingShaderIsReported(@TempDir Path dir) {
        Cli r = Cli.run("lint", "--dir", dir.toString());
        assertEquals(ExitCodes.FAILED, r.exit());
        assertTrue(r.out().contains("[missing-shader]"), r.out());
    }
}
