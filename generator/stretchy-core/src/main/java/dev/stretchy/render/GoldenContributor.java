package dev.stretchy.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.stretchy.spec.Spec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The golden vectors shipped inside the plugin ({@code <PluginName>/Resources/Golden/<case>.json}) so its
 * automation tests compare the engine's bake, controller and shaders with the Java reference. They are the committed
 * {@code golden/} cases, packed into this module at build time: each carries its own inputs and constants, so the
 * bake and controller cases hold for every spec, and generate never runs the reference. A deformer case ships when the
 * plugin's shaders compute it: a {@code SplineDeform} case of the spec's orientation mode, a {@code SplineAtlasDeform}
 * case of that mode in a 3D plugin, a {@code VelocityStretch} case of its dimensions (the {@code .ush} files are rendered for one of each), and no case that needs a feature the
 * plugin lacks ({@link dev.stretchy.model.ShaderGoldenModel#FEATURES}).
 */
public final class GoldenContributor {
    /** Folder of the golden files under the plugin root. */
    public static final String FOLDER = "Resources/Golden/";
    /** Classpath folder the build copies them into. */
    static final String RESOURCE = "golden";

    private static final ObjectMapper JSON = new ObjectMapper();

    private GoldenContributor() {}

    public static List<GeneratedFile> files(Spec spec, String target) {
        String root = spec.plugin().name() + "/" + FOLDER;
        return TemplateSet.list(RESOURCE, "").stream()
                .map(name -> new GeneratedFile(target, root + name, resource("/" + RESOURCE + "/" + name)))
                .filter(f -> ships(spec, f.content()))
                .toList();
    }

    /** Whether the plugin of {@code spec} ships the golden file {@code json}. */
    static boolean ships(Spec spec, byte[] json) {
        JsonNode c = read(json);
        for (JsonNode f : c.path("features")) {
            // A case that needs a feature the plugin lacks does not ship (its in-engine test could only skip it).
            if (!dev.stretchy.model.ShaderGoldenModel.FEATURES.contains(f.asText())) return false;
        }
        return switch (c.path("kernel").asText()) {
            case "SplineDeform" -> c.path("mode").asText().equals(spec.splineDeform().orientation().word());
            // The atlas files are 3D (docs/golden-format.md): a 2D plugin's atlas squash is another computation.
            case "SplineAtlasDeform" -> c.path("mode").asText().equals(spec.splineDeform().orientation().word())
                    && spec.velocityStretch().dimensions() == 3;
            case "VelocityStretch" -> c.path("dimensions").asInt() == spec.velocityStretch().dimensions();
            default -> true;
        };
    }

    private static JsonNode read(byte[] json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] resource(String path) {
        try {
            return TemplateSet.read(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
