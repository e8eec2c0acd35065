package dev.stretchy.render;

import freemarker.core.TemplateElement;
import freemarker.core.TextBlock;
import freemarker.template.Configuration;
import freemarker.template.Template;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.CRC32;

/**
 * The templates' runs of plain text, found ahead so that FreeMarker's lexer does not read them character by character.
 * Its main method (the token rules of the whole template language) is too large for the JIT and runs interpreted in
 * a cold process, where it is most of the parse; inside {@code <#noparse>} the lexer reads text by a small rule
 * that the JIT compiles. The distribution's launcher records the index on first use ({@link #main}, into
 * {@code lib/templates.runs}, beside its class-data-sharing archive); the template loader ({@link #apply}) wraps each
 * recorded run in {@code <#noparse>...</#noparse>} before FreeMarker reads the template. Without an index (a build
 * run from Maven's classes, a {@code lib/} the launcher may not write) templates are read as they are.
 *
 * <p>A run is one of the template's text blocks, as FreeMarker's own parse places it (without white-space stripping,
 * which moves a block's start). FreeMarker strips white space from a {@code noparse} block by the same rules as from
 * any text block, but the markers move the block's columns and make it a block of its own, so each template's runs
 * are kept only when the template with them parses to the same template as without under the renderer's own
 * settings ({@link #sameTemplate}): the same directives and interpolations, the same text between them after
 * white-space stripping, so the same output for every model. An entry is trusted only for bytes of its recorded size
 * and CRC-32 (a template changed after the index was written, or one the index does not name, is read as it is), and
 * the index only for the FreeMarker version it was recorded with and when it ends with its count line (one cut short
 * is not read). Lines: {@code freemarker <version>}; one per template: name, size, CRC-32, runs ({@code start-end}
 * character offsets, comma-separated); {@code end <count>}; tab-separated.
 */
public final class PlainRuns {
    /** The index's file name in the distribution's {@code lib/}. */
    static final String FILE = "templates.runs";
    static final String OPEN = "<#noparse>";
    static final String CLOSE = "</#noparse>";
    /** Shorter runs are left to the lexer: the markers cost about what they save. */
    static final int MIN_CHARS = 24;

    private PlainRuns() {}

    record Entry(long size, long crc, int[] runs) {
        boolean matches(byte[] source) {
            return size == source.length && crc == PlainRuns.crc(source);
        }
    }

    /**
     * The index the distribution recorded ({@code lib/templates.runs} under {@code stretchy.home}, which its launcher
     * sets), by template name; empty when there is none or it cannot be read.
     */
    static Map<String, Entry> load() {
        String home = System.getProperty("stretchy.home");
        if (home == null) return Map.of();
        try {
            Path p = Path.of(home, "lib", FILE);
            return Files.isRegularFile(p) ? parse(Files.readString(p, StandardCharsets.UTF_8)) : Map.of();
        } catch (IOException | RuntimeException e) {
            return Map.of(); // an unreadable index only costs the time it was meant to save
        }
    }

    static Map<String, Entry> parse(String text) {
        String[] lines = text.split("\n");
        if (lines.length < 2 || !lines[0].equals("freemarker\t" + Configuration.getVersion())
                || !lines[lines.length - 1].equals("end\t" + (lines.length - 2))) {
            return Map.of(); // another FreeMarker's, or cut short
        }
        Map<String, Entry> out = new HashMap<>();
        for (int l = 1; l < lines.length - 1; l++) {
            String[] f = lines[l].split("\t", -1);
            if (f.length != 4) throw new IllegalArgumentException("template runs line: " + lines[l]);
            String[] pairs = f[3].split(",");
            int[] runs = new int[pairs.length * 2];
            for (int i = 0; i < pairs.length; i++) {
                String[] se = pairs[i].split("-");
                runs[2 * i] = Integer.parseInt(se[0]);
                runs[2 * i + 1] = Integer.parseInt(se[1]);
            }
            out.put(f[0], new Entry(Long.parseLong(f[1]), Long.parseLong(f[2], 16), runs));
        }
        return out;
    }

    /**
     * The template text FreeMarker is given for {@code source}: with its runs wrapped when {@code e} was recorded for
     * these bytes, else {@code text} as it is.
     */
    static String apply(Entry e, byte[] source, String text) {
        if (e == null || e.runs().length == 0 || !e.matches(source)) return text;
        String s = wrap(text, e.runs());
        return s != null ? s : text; // null: never for an index this class wrote for these bytes
    }

    /** {@code text} with each run wrapped in the markers; null when the runs do not fit the text. */
    static String wrap(String text, int[] r) {
        StringBuilder s = new StringBuilder(text.length() + r.length / 2 * (OPEN.length() + CLOSE.length()));
        int at = 0;
        for (int i = 0; i < r.length; i += 2) {
            if (r[i] < at || r[i + 1] < r[i] || r[i + 1] > text.length()) return null;
            s.append(text, at, r[i]).append(OPEN).append(text, r[i], r[i + 1]).append(CLOSE);
            at = r[i + 1];
        }
        return s.append(text, at, text.length()).toString();
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    /**
     * The runs of {@code text} (the template {@code name}), as {@code start, end} offsets, checked: empty when the
     * template with them is not {@link #sameTemplate} as without them.
     */
    static int[] runs(String name, String text, Configuration renderer) throws IOException {
        if (text.contains("noparse") || text.indexOf('\r') >= 0) return new int[0]; // the check below needs neither
        // FreeMarker's positions of the text blocks as the lexer read them: no white-space stripping (which moves a
        // block's start), a tab one column wide (so that a column is a character).
        Configuration raw = (Configuration) renderer.clone();
        raw.setWhitespaceStripping(false);
        raw.setTabSize(1);
        Template t = new Template(name, new StringReader(text), raw);
        int[] lineStart = lineStarts(text);
        List<int[]> found = new ArrayList<>();
        collect(t.getRootTreeNode(), text, lineStart, found);
        found.sort((a, b) -> Integer.compare(a[0], b[0]));
        int[] runs = new int[found.size() * 2];
        for (int i = 0; i < found.size(); i++) {
            runs[2 * i] = found.get(i)[0];
            runs[2 * i + 1] = found.get(i)[1];
        }
        return runs.length == 0 || sameTemplate(name, text, runs, renderer) ? runs : new int[0];
    }

    /**
     * Whether {@code text} with {@code runs} wrapped parses, under {@code renderer}'s settings, to the template
     * {@code text} parses to: the same directives and interpolations in the same places ({@link #shape}), and between
     * them the same text after white-space stripping, however it is cut into blocks.
     */
    static boolean sameTemplate(String name, String text, int[] runs, Configuration renderer) throws IOException {
        String wrapped = wrap(text, runs);
        if (wrapped == null || text.contains("noparse") || text.indexOf('\0') >= 0) return false;
        String plain = shape(new Template(name, new StringReader(text), renderer).getRootTreeNode());
        try {
            return plain.equals(shape(new Template(name, new StringReader(wrapped), renderer).getRootTreeNode()));
        } catch (IOException e) { // a run that cut a tag in two
            return false;
        }
    }

    /**
     * The parsed template as one string that tells text from template language: each element other than text its
     * class and description (the directive or interpolation with its expressions, without its nested content)
     * followed by its nested content in braces, each stretch of text (adjacent text blocks together, at any depth of
     * FreeMarker's grouping nodes) its characters after a text mark. A run over {@code ${x}} turns an interpolation
     * into text: the canonical form alone, which prints both as {@code ${x}}, would not see it.
     */
    static String shape(TemplateElement root) {
        StringBuilder out = new StringBuilder();
        shape(root, out, new boolean[1]);
        return out.toString();
    }

    private static void shape(javax.swing.tree.TreeNode node, StringBuilder out, boolean[] inText) {
        if (node instanceof TextBlock b) {
            String t = b.getCanonicalForm();
            if (t.startsWith(OPEN) && t.endsWith(CLOSE)) t = t.substring(OPEN.length(), t.length() - CLOSE.length());
            if (!inText[0]) out.append("\0T");
            out.append(t);
            inText[0] = true;
            return;
        }
        boolean group = node.getClass().getName().equals("freemarker.core.MixedContent");
        if (!group) {
            out.append("\0E").append(node.getClass().getName()).append(' ').append(((TemplateElement) node).getDescription())
                    .append("\0{");
            inText[0] = false;
        }
        for (int i = 0; i < node.getChildCount(); i++) shape(node.getChildAt(i), out, inText);
        if (!group) {
            out.append("\0}");
            inText[0] = false;
        }
    }

    private static void collect(javax.swing.tree.TreeNode node, String text, int[] lineStart, List<int[]> out) {
        if (node instanceof TextBlock b) {
            int[] run = run(b, text, lineStart);
            if (run != null) out.add(run);
            return;
        }
        for (int i = 0; i < node.getChildCount(); i++) collect(node.getChildAt(i), text, lineStart, out);
    }

    /** The run of the text block {@code b}: all of it, where it is long enough to be worth the markers. */
    private static int[] run(TextBlock b, String text, int[] lineStart) {
        int start = lineStart[b.getBeginLine() - 1] + b.getBeginColumn() - 1;
        int end = lineStart[b.getEndLine() - 1] + b.getEndColumn(); // exclusive
        if (end - start < MIN_CHARS || start < 0 || end > text.length()) return null;
        return b.getCanonicalForm().equals(text.substring(start, end)) ? new int[] {start, end} : null;
    }

    private static int[] lineStarts(String text) {
        List<Integer> starts = new ArrayList<>(List.of(0));
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.add(i + 1);
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The index text of {@code templates} (name to bytes), in name order; a template with no run has no line. */
    static String write(Map<String, byte[]> templates, Configuration renderer) throws IOException {
        StringBuilder out = new StringBuilder("freemarker\t" + Configuration.getVersion() + "\n");
        int n = 0;
        for (Map.Entry<String, byte[]> f : new TreeMap<>(templates).entrySet()) {
            byte[] b = f.getValue();
            int[] r;
            try {
                r = runs(f.getKey(), new String(b, StandardCharsets.UTF_8), renderer);
            } catch (IOException e) { // a template that does not parse: generate reports it, read as it is
                continue;
            }
            if (r.length == 0) continue;
            if (f.getKey().matches("(?s).*[\t\n\r].*")) throw new IllegalArgumentException("cannot index " + f.getKey());
            out.append(f.getKey()).append('\t').append(b.length).append('\t').append(Long.toHexString(crc(b))).append('\t');
            for (int i = 0; i < r.length; i += 2) out.append(i == 0 ? "" : ",").append(r[i]).append('-').append(r[i + 1]);
            out.append('\n');
            n++;
        }
        return out.append("end\t").append(n).append('\n').toString();
    }

    /** The templates ({@code .ftl}, {@code .ftlh}) on the classpath (the distribution's), by name below {@code /templates}. */
    static Map<String, byte[]> templates() throws IOException {
        Map<String, byte[]> out = new TreeMap<>();
        for (String rel : TemplateSet.list("templates", "")) {
            if (rel.endsWith(".ftl") || rel.endsWith(".ftlh")) out.put(rel, TemplateSet.read("/templates/" + rel));
        }
        return out;
    }

    /** {@code PlainRuns <index file>}: writes the index of the classpath's templates (the launcher runs it). */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) throw new IllegalArgumentException("usage: PlainRuns <index file>");
        Files.writeString(Path.of(args[0]), write(templates(), TemplateRenderer.configuration(new StrictViewWrapper())),
                StandardCharsets.UTF_8);
    }
}
