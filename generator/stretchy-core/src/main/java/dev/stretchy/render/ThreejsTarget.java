package dev.stretchy.render;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.Target;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The three.js/TypeScript package, rooted at the package's folder: what the spec decides (constants, the contract,
 * the GLSL, package.json and its lockfile, the README) rendered from {@code templates/threejs/}, and the hand-written
 * library copied as it is from the TypeScript project {@code threejs/stretchy-three/} (packaged as the resource
 * folder {@code library/threejs/}). That project holds the rendered files of the default spec too, committed; those
 * copies are skipped here, the templates decide them.
 */
public final class ThreejsTarget implements TargetGenerator {
    private final TemplateRenderer renderer;

    public ThreejsTarget(TemplateRenderer renderer) {
        this.renderer = renderer;
    }

    @Override
    public Target target() {
        return Target.THREEJS;
    }

    @Override
    public void parseAhead() {
        renderer.parseAhead("threejs");
    }

    @Override
    public List<GeneratedFile> generate(Spec spec) {
        String root = spec.threejs().packageName();
        List<GeneratedFile> files = new ArrayList<>(renderer.render("threejs", model(spec), Map.of("packageName", root)));
        Set<String> rendered = files.stream().map(GeneratedFile::path).collect(Collectors.toSet());
        for (String rel : TemplateSet.list(LIBRARY, "threejs")) {
            String path = root + rel.substring("threejs".length());
            if (rendered.contains(path)) continue;
            try {
                files.add(new GeneratedFile(target().word(), path, TemplateSet.read("/" + LIBRARY + "/" + rel)));
            } catch (IOException e) {
                throw new RenderException("library file " + rel + ": " + e, e);
            }
        }
        return files;
    }

    /** The classpath folder of the hand-written libraries, one subfolder a target. */
    private static final String LIBRARY = "library";

    /** The render model: a typed view, everything a template may read. */
    public static ThreejsView model(Spec spec) {
        return ThreejsView.of(spec);
    }
}
