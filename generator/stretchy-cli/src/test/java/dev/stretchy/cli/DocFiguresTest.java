package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.StretchyVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No hand-typed figure in the docs: every figure of README.md and docs/*.md is in a script-written file or on
 * docs/checked-figures.txt with a check that holds it to the code, and each check is run here (docs/writing-docs.md).
 */
class DocFiguresTest {
    static final Path ROOT = Path.of("../..");
    static Map<String, String> docs;
    static List<DocFigures.Entry> entries;
    static Map<String, Function<DocFigures.Entry, String>> checks;
    static long generatedFiles;

    @BeforeAll
    static void load(@TempDir Path tmp) throws IOException {
        docs = new LinkedHashMap<>();
        for (String f : DocFigures.scannedFiles(ROOT)) docs.put(f, DocFigures.read(ROOT.resolve(f)));
        entries = DocFigures.entries(DocFigures.read(ROOT.resolve("docs/checked-figures.txt")));
        generatedFiles = generatedFileCount(tmp);
        checks = checks(generatedFiles);
    }

    /** The files a default `generate` writes (the plugin and the three.js package), its manifest folder left out. */
    static long generatedFileCount(Path tmp) throws IOException {
        Path out = tmp.resolve("out");
        Cli r = Cli.run("generate", "--out", out.toString(), "--quiet");
        assertEquals(0, r.exit(), r.err());
        try (Stream<Path> s = Files.walk(out)) {
            return s.filter(Files::isRegularFile).filter(p -> !out.relativize(p).startsWith(".stretchy")).count();
        }
    }

    /** The checks a line of checked-figures.txt may name; each gives null when the figure holds, else why not. */
    static Map<String, Function<DocFigures.Entry, String>> checks(long generatedFiles) {
        Map<String, Function<DocFigures.Entry, String>> c = new LinkedHashMap<>();
        c.put("math-version", e -> equal(e, StretchyVersion.MATH.substring(StretchyVersion.MATH.indexOf('/') + 1),
                "StretchyVersion.MATH"));
        c.put("math-history", e -> DocFigures.read(ROOT.resolve("docs/deformer-math.md"))
                .contains("\n- `stretchy-math/" + DocFigures.number(e.text()) + "`:") ? null
                : "not a version in deformer-math.md's Changes");
        c.put("java-release", e -> equal(e, first(ROOT.resolve("pom.xml"),
                "<maven.compiler.release>(\\d+)</maven.compiler.release>"), "pom.xml's maven.compiler.release"));
        c.put("node-min", e -> equal(e, first(ROOT.resolve("threejs/stretchy-three/package.json"),
                "\"node\": \">=(\\d+\\.\\d+)(?:\\.0)?\""), "package.json's engines.node"));
        c.put("golden-count", DocFiguresTest::goldenCount);
        c.put("definition", e -> DEFINING.contains(e.file()) && e.check().split("\\s+").length > 2 ? null
                : "a definition belongs to the normative spec (" + DEFINING + ") and says why after the word");
        c.put("generated-files", e -> equal(e, String.valueOf(generatedFiles), "the files `generate` writes"));
        c.put("code", DocFiguresTest::code);
        return c;
    }

    /** The documents that define numbers rather than measure them: the math spec and the golden format. */
    static final List<String> DEFINING = List.of("docs/deformer-math.md", "docs/golden-format.md");

    /** {@code golden-count [KERNEL...]}: the golden files (of those kernels), committed in golden/. */
    static String goldenCount(DocFigures.Entry e) {
        List<String> kernels = List.of(e.check().split("\\s+")).subList(1, e.check().split("\\s+").length);
        try (Stream<Path> s = Files.list(ROOT.resolve("golden"))) {
            long n = s.filter(p -> p.toString().endsWith(".json")).filter(p -> kernels.isEmpty() || kernels.stream()
                    .anyMatch(k -> DocFigures.read(p).contains("\"kernel\": \"" + k + "\""))).count();
            return equal(e, String.valueOf(n), "golden/*.json" + (kernels.isEmpty() ? "" : " of " + kernels));
        } catch (IOException x) {
            return x.toString();
        }
    }

    /** {@code code PATH REGEX}: REGEX, with {n} standing for the figure's number, matches in PATH (from the root). */
    static String code(DocFigures.Entry e) {
        String[] parts = e.check().split("\\s+", 3);
        if (parts.length != 3 || !parts[2].contains("{n}")) return "expected 'code PATH REGEX-with-{n}'";
        Path file = ROOT.resolve(parts[1]);
        if (!Files.isRegularFile(file)) return parts[1] + " does not exist";
        String regex = parts[2].replace("{n}", Pattern.quote(DocFigures.number(e.text())));
        return Pattern.compile(regex).matcher(DocFigures.read(file)).find() ? null
                : "/" + parts[2] + "/ with " + DocFigures.number(e.text()) + " not found in " + parts[1];
    }

    private static String equal(DocFigures.Entry e, String actual, String what) {
        String n = DocFigures.number(e.text());
        return n.equals(actual) ? null : "the code says " + actual + " (" + what + "), the doc " + n;
    }

    private static String first(Path file, String regex) {
        Matcher m = Pattern.compile(regex).matcher(DocFigures.read(file));
        if (!m.find()) throw new AssertionError("/" + regex + "/ not in " + file);
        return m.group(1);
    }

    @Test
    void everyFigureOfTheDocsIsScriptWrittenOrChecked() {
        assertTrue(docs.containsKey("README.md") && docs.containsKey("docs/cli.md"), docs.keySet().toString());
        List<String> problems = DocFigures.problems(docs, entries, checks);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void theScriptWrittenFilesAreLeftOutAndOthersAreNot() {
        assertNotNull(DocFigures.scriptWritten(ROOT, DocFigures.read(ROOT.resolve("docs/engine-compile.md"))));
        assertTrue(!docs.containsKey("docs/engine-compile.md") && !docs.containsKey("docs/benchmarks.md"), docs.keySet().toString());
        // Planted: a header naming a script that does not exist does not make a file script-written.
        assertNull(DocFigures.scriptWritten(ROOT, "Written by `scripts/bench-nothing.sh` on a day\n\n# x\n"));
        assertNull(DocFigures.scriptWritten(ROOT, "# x\n\n\nWritten by `scripts/benchmarks.sh`\n"));
    }

    @Test
    void theScannerFindsSizesTimesCountsRatiosAndVersionsOutsideCode() {
        String text = "a 41.6 kB tarball of 35 files, 172 Vitest tests, a 0.95 s no-op, 1.06 M vs 1.03 M/s = 1.04×, "
                + "3.80x, 0.37°, 105–167 ns, 2,000 tests, Node.js ≥ 20.19, JDK 17, `stretchy-math/1.0` and stretchy-math/1.1,\n"
                + "not these: `93 files`, float32, 8-bit, 2D, mode A, §8.5, 5.3.2, 1e-3, 0x1F, v1\n```\n12 s\n```\n";
        List<String> found = DocFigures.figures("x.md", text).stream().map(DocFigures.Figure::text).toList();
        assertEquals(List.of("41.6 kB", "35 files", "172 Vitest tests", "0.95 s", "1.03 M/s", "1.04×", "3.80x", "0.37°",
                "105–167 ns", "2,000 tests", "Node.js ≥ 20.19", "JDK 17", "stretchy-math/1.1", "stretchy-math/1.0"), found);
    }

    // Planted faults: each stale or unlisted figure is reported.

    @Test
    void aStaleGeneratedFileCountFails() {
        Map<String, String> planted = new LinkedHashMap<>(docs);
        String wrong = String.valueOf(generatedFiles + 1);
        planted.put("docs/planted.md", "The default output: " + wrong + " files.\n");
        List<DocFigures.Entry> list = new ArrayList<>(entries);
        list.add(new DocFigures.Entry("docs/planted.md", wrong + " files", "generated-files", 999));
        List<String> problems = DocFigures.problems(planted, list, checks);
        assertEquals(1, problems.size(), String.join("\n", problems));
        assertTrue(problems.get(0).contains("fails its check 'generated-files'"), problems.get(0));
    }

    @Test
    void aStaleMathVersionFails() {
        Map<String, String> planted = new LinkedHashMap<>(docs);
        planted.put("docs/planted.md", "The math is stretchy-math/1.1, see the spec.\n");
        List<DocFigures.Entry> list = new ArrayList<>(entries);
        list.add(new DocFigures.Entry("docs/planted.md", "stretchy-math/1.1", "math-version", 999));
        List<String> problems = DocFigures.problems(planted, list, checks);
        assertEquals(1, problems.size(), String.join("\n", problems));
        assertTrue(problems.get(0).contains("the code says " + StretchyVersion.MATH.substring(14)), problems.get(0));
    }

    @Test
    void anUnlistedMeasuredFigureFails() {
        Map<String, String> planted = new LinkedHashMap<>(docs);
        planted.put("README.md", docs.get("README.md") + "\nA no-op run takes 0.95 s on this machine.\n");
        List<String> problems = DocFigures.problems(planted, entries, checks);
        assertEquals(1, problems.size(), String.join("\n", problems));
        assertTrue(problems.get(0).startsWith("README.md:") && problems.get(0).contains("\"0.95 s\""), problems.get(0));
    }

    @Test
    void aListedFigureGoneFromItsFileFailsAndAWrongConstantFails() {
        DocFigures.Entry first = entries.get(0);
        Map<String, String> planted = new LinkedHashMap<>(docs);
        planted.put(first.file(), docs.get(first.file()).replace(first.text(), "a figure"));
        List<String> problems = DocFigures.problems(planted, entries, checks);
        assertTrue(problems.stream().anyMatch(p -> p.contains("is not in " + first.file() + " any more")), String.join("\n", problems));
        assertNotNull(code(new DocFigures.Entry("x.md", "99 MiB", "code pom.xml <version>{n}</version>", 1)));
        assertNotNull(checks.get("java-release").apply(entry("JDK 11")));
        assertNotNull(checks.get("node-min").apply(entry("Node.js ≥ 18.19")));
        assertNotNull(checks.get("math-history").apply(entry("stretchy-math/0.9")));
        assertNotNull(checks.get("definition").apply(new DocFigures.Entry("README.md", "1.38 s", "definition a reason", 1)));
        assertNotNull(goldenCount(new DocFigures.Entry("x.md", "39 cases", "golden-count SplineDeform", 1)));
    }

    private static DocFigures.Entry entry(String figure) {
        return new DocFigures.Entry("x.md", figure, "planted", 1);
    }
}
