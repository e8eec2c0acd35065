package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.io.BoundedProcess;
import dev.stretchy.verify.CompileCache;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One unit folder shared by several JVMs (the build's test JVMs, {@link CompileCache#FOLDER_PROPERTY}): two JVMs
 * building the same unit at once compile it once, another compiler version compiles it again, and a JVM killed in the
 * middle of a compile leaves nothing a later build takes for an object. Each JVM is a child started here, bounded.
 */
class CompileCacheSharedTest {
    private static final Duration BOUND = Duration.ofSeconds(240);
    private static final Pattern REPORT = Pattern.compile("compiled (\\d+) printed (.*)");

    /** A child JVM's build: writes the program into {@code args[1]}, builds it with compiler {@code args[0]}, runs it. */
    static final class Child {
        public static void main(String[] args) throws Exception {
            Path dir = Path.of(args[1]);
            CompileCache.Outcome r = CompileCache.build(List.of(args[0], "-std=c++17", "-O1", "-Wall", "-Werror"),
                    List.of("main.cpp", "value.cpp"), "prog", dir, BOUND);
            String out = r.program() == null ? "rejected" : BoundedProcess.of(r.program().toString()).directory(dir)
                    .run(BOUND).out().strip();
            System.out.println("compiled " + CompileCache.compiled() + " printed " + out);
        }
    }

    /** A compiler that says {@code version} and takes a second per compile (so two builds overlap), then runs g++. */
    private static Path compiler(Path root, String version) throws IOException {
        Path cxx = root.resolve("cxx");
        Files.writeString(cxx, "#!/bin/sh\n"
                + "if [ \"$1\" = --version ]; then echo '" + version + "'; exit 0; fi\n"
                // The kill marker: write half an object where -o points, then kill the JVM that compiles (its parent).
                + "if [ -e '" + root.resolve("kill") + "' ]; then\n"
                + "  prev=; for a in \"$@\"; do [ \"$prev\" = -o ] && echo half > \"$a\"; prev=$a; done\n"
                + "  touch '" + root.resolve("killed") + "'; kill -9 $PPID; exit 1\nfi\n"
                + "case \" $* \" in *' -c '*) sleep 1 ;; esac\n"
                + "exec " + MathCoreBuild.compiler() + " \"$@\"\n");
        assertTrue(cxx.toFile().setExecutable(true));
        return cxx;
    }

    private static Path program(Path root, String name, String nonce) throws IOException {
        Path dir = Files.createDirectories(root.resolve(name));
        Files.writeString(dir.resolve("main.cpp"), "// " + nonce + "\n#include <cstdio>\nint Value();\n"
                + "int main() { std::printf(\"%d\\n\", 2 * Value()); }\n");
        Files.writeString(dir.resolve("value.cpp"), "// " + nonce + "\nint Value() { return 21; }\n");
        return dir;
    }

    /** Runs a child JVM's build, bounded; its output. */
    private static BoundedProcess.Result child(Path units, Path cxx, Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return BoundedProcess.of(java, "-cp", System.getProperty("java.class.path"),
                "-D" + CompileCache.FOLDER_PROPERTY + "=" + units, Child.class.getName(), cxx.toString(), dir.toString())
                .run(BOUND);
    }

    /** The child's unit count; fails unless it printed 42. */
    private static int units(BoundedProcess.Result r) {
        assertFalse(r.timedOut(), "a child build did not finish within " + BOUND);
        Matcher m = REPORT.matcher(r.out());
        assertTrue(m.find() && m.group(2).equals("42"), r.out());
        return Integer.parseInt(m.group(1));
    }

    /** Two child builds at once (two threads, each waiting on its child); their unit counts added. */
    private static int together(Path unitsA, Path unitsB, Path cxx, Path a, Path b) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<BoundedProcess.Result> ra = pool.submit(() -> child(unitsA, cxx, a));
            Future<BoundedProcess.Result> rb = pool.submit(() -> child(unitsB, cxx, b));
            return units(ra.get()) + units(rb.get());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void twoJvmsBuildingTheSameUnitsAtOnceCompileThemOnce(@TempDir Path root) throws Exception {
        Path cxx = compiler(root, "cxx 1");
        String nonce = UUID.randomUUID().toString();
        Path units = root.resolve("units");
        assertEquals(2, together(units, units, cxx, program(root, "a", nonce), program(root, "b", nonce)),
                "two units, each compiled by one JVM of the two");
    }

    /** Planted: two JVMs that do not share a folder: the count sees every unit compiled twice. */
    @Test
    void withoutASharedFolderEachJvmCompilesEveryUnit(@TempDir Path root) throws Exception {
        Path cxx = compiler(root, "cxx 1");
        String nonce = UUID.randomUUID().toString();
        assertEquals(4, together(root.resolve("units-a"), root.resolve("units-b"), cxx, program(root, "a", nonce),
                program(root, "b", nonce)));
    }

    /** The compiler's --version is in the key: another version compiles again, the same one again reuses. */
    @Test
    void anotherCompilerVersionCompilesAgain(@TempDir Path root) throws Exception {
        String nonce = UUID.randomUUID().toString();
        Path units = root.resolve("units");
        Path cxx = compiler(root, "cxx 1");
        assertEquals(2, units(child(units, cxx, program(root, "a", nonce))));
        compiler(root, "cxx 2");
        assertEquals(2, units(child(units, cxx, program(root, "b", nonce))), "a new compiler version reused old units");
        assertEquals(0, units(child(units, cxx, program(root, "c", nonce))));
    }

    /** A JVM killed while its compiler wrote half an object: a later build compiles the unit and never links the half. */
    @Test
    void aBuildKilledMidCompileLeavesNoObject(@TempDir Path root) throws Exception {
        String nonce = UUID.randomUUID().toString();
        Path units = root.resolve("units");
        Path cxx = compiler(root, "cxx 1");
        Files.writeString(root.resolve("kill"), "");
        BoundedProcess.Result killed = child(units, cxx, program(root, "a", nonce));
        assertTrue(Files.exists(root.resolve("killed")) && killed.exit() != 0, "the compiling JVM was not killed: " + killed.out());
        try (Stream<Path> s = Files.list(units)) {
            assertFalse(s.anyMatch(f -> f.getFileName().toString().endsWith(".o")), "an object was kept from a killed compile");
        }
        Files.delete(root.resolve("kill"));
        assertEquals(2, units(child(units, cxx, program(root, "b", nonce))));
    }
}
