package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link ScenarioSuite#faultVerdict} on reports read by {@link ScenarioSupport#results}, without compiling anything. */
class ScenarioFaultVerdictTest {
    private static final String ALL = "PASS a.one\nFAIL a.two: offset 3 want 2\nPASS a.three\n";

    @Test
    void aWrongAnswerItsScenarioCatchesCounts() {
        assertEquals("", ScenarioSuite.faultVerdict("a.two", 3, ScenarioSupport.results(ALL)));
    }

    @Test
    void plantedFaultAProgramThatStopsAfterTheScenarioDoesNotCount() {
        // The fault's scenario failed, then the program aborted: the scenario after it never reported.
        Map<String, String> crashed = ScenarioSupport.results("PASS a.one\nFAIL a.two: offset 3 want 2\n");
        assertTrue(ScenarioSuite.faultVerdict("a.two", 3, crashed).startsWith("the program stopped early (2 of 3"),
                ScenarioSuite.faultVerdict("a.two", 3, crashed));
    }

    @Test
    void plantedFaultAPassingOrMissingScenarioDoesNotCount() {
        assertTrue(ScenarioSuite.faultVerdict("a.one", 3, ScenarioSupport.results(ALL)).startsWith("the planted fault passed"));
        Map<String, String> none = new LinkedHashMap<>(ScenarioSupport.results(ALL));
        none.remove("a.two");
        assertTrue(ScenarioSuite.faultVerdict("a.two", 3, none).startsWith("scenario did not run"));
    }
}
