package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.Orientation;
import dev.stretchy.io.BoundedProcess;
import dev.stretchy.model.PluginModel;
import dev.stretchy.reference.LoopRollBake;
import dev.stretchy.reference.RollCurve;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.UeSpline;
import dev.stretchy.reference.Vec3;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The generated math core's section 10 bake ({@code RollFromCurve}, {@code BakeLoopRoll}) against the Java reference
 * ({@code LoopRollBake}, {@code RollCurve}) on the reference spline model's own world samples: a closed loop without a
 * mirror symmetry (mode B's closing twist is not zero) with a roll of one whole turn, and an open curve with a roll that
 * need not close, in modes A and B. Both are double precision: the texels agree to rounding. Planted faults in the
 * generated core must make a case disagree.
 */
class LoopRollReferenceTest {
    private static final int N = 64;
    /** Rounding of two double-precision computations of the same formulas over a few hundred samples. */
    private static final double TOLERANCE = 1e-9;
    private static final Duration RUN = Duration.ofSeconds(60);

    private record Case(String name, UeSpline spline, Orientation mode, boolean closed, RollCurve roll) {}

    private static List<Case> cases() {
        List<Vec3> loop = new ArrayList<>();
        List<Vec3> open = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            double a = 2 * Math.PI * i / 8;
            loop.add(new Vec3(400 * Math.sin(a), 400 * (1 - Math.cos(a)), 250 * Math.cos(a) + 120 * Math.sin(2 * a)));
            open.add(new Vec3(90 * i, 120 * Math.sin(a), 15 * i * (i % 3)));
        }
        UeSpline closed = new UeSpline(UeSpline.autoPoints(loop), true, Transform.IDENTITY);
        UeSpline curve = new UeSpline(UeSpline.autoPoints(open), false, Transform.IDENTITY);
        RollCurve turn = RollCurve.of(0, 0, 0.25, 30, 0.5, 0, 1, 360);
        RollCurve bank = RollCurve.of(0.1, -45, 0.6, 80, 0.9, 300);
        List<Case> c = new ArrayList<>();
        for (Orientation mode : List.of(Orientation.PARALLEL_TRANSPORT, Orientation.ROTATION_MINIMIZING)) {
            c.add(new Case("loop with a turn of roll, " + mode.word(), closed, mode, true, turn));
            c.add(new Case("loop without roll, " + mode.word(), closed, mode, true, null));
            c.add(new Case("open curve with a bank, " + mode.word(), curve, mode, false, bank));
        }
        return c;
    }

    /** The worst difference per case (name: difference), the C++ core edited by {@code edit}. */
    private static List<String> mismatches(Path dir, UnaryOperator<String> edit) throws Exception {
        Spec spec = SpecLoader.loadDefault();
        PluginModel plugin = PluginModel.of(spec);
        String name = plugin.name();
        List<GeneratedFile> files = ScenarioSupport.unrealFiles(spec);
        ScenarioSupport.writeStandInAndDriver(dir, "loop_roll_reference.cpp");
        ScenarioSupport.writeUnit(files, name + "/Source/" + plugin.runtimeModule() + "/", name + "Math", dir, edit);
        Files.writeString(dir.resolve("loop_roll_names.h"), "#pragma once\n#include \"" + name + "Math.h\"\n"
                + "using Math = F" + name + "Math;\nusing BakeResult = F" + name + "MathBakeResult;\n");
        Path exe = ScenarioSupport.compile(dir, List.of(), List.of("-D" + plugin.apiMacro() + "="),
                List.of("loop_roll_reference.cpp", name + "Math.cpp"), "loop-roll-reference", "the generated math core");
        List<String> out = new ArrayList<>();
        for (Case c : cases()) {
            SplineBake.Result want = LoopRollBake.bake(c.spline(), Transform.IDENTITY, N, Vec3.X, c.mode(), c.closed(), c.roll());
            BoundedProcess.Result r = BoundedProcess.of(exe.toString()).directory(dir)
                    .input(input(c).getBytes(StandardCharsets.UTF_8)).separateErrors().run(RUN);
            assertTrue(r.ok(), c.name() + ": " + r.err());
            String[] lines = r.out().strip().split("\n");
            if (lines.length != N) {
                out.add(c.name() + ": " + lines[0]);
                continue;
            }
            double worst = 0;
            for (int i = 0; i < N; i++) {
                String[] v = lines[i].trim().split(" ");
                double[] p = want.textures().position()[i];
                double[] t = want.textures().tangent()[i];
                for (int k = 0; k < 3; k++) worst = Math.max(worst, Math.abs(Double.parseDouble(v[k]) - p[k]));
                for (int k = 0; k < 4; k++) worst = Math.max(worst, Math.abs(Double.parseDouble(v[3 + k]) - t[k]));
            }
            if (!(worst <= TOLERANCE)) out.add(c.name() + ": " + worst);
        }
        return out;
    }

    private static String input(Case c) {
        StringBuilder s = new StringBuilder();
        s.append(N).append(' ').append(c.mode() == Orientation.ROTATION_MINIMIZING ? 1 : 0).append(' ').append(c.closed() ? 1 : 0);
        List<RollCurve.Key> keys = c.roll() == null ? List.of() : c.roll().keys();
        s.append(' ').append(keys.size());
        for (RollCurve.Key k : keys) s.append(' ').append(k.at()).append(' ').append(k.degrees());
        SplineBake.WorldSamples w = SplineBake.worldSamples(c.spline(), N);
        s.append(' ').append(w.positions().length).append('\n');
        for (int i = 0; i < w.positions().length; i++) {
            Vec3 x = w.positions()[i];
            Vec3 d = w.directions()[i];
            s.append(x.x()).append(' ').append(x.y()).append(' ').append(x.z()).append(' ')
                    .append(d.x()).append(' ').append(d.y()).append(' ').append(d.z()).append('\n');
        }
        return s.toString();
    }

    @Test
    void theCoreBakesWhatTheReferenceBakes(@TempDir Path dir) throws Exception {
        assertEquals(List.of(), mismatches(dir, UnaryOperator.identity()));
    }

    /** Each fault, planted in the generated core, makes at least one case differ from the reference. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "closing twist spread the wrong way | Twist[Index] = -Theta * (1.0 - | Twist[Index] = Theta * (1.0 - ",
            "frames turned the wrong way about the tangent | QuatProduct(Frames[Index], AxisAngle(Forward, Twist[Index])) | QuatProduct(AxisAngle(Forward, Twist[Index]), Frames[Index])",
            "roll curve read a texel off | const double At = static_cast<double>(Texel) / static_cast<double>(N - 1); | const double At = static_cast<double>(Texel + 1) / static_cast<double>(N);",
            "roll curve degrees taken as radians | const double DegreesToRadians = Pi / 180.0; | const double DegreesToRadians = 1.0 + 0.0 * Pi;"})
    void aPlantedFaultDiffers(String fault, String find, String replace, @TempDir Path dir) throws Exception {
        String f = find;
        String r = replace;
        List<GeneratedFile> files = ScenarioSupport.unrealFiles(SpecLoader.loadDefault());
        assertTrue(files.stream().anyMatch(g -> g.path().endsWith("Math.cpp") && g.text().contains(f)), "not in the core: " + f);
        List<String> m = mismatches(dir, text -> text.replace(f, r));
        assertTrue(!m.isEmpty(), "no case caught: " + fault);
    }
}
