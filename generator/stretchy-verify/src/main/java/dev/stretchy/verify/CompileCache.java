package dev.stretchy.verify;

import dev.stretchy.io.BoundedProcess;
import dev.stretchy.io.TemporaryFolders;
import java.io.IOException;
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
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * C++ builds (one object per source, then a link) that reuse an object compiled before from the same source with the
 * same flags, the same preprocessed text (so every header it includes is the same) and the same compiler (its
 * {@code --version}), and a program linked before from the same objects. The planted-fault tests build the same costly
 * unit (the JSON driver, a scenario suite) around an edited core again and again; only a unit identical in all of that
 * is not compiled again. A failed step is never kept. Paths under the build folder are passed relative to it (the
 * compiler runs there), so builds in different folders share their units.
 *
 * <p>Most units a build asks for were built before with the same headers, and preprocessing one to find out is a
 * process of its own. So, as ccache's direct mode does, each compile also records the files it read ({@code -MD}) with
 * their contents' hashes, under a key of the source, its flags, the compiler and the names of the files in the build
 * folder (a header added where it would be found first changes the names); a unit whose recorded files all hash the
 * same takes that object without preprocessing. Anything else is preprocessed and looked up as before.
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
    /** Files outside the build folders: their size and time, and their hash. */
    private static final Map<Path, String[]> SYSTEM_FILES = new HashMap<>();
    private static Path folder;
    private static int compiled;
    private static int preprocessed;
    private static long temporaries;

    private CompileCache() {}

    /**
     * Builds {@code program} in {@code dir} from {@code sources} with {@code command} (the compiler, then its flags),
     * each step bounded by {@code bound}.
     */
    public static synchronized Outcome build(List<String> command, List<String> sources, String program, Path dir, Duration bound)
            throws IOException, InterruptedException {
        List<String> flags = relative(command, dir);
        // The compiler and the flags: part of every key below.
        Unit unit = new Unit(flags, compilerVersion(flags.get(0), dir, bound) + "\0" + String.join("\0", flags),
                names(dir, program), dir, bound);
        List<String> keys = new ArrayList<>();
        for (String source : relative(sources, dir)) {
            Step step = unit.object(source);
            if (step.failed() != null) return step.failed();
            keys.add(step.key());
        }
        return unit.link(keys, program);
    }

    /** A unit's object: its key, or the Outcome of the step that failed (then the key is null). */
    private record Step(String key, Outcome failed) {}

    /** One build's compiler, flags, folder and bound: its units and its link. */
    private record Unit(List<String> flags, String build, String names, Path dir, Duration bound) {
        /** {@code source}'s object, kept now if it was not. */
        Step object(String source) throws IOException, InterruptedException {
            byte[] text = Files.readAllBytes(dir.resolve(source));
            String direct = hash(build + "\0" + source + "\0" + names, text);
            try (FileChannel held = lock(direct)) {
                String known = recorded(direct, dir);
                if (known != null) return new Step(known, null);
            }
            Path ii = Files.createTempFile(cache(), "unit", ".ii");
            String key;
            try {
                BoundedProcess.Result pre = run(with(flags, "-E", source, "-o", ii.toString()), dir, bound);
                preprocessed++;
                if (!pre.ok()) return new Step(null, failed(pre));
                key = hash(build + "\0" + source, text, Files.readAllBytes(ii));
            } finally {
                Files.deleteIfExists(ii);
            }
            try (FileChannel held = lock(key)) {
                Path deps = temporary(key + ".d");
                try {
                    Outcome failed = compile(source, key, deps);
                    if (failed != null) return new Step(null, failed);
                    if (Files.isRegularFile(deps)) {
                        try (FileChannel record = lock(direct)) {
                            record(direct, key, Files.readString(deps), dir);
                        }
                    }
                } finally {
                    Files.deleteIfExists(deps);
                }
            }
            return new Step(key, null);
        }

        /**
         * Compiles {@code source} into the kept object {@code key} unless it is kept already, writing the files it
         * reads to {@code deps} either way; the failed compile's Outcome, or null. Called with {@code key}'s lock held.
         */
        private Outcome compile(String source, String key, Path deps) throws IOException, InterruptedException {
            Path object = cache().resolve(key + ".o");
            if (Files.isRegularFile(object)) {
                // Kept by a build in a folder of other names: what this unit reads, without compiling it.
                run(with(flags, "-M", "-MF", deps.toString(), source), dir, bound);
                return null;
            }
            Path partial = temporary(key + ".o");
            try {
                BoundedProcess.Result c = run(with(flags, "-MD", "-MF", deps.toString(), "-c", source, "-o", partial.toString()),
                        dir, bound);
                if (!c.ok() || !Files.isRegularFile(partial)) return failed(c);
                keep(partial, object);
            } finally {
                Files.deleteIfExists(partial);
            }
            compiled++;
            return null;
        }

        /** Links the kept objects {@code keys} into {@code program}, or copies the program linked before from them. */
        Outcome link(List<String> keys, String program) throws IOException, InterruptedException {
            String key = hash(build + "\0" + String.join("\0", keys));
            Path exe = dir.resolve(program);
            Path linked = cache().resolve(key + ".exe");
            try (FileChannel held = lock(key)) {
                if (!Files.isRegularFile(linked)) {
                    List<String> link = new ArrayList<>(flags);
                    for (String k : keys) link.add(cache().resolve(k + ".o").toString());
                    link.addAll(List.of("-o", program));
                    BoundedProcess.Result l = run(link, dir, bound);
                    if (!l.ok() || !Files.isRegularFile(exe)) return failed(l);
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

        private static Outcome failed(BoundedProcess.Result r) {
            return new Outcome(null, r.timedOut(), r.exit(), r.out());
        }
    }

    /** The kept object's key recorded under {@code direct} whose files all hash as they do now in {@code dir}, or null. */
    private static String recorded(String direct, Path dir) throws IOException {
        Path manifest = cache().resolve(direct + ".deps");
        if (!Files.isRegularFile(manifest)) return null;
        String key = null;
        boolean same = true;
        for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
            if (line.startsWith("object ")) {
                key = line.substring(7);
                same = true;
            } else if (line.startsWith("file ") && key != null) {
                int space = line.indexOf(' ', 5);
                same &= line.substring(5, space).equals(contentHash(dir, line.substring(space + 1)));
            } else if (line.equals("end") && key != null) {
                if (same && Files.isRegularFile(cache().resolve(key + ".o"))) return key;
                key = null;
            }
        }
        return null;
    }

    /** Adds to {@code direct}'s record: the object {@code key} and every file of the make rule {@code deps}, hashed. */
    private static void record(String direct, String key, String deps, Path dir) throws IOException {
        StringBuilder entry = new StringBuilder("object ").append(key).append('\n');
        String rule = deps.replace("\\\n", " ");
        int colon = rule.indexOf(": ");
        if (colon < 0) return;
        for (String file : rule.substring(colon + 2).trim().split("(?<!\\\\)\\s+")) {
            if (file.isEmpty()) continue;
            String path = file.replace("\\ ", " ");
            String h = contentHash(dir, path);
            if (h.isEmpty()) return; // a file gone already: nothing to record
            entry.append("file ").append(h).append(' ').append(path).append('\n');
        }
        entry.append("end\n");
        Path manifest = cache().resolve(direct + ".deps");
        Path partial = temporary(direct + ".deps");
        try {
            String before = Files.isRegularFile(manifest) ? Files.readString(manifest) : "";
            Files.writeString(partial, before + entry);
            keep(partial, manifest);
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    /** The names of the files under {@code dir} (not the program a build writes there), one per line, sorted. */
    private static String names(Path dir, String program) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return String.join("\n", s.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString())
                    .filter(n -> !n.equals(program)).sorted().toList());
        }
    }

    /**
     * The SHA-256 of the bytes of {@code path} (relative to {@code dir}, or absolute), "" when it cannot be read. The
     * compiler's own headers (under /usr/) are hashed once per JVM while their size and time stay the same.
     */
    private static String contentHash(Path dir, String path) {
        try {
            Path file = dir.resolve(path);
            if (!path.startsWith("/usr/")) return hash("", Files.readAllBytes(file));
            String stamp = Files.size(file) + " " + Files.getLastModifiedTime(file).toMillis();
            String[] known = SYSTEM_FILES.get(file);
            if (known != null && known[0].equals(stamp)) return known[1];
            String h = hash("", Files.readAllBytes(file));
            SYSTEM_FILES.put(file, new String[] {stamp, h});
            return h;
        } catch (IOException e) {
            return "";
        }
    }

    /** Units compiled (not reused) so far by this JVM. */
    public static synchronized int compiled() {
        return compiled;
    }

    /** Units preprocessed to look them up (not found by the files they read last time) so far by this JVM. */
    public static synchronized int preprocessed() {
        return preprocessed;
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
                folder = TemporaryFolders.removedAtExit("stretchy-cpp-objects");
            }
        }
        return folder;
    }
}
