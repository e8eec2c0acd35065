package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every math-spec citation in the docs, README, templates, code and tests resolves (docs/writing-docs.md). */
class SectionReferencesTest {
    static final Path ROOT = Path.of("../..");
    static final Set<String> SKIPPED = Set.of(".git", "node_modules", "target", "dist", "demo-dist", "e2e-out", ".stretchy");
    static final Set<String> EXTENSIONS = Set.of("md", "java", "ftl", "ts", "tsx", "mjs", "js", "sh", "py", "glsl", "ush",
            "cpp", "h", "yaml", "txt");

    static String spec() {
        return DocFigures.read(ROOT.resolve("docs/deformer-math.md"));
    }

    static String recorded() throws IOException {
        try (InputStream in = Objects.requireNonNull(SectionReferencesTest.class.getResourceAsStream("math-sections.txt"))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Every citation of the repository's text files, bounded: files over 2 MB are data, not prose. */
    static List<SectionReferences.Citation> allCitations() throws IOException {
        List<SectionReferences.Citation> all = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(ROOT)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                Path rel = ROOT.relativize(p);
                boolean skipped = false;
                for (Path part : rel) skipped |= SKIPPED.contains(part.toString());
                String name = p.getFileName().toString();
                String ext = name.substring(name.lastIndexOf('.') + 1);
                // This test's own planted citations are not the project's.
                if (skipped || !EXTENSIONS.contains(ext) || Files.size(p) > 2_000_000 || name.startsWith("SectionReferences")) continue;
                all.addAll(SectionReferences.citations(rel.toString().replace('\\', '/'), DocFigures.read(p)));
            }
        }
        return all;
    }

    @Test
    void everyCitationResolves() throws IOException {
        String spec = spec();
        List<SectionReferences.Citation> all = allCitations();
        // The walk reaches the docs, templates, Java and the three.js sources (each cites the spec somewhere).
        for (String where : List.of("docs/threejs.md", "templates/", "generator/", "threejs/stretchy-three/src/")) {
            assertTrue(all.stream().anyMatch(c -> c.file().startsWith(where)), "no citation found under " + where);
        }
        List<String> problems = all.stream().map(c -> SectionReferences.problem(c, spec)).filter(Objects::nonNull).toList();
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void theCitedSectionsKeepTheirNumbersAndTitles() throws IOException {
        List<String> moved = SectionReferences.moved(recorded(), spec());
        assertTrue(moved.isEmpty(), String.join("\n", moved));
    }

    // Planted faults.

    @Test
    void aStaleAtlasCitationFails() {
        String spec = spec();
        List<SectionReferences.Citation> c = SectionReferences.citations("docs/x.md",
                "the curves baked into a curve atlas (math spec §8), and **Per-instance data (§8.2).** The bake (§2).");
        assertEquals(3, c.size(), c.toString());
        assertTrue(SectionReferences.problem(c.get(0), spec).contains("for \"atlas\", which section 9"), SectionReferences.problem(c.get(0), spec));
        assertNotNull(SectionReferences.problem(c.get(1), spec));
        assertNull(SectionReferences.problem(c.get(2), spec));
        List<SectionReferences.Citation> fixed = SectionReferences.citations("docs/x.md", "a curve atlas (math spec §9), (§9.2)");
        assertTrue(fixed.stream().allMatch(x -> SectionReferences.problem(x, spec) == null), fixed.toString());
    }

    @Test
    void aMissingSectionOrStepFailsAndAForeignDocumentIsNotTheMathSpec() {
        String spec = spec();
        assertNotNull(SectionReferences.problem(one("see §12.1"), spec));
        assertNotNull(SectionReferences.problem(one("see math spec section 8.9"), spec));
        assertNotNull(SectionReferences.problem(one("the settle (§1 step 19)"), spec));
        assertNotNull(SectionReferences.problem(one("(§1 steps 1, 18A)"), spec));
        assertNull(SectionReferences.problem(one("(§1 steps 1, 8A)"), spec));
        assertNull(SectionReferences.problem(one("bounds (§2 step 6)"), spec));
        assertEquals(0, SectionReferences.citations("x", "as in ue-api-facts §1.2 and SPIR-V 1.x §3.37.10").size());
    }

    @Test
    void aRenumberedSectionFails() throws IOException {
        String renumbered = spec().replace("\n## 9. Many objects at once", "\n## 10. Many objects at once");
        List<String> moved = SectionReferences.moved(recorded(), renumbered);
        assertEquals(1, moved.size(), moved.toString());
        assertTrue(moved.get(0).startsWith("deformer-math.md section 9 was \"Many objects"), moved.get(0));
    }

    private static SectionReferences.Citation one(String text) {
        List<SectionReferences.Citation> c = SectionReferences.citations("x", text);
        assertEquals(1, c.size(), c.toString());
        return c.get(0);
    }
}
