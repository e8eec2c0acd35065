package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.CatalogueRecords;
import dev.stretchy.contract.Parameter;
import dev.stretchy.contract.Range;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The inputs records are the catalogue's deformer rows: their maps spell the rows' golden keys in row order, and a
 * row added to the catalogue that a record does not carry is named (planted rows).
 */
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

    @Test
    void theVelocityInputsAreTheVelocityRows() {
        VelocityDeformInputs v = new VelocityDeformInputs(new Vec3(1, 2, 3), Vec3.Z, 1.5, 0.8, Vec3.Y);
        assertEquals(VelocityDeformInputs.NAMES_3D, List.copyOf(v.toMap(3).keySet()));
        assertEquals(VelocityDeformInputs.NAMES_2D, List.copyOf(v.toMap(2).keySet()));
        assertEquals(List.of("VelocityPivotLocal", "VelocityAxisLocal", "VelocityStretch", "VelocityPerpScale"),
                VelocityDeformInputs.NAMES_3D);
        assertEquals(List.of("VelocityPivotLocal", "VelocityAxisLocal", "VelocityPlaneNormalLocal"), VelocityDeformInputs.VECTORS);
        assertEquals(v, VelocityDeformInputs.fromMap(v.toMap(2)));
        // In 3D the plane normal is no input: it reads back as its contract value.
        VelocityDeformInputs tilted = new VelocityDeformInputs(Vec3.ZERO, Vec3.Z, 1, 1, Vec3.X);
        assertEquals(Vec3.Y, VelocityDeformInputs.fromMap(tilted.toMap(3)).velocityPlaneNormalLocal());
    }

    /** The golden format names deformer inputs by their contract base names: each row's golden key is its material. */
    @Test
    void goldenKeysAreTheContractNames() {
        for (Parameter p : SplineDeformInputs.ROWS) assertEquals(p.material(), p.golden(), p.name());
        for (Parameter p : Catalogue.VELOCITY) assertEquals(p.material(), p.golden(), p.name());
    }

    /** A row the catalogue gains (a shader input every deformer has) and a record does not carry is named. */
    @Test
    void aPlantedRowNotCarriedIsNamed() {
        Parameter wobble = new Parameter("wobble", Parameter.Type.NUMBER, "Wobble", "Wobble", "wobble", "Wobble",
                dev.stretchy.contract.Unit.NONE, Range.NONE, "A planted input.", false, false, Parameter.Source.SPEC,
                new double[0], "-", "", "");
        List<Parameter> spline = new ArrayList<>(SplineDeformInputs.ROWS);
        spline.add(wobble);
        assertEquals(List.of(), CatalogueRecords.inputProblems(SplineDeformInputs.class, SplineDeformInputs.ROWS));
        assertEquals(List.of("SplineDeformInputs has no component for the catalogue's wobble"),
                CatalogueRecords.inputProblems(SplineDeformInputs.class, spline));
        List<Parameter> velocity = new ArrayList<>(Catalogue.VELOCITY);
        velocity.add(2, wobble);
        assertEquals(List.of("VelocityDeformInputs has no component for the catalogue's wobble",
                "VelocityDeformInputs.velocityStretch is component 2, the catalogue's row 3",
                "VelocityDeformInputs.velocityPerpScale is component 3, the catalogue's row 4",
                "VelocityDeformInputs.velocityPlaneNormalLocal is component 4, the catalogue's row 5"),
                CatalogueRecords.inputProblems(VelocityDeformInputs.class, velocity));
    }
}
