package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.lint.Token;
import dev.stretchy.lint.CFamilyLexer;
import dev.stretchy.model.ContractInput;
import dev.stretchy.model.CustomNode;
import dev.stretchy.model.ParameterContract;
import dev.stretchy.model.PluginModel;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.opentest4j.AssertionFailedError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The shader, the component and the material function come from one contract model; this reads the three back
 * out of the generated files (the .ush, the component's push code, the editor module's input table) and checks
 * that every input the shader reads is an input of its Custom node, in contract order, fed by a parameter the
 * material function exposes and the component pushes, previous-frame twins included.
 */
class UnrealContractCoverageTest {
    static Stream<Spec> specs() throws Exception {
        return Stream.of(SpecLoader.loadDefault(), SpecLoader.load(Path.of("../../specs/spline-juice-compat.yaml")),
                SpecLoader.parse("""
                        plugin: { name: Boing, parameterPrefix: Bo_ }
                        splineDeform: { orientation: rotation-minimizing }
                        velocityStretch: { dimensions: 2 }
                        targets: [unreal]
                        """, "variant.yaml"));
    }

    @ParameterizedTest
    @MethodSource("specs")
    void shaderComponentAndMaterialFunctionAgree(Spec spec) {
        PluginModel p = PluginModel.of(spec);
        Map<String, String> files = new LinkedHashMap<>();
        for (GeneratedFile f : UnrealTarget.renderTemplates(spec)) files.put(f.path(), f.text());
        String runtime = p.name() + "/Source/" + p.runtimeModule() + "/Private/";
        String editor = p.name() + "/Source/" + p.editorModule() + "/Private/";
        String pushCode = files.get(runtime + p.name() + "Contract.cpp");
        String functionCode = files.get(editor + p.name() + "EditorCore.cpp");

        check(ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL), files.get(p.name() + "/Shaders/Private/" + p.splineDeformShader()),
                pushCode, "PushSplineDeform", functionCode, "SplineDeformInputs");
        check(ParameterContract.velocityStretch(spec), files.get(p.name() + "/Shaders/Private/" + p.velocityStretchShader()),
                pushCode, "PushVelocityStretch", functionCode, "VelocityStretchInputs");
        checkNormal(ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL).withNormalAndTangent(),
                files.get(p.name() + "/Shaders/Private/" + CustomNode.normalShader(p.splineDeformShader())), functionCode);
        checkNormal(ParameterContract.velocityStretch(spec).withNormalAndTangent(),
                files.get(p.name() + "/Shaders/Private/" + CustomNode.normalShader(p.velocityStretchShader())), functionCode);
        assertFieldsFilled(files.get(p.name() + "/Source/" + p.runtimeModule() + "/Public/" + p.name() + "Contract.h"),
                files.get(runtime + p.name() + "SplineDeformComponent.cpp"), p.name() + "SplineDeformInputs");
        assertFieldsFilled(files.get(p.name() + "/Source/" + p.runtimeModule() + "/Public/" + p.name() + "Contract.h"),
                files.get(runtime + p.name() + "VelocityStretchComponent.cpp"), p.name() + "VelocityStretchInputs");
    }

    /** The check can fail: a dropped push, a dropped material-function row, a shader reading an undeclared input. */
    @Test
    void driftBetweenTheThreeIsCaught() {
        Spec spec = SpecLoader.loadDefault();
        PluginModel p = PluginModel.of(spec);
        Map<String, String> files = new LinkedHashMap<>();
        for (GeneratedFile f : UnrealTarget.renderTemplates(spec)) files.put(f.path(), f.text());
        String push = files.get(p.name() + "/Source/" + p.runtimeModule() + "/Private/" + p.name() + "Contract.cpp");
        String table = files.get(p.name() + "/Source/" + p.editorModule() + "/Private/" + p.name() + "EditorCore.cpp");
        String shader = files.get(p.name() + "/Shaders/Private/" + p.splineDeformShader());
        ParameterContract c = ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL);
        String prevProgress = "\tMaterial.SetScalarParameterValue(PrevProgressName, Previous.Progress);\n";
        String sizeRow = table.lines().filter(l -> l.contains("TEXT(\"" + c.input("SizeScale").inputName() + "\")")).findFirst()
                .orElseThrow() + "\n";
        assertTrue(push.contains(prevProgress));
        check(c, shader, push, "PushSplineDeform", table, "SplineDeformInputs");
        assertThrows(AssertionFailedError.class,
                () -> check(c, shader, push.replace(prevProgress, ""), "PushSplineDeform", table, "SplineDeformInputs"));
        assertThrows(AssertionFailedError.class,
                () -> check(c, shader, push, "PushSplineDeform", table.replace(sizeRow, ""), "SplineDeformInputs"));
        assertThrows(AssertionFailedError.class,
                () -> check(c, shader.replace("return", "const float Unused = " + c.prefix() + "Wobble;\nreturn"), push,
                        "PushSplineDeform", table, "SplineDeformInputs"));
    }

    /**
     * Math spec §8's normal node: its shader reads only its Custom node's inputs (the contract's, fed from the same
     * table, then its extra vertex inputs) and reads every extra input; the editor wires them. The node (one per
     * deformer) writes each additional output, is wired once with its tangent output and carries both on customized UVs.
     */
    private static void checkNormal(ParameterContract c, String shader, String functionCode) {
        assertTrue(shader != null, c.kernel() + ": the generated plugin has no normal .ush");
        Set<String> textures = new LinkedHashSet<>();
        c.inputs().stream().filter(ContractInput::isTexture).forEach(i -> textures.add(i.inputName()));
        List<String> extra = List.of(ParameterContract.NORMAL, ParameterContract.TANGENT).stream()
                .filter(n -> c.inputs().stream().anyMatch(i -> i.base().equals(n))).toList();
        assertEquals(2, extra.size(), c.kernel() + ": a normal contract has two extra vertex inputs");
        assertEquals(List.of(ParameterContract.DEFORMED_TANGENT), c.additionalOutputs(), c.kernel() + ": the tangent is not the node's additional output");
        Set<String> read = shaderReads(shader, c.prefix(), textures);
        Set<String> assigned = new TreeSet<>();
        List<Token> tokens = CFamilyLexer.tokenize(shader);
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() != Token.Kind.IDENTIFIER) continue;
            if (extra.contains(t.text())) read.add(t.text());
            if (c.additionalOutputs().contains(t.text()) && i + 1 < tokens.size() && tokens.get(i + 1).text().equals("=")) {
                assigned.add(t.text());
            }
        }
        Set<String> notInputs = new TreeSet<>(read);
        c.inputs().forEach(i -> notInputs.remove(i.inputName()));
        assertEquals(Set.of(), notInputs, c.kernel() + ": the normal shader reads names that are not its Custom node's inputs");
        assertTrue(read.containsAll(extra), c.kernel() + ": the normal shader ignores its extra inputs " + extra);
        assertEquals(new TreeSet<>(c.additionalOutputs()), assigned, c.kernel() + ": an additional output the shader never writes");
        List<String> wired = new java.util.ArrayList<>();
        extra.forEach(n -> wired.add("TEXT(\"" + n + "\")"));
        wired.add("EKind::FunctionOutput, TEXT(\"Normal\")");
        // The fused node: its one Custom node names its additional output, and one link reads output 1.
        c.additionalOutputs().forEach(o -> wired.add("AdditionalOutput = TEXT(\"" + o + "\")"));
        wired.add("Builder.LinkOutput(Tangent, TangentOutput, TangentToWorld, 0);");
        for (String s : wired) {
            assertTrue(functionCode.contains(s), c.kernel() + ": the material function lacks " + s);
        }
    }

    /** The normal check can fail too: a normal shader reading an input its node does not have. */
    @Test
    void aNormalShaderReadingAnUndeclaredInputIsCaught() {
        Spec spec = SpecLoader.loadDefault();
        PluginModel p = PluginModel.of(spec);
        Map<String, String> files = new LinkedHashMap<>();
        for (GeneratedFile f : UnrealTarget.renderTemplates(spec)) files.put(f.path(), f.text());
        String table = files.get(p.name() + "/Source/" + p.editorModule() + "/Private/" + p.name() + "EditorCore.cpp");
        String shader = files.get(p.name() + "/Shaders/Private/" + CustomNode.normalShader(p.splineDeformShader()));
        ParameterContract c = ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL).withNormalAndTangent();
        checkNormal(c, shader, table);
        assertThrows(AssertionFailedError.class, () -> checkNormal(c, shader.replace("return dot(deformedNormal",
                "const float Unused = " + c.prefix() + "Wobble;\nreturn dot(deformedNormal"), table));
        // The tangent output never written (the node would hand the pixel stage zeros).
        assertThrows(AssertionFailedError.class, () -> checkNormal(c, shader.replace("DeformedTangent = ", "const float3 Lost = "), table));
        // The fused node wired without its tangent output.
        assertThrows(AssertionFailedError.class, () -> checkNormal(c, shader,
                table.replace("Builder.LinkOutput(Tangent, TangentOutput, TangentToWorld, 0);", "")));
    }

    private static void check(ParameterContract c, String shader, String pushCode, String pushFunction, String functionCode,
                              String table) {
        String kernel = c.kernel();
        assertTrue(shader != null, kernel + ": the generated plugin has no .ush");
        List<Row> rows = table(functionCode, table);
        List<String> customInputs = rows.stream().map(Row::input).toList();
        assertEquals(c.inputs().stream().map(ContractInput::inputName).toList(), customInputs,
                kernel + ": Custom node inputs are not the contract's, in its order");

        Set<String> textures = new LinkedHashSet<>();
        c.inputs().stream().filter(ContractInput::isTexture).forEach(i -> textures.add(i.inputName()));
        Set<String> read = shaderReads(shader, c.prefix(), textures);
        assertFalse(read.isEmpty(), kernel + ": found no contract input read in the shader");
        Set<String> notInputs = new TreeSet<>(read);
        customInputs.forEach(notInputs::remove);
        assertEquals(Set.of(), notInputs, kernel + ": the shader reads names that are not Custom node inputs");
        Set<String> unread = new TreeSet<>(customInputs);
        unread.removeAll(read);
        assertEquals(Set.of(), unread, kernel + ": Custom node inputs the shader never reads");

        Set<String> exposed = new TreeSet<>();
        for (Row r : rows) {
            if (!r.parameter().isEmpty()) exposed.add(r.parameter());
            if (!r.prev().isEmpty()) exposed.add(r.prev());
        }
        Set<String> contract = new TreeSet<>();
        for (ContractInput i : c.parameters()) {
            contract.add(i.parameterName());
            if (i.animated()) contract.add(i.prevParameterName());
        }
        assertEquals(contract, exposed, kernel + ": material function parameters differ from the contract");
        assertEquals(contract, pushed(pushCode, pushFunction), kernel + ": component pushes differ from the contract");
    }

    /** Contract identifiers the .ush reads; a texture's Sampler counts as its texture. */
    private static Set<String> shaderReads(String shader, String prefix, Set<String> textures) {
        Set<String> read = new TreeSet<>();
        for (Token t : CFamilyLexer.tokenize(shader)) {
            if (t.kind() != Token.Kind.IDENTIFIER) continue;
            String name = t.text();
            if (name.endsWith("Sampler") && textures.contains(name.substring(0, name.length() - "Sampler".length()))) {
                name = name.substring(0, name.length() - "Sampler".length());
            }
            if (name.startsWith(prefix) || name.equals("LocalPosition")) read.add(name);
        }
        return read;
    }

    private record Row(String input, String parameter, String prev) {}

    /** The editor module's input table: rows of { TEXT(input), TEXT(parameter), TEXT(prev), ... }. */
    private static List<Row> table(String code, String name) {
        List<Token> t = significant(code);
        int at = indexOf(t, name, 0);
        assertTrue(at >= 0, "no table " + name);
        int open = indexOf(t, "{", at);
        List<Row> rows = new ArrayList<>();
        int depth = 0;
        List<String> strings = new ArrayList<>();
        for (int k = open; k < t.size(); k++) {
            Token x = t.get(k);
            if (x.is("{")) {
                depth++;
                strings.clear();
            } else if (x.is("}")) {
                if (depth == 2) rows.add(new Row(strings.get(0), strings.get(1), strings.get(2)));
                if (--depth == 0) break;
            } else if (depth == 2 && x.kind() == Token.Kind.STRING) {
                strings.add(unquote(x.text()));
            }
        }
        return rows;
    }

    /** Names set by Material.Set*ParameterValue(Var, ...) in the function, through static const FName Var(TEXT("...")). */
    private static Set<String> pushed(String code, String function) {
        List<Token> t = significant(code);
        int at = indexOf(t, function, 0);
        while (at >= 0 && !(t.get(at - 1).is("::"))) at = indexOf(t, function, at + 1);
        assertTrue(at >= 0, "no definition of " + function);
        int open = indexOf(t, "{", at);
        Map<String, String> names = new LinkedHashMap<>();
        Set<String> set = new TreeSet<>();
        int depth = 0;
        for (int k = open; k < t.size(); k++) {
            Token x = t.get(k);
            if (x.is("{")) depth++;
            else if (x.is("}") && --depth == 0) break;
            else if (x.is("FName") && t.get(k + 1).kind() == Token.Kind.IDENTIFIER && t.get(k + 2).is("(")
                    && t.get(k + 3).is("TEXT")) {
                names.put(t.get(k + 1).text(), unquote(t.get(k + 5).text()));
            } else if (x.kind() == Token.Kind.IDENTIFIER && x.text().matches("Set(Scalar|Vector|Texture)ParameterValue")
                    && t.get(k + 1).is("(")) {
                String var = t.get(k + 2).text();
                assertTrue(names.containsKey(var), function + " sets " + var + ", which is not a contract name");
                set.add(names.get(var));
            }
        }
        return set;
    }

    /** Every field of the inputs struct is assigned by the component ({@code Current.Field = ...}). */
    private static void assertFieldsFilled(String header, String component, String struct) {
        List<Token> h = significant(header);
        int at = indexOf(h, "F" + struct, 0);
        int open = indexOf(h, "{", at);
        Set<String> fields = new TreeSet<>();
        for (int k = open + 1; !h.get(k).is("}"); k++) {
            if (h.get(k).is("=") && h.get(k - 1).kind() == Token.Kind.IDENTIFIER) fields.add(h.get(k - 1).text());
        }
        assertFalse(fields.isEmpty(), "no fields in " + struct);
        Set<String> assigned = new TreeSet<>();
        List<Token> c = significant(component);
        for (int k = 0; k + 3 < c.size(); k++) {
            if (c.get(k).is("Current") && c.get(k + 1).is(".") && c.get(k + 3).is("=")) assigned.add(c.get(k + 2).text());
        }
        assertEquals(fields, assigned, "fields of " + struct + " the component does not fill");
    }

    private static List<Token> significant(String code) {
        assertTrue(code != null, "missing generated file");
        return CFamilyLexer.tokenize(code).stream()
                .filter(x -> x.kind() != Token.Kind.COMMENT && x.kind() != Token.Kind.DIRECTIVE).toList();
    }

    private static int indexOf(List<Token> t, String text, int from) {
        for (int k = from; k < t.size(); k++) if (t.get(k).text().equals(text)) return k;
        return -1;
    }

    private static String unquote(String literal) {
        return literal.substring(1, literal.length() - 1);
    }
}
