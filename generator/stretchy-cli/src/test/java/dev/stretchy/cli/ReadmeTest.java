package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README is a README: at most {@value #LIMIT} bytes, its two commands are the ones CI runs (.ci/run calls the
 * test command) and exist, and every relative link of the README and docs/*.md reaches a file.
 */
class ReadmeTest {
    static final int LIMIT = 10_000;
    static final Path ROOT = Path.of("../..");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s#]+)(?:#[^)\\s]*)?\\)");

    /** The command lines of the first shell block after "## The two commands" (comments and blank lines left out). */
    static List<String> commands(String readme) {
        int at = readme.indexOf("\n## The two commands");
        if (at < 0) return List.of();
        int open = readme.indexOf("```sh\n", at);
        int close = readme.indexOf("\n```", open + 1);
        if (open < 0 || close < 0) return List.of();
        return readme.substring(open + 6, close).lines().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
    }

    /** What is wrong with the README against .ci/run's text: one line each. */
    static List<String> problems(String readme, String ciRun) {
        List<String> problems = new ArrayList<>();
        int size = readme.getBytes(StandardCharsets.UTF_8).length;
        if (size > LIMIT) problems.add("README.md is " + size + " bytes, more than " + LIMIT + ": move the manual into docs/");
        List<String> commands = commands(readme);
        if (commands.size() != 2) {
            problems.add("README.md's \"The two commands\" block has " + commands.size() + " commands: " + commands);
            return problems;
        }
        if (!commands.get(0).startsWith("./stretchy generate")) problems.add("the first command is not ./stretchy generate: " + commands.get(0));
        String test = commands.get(1);
        boolean ciRunsIt = ciRun.lines().map(String::strip).filter(l -> !l.startsWith("#"))
                .anyMatch(l -> l.equals(test) || l.equals("exec " + test));
        if (!ciRunsIt) problems.add(".ci/run does not run the README's test command: " + test);
        return problems;
    }

    /** Relative links of a markdown file that reach no file (from the file's folder). */
    static List<String> brokenLinks(Path root, String file, String text) {
        List<String> broken = new ArrayList<>();
        Matcher m = LINK.matcher(text);
        while (m.find()) {
            String target = m.group(1);
            if (target.contains("://") || target.startsWith("mailto:")) continue;
            Path resolved = root.resolve(file).getParent().resolve(target).normalize();
            if (!Files.exists(resolved)) broken.add(file + ": (" + target + ")");
        }
        return broken;
    }

    @Test
    void theReadmeIsShortAndStatesTheCommandsCiRuns() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        List<String> problems = problems(readme, Files.readString(ROOT.resolve(".ci/run")));
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        assertEquals(List.of("./stretchy generate", "bash scripts/test.sh"), commands(readme));
        assertTrue(Files.isExecutable(ROOT.resolve("stretchy")) && Files.isRegularFile(ROOT.resolve("scripts/test.sh")));
    }

    @Test
    void everyRelativeLinkOfTheDocsReachesAFile() throws Exception {
        List<String> broken = new ArrayList<>();
        List<String> files = new ArrayList<>(List.of("README.md"));
        try (var docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).forEach(p -> files.add("docs/" + p.getFileName()));
        }
        for (String f : files) broken.addAll(brokenLinks(ROOT, f, Files.readString(ROOT.resolve(f))));
        assertTrue(broken.isEmpty(), "links to nothing:\n" + String.join("\n", broken));
    }

    // Planted faults.

    @Test
    void aLongReadmeFails() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String ci = Files.readString(ROOT.resolve(".ci/run"));
        List<String> problems = problems(readme + "x".repeat(LIMIT), ci);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("README.md is "), problems.get(0));
    }

    @Test
    void aTestCommandCiDoesNotRunFails() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String ci = Files.readString(ROOT.resolve(".ci/run"));
        List<String> problems = problems(readme.replace("\nbash scripts/test.sh\n", "\nmvn verify\n"), ci);
        assertEquals(List.of(".ci/run does not run the README's test command: mvn verify"), problems);
        assertFalse(problems(readme, ci.replace("exec bash scripts/test.sh", "exec mvn -B verify")).isEmpty());
        assertFalse(problems(readme.replace("```sh\n", "```sh\nmake\n"), ci).isEmpty());
    }

    @Test
    void aBrokenLinkFails() {
        assertEquals(List.of("docs/x.md: (nowhere.md)"),
                brokenLinks(ROOT, "docs/x.md", "see [a](cli.md#commands), [b](nowhere.md), [c](https://example.org/x)"));
    }
}
