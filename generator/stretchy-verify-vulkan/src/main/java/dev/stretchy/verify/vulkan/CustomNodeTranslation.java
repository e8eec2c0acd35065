package dev.stretchy.verify.vulkan;

import dev.stretchy.model.CustomNode;
import dev.stretchy.model.CustomNodeFunction;
import dev.stretchy.model.ParameterContract;
import java.util.List;
import java.util.Map;

/**
 * The text Unreal's material translator emits for one Custom node ({@code FHLSLMaterialTranslator::CustomExpression},
 * ue-api-facts §6.1): the node's AdditionalDefines as guarded defines, its IncludeFilePaths at file scope, then
 * {@code <OutType> CustomExpression<N>(FMaterialVertexParameters Parameters, <inputs>)} with the Code as the body,
 * joined with {@code \r\n} as the engine joins it. Inputs are the contract's, in contract order; a texture input
 * becomes {@code Texture2D X, SamplerState XSampler}.
 */
public record CustomNodeTranslation(int index, String outputType, ParameterContract contract, CustomNode node,
                                    Map<String, String> additionalDefines, List<String> includeFilePaths) {
    public CustomNodeTranslation {
        if (index < 0) throw new IllegalArgumentException("index < 0");
        additionalDefines = Map.copyOf(additionalDefines);
        includeFilePaths = List.copyOf(includeFilePaths);
    }

    /** A float3 node with no extra defines or include paths: how the material functions use the deformers. */
    public static CustomNodeTranslation of(int index, ParameterContract contract, CustomNode node) {
        return new CustomNodeTranslation(index, "MaterialFloat3", contract, node, Map.of(), List.of());
    }

    public String functionName() {
        return "CustomExpression" + index;
    }

    /** The translator's single-expression rule ({@link CustomNodeFunction#translatedCode}). */
    public static String translatedCode(String code) {
        return CustomNodeFunction.translatedCode(code);
    }

    public String emit() {
        StringBuilder s = new StringBuilder();
        additionalDefines.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(d -> s
                .append("#ifndef ").append(d.getKey()).append('\n')
                .append("#define ").append(d.getKey()).append(' ').append(d.getValue()).append('\n')
                .append("#endif//").append(d.getKey()).append('\n'));
        includeFilePaths.forEach(p -> s.append("#include \"").append(p).append("\"\n"));
        s.append(CustomNodeFunction.emit(outputType, functionName(), "FMaterialVertexParameters", contract, node, "\r\n"));
        return s.toString();
    }
}
