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

    private static void keepMode(Path target, Path tmp) throws IOException {
        PosixFileAttributeView from = Files.getFileAttributeView(target, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
        if (from == null || !Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) return;
        Files.setPosixFilePermissions(tmp, from.readAttributes().permissions());
    }
}
