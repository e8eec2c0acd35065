package dev.stretchy.cli;

import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.Generator;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.Target;
import dev.stretchy.write.Action;
import dev.stretchy.write.OutputException;
import dev.stretchy.write.OutputLock;
import dev.stretchy.write.OutputWriter;
import dev.stretchy.write.Plan;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code stretchy generate}: renders the spec's targets and applies them to the output folder safely. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Generate the plugin (and the other targets of the spec) into --out.",
                "Unchanged files are not rewritten; files edited by hand are never overwritten without --force; "
                        + "stale files are deleted only if unmodified. Nothing is written if anything fails."},
        footerHeading = "%nExamples:%n",
        footer = {"  stretchy generate --spec specs/stretchy.yaml --target unreal --out Plugins",
                "  stretchy generate --target unreal --out unreal-plugin-output --check"})
public final class GenerateCommand implements Callable<Integer> {
    @Mixin
    SpecOption specOption;

    @Option(names = {"-o", "--out"}, paramLabel = "DIR", defaultValue = "stretchy-out",
            description = "Output folder; each target writes its own subfolder (the plugin as <Name>/). Default: ${DEFAULT-VALUE}.",
            converter = PathParameter.class, preprocessor = PathParameter.class)
    Path out;

    @Option(names = {"-t", "--target"}, paramLabel = "TARGET", split = ",",
            description = "Targets to generate: unreal, threejs (comma-separated). Default: the spec's targets.")
    List<String> targets;

    @Option(names = "--check", description = "Write nothing; exit 1 if the output differs from what the spec generates.")
    boolean check;

    @Option(names = "--dry-run", description = "Write nothing; print the plan (create/update/delete/keep/conflict).")
    boolean dryRun;

    @Option(names = "--force", description = "Overwrite files edited by hand, and stop tracking stale ones edited by hand.")
    boolean force;

    @Option(names = {"-q", "--quiet"}, description = "Print only the summary line and problems.")
    boolean quiet;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "With --check: text, or json (one object on standard output, for CI). Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec cmd;

    @Override
    public Integer call() throws Exception {
        PrintWriter o = cmd.commandLine().getOut();
        PrintWriter e = cmd.commandLine().getErr();
        Spec spec = specOption.load();
        List<Target> which;
        try {
            which = targets == null ? spec.targets() : targets.stream().map(Target::of).distinct().toList();
        } catch (IllegalArgumentException ex) {
            e.println("stretchy: --target: allowed values are " + String.join(", ", Target.words()));
            return ExitCodes.BAD_INPUT;
        }
        List<GeneratedFile> files = Generator.standard().generate(spec, which);
        OutputWriter writer = new OutputWriter(out);
        try (OutputLock lock = writer.lock(check || dryRun)) {
            return run(writer, files, which, o, e);
        } catch (OutputException ex) {
            e.println("stretchy: " + oneLine(ex.getMessage()));
            return switch (ex.kind()) {
                case LINK -> ExitCodes.FAILED;
                case MANIFEST -> ExitCodes.BAD_INPUT;
                case LOCKED, NOT_WRITABLE -> ExitCodes.ENVIRONMENT;
            };
        } catch (IOException ex) {
            e.println("stretchy: cannot write " + out + ": " + describe(ex));
            return ExitCodes.ENVIRONMENT;
        }
    }

    private int run(OutputWriter writer, List<GeneratedFile> files, List<Target> which, PrintWriter o, PrintWriter e)
            throws IOException {
        Plan plan = writer.plan(files, which.stream().map(Target::word).toList(), force);

        if (check && format == OutputFormat.json) {
            o.println(JsonReport.check(out.toString(), plan));
            return plan.differs() ? ExitCodes.FAILED : ExitCodes.OK;
        }
        if (dryRun || check) {
            for (Plan.Step s : plan.steps()) {
                if (dryRun || s.action().differs()) o.printf("%-9s %s%n", s.action().word(), s.path());
            }
        } else if (!quiet) {
            for (Plan.Step s : plan.steps()) {
                if (s.action() != Action.KEEP) o.printf("%-9s %s%n", s.action().word(), s.path());
            }
        }
        if (check) {
            if (plan.differs()) {
                e.println("stretchy: " + out + " is not what the spec generates (" + summary(plan) + "); run `stretchy generate`.");
                return ExitCodes.FAILED;
            }
            o.println("up to date: " + plan.steps().size() + " files in " + out);
            return ExitCodes.OK;
        }
        if (plan.blocked()) {
            e.println("stretchy: these files were edited by hand (or are in the way) and would be lost:");
            plan.steps().stream().filter(s -> s.action().blocking())
                    .forEach(s -> e.println("  " + s.path() + " (" + s.reason() + ")"));
            e.println("Nothing was written. Move your edits out, or rerun with --force to overwrite them.");
            return ExitCodes.FAILED;
        }
        // The same checks for --dry-run as for a real run, so a plan that would fail is not reported as fine.
        writer.preflight(plan);
        if (dryRun) {
            o.println("dry run: " + summary(plan) + "; nothing written.");
            return ExitCodes.OK;
        }
        int changed = writer.apply(plan, files);
        o.println("generated " + which.stream().map(Target::word).collect(Collectors.joining(", ")) + " into " + out
                + ": " + summary(plan) + " (" + changed + " files written or deleted)");
        return ExitCodes.OK;
    }

    /** An I/O error as one line that names the path it concerns (the JDK's "Is a directory" alone names none). */
    static String describe(IOException ex) {
        String msg;
        if (ex instanceof FileSystemException fs) {
            msg = (fs.getFile() == null ? "" : fs.getFile() + ": ")
                    + (fs.getReason() != null ? fs.getReason() : switch (ex.getClass().getSimpleName()) {
                        case "NoSuchFileException" -> "no such file or folder";
                        case "FileAlreadyExistsException" -> "already exists";
                        case "DirectoryNotEmptyException" -> "is a folder that is not empty";
                        case "AccessDeniedException" -> "permission denied";
                        case "NotDirectoryException" -> "is not a folder";
                        default -> ex.getClass().getSimpleName();
                    });
            if (fs.getOtherFile() != null) msg += " (" + fs.getOtherFile() + ")";
        } else {
            msg = String.valueOf(ex.getMessage());
        }
        return oneLine(msg);
    }

    private static String oneLine(String s) {
        return s.replaceAll("[\\r\\n\\t]+", " ").strip();
    }

    private static String summary(Plan plan) {
        return plan.counts().entrySet().stream().map(x -> x.getValue() + " " + x.getKey().word())
                .collect(Collectors.joining(", "));
    }
}
