package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.stretchy.model.Literals;
import dev.stretchy.model.PluginModel;
import dev.stretchy.spec.PluginSpec;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.spec.Target;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Spec strings reach C++ comments and string literals, JSON, TypeScript, HTML and Markdown; each is escaped for the
 * place it lands (issue 11 item 7). Hostile strings go through the whole generator and the outputs are compiled
 * (g++ against the engine stubs) and parsed (JSON); the escape functions themselves are checked by round trips through
 * the real languages (a C++ program compiled and run, node evaluating the TypeScript strings) on seeded random text.
 */
class HostileStringsTest {
    private static final Literals LIT = Literals.INSTANCE;

    /** Strings the schema accepts (no quotes, backslashes or control characters) that break naive templates. */
    static Stream<Spec> hostileSpecs() throws Exception {
        return Stream.of(
                spec("Evil */ #error injected /* ??/ // *b* _u_ <b>&amp;", "*/ }; int Broken = ; /* <script>alert('x')"
                        + "</script> & ${notice} #{x} [a](b) | c | # h _u_ *e* `code` ??= // line ??/", "'; DROP -- */ // Ünïcödé ✓ 𝄞"),
                // Beyond the schema (built in code): quotes, backslashes, line breaks, a trailing backslash.
                withPlugin(SpecLoader.loadDefault(), "Q\"uote\\ \n#define X */\t\u2028", "line\\\nbreak */ \"", "end\\"));
    }

    private static Spec spec(String friendly, String description, String createdBy) throws Exception {
        return SpecLoader.parse("plugin:\n  friendlyName: " + yaml(friendly) + "\n  description: " + yaml(description)
                + "\n  createdBy: " + yaml(createdBy) + "\n", "hostile.yaml");
    }

    private static String yaml(String s) {
        return "'" + s.replace("'", "''") + "'";
    }

    private static Spec withPlugin(Spec d, String friendly, String description, String createdBy) {
        PluginSpec p = d.plugin();
        return new Spec(new PluginSpec(p.name(), friendly, description, p.engineVersion(), p.parameterPrefix(),
                p.versionName(), createdBy), d.splineDeform(), d.velocityStretch(), d.threejs(), d.targets());
    }

    @ParameterizedTest
    @MethodSource("hostileSpecs")
    void generatedCodeCompilesAndDataParses(Spec spec, @TempDir Path dir) throws Exception {
        List<GeneratedFile> unreal = UnrealTarget.renderTemplates(spec);
        assertEquals("", GeneratedCppSyntaxTest.syntaxErrors(PluginModel.of(spec), unreal, dir));

        ObjectMapper json = new ObjectMapper();
        JsonNode uplugin = json.readTree(text(unreal, spec.plugin().name() + ".uplugin"));
        assertEquals(spec.plugin().friendlyName(), uplugin.get("FriendlyName").asText());
        assertEquals(spec.plugin().description(), uplugin.get("Description").asText());
        assertEquals(spec.plugin().createdBy(), uplugin.get("CreatedBy").asText());
        json.readTree(text(unreal, "Docs/ParameterContract.json"));

        String heading = text(unreal, "Docs/ParameterContract.md").lines().filter(l -> l.startsWith("# ")).findFirst()
                .orElseThrow();
        assertEquals("# " + spaces(spec.plugin().friendlyName()) + " — parameter contract", markdownUnescape(heading));
        // The plugin's README: the heading and the description paragraph read back as the spec's strings, and no
        // spec string opens a Markdown block of its own (every line of the description stays one paragraph).
        List<String> readme = unreal.stream().filter(f -> !f.path().contains("Content/") && f.path().endsWith("README.md"))
                .findFirst().orElseThrow().text().lines().toList();
        assertEquals("# " + spaces(spec.plugin().friendlyName()), markdownUnescape(readme.get(0)));
        assertEquals("", readme.get(1));
        assertEquals(spaces(spec.plugin().description()), markdownUnescape(readme.get(2)));
        assertEquals("", readme.get(3));

        List<GeneratedFile> three = Generator.standard().generate(spec, List.of(Target.THREEJS));
        assertEquals(spec.threejs().packageName(), json.readTree(text(three, "package.json")).get("name").asText());
    }

    /** The planted fault: the same strings unescaped break the compile, so the check above can fail. */
    @Test
    void unescapedStringsBreakTheCompile(@TempDir Path dir) throws Exception {
        Spec spec = hostileSpecs().findFirst().orElseThrow();
        String friendly = spec.plugin().friendlyName();
        List<GeneratedFile> raw = new ArrayList<>();
        boolean replaced = false;
        for (GeneratedFile f : UnrealTarget.renderTemplates(spec)) {
            String t = f.text().replace(LIT.comment(friendly), friendly).replace(LIT.cppString(friendly), friendly);
            replaced |= !t.equals(f.text());
            raw.add(GeneratedFile.text(f.target(), f.path(), t));
        }
        assertTrue(replaced, "the friendly name should be escaped somewhere");
        // Only the sources that change (and those including a changed header) need compiling to see the fault.
        List<GeneratedFile> original = UnrealTarget.renderTemplates(spec);
        List<String> changedHeaders = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            String path = raw.get(i).path();
            if (path.endsWith(".h") && !raw.get(i).equals(original.get(i))) changedHeaders.add(path.substring(path.lastIndexOf('/') + 1));
        }
        List<GeneratedFile> affected = new ArrayList<>();
        List<GeneratedFile> control = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            GeneratedFile f = raw.get(i);
            boolean include = changedHeaders.stream().anyMatch(h -> f.text().contains("#include \"" + h + "\""));
            if (!f.path().endsWith(".cpp") || !f.equals(original.get(i)) || include) {
                affected.add(f);
                control.add(original.get(i));
            }
        }
        assertTrue(affected.stream().filter(f -> f.path().endsWith(".cpp")).count() >= 3, "affected sources");
        PluginModel p = PluginModel.of(spec);
        assertEquals("", GeneratedCppSyntaxTest.syntaxErrors(p, control, dir.resolve("escaped"), 3), "the escaped control");
        assertNotEquals("", GeneratedCppSyntaxTest.syntaxErrors(p, affected, dir.resolve("raw"), 3));
    }

    @Test
    void cppStringsAndCommentsRoundTripThroughTheCompiler(@TempDir Path dir) throws Exception {
        List<String> samples = samples(new Random(11), 150);
        // Arrays, not pointers: sizeof keeps embedded NULs, so the printed text is the literal's whole value.
        StringBuilder src = new StringBuilder("#include <cstdio>\n");
        StringBuilder main = new StringBuilder("int main() {\n");
        for (int i = 0; i < samples.size(); i++) {
            String s = samples.get(i);
            src.append("// ").append(LIT.comment(s)).append('\n');
            src.append("/* ").append(LIT.comment(s)).append(" */ static const char S").append(i).append("[] = \"")
                    .append(LIT.cppString(s)).append("\";\n");
            main.append("    std::fwrite(S").append(i).append(", 1, sizeof S").append(i)
                    .append(" - 1, stdout); std::fputc(0, stdout);\n");
        }
        src.append(main).append("}\n");
        Path cpp = Files.writeString(dir.resolve("strings.cpp"), src, StandardCharsets.UTF_8);
        Path exe = dir.resolve("strings");
        String compile = run(dir, GeneratedCppSyntaxTest.compiler(), "-std=c++17", "-Wall", "-Werror",
                "-Wno-comment", "-o", exe.toString(), cpp.toString());
        assertEquals("", compile);
        assertEquals(String.join("\0", samples) + "\0", run(dir, exe.toString()));
    }

    @Test
    void typescriptStringsRoundTripThroughNode(@TempDir Path dir) throws Exception {
        List<String> samples = samples(new Random(12), 150);
        StringBuilder js = new StringBuilder("const S = [\n");
        for (String s : samples) {
            js.append("  // ").append(LIT.comment(s)).append("\n  /* ").append(LIT.comment(s)).append(" */ '")
                    .append(LIT.tsString(s)).append("',\n");
        }
        js.append("];\nprocess.stdout.write(JSON.stringify(S));\n");
        Path file = Files.writeString(dir.resolve("strings.ts.js"), js, StandardCharsets.UTF_8);
        String out = run(dir, "node", file.toString());
        assertEquals(samples, List.of(new ObjectMapper().readValue(out, String[].class)));
    }

    @Test
    void jsonMarkdownAndHtmlRoundTrip() throws Exception {
        ObjectMapper json = new ObjectMapper();
        for (String s : samples(new Random(13), 300)) {
            assertEquals(s, json.readValue("\"" + LIT.jsonString(s) + "\"", String.class));
            String md = LIT.markdown(s);
            assertEquals(spaces(s), markdownUnescape(md));
            assertFalse(md.contains("\n") || md.contains("\r"), md);
            String html = LIT.html(s);
            assertFalse(html.contains("<") || html.contains(">") || html.contains("\""), html);
            assertEquals(s, html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                    .replace("&#39;", "'").replace("&amp;", "&"));
            String comment = LIT.comment(s);
            assertFalse(comment.contains("*/") || comment.contains("\n") || comment.contains("\\"), comment);
        }
        assertEquals("Stretchy", LIT.markdown("Stretchy"));
        assertEquals("a \\*/ b", LIT.cppString("a \\*/ b").replace("\\\\", "\\"));
    }

    /** Text made of the characters that break code: delimiters, escapes, line breaks, ?? trigraphs, non-ASCII. */
    private static List<String> samples(Random r, int n) {
        String[] atoms = {"*/", "/*", "//", "\\", "\"", "'", "`", "${", "}", "\n", "\r", "\t", "\0", "\u0001", "\u007f",
                "??/", "??=", "?", "<", ">", "&", "#", "*", "_", "[", "]", "(", ")", "|", "%s", " ", "a", "Z", "é", "✓",
                "𝄞", "\u2028", "\u2029", "\\u0041", "\\n", "</script>", "-->", "#include", "\\\n"};
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            StringBuilder b = new StringBuilder();
            int len = 1 + r.nextInt(8);
            for (int j = 0; j < len; j++) b.append(atoms[r.nextInt(atoms.length)]);
            out.add(b.toString());
        }
        return out;
    }

    private static String spaces(String s) {
        return s.replaceAll("[\\p{Cntrl}\u2028\u2029]", " ");
    }

    /** CommonMark: a backslash before ASCII punctuation stands for that character. */
    private static String markdownUnescape(String s) {
        return s.replaceAll("\\\\(\\p{Punct})", "$1");
    }

    private static String text(List<GeneratedFile> files, String suffix) {
        return files.stream().filter(f -> f.path().endsWith(suffix)).findFirst().orElseThrow().text();
    }

    private static String run(Path dir, String... cmd) throws Exception {
        dev.stretchy.io.BoundedProcess.Result r = dev.stretchy.io.BoundedProcess.of(cmd).directory(dir)
                .run(java.time.Duration.ofSeconds(300));
        assertTrue(!r.timedOut(), cmd[0] + " did not finish");
        return r.exit() == 0 ? r.out() : cmd[0] + " exit " + r.exit() + ": " + r.out();
    }
}
