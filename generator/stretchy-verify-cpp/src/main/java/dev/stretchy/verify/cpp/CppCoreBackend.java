package dev.stretchy.verify.cpp;

import dev.stretchy.contract.Parameter;
import dev.stretchy.golden.BoundsCase;
import dev.stretchy.golden.Channel;
import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFormatException;
import dev.stretchy.golden.GoldenIo;
import dev.stretchy.io.BoundedProcess;
import dev.stretchy.io.TemporaryFolders;
import dev.stretchy.golden.Kernel;
import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.DeformRange;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.Vec3;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code verify --backend cpp}: the Unreal plugin's generated C++ math core, compiled with g++ against the stand-in
 * for the Unreal math subset, run on the golden cases it covers: {@code SplineBake} from the case's world samples
 * (bake steps 2 to 5; step 1 is the engine's spline) and {@code VelocityController} series. The driver reads each
 * case's golden JSON and answers in the golden format; {@link dev.stretchy.verify.Comparison} compares.
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
        return open(dir -> MathCoreBuild.build(spec, dir, source));
    }

    /** As {@link #open(Spec, GeneratedSource)} with the driver's source and controller rows given (planted faults). */
    static CppCoreBackend open(Spec spec, GeneratedSource source, String driver, List<Parameter> controller)
            throws BackendUnavailableException {
        return open(dir -> MathCoreBuild.build(spec, dir, source, driver, controller));
    }

    /** As above, compiled with {@code optimisation} (a planted fault's build: {@link MathCoreBuild#build} with it). */
    static CppCoreBackend open(Spec spec, GeneratedSource source, String driver, List<Parameter> controller, String optimisation)
            throws BackendUnavailableException {
        return open(dir -> MathCoreBuild.build(spec, dir, source, driver, controller, optimisation));
    }

    private interface Build {
        Path in(Path dir) throws BackendUnavailableException;
    }

    private static CppCoreBackend open(Build build) throws BackendUnavailableException {
        Path dir;
        try {
            dir = Files.createTempDirectory("stretchy-cpp-core");
        } catch (IOException e) {
            throw new BackendUnavailableException("cannot create a build folder: " + e.getMessage(), e);
        }
        try {
            return new CppCoreBackend(dir, build.in(dir));
        } catch (BackendUnavailableException | RuntimeException e) {
            TemporaryFolders.delete(dir);
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

    /** The bake's section 10 inputs (a seamless closed loop, roll keys) go to the core's {@code BakeLoopRoll}. */
    @Override
    public java.util.Set<dev.stretchy.golden.GoldenFeature> features() {
        return java.util.EnumSet.of(dev.stretchy.golden.GoldenFeature.closedLoop, dev.stretchy.golden.GoldenFeature.roll);
    }

    @Override
    public Map<String, double[][]> evaluate(GoldenCase c) throws BackendException {
        if (!supports(c.kernel())) throw new BackendException("the C++ core does not compute " + c.kernel());
        // The driver reads the case as its golden file (the writer is the one the committed files are proven to
        // match) and writes the same document with the core's own "expected"; the golden reader reads it back.
        Path in = workDir.resolve("case.json");
        Path out = workDir.resolve("result.json");
        GoldenCase result;
        try {
            Files.writeString(in, GoldenIo.write(c), StandardCharsets.UTF_8);
            Files.deleteIfExists(out);
        } catch (IOException e) {
            throw new BackendException("cannot write the case for the math core driver: " + e.getMessage());
        }
        run(in, out);
        try {
            result = GoldenIo.read(out);
        } catch (GoldenFormatException e) {
            // JSON has no NaN or infinity: the driver writes such an output as null, read as missing.
            throw new BackendException("the math core driver's result is not a golden case (a non-finite output reads as"
                    + " missing): " + e.getMessage());
        }
        if (result.kernel() != c.kernel() || !result.name().equals(c.name())) {
            throw new BackendException("the math core driver answered " + result.kernel() + " " + result.name()
                    + " for " + c.kernel() + " " + c.name());
        }
        // What the core computed; the bake's world samples are its input, not an output.
        Map<String, double[][]> channels = new LinkedHashMap<>();
        for (Channel ch : result.expectedChannels()) if (!ch.optional()) channels.put(ch.name(), ch.rows());
        return channels;
    }

    /**
     * The core's {@code DeformBounds} (spec section 2 step 6) for a parallel-transport bake's texels, to compare
     * with {@link SplineBake#bounds}. Not a golden kernel: the driver reads a {@code DeformBounds} document (golden
     * conventions, the range by the rows it bounds; docs/golden-format.md) and writes it back with the core's box.
     */
    public SplineBake.Bounds bounds(CurveTextures tex, Vec3 meshCenter, double meshRadius, DeformRange range,
                                    boolean extrapolate) throws BackendException {
        BoundsCase request = new BoundsCase("deform-bounds", tex, meshCenter, extrapolate ? 1 : 0, meshRadius, range, null);
        Path in = workDir.resolve("bounds.json");
        Path out = workDir.resolve("bounds-result.json");
        try {
            Files.writeString(in, GoldenIo.writeBounds(request), StandardCharsets.UTF_8);
            Files.deleteIfExists(out);
        } catch (IOException e) {
            throw new BackendException("cannot write the bounds request: " + e.getMessage());
        }
        run(in, out);
        BoundsCase answer;
        try {
            answer = GoldenIo.readBounds(out);
        } catch (GoldenFormatException e) {
            throw new BackendException("the math core driver's bounds answer is not a DeformBounds document: " + e.getMessage());
        }
        if (answer.expected() == null) throw new BackendException("the math core driver's bounds answer has no expected box");
        // The inputs come back as sent: a driver that rewrote them answered another question.
        if (!GoldenIo.writeBounds(new BoundsCase(answer.name(), answer.textures(), answer.meshCenterLocal(),
                answer.endExtrapolation(), answer.meshRadius(), answer.range(), null)).equals(GoldenIo.writeBounds(request))) {
            throw new BackendException("the math core driver's bounds answer changed the request's inputs");
        }
        return answer.expected();
    }

    /** Runs the driver on one request file; it writes its answer to {@code out}. */
    private void run(Path in, Path out) throws BackendException {
        try {
            BoundedProcess.Result run = BoundedProcess.of(driver.toString(), in.toString(), out.toString())
                    .directory(workDir).run(Duration.ofSeconds(RUN_SECONDS));
            if (run.timedOut()) throw new BackendException("the math core driver did not finish within " + RUN_SECONDS + " s");
            if (run.exit() != 0) throw new BackendException("the math core driver failed: " + run.out().strip());
            if (!Files.isRegularFile(out)) throw new BackendException("the math core driver wrote no answer");
        } catch (IOException e) {
            throw new BackendException("cannot run the math core driver: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BackendException("interrupted");
        }
    }

    @Override
    public void close() {
        TemporaryFolders.delete(workDir);
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
