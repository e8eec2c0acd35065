package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bench report's shape, never its figures: a tiny run (a few hundred vertices, one dispatch each, a small atlas)
 * so no benchmark runs inside the test suite; the real measurement is {@code stretchy bench} with its defaults.
 */
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class BenchCommandTest {
    private static Cli noDevice;

    /** {@code stretchy bench --no-device}, run once: two tests read its report (it compiles every shader for its static figures). */
    private static synchronized Cli noDevice() {
        if (noDevice == null) noDevice = Cli.run("bench", "--no-device");
        return noDevice;
    }
    @Test
    void printsEveryModeAgainstModeC() {
        Cli r = Cli.run("bench", "--vertices", "256", "--repeats", "1", "--atlas-instances", "4");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        for (String s : new String[] {"SplineDeform parallel-transport", "SplineDeform rotation-minimizing",
                "SplineDeform article", "VelocityStretch 3D", "device: "}) {
            assertTrue(r.out().contains(s), r.out());
        }
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("SplineDeform article") && l.contains("1.00x")), r.out());
        assertTrue(r.out().contains("device: ") && r.out().contains("; 256 vertices per dispatch, median of 1;"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("atlas (section 9, mode A, both frames, 4 instances x 64 vertices")),
                r.out());
    }

    @Test
    void withoutADeviceOnlyStaticFigures() {
        Cli r = noDevice();
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(r.out().contains("device: none"), r.out());
        List<String> rows = r.out().lines().filter(l -> (l.startsWith("SplineDeform ") || l.startsWith("VelocityStretch "))
                && !l.contains(" normals")).toList();
        assertEquals(4, rows.size(), r.out());
        // Math §8: the spline's fused normal node per orientation and normals mode, and the velocity deformer's.
        List<String> normals = r.out().lines().filter(l -> (l.startsWith("SplineDeform ") || l.startsWith("VelocityStretch "))
                && l.contains(" normals")).toList();
        assertEquals(7, normals.size(), r.out());
        for (String row : normals) {
            // shader (48 wide), then deformer, +offset vs A, samples: static; evals/s, offset+normals vs A: need a device.
            String[] f = row.substring(48).strip().split("\\s+");
            assertEquals(5, f.length, row);
            assertTrue(Integer.parseInt(f[0]) > 0, row);
            assertTrue(f[1].matches("\\d+\\.\\d\\dx"), row);
            int reads = row.startsWith("SplineDeform") ? 2 : 0;
            assertEquals(reads, Integer.parseInt(f[2]), "one fused node, 2 reads for both outputs (bilinear, or point loads when exact): " + row);
            assertEquals(List.of("-", "-x"), List.of(f[3], f[4]), "no dynamic figure without a device: " + row);
        }
        for (String row : rows) {
            // shader (34 wide), then instr, deformer, vs C, samples: static; fetches, evals/s, vs C: need a device.
            String[] f = row.substring(34).strip().split("\\s+");
            assertEquals(7, f.length, row);
            int instr = Integer.parseInt(f[0]);
            int deformer = Integer.parseInt(f[1]);
            assertTrue(deformer > 0 && deformer < instr, row);
            assertTrue(f[2].matches("\\d+\\.\\d\\dx"), row);
            assertEquals(row.startsWith("SplineDeform") ? 3 : 0, Integer.parseInt(f[3]), row);
            assertEquals(List.of("-", "-", "-x"), List.of(f[4], f[5], f[6]), "no dynamic figure without a device: " + row);
        }
        assertTrue(rows.stream().anyMatch(l -> l.startsWith("SplineDeform article") && l.contains(" 1.00x ")), r.out());
    }

    /**
     * Math spec section 10's table: per mode, no feature, each feature alone and all (mode B has no roll in its shader);
     * every feature costs instructions but no image read (the roll comes with the tangent fetch's alpha).
     */
    @Test
    void sectionTenFeaturesAddNoImageRead() {
        Cli r = noDevice();
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        List<String[]> rows = r.out().lines().filter(l -> l.startsWith("section10 | ") && !l.startsWith("section10 | mode"))
                .map(l -> l.substring("section10 |".length()).split("\\|")).toList();
        assertEquals(14, rows.size(), r.out());
        java.util.Map<String, String[]> none = new java.util.HashMap<>();
        for (String[] f : rows) if (f[1].strip().equals("none")) none.put(f[0].strip(), f);
        assertEquals(3, none.size(), r.out());
        for (String[] f : rows) {
            String[] base = none.get(f[0].strip());
            String what = String.join("|", f);
            assertEquals(base[4].strip(), f[4].strip(), "offset image reads: " + what);
            assertEquals(base[7].strip(), f[7].strip(), "normals image reads: " + what);
            if (!f[1].strip().equals("none")) {
                assertTrue(Integer.parseInt(f[2].strip()) > Integer.parseInt(base[2].strip()), "a feature costs instructions: " + what);
            }
            assertEquals("-", f[8].strip(), "no dynamic figure without a device: " + what);
        }
    }

    /** The normals table: every orientation and normals mode, the GLSL's one evaluation and Unreal's three nodes. */
    @Test
    void writesTheNormalsTableAsMarkdown(@TempDir Path dir) throws Exception {
        Path md = dir.resolve("normals.md");
        Cli r = Cli.run("bench", "--vertices", "2048", "--repeats", "1", "--markdown", md.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        String text = Files.readString(md, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("# Normals benchmark: one evaluation per vertex\n"), text);
        assertTrue(text.contains("`stretchy bench --vertices 2048 --repeats 1 --markdown docs/benchmarks/normals.md`"), text);
        List<String> rows = text.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| mode ")).toList();
        assertEquals(6, rows.size(), text);
        for (String row : rows) {
            String[] c = row.substring(2, row.length() - 2).split(" \\| ");
            assertEquals(10, c.length, row);
            int offset = Integer.parseInt(c[2]);
            int fused = Integer.parseInt(c[3]);
            assertTrue(fused > offset && offset > 0, row);
            assertEquals(String.format(java.util.Locale.ROOT, "%.2fx", fused / (double) offset), c[4], row);
            assertEquals("4", c[5], "two texels of each texture for the offset, normal and tangent: " + row);
            assertTrue(c[6].matches("\\d+\\.\\d\\dx"), "measured on the device in this run: " + row);
            // The offset node and the fused normal node, each compiled alone (ShaderBench.runUnrealNodes).
            String[] nodes = c[7].split(" \\+ ");
            assertEquals(2, nodes.length, row);
            int unreal = 0;
            for (String n : nodes) unreal += Integer.parseInt(n);
            assertEquals(String.format(java.util.Locale.ROOT, "%.2fx", unreal / Double.parseDouble(nodes[0])), c[8], row);
            assertEquals(5, Integer.parseInt(c[9]), "offset node 3 (one a fallback), the fused node 2: " + row);
        }
        assertTrue(text.contains("The curve atlas"), text);
        // The same table on the terminal.
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("parallel-transport   exact")), r.out());
    }

    /** Planted fault: a report path that is a folder fails before the run (exit 3), as verify --junit does. */
    @Test
    void aMarkdownPathThatCannotBeWrittenExitsThree(@TempDir Path dir) {
        Cli r = Cli.run("bench", "--no-device", "--markdown", dir.toString());
        assertEquals(ExitCodes.ENVIRONMENT, r.exit(), r.out());
        assertTrue(r.err().contains("cannot write --markdown"), r.err());
        assertTrue(r.out().isEmpty(), r.out());
    }
}
