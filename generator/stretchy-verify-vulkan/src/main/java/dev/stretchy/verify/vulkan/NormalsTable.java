package dev.stretchy.verify.vulkan;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The cost of the offset, the normal and the tangent per vertex against the offset alone, for every orientation and
 * normals mode (math spec section 8): the three.js GLSL, which evaluates them once, and the Unreal material function,
 * where the translator compiles the offset node for World Position Offset and the fused normal node once for the
 * customized UVs that carry its normal and tangent, two generated functions (docs/engine-facts.md).
 */
record NormalsTable(List<Line> lines) {
    /** One orientation and normals mode. */
    record Line(Orientation orientation, NormalsMode normals, ShaderBench.ThreejsRow threejs, ShaderBench.Row unrealOffset,
                ShaderBench.Row unrealFused) {
        int unrealInstructions() {
            return unrealOffset.deformerInstructions() + unrealFused.deformerInstructions();
        }

        double unrealRatio() {
            return unrealInstructions() / (double) unrealOffset.deformerInstructions();
        }

        int unrealReads() {
            return unrealOffset.imageReads() + unrealFused.imageReads();
        }
    }

    /** {@code nodes}: {@link ShaderBench#runUnrealNodes}'s rows, the fused node compiled alone. */
    NormalsTable(List<ShaderBench.Row> offsets, List<ShaderBench.Row> nodes, List<ShaderBench.ThreejsRow> threejs) {
        this(lines(offsets, nodes, threejs));
    }

    private static List<Line> lines(List<ShaderBench.Row> offsets, List<ShaderBench.Row> nodes,
                                    List<ShaderBench.ThreejsRow> threejs) {
        List<Line> r = new ArrayList<>();
        for (ShaderBench.ThreejsRow t : threejs) {
            String offsetName = "SplineDeform " + t.orientation().word();
            ShaderBench.Row offset = find(offsets, offsetName);
            ShaderBench.Row fused = find(nodes, offsetName + " fused node " + t.normals().word());
            r.add(new Line(t.orientation(), t.normals(), t, offset, fused));
        }
        return r;
    }

    private static ShaderBench.Row find(List<ShaderBench.Row> rows, String name) {
        return rows.stream().filter(x -> x.shader().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no bench row " + name));
    }

    private static final String[] HEADER = {"mode", "normals", "three.js offset alone", "three.js offset+normal+tangent",
            "vs offset", "reads", "time vs offset", "Unreal offset node + fused node", "vs offset", "reads"};

    private List<String[]> cells() {
        List<String[]> r = new ArrayList<>();
        for (Line l : lines) {
            ShaderBench.ThreejsRow t = l.threejs();
            r.add(new String[] {l.orientation().word(), l.normals().word(), Integer.toString(t.offset().deformerInstructions()),
                    Integer.toString(t.fused().deformerInstructions()), ratio(t.instructionRatio()),
                    Integer.toString(t.fused().imageReads()),
                    Double.isNaN(t.timeRatio()) ? "-" : ratio(t.timeRatio()),
                    l.unrealOffset().deformerInstructions() + " + " + l.unrealFused().deformerInstructions(),
                    ratio(l.unrealRatio()), Integer.toString(l.unrealReads())});
        }
        return r;
    }

    private static String ratio(double x) {
        return String.format(Locale.ROOT, "%.2fx", x);
    }

    /** The table for the terminal. */
    String text() {
        StringBuilder s = new StringBuilder("offset + normal + tangent per vertex against the offset alone (SPIR-V "
                + "instructions after shaderc -O, image reads in the code; time: the offset's throughput over the "
                + "evaluation's, one run):\n");
        List<String[]> rows = new ArrayList<>();
        rows.add(HEADER);
        rows.addAll(cells());
        int[] width = new int[HEADER.length];
        for (String[] row : rows) for (int i = 0; i < row.length; i++) width[i] = Math.max(width[i], row[i].length());
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                s.append(i == 0 ? "" : "  ").append(String.format(Locale.ROOT, "%-" + width[i] + "s", row[i]));
            }
            s.setLength(s.length() - trailing(s));
            s.append('\n');
        }
        return s.toString();
    }

    private static int trailing(StringBuilder s) {
        int n = 0;
        while (n < s.length() && s.charAt(s.length() - 1 - n) == ' ') n++;
        return n;
    }

    /** The Markdown page {@code --markdown} writes: every figure in it comes from this run. */
    String markdown(String device, int vertices, int repeats, ShaderBench.AtlasRow atlas) {
        StringBuilder s = new StringBuilder();
        s.append("# Normals benchmark: one evaluation per vertex\n\n");
        s.append("Written by `stretchy bench --vertices ").append(vertices).append(" --repeats ").append(repeats)
                .append(" --markdown docs/benchmarks/normals.md`; do not edit by hand. Device: ").append(device)
                .append(".\n\n");
        s.append("Per orientation mode and normals mode, what a vertex that is moved and whose normal and tangent are "
                + "turned (math spec section 8) costs against the offset alone. Instructions: SPIR-V instructions in "
                + "function bodies after shaderc's performance optimisation, less the harness around them; reads: image "
                + "read instructions in the code (bilinear samples and point loads); time: the offset's throughput over "
                + "the evaluation's on the device, measured in this run.\n\n");
        s.append("- **three.js** (`stretchySplineDeformWithJacobian`, the package's vertex shader and the `vulkan-glsl` "
                + "harness): the offset, the normal and the tangent come from one evaluation of steps 1-8.\n");
        s.append("- **Unreal** (the material function the plugin builds): the translator reuses a Custom node's call "
                + "only within one scope and one generated function (docs/engine-facts.md, sections \"Custom nodes, World "
                + "Position Offset and vertex interpolators\" and \"Custom node reuse across properties\"). The plugin's "
                + "one normal node computes the normal and, as an additional output, the tangent; their six floats "
                + "leave the vertex stage on three customized UVs, which are compiled in the vertex scope and emitted as "
                + "one function, so the node runs once there. World Position Offset is a separate generated function in "
                + "every version read, so the offset node runs again for it: the column counts the offset node and the "
                + "fused node, each compiled alone. That second evaluation of steps 1-8 is why Unreal stays above "
                + "three.js, which has one evaluation for all three.\n\n");
        s.append('|');
        for (String h : HEADER) s.append(' ').append(h).append(" |");
        s.append("\n|");
        for (int i = 0; i < HEADER.length; i++) s.append(i < 2 ? "---|" : "---:|");
        s.append('\n');
        for (String[] row : cells()) {
            s.append('|');
            for (String c : row) s.append(' ').append(c).append(" |");
            s.append('\n');
        }
        if (atlas != null) {
            s.append(String.format(Locale.ROOT, "%nThe curve atlas (section 9, mode A, both frames, %d instances of %d "
                    + "vertices, 64 rows, with the squash) against the single curve (both frames), in the same run: "
                    + "%.3g against %.3g evaluations per second, %.2fx.%n", atlas.instances(), atlas.verticesPerInstance(),
                    atlas.atlasPerSecond(), atlas.singlePerSecond(), atlas.ratio()));
        }
        return s.toString();
    }
}
