package dev.stretchy.render;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenIo;
import dev.stretchy.golden.GoldenSet;
import dev.stretchy.spec.Spec;
import java.util.List;

/**
 * The golden vectors shipped inside the plugin ({@code <PluginName>/Resources/Golden/<case>.json}) so its
 * automation tests compare the engine's bake and controller with the Java reference.
 */
public final class GoldenContributor {
    /** Folder of the golden files under the plugin root. */
    public static final String FOLDER = "Resources/Golden/";

    private GoldenContributor() {}

    public static List<GeneratedFile> files(Spec spec, String target) {
        String root = spec.plugin().name() + "/" + FOLDER;
        return GoldenSet.standard(spec).stream()
                .map((GoldenCase c) -> GeneratedFile.text(target, root + GoldenIo.fileName(c), GoldenIo.write(c)))
                .toList();
    }
}
