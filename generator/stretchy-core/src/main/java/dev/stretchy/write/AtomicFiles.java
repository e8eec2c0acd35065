package dev.stretchy.write;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.HexFormat;

/**
 * Atomic file replacement shared by every writer: stage a temporary beside the target, then rename it over.
 * Temporaries are created with the process's default permissions (the umask decides), not the owner-only mode of
 * {@link Files#createTempFile}; a file being replaced keeps its own mode.
 */
public final class AtomicFiles {
    /** The suffix of every temporary Stretchy stages; a leftover one (a killed run) is removed by the next run. */
    public static final String TMP_SUFFIX = ".stretchy-tmp";

    private AtomicFiles() {}

    /** Whether a file name is one of Stretchy's temporaries. */
    public static boolean isTemporary(String fileName) {
        return fileName.startsWith(".") && fileName.endsWith(TMP_SUFFIX);
    }

    /** Writes {@code content} to a new temporary in {@code target}'s folder (which must exist) and returns it. */
    public static Path stage(Path target, byte[] content) throws IOException {
        Path dir = target.getParent();
        for (int attempt = 0; ; attempt++) {
            // Unique enough with CREATE_NEW behind it; runs on one folder are serialised by OutputLock anyway.
            long r = java.util.concurrent.ThreadLocalRandom.current().nextLong() & 0xffffffffffffL;
            Path tmp = dir.resolve("." + target.getFileName() + "." + HexFormat.of().toHexDigits(r).substring(4) + TMP_SUFFIX);
            OutputStream os;
            try {
                os = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            } catch (FileAlreadyExistsException e) {
                if (attempt < 8) continue;
                throw e;
            }
            try (os) {
                os.write(content);
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(tmp);
                throw e;
            }
            try {
                keepMode(target, tmp);
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(tmp);
                throw e;
            }
            return tmp;
        }
    }

    /** Renames a staged temporary over its target, atomically where the file system can. */
    public static void replace(Path tmp, Path target) throws IOException {
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Writes a file atomically (stage, then rename); the folder must exist. */
    public static void write(Path target, byte[] content) throws IOException {
        Path tmp = stage(target, content);
        try {
            replace(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Why a file the user named cannot be written there: a one-line reason, without the file's name. */
    public static final class RefusedException extends IOException {
        public RefusedException(String reason) {
            super(reason);
        }
    }

    /**
     * Writes a file the user named (a JUnit report, a golden file) atomically, creating its folder if missing. The
     * path itself is never followed: a symbolic link there (dangling or not) is refused with where it points, and so
     * is a pipe, socket, device or folder, so nothing blocks and nothing is written through a link. A failed write
     * (a full disk, a file-size limit) leaves the path exactly as it was, and no temporary behind.
     *
     * @throws RefusedException what stands at the path, in words
     */
    public static void writeNamed(Path target, byte[] content) throws IOException {
        writeNamed(target, content, (op, p) -> {});
    }

    /** {@link #writeNamed(Path, byte[])} with a test's fault hook, called once the temporary holds the content. */
    static void writeNamed(Path target, byte[] content, OutputWriter.Faults faults) throws IOException {
        refuseUnwritable(target);
        Path parent = target.toAbsolutePath().getParent();
        if (parent != null) {
            // A folder reached through a link is the user's choice; a dangling one gets its reason, not "exists".
            for (Path d = parent; d != null; d = d.getParent()) {
                if (Files.isSymbolicLink(d) && !Files.exists(d)) {
                    throw new RefusedException("cannot be created: its folder " + d + " is a symbolic link to "
                            + Files.readSymbolicLink(d) + ", which does not exist");
                }
                if (Files.exists(d)) break;
            }
            Files.createDirectories(parent);
        }
        Path tmp = stage(target.toAbsolutePath(), content);
        try {
            faults.at("write", tmp);
            refuseUnwritable(target); // what stands there may have changed while the content was written
            replace(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Refuses a path that is a link, or anything but a regular file; a missing path is fine. */
    public static void refuseUnwritable(Path target) throws IOException {
        BasicFileAttributes at;
        try {
            at = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return;
        }
        if (at.isSymbolicLink()) {
            String to;
            try {
                to = String.valueOf(Files.readSymbolicLink(target));
            } catch (IOException e) {
                to = "?";
            }
            throw new RefusedException("is a symbolic link (to " + to + (Files.exists(target) ? "" : ", which does not exist")
                    + "); Stretchy does not write through links: remove the link or name another file");
        }
        if (at.isDirectory()) throw new RefusedException("is a folder; name a file");
        if (!at.isRegularFile()) {
            throw new RefusedException("is not a regular file (a pipe, socket or device); Stretchy writes only regular files");
        }
    }

    private static void keepMode(Path target, Path tmp) throws IOException {
        PosixFileAttributeView from = Files.getFileAttributeView(target, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
        if (from == null || !Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) return;
        Files.setPosixFilePermissions(tmp, from.readAttributes().permissions());
    }
}
