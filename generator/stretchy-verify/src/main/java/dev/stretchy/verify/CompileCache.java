package dev.stretchy.verify;

import dev.stretchy.io.BoundedProcess;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * C++ builds (one object per source, then a link) that reuse, within one JVM, an object compiled before from the same
 * source with the same flags and the same preprocessed text (so every header it includes is the same), and a program
 * linked before from the same objects. The planted-fault tests build the same costly unit (the JSON driver, a scenario
 * suite) around an edited core again and again; each unit is still preprocessed every time (cheap), and only a unit
 * identical in all of that is not compiled again. A failed step is never kept. Paths under the build folder are passed
 * relative to it (the compiler runs there), so builds in different folders share their units. The kept files live in
 * one temporary folder per JVM, removed when it exits.
 */
public final class CompileCache {
    /** How a build ended: the program (null when a step failed), and that step's output or the link's. */
    public record Outcome(Path program, boolean timedOut, int exit, String out) {}

    private static final Map<String, Path> KEPT = new HashMap<>();
    private static Path folder;
    private static int compiled;

    private CompileCache() {}

    /**
     * Builds {@code program} in {@code dir} from {@code sources} with {@code command} (the compiler, then its flags),
     * each step bounded by {@code bound}.
     */
    public static synchronized Outcome build(List<String> command, List<String> sources, String program, Path dir, Duration bound)
            throws IOException, InterruptedException {
        List<String> flags = relative(command, dir);
        List<String> objects = new ArrayList<>();
        StringBuilder linkKey = new StringBuilder(String.join("\0", flags));
        for (String source : relative(sources, dir)) {
            Path ii = Files.createTempFile(cache(), "unit", ".ii");
            String key;
            try {
                BoundedProcess.Result pre = run(with(flags, "-E", source, "-o", ii.toString()), dir, bound);
                if (!pre.ok()) return new Outcome(null, pre.timedOut(), pre.exit(), pre.out());
                key = hash(String.join("\0", flags) + "\0" + source, Files.readAllBytes(dir.resolve(source)), Files.readAllBytes(ii));
            } finally {
                Files.deleteIfExists(ii);
            }
            Path object = KEPT.get(key);
            if (object == null) {
                object = cache().resolve(key + ".o");
                BoundedProcess.Result c = run(with(flags, "-c", source, "-o", object.toString()), dir, bound);
                if (!c.ok() || !Files.isRegularFile(object)) return new Outcome(null, c.timedOut(), c.exit(), c.out());
                KEPT.put(key, object);
                compiled++;
            }
            objects.add(object.toString());
            linkKey.append('\0').append(key);
        }
        String key = hash(linkKey.toString());
        Path exe = dir.resolve(program);
        Path linked = KEPT.get(key);
        if (linked == null) {
            List<String> link = new ArrayList<>(flags);
            link.addAll(objects);
            link.addAll(List.of("-o", program));
            BoundedProcess.Result l = run(link, dir, bound);
            if (!l.ok() || !Files.isRegularFile(exe)) return new Outcome(null, l.timedOut(), l.exit(), l.out());
            linked = Files.copy(exe, cache().resolve(key), StandardCopyOption.REPLACE_EXISTING);
            KEPT.put(key, linked);
            return new Outcome(exe, false, 0, l.out());
        }
        Files.copy(linked, exe, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
        return new Outcome(exe, false, 0, "");
    }

    /** Units compiled (not reused) so far in this JVM. */
    public static synchronized int compiled() {
        return compiled;
    }

    /** Each argument with {@code dir}'s absolute path taken off (the compiler runs in {@code dir}). */
    public static List<String> relative(List<String> args, Path dir) {
        String abs = dir.toAbsolutePath().toString();
        return args.stream().map(a -> a.equals(abs) ? "." : a.replace(abs + "/", "")).toList();
    }

    private static List<String> with(List<String> flags, String... more) {
        List<String> cmd = new ArrayList<>(flags);
        cmd.addAll(List.of(more));
        return cmd;
    }

    private static BoundedProcess.Result run(List<String> cmd, Path dir, Duration bound) throws IOException, InterruptedException {
        return BoundedProcess.of(cmd).directory(dir).run(bound);
    }

    private static String hash(String text, byte[]... parts) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            d.update(text.getBytes(StandardCharsets.UTF_8));
            for (byte[] p : parts) {
                d.update(Long.toString(p.length).getBytes(StandardCharsets.UTF_8)); // lengths keep the parts apart
                d.update((byte) 0);
                d.update(p);
            }
            return HexFormat.of().formatHex(d.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path cache() throws IOException {
        if (folder == null) {
            folder = Files.createTempDirectory("stretchy-cpp-objects");
            Path f = folder;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(f)));
        }
        return folder;
    }

    private static void delete(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // a temporary folder left behind is harmless
        }
    }
}
