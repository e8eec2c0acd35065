package dev.stretchy.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads the files a user hands Stretchy (a spec, a manifest, a golden file): regular files only, with a size
 * limit, so a FIFO, a device such as /dev/zero or a huge file ends in one clear error, never a hang or an
 * out-of-memory error.
 */
public final class InputFiles {
    /** Limit for spec and golden files: far above any real one (the largest golden file is under 100 kB). */
    public static final long DEFAULT_LIMIT = 16L << 20;

    private InputFiles() {}

    /** Why a file could not be read: a one-line reason without the file name. */
    public static final class UnreadableException extends IOException {
        public UnreadableException(String reason) {
            super(reason);
        }
    }

    /** The bytes of a regular file (links to regular files are followed) of at most {@code limit} bytes. */
    public static byte[] readBytes(Path file, long limit) throws IOException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new UnreadableException("no such file");
        }
        if (!a.isRegularFile()) {
            throw new UnreadableException(a.isDirectory() ? "is a folder, not a file" : "is not a regular file (a pipe, socket or device)");
        }
        if (a.size() > limit) throw new UnreadableException("is " + a.size() + " bytes; the limit is " + limit);
        try (InputStream in = Files.newInputStream(file)) {
            byte[] b = in.readNBytes((int) limit + 1);
            if (b.length > limit) throw new UnreadableException("grew past the limit of " + limit + " bytes while being read");
            return b;
        }
    }

    /** {@link #readBytes} decoded as strict UTF-8. */
    public static String readUtf8(Path file, long limit) throws IOException {
        byte[] b = readBytes(file, limit);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(b)).toString();
        } catch (CharacterCodingException e) {
            throw new UnreadableException("is not UTF-8 text");
        }
    }
}
