package dev.stretchy.cli;

import dev.stretchy.render.UnrealTarget;
import dev.stretchy.lint.DeformerLint;
import dev.stretchy.lint.LintFinding;
import dev.stretchy.render.GeneratedFile;

import dev.stretchy.spec.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code stretchy lint}: the expression-body rules on the deformer shaders, generated or on disk. */
@Command(name = "lint", mixinStandardHelpOptions = true,
        description = {"Check the deformer shaders (.ush) against the expression-body rules.",
                "The rules: no function definitions, no #pragma once, no static, ends in return, Custom node Code "
                        + "contains return, every name read is a local, an HLSL intrinsic, a listed Common.ush function "
                        + "or a contract input, no sign().",
                "Errors are printed as file:line:column: error: message [rule]. Exit 1 when any is found."},
        footerHeading = "%nExamples:%n",
        footer = {"  stretchy lint --spec specs/stretchy.yaml",
                "  stretchy lint --spec specs/stretchy.yaml --dir unreal-plugin-output"})
public final class LintCommand implements Callable<Integer> {
    @Mixin
    SpecOption specOption;

    @Option(names = "--dir", paramLabel = "DIR",
            description = "Lint the shaders of a generated plugin under DIR (e.g. unreal-plugin-output) instead of "
                    + "rendering them from the spec in memory.",
            converter = PathParameter.class, preprocessor = PathParameter.class)
    Path dir;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec cmd;

    @Override
    public Integer call() throws Exception {
        Spec spec = specOption.load();
        PrintWriter out = cmd.commandLine().getOut();
        List<LintFinding> findings;
        if (dir == null) {
            List<GeneratedFile> files = UnrealTarget.renderTemplates(spec);
            findings = DeformerLint.lint(spec, path -> files.stream().filter(f -> f.path().equals(path)).findFirst()
                    .map(f -> new String(f.content(), StandardCharsets.UTF_8)).orElse(null));
        } else {
            findings = DeformerLint.lint(spec, path -> read(dir.resolve(path)));
        }
        for (LintFinding f : findings) out.println(f.format());
        out.println(findings.isEmpty() ? "lint: 4 shaders (2 offsets, 2 normals), no errors" : "lint: " + findings.size() + " error(s)");
        out.flush();
        return findings.isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
    }

    private static String read(Path p) {
        try {
            return Files.isRegularFile(p) ? Files.readString(p) : null;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
