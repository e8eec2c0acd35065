package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.SpecLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code stretchy golden} writes the same set whatever --spec says (deprecated, still checked). */
class GoldenCommandSpecTest {
    static Path variant(Path dir, String replacements) throws Exception {
        String text;
        try (var in = SpecLoader.class.getResourceAsStream(SpecLoader.DEFAULT_RESOURCE)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (String kv : replacements.split(";")) {
            String[] p = kv.split("=", 2);
            String before = text;
            text = text.replaceFirst("(\\n\\s*" + p[0] + ":)[^\\n#]*", "$1 " + p[1] + "  ");
            assertTrue(!before.equals(text), "spec field " + p[0]);
        }
        Path f = dir.resolve("variant.yaml");
        Files.writeString(f, text);
        return f;
    }

    static Map<String, String> files(Path dir) throws Exception {
        Map<String, String> m = new TreeMap<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.toList()) m.put(p.getFileName().toString(), Files.readString(p));
        }
        return m;
    }

    @ParameterizedTest
    @ValueSource(strings = {"sampleCount=2;settleWindow=1;stretchBias=0.9;preserveVolume=false;endExtrapolation=false",
            "orientation=rotation-minimizing;forwardAxis=Z",
            "k=0;recoverSeconds=1.0;minSquash=0.1;strength=1.0;maxImpactSpeed=0.5"})
    void theSetIsTheSameForEverySpec(String change, @TempDir Path tmp) throws Exception {
        Path plain = tmp.resolve("plain");
        Path withSpec = tmp.resolve("with-spec");
        GoldenVerifyCliTest.Run a = GoldenVerifyCliTest.run("golden", "--out", plain.toString());
        assertEquals(0, a.code(), a.err());
        GoldenVerifyCliTest.Run b = GoldenVerifyCliTest.run("golden", "--spec", variant(tmp, change).toString(), "--out",
                withSpec.toString());
        assertEquals(0, b.code(), b.err());
        assertTrue(b.err().contains("--spec is deprecated and ignored"), b.err());
        assertEquals(files(plain), files(withSpec), change);
    }

    @Test
    void aBadSpecIsStillReported(@TempDir Path tmp) throws Exception {
        Path bad = tmp.resolve("bad.yaml");
        Files.writeString(bad, "splineDeform:\n  sampleCount: many\n");
        GoldenVerifyCliTest.Run r = GoldenVerifyCliTest.run("golden", "--spec", bad.toString(), "--out", tmp.resolve("out").toString());
        assertNotEquals(0, r.code());
        assertTrue(r.err().contains("sampleCount"), r.err());
        assertTrue(!Files.exists(tmp.resolve("out")), "nothing written");
    }
}
