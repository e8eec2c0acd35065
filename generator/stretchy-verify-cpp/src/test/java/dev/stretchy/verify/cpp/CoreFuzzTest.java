package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.model.PluginModel;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine-light runtime cores ({@code <Plugin>Core}, {@code <Plugin>Math}, {@code <Plugin>InstanceTravel}, exactly as
 * generated) fuzzed under g++ {@code -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all}:
 * a seeded, bounded driver (core_fuzz.cpp) feeds the velocity controller, the playhead, the spline bake and deform
 * bounds, the bounds scale and the instanced travel controller NaN, infinities, negative and huge steps, degenerate
 * splines and spawn/recycle storms, and checks that everything the engine would see is finite, that state recovers
 * after a bad frame and that the traveller pool stays bounded. Counts per class are printed (tried / correct), must
 * match the figures here, and are the figures of docs/cli.md's "Hostile input and faults" table. Of the editor core
 * ({@code <Plugin>EditorCore}), only the stamp functions whose signatures are stable are fuzzed (editor_fuzz.cpp:
 * HashShader, WriteStamp, Decide), in exact-size heap buffers under the same sanitizers.
 */
class CoreFuzzTest {
    /** Cases per class, as core_fuzz.cpp's main runs them. */
    static final Map<String, Integer> TRIED = new LinkedHashMap<>();

    static {
        TRIED.put("velocity", 2000);
        TRIED.put("playback", 2000);
        TRIED.put("spline", 2000);
        TRIED.put("bounds", 2000);
        TRIED.put("travel", 500);
    }

    /** Cases of the editor core's stamp functions, as editor_fuzz.cpp runs them. */
    static final int EDITOR_TRIED = 3000;

    private static final Pattern COUNTS = Pattern.compile("^FUZZ (\\S+) tried (\\d+) correct (\\d+) checks (\\d+)$", Pattern.MULTILINE);
    private static final Pattern SANITIZER = Pattern.compile("runtime error|AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer");

    /** The sanitizers, as both fuzz programs are built with them. */
    private static final List<String> SANITIZE = List.of(
            "-fsanitize=address,undefined,float-cast-overflow", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer");

    record Counts(long tried, long correct, long checks) {}

    /** Compiles the cores and the driver with the sanitizers, runs it, returns its output. */
    static String run(Spec spec, Path dir, UnaryOperator<String> edit) throws Exception {
        PluginModel plugin = PluginModel.of(spec);
        String n = plugin.name();
        String root = n + "/Source/" + plugin.runtimeModule() + "/";
        List<GeneratedFile> files = ScenarioSupport.unrealFiles(spec);
        ScenarioSupport.writeStandInAndDriver(dir, "core_fuzz.cpp");
        Files.write(dir.resolve("fuzz_random.h"), ScenarioSupport.resource("cpp/fuzz_random.h"));
        for (String f : List.of("Core", "Math", "InstanceTravel")) ScenarioSupport.writeUnit(files, root, n + f, dir, edit);
        Files.writeString(dir.resolve("fuzz_names.h"), "#pragma once\n#include \"" + n + "Core.h\"\n#include \"" + n + "InstanceTravel.h\"\n"
                + "using Core = F" + n + "Core;\nusing BoundsSupport = E" + n + "BoundsSupport;\n"
                + "using BoundsState = F" + n + "BoundsState;\nusing BoundsGrowth = F" + n + "BoundsGrowth;\n"
                + "using PlaybackState = F" + n + "Playback;\nusing PlaybackEvents = F" + n + "PlaybackEvents;\n"
                + "using PlaybackEnd = E" + n + "PlaybackEnd;\nusing FrameStepResult = F" + n + "FrameStep;\n"
                + "using VelocityMath = F" + n + "Math;\nusing VelocitySettings = F" + n + "MathVelocitySettings;\n"
                + "using VelocityState = F" + n + "MathVelocityState;\nusing VelocityOutput = F" + n + "MathVelocityOutput;\n"
                + "using VelocityContact = F" + n + "MathContact;\nusing BakeResult = F" + n + "MathBakeResult;\n"
                + "using BoundsBox = F" + n + "MathBox;\nusing Travel = F" + n + "InstanceTravel;\n"
                + "using TravelData = F" + n + "InstanceData;\nusing EventRecord = F" + n + "TravelEventRecord;\n"
                + "using TravelEndMode = E" + n + "TravelEnd;\nusing SpawnSettings = F" + n + "TravelSpawn;\n");
        long start = System.nanoTime();
        Path exe = ScenarioSupport.compile(dir, SANITIZE, List.of("-D" + plugin.apiMacro() + "="),
                List.of("core_fuzz.cpp", n + "Core.cpp", n + "Math.cpp", n + "InstanceTravel.cpp"), "core-fuzz",
                "the generated cores or the fuzz driver");
        long compiled = System.nanoTime();
        String out = ScenarioSupport.exec(List.of(exe.toString()), dir);
        long ran = System.nanoTime();
        System.out.printf("fuzz: C++ cores under ASan/UBSan: compiled in %.1f s, ran in %.1f s%n",
                (compiled - start) / 1e9, (ran - compiled) / 1e9);
        return out;
    }

    /** Compiles the editor core's stamp functions and their driver with the sanitizers, runs it, returns its output. */
    static String runEditor(Spec spec, Path dir) throws Exception {
        PluginModel plugin = PluginModel.of(spec);
        String n = plugin.name();
        String root = n + "/Source/" + plugin.editorModule() + "/";
        List<GeneratedFile> files = ScenarioSupport.unrealFiles(spec);
        ScenarioSupport.writeStandInAndDriver(dir, "editor_fuzz.cpp");
        Files.write(dir.resolve("fuzz_random.h"), ScenarioSupport.resource("cpp/fuzz_random.h"));
        ScenarioSupport.writeUnit(files, root, n + "EditorCore", dir, UnaryOperator.identity());
        // As EditorCoreScenarioTest: the math layer has no text types; TCHAR is char16_t, as on Linux and Mac.
        Files.writeString(dir.resolve("editor_fuzz_names.h"), "#pragma once\n#include \"CoreMinimal.h\"\n"
                + "typedef char16_t TCHAR;\ntypedef std::uint32_t uint32;\n#define TEXT(x) u##x\n"
                + "#include \"" + n + "EditorCore.h\"\n"
                + "using EditorCore = F" + n + "EditorCore;\nusing Action = E" + n + "FunctionAction;\n");
        Path exe = ScenarioSupport.compile(dir, SANITIZE, List.of("-D" + plugin.editorApiMacro() + "=", "-D" + plugin.apiMacro() + "=",
                "-include", dir.resolve("editor_fuzz_names.h").toString()),
                List.of("editor_fuzz.cpp", n + "EditorCore.cpp"), "editor-fuzz", "the generated editor core or its fuzz driver");
        return ScenarioSupport.exec(List.of(exe.toString()), dir);
    }

    @Test
    void theEditorStampFunctionsHoldUnderTheSanitizers(@TempDir Path dir) throws Exception {
        String out = runEditor(SpecLoader.loadDefault(), dir);
        out.lines().filter(l -> l.startsWith("FUZZ ") || l.startsWith("BAD ")).forEach(l -> System.out.println("fuzz: C++ " + l));
        assertFalse(SANITIZER.matcher(out).find(), "a sanitizer stopped the editor fuzz:\n" + tail(out));
        Counts c = counts(out).get("editor");
        assertTrue(c != null, "no editor counts:\n" + tail(out));
        assertEquals(EDITOR_TRIED, c.tried(), "editor cases tried");
        assertEquals(c.tried(), c.correct(), "editor cases with a failed check:\n" + tail(out));
    }

    static Map<String, Counts> counts(String out) {
        Map<String, Counts> counts = new LinkedHashMap<>();
        Matcher m = COUNTS.matcher(out);
        while (m.find()) {
            counts.put(m.group(1), new Counts(Long.parseLong(m.group(2)), Long.parseLong(m.group(3)), Long.parseLong(m.group(4))));
        }
        return counts;
    }

    @Test
    void everyClassHoldsUnderTheSanitizers(@TempDir Path dir) throws Exception {
        String out = run(SpecLoader.loadDefault(), dir, UnaryOperator.identity());
        out.lines().filter(l -> l.startsWith("FUZZ ") || l.startsWith("BAD ")).forEach(l -> System.out.println("fuzz: C++ " + l));
        assertFalse(SANITIZER.matcher(out).find(), "a sanitizer stopped the fuzz:\n" + tail(out));
        Map<String, Counts> counts = counts(out);
        assertEquals(TRIED.keySet(), counts.keySet(), "classes reported:\n" + tail(out));
        for (Map.Entry<String, Integer> e : TRIED.entrySet()) {
            Counts c = counts.get(e.getKey());
            assertEquals((long) e.getValue(), c.tried(), "cases tried in " + e.getKey());
            assertTrue(c.checks() >= c.tried(), "checks in " + e.getKey() + ": " + c.checks());
            assertEquals(c.tried(), c.correct(), "cases with a failed check in " + e.getKey() + ":\n" + tail(out));
        }
    }

    /** docs/cli.md's rows are these figures: each class's row names it and ends with | tried | correct |. */
    @Test
    void theReadmeRowsAreTheMeasuredFigures() throws Exception {
        String readme = Files.readString(Path.of("../../docs/cli.md"));
        Map<String, Integer> all = new LinkedHashMap<>(TRIED);
        all.put("editor", EDITOR_TRIED);
        for (Map.Entry<String, Integer> e : all.entrySet()) {
            String marker = "C++ cores (`" + e.getKey() + "`)";
            List<String> rows = readme.lines().filter(l -> l.startsWith("| " + marker)).toList();
            assertEquals(1, rows.size(), "docs/cli.md rows for " + marker + ": " + rows);
            assertTrue(rows.get(0).endsWith("| " + e.getValue() + " | " + e.getValue() + " |"),
                    "docs/cli.md's row differs from the fuzz's figures (" + e.getValue() + " tried, all correct): " + rows.get(0));
        }
    }

    /** The fuzz's checks bite: the velocity controller's step guard removed, the velocity class has failures. */
    @Test
    void aPlantedFaultIsFound(@TempDir Path dir) throws Exception {
        String guard = "const double Dt = IsFiniteNumber(InDt) && InDt > 0.0 ? FMath::Min(InDt, HugeValue) : 0.0;";
        Spec spec = SpecLoader.loadDefault();
        String name = PluginModel.of(spec).name();
        String math = ScenarioSupport.find(ScenarioSupport.unrealFiles(spec), name + "/Source/" + name + "/Private/" + name + "Math.cpp");
        assertTrue(math.contains(guard), "the fault's target is not in the generated math core");
        String out = run(spec, dir, t -> t.replace(guard, "const double Dt = InDt;"));
        Counts velocity = counts(out).get("velocity");
        boolean found = velocity == null ? SANITIZER.matcher(out).find() : velocity.correct() < velocity.tried();
        assertTrue(found, "the planted fault passed the fuzz:\n" + tail(out));
    }

    private static String tail(String out) {
        return out.length() <= 4000 ? out : out.substring(out.length() - 4000);
    }
}
