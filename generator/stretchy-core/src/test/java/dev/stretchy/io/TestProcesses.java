package dev.stretchy.io;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

/** Small tools the tests start through {@link BoundedProcess}. */
public final class TestProcesses {
    private TestProcesses() {}

    /** Makes a FIFO at {@code path}; false where mkfifo is missing or fails. */
    public static boolean mkfifo(Path path) throws IOException {
        try {
            return BoundedProcess.of("mkfifo", path.toString()).run(Duration.ofSeconds(60)).ok();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (IOException e) {
            return false;
        }
    }
}
