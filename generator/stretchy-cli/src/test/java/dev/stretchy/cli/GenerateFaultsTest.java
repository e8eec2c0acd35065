package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `generate` against a damaged output folder: one line, the right exit code, nothing written. */
class GenerateFaultsTest {
    @TempDir
    Path dir;

    private Path out() {
        return dir.resolve("out");
    }

    private Cli generate(String... extra) {
        return Cli.generateUnreal(out(), extra);
    }

    private static long files(Path root) throws Exception {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).count();
        }
    }

    @Test
    void aLinkInTheOutputStopsTheRunNamingIt() throws Exception {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.createDirectories(out());
        Files.createSymbolicLink(out().resolve("Stretchy"), outside);
        for (String[] mode : new String[][] {{}, {"--force"}, {"--dry-run"}}) {
            Cli r = generate(mode);
            assertEquals(ExitCodes.FAILED, r.exit(), String.join(" ", mode) + r.out() + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains(out().resolve("Stretchy") + " is a symbolic link"), r.err());
            assertEquals(0, files(outside));
            assertFalse(Files.exists(out().resolve(".stretchy")), "nothing written, not even an empty state folder");
        }
    }

    @Test
    void aCorruptManifestIsOneLineAndExitTwo() throws Exception {
        assertEquals(ExitCodes.OK, generate().exit());
        Files.writeString(out().resolve(".stretchy/manifest.json"), "{\"format\": \"stretchy-manifest/1\",\n\"files\": [");
        Cli r = generate();
        assertEquals(ExitCodes.BAD_INPUT, r.exit(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains(".stretchy/manifest.json is not a valid manifest (line 2"), r.err());
    }

    @Test
    void aFolderReplacingAGeneratedFileIsAListedConflict() throws Exception {
        assertEquals(ExitCodes.OK, generate().exit());
        Path uplugin = out().resolve("Stretchy/Stretchy.uplugin");
        Files.delete(uplugin);
        Files.createDirectories(uplugin.resolve("x"));
        for (String[] mode : new String[][] {{}, {"--force"}, {"--dry-run"}}) {
            Cli r = generate(mode);
            assertEquals(ExitCodes.FAILED, r.exit(), String.join(" ", mode) + r.err());
            assertTrue(r.err().contains("Stretchy/Stretchy.uplugin (is a folder"), r.err());
        }
        assertTrue(Files.isDirectory(uplugin.resolve("x")));
    }

    @Test
    void dryRunFailsWhereTheRealRunWould() throws Exception {
        Files.createDirectories(out());
        Files.writeString(out().resolve("Stretchy"), "a file where the plugin folder goes");
        Cli dry = generate("--dry-run");
        Cli real = generate();
        assertEquals(ExitCodes.FAILED, real.exit(), real.err());
        assertEquals(real.exit(), dry.exit(), dry.out() + dry.err());
        assertTrue(dry.err().contains("its folder Stretchy is a file"), dry.err());
        assertEquals(1, files(out()));
    }

    @Test
    void checkSeesLeftoverTemporariesAndTheNextRunRemovesThem() throws Exception {
        assertEquals(ExitCodes.OK, generate().exit());
        Path tmp = Files.writeString(out().resolve("Stretchy/.Stretchy.uplugin.5e1f00a1b2c3.stretchy-tmp"), "{\"partial");
        Cli check = generate("--check");
        assertEquals(ExitCodes.FAILED, check.exit(), check.out());
        assertTrue(check.out().contains("clean     Stretchy/.Stretchy.uplugin.5e1f00a1b2c3.stretchy-tmp"), check.out());
        assertEquals(ExitCodes.OK, generate().exit());
        assertFalse(Files.exists(tmp));
        assertEquals(ExitCodes.OK, generate("--check").exit());
    }

    @Test
    void concurrentRunsOnOneFolderAreSerialised() throws Exception {
        // Whatever the interleaving: each run either completes or stops at the lock, none reports a hand edit, and
        // the folder ends up exactly generated.
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(3);
        try {
            List<java.util.concurrent.Future<Cli>> runs = new java.util.ArrayList<>();
            for (int i = 0; i < 3; i++) runs.add(pool.submit(() -> generate("--quiet")));
            int ok = 0;
            for (java.util.concurrent.Future<Cli> f : runs) {
                Cli r = f.get();
                if (r.exit() == ExitCodes.OK) ok++;
                else {
                    assertEquals(ExitCodes.ENVIRONMENT, r.exit(), r.err());
                    assertTrue(r.err().contains("another stretchy run is using"), r.err());
                }
            }
            assertTrue(ok >= 1);
        } finally {
            pool.shutdown();
        }
        Cli check = generate("--check");
        assertEquals(ExitCodes.OK, check.exit(), check.out() + check.err());
        assertFalse(Files.exists(out().resolve(".stretchy/lock")));
    }

    @Test
    void ioErrorsNameTheirPath() {
        String line = GenerateCommand.describe(new FileSystemException("/x/Stretchy.uplugin", null, "Is a directory"));
        assertEquals("/x/Stretchy.uplugin: Is a directory", line);
        assertEquals("/x/y: already exists", GenerateCommand.describe(new java.nio.file.FileAlreadyExistsException("/x/y")));
    }
}
