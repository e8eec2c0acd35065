package dev.stretchy.verify.vulkan;

import dev.stretchy.model.ContractInput;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.verify.GeneratedSource;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/** Decorators that plant a fault behind the backend's seams: in the generated source, or in the harness's wiring. */
final class PlantedFaults {
    private PlantedFaults() {}

    /** {@code base} with {@code edit} applied to the file whose path ends in {@code file}. */
    static GeneratedSource editing(GeneratedSource base, String file, UnaryOperator<String> edit) {
        return spec -> base.files(spec).stream()
                .map(f -> f.path().endsWith(file) ? GeneratedFile.text(f.target(), f.path(), edit.apply(f.text())) : f)
                .toList();
    }

    /** {@code base}'s shaders fed the previous frame's inputs in the current-frame call and vice versa. */
    static DeformerShaders framesSwapped(DeformerShaders base) {
        return new DeformerShaders(base.backendName(), mode -> swapped(base.splineDeform(mode)),
                dimensions -> swapped(base.velocityStretch(dimensions)), base.splineNormals(), base.velocityNormals());
    }

    private static DeformerShader swapped(DeformerShader h) {
        return new DeformerShader() {
            @Override
            public DeformerBindings bindings() {
                return h.bindings();
            }

            @Override
            public String entryPoint() {
                return h.entryPoint();
            }

            @Override
            public SpirvModule compile(ShaderCompiler.Optimisation optimisation) {
                return h.compile(optimisation);
            }

            @Override
            public List<ComputeResource> resources(double[][] vertices, Map<String, double[]> current,
                                                   Map<String, double[]> previous, Map<String, double[][]> textures) {
                // Call 0 reads "current", call 1 an animated input's "previous": hand each the other frame's values.
                Map<String, double[]> previousAsCurrent = new HashMap<>(current);
                for (ContractInput in : h.bindings().contract().inputs()) {
                    if (in.animated() && previous.containsKey(in.base())) previousAsCurrent.put(in.base(), previous.get(in.base()));
                }
                return h.resources(vertices, previousAsCurrent, current, textures);
            }
        };
    }
}
