package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.stretchy.model.ContractInput;
import dev.stretchy.model.ParameterContract;
import dev.stretchy.model.ThreejsModel;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.spec.Target;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ThreejsTargetTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Map<String, String> render(Spec spec) {
        return Generator.standard().generate(spec, List.of(Target.THREEJS)).stream()
                .collect(Collectors.toMap(GeneratedFile::path, GeneratedFile::text));
    }

    private static Spec spec(String yaml) throws Exception {
        return SpecLoader.parse(yaml, "test.yaml");
    }

    @Test
    void rendersTheWholePackageDeterministically() {
        Spec spec = SpecLoader.loadDefault();
        List<GeneratedFile> a = Generator.standard().generate(spec, List.of(Target.THREEJS));
        List<GeneratedFile> b = new Generator(List.of(new ThreejsTarget(new TemplateRenderer()))).generate(spec, List.of(Target.THREEJS));
        assertEquals(a, b);
        Map<String, String> files = a.stream().collect(Collectors.toMap(GeneratedFile::path, GeneratedFile::text));
        for (String p : List.of("package.json", "package-lock.json", ".gitignore", "index.html", "glsl-check.html",
                "vite.config.ts", "src/index.ts", "src/constants.ts", "src/glsl/splineDeform.glsl",
                "src/glsl/source.ts", "e2e/browser.mjs", "test/velocity.test.ts", "test/golden.test.ts")) {
            assertTrue(files.containsKey("stretchy-three/" + p), "missing " + p + " in " + files.keySet());
        }
        files.forEach((p, t) -> {
            assertTrue(p.startsWith("stretchy-three/"), p);
            assertFalse(p.contains("__"), p);
            if (!p.endsWith(".png")) assertFalse(t.contains("\r"), p); // the docs' picture is binary
        });
    }

    @Test
    void constantsComeFromTheSpec() throws Exception {
        String defaults = render(SpecLoader.loadDefault()).get("stretchy-three/src/constants.ts");
        assertTrue(defaults.contains("  k: 0.05,\n"), defaults);
        assertTrue(defaults.contains("  maxImpactSpeed: 20.0,\n"), defaults);
        assertTrue(defaults.contains("  forwardAxis: [0.0, 0.0, 1.0],\n"), "Unreal's X is three.js's +Z");

        Map<String, String> changed = render(spec("""
                splineDeform: { forwardAxis: Y, orientation: rotation-minimizing, sampleCount: 128, settleWindow: 0.2, normals: rotate }
                velocityStretch:
                  k: 0.07
                  maxStretch: 1.9
                  impact: { strength: 0.5, minSquash: 0.55, maxImpactSpeed: 15, recoverSeconds: 0.2, ease: spring, springDamping: 0.4 }
                  dimensions: 2
                threejs: { packageName: bouncy-things }
                """));
        String c = changed.get("bouncy-things/src/constants.ts");
        for (String line : List.of("k: 0.07,", "maxStretch: 1.9,", "impactStrength: 0.5,", "minSquash: 0.55,",
                "maxImpactSpeed: 15.0,", "recoverSeconds: 0.2,", "ease: 'spring',", "springDamping: 0.4,", "dimensions: 2,",
                "sampleCount: 128,", "orientation: 'rotation-minimizing',", "settleWindow: 0.2,", "forwardAxis: [1.0, 0.0, 0.0],",
                "normals: 'rotate',", "rotate: 1,")) {
            assertTrue(c.contains("  " + line + "\n"), "constants.ts lacks " + line + ":\n" + c);
        }
        assertTrue(changed.get("bouncy-things/src/glsl/splineDeform.glsl").contains("#define STRETCHY_ORIENTATION 1\n"));
        assertEquals("bouncy-things", JSON.readTree(changed.get("bouncy-things/package.json")).get("name").asText());
    }

    @Test
    void scopedPackageNamesAreAcceptedAndBadOnesRefused() throws Exception {
        Map<String, String> files = render(spec("threejs: { packageName: \"@acme/bouncy-things\" }\n"));
        assertEquals("@acme/bouncy-things", JSON.readTree(files.get("@acme/bouncy-things/package.json")).get("name").asText());
        assertEquals("@acme/bouncy-things", JSON.readTree(files.get("@acme/bouncy-things/package-lock.json")).get("name").asText());
        files.keySet().forEach(p -> assertTrue(p.startsWith("@acme/bouncy-things/"), p));
        for (String bad : List.of("@Acme/x", "@acme/", "acme/x", "@/x", "@acme/x/y", "@acme/../x", "../x", "X")) {
            org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
                    () -> spec("threejs: { packageName: \"" + bad + "\" }\n"), bad);
        }
    }

    /** The README's install lines name the file `npm pack` writes: scope's @ dropped, / to -, then the version. */
    @Test
    void readmeNamesTheTarballNpmPackWrites() throws Exception {
        String plain = render(spec("threejs: { packageName: bouncy-things }\nplugin: { versionName: \"2.3\" }\n"))
                .get("bouncy-things/README.md");
        assertTrue(plain.contains("# -> bouncy-things-2.3.0.tgz\n"), plain);
        assertTrue(plain.contains("npm install three @types/three ../path/to/bouncy-things-2.3.0.tgz\n"), plain);
        String scoped = render(spec("threejs: { packageName: \"@acme/bouncy-things\" }\n"))
                .get("@acme/bouncy-things/README.md");
        assertTrue(scoped.contains("npm install three @types/three ../path/to/acme-bouncy-things-1.0.0.tgz\n"), scoped);
        assertEquals("acme-bouncy-things-1.0.0.tgz", ThreejsModel.of(spec("threejs: { packageName: \"@acme/bouncy-things\" }\n")).tarballName());
    }

    @Test
    void lockfileMatchesThePackageAndRecordsNoDownloadAddresses() throws Exception {
        Map<String, String> files = render(spec("threejs: { packageName: bouncy-things }\nplugin: { versionName: \"2.3\" }\n"));
        JsonNode pkg = JSON.readTree(files.get("bouncy-things/package.json"));
        String lockText = files.get("bouncy-things/package-lock.json");
        JsonNode lock = JSON.readTree(lockText);
        assertEquals("bouncy-things", lock.get("name").asText());
        assertEquals("2.3.0", pkg.get("version").asText());
        assertEquals("2.3.0", lock.get("version").asText());
        JsonNode root = lock.get("packages").get("");
        assertEquals("bouncy-things", root.get("name").asText());
        assertEquals(pkg.get("devDependencies"), root.get("devDependencies"), "npm ci needs the lock to match package.json");
        assertEquals(pkg.get("peerDependencies"), root.get("peerDependencies"));
        assertFalse(lockText.contains("\"resolved\""), "the lockfile must not record download addresses");
        for (String dep : List.of("three", "vite", "vitest", "playwright-core", "fast-check", "typescript")) {
            assertTrue(lock.get("packages").has("node_modules/" + dep), dep);
        }
    }

    @Test
    void glslSignatureAndTypeScriptContractFollowTheParameterContract() throws Exception {
        for (Spec s : List.of(SpecLoader.loadDefault(), SpecLoader.load(java.nio.file.Path.of("../../specs/spline-juice-compat.yaml")))) {
            Map<String, String> files = render(s);
            String pkg = s.threejs().packageName();
            String glsl = files.get(pkg + "/src/glsl/splineDeform.glsl");
            String contractTs = files.get(pkg + "/src/contract.ts");
            List<ContractInput> inputs = ParameterContract.splineDeform(s, dev.stretchy.spec.Target.THREEJS).inputs();
            String signature = inputs.stream().map(i -> "    " + i.kind().glsl() + " " + i.base())
                    .collect(Collectors.joining(",\n", "vec3 stretchySplineDeform(\n", "\n) {"));
            assertTrue(glsl.contains(signature), glsl);
            String velocity = files.get(pkg + "/src/glsl/velocityStretch.glsl");
            String velocitySignature = ParameterContract.velocityStretch(s).inputs().stream()
                    .map(i -> "    " + i.kind().glsl() + " " + i.base())
                    .collect(Collectors.joining(",\n", "vec3 stretchyVelocityStretch(\n", "\n) {"));
            assertTrue(velocity.contains(velocitySignature), velocity);
            int at = 0;
            for (ContractInput i : inputs) {
                int next = contractTs.indexOf("uniform: '" + i.inputName() + "'", at);
                assertTrue(next > at, "contract.ts lists " + i.inputName() + " out of order");
                at = next;
            }
            // Section 10's inputs are contract rows like the others (one signature, no per-feature twin), and the
            // features the tests run are the contract's.
            assertEquals(List.of("closedLoop", "roll", "stretchMask"), ParameterContract.splineDeform(s, dev.stretchy.spec.Target.THREEJS).features());
            assertTrue(contractTs.contains("export const SPLINE_FEATURES: readonly string[] = ['closedLoop', 'roll', 'stretchMask'];"),
                    contractTs);
            assertFalse(glsl.contains("Features("), glsl);
            // The TypeScript strings are the .glsl files themselves (imported as text), never a copy of them.
            String source = files.get(pkg + "/src/glsl/source.ts");
            assertTrue(source.contains("import splineDeform from './splineDeform.glsl?raw';"), source);
            assertFalse(source.contains(signature), source);
        }
    }

    @Test
    void spritesGetThePlaneNormalInTheVelocityDeformer() throws Exception {
        String three = render(spec("velocityStretch: { dimensions: 3 }\n")).get("stretchy-three/src/glsl/velocityStretch.glsl");
        String two = render(spec("velocityStretch: { dimensions: 2 }\n")).get("stretchy-three/src/glsl/velocityStretch.glsl");
        assertFalse(three.contains("VelocityPlaneNormalLocal"), three);
        assertTrue(two.contains("vec3 VelocityPlaneNormalLocal") && two.contains("normalPart"), two);
    }

    @Test
    void frameRelabellingIsACyclicPermutation() {
        Function<double[], List<Double>> l = v -> List.of(v[0], v[1], v[2]);
        assertEquals(List.of(0.0, 0.0, 1.0), l.apply(dev.stretchy.model.ThreejsModel.fromUnreal(new double[] {1, 0, 0})));
        assertEquals(List.of(1.0, 0.0, 0.0), l.apply(dev.stretchy.model.ThreejsModel.fromUnreal(new double[] {0, 1, 0})));
        assertEquals(List.of(0.0, 1.0, 0.0), l.apply(dev.stretchy.model.ThreejsModel.fromUnreal(new double[] {0, 0, 1})));
    }
}
