package dev.stretchy.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Citations of the math spec (docs/deformer-math.md): {@code §N}, {@code §N.M}, {@code §N step K}, {@code §N steps
 * K–L}, {@code section N[.M]}. Each must name a heading that exists and a
 * step that exists in its section; a citation about the curve atlas or per-instance data must cite §9, where they
 * live; and the numbered headings must keep the titles recorded in math-sections.txt, so that a renumbering is
 * noticed where it happens, with the citations it moves. A § that the preceding words give to another document
 * (ue-api-facts, the SPIR-V specification) is not the math spec's.
 */
final class SectionReferences {
    private SectionReferences() {}

    private static final Pattern HEADING = Pattern.compile("(?m)^(#{2,3}) (\\d+(?:\\.\\d+)?)\\.? (.+)$");
    static final Pattern CITATION = Pattern.compile(
            "(?:§ ?|(?<![\\w-])[Ss]ection )(\\d+(?:\\.\\d+)*)"
                    + "(?: steps? (\\d+[A-Z]?(?:(?:\\s?[–,-]\\s?|, | and )\\d+[A-Z]?)*))?");
    private static final Pattern FOREIGN = Pattern.compile("(?i)(ue-api-facts|SPIR-V)[^§]{0,20}$");
    /** Words that belong to one section: a citation right after them must cite that section. */
    static final Map<String, Set<String>> TOPICS = Map.of("atlas", Set.of("9"), "per-instance", Set.of("9"),
            "bounds", Set.of("2", "9"));

    /** A citation in a file: where, what was cited, and the text just before it. */
    record Citation(String file, int line, String text, String section, List<String> steps, String before) {}

    /** Number to title of every numbered heading ("1" to "Spline deformer (`SplineDeform`)", "8.5" to "Precision"). */
    static Map<String, String> headings(String spec) {
        Map<String, String> h = new LinkedHashMap<>();
        Matcher m = HEADING.matcher(spec);
        while (m.find()) h.put(m.group(2), m.group(3).strip());
        return h;
    }

    /** The top-level numbered list items of section {@code n} (its steps), as numbers. */
    static int steps(String spec, String n) {
        int start = spec.indexOf("\n## " + n + ". ");
        if (start < 0) return 0;
        int end = spec.indexOf("\n## ", start + 1);
        String body = spec.substring(start, end < 0 ? spec.length() : end);
        int max = 0;
        Matcher m = Pattern.compile("(?m)^(\\d+)\\. ").matcher(body);
        while (m.find()) max = Math.max(max, Integer.parseInt(m.group(1)));
        return max;
    }

    static List<Citation> citations(String file, String text) {
        List<Citation> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = CITATION.matcher(lines[i]);
            while (m.find()) {
                String before = lines[i].substring(Math.max(0, m.start() - 40), m.start());
                if (FOREIGN.matcher(before).find()) continue;
                int cut = Math.max(Math.max(before.lastIndexOf('§'), before.lastIndexOf(". ")), before.lastIndexOf("section "));
                if (cut >= 0) before = before.substring(cut + 1);
                List<String> steps = new ArrayList<>();
                if (m.group(2) != null) {
                    Matcher s = Pattern.compile("\\d+").matcher(m.group(2));
                    while (s.find()) steps.add(s.group());
                }
                found.add(new Citation(file, i + 1, m.group().strip(), m.group(1), steps, before));
            }
        }
        return found;
    }

    /** What is wrong with {@code c} against the spec's text, or null. */
    static String problem(Citation c, String spec) {
        Map<String, String> headings = headings(spec);
        String where = c.file() + ":" + c.line() + ": \"" + c.text() + "\": ";
        if (!headings.containsKey(c.section())) {
            return where + "deformer-math.md has no section " + c.section() + " (its sections: " + headings.keySet() + ")";
        }
        String top = c.section().split("\\.")[0];
        int steps = steps(spec, top);
        for (String s : c.steps()) {
            if (Integer.parseInt(s) > steps) return where + "section " + top + " has " + steps + " steps, not " + s;
        }
        String lower = c.before().toLowerCase(java.util.Locale.ROOT);
        for (Map.Entry<String, Set<String>> t : TOPICS.entrySet()) {
            boolean about = Pattern.compile("(?<![\\w-])" + Pattern.quote(t.getKey()) + "(?![\\w-])").matcher(lower).find();
            if (about && !t.getValue().contains(top)) {
                return where + "cites section " + c.section() + " (" + headings.get(c.section()) + ") for \"" + t.getKey()
                        + "\", which section " + String.join(" or ", new java.util.TreeSet<>(t.getValue())) + " defines";
            }
        }
        return null;
    }

    /** Recorded "N | title" lines whose heading is gone or retitled in the spec: each names what to review. */
    static List<String> moved(String recorded, String spec) {
        Map<String, String> headings = headings(spec);
        List<String> problems = new ArrayList<>();
        for (String line : recorded.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] p = line.split("\\s*\\|\\s*", 2);
            String now = headings.get(p[0].strip());
            if (!p[1].strip().equals(now)) {
                problems.add("deformer-math.md section " + p[0].strip() + " was \"" + p[1].strip() + "\", now "
                        + (now == null ? "gone" : "\"" + now + "\"") + ": check every citation of it, then update math-sections.txt");
            }
        }
        return problems;
    }
}
