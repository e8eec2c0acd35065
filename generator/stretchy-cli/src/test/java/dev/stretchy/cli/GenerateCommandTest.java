package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateCommandTest {
    @TempDir
    Path dir;

    private Path out() {
        return dir.resolve("out");
    }

    private Cli generate(String... extra) {
        return Cli.generateUnreal(out(), extra);
    }

    private Path uplugin() {
        return out().resolve("Stretchy/Stretchy.uplugin");
    }

    @Test
    void generatesThePluginWithTheEmbeddedDefault() {
        Cli r = generate();
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(Files.exists(uplugin()));
        assertTrue(Files.exists(out().resolve(".stretchy/manifest.json")));
    }

    @Test
    void badSpecExitsTwoAndWritesNothing() throws Exception {
        Path spec = Files.writeString(dir.resolve("bad.yaml"), "splineDeform:\n  sampleCount: 1\n");
        Cli r = generate("--spec", spec.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertTrue(r.err().contains("bad.yaml:2:16: splineDeform.sampleCount: found 1, allowed an integer in [2, 4096]"), r.err());
        assertFalse(Files.exists(out()), "nothing may be written for a bad spec");
    }

    @Test
    void missingSpecExitsTwo() {
        Cli r = generate("--spec", dir.resolve("missing.yaml").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertTrue(r.err().contains("no such file"), r.err());
    }

    @Test
    void unknownOptionOrTargetExitsTwo() {
        assertEquals(ExitCodes.BAD_INPUT, Cli.run("generate", "--frobnicate").exit());
        assertEquals(ExitCodes.BAD_INPUT, Cli.run("generate", "--target", "godot", "--out", out().toString()).exit());
        assertFalse(Files.exists(out()));
    }

    @Test
    void checkPassesOnFreshOutputAndFailsOnDrift() throws Exception {
        assertEquals(ExitCodes.FAILED, generate("--check").exit(), "missing output differs");
        generate();
        Cli fresh = generate("--check");
        assertEquals(ExitCodes.OK, fresh.exit(), fresh.err());
        Files.writeString(uplugin(), "{}\n");
        Cli drift = generate("--check");
        assertEquals(ExitCodes.FAILED, drift.exit());
        assertTrue(drift.out().contains("Stretchy/Stretchy.uplugin"), drift.out());
    }

    @Test
    void dryRunPrintsThePlanAndWritesNothing() {
        Cli r = generate("--dry-run");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(r.out().contains("create    Stretchy/Stretchy.uplugin"), r.out());
        assertFalse(Files.exists(out()));
    }

    @Test
    void handEditBlocksTheRunUntilForced() throws Exception {
        generate();
        Files.writeString(uplugin(), "{ \"edited\": true }\n");
        Path spec = Files.writeString(dir.resolve("s.yaml"), "plugin:\n  versionName: \"2.0\"\n");
        Cli blocked = generate("--spec", spec.toString());
        assertEquals(ExitCodes.FAILED, blocked.exit());
        assertTrue(blocked.err().contains("Stretchy/Stretchy.uplugin (edited by hand since the last run)"), blocked.err());
        assertEquals("{ \"edited\": true }\n", Files.readString(uplugin()));
        Cli forced = generate("--spec", spec.toString(), "--force");
        assertEquals(ExitCodes.OK, forced.exit(), forced.err());
        assertTrue(Files.readString(uplugin()).contains("\"VersionName\": \"2.0\""));
    }

    @Test
    void renamingThePluginDeletesTheOldUnmodifiedTree() throws Exception {
        generate();
        Path spec = Files.writeString(dir.resolve("s.yaml"), "plugin:\n  name: Boing\n");
        Cli r = generate("--spec", spec.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(Files.exists(out().resolve("Boing/Boing.uplugin")));
        assertFalse(Files.exists(out().resolve("Stretchy")));
    }

    @Test
    void helpVersionAndSchemaWork() {
        Cli help = Cli.run("--help");
        assertEquals(0, help.exit());
        assertTrue(help.out().contains("generate"), help.out());
        Cli genHelp = Cli.run("generate", "--help");
        assertTrue(genHelp.out().contains("--dry-run"), genHelp.out());
        Cli v = Cli.run("--version");
        assertEquals(0, v.exit());
        assertTrue(v.out().startsWith("stretchy "), v.out());
        Cli schema = Cli.run("schema");
        assertEquals(0, schema.exit());
        assertTrue(schema.out().contains("\"$schema\""));
    }

    @Test
    void noCommandIsAUsageError() {
        assertEquals(ExitCodes.BAD_INPUT, Cli.run().exit());
    }
}
