package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.SpecLoader;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File options as a user can get them wrong: names starting with '-', empty names, a spec of thousands of errors. */
class SpecOptionCliTest {
    @TempDir
    Path dir;

    private Path spec(String name) throws Exception {
        try (InputStream in = SpecLoader.class.getResourceAsStream(SpecLoader.DEFAULT_RESOURCE)) {
            return Files.write(dir.resolve(name), in.readAllBytes());
        }
    }

    @Test
    void aSpecWhoseNameStartsWithADashIsPassedAttachedAndExplainedSeparate() throws Exception {
        // -q.yaml and -s.yaml read as the option clusters -q and -s (the issue's -x.yaml never did): a fresh JVM in
        // the spec's folder, so the name is passed as a user types it.
        for (String name : new String[] {"-q.yaml", "-s.yaml", "-x.yaml"}) {
            spec(name);
            Cli r = Cli.fork(dir, java.util.Map.of(), "generate", "--spec=" + name, "--dry-run", "--out", "out");
            assertEquals(ExitCodes.OK, r.exit(), name + ": " + r.err());
        }
        Cli r = Cli.run("generate", "--spec", "-q.yaml", "--dry-run");
        assertEquals(ExitCodes.BAD_INPUT, r.exit(), r.err());
        assertTrue(r.err().contains("is passed as --spec=-q.yaml or --spec ./-q.yaml"), r.err());
        // A missing value is still an error, not a folder named after the next option.
        r = Cli.run("generate", "--out", "--quiet", "--dry-run");
        assertEquals(ExitCodes.BAD_INPUT, r.exit(), r.err());
        // and an option that takes no file gets no hint about files
        r = Cli.run("generate", "--target", "-q", "--dry-run");
        assertEquals(ExitCodes.BAD_INPUT, r.exit(), r.err());
        assertFalse(r.err().contains("file whose name"), r.err());
    }

    @Test
    void anEmptyFileNameIsBadInputNotTheWorkingFolder() {
        String[][] runs = {{"generate", "--spec", "", "--dry-run"}, {"generate", "--spec=", "--dry-run"},
                {"generate", "--out", "", "--dry-run"}, {"golden", "--out", ""}, {"verify", "--junit", ""},
                {"verify", "--golden="}, {"lint", "--dir", ""}};
        for (String[] args : runs) {
            Cli r = Cli.run(args);
            assertEquals(ExitCodes.BAD_INPUT, r.exit(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().contains("the file name is empty"), r.err());
            assertFalse(r.err().contains("is a folder"), r.err());
        }
    }

    @Test
    void twentyThousandUnknownKeysPrintAFewLines() throws Exception {
        StringBuilder yaml = new StringBuilder();
        for (int i = 0; i < 20_000; i++) yaml.append("unknownKey").append(i).append(": 1\n");
        for (String section : new String[] {"plugin", "splineDeform", "velocityStretch", "threejs", "splineDeform2"}) {
            yaml.append(section).append(":\n");
            for (int i = 0; i < 20; i++) yaml.append("  bad").append(i).append(": 1\n");
        }
        Path s = Files.writeString(dir.resolve("many.yaml"), yaml.toString(), StandardCharsets.UTF_8);
        Cli r = Cli.run("generate", "--spec", s.toString(), "--dry-run", "--out", dir.resolve("out").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertTrue(r.err().length() < 40_000, r.err().length() + " characters of errors");
        long lines = r.err().lines().count();
        assertTrue(lines <= StretchyCli.MAX_ERRORS_PRINTED + 2, lines + " lines");
        assertTrue(r.err().contains("19991 more unknown fields here (20001 in all"), r.err()); // splineDeform2 is one more
        assertTrue(r.err().contains("more error(s) not shown"), r.err());
    }
}
