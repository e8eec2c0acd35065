package dev.stretchy.write;

import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.Hashes;
import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
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
 * Nothing is read, written or deleted through a symbolic link inside the output folder (the folder itself may be
 * one), and temporaries left by an interrupted run are found and removed.
 */
public final class OutputWriter {
    private final Path out;
    private final Faults faults;
    private final ContentHashes hashes;
    /** Per folder under {@link #out}: null when it is a folder (or missing), else why nothing may go into it. */
    private final Map<Path, String> folderCheck = new HashMap<>();

    public OutputWriter(Path out) {
        this(out, new ContentHashes());
    }

    /** @param hashes the generated files' hashes, kept across the runs of a resident process */
    public OutputWriter(Path out, ContentHashes hashes) {
        this(out, (op, p) -> {}, hashes);
    }

    /** For fault-injection tests: {@code faults} is called before every change to the file system. */
    OutputWriter(Path out, Faults faults) {
        this(out, faults, new ContentHashes());
    }

    private OutputWriter(Path out, Faults faults, ContentHashes hashes) {
        this.out = out.toAbsolutePath().normalize();
        this.faults = faults;
        this.hashes = hashes;
    }

    /** A test's hook into every file-system change: it may throw to simulate a full disk or a killed process. */
    interface Faults {
        /** {@code op} is mkdir, write (the temporary exists, its content not yet safe), rename or delete. */
        void at(String op, Path path) throws IOException;
    }

    public Path root() {
        return out;
    }

    /**
     * Locks the output folder for one run (see {@link OutputLock}); plan and apply inside it.
     *
     * @param readOnly for --check and --dry-run: no lock where taking one would need write access
     */
    public OutputLock lock(boolean readOnly) throws IOException {
        checkRoot();
        return OutputLock.acquire(out, readOnly);
    }

    /**
     * Decides what to do with every path.
     *
     * @param targets the targets being generated: only their stale files are considered for deletion
     * @throws OutputException a link inside the output, a corrupt manifest, an output that is not a folder
     */
    public Plan plan(List<GeneratedFile> files, Collection<String> targets, boolean force) throws IOException {
        checkRoot();
        folderCheck.clear();
        checkedPath(Manifest.PATH);
        Manifest old = Manifest.read(out);
        Map<String, Manifest.Entry> next = new TreeMap<>(old.files());
        Map<String, Plan.Step> steps = new TreeMap<>();
        Set<String> generated = new TreeSet<>();
        for (GeneratedFile f : files) {
            generated.add(f.path());
            Path p = resolve(f.path());
            byte[] content = f.content();
            String newHash = hashes.of(f.path(), content, f.knownSha256());
            Manifest.Entry recorded = old.files().get(f.path());
            String blocked = blockedFolder(p);
            BasicFileAttributes at = blocked == null ? attributes(p) : null;
            Action a;
            String reason;
            if (blocked != null) {
                // --force replaces hand edits, never a whole file or folder standing where a folder must go.
                a = Action.CONFLICT;
                reason = blocked;
            } else if (at == null) {
                a = Action.CREATE;
                reason = "new";
            } else if (!at.isRegularFile()) {
                a = Action.CONFLICT;
                reason = (at.isDirectory() ? "is a folder" : "is not a regular file") + " where a generated file goes; "
                        + "move it away (--force does not replace it)";
            } else {
                byte[] disk = Files.readAllBytes(p);
                if (Arrays.equals(disk, content)) {
                    a = Action.KEEP;
                    reason = "unchanged";
                } else if (recorded != null && recorded.sha256().equals(Hashes.sha256(disk))) {
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
            String blocked = blockedFolder(p);
            BasicFileAttributes at = blocked == null ? attributes(p) : null;
            if (blocked != null || at == null) {
                next.remove(path);
                continue;
            }
            boolean unmodified = at.isRegularFile() && Hashes.sha256(Files.readAllBytes(p)).equals(e.getValue().sha256());
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
        for (String tmp : leftoverTemporaries()) {
            steps.put(tmp, new Plan.Step(tmp, Action.CLEAN, "temporary file left by an interrupted run"));
        }
        Manifest nextManifest = new Manifest(next);
        Path manifestPath = resolve(Manifest.PATH);
        boolean manifestChanged = !Arrays.equals(nextManifest.toBytes(),
                Files.isRegularFile(manifestPath, LinkOption.NOFOLLOW_LINKS) ? Files.readAllBytes(manifestPath) : null);
        return new Plan(new ArrayList<>(steps.values()), nextManifest, manifestChanged);
    }

    /**
     * What would make {@link #apply} fail before it writes anything, checked without writing: every folder the plan
     * writes into (or the nearest existing one above it) must be writable. --dry-run runs this too.
     */
    public void preflight(Plan plan) throws IOException {
        Set<Path> dirs = new TreeSet<>();
        for (Plan.Step s : plan.steps()) {
            if (s.action() == Action.CREATE || s.action() == Action.UPDATE || s.action() == Action.OVERWRITE
                    || s.action() == Action.DELETE || s.action() == Action.CLEAN) {
                dirs.add(resolve(s.path()).getParent());
            }
        }
        if (plan.manifestChanged()) dirs.add(resolve(Manifest.PATH).getParent());
        for (Path d : dirs) {
            Path existing = d;
            while (existing != null && !Files.exists(existing)) existing = existing.getParent();
            if (existing == null || !Files.isDirectory(existing)) {
                throw new OutputException(OutputException.Kind.NOT_WRITABLE, d + ": no folder to write into");
            }
            if (!Files.isWritable(existing)) {
                throw new OutputException(OutputException.Kind.NOT_WRITABLE, existing + " is not writable (needed to write "
                        + out.relativize(d.startsWith(out) ? d : out) + ")");
            }
        }
    }

    /** Carries out a plan that is not blocked. Returns the number of files written or deleted. */
    public int apply(Plan plan, List<GeneratedFile> files) throws IOException {
        if (plan.blocked()) throw new IllegalStateException("plan is blocked by hand-edited files");
        Map<String, GeneratedFile> byPath = new LinkedHashMap<>();
        files.forEach(f -> byPath.put(f.path(), f));
        Map<Path, Path> staged = new LinkedHashMap<>();
        List<Path> createdDirs = new ArrayList<>();
        Path manifestPath = resolve(Manifest.PATH);
        try {
            for (Plan.Step s : plan.steps()) {
                if (s.action() == Action.CREATE || s.action() == Action.UPDATE || s.action() == Action.OVERWRITE) {
                    Path target = resolve(s.path());
                    staged.put(stage(target, byPath.get(s.path()).content(), createdDirs), target);
                }
            }
            if (plan.manifestChanged()) staged.put(stage(manifestPath, plan.next().toBytes(), createdDirs), manifestPath);
        } catch (IOException | RuntimeException e) {
            undo(staged.keySet(), createdDirs, e);
            throw e;
        }
        int changed = 0;
        Path manifestTmp = null;
        List<Path> pending = new ArrayList<>(staged.keySet());
        try {
            for (Map.Entry<Path, Path> e : staged.entrySet()) {
                if (e.getValue().equals(manifestPath)) {
                    manifestTmp = e.getKey();
                    continue;
                }
                faults.at("rename", e.getValue());
                AtomicFiles.replace(e.getKey(), e.getValue());
                pending.remove(e.getKey());
                changed++;
            }
        } catch (IOException | RuntimeException e) {
            undo(pending, List.of(), e);
            throw e;
        }
        for (Plan.Step s : plan.steps()) {
            if (s.action() != Action.DELETE && s.action() != Action.CLEAN) continue;
            Path p = resolve(s.path());
            faults.at("delete", p);
            Files.deleteIfExists(p);
            pruneEmptyParents(p.getParent());
            if (s.action() == Action.DELETE) changed++;
        }
        if (manifestTmp != null) {
            faults.at("rename", manifestPath);
            AtomicFiles.replace(manifestTmp, manifestPath);
        }
        return changed;
    }

    /** Removes what a failed apply staged: temporaries, then the folders it created (if still empty). */
    private static void undo(Collection<Path> temporaries, List<Path> createdDirs, Exception cause) {
        for (Path tmp : temporaries) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException x) {
                cause.addSuppressed(x);
            }
        }
        for (int i = createdDirs.size() - 1; i >= 0; i--) {
            try {
                Files.deleteIfExists(createdDirs.get(i));
            } catch (IOException x) {
                // not empty: something else is in it now
            }
        }
    }

    private Path stage(Path target, byte[] content, List<Path> createdDirs) throws IOException {
        List<Path> missing = new ArrayList<>();
        for (Path d = target.getParent(); d != null && !Files.exists(d, LinkOption.NOFOLLOW_LINKS); d = d.getParent()) {
            missing.add(0, d);
        }
        for (Path d : missing) {
            faults.at("mkdir", d);
            Files.createDirectory(d);
            createdDirs.add(d);
        }
        Path tmp = AtomicFiles.stage(target, content);
        try {
            faults.at("write", tmp);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        return tmp;
    }

    private void pruneEmptyParents(Path dir) throws IOException {
        while (dir != null && dir.startsWith(out) && !dir.equals(out)) {
            try {
                Files.delete(dir);
            } catch (DirectoryNotEmptyException | NoSuchFileException e) {
                return;
            }
            dir = dir.getParent();
        }
    }

    /** The output must be a folder (or not exist yet); the folder itself may be reached through a link. */
    private void checkRoot() throws IOException {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new OutputException(OutputException.Kind.NOT_WRITABLE, out + " is not a folder");
        }
    }

    /** Stretchy's temporaries anywhere under the output, found without following links. */
    private List<String> leftoverTemporaries() throws IOException {
        List<String> found = new ArrayList<>();
        if (!Files.isDirectory(out)) return found;
        Files.walkFileTree(out, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                String n = dir.getFileName() == null ? "" : dir.getFileName().toString();
                return !dir.equals(out) && (n.equals("node_modules") || n.equals(".git")) ? FileVisitResult.SKIP_SUBTREE
                        : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.isRegularFile() && AtomicFiles.isTemporary(file.getFileName().toString())) {
                    found.add(out.relativize(file).toString().replace('\\', '/'));
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                return FileVisitResult.CONTINUE;
            }
        });
        return found;
    }

    /**
     * Why nothing can be written at {@code p} because of the folders above it: a regular file where a folder must
     * be, or null. A link among them stops the run: writing through it would land outside the output.
     */
    private String blockedFolder(Path p) throws IOException {
        Path rel = out.relativize(p);
        Path cur = out;
        for (int i = 0; i + 1 < rel.getNameCount(); i++) {
            cur = cur.resolve(rel.getName(i));
            if (folderCheck.containsKey(cur)) {
                String why = folderCheck.get(cur);
                if (why != null) return why;
                continue;
            }
            BasicFileAttributes at = attributes(cur);
            String why = at == null || at.isDirectory() ? null
                    : "its folder " + out.relativize(cur) + " is a file; move it away (--force does not replace it)";
            folderCheck.put(cur, why);
            if (at == null) return null;
            if (why != null) return why;
        }
        return null;
    }

    /** A path's own attributes (links not followed), null if it does not exist; a link is an {@link OutputException}. */
    private BasicFileAttributes attributes(Path p) throws IOException {
        BasicFileAttributes at;
        try {
            at = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return null;
        }
        if (at.isSymbolicLink()) {
            String to;
            try {
                to = String.valueOf(Files.readSymbolicLink(p));
            } catch (IOException e) {
                to = "?";
            }
            throw new OutputException(OutputException.Kind.LINK, p + " is a symbolic link (to " + to + "); Stretchy "
                    + "never writes, reads or deletes through links in the output folder. Replace it with a real folder or file.");
        }
        return at;
    }

    /** Checks the folders above a path for links (see {@link #blockedFolder}) and the path itself. */
    private void checkedPath(String rel) throws IOException {
        Path p = resolve(rel);
        if (blockedFolder(p) == null) attributes(p);
    }

    private Path resolve(String rel) {
        Path p = out.resolve(rel).normalize();
        if (!p.startsWith(out) || p.equals(out)) throw new IllegalArgumentException("path escapes the output directory: " + rel);
        return p;
    }
}
