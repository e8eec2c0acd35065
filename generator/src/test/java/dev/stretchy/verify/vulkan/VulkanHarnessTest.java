package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.spec.SpecLoader;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The harness on the machine's Vulkan device (lavapipe in CI): no device is a failure here, never a skip. */
class VulkanHarnessTest {
    static VulkanVerifier verifier;

    @BeforeAll
    static void open() {
        verifier = new VulkanVerifier(SpecLoader.loadDefault());
    }

    @AfterAll
    static void close() {
        verifier.close();
    }

    @Test
    void everyModeAndDimensionMatchesTheSpecFormulas() {
        List<CaseResult> results = verifier.verify(TestCases.all());
        assertEquals(TestCases.all().size(), results.size());
        for (CaseResult r : results) assertTrue(r.passed(), r.line());
    }

    @Test
    void aWrongExpectationFails() {
        KernelCase good = TestCases.velocity("velocity-3d", false);
        double[][] expected = good.expected();
        expected[5] = new double[] {expected[5][0], expected[5][1] + 0.01, expected[5][2]};
        KernelCase bad = new KernelCase(good.file(), good.name(), good.kernel(), good.mode(), good.dimensions(), good.inputs(),
                good.prevInputs(), good.textures(), good.vertices(), expected, good.expectedPrev(), 1e-4, 0);
        CaseResult r = verifier.verify(bad);
        assertFalse(r.passed(), r.line());
        assertTrue(r.where().startsWith("vertex 5 y"), r.where());
    }

    @Test
    void previousFrameCallUsesThePrevInputs() {
        KernelCase c = TestCases.spline("prev", "parallel-transport", 0.6, 0.3, 32, java.util.Map.of());
        var h = GeneratedDeformers.render(SpecLoader.loadDefault()).splineDeform().harness(2);
        double[][][] r;
        try (VulkanDevice d = VulkanDevice.open()) {
            r = h.evaluate(d, h.compile(ShaderCompiler.Optimisation.NONE), c.vertices(), c.inputs(), c.prevInputs(), c.textures());
        }
        for (int i = 0; i < c.vertices().length; i++) {
            for (int k = 0; k < 3; k++) {
                assertEquals(c.expected()[i][k], r[0][i][k], 1e-2);
                assertEquals(c.expectedPrev()[i][k], r[1][i][k], 1e-2);
            }
        }
    }

    @Test
    void aDeviceThatIsNotThereIsAnEnvironmentErrorWithAReason() {
        System.setProperty(VulkanDevice.DEVICE_PROPERTY, "no-such-device");
        try {
            VulkanUnavailableException e = assertThrows(VulkanUnavailableException.class, VulkanDevice::open);
            assertTrue(e.getMessage().contains("no-such-device"), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), "one line");
        } finally {
            System.clearProperty(VulkanDevice.DEVICE_PROPERTY);
        }
    }
}
