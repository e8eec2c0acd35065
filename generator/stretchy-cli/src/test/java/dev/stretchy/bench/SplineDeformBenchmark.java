package dev.stretchy.bench;

import dev.stretchy.golden.Meshes;
import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.SplineDeform;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.UeSpline;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.WeightMode;
import dev.stretchy.contract.Orientation;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reference SplineDeform evaluations per second, per orientation mode (target: at least 10M/s on one core). One
 * invocation prepares the inputs once and deforms a 512-vertex mesh along an S-curve baked at N = 64, at a Progress that walks along the curve.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SplineDeformBenchmark {
    static final int VERTICES = 512;

    @Param({"parallel-transport", "rotation-minimizing", "article"})
    public String mode;

    private Orientation orientation;
    private CurveTextures textures;
    private SplineDeformInputs inputs;
    private Vec3[] vertices;
    private double progress;

    @Setup
    public void setUp() {
        orientation = Orientation.of(mode);
        UeSpline s = new UeSpline(UeSpline.autoPoints(List.of(new Vec3(-1200, -300, 0), new Vec3(-800, 200, 100),
                new Vec3(-400, -200, 0), Vec3.ZERO)), false, Transform.IDENTITY);
        SplineBake.Result b = SplineBake.bake(s, Transform.IDENTITY, 64, Vec3.X, orientation);
        textures = b.textures();
        var mesh = Meshes.box(new Vec3(200, 100, 100), 10, Vec3.ZERO).vertices();
        vertices = mesh.subList(0, VERTICES).toArray(Vec3[]::new);
        inputs = new SplineDeformInputs(0.3, b.splineLength(), 64, Vec3.ZERO, Vec3.X, 1.3, 1, 1, 0.2, 100, 0.05, 1);
    }

    @Benchmark
    @OperationsPerInvocation(VERTICES)
    public double deform() {
        progress = progress > 0.999 ? 0 : progress + 0.001;
        // Per draw: sanitise and build the rest frame once (a shader's uniforms); per vertex: steps 2-10.
        SplineDeform.Prepared deformer = SplineDeform.prepare(orientation, inputs.withProgress(progress), textures, WeightMode.EXACT);
        double sum = 0;
        for (Vec3 v : vertices) {
            Vec3 o = deformer.offset(v);
            sum += o.x() + o.y() + o.z();
        }
        return sum;
    }

}
