package dev.stretchy.verify.cpp;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import dev.stretchy.model.PluginModel;
import dev.stretchy.reference.DeformRange;
import dev.stretchy.render.GeneratedFile;

import dev.stretchy.spec.Spec;

import dev.stretchy.verify.BackendUnavailableException;
import dev.stretchy.verify.GeneratedSource;
import dev.stretchy.verify.CompileCache;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Compiles the Unreal plugin's generated math core ({@code <Plugin>Math.h/.cpp}, exactly as generated) with g++
 * against the math layer of the engine stand-in ({@code cpp/ue-stand-in/CoreMinimal.h}, a core resource), linked
 * with a small driver that reads a golden case's JSON file and writes the core's results in the same shape
 * ({@code cpp/math_core_driver.cpp}; its documents, {@code cpp/math_core_json.h}, over nlohmann-json). The driver reads the controller's constants by the keys
 * of the parameter catalogue, written for it as {@code controller_parameters.h} ({@link #parametersHeader}).
 */
public final class MathCoreBuild {
    private static final String[] RESOURCES = {"cpp/ue-stand-in/CoreMinimal.h", "cpp/math_core_driver.cpp", "cpp/math_core_json.cpp",
        "cpp/math_core_json.h"};
    /**
     * The driver's documents (math_core_json.h) over nlohmann-json, a unit of its own: the library stays out of the
     * driver, so an edited driver compiles in a fraction of the time and this unit is not compiled again.
     */
    private static final String JSON_UNIT = "math_core_json.cpp";
    private static final String PARAMETERS_HEADER = "controller_parameters.h";
    private static final String BOUNDS_HEADER = "deform_range.h";
    /** The Debian package of the JSON library the driver includes; named when its header is missing. */
    static final String JSON_PACKAGE = "nlohmann-json3-dev";
    private static final long COMPILE_SECONDS = 180;
    /** The optimisation the core and the driver are compiled with: a shipping build's (the warnings -Werror turns into errors include the optimiser's). */
    static final String OPTIMISATION = "-O2";

    private MathCoreBuild() {}

    /** Builds the driver in {@code workDir} from the math core {@code generated} renders for {@code spec}. */
    public static Path build(Spec spec, Path workDir, GeneratedSource generated) throws BackendUnavailableException {
        try {
            return build(spec, workDir, generated, new String(resource(RESOURCES[1]), StandardCharsets.UTF_8),
                    Catalogue.CONTROLLER);
        } catch (IOException e) {
            throw new BackendUnavailableException("cannot read the math core driver: " + e.getMessage(), e);
        }
    }

    /** As {@link #build(Spec, Path, GeneratedSource)} with the driver's source and the controller rows given (tests plant faults in them). */
    static Path build(Spec spec, Path workDir, GeneratedSource generated, String driver, List<Parameter> controller)
            throws BackendUnavailableException {
        return build(spec, workDir, generated, driver, controller, OPTIMISATION);
    }

    /**
     * As above, compiled with {@code optimisation} instead of {@link #OPTIMISATION}: a planted fault's build, where what
     * is checked is what the program computes, takes a cheaper one (the unplanted builds keep a shipping build's).
     */
    static Path build(Spec spec, Path workDir, GeneratedSource generated, String driver, List<Parameter> controller,
                      String optimisation) throws BackendUnavailableException {
        PluginModel plugin = PluginModel.of(spec);
        String header = plugin.runtimeModule() + "Math.h";
        String source = plugin.runtimeModule() + "Math.cpp";
        String root = plugin.name() + "/Source/" + plugin.runtimeModule() + "/";
        List<GeneratedFile> files = generated.files(spec);
        try {
            Path include = Files.createDirectories(workDir.resolve("include"));
            Path subset = Files.createDirectories(workDir.resolve("ue-subset"));
            Files.writeString(include.resolve(header), find(files, root + "Public/" + header), StandardCharsets.UTF_8);
            Files.writeString(workDir.resolve(source), find(files, root + "Private/" + source), StandardCharsets.UTF_8);
            Files.write(subset.resolve("CoreMinimal.h"), resource(RESOURCES[0]));
            Files.writeString(workDir.resolve("driver.cpp"), driver, StandardCharsets.UTF_8);
            Files.write(workDir.resolve(JSON_UNIT), resource(RESOURCES[2]));
            Files.write(workDir.resolve("math_core_json.h"), resource(RESOURCES[3]));
            Files.writeString(include.resolve(PARAMETERS_HEADER), parametersHeader(controller), StandardCharsets.UTF_8);
            Files.writeString(include.resolve(BOUNDS_HEADER), boundsHeader(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BackendUnavailableException("cannot write the math core build in " + workDir + ": " + e.getMessage(), e);
        }
        List<String> cmd = List.of(compiler(), "-std=c++17", optimisation, "-Wall", "-Wextra", "-Werror",
                "-I", "ue-subset", "-I", "include",
                "-D" + plugin.apiMacro() + "=", "-DMATH_HEADER=\"" + header + "\"", "-DMATH=F" + plugin.runtimeModule() + "Math",
                "-DPARAMETERS_HEADER=\"" + PARAMETERS_HEADER + "\"", "-DBOUNDS_HEADER=\"" + BOUNDS_HEADER + "\"");
        return run(cmd, List.of("driver.cpp", JSON_UNIT, source), workDir);
    }

    /**
     * The controller's catalogue rows as one X-macro, {@code CONTROLLER_PARAMETERS(NUMBER, WORD_FLAG, INTEGER_FLAG,
     * VECTOR)}: per row the JSON object that holds it ({@code Case}, the case's top level, where {@link
     * Catalogue#atCaseTop} puts it, else {@code Constants}), its C++ settings field and golden key (and, for a word or
     * integer held as a flag, the value that makes it true). A row the driver has no way to read is refused here,
     * naming it.
     */
    static String parametersHeader(List<Parameter> controller) {
        StringBuilder b = new StringBuilder("// Written by MathCoreBuild from the parameter catalogue's controller rows.\n")
                .append("#pragma once\n#define CONTROLLER_PARAMETERS(NUMBER, WORD_FLAG, INTEGER_FLAG, VECTOR)");
        for (Parameter p : controller) {
            if (p.cpp().isEmpty() || p.golden().isEmpty()) continue;
            String at = (Catalogue.atCaseTop(p) ? "Case" : "Constants") + ", " + p.cpp() + ", \"" + p.golden() + "\"";
            String row = switch (p.type()) {
                case NUMBER -> "NUMBER(" + at + ")";
                case VECTOR -> "VECTOR(" + at + ")";
                case WORD -> p.cppFlagWhen().isEmpty() ? null : "WORD_FLAG(" + at + ", \"" + p.cppFlagWhen() + "\")";
                case INTEGER -> p.cppFlagWhen().isEmpty() ? null
                        : "INTEGER_FLAG(" + at + ", " + Integer.parseInt(p.cppFlagWhen()) + ")";
                default -> null;
            };
            if (row == null) {
                throw new IllegalStateException("the math core driver cannot read controller." + p.name() + " (a "
                        + p.type().word() + (p.cppFlagWhen().isEmpty() ? "" : " held as a flag") + ")");
            }
            b.append(" \\\n\t").append(row);
        }
        return b.append('\n').toString();
    }

    /**
     * The range of a DeformBounds document as one X-macro, {@code DEFORM_RANGE(BOUND)}: per bound of {@link
     * DeformRange#BOUNDS} its row's golden key and side, in the order the core's {@code DeformBounds} takes them.
     */
    static String boundsHeader() {
        StringBuilder b = new StringBuilder("// Written by MathCoreBuild from DeformRange.BOUNDS (the catalogue's spline rows).\n")
                .append("#pragma once\n#define DEFORM_RANGE(BOUND)");
        String sep = " ";
        for (DeformRange.Bound bound : DeformRange.BOUNDS) {
            b.append(sep).append("\\\n\tBOUND(\"").append(bound.row().golden()).append("\", \"").append(bound.side()).append("\")");
            sep = ", ";
        }
        return b.append('\n').toString();
    }

    private static String find(List<GeneratedFile> files, String path) throws BackendUnavailableException {
        return files.stream().filter(f -> f.path().equals(path)).findFirst().map(GeneratedFile::text)
                .orElseThrow(() -> new BackendUnavailableException("the generated plugin has no " + path));
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = MathCoreBuild.class.getResourceAsStream("/" + name)) {
            if (in == null) throw new IOException("missing resource " + name);
            return in.readAllBytes();
        }
    }

    /** {@code CXX} when set, else {@code g++}. */
    static String compiler() {
        String cxx = System.getenv("CXX");
        return cxx == null || cxx.isBlank() ? "g++" : cxx;
    }

    /** Builds the driver in {@code dir} ({@link CompileCache}: the driver's unit is compiled once per JVM, not per build). */
    private static Path run(List<String> cmd, List<String> sources, Path dir) throws BackendUnavailableException {
        CompileCache.Outcome r;
        try {
            r = CompileCache.build(cmd, sources, "math-core-driver", dir, Duration.ofSeconds(COMPILE_SECONDS));
        } catch (IOException e) {
            throw new BackendUnavailableException("no C++ compiler: cannot run " + cmd.get(0) + " (install g++ or set CXX)", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BackendUnavailableException("interrupted while compiling the math core", e);
        }
        if (r.timedOut()) {
            throw new BackendUnavailableException("the math core did not compile within " + COMPILE_SECONDS + " s");
        }
        String missingJson = r.out().lines().filter(l -> l.contains("nlohmann/json") && l.contains("No such file"))
                .findFirst().orElse(null);
        if (r.program() == null && missingJson != null) {
            throw new BackendUnavailableException("the math core driver needs the JSON library nlohmann-json (Debian: "
                    + JSON_PACKAGE + "): " + missingJson.strip());
        }
        if (r.program() == null) throw new CompileFailedException(cmd.get(0) + " rejected the generated math core:\n" + r.out());
        return r.program();
    }

    /** The generated C++ does not compile: a defect of the generator, not of the environment. */
    public static final class CompileFailedException extends RuntimeException {
        public CompileFailedException(String message) {
            super(message);
        }
    }
}
