package dev.stretchy.model;

import java.util.List;

/**
 * The per-instance data of the curve atlas (deformer-math.md section 9.2), declared once: 16 floats in four groups of
 * four. Unreal's custom data index of a float is its position in {@code floats}; three.js's instanced attribute of
 * group {@code j} is {@code attributes.get(j)}, item size {@code groupSize}. Both targets, the C++ core and the shader
 * harness read {@link #STANDARD}.
 */
public record InstanceLayout(List<String> floats, List<String> attributes, int groupSize) {
    public static final InstanceLayout STANDARD = new InstanceLayout(List.of(
            "Progress", "PrevProgress", "StretchScale", "SizeScale",
            "AtlasRow", "SplineLength", "PrevStretchScale", "PrevSizeScale",
            "VelocityAxisLocalX", "VelocityAxisLocalY", "VelocityAxisLocalZ", "VelocityStretch",
            "VelocityPivotLocalX", "VelocityPivotLocalY", "VelocityPivotLocalZ", "PrevVelocityStretch"),
            List.of("stretchyTravel", "stretchyTravelRow", "stretchyVelocityAxis", "stretchyVelocityPivot"), 4);

    public InstanceLayout {
        floats = List.copyOf(floats);
        attributes = List.copyOf(attributes);
        if (floats.size() != attributes.size() * groupSize) throw new IllegalArgumentException("groups do not cover the floats");
    }

    public int count() {
        return floats.size();
    }

    /** The index of {@code name} ({@code Progress}, {@code VelocityAxisLocalX}, ...). */
    public int index(String name) {
        int i = floats.indexOf(name);
        if (i < 0) throw new IllegalArgumentException("no per-instance float " + name);
        return i;
    }

    /**
     * The float feeding atlas contract input {@code base} in {@code frame} (0 current, 1 previous): the first of three
     * for a vector. A per-atlas input (not carried per instance) answers -1; an input without a previous value reads
     * the current one in frame 1.
     */
    public int source(String base, int frame) {
        String name = base.equals("VelocityAxisLocal") || base.equals("VelocityPivotLocal") ? base + "X" : base;
        if (frame == 1 && floats.contains("Prev" + name)) return floats.indexOf("Prev" + name);
        return floats.indexOf(name);
    }

    /** The per-atlas inputs of {@code atlas}: its slot inputs this layout does not carry, in contract order. */
    public List<ContractInput> perAtlas(ParameterContract atlas) {
        return CustomNodeFunction.slotInputs(atlas).stream().filter(i -> source(i.base(), 0) < 0).toList();
    }

    /** The float4 rows one instance takes in a slot buffer: the layout's groups, then one per per-atlas input. */
    public int stride(ParameterContract atlas) {
        return count() / groupSize() + perAtlas(atlas).size();
    }

    /**
     * The shader expression reading slot input {@code in} of {@code atlas} in {@code frame} from {@code buffer}, whose
     * rows {@code Base ..} are the instance's ({@link #stride}): a per-instance float from its group's lane, as the
     * material's PerInstanceCustomData gives it, or a per-atlas input from its row after the groups. HLSL and GLSL alike.
     */
    public String read(String buffer, ParameterContract atlas, ContractInput in, int frame) {
        int k = source(in.base(), frame);
        boolean vector = in.kind() == ContractInput.Kind.VECTOR;
        if (k >= 0) {
            int lane = k % groupSize();
            if (vector && lane + 3 > groupSize()) throw new IllegalStateException(in.base() + " straddles two groups");
            return buffer + "[Base + " + (k / groupSize()) + "]." + LANES.substring(lane, lane + (vector ? 3 : 1));
        }
        int j = perAtlas(atlas).indexOf(in);
        if (j < 0) throw new IllegalArgumentException(in.base() + " is not a slot input of " + atlas.kernel());
        return buffer + "[Base + " + (count() / groupSize() + j) + "]." + (vector ? "xyz" : "x");
    }

    private static final String LANES = "xyzw";
}
