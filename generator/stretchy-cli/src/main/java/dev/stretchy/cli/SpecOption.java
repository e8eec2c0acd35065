package dev.stretchy.cli;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecException;
import dev.stretchy.spec.SpecLoader;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --spec} option shared by the subcommands that read a spec; absent means the embedded default. */
public final class SpecOption {
    @Option(names = {"-s", "--spec"}, paramLabel = "FILE",
            description = "Spec file (.yaml, .yml or .json). Default: the embedded specs/stretchy.yaml.",
            converter = PathParameter.class, preprocessor = PathParameter.class)
    Path spec;

    public Spec load() throws SpecException {
        return spec == null ? SpecLoader.loadDefault() : SpecLoader.load(spec);
    }
}
