package dev.stretchy.render;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.stretchy.spec.Spec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The golden vectors shipped inside the plugin ({@code <PluginName>/Resources/Golden/<case>.json}) so its
 * automation tests compare the engine's bake, controller and shaders with the Java reference. They are the committed
 * {@code golden/} cases, packed into this module at build time: each carries its own inputs and constants, so the
 * bake and controller cases hold for every spec, and generate never runs the reference. A deformer case ships when the
 * plugin's shaders compute it: a {@code SplineDeform} case of the spec's orientation mode, a {@code SplineAtlasDeform}
 * case of that mode in a 3D plugin, a {@code VelocityStretch} case of its dimensions (the {@code .ush} files are rendered for one of each), and no case that needs a feature the
 * plugin's shaders do not compute ({@link dev.stretchy.model.ShaderGoldenModel#features}: a spec with closed loops off
 * ships no loop case).
 */
public final class GoldenContributor {
    /** Folder of the golden files under the plugin root. */
    public static final String FOLDER = "Resources/Golden/";
    /** Classpath folder the build copies them into. */
    static final String RESOURCE = "golden";

    private static final JsonFactory JSON = new JsonFactory();

    private GoldenContributor() {}

    public static List<GeneratedFile> files(Spec spec, String target) {
        String root = spec.plugin().name() + "/" + FOLDER;
        return Cases.ALL.stream()
                .filter(c -> ships(spec, c.header()))
                .map(c -> new GeneratedFile(target, root + c.name(), c.json(), c.sha256()))
                .toList();
    }

    /** A golden case in the build: its file name, bytes, header and SHA-256 (null unless the index holds it). */
    private record Case(String name, byte[] json, Header header, String sha256) {}

    /**
     * Every case in the build, read once per process: the build's resources never change while it runs. Headers come
     * from the build's {@link GoldenIndex} where it matches the bytes.
     */
    private static final class Cases {
        static final List<Case> ALL = cases(GoldenIndex.load());

        private static List<Case> cases(java.util.Map<String, GoldenIndex.Entry> index) {
            return TemplateSet.list(RESOURCE, "").stream().map(name -> {
                byte[] json = resource("/" + RESOURCE + "/" + name);
                GoldenIndex.Entry e = GoldenIndex.trusted(index.get(name), json);
                return e != null ? new Case(name, json, e.header(), e.sha256()) : new Case(name, json, Header.of(json), null);
            }).toList();
        }
    }

    /** Whether the plugin of {@code spec} ships the golden file {@code json}. */
    static boolean ships(Spec spec, byte[] json) {
        return ships(spec, Header.of(json));
    }

    private static boolean ships(Spec spec, Header c) {
        // A case that needs a feature its kernel's permutations lack does not ship (its in-engine test could only skip it).
        if (!dev.stretchy.model.ShaderGoldenModel.features(spec, c.kernel()).containsAll(c.features())) return false;
        return switch (c.kernel()) {
            case "SplineDeform" -> c.mode().equals(spec.splineDeform().orientation().word());
            // The atlas files are 3D (docs/golden-format.md): a 2D plugin's atlas squash is another computation.
            case "SplineAtlasDeform" -> c.mode().equals(spec.splineDeform().orientation().word())
                    && spec.velocityStretch().dimensions() == 3;
            case "VelocityStretch" -> c.dimensions() == spec.velocityStretch().dimensions();
            // The in-engine bake test (Stretchy.Bake) bakes section 2 only; FEATURES are the shaders'.
            case "SplineBake" -> c.features().isEmpty();
            default -> true;
        };
    }

    /**
     * The top-level fields {@link #ships} decides on ("" or 0 when absent). Read with the streaming parser, skipping
     * every other value unconverted: building the whole tree parsed each case's numbers, most of a cold generate's
     * time on the golden set.
     */
    record Header(String kernel, String mode, int dimensions, List<String> features) {
        static Header of(byte[] json) {
            String kernel = "";
            String mode = "";
            int dimensions = 0;
            List<String> features = new ArrayList<>();
            try (JsonParser p = JSON.createParser(json)) {
                if (p.nextToken() != JsonToken.START_OBJECT) throw new IOException("a golden case is a JSON object");
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    JsonToken v = p.nextToken();
                    switch (name) {
                        case "kernel" -> kernel = p.getValueAsString("");
                        case "mode" -> mode = p.getValueAsString("");
                        case "dimensions" -> dimensions = p.getValueAsInt();
                        case "features" -> {
                            if (v == JsonToken.START_ARRAY) {
                                while (p.nextToken() != JsonToken.END_ARRAY) {
                                    features.add(p.getValueAsString(""));
                                    p.skipChildren();
                                }
                            }
                        }
                        default -> { }
                    }
                    p.skipChildren(); // a value of another shape than expected, or a field not needed here
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new Header(kernel, mode, dimensions, List.copyOf(features));
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
