package dev.stretchy.cli;

import dev.stretchy.verify.BackendProvider;
import dev.stretchy.verify.BackendRegistry;
import dev.stretchy.verify.BackendUnavailableException;
import dev.stretchy.verify.ShaderBenchmark;
import java.io.PrintWriter;
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

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec cmd;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = cmd.commandLine().getOut();
        ShaderBenchmark bench = BackendRegistry.standard().find("vulkan").flatMap(BackendProvider::benchmark).orElse(null);
        if (bench == null) {
            cmd.commandLine().getErr().println("stretchy: no shader benchmark: the vulkan backend is not installed (lib/vulkan)");
            return ExitCodes.ENVIRONMENT;
        }
        try {
            bench.run(specOption.load(), new ShaderBenchmark.Options(vertices, repeats, atlasInstances, !noDevice), out);
        } catch (BackendUnavailableException e) {
            cmd.commandLine().getErr().println("stretchy: " + e.getMessage());
            return ExitCodes.ENVIRONMENT;
        }
        return ExitCodes.OK;
    }
}
