package dev.stretchy.verify.cpp;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads docs/engine-facts.md. A fact is a heading {@code ### fact `id`: title}; its citations are the list items
 * below it of the form {@code - 5.3.2: `Engine/Source/.../File.cpp` 120-134, ...}: a version, a path in backticks and
 * a line or line range. A fact is cited when it has such a citation for the oldest supported version (5.3) and for
 * one of 5.5 to 5.8 (5.5.1 is the newest complete copy readable line by line; 5.7 where it was read).
 */
final class EngineFacts {
    static final String OLDEST = "5.3";
    static final String NEWER = "5\\.[5-8]";
    private static final Pattern HEADING = Pattern.compile("^### fact `([a-z0-9-]+)`", Pattern.MULTILINE);

    private EngineFacts() {}

    /** The ids among {@code ids} that are not facts with a 5.3 and a 5.7 citation in {@code doc}. */
    static Set<String> uncited(Set<String> ids, String doc) {
        Set<String> missing = new TreeSet<>();
        for (String id : ids) {
            String block = block(doc, id);
            if (block == null || !cites(block, Pattern.quote(OLDEST)) || !cites(block, NEWER)) missing.add(id);
        }
        return missing;
    }

    /** The doc with the citations of fact {@code id} for versions matching {@code versionRegex} removed (planted faults). */
    static String dropCitation(String doc, String id, String versionRegex) {
        String block = block(doc, id);
        if (block == null) return doc;
        String cut = block.replaceAll("(?m)^- " + versionRegex + "(\\.\\d+)?:.*\\R?", "");
        return doc.replace(block, cut);
    }

    private static boolean cites(String block, String versionRegex) {
        return Pattern.compile("(?m)^- " + versionRegex + "(\\.\\d+)?: .*`[\\w./-]+\\.(h|cpp|cs|ush|usf|ini|inl)` \\d+(-\\d+)?")
                .matcher(block).find();
    }

    private static String block(String doc, String id) {
        Matcher m = HEADING.matcher(doc);
        while (m.find()) {
            if (!m.group(1).equals(id)) continue;
            int end = doc.indexOf("\n### ", m.end());
            return doc.substring(m.start(), end < 0 ? doc.length() : end);
        }
        return null;
    }
}
