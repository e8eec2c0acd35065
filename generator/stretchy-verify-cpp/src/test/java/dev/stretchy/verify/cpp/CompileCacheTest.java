package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.verify.CompileCache;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kept unit must never hide an edit: a changed header, source or flag compiles again (each a planted change that a
 * stale object would miss), a failed compile is not kept, and only a unit identical in all of them is reused, also
 * from another build folder.
 */
class CompileCacheTest {
    private static final Duration BOUND = Duration.ofSeconds(240);

    /** Writes the program's files into a new folder under {@code root}, builds and runs it; returns its output. */
    private static String buildAndRun(Path root, String name, String header, String main, String value, List<String> flags)
            throws Exception {
        Path dir = Files.createDirectories(root.resolve(name));
        Files.createDirectories(dir.resolve("inc"));
        Files.writeString(dir.resolve("inc/value.h"), header);
        Files.writeString(dir.resolve("main.cpp"), main);
        Files.writeString(dir.resolve("value.cpp"), value);
        List<String> cmd = new ArrayList<>(List.of(MathCoreBuild.compiler(), "-std=c++17", "-O1", "-Wall", "-Werror",
                "-I", dir.resolve("inc").toString()));
        cmd.addAll(flags);
        CompileCache.Outcome r = CompileCache.build(cmd, List.of(dir.resolve("main.cpp").toString(), "value.cpp"), "prog", dir, BOUND);
        if (r.program() == null) return "rejected: " + r.out();
        return ScenarioSupport.exec(List.of(r.program().toString()), dir).strip();
    }

    private static final String HEADER = "#pragma once\nint Value();\ninline int Twice(int V) { return 2 * V; }\n";
    private static final String MAIN = "#include <cstdio>\n#include \"value.h\"\nint main() { std::printf(\"%d\\n\", Twice(Value())); }\n";
    private static final String VALUE = "#include \"value.h\"\nint Value() { return 21; }\n";

    /** A comment no earlier run's units had: the build's unit folder outlives a test run. */
    private static String fresh(String source) {
        return "// " + UUID.randomUUID() + "\n" + source;
    }

    @Test
    void anIdenticalUnitIsCompiledOnceAcrossFolders(@TempDir Path root) throws Exception {
        int before = CompileCache.compiled();
        String main = fresh(MAIN);
        String value = fresh(VALUE);
        assertEquals("42", buildAndRun(root, "a", HEADER, main, value, List.of()));
        assertEquals(2, CompileCache.compiled() - before, "both units of a first build compile");
        assertEquals("42", buildAndRun(root, "b", HEADER, main, value, List.of()));
        assertEquals(2, CompileCache.compiled() - before, "the same units in another folder are reused");
        // Only the edited unit compiles again.
        assertEquals("40", buildAndRun(root, "c", HEADER, main, value.replace("21", "20"), List.of()));
        assertEquals(3, CompileCache.compiled() - before);
    }

    /** A unit built before, in a folder of the same file names with the same contents, is taken without preprocessing. */
    @Test
    void aUnitWhoseFilesAreUnchangedIsNotPreprocessedAgain(@TempDir Path root) throws Exception {
        String main = fresh(MAIN);
        String value = fresh(VALUE);
        assertEquals("42", buildAndRun(root, "a", HEADER, main, value, List.of()));
        int compiled = CompileCache.compiled();
        int preprocessed = CompileCache.preprocessed();
        assertEquals("42", buildAndRun(root, "b", HEADER, main, value, List.of()));
        assertEquals(compiled, CompileCache.compiled(), "compiled again");
        assertEquals(preprocessed, CompileCache.preprocessed(), "preprocessed again");
        // The header edited: its record no longer holds, so both units are looked up by their preprocessed text.
        assertEquals("63", buildAndRun(root, "c", HEADER.replace("2 * V", "3 * V"), main, value, List.of()));
        assertEquals(preprocessed + 2, CompileCache.preprocessed());
    }

    /**
     * Planted: a header added where the compiler finds it first (a folder searched before the one the record names):
     * the recorded files are all unchanged, yet the unit now reads another header (a stale object would print 42).
     */
    @Test
    void aHeaderAddedEarlierOnTheSearchPathCompilesAgain(@TempDir Path root) throws Exception {
        String main = fresh(MAIN);
        List<String> first = List.of("-iquote", "first");
        assertEquals("42", buildAndRun(root, "a", HEADER, main, VALUE, first));
        Path b = Files.createDirectories(root.resolve("b/first"));
        Files.writeString(b.resolve("value.h"), HEADER.replace("2 * V", "4 * V"));
        assertEquals("84", buildAndRun(root, "b", HEADER, main, VALUE, first));
    }

    /** Planted: a header edit the sources do not show (a stale object would still print 42). */
    @Test
    void aChangedHeaderCompilesEveryUnitThatIncludesIt(@TempDir Path root) throws Exception {
        assertEquals("42", buildAndRun(root, "a", HEADER, MAIN, VALUE, List.of()));
        assertEquals("63", buildAndRun(root, "b", HEADER.replace("2 * V", "3 * V"), MAIN, VALUE, List.of()));
    }

    /** Planted: a changed define (a flag) with the same files. */
    @Test
    void aChangedFlagCompilesAgain(@TempDir Path root) throws Exception {
        String main = MAIN.replace("Twice(Value())", "Twice(Value()) + OFFSET");
        assertEquals("43", buildAndRun(root, "a", HEADER, main, VALUE, List.of("-DOFFSET=1")));
        assertEquals("44", buildAndRun(root, "b", HEADER, main, VALUE, List.of("-DOFFSET=2")));
    }

    /** A unit that fails is not kept: the same unit fails again, with the compiler's message; a fixed one builds. */
    @Test
    void aFailedCompileIsNotKept(@TempDir Path root) throws Exception {
        String broken = VALUE.replace("return 21;", "return 21");
        String first = buildAndRun(root, "a", HEADER, MAIN, broken, List.of());
        assertTrue(first.startsWith("rejected: ") && first.contains("value.cpp"), first);
        assertEquals(first, buildAndRun(root, "b", HEADER, MAIN, broken, List.of()).replace("/b/", "/a/"));
        assertEquals("42", buildAndRun(root, "c", HEADER, MAIN, VALUE, List.of()));
        // A warning is an error (-Werror): not kept either.
        String unused = VALUE.replace("{ return 21; }", "{ int Unused; return 21; }");
        assertTrue(buildAndRun(root, "d", HEADER, MAIN, unused, List.of()).contains("Unused"));
        assertTrue(buildAndRun(root, "e", HEADER, MAIN, unused, List.of()).contains("Unused"));
    }

    @Test
    void argumentsUnderTheBuildFolderArePassedRelativeToIt(@TempDir Path dir) {
        assertEquals(List.of("-I", "inc", "-I", ".", "main.cpp", "/elsewhere/x.cpp"),
                CompileCache.relative(List.of("-I", dir.resolve("inc").toString(), "-I", dir.toAbsolutePath().toString(),
                        dir.resolve("main.cpp").toString(), "/elsewhere/x.cpp"), dir));
    }

    @Test
    void aMissingCompilerIsAnIOException(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("main.cpp"), MAIN);
        assertThrows(IOException.class, () -> CompileCache.build(
                List.of("stretchy-no-such-compiler"), List.of("main.cpp"), "prog", dir, BOUND));
    }
}
