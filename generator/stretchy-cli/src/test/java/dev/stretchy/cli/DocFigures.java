package dev.stretchy.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
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

/**
 * The figures of the docs (README.md and docs/*.md) and the list of those checked against the code
 * (docs/checked-figures.txt); the rules are in docs/writing-docs.md. A figure is a number with a unit of size, time,
 * count or ratio (kB, MiB, ms, s, min, files, tests, ×, %, °...) or a tool or math version (Node.js 20.19, JDK 17,
 * stretchy-math/1.2), outside code spans and fenced blocks (the math version inside code spans too). Files a script writes (a line among their first three
 * reads "Written by `scripts/...`", naming a script that exists) are not scanned: their figures are measured.
 */
final class DocFigures {
    private DocFigures() {}

    static final Pattern FIGURE = Pattern.compile(
            "(?<![\\w.,/-])\\d[\\d,]*(?:\\.\\d+)?(?:\\s?[–-]\\s?\\d[\\d,]*(?:\\.\\d+)?)?"
                    + "(?:\\s(?:[A-Za-z.+-]+\\s)?(?:tests|checks|files|cases)(?!\\w)"
                    + "|\\s?(?:kB|KB|KiB|MB|MiB|GB|GiB|bytes|B|ms|µs|us|ns|min|minutes|seconds|s|h|%|°|px|M/s)"
                    + "(?![\\w/])|×|x(?![\\w]))"
                    + "|(?<![\\w-])(?:Node\\.js|Node|JDK|Java|OpenJDK|Maven|npm|Chromium|clang|LLVM|three\\.js|three)"
                    + "\\s?(?:≥|>=)?\\s?v?\\d+(?:\\.\\d+)*\\+?"
                    + "|stretchy-math/\\d+\\.\\d+");
    private static final Pattern MATH_VERSION = Pattern.compile("stretchy-math/\\d+\\.\\d+");
    private static final Pattern SCRIPT_WRITTEN = Pattern.compile("Written by `(scripts/[\\w./-]+)`");
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:\\.\\d+)?");

    /** One figure as written in one file, and the line it is first on. */
    record Figure(String file, String text, int line) {}

    /** One line of the list: the file, the figure as written, the check that holds it to the code. */
    record Entry(String file, String text, String check, int line) {}

    /** The doc files scanned, relative to {@code root}: README.md and docs/*.md, less those a script writes. */
    static List<String> scannedFiles(Path root) {
        List<String> files = new ArrayList<>(List.of("README.md"));
        try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).map(p -> "docs/" + p.getFileName()).sorted().forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        files.removeIf(f -> scriptWritten(root, read(root.resolve(f))) != null);
        return files;
    }

    /** The script that writes {@code text}, when a line among its first three names one that exists; else null. */
    static String scriptWritten(Path root, String text) {
        List<String> head = text.lines().limit(3).toList();
        for (String line : head) {
            Matcher m = SCRIPT_WRITTEN.matcher(line);
            if (m.find() && Files.isRegularFile(root.resolve(m.group(1)))) return m.group(1);
        }
        return null;
    }

    /** The figures of one file, each text once (first line), in order. */
    static List<Figure> figures(String file, String text) {
        Map<String, Figure> found = new LinkedHashMap<>();
        boolean fenced = false;
        int n = 0;
        for (String line : text.split("\n", -1)) {
            n++;
            if (line.stripLeading().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) continue;
            Matcher m = FIGURE.matcher(line.replaceAll("`[^`]*`", "``"));
            while (m.find()) found.putIfAbsent(m.group(), new Figure(file, m.group(), n));
            // The math version is a figure in a code span too (`stretchy-math/1.1` is how the docs write it).
            Matcher v = MATH_VERSION.matcher(line);
            while (v.find()) found.putIfAbsent(v.group(), new Figure(file, v.group(), n));
        }
        return List.copyOf(found.values());
    }

    /** Lines {@code file | figure | check}; # starts a comment. */
    static List<Entry> entries(String list) {
        List<Entry> entries = new ArrayList<>();
        int n = 0;
        for (String line : list.split("\n", -1)) {
            n++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) continue;
            String[] parts = t.split("\\s*\\|\\s*", 3);
            if (parts.length != 3 || parts[2].isEmpty()) {
                throw new IllegalArgumentException("checked-figures.txt:" + n + ": expected 'file | figure | check', found: " + t);
            }
            entries.add(new Entry(parts[0], parts[1], parts[2], n));
        }
        return entries;
    }

    /** The first number of a figure, without thousands separators ("2,000 files" gives "2000"). */
    static String number(String figure) {
        Matcher m = NUMBER.matcher(figure.replaceAll("(?<=\\d),(?=\\d{3})", ""));
        if (!m.find()) throw new IllegalArgumentException("no number in " + figure);
        return m.group();
    }

    /**
     * Everything wrong, one line each: figures of {@code docs} (file to text) without an entry, entries whose figure
     * is no longer in their file, and entries whose check fails. {@code checks} maps a check's name (its first word) to
     * what it gives for an entry: null when the figure holds, else why not.
     */
    static List<String> problems(Map<String, String> docs, List<Entry> entries, Map<String, Function<Entry, String>> checks) {
        List<String> problems = new ArrayList<>();
        Map<String, Entry> byKey = new LinkedHashMap<>();
        for (Entry e : entries) byKey.put(e.file() + "\u0000" + e.text(), e);
        Map<String, Boolean> used = new LinkedHashMap<>();
        for (Map.Entry<String, String> doc : docs.entrySet()) {
            for (Figure f : figures(doc.getKey(), doc.getValue())) {
                String key = f.file() + "\u0000" + f.text();
                if (byKey.containsKey(key)) {
                    used.put(key, true);
                } else {
                    problems.add(f.file() + ":" + f.line() + ": figure \"" + f.text() + "\" is neither written by a script nor"
                            + " checked: link the script-written record instead, or add a checked line to docs/checked-figures.txt");
                }
            }
        }
        for (Map.Entry<String, Entry> e : byKey.entrySet()) {
            Entry entry = e.getValue();
            if (!used.containsKey(e.getKey())) {
                problems.add("checked-figures.txt:" + entry.line() + ": \"" + entry.text() + "\" is not in " + entry.file()
                        + " any more: remove the line");
                continue;
            }
            String name = entry.check().split("\\s+", 2)[0];
            Function<Entry, String> check = checks.get(name);
            String why = check == null ? "unknown check '" + name + "' (known: " + checks.keySet() + ")" : check.apply(entry);
            if (why != null) {
                problems.add(entry.file() + ": figure \"" + entry.text() + "\" fails its check '" + entry.check() + "': " + why
                        + " (checked-figures.txt:" + entry.line() + ")");
            }
        }
        return problems;
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
