package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The inputs' names come from the catalogue's spline rows: the record's map must spell them in that order. */
class SplineDeformInputsTest {
    private static final SplineDeformInputs IN = new SplineDeformInputs(0.5, 100, 64, Vec3.ZERO, new Vec3(1, 0, 0), 1.2,
            1, 1, 0.1, 50, 0.05, 1);

    @Test
    void theMapSpellsTheCataloguesNamesInOrder() {
        assertEquals(SplineDeformInputs.NAMES, List.copyOf(IN.toMap().keySet()));
        assertEquals(List.of("Progress", "StretchScale", "SizeScale"), SplineDeformInputs.ANIMATED);
        assertEquals(List.of("MeshCenterLocal", "ForwardAxisLocal"), SplineDeformInputs.VECTORS);
        assertEquals(IN, SplineDeformInputs.fromMap(IN.toMap()));
    }

    @Test
    void aMissingOrMistypedNameIsRefused() {
        Map<String, Object> m = new java.util.LinkedHashMap<>(IN.toMap());
        m.remove("StretchBias");
        assertEquals("StretchBias must be a number",
                assertThrows(IllegalArgumentException.class, () -> SplineDeformInputs.fromMap(m)).getMessage());
        m.put("StretchBias", 0.1);
        m.put("ForwardAxisLocal", 1.0);
        assertEquals("ForwardAxisLocal must be a 3-vector",
                assertThrows(IllegalArgumentException.class, () -> SplineDeformInputs.fromMap(m)).getMessage());
    }
}
