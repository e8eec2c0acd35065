package dev.stretchy.lint.unreal;

import dev.stretchy.lint.CFamilyLexer;
import dev.stretchy.lint.Token;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a generated Unreal header against Epic's conventions that UnrealHeaderTool or the coding standard
 * enforce, on tokens (never inside comments or strings):
 * <ul>
 * <li>{@value #PRAGMA_ONCE}: {@code #pragma once};</li>
 * <li>{@value #GENERATED_INCLUDE}: a header with UCLASS/USTRUCT/UENUM includes {@code <File>.generated.h}, and it
 * is the last include (UHT: "the .generated.h file should always be the last #include in a header");</li>
 * <li>{@value #GENERATED_BODY}: every UCLASS/USTRUCT/UINTERFACE body has {@code GENERATED_BODY()};</li>
 * <li>{@value #PREFIX}: UCLASS types start with U or A, USTRUCTs with F, enums with E, other classes and structs with
 * F (T for templates, I for interfaces), each followed by a capital;</li>
 * <li>{@value #API}: UCLASS and USTRUCT types in a Public folder carry the module's {@code <MODULE>_API};</li>
 * <li>{@value #CATEGORY}: a UPROPERTY or UFUNCTION visible to the editor or Blueprints names a Category;</li>
 * <li>{@value #TOOLTIP}: every UPROPERTY and UFUNCTION has a doc comment or a ToolTip;</li>
 * <li>{@value #TABS}: indentation is tabs (a block comment's " *" continuation excepted);</li>
 * <li>{@value #LEX}: the header lexes (no unterminated comment or string).</li>
 * </ul>
 */
public final class UnrealHeaderLint {
    public static final String PRAGMA_ONCE = "pragma-once";
    public static final String GENERATED_INCLUDE = "generated-include-last";
    public static final String GENERATED_BODY = "generated-body";
    public static final String PREFIX = "type-prefix";
    public static final String API = "api-macro";
    public static final String CATEGORY = "category";
    public static final String TOOLTIP = "tooltip";
    public static final String TABS = "tab-indent";
    public static final String LEX = "lex";

    /** One violation, located. */
    public record Finding(String file, int line, int column, String rule, String message) {
        @Override
        public String toString() {
            return file + ":" + line + ":" + column + ": [" + rule + "] " + message;
        }
    }

    private static final Set<String> TYPE_MACROS = Set.of("UCLASS", "USTRUCT", "UENUM", "UINTERFACE");
    private static final Set<String> EXPOSING = Set.of("editanywhere", "editdefaultsonly", "editinstanceonly",
            "visibleanywhere", "visibledefaultsonly", "visibleinstanceonly", "blueprintreadonly", "blueprintreadwrite",
            "blueprintassignable", "blueprintcallable", "blueprintpure", "blueprintimplementableevent",
            "blueprintnativeevent", "callineditor", "blueprintauthorityonly", "interp");
    private static final Pattern INCLUDE = Pattern.compile("#\\s*include\\s*[\"<]([^\">]+)[\">]");
    private static final Pattern PRAGMA = Pattern.compile("#\\s*pragma\\s+once\\b");

    private final String file;
    private final String source;
    private final List<Token> tokens;
    private final List<Finding> findings = new ArrayList<>();

    private UnrealHeaderLint(String file, String source, List<Token> tokens) {
        this.file = file;
        this.source = source;
        this.tokens = tokens;
    }

    /** Lints one header; {@code path} is relative to the plugin's parent, e.g. {@code Stretchy/Source/Stretchy/Public/X.h}. */
    public static List<Finding> lint(String path, String source) {
        List<Token> tokens;
        try {
            tokens = CFamilyLexer.tokenize(source);
        } catch (CFamilyLexer.LexException e) {
            return List.of(new Finding(path, e.line, e.column, LEX, e.getMessage()));
        }
        UnrealHeaderLint l = new UnrealHeaderLint(path, source, tokens);
        l.run();
        return List.copyOf(l.findings);
    }

    private void run() {
        checkTabs();
        checkIncludes();
        for (int t = 0; t < tokens.size(); t++) {
            Token tok = tokens.get(t);
            if (tok.kind() != Token.Kind.IDENTIFIER) continue;
            switch (tok.text()) {
                case "UPROPERTY", "UFUNCTION" -> checkMember(t);
                case "class", "struct", "enum" -> checkType(t);
                default -> { }
            }
        }
    }

    private void checkTabs() {
        String[] lines = source.split("\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            int k = 0;
            while (k < line.length() && line.charAt(k) == '\t') k++;
            if (k < line.length() && line.charAt(k) == ' ') {
                String rest = line.substring(k).stripLeading();
                boolean commentContinuation = line.startsWith(" *", k) && (rest.startsWith("*"));
                if (!commentContinuation && !rest.isEmpty()) {
                    add(n + 1, k + 1, TABS, "indented with spaces; Epic's standard indents with tabs");
                }
            }
        }
    }

    private void checkIncludes() {
        boolean pragma = false;
        List<Token> includes = new ArrayList<>();
        for (Token t : tokens) {
            if (t.kind() != Token.Kind.DIRECTIVE) continue;
            if (PRAGMA.matcher(t.text()).find()) pragma = true;
            if (INCLUDE.matcher(t.text()).find()) includes.add(t);
        }
        if (!pragma) add(1, 1, PRAGMA_ONCE, "header without #pragma once");
        boolean reflected = tokens.stream().anyMatch(t -> t.kind() == Token.Kind.IDENTIFIER && TYPE_MACROS.contains(t.text()));
        if (!reflected) return;
        String base = file.substring(file.lastIndexOf('/') + 1).replaceFirst("\\.h$", "");
        String wanted = base + ".generated.h";
        Token generated = null;
        for (Token inc : includes) {
            Matcher m = INCLUDE.matcher(inc.text());
            if (m.find() && m.group(1).endsWith(".generated.h")) {
                generated = inc;
                if (!m.group(1).equals(wanted)) {
                    add(inc.line(), inc.column(), GENERATED_INCLUDE, "includes " + m.group(1) + " but the header is " + base + ".h; UHT expects " + wanted);
                }
            }
        }
        if (generated == null) {
            add(1, 1, GENERATED_INCLUDE, "reflected types but no #include \"" + wanted + "\"");
        } else if (includes.get(includes.size() - 1) != generated) {
            Token after = includes.get(includes.indexOf(generated) + 1);
            add(after.line(), after.column(), GENERATED_INCLUDE, "#include after " + wanted + "; the .generated.h file must be the last #include");
        }
    }

    /** The specifiers of the macro whose name is at {@code t}: lower-cased keys, meta keys prefixed with "meta.". */
    private Set<String> specifiers(int t) {
        Set<String> keys = new HashSet<>();
        int k = next(t);
        if (k < 0 || !tokens.get(k).is("(")) return keys;
        int depth = 0;
        boolean inMeta = false;
        int metaDepth = 0;
        boolean expectKey = true;
        for (; k < tokens.size(); k = next(k)) {
            Token tok = tokens.get(k);
            if (tok.is("(")) {
                depth++;
                continue;
            }
            if (tok.is(")")) {
                if (inMeta && depth == metaDepth) inMeta = false;
                if (--depth == 0) break;
                continue;
            }
            if (tok.is(",")) {
                expectKey = true;
                continue;
            }
            if (tok.is("=")) {
                expectKey = false;
                continue;
            }
            if (tok.kind() == Token.Kind.IDENTIFIER && expectKey) {
                String key = tok.text().toLowerCase(Locale.ROOT);
                if (inMeta) {
                    keys.add("meta." + key);
                } else {
                    keys.add(key);
                    if (key.equals("meta")) {
                        inMeta = true;
                        metaDepth = depth + 1;
                    }
                }
                expectKey = false;
            }
        }
        return keys;
    }

    private void checkMember(int t) {
        Token macro = tokens.get(t);
        Set<String> spec = specifiers(t);
        boolean exposed = spec.stream().anyMatch(EXPOSING::contains);
        if (exposed && !spec.contains("category")) {
            add(macro.line(), macro.column(), CATEGORY, macro.text() + " visible to the editor or Blueprints without a Category");
        }
        boolean documented = spec.contains("meta.tooltip") || hasDocComment(t);
        if (!documented) {
            add(macro.line(), macro.column(), TOOLTIP, macro.text() + " without a doc comment or ToolTip");
        }
    }

    /** A comment ends on the line right above the macro (or on its line). */
    private boolean hasDocComment(int t) {
        if (t == 0) return false;
        Token prev = tokens.get(t - 1);
        if (prev.kind() != Token.Kind.COMMENT) return false;
        int endLine = prev.line() + (int) prev.text().chars().filter(c -> c == '\n').count();
        return endLine >= tokens.get(t).line() - 1;
    }

    private void checkType(int t) {
        Token kw = tokens.get(t);
        int prev = previous(t);
        if (prev >= 0) {
            Token p = tokens.get(prev);
            // enum class X: the "class" belongs to the enum; template parameters and friends are not definitions.
            if (kw.text().equals("class") && p.is("enum")) return;
            if (p.is("<") || p.is(",") || p.is("friend") || p.is("typename")) return;
        }
        int k = next(t);
        if (k >= 0 && kw.text().equals("enum") && (tokens.get(k).is("class") || tokens.get(k).is("struct"))) k = next(k);
        String apiMacro = null;
        if (k >= 0 && tokens.get(k).kind() == Token.Kind.IDENTIFIER && tokens.get(k).text().endsWith("_API")) {
            apiMacro = tokens.get(k).text();
            k = next(k);
        }
        if (k < 0 || tokens.get(k).kind() != Token.Kind.IDENTIFIER) return;
        Token name = tokens.get(k);
        // A definition reaches '{' (or a base list / enum base) before ';'.
        boolean definition = false;
        for (int j = next(k); j >= 0; j = next(j)) {
            Token x = tokens.get(j);
            if (x.is(";") || x.is(")") || x.is("(") || x.is(",") || x.is("*") || x.is("&")) break;
            if (x.is("{") || x.is(":")) {
                definition = true;
                break;
            }
        }
        if (!definition) return;
        String macro = reflectionMacro(t);
        String n = name.text();
        String allowed;
        if ("UCLASS".equals(macro)) allowed = "UA";
        else if ("UINTERFACE".equals(macro)) allowed = "U";
        else if ("USTRUCT".equals(macro)) allowed = "F";
        else if (kw.text().equals("enum")) allowed = "E";
        else allowed = isTemplate(t) ? "T" : "FI";
        boolean ok = n.length() >= 2 && allowed.indexOf(n.charAt(0)) >= 0 && Character.isUpperCase(n.charAt(1));
        if (!ok) {
            add(name.line(), name.column(), PREFIX, (macro != null ? macro + " " : "") + kw.text() + " " + n
                    + " should start with " + String.join(" or ", allowed.chars().mapToObj(c -> String.valueOf((char) c)).toList())
                    + " followed by a capital");
        }
        if (macro != null && !macro.equals("UENUM")) {
            checkGeneratedBody(k, macro, n);
            if (file.contains("/Public/") && !kw.text().equals("enum") && !specifiers(macroIndex(t)).contains("minimalapi")) {
                String wanted = moduleName().toUpperCase(Locale.ROOT) + "_API";
                if (!wanted.equals(apiMacro)) {
                    add(name.line(), name.column(), API, n + " in a Public header is not exported with " + wanted);
                }
            }
        }
    }

    private void checkGeneratedBody(int nameIndex, String macro, String name) {
        int k = nameIndex;
        while (k >= 0 && !tokens.get(k).is("{")) k = next(k);
        if (k < 0) return;
        int depth = 0;
        for (int j = k; j >= 0; j = next(j)) {
            Token x = tokens.get(j);
            if (x.is("{")) depth++;
            else if (x.is("}")) {
                if (--depth == 0) break;
            } else if (depth == 1 && x.kind() == Token.Kind.IDENTIFIER && x.text().startsWith("GENERATED_") && x.text().endsWith("BODY")) {
                return;
            }
        }
        Token at = tokens.get(nameIndex);
        add(at.line(), at.column(), GENERATED_BODY, macro + " " + name + " has no GENERATED_BODY()");
    }

    /** The UCLASS/USTRUCT/UENUM/UINTERFACE right before the type keyword at {@code t}, if any. */
    private String reflectionMacro(int t) {
        int m = macroIndex(t);
        return m >= 0 ? tokens.get(m).text() : null;
    }

    private int macroIndex(int t) {
        int p = previous(t);
        if (p < 0 || !tokens.get(p).is(")")) return -1;
        int depth = 0;
        for (int j = p; j >= 0; j = previous(j)) {
            Token x = tokens.get(j);
            if (x.is(")")) depth++;
            else if (x.is("(") && --depth == 0) {
                int m = previous(j);
                return m >= 0 && TYPE_MACROS.contains(tokens.get(m).text()) ? m : -1;
            }
        }
        return -1;
    }

    private boolean isTemplate(int t) {
        int p = previous(t);
        if (p < 0 || !tokens.get(p).is(">")) return false;
        int depth = 0;
        for (int j = p; j >= 0; j = previous(j)) {
            Token x = tokens.get(j);
            if (x.is(">")) depth++;
            else if (x.is("<") && --depth == 0) {
                int m = previous(j);
                return m >= 0 && tokens.get(m).is("template");
            }
        }
        return false;
    }

    private String moduleName() {
        int s = file.indexOf("/Source/");
        if (s < 0) return "";
        String rest = file.substring(s + "/Source/".length());
        int slash = rest.indexOf('/');
        return slash < 0 ? rest : rest.substring(0, slash);
    }

    /** Index of the next token that is not a comment, or -1. */
    private int next(int t) {
        for (int j = t + 1; j < tokens.size(); j++) if (tokens.get(j).kind() != Token.Kind.COMMENT) return j;
        return -1;
    }

    private int previous(int t) {
        for (int j = t - 1; j >= 0; j--) if (tokens.get(j).kind() != Token.Kind.COMMENT) return j;
        return -1;
    }

    private void add(int line, int column, String rule, String message) {
        findings.add(new Finding(file, line, column, rule, message));
    }
}
