package dev.stretchy.lint;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.render.UnrealTarget;
import dev.stretchy.model.CustomNode;
import dev.stretchy.model.ParameterContract;
import dev.stretchy.model.PluginModel;

import dev.stretchy.contract.Orientation;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ShaderLintTest {
    static final Spec SPEC = SpecLoader.loadDefault();
    static final ParameterContract CONTRACT = ParameterContract.splineDeform(SPEC, dev.stretchy.spec.Target.UNREAL);
    static final String CODE = CustomNode.splineDeform(PluginModel.of(SPEC)).code();
    static final String OK_BODY = """
            const float a = saturate(Stretchy_Progress);
            float3 b = Texture2DSampleLevel(Stretchy_PositionTexture, Stretchy_PositionTextureSampler, float2(a, 0.5), 0.0).xyz;
            if (a > 0.5)
            {
            	const float c = a * 2.0;
            	b *= c;
            }
            return b + LocalPosition;
            """;

    static List<LintFinding> lint(String body) {
        return ShaderLint.lint("S.ush", body, CONTRACT, CODE, "MF Custom node Code");
    }

    static LintFinding only(String body, String rule) {
        List<LintFinding> f = lint(body);
        assertEquals(1, f.size(), () -> f.toString());
        assertEquals(rule, f.get(0).rule(), f.get(0).format());
        return f.get(0);
    }

    @ParameterizedTest
    @EnumSource(Orientation.class)
    void generatedShadersAreClean(Orientation o) {
        var s = SPEC.splineDeform();
        for (int dims : new int[] {2, 3}) {
            Spec spec = SPEC.withSplineDeform(s.withOrientation(o))
                    .withVelocityStretch(SPEC.velocityStretch().withDimensions(dims));
            var files = UnrealTarget.renderTemplates(spec);
            List<LintFinding> f = DeformerLint.lint(spec, path -> files.stream().filter(g -> g.path().equals(path))
                    .findFirst().map(g -> new String(g.content(), StandardCharsets.UTF_8)).orElse(null));
            assertEquals(List.of(), f, o + " " + dims + "D");
        }
    }

    @Test
    void aCleanBodyHasNoFindings() {
        assertEquals(List.of(), lint(OK_BODY));
    }

    @Test
    void functionDefinition() {
        // Its parameter reads are reported too (x is not a local of the body); the definition is the point here.
        List<LintFinding> all = lint("float Helper(float x)\n{\n\treturn x;\n}\n" + OK_BODY);
        List<LintFinding> defs = all.stream().filter(x -> x.rule().equals("no-function-definition")).toList();
        assertEquals(1, defs.size(), all::toString);
        LintFinding f = defs.get(0);
        assertEquals("S.ush:1:7: error: function 'Helper' defined in an expression body (it is pasted inside a function) "
                + "[no-function-definition]", f.format());
    }

    @Test
    void pragmaOnce() {
        LintFinding f = only("// header\n  #pragma once\n" + OK_BODY, "no-pragma-once");
        assertEquals(2, f.line());
        assertEquals(3, f.column());
    }

    @Test
    void staticVariable() {
        LintFinding f = only("static const float K = 2.0;\n" + OK_BODY, "no-static");
        assertEquals(1, f.line());
        assertEquals(1, f.column());
    }

    @Test
    void mustEndInReturn() {
        LintFinding f = only(OK_BODY + "b = b * 2.0;\n", "ends-in-return");
        assertEquals(9, f.line());
        only(OK_BODY.replace("return b + LocalPosition;", "if (a > 0.0) { return b; }"), "ends-in-return");
        only("", "ends-in-return");
    }

    @Test
    void customNodeCodeMustContainReturn() {
        List<LintFinding> f = ShaderLint.lint("S.ush", OK_BODY, CONTRACT, "#include \"/Plugin/Stretchy/Private/S.ush\"", "MF Code");
        assertEquals(1, f.size());
        assertEquals("custom-node-return", f.get(0).rule());
        assertTrue(f.get(0).format().startsWith("MF Code:1:1: error:"));
    }

    @Test
    void unknownIdentifiers() {
        // The vertex parameters struct is the engine's, not the contract's: reading it is not allowed.
        LintFinding f = only(OK_BODY.replace("return b + LocalPosition;", "return b + Parameters.WorldPosition;"),
                "known-identifier");
        assertEquals(8, f.line());
        assertEquals(12, f.column());
        only(OK_BODY.replace("saturate(Stretchy_Progress)", "saturate(Stretchy_Progres)"), "known-identifier");
        only(OK_BODY.replace("saturate(", "GetPerInstanceRandom("), "known-identifier");
    }

    @Test
    void localsMustBeDeclaredBeforeAndInScope() {
        only("const float x = y;\nconst float y = 1.0;\nreturn x;\n", "known-identifier");
        only("if (Stretchy_Progress > 0.0)\n{\n\tconst float c = 1.0;\n}\nreturn float3(c, 0.0, 0.0);\n", "known-identifier");
    }

    @Test
    void loopCountersAndMultipleDeclaratorsAreLocals() {
        assertEquals(List.of(), lint("float s = 0.0, t = 1.0;\nfor (int i = 0; i < 3; i++)\n{\n\ts += t * i;\n}\n"
                + "return float3(s, max(s, t), 0.0);\n"));
        only("const float s = max(1.0, q);\nreturn float3(s, 0.0, 0.0);\n", "known-identifier");
    }

    @Test
    void samplersOfTextureInputsAreInputs() {
        assertEquals(List.of(), lint("return Stretchy_TangentTexture.SampleLevel(Stretchy_TangentTextureSampler, "
                + "float2(0.5, 0.5), 0.0).xyz;\n"));
        only("return Stretchy_Progress.SampleLevel(Stretchy_ProgressSampler, float2(0.5, 0.5), 0.0).xyz;\n",
                "known-identifier");
    }

    @Test
    void signIsRejected() {
        LintFinding f = only("const float s = sign(Stretchy_StretchBias);\n" + OK_BODY, "no-sign");
        assertEquals(17, f.column());
    }

    @Test
    void commentsAndStringsDoNotCount() {
        assertEquals(List.of(), lint("/* static float Helper(float x) { } */\n// #pragma once sign(x)\n" + OK_BODY));
    }

    @Test
    void lexicalErrorsHaveAPosition() {
        LintFinding f = only(OK_BODY + "/* never closed", "lex");
        assertEquals(9, f.line());
        assertEquals(1, f.column());
    }

    @Test
    void lexerKeepsNumbersAndDirectivesWhole() {
        List<Token> t = CFamilyLexer.tokenize("#define A \\\n  1\nx = 1e-16 + .5f + 0x1F;");
        assertEquals(Token.Kind.DIRECTIVE, t.get(0).kind());
        assertEquals("#define A    1", t.get(0).text());
        assertEquals(List.of("x", "=", "1e-16", "+", ".5f", "+", "0x1F", ";"), t.subList(1, t.size()).stream().map(Token::text).toList());
        assertEquals(3, t.get(1).line());
    }

    /** The same lexer reads the Unreal headers: comments kept, raw strings, character literals, longest punctuators. */
    @Test
    void lexerReadsCppToo() {
        List<Token> t = CFamilyLexer.tokenize("/** Doc. */ #pragma once\nauto s = R\"x(a \" b)x\"; char c = '\\''; a->b::c >>= 1'000;");
        assertEquals(Token.Kind.COMMENT, t.get(0).kind());
        assertEquals(Token.Kind.DIRECTIVE, t.get(1).kind(), "a comment does not end the line start");
        assertEquals(List.of("auto", "s", "=", "R\"x(a \" b)x\"", ";", "char", "c", "=", "'\\''", ";", "a", "->", "b", "::",
                "c", ">>=", "1'000", ";"), t.subList(2, t.size()).stream().map(Token::text).toList());
        assertEquals(Token.Kind.CHAR, t.get(10).kind());
        CFamilyLexer.LexException e = assertThrows(CFamilyLexer.LexException.class, () -> CFamilyLexer.tokenize("x;\n  \"open"));
        assertEquals(2, e.line);
        assertEquals(3, e.column);
    }
}
