package dev.stretchy.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A record bound to a catalogue group, with planted records that differ from it. */
class CatalogueRecordsTest {
    /** A group of three rows: a per-speed rate, a speed, a word. */
    private static final List<Parameter> GROUP = List.of(Catalogue.get("controller.k"),
            Catalogue.get("controller.maxImpactSpeed"), Catalogue.get("controller.ease"));

    record Bound(double k, double maxImpactSpeed, Ease ease) {}

    record MissingOne(double k, Ease ease) {}

    record Reordered(double maxImpactSpeed, double k, Ease ease) {}

    record Extra(double k, double maxImpactSpeed, Ease ease, double bounciness) {}

    record WrongType(double k, int maxImpactSpeed, Ease ease) {}

    @Test
    void aMatchingRecordHasNoProblem() {
        assertEquals(List.of(), CatalogueRecords.problems(Bound.class, GROUP));
    }

    @Test
    void plantedDifferencesAreNamed() {
        assertEquals(List.of("MissingOne has no component for the catalogue's maxImpactSpeed",
                "MissingOne.ease is component 1, the catalogue's row 2"), CatalogueRecords.problems(MissingOne.class, GROUP));
        assertEquals(List.of("Reordered.maxImpactSpeed is component 0, the catalogue's row 1",
                "Reordered.k is component 1, the catalogue's row 0"), CatalogueRecords.problems(Reordered.class, GROUP));
        assertEquals(List.of("Extra.bounciness is no catalogue row"), CatalogueRecords.problems(Extra.class, GROUP));
        assertEquals(List.of("WrongType.maxImpactSpeed is a int, the catalogue's row a number"),
                CatalogueRecords.problems(WrongType.class, GROUP));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> CatalogueRecords.require(Extra.class, GROUP));
        assertEquals("Extra.bounciness is no catalogue row", e.getMessage());
    }

    @Test
    void scalingFollowsEachRowsUnit() {
        Bound cm = CatalogueRecords.scaled(new Bound(0.05, 20, Ease.SPRING), GROUP, 100);
        assertEquals(new Bound(0.05 / 100, 2000, Ease.SPRING), cm);
    }
}
