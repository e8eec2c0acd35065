package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.io.BoundedProcess;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.UnrealTarget;
import dev.stretchy.spec.Spec;
import dev.stretchy.verify.CompileCache;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the g++ scenario tests of the engine-light cores share: generated files, resources, the process, the report. */
final class ScenarioSupport {
    /** Generous for a loaded 2-core machine: a compile of the core plus its scenarios. */
    private static final long SECONDS = 240;
    private static final Pattern LINE = Pattern.compile("^(PASS|FAIL) (\\S+)(?:: (.*))?$", Pattern.MULTILINE);

    private ScenarioSupport() {}

    private static final Map<Spec, List<GeneratedFile>> RENDERED = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The Unreal plugin's templates rendered for {@code spec}, once per spec in this JVM: each render parses every
     * template again, and the suites render the same spec for every planted fault (the files are read, never changed).
     */
    static List<GeneratedFile> unrealFiles(Spec spec) {
        return RENDERED.computeIfAbsent(spec, UnrealTarget::renderTemplates);
    }

    static String find(List<GeneratedFile> files, String path) {
        return files.stream().filter(f -> f.path().equals(path)).findFirst().map(GeneratedFile::text)
                .orElseThrow(() -> new AssertionError("the generated plugin has no " + path));
    }

    static byte[] resource(String name) throws IOException {
        try (InputStream in = ScenarioSupport.class.getResourceAsStream("/" + name)) {
            if (in == null) throw new IOException("missing resource " + name);
            return in.readAllBytes();
        }
    }

    /** Writes {@code <unit>.h} (from Public/) and {@code <unit>.cpp} (from Private/) of a module into {@code dir}, edited. */
    static void writeUnit(List<GeneratedFile> files, String moduleRoot, String unit, Path dir, UnaryOperator<String> edit)
            throws IOException {
        Files.writeString(dir.resolve(unit + ".h"), edit.apply(find(files, moduleRoot + "Public/" + unit + ".h")));
        Files.writeString(dir.resolve(unit + ".cpp"), edit.apply(find(files, moduleRoot + "Private/" + unit + ".cpp")));
    }

    /**
     * The Unreal-subset stand-in (ue-subset/CoreMinimal.h), the one report writer of the scenario programs
     * (scenario_report.h, the lines {@link #results} reads) and the driver (a resource under cpp/) into {@code dir}.
     */
    static void writeStandInAndDriver(Path dir, String driver) throws IOException {
        Files.createDirectories(dir.resolve("ue-subset"));
        Files.write(dir.resolve("ue-subset/CoreMinimal.h"), resource("cpp/ue-stand-in/CoreMinimal.h"));
        Files.write(dir.resolve("scenario_report.h"), resource("cpp/scenario_report.h"));
        Files.write(dir.resolve(driver), resource("cpp/" + driver));
    }

    /** The optimisation of the builds on this thread: -O1, or another inside {@link #planted}. */
    private static final ThreadLocal<String> OPTIMISATION = ThreadLocal.withInitial(() -> "-O1");

    /**
     * {@code build} with its compiles at {@code optimisation}: a planted fault's build, where what is checked is what the
     * program reports (its scenario fails, every other one reports), not what the optimiser makes of it.
     */
    static <T> T planted(String optimisation, java.util.concurrent.Callable<T> build) throws Exception {
        OPTIMISATION.set(optimisation);
        try {
            return build.call();
        } finally {
            OPTIMISATION.remove();
        }
    }

    /**
     * g++ -std=c++17 -O1 (or a planted fault's, {@link #planted}) -Wall -Wextra -Werror, then {@code flags}, the include folders (the stand-in, {@code dir}), then
     * {@code defines}; each source (a file in {@code dir}) its own unit, linked into {@code exe} ({@link CompileCache});
     * fails with g++'s output, "g++ rejected {@code what}", when no program came out.
     */
    static Path compile(Path dir, List<String> flags, List<String> defines, List<String> sources, String exe, String what)
            throws Exception {
        List<String> cmd = new ArrayList<>(List.of(MathCoreBuild.compiler(), "-std=c++17", OPTIMISATION.get(), "-Wall", "-Wextra", "-Werror"));
        cmd.addAll(flags);
        cmd.addAll(List.of("-I", dir.resolve("ue-subset").toString(), "-I", dir.toString()));
        cmd.addAll(defines);
        // Each source its own unit: one the planted fault leaves as it was is not compiled again (CompileCache).
        CompileCache.Outcome r = CompileCache.build(cmd, sources, exe, dir, java.time.Duration.ofSeconds(SECONDS));
        assertTrue(!r.timedOut(), "did not finish: " + cmd.get(0));
        assertTrue(r.program() != null && Files.exists(r.program()), "g++ rejected " + what + ":\n" + r.out());
        return r.program();
    }

    static String exec(List<String> cmd, Path dir) throws Exception {
        BoundedProcess.Result r = BoundedProcess.of(cmd).directory(dir).run(java.time.Duration.ofSeconds(SECONDS));
        assertTrue(!r.timedOut(), "did not finish: " + cmd.get(0));
        return r.out();
    }

    /** The scenario program's report: each scenario's id, mapped to "" when it passed, else its failure message. */
    static Map<String, String> results(String out) {
        Map<String, String> results = new LinkedHashMap<>();
        Matcher m = LINE.matcher(out);
        while (m.find()) results.put(m.group(2), m.group(1).equals("PASS") ? "" : m.group(3));
        return results;
    }
}
