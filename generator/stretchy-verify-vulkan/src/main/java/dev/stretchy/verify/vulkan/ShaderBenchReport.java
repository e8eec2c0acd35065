package dev.stretchy.verify.vulkan;

import dev.stretchy.spec.Spec;
import dev.stretchy.verify.BackendUnavailableException;
import dev.stretchy.verify.ShaderBenchmark;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** {@code stretchy bench}'s report: shader cost per orientation mode against mode C, the article's body. */
final class ShaderBenchReport implements ShaderBenchmark {
    @Override
    public String run(Spec spec, Options o, PrintWriter out) throws BackendUnavailableException {
        ShaderBench bench = new ShaderBench(spec, o.vertices(), o.repeats());
        List<ShaderBench.Row> rows;
        List<ShaderBench.Row> normals;
        List<ShaderBench.ThreejsRow> threejs;
        List<ShaderBench.FeatureRow> features;
        ShaderBench.AtlasRow atlas = null;
        String deviceName = "none";
        if (!o.device()) {
            rows = bench.run(null);
            normals = bench.runNormals(null);
            threejs = bench.runThreejs(null);
            features = bench.runFeatures(null);
        } else {
            try (VulkanDevice d = VulkanDevice.open()) {
                deviceName = d.name() + ", " + d.apiVersion() + (d.timestampNanos() > 0
                        ? ", dispatches timed by device timestamps" : ", dispatches timed from submit to fence");
                rows = bench.run(d);
                normals = bench.runNormals(d);
                threejs = bench.runThreejs(d);
                features = bench.runFeatures(d);
                atlas = bench.atlas(d, o.atlasInstances());
            } catch (VulkanUnavailableException e) {
                throw new BackendUnavailableException("no Vulkan device: " + e.getMessage(), e);
            }
        }
        ShaderBench.Row c = rows.stream().filter(r -> r.shader().endsWith("article")).findFirst().orElseThrow();
        out.printf(Locale.ROOT, "device: %s; %d vertices per dispatch, median of %d; harness wrapper: %d instructions%n",
                deviceName, o.vertices(), o.repeats(), bench.wrapperInstructions());
        out.printf(Locale.ROOT, "%-34s %6s %9s %7s %8s %9s %12s %7s%n", "shader", "instr", "deformer", "vs C",
                "samples", "fetches", "evals/s", "vs C");
        for (ShaderBench.Row r : rows) {
            out.printf(Locale.ROOT, "%-34s %6d %9d %6.2fx %8d %9s %12s %6sx%n", r.shader(), r.instructions(),
                    r.deformerInstructions(), r.deformerInstructions() / (double) c.deformerInstructions(), r.imageReads(),
                    Double.isNaN(r.fetchesExecuted()) ? "-" : String.format(Locale.ROOT, "%.3f", r.fetchesExecuted()),
                    Double.isNaN(r.evalsPerSecond()) ? "-" : String.format(Locale.ROOT, "%.3g", r.evalsPerSecond()),
                    Double.isNaN(r.evalsPerSecond()) ? "-" : String.format(Locale.ROOT, "%.2f", r.evalsPerSecond() / c.evalsPerSecond()));
        }
        // Math spec section 8: the normal and tangent nodes, against mode A's offset without normals.
        ShaderBench.Row a = rows.stream().filter(r -> r.shader().endsWith("parallel-transport")).findFirst().orElseThrow();
        out.printf(Locale.ROOT, "%nnormals (each deformer's fused node: the normal and the tangent from one call; normals "
                + "wrapper: %d instructions), "
                + "against mode A's offset alone (%d deformer instructions):%n", bench.normalsWrapperInstructions(),
                a.deformerInstructions());
        out.printf(Locale.ROOT, "%-48s %9s %14s %8s %12s %16s%n", "shader", "deformer", "+offset vs A", "samples",
                "evals/s", "offset+normals vs A");
        for (ShaderBench.Row r : normals) {
            ShaderBench.Row offset = r.shader().startsWith("VelocityStretch") ? rows.get(rows.size() - 1)
                    : rows.stream().filter(x -> r.shader().startsWith(x.shader() + " ")).findFirst().orElseThrow();
            double combined = 1 / (1 / offset.evalsPerSecond() + 1 / r.evalsPerSecond());
            out.printf(Locale.ROOT, "%-48s %9d %13.2fx %8d %12s %15sx%n", r.shader(), r.deformerInstructions(),
                    (r.deformerInstructions() + offset.deformerInstructions()) / (double) a.deformerInstructions(), r.imageReads(),
                    Double.isNaN(r.evalsPerSecond()) ? "-" : String.format(Locale.ROOT, "%.3g", r.evalsPerSecond()),
                    Double.isNaN(combined) ? "-" : String.format(Locale.ROOT, "%.2f", combined / a.evalsPerSecond()));
        }
        out.println("normals rows: samples counts image reads in the code (bilinear samples and point loads); "
                + "offset+normals vs A: the throughput of the offset node and the normal node run one after the "
                + "other, as a ratio of mode A's offset alone, in this run.");
        printFeatures(out, features);
        NormalsTable table = new NormalsTable(rows, bench.runUnrealNodes(), threejs);
        out.println();
        out.print(table.text());
        if (atlas != null) {
            out.printf(Locale.ROOT, "atlas (section 9, mode A, both frames, %d instances x %d vertices, 64 rows, squash) vs "
                    + "single-curve (both frames): %.3g vs %.3g evals/s = %.2fx%n", atlas.instances(),
                    atlas.verticesPerInstance(), atlas.atlasPerSecond(), atlas.singlePerSecond(), atlas.ratio());
        }
        out.println("instr: SPIR-V instructions in function bodies after shaderc -O (performance), one evaluation; "
                + "deformer: minus the harness wrapper; samples: image sample instructions in the code; fetches: "
                + "samples executed per evaluation (counted on the device); evals/s: median dispatch throughput.");
        out.flush();
        return table.markdown(deviceName, o.vertices(), o.repeats(), atlas);
    }

    /**
     * Math spec section 10: per mode, the offset node and the fused exact normal node with each feature in the shader,
     * against the same nodes without any (what a spec that uses none of them compiles). Lines start with
     * {@code section10} so scripts/bench-section10.sh can lift the table.
     */
    private static void printFeatures(PrintWriter out, List<ShaderBench.FeatureRow> rows) {
        out.printf(Locale.ROOT, "%nsection10 | mode | features | offset instr | vs none | offset samples | normals instr | vs none "
                + "| normals samples | offset fetches | offset evals/s |%n");
        out.println("section10 |---|---|---|---|---|---|---|---|---|---|");
        for (ShaderBench.FeatureRow r : rows) {
            ShaderBench.FeatureRow none = rows.stream().filter(x -> x.orientation() == r.orientation() && x.features().equals("none"))
                    .findFirst().orElseThrow();
            out.printf(Locale.ROOT, "section10 | %s | %s | %d | %+d | %d | %d | %+d | %d | %s | %s |%n", r.orientation().word(),
                    r.features(), r.offset().deformerInstructions(),
                    r.offset().deformerInstructions() - none.offset().deformerInstructions(), r.offset().imageReads(),
                    r.normals().deformerInstructions(), r.normals().deformerInstructions() - none.normals().deformerInstructions(),
                    r.normals().imageReads(),
                    Double.isNaN(r.offset().fetchesExecuted()) ? "-" : String.format(Locale.ROOT, "%.3f", r.offset().fetchesExecuted()),
                    Double.isNaN(r.offset().evalsPerSecond()) ? "-" : String.format(Locale.ROOT, "%.3g", r.offset().evalsPerSecond()));
        }
        out.println("section10 instr: SPIR-V instructions minus the harness wrapper (the normals: both nodes, normal and "
                + "tangent); samples: image sample instructions in the code; vs none: against the same mode without any "
                + "section 10 feature in the shader.");
    }
}
