package dev.stretchy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.Generator;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.spec.Target;
import dev.stretchy.write.AtomicFiles;
import dev.stretchy.write.Manifest;
import dev.stretchy.write.OutputException;
import dev.stretchy.write.OutputLock;
import dev.stretchy.write.OutputWriter;
import dev.stretchy.write.Plan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded faults planted in a generated plugin folder (issue 11's fuzz suite), each run as generate, --force,
 * --dry-run and --check would run the writer: the outcome must be the listed one, nothing outside the output may
 * change, a run that stops or only looks writes nothing, and a run that succeeds leaves exactly the generated tree.
 * Prints tried / correct.
 */
class OutputFaultFuzzTest {
    private static final long SEED = 0xf01dL;
    private static final int TRIALS = 120;

    enum Mode { GENERATE, FORCE, DRY_RUN, CHECK }

    enum Outcome { OK, DIFFERS, BLOCKED, LINK, MANIFEST, NOT_WRITABLE, LOCKED, IO }

    /** A planted fault and the outcome of generate, --force, --dry-run, --check. */
    enum Fault {
        NONE(Outcome.OK, Outcome.OK, Outcome.OK, Outcome.OK),
        FOLDER_LINK(Outcome.LINK, Outcome.LINK, Outcome.LINK, Outcome.LINK),
        FILE_LINK(Outcome.LINK, Outcome.LINK, Outcome.LINK, Outcome.LINK),
        STATE_FOLDER_LINK(Outcome.LINK, Outcome.LINK, Outcome.LINK, Outcome.LINK),
        HAND_EDIT(Outcome.BLOCKED, Outcome.OK, Outcome.BLOCKED, Outcome.DIFFERS),
        DELETED(Outcome.OK, Outcome.OK, Outcome.OK, Outcome.DIFFERS),
        FOLDER_FOR_FILE(Outcome.BLOCKED, Outcome.BLOCKED, Outcome.BLOCKED, Outcome.DIFFERS),
        FILE_FOR_FOLDER(Outcome.BLOCKED, Outcome.BLOCKED, Outcome.BLOCKED, Outcome.DIFFERS),
        LEFTOVER_TEMP(Outcome.OK, Outcome.OK, Outcome.OK, Outcome.DIFFERS),
        STALE_LOCK_FILE(Outcome.OK, Outcome.OK, Outcome.OK, Outcome.OK),
        MANIFEST_CUT(Outcome.MANIFEST, Outcome.MANIFEST, Outcome.MANIFEST, Outcome.MANIFEST),
        MANIFEST_FOLDER(Outcome.MANIFEST, Outcome.MANIFEST, Outcome.MANIFEST, Outcome.MANIFEST),
        MANIFEST_ESCAPES(Outcome.MANIFEST, Outcome.MANIFEST, Outcome.MANIFEST, Outcome.MANIFEST),
        MANIFEST_BAD_HASH(Outcome.MANIFEST, Outcome.MANIFEST, Outcome.MANIFEST, Outcome.MANIFEST),
        MANIFEST_FIFO(Outcome.MANIFEST, Outcome.MANIFEST, Outcome.MANIFEST, Outcome.MANIFEST),
        EDITED_STALE(Outcome.BLOCKED, Outcome.OK, Outcome.BLOCKED, Outcome.DIFFERS),
        UNMODIFIED_STALE(Outcome.OK, Outcome.OK, Outcome.OK, Outcome.DIFFERS),
        OUT_IS_A_FILE(Outcome.NOT_WRITABLE, Outcome.NOT_WRITABLE, Outcome.NOT_WRITABLE, Outcome.NOT_WRITABLE);

        final Outcome[] expected;

        Fault(Outcome... expected) {
            this.expected = expected;
        }
    }

    @TempDir
    Path dir;

    @Test
    void plantedFaultsGiveTheListedOutcomeAndNeverTouchAnythingOutside() throws Exception {
        // Every third file of the plugin: the faults do not depend on how many there are, and the rounds stay quick.
        List<GeneratedFile> all = Generator.standard().generate(SpecLoader.loadDefault(), List.of(Target.UNREAL));
        List<GeneratedFile> files = new ArrayList<>();
        for (int i = 0; i < all.size(); i += 3) files.add(all.get(i));
        Path base = dir.resolve("base");
        run(base, files, Mode.GENERATE);
        Map<String, String> generated = tree(base);
        boolean fifo = dev.stretchy.io.TestProcesses.mkfifo(dir.resolve("probe-fifo"));
        Random r = new Random(SEED);
        int tried = 0;
        int correct = 0;
        List<String> wrong = new ArrayList<>();
        for (int n = 0; n < TRIALS; n++) {
            Fault fault = Fault.values()[n < Fault.values().length * Mode.values().length ? n / Mode.values().length
                    : r.nextInt(Fault.values().length)];
            Mode mode = Mode.values()[n < Fault.values().length * Mode.values().length ? n % Mode.values().length
                    : r.nextInt(Mode.values().length)];
            if (fault == Fault.MANIFEST_FIFO && !fifo) continue;
            Path trial = dir.resolve("t" + n);
            Path out = trial.resolve("out");
            Path outside = Files.createDirectories(trial.resolve("outside"));
            copy(base, out);
            String what = plant(fault, out, outside, files, r);
            Map<String, String> before = tree(out);
            Map<String, String> outsideBefore = tree(outside);
            Outcome got = run(out, files, mode);
            Outcome want = fault.expected[mode.ordinal()];
            List<String> problems = new ArrayList<>();
            if (got != want) problems.add("outcome " + got + ", expected " + want);
            if (!tree(outside).equals(outsideBefore)) problems.add("changed a file outside the output");
            if (Files.exists(out.resolve(OutputLock.PATH), LinkOption.NOFOLLOW_LINKS) && fault != Fault.STALE_LOCK_FILE
                    && fault != Fault.STATE_FOLDER_LINK) {
                problems.add("left its lock file");
            }
            boolean writes = (mode == Mode.GENERATE || mode == Mode.FORCE) && got == Outcome.OK;
            if (!writes && !tree(out).equals(before)) problems.add("wrote although it " + (got == Outcome.OK ? "only looked" : "stopped"));
            if (writes) {
                Map<String, String> after = tree(out);
                Map<String, String> want2 = new TreeMap<>(generated);
                if (fault == Fault.EDITED_STALE) want2.put("Stretchy/Old.txt", before.get("Stretchy/Old.txt"));
                if (!after.equals(want2)) problems.add("did not leave the generated tree: " + diff(want2, after));
                if (run(out, files, Mode.CHECK) != Outcome.OK) problems.add("--check after the run is not clean");
            }
            tried++;
            if (problems.isEmpty()) correct++;
            else wrong.add(fault + " (" + what + ") " + mode + ": " + problems);
        }
        System.out.printf("fuzz: output-folder faults x generate/--force/--dry-run/--check: %d tried, %d correct%n", tried, correct);
        wrong.stream().limit(8).forEach(w -> System.out.println("  wrong: " + w));
        assertEquals(List.of(), wrong);
    }

    static Outcome run(Path out, List<GeneratedFile> files, Mode mode) {
        OutputWriter w = new OutputWriter(out);
        boolean readOnly = mode == Mode.CHECK || mode == Mode.DRY_RUN;
        try (OutputLock lock = w.lock(readOnly)) {
            Plan p = w.plan(files, Set.of("unreal"), mode == Mode.FORCE);
            if (mode == Mode.CHECK) return p.differs() ? Outcome.DIFFERS : Outcome.OK;
            if (p.blocked()) return Outcome.BLOCKED;
            w.preflight(p);
            if (mode == Mode.DRY_RUN) return Outcome.OK;
            w.apply(p, files);
            return Outcome.OK;
        } catch (OutputException e) {
            return Outcome.valueOf(e.kind().name());
        } catch (IOException e) {
            return Outcome.IO;
        }
    }

    private static String plant(Fault fault, Path out, Path outside, List<GeneratedFile> files, Random r) throws IOException {
        GeneratedFile f = files.get(r.nextInt(files.size()));
        Path file = out.resolve(f.path());
        Path folder = file.getParent();
        Path manifest = out.resolve(Manifest.PATH);
        switch (fault) {
            case NONE -> { }
            case FOLDER_LINK -> {
                copy(folder, outside.resolve("copy"));
                deleteTree(folder);
                Files.createSymbolicLink(folder, outside.resolve("copy"));
            }
            case FILE_LINK -> {
                Path victim = Files.writeString(outside.resolve("victim.txt"), "not yours\n");
                Files.delete(file);
                Files.createSymbolicLink(file, victim);
            }
            case STATE_FOLDER_LINK -> {
                copy(out.resolve(".stretchy"), outside.resolve("state"));
                deleteTree(out.resolve(".stretchy"));
                Files.createSymbolicLink(out.resolve(".stretchy"), outside.resolve("state"));
            }
            case HAND_EDIT -> Files.writeString(file, "// my edit\n", java.nio.file.StandardOpenOption.APPEND);
            case DELETED -> Files.delete(file);
            case FOLDER_FOR_FILE -> {
                Files.delete(file);
                Files.createDirectories(file.resolve("inside"));
            }
            case FILE_FOR_FOLDER -> {
                deleteTree(folder);
                Files.writeString(folder, "a file where a folder goes\n");
            }
            case LEFTOVER_TEMP -> Files.writeString(folder.resolve("." + file.getFileName() + ".0123abcd" + AtomicFiles.TMP_SUFFIX), "partial");
            case STALE_LOCK_FILE -> Files.writeString(out.resolve(OutputLock.PATH), "left by a killed run");
            case MANIFEST_CUT -> {
                String m = Files.readString(manifest);
                Files.writeString(manifest, m.substring(0, r.nextInt(m.length() - 1)));
            }
            case MANIFEST_FOLDER -> {
                Files.delete(manifest);
                Files.createDirectories(manifest.resolve("x"));
            }
            case MANIFEST_ESCAPES -> Files.writeString(manifest, Files.readString(manifest)
                    .replaceFirst("\"files\" : \\{", "\"files\" : {\n    \"../outside/victim.txt\" : {\"target\" : \"unreal\", \"sha256\" : \"" + "0".repeat(64) + "\"},"));
            case MANIFEST_BAD_HASH -> Files.writeString(manifest, Files.readString(manifest).replaceFirst("\"sha256\" : \"[0-9a-f]{4}", "\"sha256\" : \"xyz"));
            case MANIFEST_FIFO -> {
                Files.delete(manifest);
                dev.stretchy.io.TestProcesses.mkfifo(manifest);
            }
            case EDITED_STALE, UNMODIFIED_STALE -> {
                String text = "no longer generated\n";
                Files.writeString(out.resolve("Stretchy/Old.txt"), fault == Fault.EDITED_STALE ? text + "edited\n" : text);
                Files.writeString(manifest, Files.readString(manifest).replaceFirst("\"files\" : \\{",
                        "\"files\" : {\n    \"Stretchy/Old.txt\" : {\"target\" : \"unreal\", \"sha256\" : \"" + sha(text) + "\"},"));
            }
            case OUT_IS_A_FILE -> {
                deleteTree(out);
                Files.writeString(out, "not a folder");
            }
        }
        return f.path();
    }

    private static String sha(String s) {
        try {
            return HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(s.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every entry under root, links not followed: files by content hash, links by target, empty folders. */
    static Map<String, String> tree(Path root) throws IOException {
        Map<String, String> m = new TreeMap<>();
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) return m;
        if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
            m.put("", Files.isRegularFile(root, LinkOption.NOFOLLOW_LINKS) ? sha(Files.readString(root)) : "special");
            return m;
        }
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.toList()) {
                String rel = root.relativize(p).toString();
                if (Files.isSymbolicLink(p)) m.put(rel, "link -> " + Files.readSymbolicLink(p));
                else if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    try (Stream<Path> in = Files.list(p)) {
                        if (in.findAny().isEmpty()) m.put(rel + "/", "empty folder");
                    }
                } else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    m.put(rel, HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
                } else {
                    m.put(rel, "special");
                }
            }
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        return m;
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
    }

    private static void deleteTree(Path p) throws IOException {
        try (Stream<Path> s = Files.walk(p)) {
            for (Path x : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(x);
        }
    }

    private static String diff(Map<String, String> want, Map<String, String> got) {
        List<String> d = new ArrayList<>();
        for (String k : got.keySet()) if (!want.containsKey(k)) d.add("+" + k);
        for (String k : want.keySet()) if (!got.containsKey(k)) d.add("-" + k);
        for (String k : want.keySet()) if (got.containsKey(k) && !want.get(k).equals(got.get(k))) d.add("~" + k);
        return d.size() > 6 ? d.subList(0, 6) + "..." : d.toString();
    }
}
