package dev.stretchy.verify.vulkan;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.SplineDeformCase;
import dev.stretchy.golden.VelocityStretchCase;
import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import java.util.List;
import java.util.function.Predicate;
import dev.stretchy.verify.GeneratedSource;

/** Deliberate bugs planted in the three.js package's GLSL; each must be caught by verify --backend vulkan-glsl. */
enum GlslMutants {
    /** Mode A: the Rodrigues cross terms with the wrong sign (rotates the cross-section the wrong way). */
    RODRIGUES_SIGN_FLIP("+ cross(axis, ", "- cross(axis, ", 2,
            c -> c instanceof SplineDeformCase s && s.mode() == Orientation.PARALLEL_TRANSPORT),
    /** The ease to rest before Progress 1 left out. */
    SETTLE_DROPPED("  offset *= 1.0 - stretchySettleWeight(Progress, SettleWindow);\n", "", 1, c -> c instanceof SplineDeformCase),
    /** The settle factor as 1.0's smoothstep(1 - w, 1, p): 0/0 at Progress 1 once 1 - w rounds to 1 (math 1.1 step 9). */
    SETTLE_SMOOTHSTEP_ZERO_BY_ZERO("clamp((progress - 1.0) / max(settleWindow, 1e-30) + 1.0, 0.0, 1.0)",
            "clamp((progress - (1.0 - settleWindow)) / (1.0 - (1.0 - settleWindow)), 0.0, 1.0)", 1, c -> c instanceof SplineDeformCase),
    /** The texelFetch analogue of a half-texel offset: the lerp's second texel is the first, so no interpolation. */
    TEXEL_LERP_DROPPED("int i1 = min(i0 + 1, last);", "int i1 = i0;", 1, c -> c instanceof SplineDeformCase),
    /** Mode C: a vertical tangent falls back to a fixed axis instead of the rest frame's right (math 1.1 step 8). */
    MODE_C_FALLBACK_FIXED("stretchyNormalize(cross(STRETCHY_UP, tangent), right)", "stretchyNormalize(cross(STRETCHY_UP, tangent), STRETCHY_ALT_UP)", 1,
            c -> c instanceof SplineDeformCase s && s.mode() == Orientation.ARTICLE),
    /** The velocity deformer's cross-section left at scale 1. */
    PERPENDICULAR_SCALE_DROPPED("perp * sPerp", "perp", 1, c -> c instanceof VelocityStretchCase),
    /** Math §8: the spline deformer's Jacobian transposed (normals through J instead of its cofactor's frame). */
    JACOBIAN_TRANSPOSED("""
              return mat3(mix(alongColumn, S.forward, settle), mix(S.rightD * crossColumn, S.right, settle),
                    mix(S.upD * crossColumn, S.up, settle)) * transpose(mat3(S.forward, S.right, S.up));""", """
              return transpose(mat3(mix(alongColumn, S.forward, settle), mix(S.rightD * crossColumn, S.right, settle),
                    mix(S.upD * crossColumn, S.up, settle)) * transpose(mat3(S.forward, S.right, S.up)));""", 1,
            GlslMutants::splineWithNormals),
    /** Math §8: the stretch dropped from the along-axis column (d advances at g, not g*sl). */
    JACOBIAN_STRETCH_DROPPED("float alongRate = S.localStretch * mix(", "float alongRate = mix(", 1, GlslMutants::splineWithNormals),
    /** Math §8.2: exact mode without the curve's bending term R'(d) (what rotate mode drops, in exact mode's cases). */
    JACOBIAN_BEND_DROPPED("vec3 alongColumn = ((curveDirection + bend) * alongRate", "vec3 alongColumn = (curveDirection * alongRate", 1,
            c -> c instanceof SplineDeformCase s && s.normals() != null && s.normals().mode() == NormalsMode.EXACT),
    /**
     * One evaluation per vertex: the offset the normal-turning vertex shader keeps (from the same evaluation as the
     * Jacobian) is taken from the origin instead of the vertex; the offset-only function is untouched, so only the
     * fused path can notice.
     */
    FUSED_OFFSET_WRONG("""
            StretchBias, MeshHalfLength, SettleWindow, EndExtrapolation);
              return stretchySplineOffset(S, LocalPosition, MeshCenterLocal,""", """
            StretchBias, MeshHalfLength, SettleWindow, EndExtrapolation);
              return stretchySplineOffset(S, vec3(0.0), MeshCenterLocal,""", 1,
            c -> c instanceof SplineDeformCase s && s.normals() != null),
    /** Math §8.3: the velocity deformer's Jacobian without its stretch along the axis. */
    VELOCITY_JACOBIAN_STRETCH_DROPPED("outerProduct(d, d) * sPar + ", "outerProduct(d, d) + ", 1,
            c -> c instanceof VelocityStretchCase v && v.normals() != null);

    private static boolean splineWithNormals(GoldenCase c) {
        return c instanceof SplineDeformCase s && s.normals() != null;
    }

    final String find;
    final String replace;
    final int occurrences;
    final Predicate<GoldenCase> cases;

    GlslMutants(String find, String replace, int occurrences, Predicate<GoldenCase> cases) {
        this.find = find;
        this.replace = replace;
        this.occurrences = occurrences;
        this.cases = cases;
    }

    List<GoldenCase> cases() {
        return GoldenCases.deformerCases().stream().filter(cases).toList();
    }

    /**
     * The package with the mutation planted in the file it targets; fails loudly when the target no longer contains
     * what it mutates.
     */
    GeneratedSource plantedIn(GeneratedSource threejsPackage) {
        String file = this == PERPENDICULAR_SCALE_DROPPED || this == VELOCITY_JACOBIAN_STRETCH_DROPPED
                ? "src/glsl/velocityStretch.glsl" : "src/glsl/splineDeform.glsl";
        return PlantedFaults.editing(threejsPackage, file, glsl -> {
            int n = glsl.split(java.util.regex.Pattern.quote(find), -1).length - 1;
            if (n != occurrences) throw new AssertionError(name() + ": '" + find + "' occurs " + n + " times, expected " + occurrences);
            return glsl.replace(find, replace);
        });
    }
}
