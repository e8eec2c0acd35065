package dev.stretchy.verify.vulkan;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.Kernel;
import dev.stretchy.golden.SplineDeformCase;
import dev.stretchy.golden.VelocityStretchCase;
import dev.stretchy.reference.Vec3;
import dev.stretchy.spec.Spec;
import dev.stretchy.verify.Backend;
import dev.stretchy.verify.BackendException;
import dev.stretchy.verify.GeneratedSource;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Generated deformer shaders executed on a Vulkan device (lavapipe in CI): {@code verify --backend vulkan} runs the
 * plugin's {@code .ush} files wrapped as Unreal's Custom node, {@code verify --backend vulkan-glsl} the three.js
 * package's GLSL functions. Computes the deformer kernels; the bake and the controller run on the CPU and are
 * reported as skipped here.
 */
public final class VulkanBackend implements Backend {
    private final DeformerRunner runner;

    /** The Unreal shaders; throws {@link VulkanUnavailableException} with a one-line reason when there is no device. */
    public VulkanBackend(Spec spec) {
        this(DeformerShaders.unreal(spec, GeneratedSource.unrealPlugin(), HarnessOptions.STANDARD));
    }

    /** A backend running {@code shaders} (tests build it with a planted fault or a harness variant). */
    VulkanBackend(DeformerShaders shaders) {
        this.runner = new DeformerRunner(shaders, VulkanDevice.open());
    }

    /** The three.js package's GLSL; throws {@link VulkanUnavailableException} when there is no device. */
    public static VulkanBackend threejs(Spec spec) {
        return new VulkanBackend(DeformerShaders.threejs(spec, GeneratedSource.threejsPackage()));
    }

    @Override
    public String name() {
        return runner.backendName();
    }

    public String deviceName() {
        return runner.device().name();
    }

    /** The device the shaders run on (the in-engine test shader's atlas permutation runs there too). */
    VulkanDevice device() {
        return runner.device();
    }

    /** The section 10 features of the shaders (the Unreal plugin's: every one; the in-engine test's and three.js': their own). */
    @Override
    public java.util.Set<dev.stretchy.golden.GoldenFeature> features() {
        java.util.Set<dev.stretchy.golden.GoldenFeature> out = java.util.EnumSet.noneOf(dev.stretchy.golden.GoldenFeature.class);
        for (dev.stretchy.golden.GoldenFeature f : dev.stretchy.golden.GoldenFeature.values()) {
            if (runner.features().contains(f.word())) out.add(f);
        }
        return out;
    }

    @Override
    public boolean supports(Kernel kernel) {
        return kernel == Kernel.SplineDeform || kernel == Kernel.VelocityStretch;
    }

    @Override
    public Map<String, double[][]> evaluate(GoldenCase c) throws BackendException {
        try {
            double[][][] r;
            boolean hasPrev;
            if (c instanceof SplineDeformCase s) {
                hasPrev = !s.prevInputs().isEmpty();
                r = runner.splineDeform(s.mode(), features(s), splineVertices(s), splineValues(s),
                        values(new LinkedHashMap<>(s.prevInputs())),
                        Map.of("PositionTexture", s.textures().position(), "TangentTexture", s.textures().tangent()));
            } else if (c instanceof VelocityStretchCase v) {
                hasPrev = !v.prevInputs().isEmpty();
                r = runner.velocityStretch(v.dimensions(), rows(v.vertices()), values(v.inputs().toMap(v.dimensions())),
                        values(v.prevInputs()));
            } else {
                throw new BackendException("the " + name() + " backend runs deformer kernels only, not " + c.kernel());
            }
            Map<String, double[][]> out = new LinkedHashMap<>();
            out.put("expected", r[0]);
            if (hasPrev) out.put("expectedPrev", r[1]);
            if (runner.hasNormals()) {
                double[][][] n = null;
                if (c instanceof SplineDeformCase s && s.normals() != null) {
                    n = runner.splineNormals(s.mode(), s.normals().mode(), features(s), splineVertices(s),
                            rows(s.normals().rest()), rows(s.normals().restTangents()), splineValues(s),
                            Map.of("PositionTexture", s.textures().position(), "TangentTexture", s.textures().tangent()));
                } else if (c instanceof VelocityStretchCase v && v.normals() != null) {
                    n = runner.velocityNormals(v.dimensions(), rows(v.vertices()), rows(v.normals().rest()),
                            rows(v.normals().restTangents()), values(v.inputs().toMap(v.dimensions())));
                }
                if (n != null) {
                    out.put("normals", n[0]);
                    out.put("tangents", n[1]);
                    // Where the offset comes from the same evaluation as the normals, that evaluation is checked.
                    if (n[2] != null) out.put("expected", n[2]);
                }
            }
            return out;
        } catch (ShaderCompileException e) {
            throw new BackendException(e.getMessage(), e);
        }
    }

    /** The section 10 features a case needs, as the catalogue spells them. */
    private static java.util.Set<String> features(SplineDeformCase s) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        s.features().forEach(f -> out.add(f.word()));
        return out;
    }

    /**
     * The inputs of a spline case, section 10's scalars included: the case's values, or off (0) for a case without the
     * feature, which is what a material with the input computes the 1.2 deformer with.
     */
    static Map<String, double[]> splineValues(SplineDeformCase s) {
        Map<String, double[]> v = values(s.inputs().toMap());
        dev.stretchy.golden.DeformFeatures f = s.featureInputs();
        v.put("ClosedLoop", new double[] {f.closedLoop() == null ? 0 : f.closedLoop()});
        v.put("BakedRoll", new double[] {f.bakedRoll() == null ? 0 : f.bakedRoll()});
        return v;
    }

    /** The vertices with each one's stretch mask as a fourth component (1, the full stretch, without a mask). */
    static double[][] splineVertices(SplineDeformCase s) {
        double[][] r = rows(s.vertices());
        List<Double> mask = s.featureInputs().stretchMask();
        for (int i = 0; i < r.length; i++) {
            r[i] = new double[] {r[i][0], r[i][1], r[i][2], mask == null ? 1 : mask.get(i)};
        }
        return r;
    }

    static double[][] rows(List<Vec3> v) {
        double[][] r = new double[v.size()][];
        for (int i = 0; i < r.length; i++) r[i] = v.get(i).toArray();
        return r;
    }

    /** Golden values are {@code Double} or {@code Vec3}; the harness takes component arrays. */
    private static Map<String, double[]> values(Map<String, ?> m) {
        Map<String, double[]> out = new LinkedHashMap<>();
        m.forEach((k, v) -> out.put(k, v instanceof Vec3 x ? x.toArray() : new double[] {((Number) v).doubleValue()}));
        return out;
    }

    @Override
    public void close() {
        runner.close();
    }
}
