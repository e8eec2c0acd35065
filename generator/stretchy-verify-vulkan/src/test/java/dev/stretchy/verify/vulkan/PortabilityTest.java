package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.contract.Orientation;
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
        DeformerHarness h = d.harness(2);
        SpirvModule m = h.compile(ShaderCompiler.Optimisation.PERFORMANCE);
        SpirvValidator.validate(m, name);
        int textures = h.bindings().textureInputs().size();
        // Every call samples each texture at least once (the fallback fetch comes on top in some modes).
        int samples = h.calls() * textures;
        for (CrossCompiler.Target t : CrossCompiler.Target.values()) {
            String out = CrossCompiler.translate(m, t);
            String where = name + " -> " + t + ":\n" + out;
            List<String> expected = new ArrayList<>();
            String sample;
            switch (t) {
                case MSL -> {
                    expected.add("kernel void " + DeformerHarness.ENTRY_POINT + "(");
                    expected.add("[[thread_position_in_grid]]");
                    for (int b = 0; b < 3; b++) expected.add("[[buffer(" + b + ")]]");
                    for (int x = 0; x < textures; x++) {
                        expected.add("texture2d<float> ");
                        expected.add("[[texture(" + x + ")]]");
                        expected.add("[[sampler(" + x + ")]]");
                    }
                    sample = ".sample(";
                }
                case GLSL_ES_310 -> {
                    expected.addAll(List.of("#version 310 es\n", "void main()", "layout(local_size_x = 64,",
                            "layout(binding = 0, std430) readonly buffer", "layout(binding = 1, std430) readonly buffer",
                            "layout(binding = 2, std430) buffer"));
                    sample = "textureLod(";
                    assertEquals(textures, count(out, "uniform highp sampler2D "), where);
                }
                case GLSL_450_VULKAN -> {
                    expected.addAll(List.of("#version 450\n", "void main()", "layout(local_size_x = 64,",
                            "layout(set = 0, binding = 0, std430) readonly buffer",
                            "layout(set = 0, binding = 1, std430) readonly buffer", "layout(set = 0, binding = 2, std430) buffer"));
                    for (int x = 0; x < textures; x++) {
                        expected.add("layout(set = 0, binding = " + h.bindings().imageBinding(x) + ") uniform texture2D ");
                        expected.add("layout(set = 0, binding = " + h.bindings().samplerBinding(x) + ") uniform sampler ");
                    }
                    sample = "textureLod(sampler2D(";
                }
                default -> throw new AssertionError(t);
            }
            for (String e : expected) assertTrue(out.contains(e), "missing '" + e + "' in " + where);
            assertTrue(count(out, sample) >= samples, samples + " x '" + sample + "' expected in " + where);
            if (textures == 0) assertEquals(0, count(out, sample), where);
            // The math survives translation: normalising the axis (velocity) or the frame (spline) is a dot product.
            assertTrue(out.contains("dot("), where);
        }
    }

    private static int count(String text, String what) {
        return text.split(java.util.regex.Pattern.quote(what), -1).length - 1;
    }
}
