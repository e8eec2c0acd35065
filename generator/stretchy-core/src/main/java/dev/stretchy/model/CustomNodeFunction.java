package dev.stretchy.model;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * One definition of how Unreal's material translator wraps a Custom node ({@code FHLSLMaterialTranslator::CustomExpression},
 * ue-api-facts §6.1): {@code <OutType> <Name>(<Parameters type> Parameters, <contract inputs in order>)} with the Code
 * as the body, a texture input as {@code Texture2D X, SamplerState XSampler}. The Vulkan harness emits it as the
 * translator does; the plugin's in-engine golden test shader ({@code <Plugin>ShaderGolden.usf}) emits the same text.
 */
public final class CustomNodeFunction {
    private CustomNodeFunction() {}

    /** The translator's single-expression rule: Code without the word {@code return} becomes {@code return Code;}. */
    public static String translatedCode(String code) {
        return code.contains("return") ? code : "return " + code + ";";
    }

    /**
     * The function: signature, then the Code between braces; {@code newline} joins the body's lines to the braces
     * ({@code \r\n} in the translator's output).
     */
    public static String emit(String outputType, String name, String parametersType, ParameterContract contract,
                              CustomNode node, String newline) {
        List<String> params = new ArrayList<>();
        params.add(parametersType + " Parameters");
        for (ContractInput in : contract.inputs()) {
            if (in.isTexture()) {
                params.add("Texture2D " + in.inputName());
                params.add("SamplerState " + in.inputName() + "Sampler");
            } else {
                params.add(in.kind().materialType() + " " + in.inputName());
            }
        }
        // The translator's additional outputs: trailing inout parameters (engine facts, "Custom node reuse").
        for (String out : contract.additionalOutputs()) params.add("inout MaterialFloat3 " + out);
        return outputType + ' ' + name + '(' + String.join(", ", params) + ")\n"
                + "{" + newline + translatedCode(node.code()) + newline + "}\n";
    }

    /** Non-texture parameters, read from a slot buffer in contract order (current frame's slots, then previous). */
    public static List<ContractInput> slotInputs(ParameterContract contract) {
        return contract.inputs().stream().filter(i -> i.isParameter() && !i.isTexture()).toList();
    }

    /**
     * The arguments of a harness-style evaluation: {@code Parameters}, the vertex, each slot
     * input as {@code slotRead} gives it, each texture input's texture and sampler; a normal node's rest normal and
     * tangent ({@link ParameterContract#NORMAL}, {@link ParameterContract#TANGENT}), then its additional outputs.
     */
    public static List<String> arguments(ParameterContract contract, Function<ContractInput, String> slotRead,
                                         IntFunction<String> texture, IntFunction<String> sampler) {
        return arguments(contract, slotRead, texture, sampler, CustomNodeFunction::vertexArgument);
    }

    /** As above, a per-vertex scalar (the stretch mask) passed as {@code vertexWeight} gives it. */
    public static List<String> arguments(ParameterContract contract, Function<ContractInput, String> slotRead,
                                         IntFunction<String> texture, IntFunction<String> sampler,
                                         Function<ContractInput, String> vertexWeight) {
        List<String> args = new ArrayList<>();
        args.add("Parameters");
        int tex = 0;
        for (ContractInput in : contract.inputs()) {
            if (in.base().equals(ParameterContract.NORMAL)) {
                args.add("RestNormal");
            } else if (in.base().equals(ParameterContract.TANGENT)) {
                args.add("RestTangent");
            } else if (isVertexWeight(in)) {
                args.add(vertexWeight.apply(in));
            } else if (!in.isParameter()) {
                args.add("Vertex");
            } else if (in.isTexture()) {
                args.add(texture.apply(tex));
                args.add(sampler.apply(tex));
                tex++;
            } else {
                args.add(slotRead.apply(in));
            }
        }
        args.addAll(contract.additionalOutputs());
        return args;
    }

    /**
     * Output {@code call} of a harness-style evaluation of {@code function}: call 0 is the call itself; with
     * additional outputs, call {@code k} >= 1 reads the {@code k}th of them, which call 0 filled (so the statement
     * for call 0 comes first and the node runs once). The caller declares them with {@link #outputLocals}.
     */
    public static String output(ParameterContract contract, int call, String function, List<String> args) {
        if (call == 0 || contract.additionalOutputs().isEmpty()) return function + "(" + String.join(", ", args) + ")";
        return contract.additionalOutputs().get(call - 1);
    }

    /** The zero-initialised locals the call fills, one statement each (the translator's own form). */
    public static List<String> outputLocals(ParameterContract contract) {
        return contract.additionalOutputs().stream().map(o -> "MaterialFloat3 " + o + " = (MaterialFloat3)0;").toList();
    }

    /** A per-vertex scalar (the stretch mask, math spec section 10.3): the caller declares {@link #vertexArgument}. */
    public static boolean isVertexWeight(ContractInput in) {
        return !in.isParameter() && in.kind() == ContractInput.Kind.SCALAR;
    }

    /** The argument a harness passes for a per-vertex scalar: {@code Vertex} + its name, e.g. {@code VertexStretchMask}. */
    public static String vertexArgument(ContractInput in) {
        return "Vertex" + in.base();
    }

    /** {@code Inputs[k].x} or {@code .xyz}: slot {@code in} of frame {@code frame} in a buffer named {@code buffer}. */
    public static String slotRead(String buffer, ParameterContract contract, int frame, ContractInput in) {
        List<ContractInput> slots = slotInputs(contract);
        int j = slots.indexOf(in);
        if (j < 0) throw new IllegalArgumentException(in.base() + " is not a slot input");
        return buffer + "[" + (frame * slots.size() + j) + "]" + (in.kind() == ContractInput.Kind.SCALAR ? ".x" : ".xyz");
    }
}
