package dev.stretchy.render;

import dev.stretchy.StretchyVersion;
import dev.stretchy.model.ControllerContract;
import dev.stretchy.model.Literals;
import dev.stretchy.model.ParameterContract;
import dev.stretchy.model.PluginModel;
import dev.stretchy.model.UnrealModel;
import dev.stretchy.spec.Spec;

/**
 * Everything an Unreal template may read, and nothing else: the spec itself is not in scope. A template that names
 * anything not here fails to render (the renderer is strict).
 *
 * @param lit        the literal policy: numbers and every escape of spec text
 * @param controller the velocity controller's constants (settings struct, golden reader)
 * @param ue         the components', editor module's and tests' names and defaults
 * @param atlasFunctionInputs the atlas deformer's Custom-node inputs (per-instance ones read from custom data)
 * @param atlasCode  the atlas deformer's Custom node Code as a C++ string literal body (escaped)
 * @param shaderGolden the in-engine shader golden test (its compute shader's permutations and resources)
 * @param parameters the catalogue's numeric parameters with the spec's values (the per-parameter macros)
 */
public record UnrealView(String notice, String mathVersion, Literals lit, PluginModel plugin,
                         ParameterContract splineContract, ParameterContract velocityContract, ParameterContract atlasContract,
                          dev.stretchy.model.InstanceLayout instanceLayout,
                         ControllerContract controller, UnrealModel ue,
                         java.util.List<UnrealModel.FunctionInputRow> atlasFunctionInputs, String atlasCode,
                         dev.stretchy.model.ShaderGoldenModel shaderGolden,
                         dev.stretchy.model.ParameterValues parameters) {

    public static UnrealView of(Spec spec) {
        return new UnrealView(UnrealTarget.NOTICE, StretchyVersion.MATH, Literals.INSTANCE, PluginModel.of(spec),
                ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL), ParameterContract.velocityStretch(spec),
                ParameterContract.splineAtlasDeform(spec, dev.stretchy.spec.Target.UNREAL), dev.stretchy.model.InstanceLayout.STANDARD,
                ControllerContract.of(spec), UnrealModel.of(spec),
                UnrealModel.atlasFunctionInputs(ParameterContract.splineAtlasDeform(spec, dev.stretchy.spec.Target.UNREAL), dev.stretchy.model.InstanceLayout.STANDARD),
                Literals.INSTANCE.cppString(dev.stretchy.model.CustomNode.splineAtlasDeform(PluginModel.of(spec)).code()),
                dev.stretchy.model.ShaderGoldenModel.of(spec), dev.stretchy.model.ParameterValues.of(spec));
    }
}
