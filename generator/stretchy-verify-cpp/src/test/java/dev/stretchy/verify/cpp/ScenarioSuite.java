package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.model.PluginModel;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The harness of the g++ scenario suites: a generated core compiled with its scenario driver ({@link #run}), every
 * scenario passing for the default spec and for a second plugin name (Boing), and each planted fault (a static
 * {@code plantedFaults()} of the test class: the scenario, then pairs of text to find in the generated source and what
 * replaces it) failing its one named scenario. A test class declares only what is its own: its driver, how many scenarios
 * it runs, the files its faults edit, how the driver is built (the generated files, a names header, the compile flags),
 * the faults, and any checks of its own.
 */
abstract class ScenarioSuite {
    static final String DOCS_FACTS = "../../docs/engine-facts.md";
    private static final Pattern FACT = Pattern.compile("fact: ([a-z0-9-]+(?:, [a-z0-9-]+)*)");

    private final String driver;
    private final int scenarioCount;
    private final String faultSourceName;
    private final List<String> faultFiles;

    /**
     * {@code driver}: the scenario program (a resource under cpp/); {@code scenarioCount}: how many scenarios it runs;
     * {@code faultSourceName}: what the faults edit, as the message names it ("the generated core"); {@code faultFiles}:
     * the generated files (after the plugin's name, e.g. "Core.cpp") every fault's targets must be in.
     */
    ScenarioSuite(String driver, int scenarioCount, String faultSourceName, String... faultFiles) {
        this.driver = driver;
        this.scenarioCount = scenarioCount;
        this.faultSourceName = faultSourceName;
        this.faultFiles = List.of(faultFiles);
    }

    /**
     * Writes what the driver (already in {@code dir}, with the stand-in) is built with, the generated sources edited by
     * {@code edit}, and compiles it ({@link ScenarioSupport#compile}); returns the program.
     */
    abstract Path build(Spec spec, PluginModel plugin, List<GeneratedFile> files, Path dir, UnaryOperator<String> edit)
            throws Exception;

    /** The spec a suite's plugin is generated from, given the default or the second name's: that one unless a suite needs more. */
    Spec suiteSpec(Spec spec) {
        return spec;
    }

    /**
     * The optimisation a planted fault's build is compiled with: -O1, as every build; a suite whose faults edit a unit
     * that costs much more to compile at -O1 takes -O0 (the scenario driver is then compiled once more, at -O0).
     */
    String faultOptimisation() {
        return "-O1";
    }

    /** Scenario name to its failure message ("" when it passed). */
    final Map<String, String> scenarios(Spec base, Path dir, UnaryOperator<String> edit) throws Exception {
        Spec spec = suiteSpec(base);
        ScenarioSupport.writeStandInAndDriver(dir, driver);
        Path exe = build(spec, PluginModel.of(spec), ScenarioSupport.unrealFiles(spec), dir, edit);
        return ScenarioSupport.results(ScenarioSupport.exec(List.of(exe.toString()), dir));
    }

    /** The generated text (default spec) every fault's targets must be in. */
    private String faultSource() {
        Spec spec = SpecLoader.loadDefault();
        String name = PluginModel.of(spec).name();
        return ScenarioSupport.unrealFiles(spec).stream()
                .filter(f -> faultFiles.stream().anyMatch(file -> f.path().endsWith("/" + name + file)))
                .map(GeneratedFile::text).reduce("", String::concat);
    }

    @Test
    void everyScenarioPasses(@TempDir Path dir) throws Exception {
        Map<String, String> results = scenarios(SpecLoader.loadDefault(), dir, UnaryOperator.identity());
        assertEquals(scenarioCount, results.size(), "scenarios run: " + results);
        Map<String, String> failed = new LinkedHashMap<>(results);
        failed.values().removeIf(String::isEmpty);
        assertEquals(Map.of(), failed);
    }

    @Test
    void passesForASecondPluginName(@TempDir Path dir) throws Exception {
        Spec other = SpecLoader.parse("plugin: { name: Boing, parameterPrefix: Bo_ }\ntargets: [unreal]\n", "boing.yaml");
        Map<String, String> results = scenarios(other, dir, UnaryOperator.identity());
        assertEquals(scenarioCount, results.size(), "scenarios run: " + results);
        assertTrue(results.values().stream().allMatch(String::isEmpty), results::toString);
    }

    /** Each fault (the test class's {@code plantedFaults()}) is a defect or plausible mistake; its scenario must fail. */
    @ParameterizedTest
    @MethodSource("plantedFaults")
    void aPlantedFaultFailsItsScenario(String scenario, List<String> replacements, @TempDir Path dir) throws Exception {
        String source = faultSource();
        for (int i = 0; i < replacements.size(); i += 2) {
            assertTrue(source.contains(replacements.get(i)), "the fault's target is not in " + faultSourceName + ": " + replacements.get(i));
        }
        UnaryOperator<String> edit = text -> {
            String out = text;
            for (int i = 0; i < replacements.size(); i += 2) out = out.replace(replacements.get(i), replacements.get(i + 1));
            return out;
        };
        assertEquals("", faultVerdict(scenario, scenarioCount,
                ScenarioSupport.planted(faultOptimisation(), () -> scenarios(SpecLoader.loadDefault(), dir, edit))));
    }

    /**
     * Why a planted fault's run does not count ("" when it does): its scenario must have run and failed, and every
     * other scenario must have reported too. A fault that stops the program early (a crash, an abort) would fail its
     * scenario for any reason at all: a fault must be a wrong answer the scenario catches, not a crash.
     */
    static String faultVerdict(String scenario, int scenarioCount, Map<String, String> results) {
        if (!results.containsKey(scenario)) return "scenario did not run: " + results;
        if (results.get(scenario).isEmpty()) return "the planted fault passed " + scenario + ": " + results;
        if (results.size() != scenarioCount) {
            return "the program stopped early (" + results.size() + " of " + scenarioCount + " scenarios reported): " + results;
        }
        return "";
    }

    /** The {@code fact:} ids a driver (a test resource) cites. */
    static Set<String> factIdsOf(String driverResource) throws Exception {
        return factIds(new String(ScenarioSupport.resource(driverResource), StandardCharsets.UTF_8));
    }

    static Set<String> factIds(String text) {
        Set<String> ids = new TreeSet<>();
        Matcher m = FACT.matcher(text);
        while (m.find()) for (String id : m.group(1).split(", ")) ids.add(id);
        return ids;
    }

    /** Every id in {@code used} is a fact cited in docs/engine-facts.md. */
    static void assertCited(Set<String> used) throws Exception {
        String facts = Files.readString(Path.of(DOCS_FACTS));
        assertEquals(Set.of(), EngineFacts.uncited(used, facts));
    }
}
