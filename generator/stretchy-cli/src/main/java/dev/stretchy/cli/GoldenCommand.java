package dev.stretchy.cli;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFiles;
import dev.stretchy.golden.GoldenSet;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code stretchy golden}: writes the standard golden cases computed by the Java reference. */
@Command(name = "golden", mixinStandardHelpOptions = true,
        description = {"Write the standard golden vectors computed by the Java reference.",
                "The files are stretchy-golden/1, one <case>.json each. Every case carries its own inputs and "
                        + "constants: the set is the same for every spec. Unchanged files are not rewritten; other "
                        + "files in DIR are left alone."},
        footerHeading = "%nExample:%n",
        footer = "  stretchy golden --out golden")
public final class GoldenCommand implements Callable<Integer> {
    /** Deprecated: the set no longer reads a spec. A given file is still checked, so a bad one is reported. */
    @Option(names = {"-s", "--spec"}, paramLabel = "FILE",
            description = "Deprecated and ignored: the standard set does not depend on a spec (a given file is still checked).",
            converter = PathParameter.class, preprocessor = PathParameter.class)
    Path spec;

    @Option(names = {"-o", "--out"}, paramLabel = "DIR", defaultValue = "golden",
            description = "Output folder. Default: ${DEFAULT-VALUE}.",
            converter = PathParameter.class, preprocessor = PathParameter.class)
    Path out;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec cmd;

    @Override
    public Integer call() throws Exception {
        PrintWriter o = cmd.commandLine().getOut();
        if (spec != null) {
            dev.stretchy.spec.SpecLoader.load(spec);
            cmd.commandLine().getErr().println("stretchy: golden: --spec is deprecated and ignored: every golden case "
                    + "carries its own inputs and constants, so the set is the same for every spec");
        }
        List<GoldenCase> cases = GoldenSet.standard();
        int changed;
        try {
            changed = GoldenFiles.write(out, cases);
        } catch (IOException e) {
            cmd.commandLine().getErr().println("stretchy: cannot write " + out + ": " + GenerateCommand.describe(e));
            return ExitCodes.ENVIRONMENT;
        }
        o.println("golden: " + cases.size() + " cases in " + out + " (" + changed + " written, "
                + (cases.size() - changed) + " unchanged)");
        return ExitCodes.OK;
    }
}
