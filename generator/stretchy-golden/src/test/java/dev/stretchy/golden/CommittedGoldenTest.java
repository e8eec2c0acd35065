package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The committed golden/ folder is exactly what `stretchy golden` produces (the catalogue's recipes). */
class CommittedGoldenTest {
    @Test
    void committedGoldenFilesAreUpToDate() throws Exception {
        Path dir = Path.of("../..", "golden");
        var want = new TreeMap<String, String>();
        for (GoldenCase c : GoldenSet.standard()) want.put(GoldenIo.fileName(c), GoldenIo.write(c));
        var have = new TreeMap<String, String>();
        for (Path p : GoldenFiles.list(dir)) have.put(p.getFileName().toString(), Files.readString(p, StandardCharsets.UTF_8));
        assertEquals(want.keySet(), have.keySet(), "golden/ holds other cases than `stretchy golden` writes; run ./stretchy golden");
        List<String> stale = want.keySet().stream().filter(k -> !want.get(k).equals(have.get(k))).collect(Collectors.toList());
        assertEquals(List.of(), stale, "stale golden files; run ./stretchy golden");
    }
}
