package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.Backend;
import dev.stretchy.verify.BackendRegistry;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Comparison;
import dev.stretchy.verify.ReferenceBackend;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The golden set is generated into every plugin, so any valid spec must give one: specs whose settle window, bake
 * resolution or recovery time would make a standard previous frame or time step degenerate still get valid cases.
 * Valid means more than "the reference agrees with itself": every case a spec changes is also computed by an
 * independent implementation, the generated C++ core (bake, controller) or the generated shaders on the Vulkan
 * device (deformers). Here, in the CLI module, because that is where every backend is on the class path.
 */
class GoldenSetSpecsTest {
    static final List<GoldenCase> DEFAULT_SET = GoldenSet.standard(SpecLoader.loadDefault());
    static Backend cpp;
    static Backend shaders;

    @BeforeAll
    static void open() throws Exception {
        BackendRegistry registry = BackendRegistry.standard();
        cpp = registry.find("cpp").orElseThrow().open();
        shaders = registry.find("vulkan").orElseThrow().open();
    }

    @AfterAll
    static void close() {
        if (cpp != null) cpp.close();
        if (shaders != null) shaders.close();
    }

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
        assertEquals(DEFAULT_SET.size(), cases.size());
        ReferenceBackend ref = new ReferenceBackend();
        int independent = 0;
        for (int i = 0; i < cases.size(); i++) {
            GoldenCase c = cases.get(i);
            String text = GoldenIo.write(c);
            GoldenCase back = GoldenIo.parse(text, c.name() + ".json");
            CaseResult r = Comparison.compare(c.name(), back, ref.evaluate(back));
            assertEquals(CaseResult.Status.PASS, r.status(), change + " " + c.name() + ": " + r.message());
            if (text.equals(GoldenIo.write(DEFAULT_SET.get(i)))) continue; // checked with the committed set
            Backend other = cpp.supports(c.kernel()) ? cpp : shaders;
            assertTrue(other.supports(c.kernel()), c.kernel().name());
            CaseResult x = Comparison.compare(c.name(), back, other.evaluate(back));
            assertEquals(CaseResult.Status.PASS, x.status(), change + " " + c.name() + " on " + other.name() + ": " + x.message());
            independent++;
        }
        assertTrue(independent > 0, change + " changes no golden case, so it tests nothing");
        System.out.println(change + ": " + independent + " changed cases agree with the C++ core or the shaders");
    }
}
