package dev.stretchy.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A spec field that names a catalogue row takes the row's range and may not declare its own. */
class CataloguedFieldTest {
    @Field(doc = "t")
    record Own(@Field(doc = "x", value = "0.12", parameter = "controller.recoverSeconds") double recoverSeconds) {}

    @Field(doc = "t")
    record Both(@Field(doc = "x", value = "0.12", parameter = "controller.recoverSeconds", min = 0.001, max = 10)
                double recoverSeconds) {}

    @Field(doc = "t")
    record Unknown(@Field(doc = "x", value = "1", parameter = "controller.recoverMinutes") double recoverMinutes) {}

    @Field(doc = "t")
    record NotFromSpec(@Field(doc = "x", value = "1", parameter = "velocity.velocityStretch") double stretch) {}

    @Test
    void theRangeIsTheRows() {
        Shape.Obj shape = Fields.of(Own.class);
        Shape.Num num = (Shape.Num) shape.props().get(0).shape();
        assertEquals(0.01, num.min());
        assertEquals(10, num.max());
    }

    @Test
    void aSecondRangeAnUnknownRowOrARuntimeRowFails() {
        assertEquals("Both.recoverSeconds declares a range; controller.recoverSeconds's is the catalogue's",
                assertThrows(IllegalStateException.class, () -> Fields.of(Both.class)).getMessage());
        assertEquals("Unknown.recoverMinutes names no catalogue parameter controller.recoverMinutes",
                assertThrows(IllegalStateException.class, () -> Fields.of(Unknown.class)).getMessage());
        assertEquals("NotFromSpec.stretch: velocity.velocityStretch does not take its default from the spec",
                assertThrows(IllegalStateException.class, () -> Fields.of(NotFromSpec.class)).getMessage());
    }

    @Test
    void theRecordChecksTheRowsRange() {
        // The spec's maxStretch was [0.01, 10] in the schema and "> 0" in the record; now both are the row's.
        SplineDeformSpec s = SpecLoader.loadDefault().splineDeform();
        assertEquals("maxStretch 0.005 outside [0.01, 10]",
                assertThrows(IllegalArgumentException.class, () -> Fields.with(s, "maxStretch", 0.005)).getMessage());
        assertEquals(0.01, Fields.with(s, "maxStretch", 0.01).maxStretch());
        VelocityStretchSpec.Impact i = SpecLoader.loadDefault().velocityStretch().impact();
        assertEquals("recoverSeconds 0.001 outside [0.01, 10]",
                assertThrows(IllegalArgumentException.class, () -> Fields.with(i, "recoverSeconds", 0.001)).getMessage());
    }
}
