package dev.stretchy.bench;

import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.UeSpline;
import dev.stretchy.reference.Vec3;
import dev.stretchy.contract.Orientation;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The reference bake of a 4-point UeSpline under a rotated, non-uniformly scaled mesh transform (target: at most
 * 1 ms at N = 1024). {@code full} includes step 1 (8(N-1)+1 spline queries through the reparam table);
 * {@code fromSamples} is steps 2–5 alone, what the plugin's core does after asking the engine's spline.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SplineBakeBenchmark {
    @Param({"64", "256", "1024"})
    public int n;

    @Param({"parallel-transport", "rotation-minimizing"})
    public String mode;

    private UeSpline spline;
    private Transform mesh;
    private Orientation orientation;
    private SplineBake.WorldSamples samples;

    @Setup
    public void setUp() {
        spline = new UeSpline(UeSpline.autoPoints(List.of(new Vec3(-1200, -300, 0), new Vec3(-800, 200, 100),
                new Vec3(-400, -200, 0), Vec3.ZERO)), false, Transform.IDENTITY);
        mesh = new Transform(Transform.axisAngle(Vec3.Z, 30), new Vec3(100, 0, 0), new Vec3(1, 2, 0.5));
        orientation = Orientation.of(mode);
        samples = SplineBake.worldSamples(spline, n);
    }

    @Benchmark
    public SplineBake.Result full() {
        return SplineBake.bake(spline, mesh, n, Vec3.X, orientation);
    }

    @Benchmark
    public SplineBake.Result fromSamples() {
        return SplineBake.fromWorldSamples(samples, mesh, n, Vec3.X, orientation);
    }
}
