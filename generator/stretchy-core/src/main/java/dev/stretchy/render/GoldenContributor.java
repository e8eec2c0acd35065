package dev.stretchy.render;

import dev.stretchy.spec.Spec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The golden vectors shipped inside the plugin ({@code <PluginName>/Resources/Golden/<case>.json}) so its
 * automation tests compare the engine's bake and controller with the Java reference. They are the committed
 * {@code golden/} cases of those two kernels, packed into this module at build time: each carries its own inputs and
 * constants, so they hold for every spec, and generate never runs the reference.
 */
public final class GoldenContributor {
    /** Folder of the golden files under the plugin root. */
    public static final String FOLDER = "Resources/Golden/";
    /** Classpath folder the build copies them into. */
    static final String RESOURCE = "golden";

    private GoldenContributor() {}

    public static List<GeneratedFile> files(Spec spec, String target) {
        String root = spec.plugin().name() + "/" + FOLDER;
        return TemplateSet.list(RESOURCE, "").stream()
                .map(name -> new GeneratedFile(target, root + name, resource("/" + RESOURCE + "/" + name)))
                .toList();
    }

    private static byte[] resource(String path) {
        try {
            return TemplateSet.read(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
