package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.spec.Target;
import freemarker.template.Configuration;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The templates' plain-text runs generate hands FreeMarker inside noparse: the same rendered bytes, found for most of
 * the templates' text, and never used for other bytes, another FreeMarker or an index cut short.
 */
class PlainRunsTest {
    private static final Configuration RENDERER = TemplateRenderer.configuration(new StrictViewWrapper());

    /** The templates as the build copies them (the test classpath's /templates is the test templates'). */
    private static Map<String, byte[]> templates() throws Exception {
        Map<String, byte[]> out = new java.util.TreeMap<>();
        Path dir = Path.of("../../templates");
        try (var s = java.nio.file.Files.walk(dir)) {
            for (Path p : s.filter(p -> p.toString().endsWith(".ftl") || p.toString().endsWith(".ftlh")).toList()) {
                out.put(dir.relativize(p).toString().replace('\\', '/'), java.nio.file.Files.readAllBytes(p));
            }
        }
        return out;
    }

    private static Map<String, PlainRuns.Entry> index() throws Exception {
        return PlainRuns.parse(PlainRuns.write(templates(), RENDERER));
    }

    /** Every file of both targets, for the default spec and the one using loop, roll and mask: byte for byte. */
    @Test
    void theRenderedFilesAreTheSameWithTheRuns() throws Exception {
        Map<String, PlainRuns.Entry> runs = index();
        for (Spec spec : List.of(SpecLoader.loadDefault(), SpecLoader.load(Path.of("../../specs/loop-roll-mask.yaml")))) {
            List<GeneratedFile> plain = files(new TemplateRenderer(new StrictViewWrapper(), task -> { }, Map.of()), spec);
            List<GeneratedFile> wrapped = files(new TemplateRenderer(new StrictViewWrapper(), task -> { }, runs), spec);
            assertEquals(plain.size(), wrapped.size());
            for (int i = 0; i < plain.size(); i++) {
                assertEquals(plain.get(i).path(), wrapped.get(i).path());
                assertArrayEquals(plain.get(i).content(), wrapped.get(i).content(), plain.get(i).path());
            }
        }
    }

    private static List<GeneratedFile> files(TemplateRenderer r, Spec spec) {
        return new Generator(List.of(new UnrealTarget(r), new ThreejsTarget(r))).generate(spec, List.of(Target.UNREAL, Target.THREEJS));
    }

    /**
     * The runs take three quarters or more of the templates' text (what makes them worth having: a FreeMarker whose
     * positions moved, or a rule that refused too much, would leave the lexer all of it again), and each template
     * with its runs parses to the same template as without.
     */
    @Test
    void theRunsCoverMostOfTheTextAndKeepEachTemplate() throws Exception {
        Map<String, byte[]> templates = templates();
        Map<String, PlainRuns.Entry> runs = index();
        long all = 0, inRuns = 0;
        for (Map.Entry<String, byte[]> t : templates.entrySet()) {
            String text = new String(t.getValue(), StandardCharsets.UTF_8);
            all += text.length();
            PlainRuns.Entry e = runs.get(t.getKey());
            if (e == null) continue;
            assertTrue(e.matches(t.getValue()), t.getKey());
            assertTrue(PlainRuns.sameTemplate(t.getKey(), text, e.runs(), RENDERER), t.getKey());
            for (int i = 0; i < e.runs().length; i += 2) inRuns += e.runs()[i + 1] - e.runs()[i];
        }
        assertTrue(inRuns * 4 > all * 3, "runs cover " + inRuns + " of " + all + " characters");
    }

    private static final String TEXT = "<#if true>\nfirst line of text\nsecond line ${x}\nthird line of text\n"
            + "    <#if true>\nz\n</#if>\n</#if>\n";

    /**
     * Planted faults: a run over an interpolation or over a tag (offsets moved), or one that cuts a tag in two, changes
     * the template, and the check refuses it; the runs the rule finds (whole text blocks) are accepted.
     */
    @Test
    void aRunOverTemplateLanguageIsRefused() throws Exception {
        int first = TEXT.indexOf("first");
        int third = TEXT.indexOf("third");
        int to = TEXT.indexOf("\n    <#if");
        assertTrue(PlainRuns.sameTemplate("t", TEXT, new int[] {third, to}, RENDERER));
        assertFalse(PlainRuns.sameTemplate("t", TEXT, new int[] {first, to}, RENDERER), "over ${x}");
        assertFalse(PlainRuns.sameTemplate("t", TEXT, new int[] {third, TEXT.indexOf("\nz")}, RENDERER), "over <#if>");
        assertFalse(PlainRuns.sameTemplate("t", TEXT, new int[] {third, TEXT.indexOf("if true>\nz")}, RENDERER), "into <#if>");
        // The rule's runs: each text block long enough, whole: the text before ${x} and the text between it and the
        // inner <#if> (its indent included, which stripping removes from the noparse block as from any text block);
        // blocks shorter than the markers are worth are left to the lexer.
        assertArrayEquals(new int[] {TEXT.indexOf('\n'), TEXT.indexOf("${"), TEXT.indexOf("}") + 1,
                TEXT.indexOf("<#if true>\nz")}, PlainRuns.runs("t", TEXT, RENDERER));
        assertArrayEquals(new int[0], PlainRuns.runs("t", "<#if true>\nab ${x} cd\n</#if>\n", RENDERER));
    }

    /** Planted faults: an entry recorded for other bytes (CRC-32 or size) hands the template over unwrapped. */
    @Test
    void anEntryForOtherBytesIsNotApplied() {
        String text = "a\n" + "b".repeat(100) + "\nc\n";
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        int[] runs = {2, 102};
        String wrapped = PlainRuns.apply(new PlainRuns.Entry(b.length, PlainRuns.crc(b), runs), b, text);
        assertEquals("a\n" + PlainRuns.OPEN + "b".repeat(100) + PlainRuns.CLOSE + "\nc\n", wrapped);
        assertSame(text, PlainRuns.apply(new PlainRuns.Entry(b.length, PlainRuns.crc(b) ^ 1, runs), b, text));
        assertSame(text, PlainRuns.apply(new PlainRuns.Entry(b.length + 1, PlainRuns.crc(b), runs), b, text));
        assertSame(text, PlainRuns.apply(null, b, text));
        // Runs past the text's end (never written for these bytes) hand it over as it is.
        assertSame(text, PlainRuns.apply(new PlainRuns.Entry(b.length, PlainRuns.crc(b), new int[] {2, 500}), b, text));
    }

    /** Planted faults: an index cut short (its count line gone) or recorded with another FreeMarker is not read. */
    @Test
    void anIndexCutShortOrOfAnotherFreeMarkerIsNotRead() throws Exception {
        String text = PlainRuns.write(templates(), RENDERER);
        assertFalse(PlainRuns.parse(text).isEmpty());
        String cut = text.substring(0, text.lastIndexOf("end\t"));
        assertTrue(PlainRuns.parse(cut).isEmpty());
        assertTrue(PlainRuns.parse(cut.substring(0, cut.length() - 20) + "\n").isEmpty());
        assertTrue(PlainRuns.parse(text.replace("freemarker\t" + Configuration.getVersion(), "freemarker\t2.3.0")).isEmpty());
        assertTrue(PlainRuns.parse("").isEmpty());
    }
}
