package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The golden index generate trusts instead of reading every case's header: current, and never trusted when stale. */
class GoldenIndexTest {
    private static final Path GOLDEN = Path.of("../../golden");
    private static final Path INDEX = Path.of("src/main/resources/golden.index");

    @Test
    void theCommittedIndexIsCurrent() throws Exception {
        assertEquals(GoldenIndex.of(GOLDEN), Files.readString(INDEX, StandardCharsets.UTF_8),
                "golden.index is stale: after changing golden/, run (in generator/stretchy-core, after a build) "
                        + "java -cp target/classes dev.stretchy.render.GoldenIndex ../../golden " + INDEX);
    }

    @Test
    void theBuildsIndexCoversEveryCaseAndAgreesWithTheHeadersAndHashes() throws Exception {
        Map<String, GoldenIndex.Entry> index = GoldenIndex.load();
        List<String> cases = TemplateSet.list(GoldenContributor.RESOURCE, "");
        assertEquals(cases.size(), index.size());
        for (String name : cases) {
            byte[] json = TemplateSet.read("/golden/" + name);
            assertEquals(GoldenContributor.Header.of(json), index.get(name).header(), name);
            assertEquals(GoldenContributor.Header.of(json), GoldenIndex.header(index.get(name), json), name);
            // The manifest takes this hash for the shipped copy instead of hashing it: it must be the bytes' SHA-256.
            assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(json)), index.get(name).sha256(), name);
        }
    }

    /**
     * Planted faults: an entry whose header lies, recorded for other bytes (CRC or size), is not trusted; and a golden
     * file shipped from such an entry carries no recorded hash (the manifest hashes it).
     */
    @Test
    void anEntryForOtherBytesIsNotTrusted() {
        byte[] json = "{\"kernel\":\"VelocityStretch\",\"dimensions\":3,\"features\":[\"a\"]}".getBytes(StandardCharsets.UTF_8);
        GoldenContributor.Header truth = GoldenContributor.Header.of(json);
        GoldenContributor.Header lie = new GoldenContributor.Header("SplineDeform", "article", 2, List.of());
        long crc = GoldenIndex.crc(json);
        assertEquals(lie, GoldenIndex.header(new GoldenIndex.Entry(json.length, crc, lie, "x"), json)); // matching: trusted
        assertEquals(truth, GoldenIndex.header(new GoldenIndex.Entry(json.length, crc ^ 1, lie, "x"), json));
        assertEquals(truth, GoldenIndex.header(new GoldenIndex.Entry(json.length + 1, crc, lie, "x"), json));
        assertEquals(truth, GoldenIndex.header(null, json));
        assertFalse(new GoldenIndex.Entry(json.length, crc ^ 1, lie, "x").matches(json));
    }

    @Test
    void writtenAndReadBackTheSame() {
        byte[] a = "{\"kernel\":\"SplineBake\",\"features\":[\"x\",\"y\"],\"mode\":\"article\"}".getBytes(StandardCharsets.UTF_8);
        byte[] b = "{\"kernel\":\"VelocityController\"}".getBytes(StandardCharsets.UTF_8);
        Map<String, GoldenIndex.Entry> back = GoldenIndex.parse(GoldenIndex.write(Map.of("a.json", a, "b.json", b)));
        assertEquals(GoldenContributor.Header.of(a), back.get("a.json").header());
        assertEquals(GoldenContributor.Header.of(b), back.get("b.json").header());
        assertEquals(a.length, back.get("a.json").size());
        assertEquals(GoldenIndex.crc(b), back.get("b.json").crc());
        // A word the format cannot hold is refused at write time, never indexed wrong.
        byte[] c = "{\"kernel\":\"Spline\\tDeform\"}".getBytes(StandardCharsets.UTF_8);
        assertThrows(IllegalArgumentException.class, () -> GoldenIndex.write(Map.of("c.json", c)));
        assertFalse(GoldenIndex.write(Map.of("a.json", a)).isEmpty());
    }
}
