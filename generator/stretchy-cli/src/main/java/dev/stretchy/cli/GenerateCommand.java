package dev.stretchy.cli;

import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.Generator;
import dev.stretchy.render.RenderException;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecException;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.spec.Target;
import dev.stretchy.write.Action;
import dev.stretchy.write.ContentHashes;
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
import java.util.concurrent.TimeUnit;
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
                "  stretchy generate --target unreal --out unreal-plugin-output --check",
                "  stretchy generate --spec my.yaml --target unreal --out MyGame/Plugins --watch"})
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

    @Option(names = {"-w", "--watch"},
            description = "Stay running and regenerate whenever the --spec file is saved, under the same rules as a "
                    + "single run (a spec that does not load or files edited by hand leave the output as it is and the "
                    + "watch goes on). Ctrl-C or SIGTERM stops it after the run in progress.")
    boolean watch;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec cmd;

    /** Where a watch learns of saves: the file system; a test's script in tests. */
    interface ChangesSource {
        WatchLoop.Changes open(Path spec) throws IOException;
    }

    ChangesSource changes = SpecChanges::new;

    /** Built once per process: a watch reuses its parsed templates for every run. */
    private Generator generator;
    /** Kept per process too: a watch hashes only the files a save changed. */
    private final ContentHashes hashes = new ContentHashes();

    @Override
    public Integer call() throws Exception {
        PrintWriter o = cmd.commandLine().getOut();
        PrintWriter e = cmd.commandLine().getErr();
        if (watch) return watch(o, e);
        return once(specOption.load(), o, e, null, 0);
    }

    /** {@code --watch}: a first run, then one per save of the spec, until Ctrl-C or SIGTERM. */
    private int watch(PrintWriter o, PrintWriter e) {
        if (check || dryRun) {
            e.println("stretchy: --watch writes the output; it cannot be combined with --check or --dry-run");
            return ExitCodes.BAD_INPUT;
        }
        Path file = specOption.spec;
        if (file == null) {
            e.println("stretchy: --watch needs --spec FILE (the embedded default spec never changes)");
            return ExitCodes.BAD_INPUT;
        }
        WatchLoop.Changes saves;
        try {
            saves = changes.open(file);
        } catch (IOException ex) {
            e.println("stretchy: cannot watch " + file + ": " + describe(ex));
            return ExitCodes.ENVIRONMENT;
        }
        WatchLoop.Changes source = saves;
        return WatchLoop.untilStopped(file, out, saves, first -> regenerate(file, first, source.savedAtNanos(), o, e), o, e);
    }

    /** One run of a watch: a spec that does not load is reported in full and leaves the output as it was. */
    private int regenerate(Path file, boolean first, long savedAt, PrintWriter o, PrintWriter e) {
        try {
            return once(SpecLoader.load(file), o, e, first ? null : file, savedAt);
        } catch (SpecException ex) {
            StretchyCli.printErrors(ex, e);
            e.println("watch: " + file + " does not load (" + ex.errors().size() + " error(s)); nothing written, "
                    + "the last good output stays in " + out);
            return ExitCodes.BAD_INPUT;
        } catch (RenderException ex) {
            e.println("stretchy: " + oneLine(String.valueOf(ex.getMessage())));
            return ExitCodes.ENVIRONMENT;
        }
    }

    /**
     * One run: render, then plan and apply under the output's lock.
     *
     * @param saved in a watch, the spec whose save started this run: the run reports in one line
     * @param savedAt with {@code saved}, the {@link System#nanoTime} of the save: the line says how long ago it was
     */
    private int once(Spec spec, PrintWriter o, PrintWriter e, Path saved, long savedAt) {
        List<Target> which;
        try {
            which = targets == null ? spec.targets() : targets.stream().map(Target::of).distinct().toList();
        } catch (IllegalArgumentException ex) {
            e.println("stretchy: --target: allowed values are " + String.join(", ", Target.words()));
            return ExitCodes.BAD_INPUT;
        }
        if (generator == null) generator = Generator.standard();
        List<GeneratedFile> files = generator.generate(spec, which);
        OutputWriter writer = new OutputWriter(out, hashes);
        try (OutputLock lock = writer.lock(check || dryRun)) {
            return run(writer, files, which, saved, savedAt, o, e);
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

    private int run(OutputWriter writer, List<GeneratedFile> files, List<Target> which, Path saved, long savedAt,
            PrintWriter o, PrintWriter e) throws IOException {
        Plan plan = writer.plan(files, which.stream().map(Target::word).toList(), force);

        if (check && format == OutputFormat.json) {
            o.println(JsonReport.check(out.toString(), plan));
            return plan.differs() ? ExitCodes.FAILED : ExitCodes.OK;
        }
        if (dryRun || check) {
            for (Plan.Step s : plan.steps()) {
                if (dryRun || s.action().differs()) o.printf("%-9s %s%n", s.action().word(), s.path());
            }
        } else if (!quiet && saved == null) {
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
            if (saved != null) e.println("watch: " + saved + " not applied; the watch goes on (save the spec again to retry)");
            return ExitCodes.FAILED;
        }
        // The same checks for --dry-run as for a real run, so a plan that would fail is not reported as fine.
        writer.preflight(plan);
        if (dryRun) {
            o.println("dry run: " + summary(plan) + "; nothing written.");
            return ExitCodes.OK;
        }
        int changed = writer.apply(plan, files);
        if (saved != null) {
            // After the last file and the manifest: the time a user waits between saving and the output being there.
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - savedAt);
            o.println(saved + " saved: " + summary(plan) + " (" + changed + " files written or deleted" + changedFiles(plan)
                    + ") in " + ms + " ms");
            return ExitCodes.OK;
        }
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

    /** Changed files a watch's line names before it counts the rest. */
    static final int NAMED_IN_A_LINE = 3;

    /** The paths a run changed, the first few named: what a watch's one line says changed. */
    static String changedFiles(Plan plan) {
        List<String> paths = plan.steps().stream().filter(s -> s.action().differs()).map(Plan.Step::path).toList();
        if (paths.isEmpty()) return "";
        int named = Math.min(paths.size(), NAMED_IN_A_LINE);
        return ": " + String.join(", ", paths.subList(0, named)) + (paths.size() > named ? ", +" + (paths.size() - named) + " more" : "");
    }

    private static String summary(Plan plan) {
        return plan.counts().entrySet().stream().map(x -> x.getValue() + " " + x.getKey().word())
                .collect(Collectors.joining(", "));
    }
}
