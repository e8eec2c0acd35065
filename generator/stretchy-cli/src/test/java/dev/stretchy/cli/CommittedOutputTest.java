package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * unreal-plugin-output/ must be exactly what `generate` makes of specs/stretchy.yaml; so must the three.js library
 * project threejs/stretchy-three/, whose spec-decided files are rendered into it and committed.
 */
class CommittedOutputTest {
    private static final Path THREEJS = Path.of("../../threejs");

    @Test
    void committedPluginIsUpToDate() {
        Cli r = Cli.run("generate", "--spec", "../../specs/stretchy.yaml", "--target", "unreal",
                "--out", "../../unreal-plugin-output", "--check");
        assertEquals(ExitCodes.OK, r.exit(), "unreal-plugin-output/ is stale; regenerate it with\n"
                + "  ./stretchy generate --spec specs/stretchy.yaml --target unreal --out unreal-plugin-output\n" + r.out() + r.err());
    }

    @Test
    void committedThreejsProjectIsUpToDate() {
        Cli r = checkThreejs(THREEJS);
        assertEquals(ExitCodes.OK, r.exit(), "threejs/stretchy-three/ is stale; regenerate its spec-decided files with\n"
                + "  ./stretchy generate --spec specs/stretchy.yaml --target threejs --out threejs --force\n" + r.out() + r.err());
    }

    /** Planted faults: a stale constant and a file that is not what the build packaged are both reported. */
    @Test
    void staleThreejsProjectIsReported(@TempDir Path tmp) throws IOException {
        copyProject(THREEJS.resolve("stretchy-three"), tmp.resolve("stretchy-three"));
        assertEquals(ExitCodes.OK, checkThreejs(tmp).exit(), "the copy must start fresh");

        Path constants = tmp.resolve("stretchy-three/src/constants.ts");
        String fresh = Files.readString(constants, StandardCharsets.UTF_8);
        Files.writeString(constants, fresh.replace("  k: 0.05,", "  k: 0.06,"), StandardCharsets.UTF_8);
        Cli stale = checkThreejs(tmp);
        assertEquals(ExitCodes.FAILED, stale.exit(), stale.out() + stale.err());
        assertTrue(stale.out().contains("stretchy-three/src/constants.ts"), stale.out());

        Files.writeString(constants, fresh, StandardCharsets.UTF_8);
        Files.writeString(tmp.resolve("stretchy-three/src/vec3.ts"), "// edited\n", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);
        Cli edited = checkThreejs(tmp);
        assertEquals(ExitCodes.FAILED, edited.exit(), edited.out() + edited.err());
        assertTrue(edited.out().contains("stretchy-three/src/vec3.ts"), edited.out());
    }

    private static Cli checkThreejs(Path out) {
        return Cli.run("generate", "--spec", "../../specs/stretchy.yaml", "--target", "threejs", "--out", out.toString(), "--check");
    }

    /** The project's tracked files: no installed or built folders. */
    private static void copyProject(Path from, Path to) throws IOException {
        Set<String> skip = Set.of("node_modules", "dist", "demo-dist", "e2e-out");
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                Path rel = from.relativize(p);
                if (skip.contains(rel.getName(0).toString())) continue;
                Files.createDirectories(to.resolve(rel).getParent());
                Files.copy(p, to.resolve(rel));
            }
        }
    }
}
