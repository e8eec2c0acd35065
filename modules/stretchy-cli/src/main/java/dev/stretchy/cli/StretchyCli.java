package dev.stretchy.cli;

import dev.stretchy.StretchyVersion;
import dev.stretchy.spec.SpecException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point: {@code stretchy <command>}. */
@Command(name = "stretchy", mixinStandardHelpOptions = true, versionProvider = StretchyCli.VersionProvider.class,
        description = "Generates an Unreal Engine 5 squash-and-stretch plugin (and a three.js module) from a spec, "
                + "and verifies its shader math.",
        subcommands = {GenerateCommand.class, SchemaCommand.class, GoldenCommand.class, VerifyCommand.class,
                LintCommand.class, BenchCommand.class, CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:ok", "1:a check or verification failed, or hand-edited files block the run",
                "2:bad input (spec, golden file, option)", "3:environment missing (e.g. no Vulkan device)"})
public final class StretchyCli implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(commandSpec.commandLine(), "Missing command; see --help");
    }

    public static void main(String[] args) {
        System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the CLI in-process (used by tests and benchmarks) and returns the exit code. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = commandLine();
        cl.setOut(out);
        cl.setErr(err);
        return cl.execute(args);
    }

    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new StretchyCli());
        cl.setExitCodeExceptionMapper(t -> t instanceof SpecException ? ExitCodes.BAD_INPUT : ExitCodes.ENVIRONMENT);
        cl.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("stretchy: " + ex.getMessage());
            ex.getCommandLine().getErr().println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return ExitCodes.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, c, r) -> {
            if (ex instanceof SpecException se) {
                se.errors().forEach(e -> c.getErr().println("error: " + e.format()));
                c.getErr().println(se.errors().size() + " error(s) in the spec; nothing was written.");
                return ExitCodes.BAD_INPUT;
            }
            c.getErr().println("stretchy: " + ex);
            return ExitCodes.ENVIRONMENT;
        });
        return cl;
    }

    static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"stretchy " + StretchyVersion.VALUE + " (math " + StretchyVersion.MATH + ")",
                    "Java " + System.getProperty("java.version")};
        }
    }
}
