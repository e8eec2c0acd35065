package dev.stretchy.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A record bound to a catalogue group, with planted records that differ from it. */
class CatalogueRecordsTest {
    /** A group of three rows of its own (the test needs no catalogue row): a rate per speed, a speed, a word. */
    private static final List<Parameter> GROUP = List.of(row("k", Parameter.Type.NUMBER, Unit.PER_SPEED),
            row("maxSpeed", Parameter.Type.NUMBER, Unit.SPEED), row("ease", Parameter.Type.WORD, Unit.NONE));

    private static Parameter row(String name, Parameter.Type type, Unit unit) {
        return new Parameter(name, type, "", name, name, name, unit, Range.NONE, "A test row.", false, false,
                Parameter.Source.SPEC, new double[0], "-", "", "");
    }

    record Bound(double k, double maxSpeed, Ease ease) {}

    record MissingOne(double k, Ease ease) {}

    record Reordered(double maxSpeed, double k, Ease ease) {}

    record Extra(double k, double maxSpeed, Ease ease, double bounciness) {}

    record WrongType(double k, int maxSpeed, Ease ease) {}

    @Test
    void aMatchingRecordHasNoProblem() {
        assertEquals(List.of(), CatalogueRecords.problems(Bound.class, GROUP));
    }

    @Test
    void plantedDifferencesAreNamed() {
        assertEquals(List.of("MissingOne has no component for the catalogue's maxSpeed",
                "MissingOne.ease is component 1, the catalogue's row 2"), CatalogueRecords.problems(MissingOne.class, GROUP));
        assertEquals(List.of("Reordered.maxSpeed is component 0, the catalogue's row 1",
                "Reordered.k is component 1, the catalogue's row 0"), CatalogueRecords.problems(Reordered.class, GROUP));
        assertEquals(List.of("Extra.bounciness is no catalogue row"), CatalogueRecords.problems(Extra.class, GROUP));
        assertEquals(List.of("WrongType.maxSpeed is a int, the catalogue's row a number"),
                CatalogueRecords.problems(WrongType.class, GROUP));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> CatalogueRecords.require(Extra.class, GROUP));
        assertEquals("Extra.bounciness is no catalogue row", e.getMessage());
    }

    @Test
    void scalingFollowsEachRowsUnit() {
        Bound cm = CatalogueRecords.scaled(new Bound(0.05, 20, Ease.SPRING), GROUP, 100);
        assertEquals(new Bound(0.05 / 100, 2000, Ease.SPRING), cm);
    }

    /** Shader inputs: every scalar row (number, integer, flag) a double, as the shader reads it. */
    private static final List<Parameter> INPUTS = List.of(row("Count", Parameter.Type.INTEGER, Unit.NONE),
            row("On", Parameter.Type.FLAG, Unit.NONE), row("Speed", Parameter.Type.NUMBER, Unit.SPEED));

    record Inputs(double Count, double On, double Speed) {}

    record TypedInputs(int Count, boolean On, double Speed) {}

    @Test
    void inputRecordsHoldEveryScalarAsADouble() {
        assertEquals(List.of(), CatalogueRecords.inputProblems(Inputs.class, INPUTS));
        assertEquals(List.of("TypedInputs.Count is a int, the catalogue's row a integer",
                "TypedInputs.On is a boolean, the catalogue's row a flag"),
                CatalogueRecords.inputProblems(TypedInputs.class, INPUTS));
        Inputs in = new Inputs(64, 0.5, 3);
        java.util.Map<String, Object> m = CatalogueRecords.toMap(in, INPUTS);
        assertEquals(List.of("Count", "On", "Speed"), List.copyOf(m.keySet()));
        assertEquals(in, CatalogueRecords.fromMap(Inputs.class, INPUTS, m));
        m.remove("On");
        assertEquals("On must be a number", assertThrows(IllegalArgumentException.class,
                () -> CatalogueRecords.fromMap(Inputs.class, INPUTS, m)).getMessage());
    }
}
