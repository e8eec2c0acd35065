package dev.stretchy.verify.cpp;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.io.BoundedProcess;
import dev.stretchy.golden.Kernel;
import dev.stretchy.golden.SplineBakeCase;
import dev.stretchy.golden.VelocityControllerCase;
import dev.stretchy.reference.ControllerFrame;
import dev.stretchy.reference.ControllerOutput;
import dev.stretchy.reference.ControllerParams;
import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.DeformRange;
import dev.stretchy.reference.Quat;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.Vec3;
import dev.stretchy.contract.Ease;
import dev.stretchy.contract.Orientation;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.Backend;
import dev.stretchy.verify.BackendException;
import dev.stretchy.verify.BackendProvider;
import dev.stretchy.verify.BackendUnavailableException;
import dev.stretchy.verify.GeneratedSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * {@code verify --backend cpp}: the Unreal plugin's generated C++ math core, compiled with g++ against the stand-in
 * for the Unreal math subset, run on the golden cases it covers: {@code SplineBake} from the case's world samples
 * (bake steps 2 to 5; step 1 is the engine's spline) and {@code VelocityController} series.
 */
public final class CppCoreBackend implements Backend {
    private static final long RUN_SECONDS = 60;

    private final Path workDir;
    private final Path driver;

    private CppCoreBackend(Path workDir, Path driver) {
        this.workDir = workDir;
        this.driver = driver;
    }

    /** Compiles the math core generated from {@code spec}. */
    public static CppCoreBackend open(Spec spec) throws BackendUnavailableException {
        return open(spec, GeneratedSource.unrealPlugin());
    }

    /** Compiles the math core as {@code source} generates it from {@code spec}. */
    public static CppCoreBackend open(Spec spec, GeneratedSource source) throws BackendUnavailableException {
        Path dir;
        try {
            dir = Files.createTempDirectory("stretchy-cpp-core");
        } catch (IOException e) {
            throw new BackendUnavailableException("cannot create a build folder: " + e.getMessage(), e);
        }
        try {
            return new CppCoreBackend(dir, MathCoreBuild.build(spec, dir, source));
        } catch (BackendUnavailableException | RuntimeException e) {
            delete(dir);
            throw e;
        }
    }

    @Override
    public String name() {
        return "cpp";
    }

    @Override
    public boolean supports(Kernel kernel) {
        return kernel == Kernel.SplineBake || kernel == Kernel.VelocityController;
    }

    @Override
    public Map<String, double[][]> evaluate(GoldenCase c) throws BackendException {
        if (c instanceof SplineBakeCase b) return bake(b);
        if (c instanceof VelocityControllerCase v) return controller(v);
        throw new BackendException("the C++ core does not compute " + c.kernel());
    }

    private Map<String, double[][]> bake(SplineBakeCase b) throws BackendException {
        boolean frames = b.mode() == Orientation.ROTATION_MINIMIZING;
        Transform m = b.meshTransform();
        Quat q = m.rotation();
        SplineBake.WorldSamples s = b.samples();
        Vec3[] positions = s.positions();
        Vec3[] directions = s.directions();
        StringBuilder in = new StringBuilder("bake ").append(b.sampleCount()).append(frames ? " 1" : " 0");
        vec(in, b.forwardAxis());
        nums(in, q.x(), q.y(), q.z(), q.w());
        vec(in, m.translation());
        vec(in, m.scale());
        in.append(' ').append(positions.length).append('\n');
        for (int j = 0; j < positions.length; j++) {
            vec(in, positions[j]);
            vec(in, directions[j]);
            in.append('\n');
        }
        List<double[]> rows = run(in.toString());
        if (rows.size() != b.sampleCount() + 1 || rows.get(0).length != 1) {
            throw new BackendException("driver returned " + rows.size() + " rows for " + b.sampleCount() + " texels");
        }
        int n = b.sampleCount();
        double[][] pos = new double[n][];
        double[][] tan = new double[n][];
        for (int i = 0; i < n; i++) {
            double[] r = rows.get(i + 1);
            pos[i] = new double[] {r[0], r[1], r[2], (double) i / (n - 1)};
            tan[i] = frames ? new double[] {r[6], r[7], r[8], r[9]} : new double[] {r[3], r[4], r[5], 1};
        }
        Map<String, double[][]> out = new LinkedHashMap<>();
        out.put("SplineLength", new double[][] {{rows.get(0)[0]}});
        out.put("PositionTexture", pos);
        out.put("TangentTexture", tan);
        return out;
    }

    /**
     * The core's {@code DeformBounds} (spec section 2 step 6) for a parallel-transport bake's texels, to compare
     * with {@link SplineBake#bounds}.
     */
    public SplineBake.Bounds bounds(CurveTextures tex, Vec3 meshCenter, double meshRadius, DeformRange range,
                                    boolean extrapolate) throws BackendException {
        StringBuilder in = new StringBuilder("bounds ").append(tex.size());
        vec(in, meshCenter);
        nums(in, meshRadius, range.gMax(), range.sMin(), range.sMax(), range.biasMax(), range.preserveVolume(),
                extrapolate ? 1 : 0);
        in.append('\n');
        double[][] p = tex.position();
        double[][] t = tex.tangent();
        for (int i = 0; i < tex.size(); i++) {
            nums(in, p[i][0], p[i][1], p[i][2], t[i][0], t[i][1], t[i][2]);
            in.append('\n');
        }
        List<double[]> rows = run(in.toString());
        if (rows.size() != 1 || rows.get(0).length != 6) throw new BackendException("driver returned no box");
        double[] r = rows.get(0);
        return new SplineBake.Bounds(new Vec3(r[0], r[1], r[2]), new Vec3(r[3], r[4], r[5]));
    }

    private Map<String, double[][]> controller(VelocityControllerCase v) throws BackendException {
        ControllerParams p = v.params();
        StringBuilder in = new StringBuilder("velocity");
        nums(in, p.k(), p.maxStretch(), p.smoothingTau(), p.impactStrength(), p.minSquash(), p.maxImpactSpeed(),
                p.recoverSeconds(), p.ease() == Ease.SPRING ? 1 : 0, p.springDamping(), p.dimensions() == 2 ? 1 : 0);
        vec(in, p.planeNormal());
        in.append(' ').append(v.frames().size()).append('\n');
        for (ControllerFrame f : v.frames()) {
            nums(in, f.dt());
            vec(in, f.velocity());
            vec(in, f.position());
            ControllerFrame.Contact contact = f.contact();
            in.append(contact != null ? " 1" : " 0");
            vec(in, contact != null ? contact.point() : Vec3.ZERO);
            vec(in, contact != null ? contact.normal() : Vec3.Z);
            in.append('\n');
        }
        List<double[]> rows = run(in.toString());
        int n = v.frames().size();
        if (rows.size() != n) throw new BackendException("driver returned " + rows.size() + " frames of " + n);
        List<ControllerOutput> outputs = new java.util.ArrayList<>(n);
        for (double[] r : rows) {
            outputs.add(new ControllerOutput(new Vec3(r[0], r[1], r[2]), r[3], r[4], new Vec3(r[6], r[7], r[8]), r[5]));
        }
        return VelocityControllerCase.outputs(outputs);
    }

    /** Runs the driver on one command; returns its numeric rows up to the {@code end} line. */
    private List<double[]> run(String input) throws BackendException {
        try {
            BoundedProcess.Result run = BoundedProcess.of(driver.toString()).directory(workDir)
                    .input(input.getBytes(StandardCharsets.US_ASCII)).run(Duration.ofSeconds(RUN_SECONDS));
            if (run.timedOut()) throw new BackendException("the math core driver did not finish within " + RUN_SECONDS + " s");
            String out = run.out();
            if (run.exit() != 0) throw new BackendException("the math core driver failed: " + out.strip());
            List<double[]> rows = new ArrayList<>();
            for (String line : out.split("\n")) {
                String t = line.strip();
                if (t.equals("end")) return rows;
                if (t.startsWith("length")) t = t.substring("length".length()).strip();
                if (t.isEmpty()) continue;
                String[] parts = t.split("\\s+");
                double[] r = new double[parts.length];
                for (int i = 0; i < parts.length; i++) r[i] = Double.parseDouble(parts[i]);
                rows.add(r);
            }
            throw new BackendException("the math core driver stopped early: " + out.strip());
        } catch (IOException e) {
            throw new BackendException("cannot run the math core driver: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BackendException("interrupted");
        }
    }

    private static void nums(StringBuilder b, double... values) {
        for (double v : values) b.append(' ').append(exact(v));
    }

    private static void vec(StringBuilder b, Vec3 v) {
        b.append(' ').append(exact(v.x())).append(' ').append(exact(v.y())).append(' ').append(exact(v.z()));
    }

    /** Round-trip decimal: the driver reads exactly the double the case holds. */
    private static String exact(double v) {
        return String.format(Locale.ROOT, "%.17g", v);
    }

    @Override
    public void close() {
        delete(workDir);
    }

    private static void delete(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // a temp folder left behind is harmless
        }
    }

    /** {@code --backend cpp}: the math core generated from the default spec (the core does not depend on it). */
    public static final class Provider implements BackendProvider {
        @Override
        public String name() {
            return "cpp";
        }

        @Override
        public Backend open() throws BackendUnavailableException {
            return CppCoreBackend.open(SpecLoader.loadDefault());
        }
    }
}
