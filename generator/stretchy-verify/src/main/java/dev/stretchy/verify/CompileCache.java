package dev.stretchy.verify;

import dev.stretchy.io.BoundedProcess;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * C++ builds (one object per source, then a link) that reuse an object compiled before from the same source with the
 * same flags, the same preprocessed text (so every header it includes is the same) and the same compiler (its
 * {@code --version}), and a program linked before from the same objects. The planted-fault tests build the same costly
 * unit (the JSON driver, a scenario suite) around an edited core again and again; each unit is still preprocessed every
 * time (cheap), and only a unit identical in all of that is not compiled again. A failed step is never kept. Paths
 * under the build folder are passed relative to it (the compiler runs there), so builds in different folders share
 * their units.
 *
 * <p>The kept files live in the folder the system property {@value #FOLDER_PROPERTY} names (the build sets one for all
 * its test JVMs, so a unit one module's tests compiled is not compiled again by another's), else in a temporary folder
 * per JVM, removed when it exits. Several JVMs may build in one folder at once: each key has its own lock file, held
 * while the unit is looked up and compiled, and a file is kept by an atomic move, so no JVM reads half an object and
 * no two compile the same unit.
 */
public final class CompileCache {
    /** The system property naming a folder shared by every JVM that builds (created when missing). */
    public static final String FOLDER_PROPERTY = "stretchy.cpp.units";

    /** How a build ended: the program (null when a step failed), and that step's output or the link's. */
    public record Outcome(Path program, boolean timedOut, int exit, String out) {}

    private static final Map<String, String> COMPILERS = new HashMap<>();
    private static Path folder;
    private static int compiled;
    private static long temporaries;

    private CompileCache() {}

    /**
     * Builds {@code program} in {@code dir} from {@code sources} with {@code command} (the compiler, then its flags),
     * each step bounded by {@code bound}.
     */
    public static synchronized Outcome build(List<String> command, List<String> sources, String program, Path dir, Duration bound)
            throws IOException, InterruptedException {
        List<String> flags = relative(command, dir);
        String compiler = compilerVersion(flags.get(0), dir, bound);
        List<String> objects = new ArrayList<>();
        StringBuilder linkKey = new StringBuilder(compiler).append('\0').append(String.join("\0", flags));
        for (String source : relative(sources, dir)) {
            Path ii = Files.createTempFile(cache(), "unit", ".ii");
            String key;
            try {
                BoundedProcess.Result pre = run(with(flags, "-E", source, "-o", ii.toString()), dir, bound);
                if (!pre.ok()) return new Outcome(null, pre.timedOut(), pre.exit(), pre.out());
                key = hash(compiler + "\0" + String.join("\0", flags) + "\0" + source,
                        Files.readAllBytes(dir.resolve(source)), Files.readAllBytes(ii));
            } finally {
                Files.deleteIfExists(ii);
            }
            Path object = cache().resolve(key + ".o");
            try (FileChannel held = lock(key)) {
                if (!Files.isRegularFile(object)) {
                    Path partial = temporary(key + ".o");
                    try {
                        BoundedProcess.Result c = run(with(flags, "-c", source, "-o", partial.toString()), dir, bound);
                        if (!c.ok() || !Files.isRegularFile(partial)) return new Outcome(null, c.timedOut(), c.exit(), c.out());
                        keep(partial, object);
                    } finally {
                        Files.deleteIfExists(partial);
                    }
                    compiled++;
                }
            }
            objects.add(object.toString());
            linkKey.append('\0').append(key);
        }
        String key = hash(linkKey.toString());
        Path exe = dir.resolve(program);
        Path linked = cache().resolve(key + ".exe");
        try (FileChannel held = lock(key)) {
            if (!Files.isRegularFile(linked)) {
                List<String> link = new ArrayList<>(flags);
                link.addAll(objects);
                link.addAll(List.of("-o", program));
                BoundedProcess.Result l = run(link, dir, bound);
                if (!l.ok() || !Files.isRegularFile(exe)) return new Outcome(null, l.timedOut(), l.exit(), l.out());
                Path partial = temporary(key + ".exe");
                try {
                    Files.copy(exe, partial, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
                    keep(partial, linked);
                } finally {
                    Files.deleteIfExists(partial);
                }
                return new Outcome(exe, false, 0, l.out());
            }
        }
        Files.copy(linked, exe, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
        return new Outcome(exe, false, 0, "");
    }

    /** Units compiled (not reused) so far by this JVM. */
    public static synchronized int compiled() {
        return compiled;
    }

    /** The folder the kept units are in. */
    public static synchronized Path folder() throws IOException {
        return cache();
    }

    /** Each argument with {@code dir}'s absolute path taken off (the compiler runs in {@code dir}). */
    public static List<String> relative(List<String> args, Path dir) {
        String abs = dir.toAbsolutePath().toString();
        return args.stream().map(a -> a.equals(abs) ? "." : a.replace(abs + "/", "")).toList();
    }

    /** The compiler's {@code --version} text, read once per JVM: another compiler of the same name is another key. */
    private static String compilerVersion(String cxx, Path dir, Duration bound) throws IOException, InterruptedException {
        String v = COMPILERS.get(cxx);
        if (v == null) {
            BoundedProcess.Result r = run(List.of(cxx, "--version"), dir, bound);
            v = cxx + "\0" + r.exit() + "\0" + r.out();
            if (r.ok()) COMPILERS.put(cxx, v);
        }
        return v;
    }

    /** The lock on {@code key}'s lock file, released by closing: another JVM building the same key waits here. */
    private static FileChannel lock(String key) throws IOException {
        FileChannel ch = FileChannel.open(cache().resolve(key + ".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            ch.lock();
            return ch;
        } catch (IOException | RuntimeException e) {
            ch.close();
            throw e;
        }
    }

    /** A name no other JVM or build uses, beside the kept files (so the move that keeps it is atomic). */
    private static Path temporary(String name) throws IOException {
        return cache().resolve(name + ".part-" + ProcessHandle.current().pid() + "-" + (++temporaries));
    }

    private static void keep(Path partial, Path kept) throws IOException {
        try {
            Files.move(partial, kept, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("cannot keep " + kept + " atomically", e);
        }
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
            String shared = System.getProperty(FOLDER_PROPERTY);
            if (shared != null && !shared.isBlank()) {
                folder = Files.createDirectories(Path.of(shared).toAbsolutePath().normalize());
            } else {
                folder = Files.createTempDirectory("stretchy-cpp-objects");
                Path f = folder;
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(f)));
            }
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
