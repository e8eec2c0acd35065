package dev.stretchy.bench;

import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.Generator;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * In-process rendering of every template of every target of the default spec (target: 50 ms).
 * {@code warm} reuses one Generator (templates parsed and cached, as within one CLI run after the first file);
 * {@code cold} builds a new Generator each time, so template parsing is included.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RenderBenchmark {
    private Spec spec;
    private Generator generator;

    @Setup
    public void setUp() {
        spec = SpecLoader.loadDefault();
        generator = Generator.standard();
    }

    @Benchmark
    public List<GeneratedFile> warm() {
        return generator.generate(spec, spec.targets());
    }

    @Benchmark
    public List<GeneratedFile> cold() {
        return Generator.standard().generate(SpecLoader.loadDefault(), spec.targets());
    }
}
