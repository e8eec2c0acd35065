package dev.stretchy.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The manifest is written and read with jackson-core's streaming API; its bytes stay those of the object mapper. */
class ManifestTest {
    private static final Manifest SAMPLE = new Manifest(Map.of(
            "Stretchy/Stretchy.uplugin", new Manifest.Entry("unreal", "ab".repeat(32)),
            "stretchy-three/a \"quoted\" name.ts", new Manifest.Entry("threejs", "cd".repeat(32))));

    @Test
    void bytesAreTheObjectMappersPrettyPrint() throws Exception {
        ObjectMapper m = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = m.createObjectNode();
        root.put("format", Manifest.FORMAT);
        root.put("comment", "Written by stretchy generate. Files whose hash differs were edited by hand and are never overwritten without --force.");
        ObjectNode f = root.putObject("files");
        SAMPLE.files().forEach((p, e) -> f.putObject(p).put("target", e.target()).put("sha256", e.sha256()));
        byte[] want = (m.writeValueAsString(root).replace("\r\n", "\n") + "\n").getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(want, SAMPLE.toBytes());
        assertArrayEquals((m.writeValueAsString(m.createObjectNode().put("format", Manifest.FORMAT)
                .put("comment", root.get("comment").asText()).set("files", m.createObjectNode()))
                .replace("\r\n", "\n") + "\n").getBytes(StandardCharsets.UTF_8), Manifest.empty().toBytes());
    }

    @Test
    void readsWhatItWrites(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".stretchy"));
        Files.write(dir.resolve(Manifest.PATH), SAMPLE.toBytes());
        assertEquals(SAMPLE, Manifest.read(dir));
        assertEquals(Manifest.empty(), Manifest.read(dir.resolve("none")));
    }

    @Test
    void unknownFieldsAreSkipped(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".stretchy"));
        Files.writeString(dir.resolve(Manifest.PATH), "{\"extra\":[1,{\"a\":2}],\"format\":\"stretchy-manifest/1\","
                + "\"files\":{\"x/y.h\":{\"note\":{},\"target\":\"unreal\",\"sha256\":\"" + "0f".repeat(32) + "\"}}}");
        assertEquals(Map.of("x/y.h", new Manifest.Entry("unreal", "0f".repeat(32))), Manifest.read(dir).files());
    }

    @Test
    void badManifestsAreRefusedWithTheirPath(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".stretchy"));
        Files.writeString(dir.resolve(Manifest.PATH), "{\"format\": \"stretchy-manifest/1\", \"files\": {");
        IOException syntax = assertThrows(IOException.class, () -> Manifest.read(dir));
        assertTrue(syntax.getMessage().contains("is not a valid manifest") && syntax.getMessage().contains("manifest.json"),
                syntax.getMessage());
        Files.writeString(dir.resolve(Manifest.PATH), "{\"format\": \"stretchy-manifest/9\", \"files\": {}}");
        IOException format = assertThrows(IOException.class, () -> Manifest.read(dir));
        assertTrue(format.getMessage().contains("unknown manifest format \"stretchy-manifest/9\""), format.getMessage());
        Files.writeString(dir.resolve(Manifest.PATH), "[]");
        assertThrows(IOException.class, () -> Manifest.read(dir));
    }
}
