package dev.stretchy.spec;

import dev.stretchy.io.InputFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Path;
import java.util.List;

/** Reads a spec file (YAML or JSON) into a validated {@link Spec}, reporting every error with its location. */
public final class SpecLoader {
    /** Classpath location of the embedded default spec (a copy of specs/stretchy.yaml). */
    public static final String DEFAULT_RESOURCE = "/specs/stretchy.yaml";
    public static final String DEFAULT_NAME = "<embedded>/stretchy.yaml";

    private SpecLoader() {}

    /** Largest spec file read: a real spec is a few kilobytes. */
    public static final long LIMIT = 1L << 20;

    public static Spec load(Path file) throws SpecException {
        if (file.toString().isEmpty()) {
            // An empty name resolves to the working folder, which used to be reported as ": is a folder".
            throw new SpecException(List.of(new SpecError("--spec \"\"", Location.UNKNOWN, "",
                    "no file name given; pass a .yaml, .yml or .json spec (or omit --spec for the embedded default)")));
        }
        String text;
        try {
            text = InputFiles.readUtf8(file, LIMIT);
        } catch (InputFiles.UnreadableException e) {
            String why = e.getMessage().equals("no such file")
                    ? "no such file; pass an existing .yaml, .yml or .json spec (or omit --spec for the embedded default)"
                    : e.getMessage();
            throw new SpecException(List.of(new SpecError(file.toString(), Location.UNKNOWN, "", why)));
        } catch (AccessDeniedException e) {
            throw new SpecException(List.of(new SpecError(file.toString(), Location.UNKNOWN, "", "cannot read: permission denied")));
        } catch (IOException e) {
            throw new SpecException(List.of(new SpecError(file.toString(), Location.UNKNOWN, "",
                    "cannot read: " + SpecParser.oneLine(e.getMessage()))));
        }
        return parse(text, file.toString());
    }

    public static Spec loadDefault() {
        try (InputStream in = SpecLoader.class.getResourceAsStream(DEFAULT_RESOURCE)) {
            if (in == null) throw new IllegalStateException("embedded default spec missing from the build");
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), DEFAULT_NAME);
        } catch (IOException | SpecException e) {
            throw new IllegalStateException("embedded default spec is invalid: " + e.getMessage(), e);
        }
    }

    /** Parses spec text; {@code fileName} names it in errors and picks JSON for a {@code .json} name. */
    public static Spec parse(String text, String fileName) throws SpecException {
        SpecNode root = new SpecParser(fileName).parse(text, SpecParser.isJson(fileName));
        Binder b = new Binder(fileName);
        Object spec = SpecSchema.ROOT.bind(root, "", b);
        b.throwIfAny();
        return (Spec) spec;
    }
}
