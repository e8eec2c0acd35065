package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.SpecLoader;
import dev.stretchy.spec.Target;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The three.js package holds its GLSL once: in the src/glsl/*.glsl files. TypeScript gets the text by importing
 * those files (`?raw`, inlined into dist/ by build.mjs), so no function body of a .glsl file may appear in any other
 * source of the package (TypeScript, JavaScript, HTML). A .glsl file that needs another's functions names it in an
 * `#include "name.glsl"` line (resolved by source.ts's glslWithIncludes), so each function is defined in one file.
 */
class ThreejsGlslOnceTest {
    /** A GLSL function definition at the start of a line: return type, name, parameters (maybe over several lines), body. */
    private static final Pattern FUNCTION = Pattern.compile("(?m)^(?:(?:highp|mediump|lowp)\\s+)?\\w+\\s+(\\w+)\\s*\\([^;{)]*\\)\\s*\\{");
    private static final List<String> SOURCES = List.of(".ts", ".tsx", ".mjs", ".js", ".html");

    /** Each function's body (between its braces), by "file:name". */
    static Map<String, String> functionBodies(Map<String, String> files) {
        Map<String, String> bodies = new LinkedHashMap<>();
        new TreeMap<>(files).forEach((path, text) -> {
            if (!path.endsWith(".glsl")) return;
            Matcher m = FUNCTION.matcher(text);
            while (m.find()) {
                int depth = 1;
                int i = m.end();
                for (; i < text.length() && depth > 0; i++) {
                    if (text.charAt(i) == '{') depth++;
                    else if (text.charAt(i) == '}') depth--;
                }
                bodies.putIfAbsent(path + ":" + m.group(1), text.substring(m.end(), i - 1).strip());
            }
        });
        return bodies;
    }

    /** The places where a .glsl function's body stands again outside the .glsl files: "source path: glsl file:name". */
    static List<String> copiesOutsideGlsl(Map<String, String> files) {
        Map<String, String> bodies = functionBodies(files);
        List<String> copies = new ArrayList<>();
        new TreeMap<>(files).forEach((path, text) -> {
            if (SOURCES.stream().noneMatch(path::endsWith)) return;
            bodies.forEach((fn, body) -> {
                if (text.contains(body)) copies.add(path + ": " + fn);
            });
        });
        return copies;
    }

    /** The GLSL functions defined more than once among the .glsl files: "name: file, file". */
    static List<String> definedTwice(Map<String, String> files) {
        Map<String, List<String>> where = new TreeMap<>();
        new TreeMap<>(files).forEach((path, text) -> {
            if (!path.endsWith(".glsl")) return;
            Matcher m = FUNCTION.matcher(text);
            while (m.find()) where.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(path);
        });
        List<String> twice = new ArrayList<>();
        where.forEach((name, paths) -> {
            if (paths.size() > 1) twice.add(name + ": " + String.join(", ", paths));
        });
        return twice;
    }

    private static Map<String, String> defaultPackage() {
        Map<String, String> files = new LinkedHashMap<>();
        Generator.standard().generate(SpecLoader.loadDefault(), List.of(Target.THREEJS))
                .forEach(f -> files.put(f.path(), f.text()));
        return files;
    }

    @Test
    void noGlslFunctionBodyStandsOutsideTheGlslFiles() {
        Map<String, String> files = defaultPackage();
        Map<String, String> bodies = functionBodies(files);
        // The checker sees the deformers (a vacuous pass would find no function at all).
        assertTrue(bodies.containsKey("stretchy-three/src/glsl/splineDeform.glsl:stretchySplineDeform"), bodies.keySet().toString());
        assertTrue(bodies.containsKey("stretchy-three/src/glsl/velocityStretch.glsl:stretchyVelocityStretch"), bodies.keySet().toString());
        assertTrue(bodies.keySet().stream().anyMatch(k -> k.startsWith("stretchy-three/src/glsl/splineAtlasDeform.glsl:")));
        assertTrue(bodies.keySet().stream().anyMatch(k -> k.startsWith("stretchy-three/src/glsl/common.glsl:")));
        assertEquals(List.of(), copiesOutsideGlsl(files));
    }

    @Test
    void plantedFaultACopiedBodyInTypeScriptIsFound() {
        Map<String, String> files = defaultPackage();
        String body = functionBodies(files).get("stretchy-three/src/glsl/velocityStretch.glsl:stretchyVelocityStretch");
        // The old layout: a TypeScript string holding the shader text again.
        files.put("stretchy-three/src/glsl/source.ts", files.get("stretchy-three/src/glsl/source.ts")
                + "\nexport const COPY = `vec3 stretchyVelocityStretch() {\n" + body + "\n}`;\n");
        List<String> copies = copiesOutsideGlsl(files);
        assertTrue(copies.contains("stretchy-three/src/glsl/source.ts: stretchy-three/src/glsl/velocityStretch.glsl:stretchyVelocityStretch"),
                copies.toString());
        assertTrue(copies.stream().allMatch(c -> c.startsWith("stretchy-three/src/glsl/source.ts: ")), copies.toString());
    }

    @Test
    void eachGlslFunctionIsDefinedInOneFile() {
        Map<String, String> files = defaultPackage();
        assertTrue(files.get("stretchy-three/src/glsl/splineAtlasDeform.glsl").contains("#include \"splineDeform.glsl\"\n"));
        assertEquals(List.of(), definedTwice(files));
    }

    @Test
    void plantedFaultAGlslFileThatEmbedsAnotherIsFound() {
        Map<String, String> files = defaultPackage();
        String atlas = "stretchy-three/src/glsl/splineAtlasDeform.glsl";
        // The old layout: the atlas deformer holding velocityStretch.glsl's text instead of including it.
        files.put(atlas, files.get(atlas).replace("#include \"velocityStretch.glsl\"\n",
                files.get("stretchy-three/src/glsl/velocityStretch.glsl")));
        List<String> twice = definedTwice(files);
        assertTrue(twice.contains("stretchyVelocityStretch: " + atlas + ", stretchy-three/src/glsl/velocityStretch.glsl"),
                twice.toString());
    }
}
