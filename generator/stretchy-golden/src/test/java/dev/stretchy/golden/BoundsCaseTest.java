package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.DeformRange;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.Vec3;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The DeformBounds document the C++ core check sends: read back as written, strict, its range named by the rows. */
class BoundsCaseTest {
    @TempDir
    Path dir;

    private static final BoundsCase CASE = new BoundsCase("deform-bounds",
            new CurveTextures(new double[][] {{-100, 0, 0, 0}, {0, 0, 0, 1}}, new double[][] {{1, 0, 0, 1}, {1, 0, 0, 1}}),
            new Vec3(1, 2, 3), 1, 60, new DeformRange(1.5, 0.5, 2.5, -0.7, 1),
            new SplineBake.Bounds(new Vec3(-1, -2, -3), new Vec3(4, 5, 6)));

    private BoundsCase read(String text) throws Exception {
        Path f = dir.resolve("bounds.json");
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return GoldenIo.readBounds(f);
    }

    @Test
    void readsBackWhatItWrites() throws Exception {
        String text = GoldenIo.writeBounds(CASE);
        assertEquals(text, GoldenIo.writeBounds(read(text)));
        // The range by the catalogue rows it bounds, each bound on its side.
        assertTrue(text.contains("\"SizeScale\": {\n        \"max\": 1.5\n      }"), text);
        assertTrue(text.contains("\"StretchScale\": {\n        \"min\": 0.5,\n        \"max\": 2.5\n      }"), text);
        assertEquals(null, read(GoldenIo.writeBounds(new BoundsCase("r", CASE.textures(), CASE.meshCenterLocal(), 0, 60,
                CASE.range(), null))).expected());
    }

    /** docs/golden-format.md names every bound as the writer keys it (a row renamed in the catalogue shows here). */
    @Test
    void theFormatPageNamesEveryBound() throws Exception {
        String doc = Files.readString(Path.of("../../docs/golden-format.md"));
        String section = doc.substring(doc.indexOf("## `DeformBounds`"));
        for (DeformRange.Bound b : DeformRange.BOUNDS) {
            String key = b.row().golden() + "." + b.side();
            assertTrue(section.contains("`" + key + "`"), "the DeformBounds section does not name " + key);
        }
    }

    @Test
    void aPlantedFieldOrAMissingBoundIsNamed() {
        String text = GoldenIo.writeBounds(CASE);
        GoldenFormatException unknown = assertThrows(GoldenFormatException.class,
                () -> read(text.replace("\"SizeScale\"", "\"Wobble\"")));
        assertEquals("inputs.range.Wobble", unknown.field());
        GoldenFormatException side = assertThrows(GoldenFormatException.class,
                () -> read(text.replace("\"min\": 0.5,", "")));
        assertEquals("inputs.range.StretchScale.min", side.field());
        assertTrue(side.getMessage().endsWith("missing"), side.getMessage());
        GoldenFormatException kernel = assertThrows(GoldenFormatException.class,
                () -> read(text.replace("\"DeformBounds\"", "\"SplineBake\"")));
        assertEquals("kernel", kernel.field());
    }
}
