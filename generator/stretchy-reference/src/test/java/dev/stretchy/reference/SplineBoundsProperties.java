package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.Orientation;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/** Math spec section 2 step 6: the render bounds hold every deformed vertex, for the whole range of inputs. */
class SplineBoundsProperties {
    @Provide
    Arbitrary<List<Vec3>> curves() {
        Arbitrary<Double> c = Arbitraries.doubles().between(-1500, 1500);
        Arbitrary<List<Vec3>> any = Combinators.combine(c, c, c).as(Vec3::new).list().ofMinSize(2).ofMaxSize(6);
        // Straight along an axis: the extrapolated ends then reach the box's faces head on.
        Arbitrary<List<Vec3>> straight = Combinators.combine(Arbitraries.of(Vec3.X, Vec3.Y, Vec3.Z.negate()),
                Arbitraries.doubles().between(1, 2000)).as((u, len) -> List.of(u.mul(-len), Vec3.ZERO));
        return Arbitraries.oneOf(any, any, straight);
    }

    @Provide
    Arbitrary<Vec3> axes() {
        Arbitrary<Double> c = Arbitraries.doubles().between(-1, 1);
        return Arbitraries.oneOf(Arbitraries.of(Vec3.X, Vec3.Z, Vec3.Y.negate()),
                Combinators.combine(c, c, c).as(Vec3::new).filter(v -> v.length() > 0.1));
    }

    @Property(tries = 400)
    void everyDeformedVertexLiesInTheBounds(@ForAll("curves") List<Vec3> points, @ForAll boolean closed,
                                            @ForAll Orientation mode, @ForAll("axes") Vec3 f,
                                            @ForAll @IntRange(min = 2, max = 80) int n,
                                            @ForAll @DoubleRange(min = 0, max = 3) double gMax,
                                            @ForAll @DoubleRange(min = 0.01, max = 1.5) double sMin,
                                            @ForAll @DoubleRange(min = 0, max = 3) double sSpan,
                                            @ForAll @DoubleRange(min = 0, max = 0.95) double bMax,
                                            @ForAll @DoubleRange(min = 0, max = 1) double vMax,
                                            @ForAll @DoubleRange(min = 1, max = 200) double meshSize,
                                            @ForAll boolean extrapolate, @ForAll Random random) {
        double sMax = sMin + sSpan;
        var bake = Fixtures.bake(points, closed && points.size() > 2, n, f, mode);
        Vec3 c = new Vec3(random.nextDouble() * 100 - 50, random.nextDouble() * 100 - 50, random.nextDouble() * 100 - 50);
        // A point cloud about c; its radius is the largest distance, as the components measure it (or larger).
        List<Vec3> mesh = new ArrayList<>();
        double radius = 0;
        RestFrame rest = RestFrame.of(f);
        for (int i = 0; i < 24; i++) {
            Vec3 r = i < 4
                    // Points on the axes of the rest frame, where the bound is tightest.
                    ? List.of(rest.forward(), rest.forward().negate(), rest.right(), rest.up()).get(i).mul(meshSize)
                    : new Vec3(random.nextGaussian(), random.nextGaussian(), random.nextGaussian()).mul(meshSize / 2);
            mesh.add(c.add(r));
            radius = Math.max(radius, r.length());
        }
        double h = meshSize * (0.2 + random.nextDouble());
        var range = new DeformRange(gMax, sMin, sMax, bMax, vMax);
        var bounds = SplineBake.bounds(bake, c, mode, f, range, radius, extrapolate);
        double slack = 1e-9 * (bake.splineLength() + 3000 + 100 * radius);
        for (int k = 0; k < 40; k++) {
            // Extremes of every input as often as values inside.
            double p = k == 0 ? 0 : k == 1 ? 1 : random.nextDouble();
            double s = pick(random, sMin, sMax);
            double g = pick(random, 0, gMax);
            double b = pick(random, -bMax, bMax);
            double v = pick(random, 0, vMax);
            double w = random.nextBoolean() ? 0 : random.nextDouble();
            var in = new SplineDeformInputs(p, bake.splineLength(), n, c, f, s, v, g, b, h, w, extrapolate ? 1 : 0);
            var deform = SplineDeform.prepare(mode, in, bake.textures(), WeightMode.EXACT);
            for (Vec3 x : mesh) {
                Vec3 y = x.add(deform.offset(x));
                assertTrue(bounds.contains(y, slack), mode + " p=" + p + " s=" + s + " g=" + g + " b=" + b + " v=" + v
                        + " w=" + w + ": " + y + " outside " + bounds);
            }
        }
    }

    private static double pick(Random random, double lo, double hi) {
        return switch (random.nextInt(4)) {
            case 0 -> lo;
            case 1 -> hi;
            default -> lo + (hi - lo) * random.nextDouble();
        };
    }
}
