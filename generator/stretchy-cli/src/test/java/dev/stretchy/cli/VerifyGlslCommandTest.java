package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.verify.vulkan.VulkanDevice;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stretchy verify --backend vulkan-glsl}: the three.js package's GLSL end to end on the committed golden files. */
class VerifyGlslCommandTest {
    static final Path golden = Path.of("../..", "golden");

    @Test
    void everyDeformerFilePassesAndTheCpuKernelsAreSkipped(@TempDir Path out) throws Exception {
        Path junit = out.resolve("glsl.xml");
        Cli r = Cli.run("verify", "--backend", "vulkan-glsl", "--golden", golden.toString(), "--junit", junit.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.out() + r.err());
        for (String c : new String[] {"s-curve-parallel-transport", "s-curve-rotation-minimizing", "s-curve-article",
                "velocity-sprite-2d", "velocity-stretch-diagonal-3d"}) {
            assertTrue(r.out().contains("PASS      " + c), c + " in\n" + r.out());
        }
        assertTrue(r.out().contains("SKIP      bake-s-curve"), "bake files are CPU code: " + r.out());
        long deformerFiles = 0;
        for (Path f : dev.stretchy.golden.GoldenFiles.list(golden)) {
            var c = dev.stretchy.golden.GoldenIo.read(f);
            var k = c.kernel();
            // The GLSL implements every math-spec section 10 feature: a deformer file passes, features or not; any
            // other kernel (bake, controller, atlas) is a named skip.
            if (k == dev.stretchy.golden.Kernel.SplineDeform || k == dev.stretchy.golden.Kernel.VelocityStretch) {
                assertTrue(r.out().contains("PASS      " + c.name() + " "), c.name() + " in\n" + r.out());
                deformerFiles++;
            } else {
                assertTrue(r.out().matches("(?s).*SKIP +" + c.name() + " .*"), c.name() + " in\n" + r.out());
            }
        }
        assertTrue(r.out().matches("(?s).*verify \\(vulkan-glsl\\): \\d+ files: " + deformerFiles
                + " passed, 0 failed, 0 malformed, \\d+ skipped.*"), r.out());
        assertTrue(Files.readString(junit).contains("velocity-sprite-2d"));
    }

    @Test
    void aTamperedExpectationFails(@TempDir Path dir) throws Exception {
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        var tree = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(golden.resolve("helix-torsion-rotation-minimizing.json").toFile());
        // Shift one previous-frame offset by 1 cm: beyond the case's tolerance, and only the Prev call sees it.
        var row = (com.fasterxml.jackson.databind.node.ArrayNode) tree.get("expectedPrev").get(3);
        row.set(2, json.getNodeFactory().numberNode(row.get(2).asDouble() + 1));
        Files.writeString(dir.resolve("tampered.json"), json.writeValueAsString(tree));
        Cli r = Cli.run("verify", "--backend", "vulkan-glsl", "--golden", dir.toString());
        assertEquals(ExitCodes.FAILED, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("FAIL") && r.err().contains("expectedPrev[3][2]"), r.err());
    }

    @Test
    void noMatchingVulkanDeviceExitsThreeWithOneLine() {
        System.setProperty(VulkanDevice.DEVICE_PROPERTY, "no-such-device");
        try {
            Cli r = Cli.run("verify", "--backend", "vulkan-glsl", "--golden", golden.toString());
            assertEquals(ExitCodes.ENVIRONMENT, r.exit(), r.out() + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().startsWith("stretchy: backend vulkan-glsl is unavailable:") && r.err().contains("no-such-device"),
                    r.err());
            assertFalse(r.out().contains("PASS"), "never a silent pass");
        } finally {
            System.clearProperty(VulkanDevice.DEVICE_PROPERTY);
        }
    }

    @Test
    void noVulkanDriverAtAllExitsThreeWithOneLine() throws Exception {
        // A fresh JVM whose Vulkan loader finds no driver: a machine without lavapipe or a GPU.
        Cli r = Cli.fork(Path.of("."), Cli.NO_VULKAN_DRIVER, "verify", "--backend", "vulkan-glsl", "--golden", golden.toString());
        String out = r.out();
        String err = r.err();
        assertEquals(ExitCodes.ENVIRONMENT, r.exit(), out + err);
        assertFalse(out.contains("PASS"), out);
        assertEquals(1, err.lines().filter(l -> l.startsWith("stretchy: backend vulkan-glsl is unavailable")).count(), err);
    }
}
