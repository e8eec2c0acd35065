package dev.stretchy.verify.vulkan;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.SplineDeformCase;
import dev.stretchy.golden.VelocityStretchCase;
import dev.stretchy.contract.Orientation;
import dev.stretchy.verify.GeneratedSource;

/** Deliberate bugs planted in the generated shader text; each must be caught by verify. */
enum ShaderMutants {
    /** Mode A: the Rodrigues cross term with the wrong sign (rotates the cross-section the wrong way). */
    RODRIGUES_SIGN_FLIP("+ cross(axis, crossSection)", "- cross(axis, crossSection)"),
    /** The ease to rest before Progress 1 left out. */
    SETTLE_DROPPED("offset *= 1.0 - settle * settle * (3.0 - 2.0 * settle);", ""),
    /** The settle factor as 1.0's smoothstep(1 - w, 1, p): 0/0 at Progress 1 once 1 - w rounds to 1 (math 1.1 step 9). */
    SETTLE_SMOOTHSTEP_ZERO_BY_ZERO("saturate((progress - 1.0) / settleWindow + 1.0)",
            "saturate((progress - (1.0 - settleWindow)) / (1.0 - (1.0 - settleWindow)))"),
    /** The bilinear fetch without the half-texel inset: samples half a texel early. */
    HALF_TEXEL_OFFSET("float2((texel + 0.5) / sampleCount, 0.5)", "float2(texel / sampleCount, 0.5)"),
    /** Mode C: a vertical tangent falls back to a fixed axis instead of the rest frame's right (math 1.1 step 8). */
    MODE_C_FALLBACK_FIXED("1e-16)) : right;", "1e-16)) : float3(0.0, 1.0, 0.0);"),
    /** Math §8.4: the normal through the transposed cofactor (rows taken for columns, section 8.8's M'). */
    JACOBIAN_TRANSPOSED("= cross(settledRight, settledUp) * normalComponents.x\n"
            + "\t+ cross(settledUp, settledAlong) * normalComponents.y + cross(settledAlong, settledRight) * normalComponents.z;",
            "= mul(float3x3(cross(settledRight, settledUp), cross(settledUp, settledAlong), cross(settledAlong, settledRight)), "
            + "normalComponents);"),
    /** Math §8.8: the direction's components in the rest frame with forward and right swapped (J = M' P F^T, P ≠ I). */
    JACOBIAN_REST_FRAME_SWAPPED("float3(dot(LocalNormal, forward), dot(LocalNormal, right), dot(LocalNormal, up))",
            "float3(dot(LocalNormal, right), dot(LocalNormal, forward), dot(LocalNormal, up))"),
    /** The fused node's additional output: the tangent turned with the normal's rest-frame components. */
    JACOBIAN_TANGENT_OUTPUT_FROM_NORMAL("settledAlong * tangentComponents.x + settledRight * tangentComponents.y\n"
            + "\t+ settledUp * tangentComponents.z;",
            "settledAlong * normalComponents.x + settledRight * normalComponents.y\n\t+ settledUp * normalComponents.z;"),
    /** Math §8.1: the stretch dropped from the along-axis column (d advances at g, not g*sl). */
    JACOBIAN_STRETCH_DROPPED(": sizeScale * localStretch;", ": sizeScale;"),
    /** Math §8.2: exact mode without the curve's bending term R'(d). */
    JACOBIAN_BEND_DROPPED("(curveDirection + sectionRate) * alongRate", "curveDirection * alongRate"),
    /**
     * Exact mode's point loads, read once for step 6 and the rate: the second texel the first, so neither the lerp nor
     * the rate sees the curve turn between them.
     */
    JACOBIAN_LOADS_ONE_TEXEL("const int texel1 = min(texel0 + 1, lastTexel);", "const int texel1 = texel0;"),
    /** The velocity node's additional output: the tangent stretched along the axis by the normal's component. */
    VELOCITY_TANGENT_OUTPUT_FROM_NORMAL("axis * (stretch * tangentAlong)", "axis * (stretch * normalAlong)"),
    /** The velocity node's normal split along the axis by the tangent's component (a copy of the tangent's line). */
    VELOCITY_NORMAL_ALONG_FROM_TANGENT("const float normalAlong = dot(LocalNormal, axis);",
            "const float normalAlong = dot(LocalTangent, axis);");

    final String find;
    final String replace;

    ShaderMutants(String find, String replace) {
        this.find = find;
        this.replace = replace;
    }

    /**
     * The golden cases whose shader holds the mutated text: the mode A and mode C terms exist only in their mode's
     * shader, the velocity node's only in the velocity cases with normals.
     */
    boolean appliesTo(GoldenCase g) {
        if (name().startsWith("VELOCITY_")) return g instanceof VelocityStretchCase v && v.normals() != null;
        if (!(g instanceof SplineDeformCase c)) return false;
        return switch (this) {
            case RODRIGUES_SIGN_FLIP -> c.mode() == Orientation.PARALLEL_TRANSPORT;
            case MODE_C_FALLBACK_FIXED -> c.mode() == Orientation.ARTICLE;
            case JACOBIAN_TRANSPOSED, JACOBIAN_REST_FRAME_SWAPPED, JACOBIAN_STRETCH_DROPPED, JACOBIAN_TANGENT_OUTPUT_FROM_NORMAL ->
                    c.normals() != null;
            case JACOBIAN_BEND_DROPPED, JACOBIAN_LOADS_ONE_TEXEL ->
                    c.normals() != null && c.normals().mode() == dev.stretchy.contract.NormalsMode.EXACT;
            default -> true;
        };
    }

    /**
     * The plugin's source with the mutation planted in the spline deformer's {@code .ush}; fails loudly when the text
     * no longer contains what it mutates.
     */
    GeneratedSource plantedIn(GeneratedSource plugin) {
        String file = name().startsWith("VELOCITY_") ? "VelocityStretchNormal.ush"
                : name().startsWith("JACOBIAN_") ? "SplineDeformNormal.ush" : "SplineDeform.ush";
        return PlantedFaults.editing(plugin, file, ush -> {
            if (!ush.contains(find)) throw new AssertionError(name() + ": the shader no longer contains '" + find + "'");
            return ush.replace(find, replace);
        });
    }
}
