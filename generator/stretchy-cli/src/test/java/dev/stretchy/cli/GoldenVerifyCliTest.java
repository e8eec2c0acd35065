package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenIo;
import dev.stretchy.golden.GoldenSet;
import dev.stretchy.golden.SplineDeformCase;
import dev.stretchy.verify.BackendProvider;
import dev.stretchy.verify.BackendRegistry;
import dev.stretchy.verify.BackendUnavailableException;
import dev.stretchy.verify.ReferenceBackend;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import picocli.CommandLine;

class GoldenVerifyCliTest {
    static List<GoldenCase> cases;

    @BeforeAll
    static void load() throws Exception {
        cases = GoldenSet.standard();
    }

    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = StretchyCli.execute(args, new PrintWriter(o, true), new PrintWriter(e, true));
        return new Run(code, o.toString(), e.toString());
    }

    static Run verifyWith(BackendRegistry registry, String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        VerifyCommand v = new VerifyCommand();
        v.registry = registry;
        CommandLine cl = new CommandLine(v);
        cl.setOut(new PrintWriter(o, true));
        cl.setErr(new PrintWriter(e, true));
        return new Run(cl.execute(args), o.toString(), e.toString());
    }

    @Test
    void goldenWritesTheStandardSetAndVerifyPassesIt(@TempDir Path dir) throws Exception {
        Run g = run("golden", "--out", dir.toString());
        assertEquals(0, g.code(), g.err());
        assertEquals(cases.size(), Files.list(dir).count());
        Path junit = dir.resolve("reports/junit.xml");
        Run v = run("verify", "--golden", dir.toString(), "--backend", "reference", "--junit", junit.toString());
        assertEquals(0, v.code(), v.err());
        assertTrue(v.out().contains(cases.size() + " passed, 0 failed, 0 malformed"), v.out());
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
        var suite = (org.w3c.dom.Element) doc.getElementsByTagName("testsuite").item(0);
        assertEquals(String.valueOf(cases.size()), suite.getAttribute("tests"));
        assertEquals("0", suite.getAttribute("failures"));
        // A second run rewrites nothing.
        Run again = run("golden", "--out", dir.toString());
        assertTrue(again.out().contains("(0 written, " + cases.size() + " unchanged)"), again.out());
    }

    @Test
    void aWrongExpectedValueFailsWithWhereAndExitOne(@TempDir Path dir) throws Exception {
        SplineDeformCase c = (SplineDeformCase) cases.stream().filter(x -> x.name().equals("helix-torsion-rotation-minimizing")).findFirst().orElseThrow();
        var exp = new java.util.ArrayList<>(c.expected());
        exp.set(7, exp.get(7).add(new dev.stretchy.reference.Vec3(0, 0.5, 0)));
        var bad = new SplineDeformCase(c.name(), c.description(), c.mode(), c.inputs(), c.prevInputs(), c.textures(),
                c.vertices(), exp, c.expectedPrev(), c.tolerance(), c.normals());
        Files.writeString(dir.resolve("bad.json"), GoldenIo.write(bad));
        Files.writeString(dir.resolve("good.json"), GoldenIo.write(cases.get(0)));
        Path junit = dir.resolve("j.xml");
        Run v = run("verify", "--golden", dir.toString(), "--junit", junit.toString());
        assertEquals(1, v.code(), v.out() + v.err());
        assertTrue(v.err().contains("FAIL") && v.err().contains("expected[7][1]"), v.err());
        assertTrue(v.out().contains("1 passed, 1 failed"), v.out());
        String xml = Files.readString(junit, StandardCharsets.UTF_8);
        assertTrue(xml.contains("failures=\"1\"") && xml.contains("<failure message="), xml);
    }

    /** Math §8: a normal off by 0.01 (0.6°, ten times the channel's tolerance) fails, named by channel and row. */
    @Test
    void aWrongExpectedNormalFails(@TempDir Path dir) throws Exception {
        SplineDeformCase c = (SplineDeformCase) cases.stream().filter(x -> x.name().equals("s-curve-parallel-transport")).findFirst().orElseThrow();
        var n = c.normals();
        var exp = new java.util.ArrayList<>(n.expected());
        exp.set(3, exp.get(3).add(new dev.stretchy.reference.Vec3(0, 0, 0.01)));
        var bad = new SplineDeformCase(c.name(), c.description(), c.mode(), c.inputs(), c.prevInputs(), c.textures(),
                c.vertices(), c.expected(), c.expectedPrev(), c.tolerance(), new dev.stretchy.golden.NormalsChannel(n.mode(),
                n.rest(), n.restTangents(), exp, n.expectedTangents(), n.tolerance()));
        Files.writeString(dir.resolve("bad.json"), GoldenIo.write(bad));
        Run v = run("verify", "--golden", dir.toString());
        assertEquals(1, v.code(), v.out() + v.err());
        assertTrue(v.err().contains("FAIL") && v.err().contains("normals[3][2]"), v.err());
    }

    @Test
    void swappedPreviousAndCurrentInputsFail(@TempDir Path dir) throws Exception {
        for (GoldenCase c : cases) {
            GoldenCase swapped;
            if (c instanceof SplineDeformCase s) {
                swapped = new SplineDeformCase(s.name(), s.description(), s.mode(), s.inputs(), s.prevInputs(), s.textures(),
                        s.vertices(), s.expectedPrev(), s.expected(), s.tolerance(), s.normals());
            } else if (c instanceof dev.stretchy.golden.VelocityStretchCase v) {
                swapped = new dev.stretchy.golden.VelocityStretchCase(v.name(), v.description(), v.dimensions(), v.inputs(),
                        v.prevInputs(), v.vertices(), v.expectedPrev(), v.expected(), v.tolerance(), v.normals());
            } else {
                continue;
            }
            Files.writeString(dir.resolve(c.name() + ".json"), GoldenIo.write(swapped));
        }
        Run v = run("verify", "--golden", dir.toString());
        assertEquals(1, v.code());
        assertTrue(v.out().contains(" 0 passed,"), "every SplineDeform and VelocityStretch case must catch a Prev/current swap: " + v.out() + v.err());
    }

    @Test
    void aMalformedFileExitsTwoNamingFileAndField(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("good.json"), GoldenIo.write(cases.get(0)));
        Files.writeString(dir.resolve("broken.json"), GoldenIo.write(cases.get(1)).replace("\"tolerance\"", "\"tolerence\""));
        Run v = run("verify", "--golden", dir.toString());
        assertEquals(2, v.code());
        assertTrue(v.err().contains("MALFORMED broken.json: tolerance: missing")
                || v.err().contains("MALFORMED " + dir.resolve("broken.json") + ": tolerance: missing"), v.err());
    }

    @Test
    void unknownBackendExitsTwoLikeEveryBadOption(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("good.json"), GoldenIo.write(cases.get(0)));
        Run v = run("verify", "--golden", dir.toString(), "--backend", "metal");
        assertEquals(2, v.code());
        assertEquals(1, v.err().strip().lines().count(), v.err());
        assertTrue(v.err().contains("unknown backend \"metal\""), v.err());
    }

    @Test
    void aKnownBackendMissingFromTheBuildExitsThree(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("good.json"), GoldenIo.write(cases.get(0)));
        Run v = verifyWith(new BackendRegistry(List.of(new ReferenceBackend.Provider())), "--golden", dir.toString(),
                "--backend", "cpp");
        assertEquals(3, v.code());
        assertEquals(1, v.err().strip().lines().count(), v.err());
        assertTrue(v.err().contains("backend cpp is not available"), v.err());
    }

    @Test
    void anUnavailableBackendExitsThreeWithItsReason(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("good.json"), GoldenIo.write(cases.get(0)));
        BackendProvider noDevice = new BackendProvider() {
            @Override
            public String name() {
                return "vulkan";
            }

            @Override
            public dev.stretchy.verify.Backend open() throws BackendUnavailableException {
                throw new BackendUnavailableException("no Vulkan device found");
            }
        };
        Run v = verifyWith(new BackendRegistry(List.of(noDevice)), "--golden", dir.toString(), "--backend", "vulkan");
        assertEquals(3, v.code());
        assertEquals("stretchy: backend vulkan is unavailable: no Vulkan device found", v.err().strip());
    }

    @Test
    void aBackendThatSkipsAKernelReportsSkips(@TempDir Path dir) throws Exception {
        GoldenCase bake = cases.stream().filter(c -> c.name().equals("bake-s-curve")).findFirst().orElseThrow();
        Files.writeString(dir.resolve("bake.json"), GoldenIo.write(bake));
        BackendProvider shaderOnly = new BackendProvider() {
            @Override
            public String name() {
                return "shaders";
            }

            @Override
            public dev.stretchy.verify.Backend open() {
                return new dev.stretchy.verify.Backend() {
                    @Override
                    public String name() {
                        return "shaders";
                    }

                    @Override
                    public boolean supports(dev.stretchy.golden.Kernel k) {
                        return k == dev.stretchy.golden.Kernel.SplineDeform;
                    }

                    @Override
                    public java.util.Map<String, double[][]> evaluate(GoldenCase c) {
                        throw new AssertionError("not called");
                    }
                };
            }
        };
        Run v = verifyWith(new BackendRegistry(List.of(shaderOnly)), "--golden", dir.toString(), "--backend", "shaders");
        assertEquals(0, v.code(), v.err());
        assertTrue(v.out().contains("SKIP") && v.out().contains("1 skipped"), v.out());
    }
}
