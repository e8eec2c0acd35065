package dev.stretchy.write;

import dev.stretchy.render.Hashes;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Kept hashes are the hashes of the bytes given now, never of what a path held before. */
class ContentHashesTest {
    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aPathWhoseBytesChangedIsHashedAgainAndOneWhoseBytesDidNotKeepsItsHash() {
        ContentHashes h = new ContentHashes();
        assertEquals(Hashes.sha256(b("one")), h.of("a.txt", b("one")));
        assertEquals(Hashes.sha256(b("one")), h.of("a.txt", b("one")));
        assertEquals(Hashes.sha256(b("two")), h.of("a.txt", b("two")));
        assertEquals(Hashes.sha256(b("twO")), h.of("a.txt", b("twO")), "same length, one byte changed");
        assertEquals(Hashes.sha256(b("one")), h.of("b.txt", b("one")));
        assertEquals(Hashes.sha256(b("twO")), h.of("a.txt", b("twO")));
    }

    /** Through the writer: a file whose generated content changed gets the new content's hash in the manifest. */
    @Test
    void aWriterSharingKeptHashesRecordsTheNewContentsHash(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        ContentHashes h = new ContentHashes();
        for (String text : new String[] {"first\n", "second\n", "first\n"}) {
            OutputWriter w = new OutputWriter(dir, h);
            java.util.List<dev.stretchy.render.GeneratedFile> files =
                    java.util.List.of(dev.stretchy.render.GeneratedFile.text("unreal", "P/a.txt", text));
            try (OutputLock lock = w.lock(false)) {
                Plan plan = w.plan(files, java.util.List.of("unreal"), false);
                w.apply(plan, files);
            }
            assertEquals(Hashes.sha256(b(text)), Manifest.read(dir).files().get("P/a.txt").sha256());
        }
    }
}
