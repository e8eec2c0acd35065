package dev.stretchy.cli;

import dev.stretchy.verify.BackendProvider;
import dev.stretchy.verify.BackendRegistry;
import dev.stretchy.verify.BackendUnavailableException;
import dev.stretchy.verify.ShaderBenchmark;
import dev.stretchy.write.AtomicFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code stretchy bench}: shader cost per orientation mode against mode C, the article's body. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Measure the generated deformer shaders, each orientation mode against mode C (article).",
                "The figures: SPIR-V instructions after optimisation (shaderc, performance), texture reads, and vertex "
                        + "evaluations per second on the Vulkan device. Exit 3 without a Vulkan device unless "
                        + "--no-device."},
        footerHeading = "%nExamples:%n",
        footer = {"  stretchy bench --spec specs/stretchy.yaml",
                "  stretchy bench --spec specs/stretchy.yaml --no-device"})
public final class BenchCommand implements Callable<Integer> {
    @Mixin
    SpecOption specOption;

    @Option(names = "--vertices", defaultValue = "1048576", description = "Vertices per dispatch. Default: ${DEFAULT-VALUE}.")
    int vertices;

    @Option(names = "--repeats", defaultValue = "15", description = "Timed dispatches per shader (median). Default: ${DEFAULT-VALUE}.")
    int repeats;

    @Option(names = "--atlas-instances", defaultValue = "4096",
            description = "Instances of the atlas comparison (vertices split among them). Default: ${DEFAULT-VALUE}.")
    int atlasInstances;

    @Option(names = "--no-device", description = "Only the static figures (instructions, texture reads).")
    boolean noDevice;

    @Option(names = "--markdown", paramLabel = "FILE", description = "Also write the normals table (offset, normal and "
            + "tangent per vertex) as Markdown, e.g. docs/benchmarks/normals.md.",
            converter = PathParameter.class, preprocessor = PathParameter.class)
    Path markdown;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec cmd;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = cmd.commandLine().getOut();
        if (markdown != null) {
            // Before the run, so a path that can never be written fails at once.
            try {
                AtomicFiles.refuseUnwritable(markdown);
            } catch (IOException ex) {
                return cannotWrite(ex);
            }
        }
        ShaderBenchmark bench = BackendRegistry.standard().find("vulkan").flatMap(BackendProvider::benchmark).orElse(null);
        if (bench == null) {
            cmd.commandLine().getErr().println("stretchy: no shader benchmark: the vulkan backend is not installed (lib/vulkan)");
            return ExitCodes.ENVIRONMENT;
        }
        String table;
        try {
            table = bench.run(specOption.load(), new ShaderBenchmark.Options(vertices, repeats, atlasInstances, !noDevice), out);
        } catch (BackendUnavailableException e) {
            cmd.commandLine().getErr().println("stretchy: " + e.getMessage());
            return ExitCodes.ENVIRONMENT;
        }
        if (markdown != null) {
            try {
                AtomicFiles.writeNamed(markdown, table.getBytes(StandardCharsets.UTF_8));
            } catch (IOException ex) {
                return cannotWrite(ex);
            }
        }
        return ExitCodes.OK;
    }

    private int cannotWrite(IOException ex) {
        cmd.commandLine().getErr().println("stretchy: cannot write --markdown " + markdown + ": " + GenerateCommand.describe(ex));
        return ExitCodes.ENVIRONMENT;
    }
}
