package dev.stretchy.render;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * The golden cases' headers, indexed ahead ({@link #main} writes {@code src/main/resources/golden.index}; a test
 * fails while it is not current) so that generate does not tokenise every case (megabytes of numbers) to learn which
 * ship. An entry is trusted only for bytes of its recorded size and CRC-32: a case changed after the index was
 * written, or a build without an index, is read as before ({@link GoldenContributor.Header#of}). One line per case:
 * name, size, CRC-32, kernel, mode, dimensions, features (comma-separated), SHA-256 (the manifest's hash of the
 * shipped copy), tab-separated.
 */
public final class GoldenIndex {
    /** Classpath resource, beside (not inside) the cases' folder. */
    static final String RESOURCE = "/golden.index";

    private GoldenIndex() {}

    record Entry(long size, long crc, GoldenContributor.Header header, String sha256) {
        /** Whether this entry was recorded for {@code json} (its size and CRC-32). */
        boolean matches(byte[] json) {
            return size == json.length && crc == GoldenIndex.crc(json);
        }
    }

    /** {@code e} when it was recorded for {@code json} (its size and CRC-32), else null: the one rule of trust. */
    static Entry trusted(Entry e, byte[] json) {
        return e != null && e.matches(json) ? e : null;
    }

    /** The header of {@code json}: the index's when its entry is {@link #trusted}, else read from the bytes. */
    static GoldenContributor.Header header(Entry e, byte[] json) {
        Entry t = trusted(e, json);
        return t != null ? t.header() : GoldenContributor.Header.of(json);
    }

    /** The index in the build, by case name; empty when the build has none. */
    static Map<String, Entry> load() {
        try (InputStream in = GoldenIndex.class.getResourceAsStream(RESOURCE)) {
            return in == null ? Map.of() : parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return Map.of(); // an unreadable index only costs the time it was meant to save
        }
    }

    static Map<String, Entry> parse(String text) {
        Map<String, Entry> out = new HashMap<>();
        for (String line : text.split("\n")) {
            if (line.isEmpty()) continue;
            String[] f = line.split("\t", -1);
            if (f.length != 8) throw new IllegalArgumentException("golden index line: " + line);
            List<String> features = f[6].isEmpty() ? List.of() : List.of(f[6].split(","));
            out.put(f[0], new Entry(Long.parseLong(f[1]), Long.parseLong(f[2], 16),
                    new GoldenContributor.Header(f[3], f[4], Integer.parseInt(f[5]), features), f[7]));
        }
        return out;
    }

    /** The index text of {@code cases} (name to bytes), in name order. */
    static String write(Map<String, byte[]> cases) {
        StringBuilder s = new StringBuilder();
        cases.keySet().stream().sorted().forEach(name -> {
            byte[] json = cases.get(name);
            GoldenContributor.Header h = GoldenContributor.Header.of(json);
            List<String> words = new ArrayList<>(List.of(name, h.kernel(), h.mode()));
            words.addAll(h.features());
            for (String w : words) {
                if (w.matches("(?s).*[\t\n\r,].*") || h.features().contains("")) {
                    throw new IllegalArgumentException("golden case " + name + ": cannot index \"" + w + "\"");
                }
            }
            s.append(name).append('\t').append(json.length).append('\t').append(Long.toHexString(crc(json))).append('\t')
                    .append(h.kernel()).append('\t').append(h.mode()).append('\t').append(h.dimensions()).append('\t')
                    .append(String.join(",", h.features())).append('\t').append(Hashes.sha256(json)).append('\n');
        });
        return s.toString();
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    /** The index text of the {@code *.json} cases in {@code dir}. */
    static String of(Path dir) throws IOException {
        Map<String, byte[]> cases = new HashMap<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.filter(p -> p.toString().endsWith(".json")).toList()) {
                cases.put(p.getFileName().toString(), Files.readAllBytes(p));
            }
        }
        return write(cases);
    }

    /** {@code GoldenIndex <golden folder> <index file>}: writes the index of the cases (after they change). */
    public static void main(String[] args) throws IOException {
        Files.writeString(Path.of(args[1]), of(Path.of(args[0])), StandardCharsets.UTF_8);
    }
}
