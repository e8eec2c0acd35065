package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.spec.Orientation;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every generated deformer, wrapped as Unreal wraps it, validates and cross-compiles to MSL and GLSL. */
class PortabilityTest {
    static Stream<Arguments> shaders() {
        Spec base = SpecLoader.loadDefault();
        List<Arguments> out = new ArrayList<>();
        for (Orientation o : Orientation.values()) {
            out.add(Arguments.of("SplineDeform " + o.word(),
                    GeneratedDeformers.render(GeneratedDeformers.withOrientation(base, o)).splineDeform()));
        }
        for (int dims : new int[] {3, 2}) {
            out.add(Arguments.of("VelocityStretch " + dims + "D",
                    GeneratedDeformers.render(GeneratedDeformers.withDimensions(base, dims)).velocityStretch()));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shaders")
    void crossCompiles(String name, GeneratedDeformers.Deformer d) {
        SpirvModule m = d.harness(2).compile(ShaderCompiler.Optimisation.PERFORMANCE);
        SpirvValidator.validate(m, name);
        for (CrossCompiler.Target t : CrossCompiler.Target.values()) {
            String out = CrossCompiler.translate(m, t);
            assertTrue(out.contains(t == CrossCompiler.Target.MSL ? "kernel void" : "void main()"), name + " → " + t);
        }
    }
}
