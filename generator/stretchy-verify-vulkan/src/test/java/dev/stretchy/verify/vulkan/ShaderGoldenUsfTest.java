package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.Channel;
import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenIo;
import dev.stretchy.golden.Kernel;
import dev.stretchy.golden.SplineAtlasDeformCase;
import dev.stretchy.golden.SplineDeformCase;
import dev.stretchy.golden.Tolerance;
import dev.stretchy.golden.VelocityStretchCase;
import dev.stretchy.io.BoundedProcess;
import dev.stretchy.verify.CompileCache;
import dev.stretchy.model.PluginModel;
import dev.stretchy.model.ShaderGoldenModel;
import dev.stretchy.reference.Vec3;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.GoldenContributor;
import dev.stretchy.render.UnrealTarget;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Comparison;
import dev.stretchy.verify.GeneratedSource;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The plugin's in-engine shader golden test, run here as far as this machine allows: its compute shader
 * ({@code <Plugin>ShaderGolden.usf}, the generated text, each permutation, its entry point) on the Vulkan harness against
 * every deformer golden file the plugin ships (and the atlas files of the other orientation modes, through the test shader
 * of a plugin in that mode), and its comparison core ({@code <Plugin>ShaderGoldenCore}, compiled with g++ against the
 * engine stand-in) judging those results. The core's verdict and its allowance per row must agree with the project's
 * comparison ({@link Comparison}, the rules of docs/golden-format.md), what it packs for the upload with what the
 * harness uploaded, and its plan with the run: every golden file evaluated or skipped with a reason. Planted faults in
 * the shader, in the core's tolerance rule, its packing, its kernel table and in the set of cases make the run fail.
 */
class ShaderGoldenUsfTest {
    private static final Duration PROCESS = Duration.ofSeconds(240);
    /** The default spec (mode A; closed loops on, no roll or mask): the plugin most tests here generate. */
    private static Spec spec;
    private static List<GoldenCase> shipped;
    /** What the device run evaluates: the shipped deformer cases, then the committed atlas files the plugin does not ship. */
    private static List<GoldenCase> evaluated;

    /**
     * The plugin of a spec as generated, rendered once per spec: every run, planted fault and check here reads it (a fault
     * edits the text it is given, never these files).
     */
    static final GeneratedSource PLUGIN = new GeneratedSource() {
        private final Map<Spec, List<GeneratedFile>> rendered = new java.util.concurrent.ConcurrentHashMap<>();

        @Override
        public List<GeneratedFile> files(Spec of) {
            return rendered.computeIfAbsent(of, UnrealTarget::renderTemplates);
        }
    };

    @BeforeAll
    static void shippedCases() throws Exception {
        spec = SpecLoader.loadDefault();
        shipped = shippedDeformerCases(spec);
        evaluated = evaluated(spec);
    }

    /** The example spec using all three section 10 features (mode B: its roll is in the quaternions, no BakedRoll). */
    static Spec loopRollMask() {
        try {
            return SpecLoader.load(Path.of("../../specs/loop-roll-mask.yaml"));
        } catch (dev.stretchy.spec.SpecException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The default spec with every section 10 feature on, mode A: BakedRoll a slot, the masked exact-normals cases. */
    static Spec allFeatures() {
        Spec d = SpecLoader.loadDefault();
        return d.withSplineDeform(d.splineDeform().withFeatures(dev.stretchy.spec.Target.UNREAL.features()));
    }

    /**
     * The shipped deformer cases of {@code spec}'s plugin, then the committed atlas files of the other modes it does not
     * ship, those needing only its features.
     */
    static List<GoldenCase> evaluated(Spec spec) throws Exception {
        List<GoldenCase> out = new ArrayList<>(shippedDeformerCases(spec));
        for (GoldenCase c : GoldenCases.COMMITTED) {
            if (atlasOfThePlugin(spec, c) && out.stream().noneMatch(x -> x.name().equals(c.name()))) out.add(c);
        }
        return out;
    }

    /** Whether {@code c} is an atlas file the plugin of {@code spec} (in the file's mode) evaluates: its features are the plugin's. */
    static boolean atlasOfThePlugin(Spec spec, GoldenCase c) {
        return c instanceof SplineAtlasDeformCase && ShaderGoldenModel.features(spec, c.kernel().name()).containsAll(words(c));
    }

    /** The deformer cases (the atlas's too) the plugin ships in Resources/Golden (what the in-engine test evaluates). */
    static List<GoldenCase> shippedDeformerCases(Spec spec) throws Exception {
        List<GoldenCase> out = new ArrayList<>();
        for (GoldenCase c : shippedCases(spec)) {
            if (c.kernel() == Kernel.SplineDeform || c.kernel() == Kernel.VelocityStretch || c.kernel() == Kernel.SplineAtlasDeform) {
                out.add(c);
            }
        }
        return out;
    }

    private static final Map<Spec, List<GoldenCase>> SHIPPED = new java.util.concurrent.ConcurrentHashMap<>();

    /** Every golden file the plugin ships (read once per spec). */
    static List<GoldenCase> shippedCases(Spec spec) throws Exception {
        List<GoldenCase> cases = SHIPPED.get(spec);
        if (cases != null) return cases;
        List<GoldenCase> out = new ArrayList<>();
        for (GeneratedFile f : GoldenContributor.files(spec, "unreal")) {
            out.add(GoldenIo.parse(f.text(), f.path().substring(f.path().lastIndexOf('/') + 1)));
        }
        SHIPPED.put(spec, List.copyOf(out));
        return SHIPPED.get(spec);
    }

    /** One evaluation the in-engine test makes: a case, a kernel of the test shader, and what the harness computed. */
    record Evaluation(GoldenCase c, ShaderGoldenModel.Kernel kernel, Map<String, double[][]> actual) {}

    /**
     * The run: every shipped case through the test shader (with {@code usfEdit}; {@code null}: as generated) on the device, compared by the project's
     * rules, then by the generated core (with {@code coreEdit}); the problems found, empty when all agree and pass.
     */
    static List<String> run(Path dir, UnaryOperator<String> usfEdit, UnaryOperator<String> coreEdit, List<String> figures)
            throws Exception {
        return run(spec, dir, usfEdit, coreEdit, figures, true);
    }

    /**
     * {@link #run} for the plugin of {@code plugin}; with {@code every} false it ends at the first problem (a planted fault's
     * run: one problem fails it, and the cases after it would only find more).
     */
    static List<String> run(Spec plugin, Path dir, UnaryOperator<String> usfEdit, UnaryOperator<String> coreEdit,
                            List<String> figures, boolean every) throws Exception {
        DeviceRun device = usfEdit == null ? clean(plugin, figures) : deviceRun(plugin, usfEdit, figures, every);
        List<String> problems = new ArrayList<>(device.problems());
        if (!every && !problems.isEmpty()) return problems;
        Path driver = buildDriver(plugin, dir, coreEdit);
        // An atlas file of another mode is judged by the core of the plugin in that mode (its slots follow that contract).
        Map<dev.stretchy.contract.Orientation, Path> modes = new java.util.EnumMap<>(dev.stretchy.contract.Orientation.class);
        modes.put(plugin.splineDeform().orientation(), driver);
        for (Evaluation e : device.evaluations()) {
            Path judgedBy = driver;
            if (e.c() instanceof SplineAtlasDeformCase a && !modes.containsKey(a.mode())) {
                Path sub = Files.createDirectories(dir.resolve("mode-" + a.mode().word()));
                modes.put(a.mode(), buildDriver(GeneratedDeformers.withOrientation(plugin, a.mode()), sub, coreEdit));
            }
            if (e.c() instanceof SplineAtlasDeformCase a) judgedBy = modes.get(a.mode());
            problems.addAll(judge(plugin, judgedBy, dir, e));
            if (!every && !problems.isEmpty()) break;
        }
        return problems;
    }

    /** The device's part of a run: the project's verdicts and the evaluations for the core. */
    record DeviceRun(List<String> problems, List<Evaluation> evaluations, List<String> figures) {}

    private static final Map<Spec, DeviceRun> CLEAN_RUNS = new java.util.HashMap<>();

    /** The unedited shader's device run, made once per spec (the core's faults reuse it). */
    static synchronized DeviceRun clean(Spec plugin, List<String> figures) throws Exception {
        DeviceRun r = CLEAN_RUNS.get(plugin);
        if (r == null) {
            r = deviceRun(plugin, UnaryOperator.identity(), new ArrayList<>(), true);
            CLEAN_RUNS.put(plugin, r);
        }
        figures.addAll(r.figures());
        return r;
    }

    static DeviceRun clean(List<String> figures) throws Exception {
        return clean(spec, figures);
    }

    /** The device run of the test shader with {@code usfEdit}: every case, or with {@code every} false up to the first problem. */
    static DeviceRun deviceRun(Spec plugin, UnaryOperator<String> usfEdit, List<String> figures, boolean every) throws Exception {
        List<String> problems = new ArrayList<>();
        ShaderGoldenModel model = ShaderGoldenModel.of(plugin);
        List<Evaluation> evaluations = new ArrayList<>();
        long start = System.nanoTime();
        List<GoldenCase> cases = evaluated(plugin);
        ShaderGoldenAtlas atlas = new ShaderGoldenAtlas(plugin, PLUGIN, usfEdit);
        try (VulkanBackend backend = new VulkanBackend(DeformerShaders.shaderGolden(plugin, PLUGIN, usfEdit))) {
            for (GoldenCase c : cases) {
                if (!every && !problems.isEmpty()) break;
                Map<String, double[][]> actual;
                try {
                    actual = c instanceof SplineAtlasDeformCase a ? atlas.evaluate(backend.device(), a) : backend.evaluate(c);
                } catch (Exception e) {
                    problems.add(c.name() + ": not evaluated: " + e.getMessage().lines().findFirst().orElse(""));
                    continue;
                }
                CaseResult r = Comparison.compare(c.name() + ".json", c, actual);
                if (r.status() != CaseResult.Status.PASS) problems.add(c.name() + ": " + r.status() + " " + r.message());
                figures.add(String.format(Locale.ROOT, "%s %s worst %.3g", r.status(), c.name(), r.worst()));
                for (ShaderGoldenModel.Kernel k : model.kernels()) {
                    if (!k.golden().equals(c.kernel().name())) continue;
                    if (k.normals() && !actual.containsKey("normals")) {
                        if (hasNormalsOfThisPlugin(plugin, c)) problems.add(c.name() + ": its normals were not evaluated");
                        continue;
                    }
                    evaluations.add(new Evaluation(c, k, actual));
                }
            }
        }
        figures.add(String.format(Locale.ROOT, "device run (%s): %d cases, %d evaluations, %.2f s", plugin.plugin().name(), cases.size(),
                evaluations.size(), (System.nanoTime() - start) / 1e9));
        return new DeviceRun(List.copyOf(problems), List.copyOf(evaluations), List.copyOf(figures));
    }

    /** Whether {@code c} has normals this plugin's shaders compute (SplineDeform normals are of one mode). */
    static boolean hasNormalsOfThisPlugin(GoldenCase c) {
        return hasNormalsOfThisPlugin(spec, c);
    }

    static boolean hasNormalsOfThisPlugin(Spec plugin, GoldenCase c) {
        if (c instanceof SplineDeformCase s) return s.normals() != null && s.normals().mode() == plugin.splineDeform().normals();
        return c instanceof VelocityStretchCase v && v.normals() != null;
    }

    /** The core as generated, edited, with the driver, built with g++ against the engine stand-in. */
    static Path buildDriver(Path dir, UnaryOperator<String> coreEdit) throws Exception {
        return buildDriver(spec, dir, coreEdit);
    }

    /** The drivers built so far, by what they are built from (the plugin's name, the core's two files): each built once. */
    private static final Map<String, Path> DRIVERS = new java.util.HashMap<>();
    /** Where the built drivers are kept for the tests after the one that built them. */
    @TempDir
    static Path drivers;

    static synchronized Path buildDriver(Spec of, Path dir, UnaryOperator<String> coreEdit) throws Exception {
        PluginModel plugin = PluginModel.of(of);
        String name = plugin.name();
        String root = name + "/Source/" + plugin.shadersModule() + "/";
        List<GeneratedFile> files = PLUGIN.files(of);
        Map<String, String> core = new LinkedHashMap<>();
        for (String ext : List.of(".h", ".cpp")) {
            String path = root + (ext.equals(".h") ? "Public/" : "Private/") + name + "ShaderGoldenCore" + ext;
            String text = files.stream().filter(f -> f.path().equals(path)).findFirst().orElseThrow().text();
            core.put(name + "ShaderGoldenCore" + ext, coreEdit.apply(text));
        }
        // A run judges with the unedited core again and again (every case of every run, the plan), a fault's core in
        // each mode it reaches: one built driver serves every run that would build the same one.
        String key = name + "\0" + String.join("\0", core.values());
        Path kept = DRIVERS.get(key);
        if (kept != null) return kept;
        for (Map.Entry<String, String> f : core.entrySet()) Files.writeString(dir.resolve(f.getKey()), f.getValue());
        Files.createDirectories(dir.resolve("ue-subset"));
        Files.write(dir.resolve("ue-subset/CoreMinimal.h"), resource("/cpp/ue-stand-in/CoreMinimal.h"));
        Files.write(dir.resolve("shader_golden_driver.cpp"), resource("/cpp/shader_golden_driver.cpp"));
        Files.write(dir.resolve("shader_golden_inputs.h"), resource("/cpp/shader_golden_inputs.h"));
        Files.writeString(dir.resolve("names.h"), "#pragma once\n#include \"CoreMinimal.h\"\ntypedef char16_t TCHAR;\n"
                + "#define TEXT(x) u##x\n#include \"" + name + "ShaderGoldenCore.h\"\n"
                + "using Core = F" + name + "ShaderGoldenCore;\nusing Case = F" + name + "ShaderGoldenCase;\n"
                + "using Kernel = E" + name + "ShaderGoldenKernel;\nusing Inputs = F" + name + "ShaderGoldenInputs;\n");
        Files.deleteIfExists(dir.resolve("shader-golden-driver"));
        String cxx = System.getenv("CXX") == null || System.getenv("CXX").isBlank() ? "g++" : System.getenv("CXX");
        // Each source its own unit: a fault planted in the core does not recompile the unchanged driver (CompileCache).
        CompileCache.Outcome r = CompileCache.build(List.of(cxx, "-std=c++17", "-O1", "-Wall", "-Wextra", "-Werror",
                "-I", dir.resolve("ue-subset").toString(), "-I", dir.toString(), "-include", dir.resolve("names.h").toString()),
                List.of("shader_golden_driver.cpp", name + "ShaderGoldenCore.cpp"), "shader-golden-driver", dir, PROCESS);
        assertTrue(!r.timedOut() && r.program() != null, "g++ rejected the shader golden core:\n" + r.out());
        kept = Files.copy(r.program(), drivers.resolve("shader-golden-driver-" + DRIVERS.size()),
                java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        DRIVERS.put(key, kept);
        return kept;
    }

    private static byte[] resource(String path) throws Exception {
        try (InputStream in = ShaderGoldenUsfTest.class.getResourceAsStream(path)) {
            if (in == null) throw new IllegalStateException("no resource " + path);
            return in.readAllBytes();
        }
    }

    /** The core's verdict on one evaluation, held against the project's: the same pass/fail, the same allowance per row. */
    static List<String> judge(Spec plugin, Path driver, Path dir, Evaluation e) throws Exception {
        GoldenCase c = e.c();
        boolean normals = e.kernel().normals();
        List<Channel> channels = new ArrayList<>();
        for (Channel ch : c.expectedChannels()) {
            boolean normalChannel = ch.name().equals("normals") || ch.name().equals("tangents");
            if (normalChannel == normals) channels.add(ch);
        }
        StringBuilder in = new StringBuilder();
        Map<String, ?> current;
        Map<String, ?> previous;
        int count;
        if (c instanceof SplineAtlasDeformCase a) {
            // The mesh once, each instance's 16 floats, the per-atlas inputs: what the shell reads from the file.
            in.append("kernel ").append(e.kernel().index()).append("\nrows ").append(a.vertices().size()).append(" instances ")
                    .append(a.instances().size()).append('\n');
            for (Vec3 v : a.vertices()) in.append(num(v.x())).append(' ').append(num(v.y())).append(' ').append(num(v.z())).append('\n');
            for (double[] f : a.instances()) {
                for (double x : f) in.append(num(x)).append(' ');
                in.append('\n');
            }
            // Section 10.5: the per-atlas ClosedLoop and BakedRoll where the file has them; 10.3: its mask, one weight per vertex.
            Map<String, Object> atlasInputs = new LinkedHashMap<>(a.atlasInputs());
            if (a.featureInputs().closedLoop() != null) atlasInputs.put("ClosedLoop", a.featureInputs().closedLoop());
            if (a.featureInputs().bakedRoll() != null) atlasInputs.put("BakedRoll", a.featureInputs().bakedRoll());
            current = atlasInputs;
            appendMask(in, a.featureInputs().stretchMask());
            previous = Map.of();
            count = a.instances().size() * a.vertices().size();
            in.append("texels ").append(a.atlas().positionTexels().length).append('\n');
        } else {
            List<Vec3> vertices = c instanceof SplineDeformCase s ? s.vertices() : ((VelocityStretchCase) c).vertices();
            List<Vec3> rows = new ArrayList<>(vertices);
            var n = c instanceof SplineDeformCase s ? s.normals() : ((VelocityStretchCase) c).normals();
            if (normals) {
                rows.addAll(n.rest());
                rows.addAll(n.restTangents());
            }
            in.append("kernel ").append(e.kernel().index()).append("\nrows ").append(rows.size()).append(" instances 1\n");
            for (Vec3 v : rows) in.append(num(v.x())).append(' ').append(num(v.y())).append(' ').append(num(v.z())).append('\n');
            current = c instanceof SplineDeformCase s ? fileInputs(s)
                    : ((VelocityStretchCase) c).inputs().toMap(((VelocityStretchCase) c).dimensions());
            // Section 10.3: the file's mask, one weight per vertex, as the shell reads it.
            appendMask(in, c instanceof SplineDeformCase s ? s.featureInputs().stretchMask() : null);
            previous = c instanceof SplineDeformCase s ? s.prevInputs() : ((VelocityStretchCase) c).prevInputs();
            count = vertices.size();
        }
        appendInputs(in, 0, current);
        appendInputs(in, 1, previous);
        for (int ev = 0; ev < channels.size(); ev++) {
            in.append("expected ").append(ev).append('\n');
            for (double[] row : channels.get(ev).rows()) in.append(num(row[0])).append(' ').append(num(row[1])).append(' ').append(num(row[2])).append('\n');
        }
        in.append("second ").append(channels.size() > 1 ? 1 : 0).append('\n');
        Tolerance tol = channels.get(0).tolerance() != null ? channels.get(0).tolerance() : c.tolerance();
        in.append("tolerance ").append(num(tol.abs())).append(' ').append(num(tol.rel())).append('\n');
        in.append("output ").append(4 * ShaderGoldenModel.CALLS * count).append('\n');
        for (int v = 0; v < count; v++) {
            for (int ev = 0; ev < ShaderGoldenModel.CALLS; ev++) {
                double[][] got = ev < channels.size() ? e.actual().get(channels.get(ev).name()) : null;
                for (int k = 0; k < 3; k++) in.append(got == null ? "0" : num((float) got[v][k])).append(' ');
                in.append("0\n");
            }
        }
        BoundedProcess.Result r = BoundedProcess.of(driver.toString()).directory(dir)
                .input(in.toString().getBytes(StandardCharsets.UTF_8)).run(PROCESS);
        String what = c.name() + " (" + e.kernel().enumerator() + ")";
        List<String> problems = new ArrayList<>();
        if (r.timedOut() || r.exit() != 0) return List.of(what + ": the core's driver failed: " + r.out().strip());
        CaseResult project = Comparison.compare(c.name() + ".json", c, e.actual());
        boolean corePassed = r.out().startsWith("PASS ");
        // The project's verdict on these channels alone: a case passes when every channel it has passes.
        if (!corePassed) problems.add(what + ": the core fails it: " + r.out().lines().findFirst().orElse(""));
        if (corePassed != (project.status() == CaseResult.Status.PASS)) {
            problems.add(what + ": the core says " + (corePassed ? "PASS" : "FAIL") + ", the project's comparison " + project.status());
        }
        int checked = 0;
        for (String line : r.out().lines().filter(l -> l.startsWith("ALLOWED ")).toList()) {
            String[] p = line.split(" ");
            int ev = Integer.parseInt(p[1]);
            int v = Integer.parseInt(p[2]);
            double core = Double.parseDouble(p[3]);
            double want = tol.allowed(channels.get(ev).scale()[v]);
            checked++;
            if (Math.abs(core - want) > 1e-9 * Math.max(1, Math.abs(want))) {
                problems.add(String.format(Locale.ROOT, "%s: %s[%d] allowed %.9g by the core, %.9g by the project's rule", what,
                        channels.get(ev).name(), v, core, want));
                break;
            }
        }
        java.util.regex.Matcher compared = java.util.regex.Pattern.compile(" compared (\\d+) ").matcher(r.out());
        if (!compared.find() || Integer.parseInt(compared.group(1)) != 3 * channels.size() * count) {
            problems.add(what + ": the core compared " + (compared.find(0) ? compared.group(1) : "?") + " components, the golden file has "
                    + 3 * channels.size() * count);
        }
        problems.addAll(c instanceof SplineAtlasDeformCase a ? sameAtlasUpload(plugin, what, a, r.out())
                : sameSlots(plugin, what, e, previous, r.out()));
        if (checked != channels.size() * count) {
            problems.add(what + ": the core checked " + checked + " rows, the golden file has " + channels.size() * count);
        }
        return problems;
    }

    /**
     * The driver's {@code prefix} lines (what the core packs) against the harness's buffer at {@code binding}, four values a
     * row (the fourth only where {@code fourth}); the first difference, or the row counts, as a problem.
     */
    static List<String> sameBuffer(String what, List<ComputeResource> resources, String out, String prefix, int binding, String row,
                                   boolean fourth) {
        float[] harness = resources.stream().filter(r -> r instanceof ComputeResource.Buffer buf && buf.binding() == binding)
                .map(r -> ((ComputeResource.Buffer) r).data()).findFirst().orElseThrow();
        List<String> lines = out.lines().filter(l -> l.startsWith(prefix)).toList();
        if (lines.size() * 4 != harness.length) {
            return List.of(what + ": the core packs " + lines.size() + " " + row + "s, the harness " + harness.length / 4);
        }
        for (int i = 0; i < lines.size(); i++) {
            String[] p = lines.get(i).split(" ");
            for (int k = 0; k < (fourth ? 4 : 3); k++) {
                if ((float) Double.parseDouble(p[2 + k]) != harness[4 * i + k]) {
                    return List.of(what + ": " + row + " " + i + " component " + k + " is " + p[2 + k] + " in the core, "
                            + harness[4 * i + k] + " in the harness");
                }
            }
        }
        return List.of();
    }

    /**
     * A spline case's inputs as its file holds them: the 1.2 inputs, and a section 10 input only where the file has its
     * feature (the core defaults the others to 0, as the harness feeds them).
     */
    static Map<String, Object> fileInputs(SplineDeformCase s) {
        Map<String, Object> m = new LinkedHashMap<>(s.inputs().toMap());
        if (s.featureInputs().closedLoop() != null) m.put("ClosedLoop", s.featureInputs().closedLoop());
        if (s.featureInputs().bakedRoll() != null) m.put("BakedRoll", s.featureInputs().bakedRoll());
        return m;
    }

    /**
     * The core's packing of the inputs and the vertex rows (what the engine shell uploads) is the harness's
     * ({@link DeformerBindings}, what the shader just passed with on the device): the slots with section 10's, the
     * position rows with each vertex's mask.
     */
    static List<String> sameSlots(Spec plugin, String what, Evaluation e, Map<String, ?> previous, String out) {
        GeneratedDeformers d = deformers(plugin);
        boolean spline = e.c().kernel() == Kernel.SplineDeform;
        GeneratedDeformers.Deformer x = spline
                ? (e.kernel().normals() ? d.splineDeformNormal() : d.splineDeform())
                : (e.kernel().normals() ? d.velocityStretchNormal() : d.velocityStretch());
        DeformerBindings b = new DeformerBindings(x.contract(),
                ShaderGoldenModel.CALLS, DeformerBindings.Textures.SEPARATE);
        Map<String, double[][]> textures = new LinkedHashMap<>();
        double[][] vertices;
        Map<String, double[]> current;
        if (e.c() instanceof SplineDeformCase s) {
            textures.put("PositionTexture", s.textures().position());
            textures.put("TangentTexture", s.textures().tangent());
            vertices = VulkanBackend.splineVertices(s);
            if (e.kernel().normals()) {
                vertices = GlslDeformerHarness.normalsVertices(vertices, VulkanBackend.rows(s.normals().rest()),
                        VulkanBackend.rows(s.normals().restTangents()));
            }
            current = VulkanBackend.splineValues(s);
        } else {
            VelocityStretchCase v = (VelocityStretchCase) e.c();
            vertices = VulkanBackend.rows(v.vertices());
            if (e.kernel().normals()) {
                vertices = GlslDeformerHarness.normalsVertices(vertices, VulkanBackend.rows(v.normals().rest()),
                        VulkanBackend.rows(v.normals().restTangents()));
            }
            current = arrays(v.inputs().toMap(v.dimensions()));
        }
        List<ComputeResource> resources = b.resources(vertices, current, arrays(previous), textures);
        // A vertex row's fourth value is read only as the mask, by a kernel that has one.
        boolean mask = !e.kernel().vertexWeight().isEmpty();
        List<String> problems = new ArrayList<>(sameBuffer(what, resources, out, "SLOT ", DeformerBindings.INPUTS, "slot", true));
        problems.addAll(sameBuffer(what, resources, out, "ROW ", DeformerBindings.VERTICES, "vertex row", mask));
        return problems;
    }

    /**
     * The core's atlas upload (vertex rows with their instance, each instance's floats and per-atlas slots, the atlas
     * textures' size) is the atlas harness's, what the test shader's atlas permutation just ran with on the device.
     */
    static List<String> sameAtlasUpload(Spec plugin, String what, SplineAtlasDeformCase c, String out) {
        List<ComputeResource> resources = AtlasHarness.unrealShaderGolden(PLUGIN, plugin, c.mode())
                .resources(AtlasHarness.instances(c), c.atlas().positionTexels(), c.atlas().tangentTexels(), c.atlas().sampleCount(),
                        c.atlas().rowCount());
        List<String> problems = new ArrayList<>(sameBuffer(what, resources, out, "ROW ", DeformerBindings.VERTICES, "vertex row", true));
        problems.addAll(sameBuffer(what, resources, out, "SLOT ", DeformerBindings.INPUTS, "input row", true));
        String texture = out.lines().filter(l -> l.startsWith("TEXTURE ")).findFirst().orElse("TEXTURE ? ? 0");
        String want = "TEXTURE " + c.atlas().sampleCount() + " " + c.atlas().rowCount() + " 1";
        if (!texture.equals(want)) problems.add(what + ": the core sizes the atlas textures " + texture + ", want " + want);
        return problems;
    }

    private static final Map<Spec, GeneratedDeformers> DEFORMERS = new java.util.HashMap<>();

    private static synchronized GeneratedDeformers deformers(Spec plugin) {
        return DEFORMERS.computeIfAbsent(plugin, GeneratedDeformers::render);
    }

    private static Map<String, double[]> arrays(Map<String, ?> values) {
        Map<String, double[]> out = new LinkedHashMap<>();
        values.forEach((k, v) -> out.put(k, v instanceof Vec3 x ? x.toArray() : new double[] {((Number) v).doubleValue()}));
        return out;
    }

    /** The driver's mask line: the file's stretchMask, one weight per mesh vertex (none without one). */
    private static void appendMask(StringBuilder in, List<Double> mask) {
        if (mask == null) return;
        in.append("mask ").append(mask.size());
        mask.forEach(m -> in.append(' ').append(num(m)));
        in.append('\n');
    }

    private static void appendInputs(StringBuilder in, int frame, Map<String, ?> values) {
        values.forEach((name, value) -> {
            double[] v = value instanceof Vec3 x ? x.toArray() : new double[] {((Number) value).doubleValue()};
            in.append("input ").append(frame).append(' ').append(name).append(' ').append(v.length);
            for (double d : v) in.append(' ').append(num(d));
            in.append('\n');
        });
    }

    private static String num(double d) {
        return Double.toString(d);
    }

    @Test
    void everyShippedCasePassesOnTheDeviceAndTheCoreAgrees(@TempDir Path dir) throws Exception {
        List<String> figures = new ArrayList<>();
        List<String> problems = run(dir, null, UnaryOperator.identity(), figures);
        figures.forEach(System.out::println);
        assertEquals(List.of(), problems);
        long withNormals = shipped.stream().filter(ShaderGoldenUsfTest::hasNormalsOfThisPlugin).count();
        assertTrue(shipped.stream().anyMatch(c -> c.kernel() == Kernel.VelocityStretch), "velocity cases ship");
        assertTrue(withNormals > 0, "normals cases ship");
        // Every committed atlas file the plugin's features allow (several rows, both frames) went through the atlas permutation.
        long atlasFiles = GoldenCases.COMMITTED.stream().filter(c -> atlasOfThePlugin(spec, c)).count();
        assertTrue(atlasFiles >= 3, "atlas golden files: " + atlasFiles);
        assertEquals(atlasFiles, clean(new ArrayList<>()).evaluations().stream().filter(e -> e.c() instanceof SplineAtlasDeformCase).count());
        assertTrue(shipped.stream().anyMatch(c -> c instanceof SplineAtlasDeformCase a && a.atlas().rowCount() >= 3), "a multi-row atlas ships");
    }

    /** Every deformer golden file the plugin can evaluate ships, and only those (the orientation and dimensions rule). */
    @Test
    void thePluginShipsTheDeformerCasesItsShadersCompute() throws Exception {
        List<GoldenCase> deformers = new ArrayList<>(GoldenCases.COMMITTED.stream().filter(c -> c.kernel() == Kernel.SplineDeform
                || c.kernel() == Kernel.VelocityStretch || c.kernel() == Kernel.SplineAtlasDeform).toList());
        long committed = deformers.stream().filter(c -> ShaderGoldenModel.features(spec, c.kernel().name()).containsAll(words(c)))
                .filter(c -> c instanceof SplineDeformCase s ? s.mode() == spec.splineDeform().orientation()
                : c instanceof SplineAtlasDeformCase a ? a.mode() == spec.splineDeform().orientation()
                : ((VelocityStretchCase) c).dimensions() == spec.velocityStretch().dimensions()).count();
        assertEquals(committed, shipped.size());
        Spec modeB = GeneratedDeformers.withOrientation(spec, dev.stretchy.contract.Orientation.ROTATION_MINIMIZING);
        assertTrue(shippedDeformerCases(modeB).stream().allMatch(c -> c instanceof SplineDeformCase s
                ? s.mode() == dev.stretchy.contract.Orientation.ROTATION_MINIMIZING
                : !(c instanceof SplineAtlasDeformCase a) || a.mode() == dev.stretchy.contract.Orientation.ROTATION_MINIMIZING));
        assertFalse(shippedDeformerCases(modeB).isEmpty());
    }

    private static List<String> words(GoldenCase c) {
        return c.features().stream().map(dev.stretchy.golden.GoldenFeature::word).toList();
    }

    /**
     * Math spec section 10 on the device: the plugins of the example spec using all three features (mode B) and of the
     * default spec with all three in mode A ship their mode's section 10 cases, and the test shader passes every one of
     * them (with the 1.2 cases, whose files lack the section 10 inputs: 0 in the slots, a mask of 1), the core agreeing
     * and packing what the harness uploaded. The default spec's own run (closed loops only) is the test above.
     */
    @ParameterizedTest
    @ValueSource(strings = {"loop-roll-mask", "all-features"})
    void everyShippedSectionTenCasePassesOnTheDevice(String which, @TempDir Path dir) throws Exception {
        Spec plugin = which.equals("loop-roll-mask") ? loopRollMask() : allFeatures();
        List<String> figures = new ArrayList<>();
        List<String> problems = run(plugin, dir, null, UnaryOperator.identity(), figures, true);
        figures.forEach(System.out::println);
        assertEquals(List.of(), problems);
        List<GoldenCase> tens = shippedDeformerCases(plugin).stream().filter(c -> !c.features().isEmpty()).toList();
        List<String> needed = tens.stream().flatMap(c -> words(c).stream()).distinct().sorted().toList();
        // Mode B's roll is in its quaternions, so its cases declare no roll.
        assertEquals(which.equals("loop-roll-mask") ? List.of("closedLoop", "stretchMask") : List.of("closedLoop", "roll", "stretchMask"),
                needed, tens.stream().map(GoldenCase::name).toList().toString());
        java.util.Set<String> evaluatedNames = new java.util.HashSet<>();
        clean(plugin, new ArrayList<>()).evaluations().forEach(e -> evaluatedNames.add(e.c().name()));
        assertEquals(List.of(), tens.stream().map(GoldenCase::name).filter(n -> !evaluatedNames.contains(n)).toList());
        // The atlas permutation evaluates the atlas files with features that the plugin ships (its mode's).
        assertTrue(tens.stream().anyMatch(c -> c instanceof SplineAtlasDeformCase), "section 10 atlas files ship: " + tens);
    }

    /** The section 10 faults: (spec, where, text, replacement), each a plausible mistake the run must report. */
    static Stream<Arguments> sectionTenFaults() {
        Spec all = allFeatures();
        String name = PluginModel.of(all).name();
        ShaderGoldenModel.Kernel spline = ShaderGoldenModel.of(all).kernels().get(0);
        return Stream.of(
                // The mask not uploaded by the shader: every vertex at the full stretch.
                Arguments.of("all-features", "usf", List.of("const float VertexStretchMask = " + name + "GoldenVertices[Id.x].w;",
                        "const float VertexStretchMask = 1.0;")),
                // The mask not uploaded by the core: the file's weights dropped from the vertex rows.
                Arguments.of("loop-roll-mask", "core", List.of("Case.Vertices[4 * Vertex + 3] = Mask;", "(void)Mask;")),
                // The roll's slot off by one in the shader: BakedRoll read from the next slot, both frames.
                Arguments.of("all-features", "usf", offByOne(spline, "BakedRoll", name + "GoldenInputs")),
                // The roll's slot off by one in the core's table: BakedRoll and the slot before it exchanged.
                Arguments.of("all-features", "core", swappedWithPrevious(slotLine(all, "BakedRoll"))),
                // ClosedLoop forced 0 in the shader: the loop cases travel off the ends.
                Arguments.of("default", "usf", forced(ShaderGoldenModel.of(SpecLoader.loadDefault()).kernels().get(0), "ClosedLoop",
                        PluginModel.of(SpecLoader.loadDefault()).name() + "GoldenInputs", "0.0")),
                // The atlas's mask not uploaded by the shader (its second block of rows unread): every vertex at the full stretch.
                Arguments.of("all-features", "usf", List.of("const float VertexStretchMask = " + name + "GoldenVertices[Count + Id.x].x;",
                        "const float VertexStretchMask = 1.0;")),
                // The atlas's mask not uploaded by the core: the file's weights dropped from the mask rows.
                Arguments.of("all-features", "core", List.of(
                        "Case.Vertices[4 * (Case.VertexCount + Instance * Case.MeshVertexCount + Vertex)] = Mask;", "(void)Mask;")),
                // The atlas's mask block not counted: the shader reads the masks as more vertices (Count not halved).
                Arguments.of("all-features", "usf", List.of("\tCount /= " + ShaderGoldenModel.MASK_ROWS + ";\n", "")),
                // The core's tolerance for a closed-loop row: its negative length taken as it is (scale 0.001, not |L|).
                Arguments.of("default", "core", List.of("FMath::Abs(Case.Slots[Length]) : Case.Slots[Length]",
                        "Case.Slots[Length] : Case.Slots[Length]")),
                // The row's loop flag dropped (math 10.5: a closed row's instances store a negative SplineLength): the loop
                // row beside an open one travels off its ends.
                Arguments.of("default", "usf", rowLoopFlagDropped(SpecLoader.loadDefault())));
    }

    /** The atlas kernel's calls with the instance's SplineLength read through abs(): every row open. */
    private static List<String> rowLoopFlagDropped(Spec plugin) {
        ShaderGoldenModel model = ShaderGoldenModel.of(plugin);
        ShaderGoldenModel.Kernel atlas = model.kernels().stream().filter(k -> k.instanceStride() > 0).findFirst().orElseThrow();
        dev.stretchy.model.ParameterContract contract = dev.stretchy.model.ParameterContract.splineAtlasDeform(plugin,
                dev.stretchy.spec.Target.UNREAL);
        String read = dev.stretchy.model.InstanceLayout.STANDARD.read(model.prefix() + "Inputs", contract, contract.input("SplineLength"), 0);
        return replacedInCalls(atlas, read, "abs(" + read + ")", read, "abs(" + read + ")");
    }

    @ParameterizedTest
    @MethodSource("sectionTenFaults")
    void aPlantedSectionTenFaultFailsTheRun(String which, String where, List<String> replacements, @TempDir Path dir) throws Exception {
        assertPlantedFaultFails(which.equals("default") ? spec : which.equals("loop-roll-mask") ? loopRollMask() : allFeatures(),
                where, replacements, dir);
    }

    /** The kernel's two calls with input {@code base}'s slot read from the next slot. */
    private static List<String> offByOne(ShaderGoldenModel.Kernel k, String base, String buffer) {
        int j = slotIndex(k, base);
        int n = k.slots().size();
        return replacedInCalls(k, buffer + "[" + j + "].x", buffer + "[" + (j + 1) + "].x", buffer + "[" + (n + j) + "].x",
                buffer + "[" + (n + j + 1) + "].x");
    }

    /** The kernel's two calls with input {@code base} replaced by {@code value}. */
    private static List<String> forced(ShaderGoldenModel.Kernel k, String base, String buffer, String value) {
        int j = slotIndex(k, base);
        int n = k.slots().size();
        return replacedInCalls(k, buffer + "[" + j + "].x", value, buffer + "[" + (n + j) + "].x", value);
    }

    private static int slotIndex(ShaderGoldenModel.Kernel k, String base) {
        for (int j = 0; j < k.slots().size(); j++) if (k.slots().get(j).base().equals(base)) return j;
        throw new IllegalStateException(k.enumerator() + " has no slot " + base);
    }

    /** Pairs (call, call edited) for each of the kernel's calls: frame 0's read, then frame 1's, replaced. */
    private static List<String> replacedInCalls(ShaderGoldenModel.Kernel k, String current, String currentBy, String previous,
                                                String previousBy) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < k.calls().size(); c++) {
            String call = k.calls().get(c);
            String edited = c == 0 ? call.replace(current, currentBy) : call.replace(previous, previousBy);
            if (edited.equals(call)) throw new IllegalStateException("call " + c + " does not read " + (c == 0 ? current : previous));
            out.add(call);
            out.add(edited);
        }
        return out;
    }

    /** The core's slot-table line of {@code base} (the first table: the spline kernel's). */
    private static String slotLine(Spec plugin, String base) {
        String core = generated(plugin, "Source/" + PluginModel.of(plugin).shadersModule() + "/Private/" + PluginModel.of(plugin).name()
                + "ShaderGoldenCore.cpp");
        return core.lines().filter(l -> l.contains("{ TEXT(\"" + base + "\"),")).findFirst().orElseThrow() + "\n";
    }

    /** (previous line + line, line + previous line): the line exchanged with the one before it. */
    private static List<String> swappedWithPrevious(String line) {
        String core = generated(allFeatures(), "Source/" + PluginModel.of(allFeatures()).shadersModule() + "/Private/"
                + PluginModel.of(allFeatures()).name() + "ShaderGoldenCore.cpp");
        int at = core.indexOf(line);
        int before = core.lastIndexOf('\n', at - 2) + 1;
        String previous = core.substring(before, at);
        return List.of(previous + line, line + previous);
    }

    /**
     * An atlas file that declares a feature is evaluated where the plugin has it and never passed over silently where it
     * has not: a hand-made one, a committed atlas file given {@code features}, is planned for the atlas permutation for
     * a feature the plugin has (the default: closed loops) and a SKIP naming the feature for one it lacks (roll).
     */
    @Test
    void anAtlasFileWithAFeatureIsEvaluatedOrSkippedByName(@TempDir Path dir) throws Exception {
        SplineAtlasDeformCase atlas = (SplineAtlasDeformCase) GoldenCases.COMMITTED.stream()
                .filter(c -> c instanceof SplineAtlasDeformCase a && a.mode() == spec.splineDeform().orientation()).findFirst().orElseThrow();
        Path committed = Path.of("../../golden/" + atlas.name() + ".json");
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        Path driver = buildDriver(dir, UnaryOperator.identity());
        Map<String, String> want = new LinkedHashMap<>();
        int permutation = ShaderGoldenModel.of(spec).kernels().stream().filter(k -> k.instanceStride() > 0).findFirst().orElseThrow().index();
        want.put("closedLoop", "PLAN " + permutation);
        want.put("roll", "SKIP needs roll");
        for (Map.Entry<String, String> w : want.entrySet()) {
            com.fasterxml.jackson.databind.node.ObjectNode file = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(committed.toFile());
            file.putArray("features").add(w.getKey());
            Path made = dir.resolve("atlas-" + w.getKey() + ".json");
            json.writeValue(made.toFile(), file);
            // What the shell reads from the file for the plan: its kernel, mode and features.
            com.fasterxml.jackson.databind.JsonNode read = json.readTree(made.toFile());
            String line = "plan " + read.path("kernel").asText() + " " + read.path("mode").asText() + " " + read.path("features").size()
                    + " " + read.path("features").get(0).asText() + "\n";
            BoundedProcess.Result r = BoundedProcess.of(driver.toString()).directory(dir).input(line.getBytes(StandardCharsets.UTF_8)).run(PROCESS);
            assertEquals(w.getValue(), r.out().strip(), made.getFileName().toString());
            String why = ShaderGoldenModel.of(spec).skipReason("SplineAtlasDeform", atlas.mode().word(), List.of(w.getKey()));
            assertEquals(w.getValue(), why == null ? "PLAN " + permutation : "SKIP " + why);
        }
    }

    /** Each fault is a plausible mistake in the test shader or its core; the run must report it. */
    static Stream<Arguments> plantedFaults() {
        String name = PluginModel.of(SpecLoader.loadDefault()).name();
        return Stream.of(
                // A swapped component: the vertex read as (y, x, z).
                Arguments.of("usf", List.of(name + "GoldenVertices[Id.x].xyz;", name + "GoldenVertices[Id.x].yxz;")),
                // The two evaluations written to each other's rows (motion vectors from the current frame).
                Arguments.of("usf", List.of("[2 * Id.x + 0] =", "[2 * Id.x + 1] =")),
                // A missing case: the velocity permutation compiled out, its cases not evaluated.
                Arguments.of("usf", List.of("_GOLDEN_KERNEL == 1 //", "_GOLDEN_KERNEL == 99 //")),
                // A wrong tolerance rule: the spline scale without the curve length (|vertex| only).
                Arguments.of("core", List.of("FMath::Max(Stored, 0.001)", "FMath::Max(Stored * 0.0, 0.001)")),
                // A wrong tolerance rule: abs and rel exchanged.
                Arguments.of("core", List.of("return Case.Abs + Case.Rel * Scale(Case, Evaluation, Vertex);",
                        "return Case.Rel + Case.Abs * Scale(Case, Evaluation, Vertex);")),
                // A wrong tolerance rule: the velocity scale from the current frame's pivot in both evaluations.
                Arguments.of("core", List.of("SlotOffset(Case, TEXT(\"VelocityPivotLocal\"), Evaluation, Vertex)",
                        "SlotOffset(Case, TEXT(\"VelocityPivotLocal\"), 0, Vertex)")),
                // The previous frame's animated inputs taken from the current frame: the engine would upload other inputs.
                Arguments.of("core", List.of("if (Frame == 1 && Info.bAnimated)", "if (Frame == 1 && !Info.bAnimated)")),
                // A swapped component in the upload: a vector input's y and z exchanged.
                Arguments.of("core", List.of("Case.Slots[Offset + Component] = Values[Component];",
                        "Case.Slots[Offset + Component] = Values[Count == 3 && Component > 0 ? 3 - Component : Component];")),
                // A missing case: the second evaluation never compared.
                Arguments.of("core", List.of("const int32 Evaluations = Case.bCompareSecond ? OutputsPerVertex : 1;",
                        "const int32 Evaluations = 1;")),
                // The atlas: a swapped per-instance float, StretchScale read as SizeScale and back (current frame).
                Arguments.of("usf", List.of(name + "GoldenInputs[Base + 0].z, " + name + "GoldenInputs[Base + 8].x, " + name
                        + "GoldenInputs[Base + 0].w", name + "GoldenInputs[Base + 0].w, " + name + "GoldenInputs[Base + 8].x, "
                        + name + "GoldenInputs[Base + 0].z")),
                // The atlas: a wrong row, every instance reading the next row of the atlas.
                Arguments.of("usf", List.of(name + "GoldenInputs[Base + 1].x, ", name + "GoldenInputs[Base + 1].x + 1.0, ")),
                // The atlas: a swapped per-instance float in the upload (StretchScale and SizeScale exchanged).
                Arguments.of("core", List.of("Case.Slots[4 * Stride * Instance + Index] = Floats[Index];",
                        "Case.Slots[4 * Stride * Instance + Index] = Floats[Index == 2 ? 3 : Index == 3 ? 2 : Index];")),
                // The atlas: a wrong row, the vertex rows' instances counted round-robin rather than mesh by mesh.
                Arguments.of("core", List.of("static_cast<double>(Index / 4 / VertexCount)", "static_cast<double>(Index / 4 % InstanceCount)")),
                // The atlas: the textures one row high (the rows laid side by side).
                Arguments.of("core", List.of("OutHeight = Rows < 0 ? 0 : static_cast<int32>(Case.Slots[Rows]);", "OutHeight = Rows < 0 ? 0 : 1;")),
                // The atlas's tolerance: every row scaled by the first instance's length and pivot.
                Arguments.of("core", List.of("Case.MeshVertexCount > 0 ? Vertex / Case.MeshVertexCount : 0", "Vertex * 0")));
    }

    @ParameterizedTest
    @MethodSource("plantedFaults")
    void aPlantedFaultFailsTheRun(String where, List<String> replacements, @TempDir Path dir) throws Exception {
        assertPlantedFaultFails(spec, where, replacements, dir);
    }

    /** Plants {@code replacements} (pairs: text, what replaces it) in the usf or the core of {@code plugin}; the run must fail. */
    static void assertPlantedFaultFails(Spec plugin, String where, List<String> replacements, Path dir) throws Exception {
        String target = generated(plugin, where.equals("usf") ? "Shaders/Private/" + ShaderGoldenModel.of(plugin).usf()
                : "Source/" + PluginModel.of(plugin).shadersModule() + "/Private/" + PluginModel.of(plugin).name() + "ShaderGoldenCore.cpp");
        for (int i = 0; i < replacements.size(); i += 2) {
            assertTrue(target.contains(replacements.get(i)), "the fault's target is not in the " + where + ": " + replacements.get(i));
        }
        UnaryOperator<String> edit = text -> {
            String out = text;
            for (int i = 0; i < replacements.size(); i += 2) out = out.replace(replacements.get(i), replacements.get(i + 1));
            return out;
        };
        List<String> problems = run(plugin, dir, where.equals("usf") ? edit : null,
                where.equals("core") ? edit : UnaryOperator.identity(), new ArrayList<>(), false);
        assertFalse(problems.isEmpty(), "the planted fault passed: " + replacements);
    }

    /**
     * The golden files the core plans for: every file the plugin ships, the committed spline and atlas files of the other
     * orientation modes, and the committed section 10 cases (a user may copy any into Resources/Golden).
     */
    static List<GoldenCase> planned() throws Exception {
        List<GoldenCase> out = new ArrayList<>(shippedCases(spec));
        for (GoldenCase c : GoldenCases.COMMITTED) {
            if (out.stream().noneMatch(x -> x.name().equals(c.name())) && (!c.features().isEmpty() || !mode(c).equals("-"))) out.add(c);
        }
        return out;
    }

    private static String mode(GoldenCase c) {
        if (c instanceof SplineDeformCase s) return s.mode().word();
        return c instanceof SplineAtlasDeformCase a ? a.mode().word() : "-";
    }

    /** What the core should plan for {@code c}: "PLAN <permutations>" or "SKIP <reason>" (the model's rule). */
    static String wantedPlan(GoldenCase c) {
        ShaderGoldenModel model = ShaderGoldenModel.of(spec);
        String why = model.skipReason(c.kernel().name(), mode(c).equals("-") ? null : mode(c),
                c.features().stream().map(dev.stretchy.golden.GoldenFeature::word).toList());
        if (why != null) return "SKIP " + why;
        return "PLAN" + model.kernels().stream().filter(k -> k.golden().equals(c.kernel().name())).map(k -> " " + k.index())
                .reduce("", String::concat);
    }

    /** The core's plan for every {@link #planned} file, one line each, held against {@link #wantedPlan}. */
    static List<String> planProblems(Path dir, UnaryOperator<String> coreEdit, Map<String, String> lines) throws Exception {
        Path driver = buildDriver(dir, coreEdit);
        List<GoldenCase> cases = planned();
        StringBuilder in = new StringBuilder();
        for (GoldenCase c : cases) {
            in.append("plan ").append(c.kernel().name()).append(' ').append(mode(c)).append(' ').append(c.features().size());
            c.features().forEach(f -> in.append(' ').append(f.word()));
            in.append('\n');
        }
        BoundedProcess.Result r = BoundedProcess.of(driver.toString()).directory(dir)
                .input(in.toString().getBytes(StandardCharsets.UTF_8)).run(PROCESS);
        if (r.timedOut() || r.exit() != 0) return List.of("the core's driver failed: " + r.out().strip());
        List<String> got = r.out().lines().toList();
        if (got.size() != cases.size()) return List.of("the core planned " + got.size() + " of " + cases.size() + " files: " + got);
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            lines.put(cases.get(i).name(), got.get(i));
            if (!got.get(i).equals(wantedPlan(cases.get(i)))) {
                problems.add(cases.get(i).name() + ": the core plans '" + got.get(i) + "', want '" + wantedPlan(cases.get(i)) + "'");
            }
        }
        return problems;
    }

    /**
     * No silent pass-over: every golden file is evaluated by the permutations of its kernel or skipped with one reason
     * (another automation test's kernel, another mode, a section 10 feature the shaders lack); the shipped deformer and
     * atlas files are all evaluated, and they are the files the device run evaluates.
     */
    @Test
    void everyGoldenFileIsEvaluatedOrSkippedWithItsReason(@TempDir Path dir) throws Exception {
        Map<String, String> lines = new LinkedHashMap<>();
        assertEquals(List.of(), planProblems(dir, UnaryOperator.identity(), lines));
        for (GoldenCase c : shipped) assertTrue(lines.get(c.name()).startsWith("PLAN "), c.name() + ": " + lines.get(c.name()));
        assertTrue(lines.values().stream().anyMatch(l -> l.startsWith("SKIP checked by ")), "bake and controller files: " + lines);
        assertTrue(lines.values().stream().anyMatch(l -> l.startsWith("SKIP needs ")), "section 10 cases: " + lines);
        assertTrue(lines.values().stream().anyMatch(l -> l.startsWith("SKIP mode ")), "other modes: " + lines);
    }

    /** A kernel the plugin ships without a permutation (the atlas's taken out of the core's table) is SKIP lines, not silence. */
    @Test
    void aKernelWithoutAPermutationIsSkippedByName(@TempDir Path dir) throws Exception {
        String anchor = "{ TEXT(\"SplineAtlasDeform\"), false,";
        assertTrue(coreText().contains(anchor), "the fault's target is in the core");
        Map<String, String> lines = new LinkedHashMap<>();
        List<String> problems = planProblems(dir, t -> t.replace(anchor, "{ TEXT(\"SplineAtlasDeformGone\"), false,"), lines);
        List<GoldenCase> atlas = planned().stream().filter(c -> c instanceof SplineAtlasDeformCase).toList();
        assertTrue(shipped.stream().anyMatch(c -> c instanceof SplineAtlasDeformCase), "atlas files ship");
        for (GoldenCase c : atlas) {
            assertEquals("SKIP no permutation of this test shader evaluates kernel SplineAtlasDeform", lines.get(c.name()));
        }
        assertEquals(atlas.size(), problems.size(), problems.toString());
    }

    /** Planted faults in the plan: the feature check or the mode check gone; the run must report them. */
    @ParameterizedTest
    @ValueSource(strings = {"if (!(bImplemented && bUploaded))", "if (Mode != nullptr && Mode[0] != 0 && !Equal(Mode, SplineOrientation()))"})
    void aPlantedFaultInThePlanFailsTheRun(String anchor, @TempDir Path dir) throws Exception {
        assertTrue(coreText().contains(anchor), "the fault's target is in the core: " + anchor);
        List<String> problems = planProblems(dir, t -> t.replace(anchor, anchor.replace("if (", "if (false && ")), new LinkedHashMap<>());
        assertFalse(problems.isEmpty(), "the planted fault passed: " + anchor);
    }

    private static String coreText() {
        PluginModel p = PluginModel.of(spec);
        return generated("Source/" + p.shadersModule() + "/Private/" + p.name() + "ShaderGoldenCore.cpp");
    }

    private static String generated(String path) {
        return generated(spec, path);
    }

    private static String generated(Spec plugin, String path) {
        String full = plugin.plugin().name() + "/" + path;
        return PLUGIN.files(plugin).stream().filter(f -> f.path().equals(full)).findFirst().orElseThrow().text();
    }

}
