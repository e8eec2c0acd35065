package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.model.PluginModel;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every generated .cpp of the Unreal plugin through {@code g++ -fsyntax-only} against stubs of the engine API it
 * calls (the engine stand-in {@code cpp/ue-stand-in/CoreMinimal.h} with its syntax layer on). Without the engine this is the only compiler that sees the components and the
 * editor module: it catches what does not depend on the engine (a misspelt member of the plugin's own types, a
 * wrong argument list between its own functions, a const mistake, a template that renders invalid C++ for some
 * spec). It does not check the engine's real API.
 */
class GeneratedCppSyntaxTest {
    private static final Pattern INCLUDE = Pattern.compile("^#include \"([^\"]+)\"", Pattern.MULTILINE);

    static Stream<Spec> specs() throws Exception {
        // The default (parallel transport, material, 3D) and its opposite in every switch the C++ depends on.
        return Stream.of(SpecLoader.loadDefault(), SpecLoader.parse("""
                        plugin: { name: Boing, parameterPrefix: Bo_ }
                        splineDeform: { orientation: rotation-minimizing, playback: { loop: ping-pong } }
                        velocityStretch: { mode: scene-component, dimensions: 2, impact: { ease: spring } }
                        targets: [unreal]
                        """, "variant.yaml"));
    }

    @ParameterizedTest
    @MethodSource("specs")
    void everyGeneratedSourceParses(Spec spec, @TempDir Path dir) throws Exception {
        assertEquals("", syntaxErrors(PluginModel.of(spec), UnrealTarget.renderTemplates(spec), dir));
    }

    /**
     * Runs one {@code g++ -fsyntax-only} over every generated .cpp of {@code files} (written under {@code dir}) against
     * the engine stubs; returns the compiler's output when it fails, "" when every source parses.
     */
    static String syntaxErrors(PluginModel p, List<GeneratedFile> files, Path dir) throws Exception {
        return syntaxErrors(p, files, dir, 14);
    }

    /** {@link #syntaxErrors(PluginModel, List, Path)} over at least {@code minSources} sources. */
    static String syntaxErrors(PluginModel p, List<GeneratedFile> files, Path dir, int minSources) throws Exception {
        Set<String> generatedNames = new TreeSet<>();
        Set<String> includes = new TreeSet<>();
        List<Path> sources = new ArrayList<>();
        Set<Path> includeDirs = new TreeSet<>();
        for (GeneratedFile f : files) {
            Path out = dir.resolve("plugin").resolve(f.path());
            Files.createDirectories(out.getParent());
            Files.write(out, f.content());
            if (f.path().endsWith(".h") || f.path().endsWith(".cpp")) {
                generatedNames.add(out.getFileName().toString());
                includeDirs.add(out.getParent());
                Matcher m = INCLUDE.matcher(f.text());
                while (m.find()) includes.add(m.group(1));
                if (f.path().endsWith(".cpp")) sources.add(out);
            }
        }
        Path stubs = Files.createDirectories(dir.resolve("stubs"));
        // Every engine header the plugin includes stands for the stand-in; reflected headers get an empty .generated.h.
        for (String include : includes) {
            if (generatedNames.contains(include.substring(include.lastIndexOf('/') + 1)) && !include.contains("/")) continue;
            writeStub(stubs, include);
        }

        assertTrue(sources.size() >= minSources, "generated sources: " + sources.size());
        // One g++ for all sources of the plugin: -fsyntax-only checks each file on its own.
        List<String> cmd = command(stubs);
        cmd.addAll(List.of("-D" + p.apiMacro() + "=", "-D" + p.editorApiMacro() + "="));
        for (Path d : includeDirs) {
            cmd.add("-I");
            cmd.add(d.toString());
        }
        sources.forEach(s -> cmd.add(s.toString()));
        dev.stretchy.io.BoundedProcess.Result r = dev.stretchy.io.BoundedProcess.of(cmd).run(java.time.Duration.ofSeconds(300));
        assertTrue(!r.timedOut(), "g++ did not finish");
        return r.exit() == 0 ? "" : r.out().isEmpty() ? "g++ exit " + r.exit() : r.out();
    }

    /**
     * The default plugin and the article-compatible one: every header of both in one translation unit, as a project
     * with both plugins (or a monolithic build) sees them. A type, enum, delegate or macro defined twice fails.
     */
    @org.junit.jupiter.api.Test
    void twoPluginsHeadersCompileInOneTranslationUnit(@TempDir Path dir) throws Exception {
        Spec compat = SpecLoader.load(Path.of("../../specs/spline-juice-compat.yaml"));
        assertEquals("", headersTogether(SpecLoader.loadDefault(), compat, UnaryOperator.identity(), dir));
    }

    /** Planted fault: the second plugin declares the first one's component class, as unprefixed templates did. */
    @org.junit.jupiter.api.Test
    void aTypeBothPluginsDeclareFailsTheTranslationUnit(@TempDir Path dir) throws Exception {
        Spec compat = SpecLoader.load(Path.of("../../specs/spline-juice-compat.yaml"));
        String errors = headersTogether(SpecLoader.loadDefault(), compat,
                t -> t.replace("USplineJuiceSplineDeformComponent", "UStretchySplineDeformComponent"), dir);
        assertTrue(errors.contains("UStretchySplineDeformComponent"), errors);
    }

    static String headersTogether(Spec a, Spec b, UnaryOperator<String> editB, Path dir) throws Exception {
        Path stubs = Files.createDirectories(dir.resolve("stubs"));
        Set<String> generatedNames = new TreeSet<>();
        Set<String> includes = new TreeSet<>();
        Set<Path> includeDirs = new TreeSet<>();
        StringBuilder tu = new StringBuilder();
        List<String> cmd = command(stubs);
        int headers = 0;
        for (Spec spec : List.of(a, b)) {
            PluginModel p = PluginModel.of(spec);
            cmd.add("-D" + p.apiMacro() + "=");
            cmd.add("-D" + p.editorApiMacro() + "=");
            for (GeneratedFile f : UnrealTarget.renderTemplates(spec)) {
                if (!f.path().endsWith(".h")) continue;
                String text = spec == b ? editB.apply(f.text()) : f.text();
                Path out = dir.resolve(p.name()).resolve(f.path());
                Files.createDirectories(out.getParent());
                Files.writeString(out, text);
                generatedNames.add(out.getFileName().toString());
                includeDirs.add(out.getParent());
                Matcher m = INCLUDE.matcher(text);
                while (m.find()) includes.add(m.group(1));
                tu.append("#include \"").append(out).append("\"\n");
                headers++;
            }
        }
        assertTrue(headers >= 2 * 12, "headers: " + headers);
        for (String include : includes) {
            if (generatedNames.contains(include) ) continue;
            writeStub(stubs, include);
        }
        for (Path d : includeDirs) {
            cmd.add("-I");
            cmd.add(d.toString());
        }
        Path source = dir.resolve("both_plugins.cpp");
        Files.writeString(source, tu.toString());
        cmd.add(source.toString());
        dev.stretchy.io.BoundedProcess.Result r = dev.stretchy.io.BoundedProcess.of(cmd).run(java.time.Duration.ofSeconds(300));
        assertTrue(!r.timedOut(), "g++ did not finish");
        return r.exit() == 0 ? "" : r.out().isEmpty() ? "g++ exit " + r.exit() : r.out();
    }

    /**
     * The checks read the stand-in precompiled (g++ -H marks a used .gch with "!"), and the mark tells: a check whose
     * options differ from the header's (planted: C++20) reads the header itself.
     */
    @org.junit.jupiter.api.Test
    void theStandInIsReadPrecompiled(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("one.cpp"), "static int One = 1;\n");
        String gch = StandInHeader.folder(compiler()).resolve(StandInHeader.NAME + ".gch").toString();
        assertTrue(includeTrace(command(dir), dir).contains("! " + gch), "the stand-in was not read precompiled");
        List<String> planted = command(dir);
        planted.set(planted.indexOf("-std=c++17"), "-std=c++20");
        assertTrue(!includeTrace(planted, dir).contains("! " + gch), "a .gch of other options was used");
    }

    private static String includeTrace(List<String> cmd, Path dir) throws Exception {
        List<String> withTrace = new ArrayList<>(cmd);
        withTrace.addAll(List.of("-H", dir.resolve("one.cpp").toString()));
        dev.stretchy.io.BoundedProcess.Result r = dev.stretchy.io.BoundedProcess.of(withTrace).run(java.time.Duration.ofSeconds(300));
        assertTrue(r.ok(), "g++ failed: " + r.out() + r.err());
        return r.out() + r.err();
    }

    /** The stand-in of one engine include under {@code stubs}: the stand-in header, or empty for a .generated.h. */
    private static void writeStub(Path stubs, String include) throws java.io.IOException {
        Path stub = stubs.resolve(include);
        Files.createDirectories(stub.getParent());
        Files.writeString(stub, include.endsWith(".generated.h") ? "" : "#pragma once\n#include \"" + StandInHeader.NAME + "\"\n");
    }

    /**
     * g++ -fsyntax-only with the stand-in included first ({@link StandInHeader}: one copy per JVM, precompiled), then
     * {@code stubs} (the per-check stand-ins of the engine headers, which include the same copy).
     */
    static List<String> command(Path stubs) throws Exception {
        Path standIn = StandInHeader.folder(compiler());
        List<String> cmd = new ArrayList<>(List.of(compiler(), "-fsyntax-only"));
        cmd.addAll(StandInHeader.OPTIONS);
        cmd.addAll(List.of("-include", standIn.resolve(StandInHeader.NAME).toString(), "-I", stubs.toString(),
                "-I", standIn.toString()));
        return cmd;
    }

    static String compiler() {
        String cxx = System.getenv("CXX");
        return cxx == null || cxx.isBlank() ? "g++" : cxx;
    }
}
