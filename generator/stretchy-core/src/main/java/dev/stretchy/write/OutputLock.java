package dev.stretchy.write;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Serialises runs on one output folder: an exclusive lock on {@code <out>/.stretchy/lock}, held from planning
 * until the manifest is written, so two runs never interleave their plans and writes. A second run fails at once
 * with a message naming the folder (waiting could hang behind a stuck run). The lock file is removed on release;
 * a token written into it tells whether the path still names the file that was locked.
 */
public final class OutputLock implements AutoCloseable {
    public static final String PATH = ".stretchy/lock";

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;
    /**
     * The second descriptor the token was read back through. POSIX record locks belong to the process and the file:
     * closing any descriptor of the locked file releases them, so it stays open until the lock is released.
     */
    private FileChannel check;
    /** Folders created to hold the lock, removed again on release if the run left them empty. */
    private List<Path> created = List.of();

    private OutputLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the lock of {@code out}. With {@code readOnly} (--check, --dry-run) a shared lock, and only where a lock
     * file exists, so looking never writes and never needs write access.
     */
    static OutputLock acquire(Path out, boolean readOnly) throws IOException {
        Path dir = out.resolve(".stretchy");
        if (Files.isSymbolicLink(dir)) {
            throw new OutputException(OutputException.Kind.LINK, dir + " is a symbolic link; Stretchy does not write through links in the output folder");
        }
        Path file = dir.resolve("lock");
        if (readOnly) {
            // A writing run keeps its lock file for as long as it runs: without one there is nothing to wait for,
            // and a look (--check, --dry-run) writes nothing at all. Looks share the lock with each other.
            if (Files.isSymbolicLink(file)) {
                throw new OutputException(OutputException.Kind.LINK, file + " is a symbolic link; Stretchy does not write through links in the output folder");
            }
            return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) ? shared(out, file) : new OutputLock(null, null, null);
        }
        List<Path> created = new ArrayList<>();
        for (Path d = dir; d != null && !Files.exists(d, LinkOption.NOFOLLOW_LINKS); d = d.getParent()) created.add(d);
        Files.createDirectories(dir);
        OutputLock l = exclusive(out, file, readOnly);
        l.created = created;
        return l;
    }

    private static OutputLock exclusive(Path out, Path file, boolean readOnly) throws IOException {
        for (int attempt = 0; attempt < 5; attempt++) {
            FileChannel ch;
            try {
                ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE,
                        LinkOption.NOFOLLOW_LINKS);
            } catch (AccessDeniedException e) {
                if (readOnly) return new OutputLock(null, null, null);
                throw e;
            } catch (FileSystemException e) {
                if (Files.isSymbolicLink(file)) {
                    throw new OutputException(OutputException.Kind.LINK, file + " is a symbolic link; Stretchy does not write through links in the output folder");
                }
                if (readOnly) return new OutputLock(null, null, null);
                throw e;
            }
            FileLock l;
            try {
                l = ch.tryLock();
            } catch (java.nio.channels.OverlappingFileLockException e) {
                l = null; // held by another run in this same process
            } catch (IOException | RuntimeException e) {
                ch.close();
                throw e;
            }
            if (l == null) {
                ch.close();
                throw new OutputException(OutputException.Kind.LOCKED, "another stretchy run is using " + out
                        + " (it holds " + file + "); rerun when it has finished");
            }
            // The run that held the lock removes the file before releasing it: make sure the path still names the
            // file locked here, or a third run could lock a new file at the same path.
            // The token is read back through a descriptor kept open while the lock is held: reading it with
            // Files.readAllBytes closed a descriptor of the locked file, which silently dropped the lock, and a second
            // run could then plan while this one wrote (and take this run's fresh files for hand edits).
            byte[] token = UUID.randomUUID().toString().getBytes(StandardCharsets.US_ASCII);
            ch.truncate(0);
            ch.write(ByteBuffer.wrap(token), 0);
            FileChannel check = null;
            byte[] seen = new byte[0];
            try {
                check = FileChannel.open(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);
                ByteBuffer b = ByteBuffer.allocate(token.length + 1);
                while (b.hasRemaining() && check.read(b) > 0) {
                    // read up to one byte more than the token
                }
                seen = java.util.Arrays.copyOf(b.array(), b.position());
            } catch (IOException e) {
                // gone or replaced: not the file locked here
            }
            if (java.util.Arrays.equals(seen, token)) {
                OutputLock held = new OutputLock(file, ch, l);
                held.check = check;
                return held;
            }
            // Not the locked file: release first, so closing the other descriptor cannot matter.
            l.release();
            ch.close();
            if (check != null) check.close();
        }
        throw new OutputException(OutputException.Kind.LOCKED, "could not lock " + out + ": " + file + " keeps changing; is another run starting?");
    }

    /**
     * A look (--check, --dry-run) at a folder whose lock file exists, maybe left by a killed run: a shared lock,
     * the file neither written nor removed, so looking changes nothing.
     */
    private static OutputLock shared(Path out, Path file) throws IOException {
        for (int attempt = 0; attempt < 5; attempt++) {
            Object key = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
            FileChannel ch;
            try {
                ch = FileChannel.open(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);
            } catch (java.nio.file.NoSuchFileException e) {
                return new OutputLock(null, null, null); // the run that held it has just finished
            }
            FileLock l;
            try {
                l = ch.tryLock(0, Long.MAX_VALUE, true);
            } catch (java.nio.channels.OverlappingFileLockException e) {
                l = null;
            } catch (IOException | RuntimeException e) {
                ch.close();
                throw e;
            }
            if (l == null) {
                ch.close();
                throw new OutputException(OutputException.Kind.LOCKED, "another stretchy run is using " + out
                        + " (it holds " + file + "); rerun when it has finished");
            }
            Object now;
            try {
                now = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
            } catch (java.nio.file.NoSuchFileException e) {
                now = null;
            }
            if (key != null && key.equals(now)) return new OutputLock(null, ch, l);
            l.release();
            ch.close();
        }
        throw new OutputException(OutputException.Kind.LOCKED, "could not lock " + out + ": " + file + " keeps changing; is another run starting?");
    }

    @Override
    public void close() throws IOException {
        if (channel == null) return;
        if (file == null) {
            try {
                lock.release();
            } finally {
                channel.close();
            }
            return;
        }
        try {
            Files.deleteIfExists(file);
            // A run that stopped before writing leaves no empty .stretchy (or output) folder behind.
            for (Path d : created) {
                try {
                    Files.deleteIfExists(d);
                } catch (java.nio.file.DirectoryNotEmptyException e) {
                    break;
                }
            }
        } finally {
            try {
                lock.release();
            } finally {
                try {
                    channel.close();
                } finally {
                    if (check != null) check.close();
                }
            }
        }
    }
}
