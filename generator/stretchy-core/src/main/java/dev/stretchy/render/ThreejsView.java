package dev.stretchy.render;

import dev.stretchy.StretchyVersion;
import dev.stretchy.model.ControllerContract;
import dev.stretchy.model.Literals;
import dev.stretchy.model.ParameterContract;
import dev.stretchy.model.ThreejsModel;
import dev.stretchy.spec.Spec;

/**
 * Everything a three.js template may read, and nothing else: the spec itself is not in scope. A template that names
 * anything not here fails to render (the renderer is strict).
 *
 * @param controller the velocity controller's constants (the TypeScript parameters)
 * @param three      the package's names and the spline deformer's defaults, in three.js's frame
 * @param parameters the catalogue's numeric parameters with the spec's values (the per-parameter macros)
 */
public record ThreejsView(String notice, String mathVersion, Literals lit, ParameterContract splineContract,
                          ParameterContract velocityContract, ParameterContract atlasContract,
                          dev.stretchy.model.InstanceLayout instanceLayout, ControllerContract controller, ThreejsModel three,
                          dev.stretchy.model.ParameterValues parameters) {

    public static ThreejsView of(Spec spec) {
        return new ThreejsView(UnrealTarget.NOTICE, StretchyVersion.MATH, Literals.INSTANCE,
                ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.THREEJS), ParameterContract.velocityStretch(spec),
                ParameterContract.splineAtlasDeform(spec, dev.stretchy.spec.Target.THREEJS), dev.stretchy.model.InstanceLayout.STANDARD,
                ControllerContract.of(spec), ThreejsModel.of(spec),
                dev.stretchy.model.ParameterValues.of(spec));
    }
}
