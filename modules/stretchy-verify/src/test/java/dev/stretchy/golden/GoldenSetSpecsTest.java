package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Comparison;
import dev.stretchy.verify.ReferenceBackend;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The golden set is generated into every plugin, so any valid spec must give one: specs whose settle window, bake
 * resolution or recovery time would make a standard previous frame or time step degenerate still get valid cases.
 */
class GoldenSetSpecsTest {
    static Spec variant(String replacements) throws Exception {
        String text;
        try (var in = SpecLoader.class.getResourceAsStream(SpecLoader.DEFAULT_RESOURCE)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (String kv : replacements.split(";")) {
            String[] p = kv.split("=", 2);
            String before = text;
            text = text.replaceFirst("(\\n\\s*" + p[0] + ":)[^\\n#]*", "$1 " + p[1] + "  ");
            assertTrue(!before.equals(text), "spec field " + p[0]);
        }
        return SpecLoader.parse(text, "variant.yaml");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sampleCount=2", "sampleCount=8", "settleWindow=1", "stretchBias=0.9", "recoverSeconds=0.1",
            "recoverSeconds=1.0", "orientation=rotation-minimizing;forwardAxis=Z", "k=0;maxStretch=1.0",
            "minSquash=0.1;strength=1.0;maxImpactSpeed=0.5", "preserveVolume=false;endExtrapolation=false"})
    void everySpecGetsAValidGoldenSet(String change) throws Exception {
        List<GoldenCase> cases = GoldenSet.standard(variant(change));
        assertEquals(GoldenSet.standard(SpecLoader.loadDefault()).size(), cases.size());
        ReferenceBackend ref = new ReferenceBackend();
        for (GoldenCase c : cases) {
            GoldenCase back = GoldenIo.parse(GoldenIo.write(c), c.name() + ".json");
            CaseResult r = Comparison.compare(c.name(), back, ref.evaluate(back));
            assertEquals(CaseResult.Status.PASS, r.status(), change + " " + c.name() + ": " + r.message());
        }
    }
}
