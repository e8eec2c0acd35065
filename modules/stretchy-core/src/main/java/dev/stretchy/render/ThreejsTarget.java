package dev.stretchy.render;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.Target;
import java.util.List;
import java.util.Map;

/**
 * The three.js/TypeScript package: templates under {@code templates/threejs/}, rooted at the package's folder.
 * {@code __dot__} in a template path stands for a leading dot (Maven's resource copy drops dot-files).
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
    public List<GeneratedFile> generate(Spec spec) {
        return renderer.render("threejs", model(spec), Map.of("packageName", spec.threejs().packageName(), "dot", "."));
    }

    /** The render model: a typed view, everything a template may read. */
    public static ThreejsView model(Spec spec) {
        return ThreejsView.of(spec);
    }
}
