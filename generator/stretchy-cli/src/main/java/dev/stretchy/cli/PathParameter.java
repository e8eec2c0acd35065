package dev.stretchy.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Stack;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * How every file and folder option reads its value. An empty name is bad input (it would name the working folder,
 * and {@code --spec ""} used to say ": is a folder"). A value attached with {@code =} is taken as written even when
 * it starts with '-', so a file named {@code -q.yaml} can be passed as {@code --spec=-q.yaml}; picocli's own rules
 * read it as the option cluster {@code -q}. A separate value that looks like an option stays an error (a missing
 * value must not become a folder named {@code --quiet}).
 */
public final class PathParameter implements CommandLine.IParameterPreprocessor, CommandLine.ITypeConverter<Path> {
    @Override
    public Path convert(String value) {
        if (value.isEmpty()) throw new CommandLine.TypeConversionException("the file name is empty");
        try {
            return Path.of(value);
        } catch (InvalidPathException e) {
            throw new CommandLine.TypeConversionException("not a file name: " + e.getReason());
        }
    }

    @Override
    public boolean preprocess(Stack<String> args, CommandSpec commandSpec, ArgSpec argSpec, Map<String, Object> info) {
        // picocli reports " " for a separate value (and for a default being applied), "=" for an attached one.
        if (String.valueOf(info.get("separator")).isBlank() || args.isEmpty()) return false;
        String value = args.pop();
        try {
            argSpec.setValue(convert(value));
        } catch (CommandLine.TypeConversionException e) {
            String name = argSpec instanceof OptionSpec o ? o.longestName() : argSpec.paramLabel();
            throw new CommandLine.ParameterException(commandSpec.commandLine(),
                    "Invalid value for option '" + name + "': " + e.getMessage(), argSpec, value);
        }
        return true;
    }
}
