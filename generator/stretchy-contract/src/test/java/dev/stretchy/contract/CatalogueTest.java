package dev.stretchy.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CatalogueTest {
    @Test
    void everyGroupSpellsEachParameterOnce() {
        assertEquals(List.of(), Catalogue.problems(Catalogue.CONTROLLER));
        assertEquals(List.of(), Catalogue.problems(Catalogue.SPLINE));
        assertEquals(List.of(), Catalogue.problems(Catalogue.VELOCITY));
    }

    @Test
    void aPlantedClashIsNamed() {
        List<Parameter> group = new ArrayList<>(Catalogue.CONTROLLER);
        Parameter k = Catalogue.get("controller.k");
        // A second row that spells its C++ field like k's.
        group.add(new Parameter("k2", k.type(), "", k.cpp(), "k2", "k2", k.unit(), k.range(), k.doc(), false, false,
                Parameter.Source.SPEC, new double[0], "-", "", ""));
        assertEquals(List.of("C++ field StretchPerSpeed is both k's and k2's"), Catalogue.problems(group));
    }

    @Test
    void aConditionOnARowTheGroupLacksIsNamed() {
        Parameter damping = Catalogue.get("controller.springDamping");
        assertEquals(new Parameter.When("ease", "spring"), damping.when());
        // Planted: the condition names a row of another group, and a number of this one.
        for (String on : List.of("velocityStretch", "k")) {
            List<Parameter> group = new ArrayList<>(Catalogue.CONTROLLER);
            group.set(group.indexOf(damping), new Parameter(damping.name(), damping.type(), damping.material(),
                    damping.cpp(), damping.ts(), damping.golden(), damping.unit(), damping.range(), damping.doc(), false,
                    false, damping.source(), new double[0], damping.sanitised(), "", "", new Parameter.When(on, "spring")));
            assertEquals(List.of("springDamping matters when " + on + ", which is no word or flag of the group"),
                    Catalogue.problems(group));
        }
    }

    /** The row {@code p} with another condition and other words. */
    private static Parameter with(Parameter p, Parameter.When when, List<String> words) {
        return new Parameter(p.name(), p.type(), p.material(), p.cpp(), p.ts(), p.golden(), p.unit(), p.range(), p.doc(),
                p.animated(), p.instanced(), p.source(), p.fixed(), p.sanitised(), p.cppFlagWhen(), p.feature(), when,
                p.setting(), words);
    }

    @Test
    void aConditionOnAWordTheRowCannotHoldIsNamed() {
        Parameter damping = Catalogue.get("controller.springDamping");
        Parameter ease = Catalogue.get("controller.ease");
        assertEquals(List.of("exponential", "spring"), ease.words());
        // Planted: the condition misspells the word (the When vocabulary is the ease's words).
        List<Parameter> group = new ArrayList<>(Catalogue.CONTROLLER);
        group.set(group.indexOf(damping), with(damping, new Parameter.When("ease", "springy"), List.of()));
        assertEquals(List.of("springDamping matters when ease is springy, which is none of its words [exponential, spring]"),
                Catalogue.problems(group));
        // Planted: a word that lists no words, and a number that lists some.
        group = new ArrayList<>(Catalogue.CONTROLLER);
        group.set(group.indexOf(ease), with(ease, ease.when(), List.of()));
        group.set(group.indexOf(damping), with(damping, damping.when(), List.of("a")));
        assertEquals(List.of("ease is a word and lists no words", "springDamping lists words and is a number",
                        "springDamping matters when ease is spring, which is none of its words []"),
                Catalogue.problems(group));
    }

    @Test
    void aConditionOnANumberHeldAsAFlagNamesTheValueThatSetsIt() {
        Parameter normal = Catalogue.get("controller.planeNormal");
        assertEquals(new Parameter.When("dimensions", "2"), normal.when());
        assertTrue(Catalogue.get("controller.dimensions").settingFlag());
        // Planted: the plane normal said to matter in 3D, where the flag is off.
        List<Parameter> group = new ArrayList<>(Catalogue.CONTROLLER);
        group.set(group.indexOf(normal), with(normal, new Parameter.When("dimensions", "3"), List.of()));
        assertEquals(List.of("planeNormal matters when dimensions is 3, which is not what sets its flag (2)"),
                Catalogue.problems(group));
    }

    @Test
    void aSettingDefaultsToTheRowsFieldAndSentence() {
        Parameter bias = Catalogue.get("spline.stretchBias");
        assertEquals(new Parameter.Setting("StretchBias", bias.doc()), bias.setting());
        assertEquals("bEndExtrapolation", Catalogue.get("spline.endExtrapolation").setting().field());
        assertEquals("forwardAxis", Catalogue.get("spline.forwardAxisLocal").ts());
    }

    @Test
    void rowsAreFoundByQualifiedName() {
        assertEquals("MaxImpactSpeed", Catalogue.get("controller.maxImpactSpeed").cpp());
        assertEquals("StretchBias", Catalogue.get("spline.stretchBias").material());
        assertEquals("smoothingTau", Catalogue.get("controller.smoothing").ts());
        assertFalse(Catalogue.find("spline.maxImpactSpeed").isPresent());
        assertFalse(Catalogue.find("maxImpactSpeed").isPresent());
        assertThrows(IllegalArgumentException.class, () -> Catalogue.get("nope.k"));
        assertEquals(Catalogue.CONTROLLER.size() + Catalogue.SPLINE.size() + Catalogue.VELOCITY.size(),
                Catalogue.names().size());
    }

    @Test
    void rangesAreInclusiveOrOpenAsDeclared() {
        Range speed = Catalogue.get("controller.maxImpactSpeed").range();
        assertFalse(speed.contains(0));
        assertTrue(speed.contains(1000));
        assertFalse(speed.contains(1000.001));
        assertEquals("(0, 1000]", speed.toString());
        Range recover = Catalogue.get("controller.recoverSeconds").range();
        assertTrue(recover.contains(0.01));
        assertFalse(recover.contains(0.001));
        assertFalse(Range.open(0, 1).contains(1));
        assertFalse(Range.closed(0, 1).contains(Double.NaN));
        assertTrue(Range.NONE.contains(-1e300));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Catalogue.get("spline.maxStretch").range().require("maxStretch", 0.001));
        assertEquals("maxStretch 0.001 outside [0.01, 10]", e.getMessage());
    }

    @Test
    void unitsScaleSpeedsForATargetsLength() {
        assertEquals(100, Unit.SPEED.scale(100));
        assertEquals(0.01, Unit.PER_SPEED.scale(100));
        assertEquals(1, Unit.SECONDS.scale(100));
        assertEquals(Unit.SPEED, Catalogue.get("controller.maxImpactSpeed").unit());
        assertEquals(Unit.PER_SPEED, Catalogue.get("controller.k").unit());
    }

    @Test
    void aRowRefusesWhatCannotBe() {
        // A previous-frame twin without a material parameter, a range on a vector, a spec default given twice.
        assertThrows(IllegalArgumentException.class, () -> new Parameter("x", Parameter.Type.NUMBER, "", "X", "x", "x",
                Unit.NONE, Range.NONE, "x.", true, false, Parameter.Source.RUNTIME, new double[] {0}, "-", "", ""));
        assertThrows(IllegalArgumentException.class, () -> new Parameter("x", Parameter.Type.VECTOR, "X", "X", "x", "X",
                Unit.NONE, Range.closed(0, 1), "x.", false, false, Parameter.Source.RUNTIME, new double[] {0, 0, 0}, "-", "", ""));
        assertThrows(IllegalArgumentException.class, () -> new Parameter("x", Parameter.Type.NUMBER, "X", "X", "x", "X",
                Unit.NONE, Range.NONE, "x.", false, false, Parameter.Source.SPEC, new double[] {1}, "-", "", ""));
        assertThrows(IllegalArgumentException.class, () -> new Parameter("x", Parameter.Type.NUMBER, "X", "X", "x", "X",
                Unit.NONE, Range.NONE, " ", false, false, Parameter.Source.SPEC, new double[0], "-", "", ""));
        // A per-vertex input with a previous-frame twin, or without a material function input.
        assertThrows(IllegalArgumentException.class, () -> new Parameter("x", Parameter.Type.NUMBER, "X", "", "x", "x",
                Unit.NONE, Range.NONE, "x.", true, false, Parameter.Source.VERTEX, new double[] {1}, "-", "", "stretchMask"));
        assertThrows(IllegalArgumentException.class, () -> new Parameter("x", Parameter.Type.NUMBER, "", "", "x", "x",
                Unit.NONE, Range.NONE, "x.", false, false, Parameter.Source.VERTEX, new double[] {1}, "-", "", "stretchMask"));
    }

    @Test
    void sectionTenInputsAreOptionalPerAtlasAndNeverAnimated() {
        // Math spec 10.5: two runtime flags (default off) and one per-vertex weight (default 1: the 1.2 stretch).
        assertEquals(List.of("closedLoop", "roll", "stretchMask"), Catalogue.splineFeatures());
        for (String name : List.of("closedLoop", "bakedRoll")) {
            Parameter p = Catalogue.get("spline." + name);
            assertEquals(Parameter.Type.FLAG, p.type(), name);
            assertEquals(Parameter.Source.RUNTIME, p.source(), name);
            assertEquals(0, p.fixed()[0], name);
            assertFalse(p.animated() || p.instanced() || p.perVertex(), name);
            assertTrue(p.optional(), name);
        }
        assertEquals("cl = step(0.5, ClosedLoop)", Catalogue.get("spline.closedLoop").sanitised());
        assertEquals("step(0.5, BakedRoll)", Catalogue.get("spline.bakedRoll").sanitised());
        Parameter mask = Catalogue.get("spline.stretchMask");
        assertTrue(mask.perVertex());
        assertEquals("StretchMask", mask.material());
        assertEquals(1, mask.fixed()[0]);
        assertEquals("m = saturate(StretchMask)", mask.sanitised());
        // Every 1.2 row stays mandatory.
        assertFalse(Catalogue.get("spline.endExtrapolation").optional());
    }
}
