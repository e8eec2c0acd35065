package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.model.CustomNode;
import dev.stretchy.model.ParameterContract;
import dev.stretchy.spec.SpecLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class CustomNodeTranslationTest {
    final GeneratedDeformers.Deformer spline = GeneratedDeformers.render(SpecLoader.loadDefault()).splineDeform();

    @Test
    void signatureIsTheContractInOrderWithSamplersAfterTextures() {
        String text = CustomNodeTranslation.of(1, spline.contract(), spline.node()).emit();
        assertTrue(text.contains("MaterialFloat3 CustomExpression1(FMaterialVertexParameters Parameters, "
                + "MaterialFloat3 LocalPosition, MaterialFloat Stretchy_Progress, MaterialFloat Stretchy_SplineLength, "
                + "MaterialFloat Stretchy_SampleCount, Texture2D Stretchy_PositionTexture, "
                + "SamplerState Stretchy_PositionTextureSampler, Texture2D Stretchy_TangentTexture, "
                + "SamplerState Stretchy_TangentTextureSampler, MaterialFloat3 Stretchy_MeshCenterLocal"), text);
        assertTrue(text.contains("{\r\n#include \"/Plugin/Stretchy/Private/StretchySplineDeform.ush\"\n"), text);
    }

    @Test
    void definesAndIncludePathsComeFirstAsTheTranslatorEmitsThem() {
        String text = new CustomNodeTranslation(0, "MaterialFloat", spline.contract(), spline.node(),
                java.util.Map.of("STRETCHY_X", "1"), java.util.List.of("/Engine/Private/Random.ush")).emit();
        assertTrue(text.startsWith("#ifndef STRETCHY_X\n#define STRETCHY_X 1\n#endif//STRETCHY_X\n"
                + "#include \"/Engine/Private/Random.ush\"\nMaterialFloat CustomExpression0("), text);
    }

    @Test
    void codeWithoutReturnIsWrappedAsAnExpression() {
        assertEquals("return a + b;", CustomNodeTranslation.translatedCode("a + b"));
        assertEquals("x; return y;", CustomNodeTranslation.translatedCode("x; return y;"));
    }

    @Test
    void aBareIncludeWouldNotCompileWhichIsWhyTheCodeNamesReturn() {
        assertThrows(IllegalArgumentException.class,
                () -> new CustomNode(spline.node().virtualPath(), "#include \"" + spline.node().virtualPath() + "\""));
        assertTrue(spline.node().code().contains("return"));
        // The translator would turn a bare include into "return #include ...;": prove that breaks the compile.
        String wrapped = CustomNodeTranslation.translatedCode("#include \"" + spline.node().virtualPath() + "\"");
        assertTrue(wrapped.startsWith("return #include"));
        String source = CommonUshPrelude.TEXT + "float3 F(float3 LocalPosition)\n{\n" + wrapped + "\n}\n"
                + "[numthreads(1,1,1)] void main() {}\n";
        assertThrows(ShaderCompileException.class, () -> ShaderCompiler.compileCompute(source, "bare.hlsl", "main",
                java.util.Map.of(spline.node().virtualPath(), spline.ush()), ShaderCompiler.Optimisation.NONE));
    }

    @Test
    void theIncludeResolvesOnlyTheMappedVirtualPath() {
        DeformerHarness h = new DeformerHarness(spline.contract(), new CustomNode("/Plugin/Stretchy/Private/Missing.ush",
                "#include \"/Plugin/Stretchy/Private/Missing.ush\"\n// return"), spline.ush(), 1);
        ShaderCompileException e = assertThrows(ShaderCompileException.class, () -> ShaderCompiler.compileCompute(h.source(),
                "h.hlsl", DeformerHarness.ENTRY_POINT, java.util.Map.of(spline.node().virtualPath(), spline.ush()),
                ShaderCompiler.Optimisation.NONE));
        assertTrue(e.getMessage().contains("Missing.ush"), e.getMessage());
    }

    @Test
    void theHarnessCompilesWhatTheGeneratorWritesToDisk(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        var files = dev.stretchy.render.Generator.standard().generate(dev.stretchy.spec.SpecLoader.loadDefault(),
                java.util.List.of(dev.stretchy.spec.Target.UNREAL));
        var writer = new dev.stretchy.write.OutputWriter(dir);
        writer.apply(writer.plan(files, java.util.List.of("unreal"), false), files);
        String onDisk = Files.readString(dir.resolve(spline.path()));
        assertEquals(onDisk, spline.ush());
        ParameterContract c = spline.contract();
        assertTrue(c.names().values().stream().filter(n -> !n.equals("LocalPosition")).allMatch(n -> n.startsWith("Stretchy_")));
    }

    @Test
    void thePreludeDefinesExactlyTheCommonUshFunctionsTheLintAllows() {
        for (String f : dev.stretchy.lint.HlslNames.COMMON_USH_FUNCTIONS) {
            assertTrue(CommonUshPrelude.TEXT.contains(" " + f + "("), f);
        }
        assertFalse(CommonUshPrelude.TEXT.contains("InterlockedAdd"), "the fetch counter is for the benchmark only");
    }
}
