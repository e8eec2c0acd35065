package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** unreal-plugin-output/ must be exactly what `generate` makes of specs/stretchy.yaml. */
class CommittedOutputTest {
    @Test
    void committedPluginIsUpToDate() {
        Cli r = Cli.run("generate", "--spec", "../../specs/stretchy.yaml", "--target", "unreal",
                "--out", "../../unreal-plugin-output", "--check");
        assertEquals(ExitCodes.OK, r.exit(), "unreal-plugin-output/ is stale; regenerate it with\n"
                + "  ./stretchy generate --spec specs/stretchy.yaml --target unreal --out unreal-plugin-output\n" + r.out() + r.err());
    }
}
