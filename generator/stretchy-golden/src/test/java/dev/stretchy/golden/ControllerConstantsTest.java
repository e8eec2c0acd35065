package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The golden codec's controller constants come from the catalogue: every row it holds, none it does not. */
class ControllerConstantsTest {
    @Test
    void theCodecHoldsEveryControllerRow() {
        assertEquals(List.of(), GoldenIo.constantsProblems(Catalogue.CONTROLLER));
    }

    /** A catalogue parameter the codec does not handle: a new row with no ControllerParams component. */
    @Test
    void aPlantedRowTheCodecCannotHoldIsNamed() {
        List<Parameter> group = new ArrayList<>(Catalogue.CONTROLLER);
        Parameter k = Catalogue.get("controller.k");
        group.add(new Parameter("bounciness", k.type(), "", "Bounciness", "bounciness", "bounciness", k.unit(),
                k.range(), "A planted constant.", false, false, Parameter.Source.SPEC, new double[0], "-", ""));
        assertEquals(List.of("ControllerParams has no bounciness"), GoldenIo.constantsProblems(group));
    }

    /** A row renamed in the golden files only: the codec reads it under the new key, as its component. */
    @Test
    void aRowsGoldenKeyIsTheKeyTheCodecUses() {
        List<Parameter> group = new ArrayList<>();
        for (Parameter p : Catalogue.CONTROLLER) {
            group.add(!p.name().equals("maxImpactSpeed") ? p : new Parameter(p.name(), p.type(), p.material(), p.cpp(),
                    p.ts(), "impactSpeedForFullSquash", p.unit(), p.range(), p.doc(), p.animated(), p.instanced(),
                    p.source(), p.fixed(), p.sanitised(), p.cppFlagWhen()));
        }
        assertEquals(List.of(), GoldenIo.constantsProblems(group));
    }

    /** The committed controller cases hold every catalogued constant under its golden key (the reader refuses others). */
    @Test
    void committedControllerCasesSpellTheCataloguesKeys() throws Exception {
        List<Path> cases = GoldenFiles.list(Path.of("../../golden")).stream()
                .filter(f -> f.getFileName().toString().startsWith("controller-")).toList();
        assertTrue(cases.size() >= 3, "controller cases: " + cases);
        for (Path f : cases) {
            assertTrue(GoldenIo.read(f) instanceof VelocityControllerCase, f.toString());
            String text = Files.readString(f);
            for (Parameter p : Catalogue.CONTROLLER) {
                if (!p.golden().isEmpty()) assertTrue(text.contains("\"" + p.golden() + "\":"), f + " lacks " + p.golden());
            }
        }
    }
}
