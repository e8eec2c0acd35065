package dev.stretchy.write;

import dev.stretchy.render.GeneratedFile;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Applies generated files to an output directory under the regeneration rules: unchanged files are not touched,
 * stale files go only if unmodified, hand edits are never overwritten without force, and every write is atomic.
 * All temporary files are staged before the first rename, so a failure while staging leaves the tree as it was.
 */
public final class OutputWriter {
    private final Path out;

    public OutputWriter(Path out) {
        this.out = out.toAbsolutePath().normalize();
    }

    public Path root() {
        return out;
    }

    /**
     * Decides what to do with every path.
     *
     * @param targets the targets being generated: only their stale files are considered for deletion
     */
    public Plan plan(List<GeneratedFile> files, Collection<String> targets, boolean force) throws IOException {
        Manifest old = Manifest.read(out);
        Map<String, Manifest.Entry> next = new TreeMap<>(old.files());
        Map<String, Plan.Step> steps = new TreeMap<>();
        Set<String> generated = new TreeSet<>();
        for (GeneratedFile f : files) {
            generated.add(f.path());
            Path p = resolve(f.path());
            String newHash = Hashes.sha256(f.content());
            Manifest.Entry recorded = old.files().get(f.path());
            Action a;
            String reason;
            if (!Files.exists(p)) {
                a = Action.CREATE;
                reason = "new";
            } else {
                byte[] disk = Files.readAllBytes(p);
                String diskHash = Hashes.sha256(disk);
                if (Arrays.equals(disk, f.content())) {
                    a = Action.KEEP;
                    reason = "unchanged";
                } else if (recorded != null && recorded.sha256().equals(diskHash)) {
                    a = Action.UPDATE;
                    reason = "generated content changed";
                } else {
                    a = force ? Action.OVERWRITE : Action.CONFLICT;
                    reason = recorded == null ? "exists but was not written by Stretchy" : "edited by hand since the last run";
                }
            }
            steps.put(f.path(), new Plan.Step(f.path(), a, reason));
            next.put(f.path(), new Manifest.Entry(f.target(), newHash));
        }
        for (Map.Entry<String, Manifest.Entry> e : old.files().entrySet()) {
            String path = e.getKey();
            if (generated.contains(path) || !targets.contains(e.getValue().target())) continue;
            Path p = resolve(path);
            if (!Files.exists(p)) {
                next.remove(path);
                continue;
            }
            boolean unmodified = Hashes.sha256(Files.readAllBytes(p)).equals(e.getValue().sha256());
            if (unmodified) {
                steps.put(path, new Plan.Step(path, Action.DELETE, "no longer generated"));
                next.remove(path);
            } else if (force) {
                steps.put(path, new Plan.Step(path, Action.RELEASE, "no longer generated, edited by hand: kept, no longer tracked"));
                next.remove(path);
            } else {
                steps.put(path, new Plan.Step(path, Action.ORPHAN, "no longer generated, edited by hand: kept"));
            }
        }
        Manifest nextManifest = new Manifest(next);
        boolean manifestChanged = !Arrays.equals(nextManifest.toBytes(), readOrNull(resolve(Manifest.PATH)));
        return new Plan(new ArrayList<>(steps.values()), nextManifest, manifestChanged);
    }

    /** Carries out a plan that is not blocked. Returns the number of files written or deleted. */
    public int apply(Plan plan, List<GeneratedFile> files) throws IOException {
        if (plan.blocked()) throw new IllegalStateException("plan is blocked by hand-edited files");
        Map<String, GeneratedFile> byPath = new LinkedHashMap<>();
        files.forEach(f -> byPath.put(f.path(), f));
        Map<Path, Path> staged = new LinkedHashMap<>();
        try {
            for (Plan.Step s : plan.steps()) {
                if (s.action() == Action.CREATE || s.action() == Action.UPDATE || s.action() == Action.OVERWRITE) {
                    Path target = resolve(s.path());
                    staged.put(stage(target, byPath.get(s.path()).content()), target);
                }
            }
            if (plan.manifestChanged()) {
                Path m = resolve(Manifest.PATH);
                staged.put(stage(m, plan.next().toBytes()), m);
            }
        } catch (IOException | RuntimeException e) {
            for (Path tmp : staged.keySet()) Files.deleteIfExists(tmp);
            throw e;
        }
        int changed = 0;
        Path manifestTmp = null;
        for (Map.Entry<Path, Path> e : staged.entrySet()) {
            if (e.getValue().equals(resolve(Manifest.PATH))) {
                manifestTmp = e.getKey();
                continue;
            }
            move(e.getKey(), e.getValue());
            changed++;
        }
        for (Plan.Step s : plan.with(Action.DELETE)) {
            Path p = resolve(s.path());
            Files.deleteIfExists(p);
            pruneEmptyParents(p.getParent());
            changed++;
        }
        if (manifestTmp != null) move(manifestTmp, resolve(Manifest.PATH));
        return changed;
    }

    private Path stage(Path target, byte[] content) throws IOException {
        Files.createDirectories(target.getParent());
        Path tmp = Files.createTempFile(target.getParent(), "." + target.getFileName() + ".", ".stretchy-tmp");
        Files.write(tmp, content);
        return tmp;
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private void pruneEmptyParents(Path dir) throws IOException {
        while (dir != null && dir.startsWith(out) && !dir.equals(out)) {
            try {
                Files.delete(dir);
            } catch (DirectoryNotEmptyException e) {
                return;
            }
            dir = dir.getParent();
        }
    }

    private Path resolve(String rel) {
        Path p = out.resolve(rel).normalize();
        if (!p.startsWith(out)) throw new IllegalArgumentException("path escapes the output directory: " + rel);
        return p;
    }

    private static byte[] readOrNull(Path p) throws IOException {
        return Files.exists(p) ? Files.readAllBytes(p) : null;
    }
}
