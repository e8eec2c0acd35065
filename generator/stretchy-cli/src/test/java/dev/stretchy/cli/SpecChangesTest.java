package dev.stretchy.cli;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;
import static java.nio.file.StandardWatchEventKinds.OVERFLOW;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The file system's source of saves for {@code --watch}. Every wait is for an event that is sure to come (the save
 * was made before the wait), bounded by the JUnit timeout; nothing waits for an event not to come.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SpecChangesTest {
    @TempDir
    Path dir;

    @Test
    void onlyTheSpecsNameOrLostEventsConcernTheWatch() {
        Path name = Path.of("my.yaml");
        assertTrue(SpecChanges.concerns(ENTRY_MODIFY, Path.of("my.yaml"), name));
        assertTrue(SpecChanges.concerns(ENTRY_CREATE, Path.of("my.yaml"), name));
        assertTrue(SpecChanges.concerns(ENTRY_DELETE, Path.of("my.yaml"), name));
        assertTrue(SpecChanges.concerns(OVERFLOW, null, name), "events were lost: the spec may have changed");
        assertFalse(SpecChanges.concerns(ENTRY_MODIFY, Path.of(".my.yaml.swp"), name));
        assertFalse(SpecChanges.concerns(ENTRY_CREATE, Path.of("my.yaml~"), name));
        assertFalse(SpecChanges.concerns(ENTRY_MODIFY, Path.of("other.yaml"), name));
    }

    @Test
    void editorsSavesAreSeenAndCloseStopsTheWatch() throws Exception {
        Path spec = Files.writeString(dir.resolve("my.yaml"), "a: 1\n");
        try (SpecChanges c = new SpecChanges(spec)) {
            // Write to a temporary, rename it over the spec.
            Path tmp = Files.writeString(dir.resolve(".my.yaml.swp"), "a: 2\n");
            long before = System.nanoTime();
            Files.move(tmp, spec, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            assertTrue(c.next());
            long after = System.nanoTime();
            // The save's time is its first event's, not when the burst ended (order only: no duration is asserted).
            assertTrue(c.savedAtNanos() - before >= 0 && after - c.savedAtNanos() >= 0, "the save is timed from its event");
            // Truncate and write in place.
            Files.writeString(spec, "a: 3\n");
            assertTrue(c.next());
            // Deleted and written again.
            Files.delete(spec);
            Files.writeString(spec, "a: 4\n");
            assertTrue(c.next());
            c.close();
            assertFalse(c.next(), "closed (a signal's hook closes it): the loop ends");
        }
    }

    @Test
    void aSpecGivenByARelativeNameIsWatchedInItsFolder() throws Exception {
        Path spec = Files.writeString(dir.resolve("my.yaml"), "a: 1\n");
        Path relative = Path.of("").toAbsolutePath().relativize(spec);
        try (SpecChanges c = new SpecChanges(relative)) {
            Files.writeString(dir.resolve("other.yaml"), "b: 1\n");
            Files.writeString(spec, "a: 2\n");
            assertTrue(c.next());
        }
    }
}
