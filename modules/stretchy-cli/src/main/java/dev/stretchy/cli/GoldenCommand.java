package dev.stretchy.cli;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFiles;
import dev.stretchy.golden.GoldenSet;
import dev.stretchy.spec.Spec;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code stretchy golden}: writes the standard golden cases computed by the Java reference. */
@Command(name = "golden", mixinStandardHelpOptions = true,
        description = {"Write the standard golden vectors (stretchy-golden/1, one <case>.json each) computed by the",
                "Java reference from the spec. Unchanged files are not rewritten; other files in DIR are left alone."})
public final class GoldenCommand implements Callable<Integer> {
    @Mixin
    SpecOption specOption;

    @Option(names = {"-o", "--out"}, paramLabel = "DIR", defaultValue = "golden",
            description = "Output folder. Default: ${DEFAULT-VALUE}.")
    Path out;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec cmd;

    @Override
    public Integer call() throws Exception {
        PrintWriter o = cmd.commandLine().getOut();
        Spec spec = specOption.load();
        List<GoldenCase> cases = GoldenSet.standard(spec);
        int changed;
        try {
            changed = GoldenFiles.write(out, cases);
        } catch (IOException e) {
            cmd.commandLine().getErr().println("stretchy: cannot write " + out + ": " + e.getMessage());
            return ExitCodes.ENVIRONMENT;
        }
        o.println("golden: " + cases.size() + " cases in " + out + " (" + changed + " written, "
                + (cases.size() - changed) + " unchanged)");
        return ExitCodes.OK;
    }
}
