package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.verify.vulkan.VulkanDevice;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stretchy verify --backend vulkan} end to end on the committed golden files and on ones just written. */
class VerifyVulkanCommandTest {
    static final Path golden = Path.of("../..", "golden");

    @Test
    void freshlyWrittenGoldenFilesPassToo(@TempDir Path dir) {
        assertEquals(ExitCodes.OK, Cli.run("golden", "--out", dir.toString()).exit());
        Cli r = Cli.run("verify", "--backend", "vulkan", "--golden", dir.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.out() + r.err());
    }

    @Test
    void everyDeformerFilePassesAndTheCpuKernelsAreSkipped(@TempDir Path out) throws Exception {
        Path junit = out.resolve("vulkan.xml");
        Cli r = Cli.run("verify", "--backend", "vulkan", "--golden", golden.toString(), "--junit", junit.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("PASS      s-curve-parallel-transport"), r.out());
        assertTrue(r.out().contains("SKIP"), "bake and controller files are skipped by the shader backend");
        assertFalse(r.out().contains(" 0 passed"), r.out());
        assertTrue(Files.readString(junit).contains("s-curve-rotation-minimizing"));
    }

    @Test
    void aTamperedExpectationFails(@TempDir Path dir) throws Exception {
        Path src = golden.resolve("straight-line-progress-0-5.json");
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        var tree = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(src.toFile());
        // Shift the first expected offset's x by 5 cm: far beyond the case's tolerance.
        var row = (com.fasterxml.jackson.databind.node.ArrayNode) tree.get("expected").get(0);
        row.set(0, json.getNodeFactory().numberNode(row.get(0).asDouble() + 5));
        Files.writeString(dir.resolve("tampered.json"), json.writeValueAsString(tree));
        Cli r = Cli.run("verify", "--backend", "vulkan", "--golden", dir.toString());
        assertEquals(ExitCodes.FAILED, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("FAIL") && r.err().contains("expected[0][0]"), r.err());
    }

    @Test
    void noVulkanDeviceExitsThreeWithOneLine() {
        System.setProperty(VulkanDevice.DEVICE_PROPERTY, "no-such-device");
        try {
            Cli r = Cli.run("verify", "--backend", "vulkan", "--golden", golden.toString());
            assertEquals(ExitCodes.ENVIRONMENT, r.exit(), r.out() + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("no-such-device"), r.err());
            assertFalse(r.out().contains("PASS"), "never a silent pass");
        } finally {
            System.clearProperty(VulkanDevice.DEVICE_PROPERTY);
        }
    }

    @Test
    void noVulkanDriverAtAllExitsThreeWithOneLine() throws Exception {
        // A fresh JVM whose Vulkan loader finds no driver: the situation of a machine without lavapipe or a GPU.
        Cli r = Cli.fork(Path.of("."), Cli.NO_VULKAN_DRIVER, "verify", "--backend", "vulkan", "--golden", golden.toString());
        String out = r.out();
        String err = r.err();
        assertEquals(ExitCodes.ENVIRONMENT, r.exit(), out + err);
        assertFalse(out.contains("PASS"), out);
        assertEquals(1, err.lines().filter(l -> l.startsWith("stretchy:")).count(), err);
    }
}
