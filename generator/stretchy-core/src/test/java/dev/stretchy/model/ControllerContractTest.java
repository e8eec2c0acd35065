package dev.stretchy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.stretchy.spec.SpecLoader;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ControllerContractTest {
    private static final ControllerContract DEFAULT;

    static {
        try {
            DEFAULT = ControllerContract.of(SpecLoader.loadDefault());
        } catch (Exception e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The table's golden names are the committed files' fields, in the files' order. */
    @ParameterizedTest
    @ValueSource(strings = {"controller-2d-sprite-spring.json", "controller-3d-bounce-exponential.json"})
    void goldenNamesAreTheCommittedFilesFields(String file) throws Exception {
        JsonNode golden;
        try (InputStream in = ControllerContractTest.class.getResourceAsStream("/golden/" + file)) {
            golden = new ObjectMapper().readTree(in);
        }
        List<String> constants = new ArrayList<>();
        golden.at("/inputs/constants").fieldNames().forEachRemaining(constants::add);
        List<String> table = new ArrayList<>(DEFAULT.parameters().stream().map(ControllerContract.ControllerParameter::golden)
                .toList());
        assertTrue(table.remove("dimensions"), "dimensions is a top-level field");
        assertTrue(golden.has("dimensions"));
        assertEquals(constants, table);
        List<String> outputs = new ArrayList<>();
        golden.at("/expected/0").fieldNames().forEachRemaining(outputs::add);
        assertEquals(outputs, DEFAULT.outputs().stream().map(ControllerContract.ControllerOutput::golden).toList());
    }

    @Test
    void valuesComeFromTheSpecAndUnknownNamesFail() throws Exception {
        var v = SpecLoader.parse("velocityStretch: { k: 0.25, dimensions: 2, impact: { ease: spring } }\n", "v.yaml");
        ControllerContract c = ControllerContract.of(v);
        assertEquals(0.25, c.parameter("k").number());
        assertTrue(c.parameter("ease").flag());
        assertEquals("spring", c.parameter("ease").word());
        assertTrue(c.parameter("dimensions").flag());
        assertFalse(DEFAULT.parameter("dimensions").flag());
        assertEquals("smoothingTau", c.parameter("smoothing").ts());
        assertThrows(IllegalArgumentException.class, () -> c.parameter("smoothingTau"));
    }
}
