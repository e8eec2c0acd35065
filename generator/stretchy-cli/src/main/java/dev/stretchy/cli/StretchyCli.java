package dev.stretchy.cli;

import dev.stretchy.StretchyVersion;
import dev.stretchy.spec.SpecException;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point: {@code stretchy <command>}. */
@Command(name = "stretchy", mixinStandardHelpOptions = true, versionProvider = StretchyCli.VersionProvider.class,
        description = "Generates an Unreal Engine 5 squash-and-stretch plugin (and a three.js module) from a spec, "
                + "and verifies its shader math.",
        exitCodeListHeading = "%nExit codes:%n",
        footerHeading = "%nExamples:%n",
        footer = {"  stretchy generate --spec specs/stretchy.yaml --target unreal --out Plugins",
                "  stretchy verify --golden golden --backend reference",
                "  stretchy help generate"},
        exitCodeList = {"0:ok", "1:a check or verification failed, or hand-edited files block the run",
                "2:bad input (spec, golden file, option)", "3:environment missing (e.g. no Vulkan device)"})
public final class StretchyCli implements Runnable {
    /** The subcommands in the order help lists them; each class is loaded only when its command may run. */
    static final List<String> COMMANDS = List.of("generate", "schema", "golden", "verify", "lint", "bench", "help");

    /** Spec errors printed one by one; the rest are counted. */
    static final int MAX_ERRORS_PRINTED = 50;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(commandSpec.commandLine(), "Missing command; see --help");
    }

    public static void main(String[] args) {
        System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true),
                ansi(stdoutIsTerminal())));
    }

    /** Runs the CLI in-process (used by tests and benchmarks) and returns the exit code; output has no escape codes. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        return execute(args, out, err, CommandLine.Help.Ansi.OFF);
    }

    static int execute(String[] args, PrintWriter out, PrintWriter err, CommandLine.Help.Ansi ansi) {
        CommandLine cl = commandLine(args);
        cl.setOut(out);
        cl.setErr(err);
        // After the subcommands are added: setColorScheme applies to those the command line has.
        cl.setColorScheme(CommandLine.Help.defaultColorScheme(ansi));
        return cl.execute(args);
    }

    /**
     * picocli's colour mode: AUTO (which also honours NO_COLOR and picocli.ansi) only where standard output is a
     * terminal, otherwise OFF, so piped or captured output never holds an escape code.
     */
    static CommandLine.Help.Ansi ansi(boolean terminal) {
        return terminal ? CommandLine.Help.Ansi.AUTO : CommandLine.Help.Ansi.OFF;
    }

    /**
     * Whether standard output is a terminal: before Java 22 {@code System.console()} is null unless standard input
     * and output both are; from Java 22 it exists anyway and {@code Console.isTerminal()} says.
     */
    static boolean stdoutIsTerminal() {
        java.io.Console console = System.console();
        if (console == null) return false;
        try {
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(console);
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    /**
     * The command line for these arguments. picocli reflects over every registered subcommand (and so loads what
     * their fields name: the verification API, the Vulkan harness), so a run of one known subcommand registers only
     * that one; {@code --version} registers none; help, no command or an unknown word register all of them.
     */
    static CommandLine commandLine(String... args) {
        CommandLine cl = new CommandLine(new StretchyCli());
        String word = null;
        boolean version = false;
        for (String a : args) {
            if (a.equals("-V") || a.equals("--version")) version = true;
            if (!a.startsWith("-")) {
                word = a;
                break;
            }
        }
        if (word != null && COMMANDS.contains(word) && !word.equals("help")) {
            cl.addSubcommand(word, subcommand(word));
        } else if (!(version && word == null)) {
            for (String c : COMMANDS) cl.addSubcommand(c, subcommand(c));
        }
        if (cl.getSubcommands().containsKey("help")) {
            // picocli's own description ends its paragraphs in hard line breaks (%n): the same sentences without.
            cl.getSubcommands().get("help").getCommandSpec().usageMessage()
                    .description("When no COMMAND is given, the usage help for the main command is displayed.",
                            "If a COMMAND is specified, the help for that command is shown.")
                    .footerHeading("%nExample:%n").footer("  stretchy help verify");
        }
        cl.setExitCodeExceptionMapper(t -> t instanceof SpecException ? ExitCodes.BAD_INPUT : ExitCodes.ENVIRONMENT);
        cl.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("stretchy: " + hint(ex.getMessage(), ex.getCommandLine().getCommandSpec()));
            ex.getCommandLine().getErr().println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return ExitCodes.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, c, r) -> {
            if (ex instanceof SpecException se) {
                printErrors(se, c.getErr());
                c.getErr().println(se.errors().size() + " error(s) in the spec; nothing was written.");
                return ExitCodes.BAD_INPUT;
            }
            c.getErr().println("stretchy: " + ex);
            return ExitCodes.ENVIRONMENT;
        });
        return cl;
    }

    /** A spec's errors, one line each: a wrong file can hold thousands, so the first ones, then how many more. */
    static void printErrors(SpecException se, PrintWriter err) {
        se.errors().stream().limit(MAX_ERRORS_PRINTED).forEach(e -> err.println("error: " + e.format()));
        if (se.errors().size() > MAX_ERRORS_PRINTED) {
            err.println("... " + (se.errors().size() - MAX_ERRORS_PRINTED) + " more error(s) not shown");
        }
    }

    private static final java.util.regex.Pattern OPTION_AS_VALUE =
            java.util.regex.Pattern.compile("Expected parameter for option '(--?[\\w-]+)' but found '(-.*)'");

    /** picocli's message for a file option, with how to pass a name starting with '-' where it read an option. */
    static String hint(String message, CommandLine.Model.CommandSpec spec) {
        java.util.regex.Matcher m = OPTION_AS_VALUE.matcher(message);
        if (!m.matches() || !m.group(1).startsWith("--")) return message;
        CommandLine.Model.OptionSpec option = spec.findOption(m.group(1));
        if (option == null || option.type() != java.nio.file.Path.class) return message;
        return message + " (a file whose name starts with '-' is passed as " + m.group(1) + "=" + m.group(2)
                + " or " + m.group(1) + " ./" + m.group(2) + ")";
    }

    /** A switch, not a table of constructor references: those would load every class when the table is built. */
    private static Object subcommand(String name) {
        return switch (name) {
            case "generate" -> new GenerateCommand();
            case "schema" -> new SchemaCommand();
            case "golden" -> new GoldenCommand();
            case "verify" -> new VerifyCommand();
            case "lint" -> new LintCommand();
            case "bench" -> new BenchCommand();
            case "help" -> new CommandLine.HelpCommand();
            default -> throw new IllegalArgumentException(name);
        };
    }

    static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"stretchy " + StretchyVersion.VALUE + " (math " + StretchyVersion.MATH + ")",
                    "Java " + System.getProperty("java.version")};
        }
    }
}
