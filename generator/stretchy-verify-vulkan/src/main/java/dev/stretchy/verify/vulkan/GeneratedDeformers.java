package dev.stretchy.verify.vulkan;

import dev.stretchy.model.CustomNode;
import dev.stretchy.model.ParameterContract;
import dev.stretchy.model.PluginModel;
import dev.stretchy.render.GeneratedFile;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SplineDeformSpec;
import dev.stretchy.verify.GeneratedSource;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The two deformer shaders of a spec, rendered by the same generator that writes the plugin, with the contract and
 * Custom node Code each is used with.
 */
public record GeneratedDeformers(Deformer splineDeform, Deformer velocityStretch, Deformer splineDeformNormal,
                                 Deformer velocityStretchNormal) {

    /** One deformer: its rendered {@code .ush} (plugin-relative path and text), contract and Custom node. */
    public record Deformer(String path, String ush, ParameterContract contract, CustomNode node) {
        public Deformer withUsh(String text) {
            return new Deformer(path, text, contract, node);
        }

        public DeformerHarness harness(int calls) {
            return new DeformerHarness(contract, node, ush, calls);
        }

        /** A normal node's harness (math spec section 8): output 0 the normal, output 1 the tangent. */
        public DeformerHarness normalsHarness() {
            return DeformerHarness.normals(contract, node, ush);
        }
    }

    public static GeneratedDeformers render(Spec spec) {
        return render(GeneratedSource.unrealPlugin(), spec);
    }

    /** The deformers as {@code source} gives them for {@code spec}. */
    public static GeneratedDeformers render(GeneratedSource source, Spec spec) {
        List<GeneratedFile> files = source.files(spec);
        PluginModel plugin = PluginModel.of(spec);
        return new GeneratedDeformers(
                find(files, plugin, plugin.splineDeformShader(), ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL), CustomNode.splineDeform(plugin)),
                find(files, plugin, plugin.velocityStretchShader(), ParameterContract.velocityStretch(spec),
                        CustomNode.velocityStretch(plugin)),
                find(files, plugin, CustomNode.normalShader(plugin.splineDeformShader()),
                        ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL).withNormalAndTangent(), CustomNode.splineDeformNormal(plugin)),
                find(files, plugin, CustomNode.normalShader(plugin.velocityStretchShader()),
                        ParameterContract.velocityStretch(spec).withNormalAndTangent(), CustomNode.velocityStretchNormal(plugin)));
    }

    private static Deformer find(List<GeneratedFile> files, PluginModel plugin, String file, ParameterContract contract,
                                 CustomNode node) {
        String path = plugin.name() + "/Shaders/Private/" + file;
        GeneratedFile f = files.stream().filter(g -> g.path().equals(path)).findFirst()
                .orElseThrow(() -> new IllegalStateException("the generator did not produce " + path));
        return new Deformer(path, new String(f.content(), StandardCharsets.UTF_8), contract, node);
    }

    /** The spec with another orientation mode (e.g. mode C for the baseline benchmark). */
    public static Spec withOrientation(Spec spec, Orientation o) {
        return withSplineDeform(spec, s -> s.withOrientation(o));
    }

    /** The spec with the math spec section 10 features {@code features} (catalogue words) turned on as well. */
    public static Spec withFeatures(Spec spec, java.util.Set<String> features) {
        return withSplineDeform(spec, s -> s.withFeatures(features));
    }

    /** The spec with another normals mode. */
    public static Spec withNormals(Spec spec, NormalsMode n) {
        return withSplineDeform(spec, s -> s.withNormals(n));
    }

    /** The spec with 2D (sprite) or 3D velocity stretch. */
    public static Spec withDimensions(Spec spec, int dimensions) {
        return spec.withVelocityStretch(spec.velocityStretch().withDimensions(dimensions));
    }

    static Spec withSplineDeform(Spec spec, UnaryOperator<SplineDeformSpec> change) {
        return spec.withSplineDeform(change.apply(spec.splineDeform()));
    }
}
