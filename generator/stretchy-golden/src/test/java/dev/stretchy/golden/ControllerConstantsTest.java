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

    /** Rows renamed in the golden files only: the codec reads them under the new keys, as their components. */
    @Test
    void aRowsGoldenKeyIsTheKeyTheCodecUses() {
        List<Parameter> group = new ArrayList<>();
        // (the dimensions, renamed too, stay at the case's top level: Catalogue.atCaseTop)
        for (Parameter p : Catalogue.CONTROLLER) {
            group.add(p.golden().isEmpty() ? p : new Parameter(p.name(), p.type(),
                    p.material(), p.cpp(), p.ts(), "renamed" + p.golden(), p.unit(), p.range(), p.doc(), p.animated(),
                    p.instanced(), p.source(), p.fixed(), p.sanitised(), p.cppFlagWhen()));
        }
        assertEquals(List.of(), GoldenIo.constantsProblems(group));
    }

    /**
     * A row whose form the codec does not know: the dimensions declared a number, so no longer held at the case's top
     * level ({@code Catalogue.atCaseTop}) but in the constants, where the record's int has no golden form.
     */
    @Test
    void aRowOfAFormTheCodecDoesNotKnowIsNamed() {
        List<Parameter> group = new ArrayList<>();
        for (Parameter p : Catalogue.CONTROLLER) {
            group.add(!Catalogue.atCaseTop(p) ? p : new Parameter(p.name(), Parameter.Type.NUMBER, p.material(), p.cpp(),
                    p.ts(), p.golden(), p.unit(), p.range(), p.doc(), p.animated(), p.instanced(), p.source(),
                    p.fixed(), p.sanitised(), p.cppFlagWhen()));
        }
        assertEquals(List.of("no golden form for ControllerParams.dimensions (a int)"), GoldenIo.constantsProblems(group));
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

    /** docs/golden-format.md's row for the constants names every key the codec reads there; planted: a key left out. */
    @Test
    void theFormatDocumentNamesEveryConstant() throws Exception {
        String row = Files.readAllLines(Path.of("../../docs/golden-format.md")).stream()
                .filter(l -> l.startsWith("| `inputs.constants`")).findFirst().orElse("");
        assertTrue(!row.isEmpty(), "docs/golden-format.md has no inputs.constants row");
        assertEquals(List.of(), undocumented(row));
        String first = Catalogue.CONTROLLER.get(0).golden();
        assertEquals(List.of(first), undocumented(row.replace("`" + first + "`", "")));
    }

    private static List<String> undocumented(String row) {
        return Catalogue.CONTROLLER.stream().map(Parameter::golden)
                .filter(k -> !k.isEmpty() && !GoldenIo.CONTROLLER_CASE_KEYS.contains(k) && !row.contains("`" + k + "`"))
                .toList();
    }
}
