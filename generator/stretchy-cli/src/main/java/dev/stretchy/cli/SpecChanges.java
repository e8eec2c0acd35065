package dev.stretchy.cli;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;
import static java.nio.file.StandardWatchEventKinds.OVERFLOW;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.Path;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.concurrent.TimeUnit;

/**
 * Saves of one spec file, seen through the JDK's {@link WatchService} on its folder (editors replace a file by
 * writing a temporary and renaming it over the spec, or truncate it and write it again; a watch on the file alone
 * would lose it at the first rename). Events for other names in the folder are ignored. One save is a burst of
 * events: {@link #next} returns once the folder has been quiet for {@link #QUIET_MS} after the spec's last event.
 */
final class SpecChanges implements WatchLoop.Changes {
    /** Quiet time that ends a save's burst of events (truncate and write, or write and rename, are microseconds apart). */
    static final long QUIET_MS = 15;
    /** Longest a burst may go on before the run starts anyway (a spec written slowly, line by line). */
    static final long BURST_LIMIT_MS = 500;

    private final WatchService service;
    private final Path folder;
    private final Path name;
    private volatile long savedAt = System.nanoTime();

    SpecChanges(Path spec) throws IOException {
        Path abs = spec.toAbsolutePath().normalize();
        folder = abs.getParent();
        name = abs.getFileName();
        service = folder.getFileSystem().newWatchService();
        try {
            folder.register(service, ENTRY_CREATE, ENTRY_MODIFY, ENTRY_DELETE);
        } catch (IOException | RuntimeException e) {
            service.close();
            throw e;
        }
    }

    @Override
    public boolean next() throws IOException, InterruptedException {
        try {
            boolean hit = false;
            long burstEnd = 0;
            while (true) {
                WatchKey key;
                if (!hit) {
                    key = service.take();
                } else {
                    long left = Math.min(QUIET_MS, TimeUnit.NANOSECONDS.toMillis(burstEnd - System.nanoTime()));
                    key = left <= 0 ? null : service.poll(left, TimeUnit.MILLISECONDS);
                    if (key == null) return true;
                }
                boolean concerns = false;
                for (WatchEvent<?> ev : key.pollEvents()) concerns |= concerns(ev.kind(), ev.context(), name);
                if (!key.reset()) throw new IOException(folder + " can no longer be watched (removed or renamed)");
                if (concerns && !hit) {
                    hit = true;
                    savedAt = System.nanoTime();
                    burstEnd = savedAt + TimeUnit.MILLISECONDS.toNanos(BURST_LIMIT_MS);
                }
            }
        } catch (ClosedWatchServiceException e) {
            return false;
        }
    }

    @Override
    public long savedAtNanos() {
        return savedAt;
    }

    /** Whether an event of the spec's folder may mean the spec changed: one about its name, or events lost. */
    static boolean concerns(WatchEvent.Kind<?> kind, Object context, Path specName) {
        return kind == OVERFLOW || specName.equals(context);
    }

    @Override
    public void close() {
        try {
            service.close();
        } catch (IOException e) {
            // closing releases the inotify descriptor; nothing is left to do if that fails
        }
    }
}
