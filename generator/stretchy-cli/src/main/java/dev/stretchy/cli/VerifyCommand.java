package dev.stretchy.cli;

import dev.stretchy.golden.GoldenFiles;
import dev.stretchy.verify.Backend;
import dev.stretchy.verify.BackendProvider;
import dev.stretchy.verify.BackendRegistry;
import dev.stretchy.verify.BackendUnavailableException;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.JUnitXml;
import dev.stretchy.verify.Verifier;
import dev.stretchy.write.AtomicFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code stretchy verify}: checks every golden file of a directory with a backend. */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Check every golden file in --golden with a backend and report each case.",
                "Golden files are *.json in stretchy-golden/1. Each case is reported as pass or fail with its worst "
                        + "error and where; --junit also writes JUnit XML.",
                "Exit 1 if any case fails, 2 if a file is malformed (naming the file and the field), 3 if the backend "
                        + "is unknown or cannot run here."},
        footerHeading = "%nExamples:%n",
        footer = {"  stretchy verify --golden golden --backend reference",
                "  stretchy verify --golden golden --backend vulkan --junit verify.xml"})
public final class VerifyCommand implements Callable<Integer> {
    @Mixin
    SpecOption specOption;

    @Option(names = {"-g", "--golden"}, paramLabel = "DIR", defaultValue = "golden",
            description = "Folder of golden files. Default: ${DEFAULT-VALUE}.",
            converter = PathParameter.class, preprocessor = PathParameter.class)
    Path golden;

    @Option(names = {"-b", "--backend"}, paramLabel = "NAME", defaultValue = "reference",
            description = "reference (the Java reference), vulkan (the Unreal shaders) or vulkan-glsl (the three.js GLSL). Default: ${DEFAULT-VALUE}.")
    String backend;

    @Option(names = "--junit", paramLabel = "FILE", description = "Also write the results as JUnit XML.",
            converter = PathParameter.class, preprocessor = PathParameter.class)
    Path junit;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (a line per case), or json (one object on standard output, for CI). Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec cmd;

    /** Every backend the project ships; a build may lack some (then exit 3, not 2). */
    static final java.util.Set<String> KNOWN_BACKENDS = java.util.Set.of("reference", "vulkan", "vulkan-glsl", "cpp");

    /** For tests: the registry to look backends up in; null means the standard one, looked up only when verify runs. */
    BackendRegistry registry;

    @Override
    public Integer call() throws dev.stretchy.spec.SpecException {
        PrintWriter o = cmd.commandLine().getOut();
        PrintWriter e = cmd.commandLine().getErr();
        BackendRegistry registry = this.registry != null ? this.registry : BackendRegistry.standard();
        Optional<BackendProvider> provider = registry.find(backend);
        if (provider.isEmpty()) {
            if (!KNOWN_BACKENDS.contains(backend)) {
                // A misspelt option is bad input (2); a known backend missing from this build is the environment (3).
                e.println("stretchy: --backend: unknown backend \"" + printable(backend) + "\" (available: "
                        + String.join(", ", registry.names()) + ")");
                return ExitCodes.BAD_INPUT;
            }
            e.println("stretchy: backend " + backend + " is not available in this build (known: "
                    + String.join(", ", registry.names()) + ")" + Distribution.missingPart(backend));
            return ExitCodes.ENVIRONMENT;
        }
        if (junit != null) {
            // Before the run, so a report path that can never be written fails at once, not after the backend ran.
            try {
                AtomicFiles.refuseUnwritable(junit);
            } catch (IOException ex) {
                e.println("stretchy: cannot write --junit " + junit + ": " + GenerateCommand.describe(ex));
                return ExitCodes.ENVIRONMENT;
            }
        }
        if (!Files.isDirectory(golden)) {
            e.println("stretchy: --golden " + golden + " is not a directory");
            return ExitCodes.BAD_INPUT;
        }
        List<Path> files;
        try {
            files = GoldenFiles.list(golden);
        } catch (IOException ex) {
            e.println("stretchy: cannot list " + golden + ": " + ex.getMessage());
            return ExitCodes.ENVIRONMENT;
        }
        if (files.isEmpty()) {
            e.println("stretchy: no golden files (*.json) in " + golden);
            return ExitCodes.BAD_INPUT;
        }
        List<CaseResult> results;
        try (Backend b = provider.get().open(specOption.load())) {
            results = new Verifier(b).verify(files);
        } catch (BackendUnavailableException ex) {
            e.println("stretchy: backend " + backend + " is unavailable: " + ex.getMessage());
            return ExitCodes.ENVIRONMENT;
        }
        for (CaseResult r : results) {
            String line = switch (r.status()) {
                case PASS -> String.format(Locale.ROOT, "PASS      %-44s %-18s worst %s of tolerance at %s (%d values)",
                        r.name(), r.kernel(), fmt(r.worst()), location(r.where()), r.compared())
                        + (r.message().isEmpty() ? "" : "; " + r.message());
                case FAIL -> String.format(Locale.ROOT, "FAIL      %-44s %-18s %s", r.name(), r.kernel(), r.message());
                case SKIP -> String.format(Locale.ROOT, "SKIP      %-44s %-18s %s", r.name(), r.kernel(), r.message());
                case ERROR -> String.format(Locale.ROOT, "ERROR     %-44s %-18s %s", r.name(), r.kernel(), r.message());
                case MALFORMED -> "MALFORMED " + r.message();
            };
            boolean quiet = r.status() == CaseResult.Status.PASS || r.status() == CaseResult.Status.SKIP;
            if (!quiet) e.println(line);
            else if (format != OutputFormat.json) o.println(line); // json: standard output holds the object alone
        }
        if (junit != null) {
            try {
                AtomicFiles.writeNamed(junit, JUnitXml.write(backend, results).getBytes(StandardCharsets.UTF_8));
            } catch (IOException ex) {
                e.println("stretchy: cannot write --junit " + junit + ": " + GenerateCommand.describe(ex));
                return ExitCodes.ENVIRONMENT;
            }
        }
        long pass = count(results, CaseResult.Status.PASS);
        long fail = count(results, CaseResult.Status.FAIL) + count(results, CaseResult.Status.ERROR);
        long bad = count(results, CaseResult.Status.MALFORMED);
        long skip = count(results, CaseResult.Status.SKIP);
        if (format == OutputFormat.json) o.println(JsonReport.verify(backend, results));
        else o.println("verify (" + backend + "): " + results.size() + " files: " + pass + " passed, " + fail + " failed, "
                + bad + " malformed, " + skip + " skipped");
        if (bad > 0) return ExitCodes.BAD_INPUT;
        return fail > 0 ? ExitCodes.FAILED : ExitCodes.OK;
    }

    private static String printable(String s) {
        String t = s.codePoints().limit(40).map(c -> c < 0x20 || c == 0x7f ? '?' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        return s.codePointCount(0, s.length()) > 40 ? t + "..." : t;
    }

    private static long count(List<CaseResult> r, CaseResult.Status s) {
        return r.stream().filter(x -> x.status() == s).count();
    }

    /** {@code expected[3][1]} of {@code expected[3][1]: got ..., want ...}. */
    private static String location(String where) {
        int colon = where.indexOf(':');
        return colon < 0 ? where : where.substring(0, colon);
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.3g", v);
    }
}
