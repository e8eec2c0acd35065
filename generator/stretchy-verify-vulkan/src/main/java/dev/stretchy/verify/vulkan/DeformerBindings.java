package dev.stretchy.verify.vulkan;

import dev.stretchy.model.ContractInput;
import dev.stretchy.model.CustomNodeFunction;
import dev.stretchy.model.ParameterContract;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The resource layout every deformer harness shares, whatever the shading language: what is uploaded, where, and how
 * the results come back.
 *
 * <p>Bindings: 0 vertices (float4), 1 input slots (float4 each: the contract's non-texture inputs after
 * LocalPosition, current values then previous-frame values), 2 output (float4 per vertex and call), then the texture
 * inputs from binding 3: an (image, sampler) pair each for HLSL's {@code Texture2D} + {@code SamplerState}, or one
 * combined image sampler each for GLSL's {@code sampler2D}.
 */
record DeformerBindings(ParameterContract contract, int calls, Textures textures) {
    static final int GROUP_SIZE = 64;
    static final int VERTICES = 0;
    static final int INPUTS = 1;
    static final int OUTPUT = 2;
    static final int FIRST_TEXTURE = 3;

    /** How a texture input is bound. */
    enum Textures {
        /** A sampled image and a sampler, two bindings (HLSL). */
        SEPARATE,
        /** One combined image sampler (GLSL {@code sampler2D}). */
        COMBINED
    }

    DeformerBindings {
        if (calls != 1 && calls != 2) throw new IllegalArgumentException("calls must be 1 or 2");
        if (!contract.inputs().get(0).base().equals("LocalPosition")) {
            throw new IllegalArgumentException(contract.kernel() + ": the first input must be the vertex");
        }
        java.util.Objects.requireNonNull(textures);
    }

    /** Inputs fed from the slot buffer, in contract order. */
    List<ContractInput> slotInputs() {
        return CustomNodeFunction.slotInputs(contract);
    }

    List<ContractInput> textureInputs() {
        return contract.inputs().stream().filter(ContractInput::isTexture).toList();
    }

    /** The binding of texture input {@code t}'s image (its combined image sampler when {@link Textures#COMBINED}). */
    int imageBinding(int t) {
        return textures == Textures.COMBINED ? FIRST_TEXTURE + t : FIRST_TEXTURE + 2 * t;
    }

    int samplerBinding(int t) {
        if (textures == Textures.COMBINED) throw new IllegalStateException("combined image samplers have no sampler binding");
        return FIRST_TEXTURE + 2 * t + 1;
    }

    /**
     * The shader expression reading {@code in} (a slot input) for {@code call}: {@code StretchyHarnessInputs[k].x} or
     * {@code .xyz}, the same text in HLSL and GLSL.
     */
    String slotRead(int call, ContractInput in) {
        return CustomNodeFunction.slotRead("StretchyHarnessInputs", contract, call, in);
    }

    static int groups(int vertices) {
        return (vertices + GROUP_SIZE - 1) / GROUP_SIZE;
    }

    /**
     * Resources for one evaluation batch.
     *
     * @param current  values by base name (scalars length 1, vectors length 3)
     * @param previous previous-frame values of animated inputs; missing ones take the current value
     * @param texels   RGBA texels by base name, {@code [texel][4]}, one row
     */
    List<ComputeResource> resources(double[][] vertices, Map<String, double[]> current, Map<String, double[]> previous,
                                    Map<String, double[][]> texels) {
        if (vertices.length == 0) throw new IllegalArgumentException("no vertices");
        float[] v = new float[4 * vertices.length];
        // A fourth component is the vertex's stretch mask (math spec section 10.3), read by a VertexStretchMask argument.
        for (int i = 0; i < vertices.length; i++) {
            for (int k = 0; k < Math.min(vertices[i].length, 4); k++) v[4 * i + k] = (float) vertices[i][k];
        }
        List<ContractInput> slotInputs = slotInputs();
        float[] slots = new float[4 * slotInputs.size() * calls];
        for (int c = 0; c < calls; c++) {
            for (int j = 0; j < slotInputs.size(); j++) {
                ContractInput in = slotInputs.get(j);
                double[] value = value(in, c, current, previous);
                for (int k = 0; k < value.length; k++) slots[4 * (c * slotInputs.size() + j) + k] = (float) value[k];
            }
        }
        List<ComputeResource> r = new ArrayList<>();
        r.add(new ComputeResource.Buffer(VERTICES, v, false));
        r.add(new ComputeResource.Buffer(INPUTS, slots, false));
        r.add(new ComputeResource.Buffer(OUTPUT, new float[4 * calls * vertices.length], true));
        List<ContractInput> tex = textureInputs();
        for (int t = 0; t < tex.size(); t++) {
            double[][] rows = texels.get(tex.get(t).base());
            if (rows == null || rows.length == 0) throw new IllegalArgumentException("texture " + tex.get(t).base() + " missing");
            float[] rgba = new float[4 * rows.length];
            for (int i = 0; i < rows.length; i++) {
                if (rows[i].length != 4) throw new IllegalArgumentException(tex.get(t).base() + " texel " + i + " is not RGBA");
                for (int k = 0; k < 4; k++) rgba[4 * i + k] = (float) rows[i][k];
            }
            r.add(textures == Textures.COMBINED
                    ? new ComputeResource.CombinedTexture(imageBinding(t), rows.length, 1, rgba)
                    : new ComputeResource.Texture(imageBinding(t), samplerBinding(t), rows.length, 1, rgba));
        }
        return r;
    }

    /** The value of a slot input in frame 0 (current) or 1 (previous); checked against the input's width. */
    private double[] value(ContractInput in, int frame, Map<String, double[]> current, Map<String, double[]> previous) {
        double[] value = frame == 1 && in.animated() && previous.containsKey(in.base()) ? previous.get(in.base())
                : current.get(in.base());
        if (value == null) throw new IllegalArgumentException(contract.kernel() + " input " + in.base() + " missing");
        int width = in.kind() == ContractInput.Kind.SCALAR ? 1 : 3;
        if (value.length != width) {
            throw new IllegalArgumentException(in.base() + " has " + value.length + " components, expected " + width);
        }
        return value;
    }

    /** Dispatches once over {@code vertexCount} vertices; {@code result[call][vertex]} is the offset. */
    double[][][] run(VulkanDevice device, SpirvModule module, String entryPoint, List<ComputeResource> resources,
                     int vertexCount) {
        try (ComputePipeline p = new ComputePipeline(device, module, entryPoint, resources, groups(vertexCount))) {
            p.dispatch();
            float[] out = p.read(OUTPUT);
            double[][][] r = new double[calls][vertexCount][3];
            for (int i = 0; i < vertexCount; i++) {
                for (int c = 0; c < calls; c++) for (int k = 0; k < 3; k++) r[c][i][k] = out[4 * (calls * i + c) + k];
            }
            return r;
        }
    }
}
