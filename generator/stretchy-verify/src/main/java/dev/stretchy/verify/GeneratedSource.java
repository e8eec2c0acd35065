package dev.stretchy.verify;

import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.TemplateRenderer;
import dev.stretchy.render.ThreejsTarget;
import dev.stretchy.render.UnrealTarget;
import dev.stretchy.spec.Spec;
import java.util.List;

/**
 * Where a backend's generated source comes from: the generator's output for a spec. A backend is built with one; the
 * tests that prove a backend can fail decorate it with a planted fault, so main code carries no mutation parameters.
 */
@FunctionalInterface
public interface GeneratedSource {
    /** The files a target generates from {@code spec}, paths relative to the output folder. */
    List<GeneratedFile> files(Spec spec);

    /** The Unreal plugin's rendered templates (the shaders and the C++; no golden copies, which no backend reads). */
    static GeneratedSource unrealPlugin() {
        return UnrealTarget::renderTemplates;
    }

    /** The three.js package. */
    static GeneratedSource threejsPackage() {
        return spec -> new ThreejsTarget(TemplateRenderer.shared()).generate(spec);
    }
}
