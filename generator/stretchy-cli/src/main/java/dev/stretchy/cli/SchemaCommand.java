package dev.stretchy.cli;

import dev.stretchy.spec.SpecSchema;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;

/** {@code stretchy schema}: prints the spec's JSON Schema (committed as specs/stretchy.schema.json). */
@Command(name = "schema", mixinStandardHelpOptions = true,
        description = "Print the JSON Schema of the spec file, for editor completion and validation.",
        footerHeading = "%nExample:%n",
        footer = "  stretchy schema > specs/stretchy.schema.json")
public final class SchemaCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec cmd;

    @Override
    public Integer call() {
        cmd.commandLine().getOut().print(SpecSchema.jsonSchema());
        cmd.commandLine().getOut().flush();
        return ExitCodes.OK;
    }
}
