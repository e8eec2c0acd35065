package dev.stretchy.lint;

import dev.stretchy.model.ContractInput;
import dev.stretchy.model.ParameterContract;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks an expression-body deformer ({@code .ush} pasted by {@code #include} into a Custom node's function body)
 * for what breaks or misleads there. Rules:
 * <ul>
 *   <li>{@code no-function-definition}: no function definitions (the file is inside a function)</li>
 *   <li>{@code no-pragma-once}: both Custom nodes include the file, each in its own function</li>
 *   <li>{@code no-static}: no {@code static} variables (they would be per-shader globals in spirit)</li>
 *   <li>{@code ends-in-return}: the last statement is a {@code return} at the outermost level</li>
 *   <li>{@code custom-node-return}: the node's Code contains {@code return} (the translator's rule)</li>
 *   <li>{@code known-identifier}: every name read is a local declared before, an HLSL intrinsic, a listed
 *       Common.ush function or a contract input (a texture input brings its {@code <Name>Sampler})</li>
 *   <li>{@code no-sign}: no HLSL {@code sign()}, which is 0 at 0 (math spec §7)</li>
 * </ul>
 */
public final class ShaderLint {
    private ShaderLint() {}

    public static List<LintFinding> lint(String file, String source, ParameterContract contract, String nodeCode,
                                         String nodeLabel) {
        List<LintFinding> out = new ArrayList<>();
        if (!nodeCode.contains("return")) {
            out.add(new LintFinding(nodeLabel, 1, 1, "custom-node-return",
                    "the Custom node Code must contain 'return', or Unreal wraps it as 'return <Code>;'"));
        }
        List<Token> tokens;
        try {
            tokens = CFamilyLexer.tokenize(source).stream().filter(t -> !t.isComment()).toList();
        } catch (CFamilyLexer.LexException e) {
            out.add(new LintFinding(file, e.line, e.column, "lex", e.getMessage()));
            return out;
        }
        Set<String> inputs = new HashSet<>();
        for (ContractInput in : contract.inputs()) {
            inputs.add(in.inputName());
            if (in.isTexture()) inputs.add(in.inputName() + "Sampler");
        }
        inputs.addAll(contract.additionalOutputs()); // inout parameters of the generated function
        directives(file, tokens, out);
        functions(file, tokens, out);
        identifiers(file, tokens, inputs, out);
        endsInReturn(file, tokens, out);
        out.sort(java.util.Comparator.comparing(LintFinding::line).thenComparing(LintFinding::column));
        return out;
    }

    private static void directives(String file, List<Token> tokens, List<LintFinding> out) {
        for (Token t : tokens) {
            if (t.kind() == Token.Kind.DIRECTIVE && t.text().replaceAll("\\s+", " ").matches("# ?pragma once.*")) {
                out.add(new LintFinding(file, t.line(), t.column(), "no-pragma-once",
                        "#pragma once would drop the second Custom node's copy of this body"));
            }
        }
    }

    /** {@code Type Name ( … ) [: Semantic] {} at any depth: a function definition. */
    private static void functions(String file, List<Token> tokens, List<LintFinding> out) {
        List<Token> code = tokens.stream().filter(t -> t.kind() != Token.Kind.DIRECTIVE).toList();
        for (int i = 0; i + 2 < code.size(); i++) {
            Token type = code.get(i);
            Token name = code.get(i + 1);
            if (type.kind() != Token.Kind.IDENTIFIER || name.kind() != Token.Kind.IDENTIFIER || !code.get(i + 2).is("(")) continue;
            if (HlslNames.KEYWORDS.contains(type.text()) && !type.text().equals("void")) continue;
            int close = matching(code, i + 2);
            if (close < 0) continue;
            int next = close + 1;
            if (next + 1 < code.size() && code.get(next).is(":")) next += 2;
            if (next < code.size() && code.get(next).is("{")) {
                out.add(new LintFinding(file, name.line(), name.column(), "no-function-definition",
                        "function '" + name.text() + "' defined in an expression body (it is pasted inside a function)"));
            }
        }
    }

    private static int matching(List<Token> code, int open) {
        int depth = 0;
        for (int j = open; j < code.size(); j++) {
            if (code.get(j).is("(")) depth++;
            else if (code.get(j).is(")") && --depth == 0) return j;
        }
        return -1;
    }

    private static void identifiers(String file, List<Token> tokens, Set<String> inputs, List<LintFinding> out) {
        Deque<Set<String>> scopes = new ArrayDeque<>();
        scopes.push(new HashSet<>());
        Token prev = null;
        boolean declaring = false;
        int declParens = 0;
        int parens = 0;
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() == Token.Kind.DIRECTIVE) continue;
            if (t.is("{")) scopes.push(new HashSet<>());
            else if (t.is("}")) {
                if (scopes.size() > 1) scopes.pop();
                declaring = false;
            } else if (t.is("(")) parens++;
            else if (t.is(")")) parens--;
            else if (t.is(";")) declaring = false;
            if (t.kind() == Token.Kind.IDENTIFIER) {
                String s = t.text();
                boolean member = prev != null && prev.is(".");
                Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
                if (s.equals("static")) {
                    out.add(new LintFinding(file, t.line(), t.column(), "no-static",
                            "'static' in an expression body: use a local (const) instead"));
                } else if (member) {
                    // a swizzle or a member/method: not a name read
                } else if (HlslNames.TYPES.contains(s)) {
                    boolean cast = next != null && (next.is("(") || next.is(")"));
                    boolean forInit = prev != null && prev.is("(") && i >= 2 && tokens.get(i - 2).is("for");
                    if (!cast && (parens == 0 || forInit)) {
                        declaring = true;
                        declParens = parens;
                    }
                } else if (HlslNames.KEYWORDS.contains(s)) {
                    // nothing to resolve
                } else if (declaring && parens == declParens && prev != null && (prev.kind() == Token.Kind.IDENTIFIER && HlslNames.TYPES.contains(prev.text())
                        || prev.is(","))) {
                    scopes.peek().add(s);
                } else if (s.equals("sign") && next != null && next.is("(")) {
                    out.add(new LintFinding(file, t.line(), t.column(), "no-sign",
                            "sign() is 0 at 0: pick with a comparison (x >= 0 ? 1 : -1) instead (math spec §7)"));
                } else if (!declared(scopes, s) && !HlslNames.INTRINSICS.contains(s)
                        && !HlslNames.COMMON_USH_FUNCTIONS.contains(s) && !inputs.contains(s)) {
                    out.add(new LintFinding(file, t.line(), t.column(), "known-identifier",
                            "'" + s + "' is not a local declared before, an HLSL intrinsic, a listed Common.ush function "
                                    + "or a contract input"));
                }
            }
            prev = t;
        }
    }

    private static boolean declared(Deque<Set<String>> scopes, String s) {
        for (Set<String> scope : scopes) if (scope.contains(s)) return true;
        return false;
    }

    private static void endsInReturn(String file, List<Token> tokens, List<LintFinding> out) {
        List<Token> code = tokens.stream().filter(t -> t.kind() != Token.Kind.DIRECTIVE).toList();
        if (code.isEmpty()) {
            out.add(new LintFinding(file, 1, 1, "ends-in-return", "empty body: it must end in a return statement"));
            return;
        }
        Token last = code.get(code.size() - 1);
        int depth = 0;
        int start = -1;
        for (int i = code.size() - 2; i >= 0; i--) {
            Token t = code.get(i);
            if (t.is(")") || t.is("]")) depth++;
            else if (t.is("(") || t.is("[")) depth--;
            if (depth == 0 && (t.is(";") || t.is("{") || t.is("}"))) {
                start = i + 1;
                break;
            }
        }
        if (start < 0) start = 0;
        int braces = 0;
        for (int i = 0; i < start; i++) {
            if (code.get(i).is("{")) braces++;
            else if (code.get(i).is("}")) braces--;
        }
        if (!last.is(";") || !code.get(start).is("return") || braces != 0) {
            out.add(new LintFinding(file, last.line(), last.column(), "ends-in-return",
                    "the body must end in a return statement at its outermost level"));
        }
    }
}
