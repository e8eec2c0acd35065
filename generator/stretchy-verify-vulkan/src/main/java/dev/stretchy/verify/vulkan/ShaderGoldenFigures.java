package dev.stretchy.verify.vulkan;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFeature;
import dev.stretchy.golden.GoldenIo;
import dev.stretchy.golden.Kernel;
import dev.stretchy.golden.SplineAtlasDeformCase;
import dev.stretchy.golden.SplineDeformCase;
import dev.stretchy.model.ShaderGoldenModel;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.GoldenContributor;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Comparison;
import dev.stretchy.verify.GeneratedSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The figures of the in-engine shader golden test (issue 25), written by {@code scripts/shader-golden-figures.sh} into
 * {@code docs/shader-golden-figures.md}: per spec, which golden files the plugin ships and what they weigh, how many
 * cases and evaluations the test covers, and the wall time of the test shader's run on this machine's Vulkan device.
 * A benchmark: measures and prints, asserts nothing.
 */
public final class ShaderGoldenFigures {
    private ShaderGoldenFigures() {}

    public static void main(String[] args) throws Exception {
        Path specs = Path.of(args.length > 0 ? args[0] : "specs");
        Path golden = Path.of(args.length > 1 ? args[1] : "golden");
        StringBuilder md = new StringBuilder();
        md.append("# In-engine shader golden test: figures\n\n");
        md.append("Written by `scripts/shader-golden-figures.sh` (never edited by hand); what the numbers mean is in\n");
        md.append("[shader-verification.md](shader-verification.md#the-in-engine-golden-test-shadersgolden-issue-25).\n\n");
        long committedDeformer = 0;
        long committedBytes = 0;
        try (Stream<Path> files = Files.list(golden)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                if (shader(GoldenIo.read(f))) {
                    committedDeformer++;
                    committedBytes += Files.size(f);
                }
            }
        }
        md.append(String.format(Locale.ROOT, "Committed deformer and atlas golden files (`golden/`): %d, %d bytes.%n%n",
                committedDeformer, committedBytes));
        md.append("| spec | shipped golden files | evaluated by the test (of shipped) | skipped, with their reason | deformer and atlas cases shipped (of committed) | bytes before (bake, controller) | bytes the deformer and atlas cases add | evaluations (offsets + normals + atlas) | cases with features evaluated (which) | device run, wall time | worst error (of tolerance) |\n");
        md.append("|---|---|---|---|---|---|---|---|---|---|---|\n");
        String device = "";
        String loadBefore = load();
        try (Stream<Path> list = Files.list(specs)) {
            for (Path specFile : list.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                Spec spec = SpecLoader.load(specFile);
                ShaderGoldenModel model = ShaderGoldenModel.of(spec);
                List<GeneratedFile> shipped = GoldenContributor.files(spec, "unreal");
                long before = 0;
                long added = 0;
                List<GoldenCase> evaluated = new ArrayList<>();
                List<GoldenCase> deformer = new ArrayList<>();
                java.util.Map<String, Integer> skipped = new java.util.TreeMap<>();
                for (GeneratedFile f : shipped) {
                    GoldenCase c = GoldenIo.parse(f.text(), f.path().substring(f.path().lastIndexOf('/') + 1));
                    if (shader(c)) {
                        deformer.add(c);
                        added += f.content().length;
                    } else {
                        before += f.content().length;
                    }
                    String mode = c instanceof SplineDeformCase d ? d.mode().word() : c instanceof SplineAtlasDeformCase a ? a.mode().word() : null;
                    String why = model.skipReason(c.kernel().name(), mode, c.features().stream().map(GoldenFeature::word).toList());
                    if (why == null) evaluated.add(c);
                    else skipped.merge(why, 1, Integer::sum);
                }
                int evaluations = 0;
                double worst = 0;
                long start = System.nanoTime();
                try (VulkanBackend b = new VulkanBackend(DeformerShaders.shaderGolden(spec, GeneratedSource.unrealPlugin(), t -> t))) {
                    device = b.deviceName();
                    ShaderGoldenAtlas atlas = new ShaderGoldenAtlas(spec, GeneratedSource.unrealPlugin(), t -> t);
                    for (GoldenCase c : evaluated) {
                        Map<String, double[][]> actual = c instanceof SplineAtlasDeformCase a ? atlas.evaluate(b.device(), a) : b.evaluate(c);
                        CaseResult r = Comparison.compare(c.name() + ".json", c, actual);
                        if (r.status() != CaseResult.Status.PASS) throw new IllegalStateException(c.name() + ": " + r.message());
                        worst = Math.max(worst, r.worst());
                        evaluations += 1 + (actual.containsKey("normals") ? 1 : 0);
                    }
                }
                double seconds = (System.nanoTime() - start) / 1e9;
                List<GoldenCase> tens = evaluated.stream().filter(c -> !c.features().isEmpty()).toList();
                String tenFeatures = String.join(", ", tens.stream().flatMap(c -> c.features().stream()).map(GoldenFeature::word)
                        .distinct().sorted().toList());
                md.append(String.format(Locale.ROOT, "| `%s` | %d | %d (of %d) | %d (%s) | %d (of %d) | %d | %d | %d (%d permutations) | %d%s | %.1f s | %.3g |%n",
                        specFile.getFileName(), shipped.size(), evaluated.size(), shipped.size(), shipped.size() - evaluated.size(),
                        String.join("; ", skipped.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).toList()),
                        deformer.size(), committedDeformer, before, added, evaluations, model.kernels().size(), tens.size(),
                        tens.isEmpty() ? "" : " (" + tenFeatures + ")", seconds, worst));
            }
        }
        md.append(String.format(Locale.ROOT, "%nDevice: %s. The wall time includes compiling the test shader's permutations "
                + "(shaderc) and creating the pipelines; it is one run, on whatever load the machine had (load average "
                + "before: %s; after: %s; %d processors).%n", device, loadBefore, load(), Runtime.getRuntime().availableProcessors()));
        System.out.print(md);
    }

    /** The 1, 5 and 15 minute load averages (Linux), or "unknown". */
    private static String load() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (Exception e) {
            return "unknown";
        }
    }

    /** A case the test shader computes: a deformer's or the atlas's. */
    private static boolean shader(GoldenCase c) {
        return c.kernel() == Kernel.SplineDeform || c.kernel() == Kernel.VelocityStretch || c.kernel() == Kernel.SplineAtlasDeform;
    }
}
