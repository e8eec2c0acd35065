package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code --help} reads well (issue 20, item 5): the command list shows each command's whole first sentence, every
 * description paragraph ends a sentence (no hard break inside one), every command has an example, and help that is
 * captured or piped holds no escape code.
 */
class HelpTextTest {
    private static final char ESC = '\u001b';
    /** A paragraph ends a sentence: a full stop, possibly after a closing parenthesis or quote. */
    private static final Pattern SENTENCE_END = Pattern.compile(".*[.!?][)\"']?$", Pattern.DOTALL);

    /** Each command's entry in the top-level list, its wrapped lines joined. */
    private static Map<String, String> commandList(String help) {
        Map<String, String> entries = new LinkedHashMap<>();
        List<String> lines = help.lines().toList();
        int i = lines.indexOf("Commands:");
        assertTrue(i >= 0, help);
        String name = null;
        for (String line : lines.subList(i + 1, lines.size())) {
            if (line.isBlank()) break;
            java.util.regex.Matcher m = Pattern.compile("^  (\\S+)\\s+(.*)$").matcher(line);
            if (m.matches()) {
                name = m.group(1);
                entries.put(name, m.group(2).strip());
            } else {
                entries.put(name, entries.get(name) + " " + line.strip());
            }
        }
        return entries;
    }

    @Test
    void theCommandListShowsEveryFirstSentenceWhole() {
        Cli help = Cli.run("--help");
        assertEquals(0, help.exit(), help.err());
        Map<String, String> entries = commandList(help.out());
        assertEquals(StretchyCli.COMMANDS, List.copyOf(entries.keySet()));
        CommandLine cl = StretchyCli.commandLine("--help");
        for (Map.Entry<String, String> e : entries.entrySet()) {
            assertTrue(SENTENCE_END.matcher(e.getValue()).matches(), e.getKey() + " is cut mid-sentence: " + e.getValue());
            // picocli lists a command's header when it has one (help does), else its description's first paragraph.
            CommandLine.Model.UsageMessageSpec usage = cl.getSubcommands().get(e.getKey()).getCommandSpec().usageMessage();
            String first = usage.header().length > 0 ? usage.header()[0] : usage.description()[0];
            // picocli wraps inside a word after some punctuation; compare without the wrapping's spaces.
            assertEquals(first.replace(" ", ""), e.getValue().replace(" ", ""), e.getKey());
        }
    }

    /** The planted fault: a first line that stops mid-sentence (as golden's and verify's did) is caught. */
    @Test
    void aFirstLineCutMidSentenceIsCaught() {
        String cut = "Write the standard golden vectors (stretchy-golden/1, one <case>.json each) computed by the";
        assertFalse(SENTENCE_END.matcher(cut).matches());
    }

    @Test
    void everyDescriptionParagraphEndsASentence() {
        List<String> problems = new ArrayList<>();
        CommandLine cl = StretchyCli.commandLine("--help");
        List<CommandSpec> specs = new ArrayList<>(List.of(cl.getCommandSpec()));
        cl.getSubcommands().values().forEach(c -> specs.add(c.getCommandSpec()));
        for (CommandSpec spec : specs) {
            for (String p : spec.usageMessage().header()) check(spec.qualifiedName(), p, problems);
            for (String p : spec.usageMessage().description()) check(spec.qualifiedName(), p, problems);
            for (OptionSpec o : spec.options()) {
                for (String p : o.description()) check(spec.qualifiedName() + " " + o.longestName(), p, problems);
            }
        }
        assertEquals(List.of(), problems);
    }

    private static void check(String where, String paragraph, List<String> problems) {
        if (paragraph.contains("\n") || paragraph.contains("%n") || !SENTENCE_END.matcher(paragraph).matches()) {
            problems.add(where + ": " + paragraph);
        }
    }

    @Test
    void everyCommandHasAnExampleAndNoEscapeCodeWhenCaptured() {
        List<String> all = new ArrayList<>(List.of(""));
        all.addAll(StretchyCli.COMMANDS);
        for (String c : all) {
            Cli help = c.isEmpty() ? Cli.run("--help") : Cli.run(c, "--help");
            assertEquals(0, help.exit(), c + ": " + help.err());
            assertTrue(Pattern.compile("(?m)^Examples?:$").matcher(help.out()).find(), c + " has no example:\n" + help.out());
            String example = c.isEmpty() ? "  stretchy " : "  stretchy " + c;
            List<String> lines = help.out().lines().toList();
            List<String> examples = lines.subList(lines.indexOf(lines.stream().filter(l -> l.matches("Examples?:"))
                    .findFirst().orElseThrow()) + 1, lines.size());
            assertTrue(examples.stream().anyMatch(l -> l.startsWith(example)), c + ":\n" + help.out());
            // No example wraps: every line of the block is a whole command line.
            examples.forEach(l -> assertTrue(l.startsWith("  stretchy "), c + ": a wrapped example line: " + l));
            assertEquals(-1, help.out().indexOf(ESC), c + " help holds an escape code");
            assertEquals(-1, help.err().indexOf(ESC), c + " help holds an escape code");
        }
    }

    @Test
    void colourOnlyOnATerminal() {
        assertEquals(CommandLine.Help.Ansi.OFF, StretchyCli.ansi(false));
        assertEquals(CommandLine.Help.Ansi.AUTO, StretchyCli.ansi(true));
        // The planted fault: with colour forced on, the same capture does hold escape codes, so the checks can fail.
        StringWriter o = new StringWriter();
        StretchyCli.execute(new String[] {"generate", "--help"}, new PrintWriter(o, true),
                new PrintWriter(new StringWriter(), true), CommandLine.Help.Ansi.ON);
        assertTrue(o.toString().indexOf(ESC) >= 0, o.toString());
    }

    /** A real process whose output is a pipe, with picocli told to colour: the launcher's main still writes none. */
    @Test
    void pipedHelpHasNoEscapeCodeEvenWhenColourIsAsked(@TempDir Path cwd) throws Exception {
        Cli help = Cli.fork(cwd, Map.of("JAVA_TOOL_OPTIONS", "-Dpicocli.ansi=true"), "generate", "--help");
        assertEquals(0, help.exit(), help.err());
        assertTrue(help.out().contains("Usage:"), help.out());
        assertEquals(-1, help.out().indexOf(ESC), help.out());
    }
}
