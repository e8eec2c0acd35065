package dev.stretchy.lint.unreal;

import dev.stretchy.lint.CFamilyLexer;
import dev.stretchy.lint.LintFinding;
import dev.stretchy.lint.Token;
import dev.stretchy.lint.unreal.EngineApiManifest.Decl;
import dev.stretchy.lint.unreal.EngineApiManifest.Header;
import dev.stretchy.lint.unreal.UnrealGlobalNames.Source;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a generated Unreal plugin's use of the engine against the {@link EngineApiManifest}, per engine version,
 * without an engine tree: includes resolve to modules the including module's Build.cs depends on (UBT's closure),
 * classes created or cast to are exported, engine functions called are exported, nothing used is deprecated, and
 * every engine name the plugin writes is known to the manifest. The rules and their limits are written down once, in
 * docs/engine-facts.md, section "Engine API manifest".
 */
public final class EngineApiCheck {
    public static final String INCLUDE_UNKNOWN = "engine-include-unknown";
    public static final String INCLUDE_MODULE = "engine-include-module";
    public static final String NOT_EXPORTED = "engine-not-exported";
    public static final String DEPRECATED = "engine-deprecated";
    public static final String UNKNOWN = "engine-name-unknown";

    /** Engine templates whose type argument must be a class with a linkable StaticClass(). */
    private static final Set<String> CREATION = Set.of("Cast", "CastChecked", "NewObject", "IsA", "CreateDefaultSubobject",
            "FindObject", "LoadObject", "ExactCast", "GetDefault", "GetMutableDefault", "FindFirstObject");
    private static final Set<String> REFLECTION = Set.of("UPROPERTY", "UFUNCTION", "UCLASS", "USTRUCT", "UENUM", "UMETA",
            "UPARAM", "UINTERFACE", "UDELEGATE");
    private static final Pattern TYPE_LIKE = Pattern.compile("^[UAFETI][A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$");
    private static final Pattern VERSION_IF = Pattern.compile(
            "^#\\s*if\\s+(!?)\\s*[A-Z][A-Z0-9_]*_UE_AT_LEAST\\s*\\(\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)\\s*$");
    private static final Pattern INCLUDE = Pattern.compile("^#\\s*include\\s*[\"<]([^\">]+)[\">]");
    private static final Set<String> KEYWORDS = Set.of("alignas", "alignof", "and", "asm", "auto", "bool", "break",
            "case", "catch", "char", "char16_t", "char32_t", "char8_t", "class", "co_await", "co_return", "co_yield",
            "concept", "const", "const_cast", "consteval", "constexpr", "constinit", "continue", "decltype", "default",
            "delete", "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "final",
            "float", "for", "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept",
            "not", "nullptr", "operator", "or", "override", "private", "protected", "public", "register",
            "reinterpret_cast", "requires", "return", "short", "signed", "sizeof", "static", "static_assert",
            "static_cast", "struct", "switch", "template", "this", "thread_local", "throw", "true", "try", "typedef",
            "typeid", "typename", "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while",
            "size_t", "std", "__VA_ARGS__", "defined");
    private static final Set<String> BUILTIN_TYPES = Set.of("auto", "bool", "char", "char8_t", "char16_t", "char32_t",
            "double", "float", "int", "long", "short", "signed", "unsigned", "void", "wchar_t", "size_t");

    private EngineApiCheck() {}

    /**
     * What was checked and found, per engine version: name uses checked, distinct written names among them, and
     * include directives checked.
     */
    public record Result(List<LintFinding> findings, Map<String, Integer> namesChecked, Map<String, Integer> distinctNames,
                         Map<String, Integer> includesChecked) {}

    /** Checks every C++ and Build.cs file of one plugin (paths as the generator writes them: Plugin/Source/Module/...). */
    public static Result check(List<Source> files, EngineApiManifest manifest) {
        return new Run(files, manifest).run();
    }

    private static final class Run {
        final List<Source> files;
        final EngineApiManifest m;
        final List<String> versions;
        final List<LintFinding> findings = new ArrayList<>();
        final Set<String> seen = new HashSet<>();
        final Map<String, Integer> names = new TreeMap<>();
        final Map<String, Integer> includes = new TreeMap<>();
        final Map<String, Set<String>> distinct = new TreeMap<>();
        final Map<String, Set<String>> publicDeps = new HashMap<>();
        final Map<String, Set<String>> allDeps = new HashMap<>();
        final Set<String> ownPaths = new HashSet<>();
        final Set<String> declared = new HashSet<>();
        /** Plugin templates whose type parameter is created or cast to: their arguments are checked like Cast's. */
        final Set<String> creationHelpers = new HashSet<>();

        Run(List<Source> files, EngineApiManifest m) {
            this.files = files;
            this.m = m;
            this.versions = m.versions();
        }

        Result run() {
            Map<String, List<Token>> tokens = new TreeMap<>();
            for (Source f : files) {
                if (f.path().endsWith(".Build.cs")) buildCs(f);
                if (f.path().endsWith(".h") || f.path().endsWith(".cpp")) {
                    ownPaths.add(f.path());
                    tokens.put(f.path(), CFamilyLexer.tokenize(f.text()));
                }
            }
            declared.addAll(UnrealGlobalNames.of(files).get(UnrealGlobalNames.Kind.TYPE).stream()
                    .flatMap(n -> List.of(n.split("::")).stream()).toList());
            for (List<Token> t : tokens.values()) declarations(code(t));
            for (Map.Entry<String, List<Token>> e : tokens.entrySet()) file(e.getKey(), e.getValue());
            for (String v : versions) {
                names.putIfAbsent(v, 0);
                includes.putIfAbsent(v, 0);
            }
            Map<String, Integer> distinctCounts = new TreeMap<>();
            for (String v : versions) distinctCounts.put(v, distinct.getOrDefault(v, Set.of()).size());
            return new Result(List.copyOf(findings), names, distinctCounts, includes);
        }

        // ------------------------------------------------------------ Build.cs

        void buildCs(Source f) {
            List<Token> t = code(CFamilyLexer.tokenize(f.text()));
            String module = f.path().replaceAll("^.*/", "").replace(".Build.cs", "");
            Set<String> pub = publicDeps.computeIfAbsent(module, k -> new LinkedHashSet<>());
            Set<String> all = allDeps.computeIfAbsent(module, k -> new LinkedHashSet<>());
            for (int i = 0; i + 2 < t.size(); i++) {
                String list = t.get(i).text();
                if (!(list.equals("PublicDependencyModuleNames") || list.equals("PrivateDependencyModuleNames"))) continue;
                if (!t.get(i + 1).is(".") || !(t.get(i + 2).is("AddRange") || t.get(i + 2).is("Add"))) continue;
                int depth = 0;
                for (int j = i + 3; j < t.size(); j++) {
                    if (t.get(j).is("(")) depth++;
                    if (t.get(j).is(")") && --depth == 0) break;
                    if (t.get(j).kind() == Token.Kind.STRING) {
                        String dep = t.get(j).text().substring(1, t.get(j).text().length() - 1);
                        all.add(dep);
                        if (list.startsWith("Public")) pub.add(dep);
                    }
                }
            }
        }

        /** UBT's private compile environment: own deps, then public deps of those, transitively. */
        Set<String> closure(String module, String version) {
            Set<String> out = new LinkedHashSet<>();
            out.add(module);
            Deque<String> todo = new ArrayDeque<>(allDeps.getOrDefault(module, Set.of()));
            while (!todo.isEmpty()) {
                String d = todo.pop();
                if (!out.add(d)) continue;
                if (publicDeps.containsKey(d)) todo.addAll(publicDeps.get(d));
                else m.publicDependencies(d, version).ifPresent(todo::addAll);
            }
            return out;
        }

        // ------------------------------------------------------------ the plugin's own names

        /**
         * Names the plugin declares: a name after a type-like token (a declarator: variables, parameters, functions,
         * fields), enumerators, template parameters, macros it defines; plus its types (UnrealGlobalNames).
         */
        /**
         * The engine's shader-parameter macros declare the plugin's names: {@code BEGIN_SHADER_PARAMETER_STRUCT(Name, )}
         * a struct, {@code SHADER_PARAMETER_*(Type, Name)} a member (its last argument).
         */
        private void shaderParameter(List<Token> t, int i) {
            String macro = t.get(i).text();
            boolean struct = macro.startsWith("BEGIN_") && macro.endsWith("PARAMETER_STRUCT");
            if (!struct && !macro.startsWith("SHADER_PARAMETER")) return;
            if (struct) {
                if (i + 2 < t.size() && t.get(i + 2).kind() == Token.Kind.IDENTIFIER) declared.add(t.get(i + 2).text());
                return;
            }
            int depth = 0;
            for (int k = i + 1; k < t.size(); k++) {
                if (t.get(k).is("(")) depth++;
                else if (t.get(k).is(")") && --depth == 0) {
                    if (t.get(k - 1).kind() == Token.Kind.IDENTIFIER) declared.add(t.get(k - 1).text());
                    return;
                }
            }
        }

        void declarations(List<Token> t) {
            for (int i = 0; i < t.size(); i++) {
                Token tok = t.get(i);
                if (tok.kind() == Token.Kind.DIRECTIVE) {
                    Matcher d = Pattern.compile("^#\\s*define\\s+([A-Za-z_]\\w*)").matcher(tok.text());
                    if (d.find()) declared.add(d.group(1));
                    continue;
                }
                if (tok.kind() != Token.Kind.IDENTIFIER) continue;
                // using X = ...; namespace X = ...;
                if ((tok.is("using") || tok.is("namespace")) && i + 2 < t.size() && t.get(i + 2).is("=")) declared.add(t.get(i + 1).text());
                // Types defined anywhere in the plugin, local ones included: class|struct|enum|union [class] [X_API] Name {|:|final
                if ((tok.is("class") || tok.is("struct") || tok.is("enum") || tok.is("union")) && !(i > 0 && t.get(i - 1).is("enum"))) {
                    int j = i + 1;
                    while (j < t.size() && (t.get(j).is("class") || t.get(j).is("struct") || t.get(j).text().endsWith("_API"))) j++;
                    if (j + 1 < t.size() && t.get(j).kind() == Token.Kind.IDENTIFIER
                            && (t.get(j + 1).is("{") || t.get(j + 1).is(":") || t.get(j + 1).is("final"))) {
                        declared.add(t.get(j).text());
                    }
                }
                if (KEYWORDS.contains(tok.text()) && !tok.is("enum") && !tok.is("template") && !tok.is("auto")) continue;
                if (i > 0 && typeLike(t.get(i - 1))) declared.add(tok.text());
                if (tok.is("enum")) {
                    int j = i + 1;
                    while (j < t.size() && !t.get(j).is("{") && !t.get(j).is(";")) j++;
                    if (j < t.size() && t.get(j).is("{")) {
                        for (int k = j + 1; k < t.size() && !t.get(k).is("}"); k++) {
                            if ((t.get(k - 1).is("{") || t.get(k - 1).is(",")) && t.get(k).kind() == Token.Kind.IDENTIFIER) {
                                declared.add(t.get(k).text());
                            }
                        }
                    }
                }
                if (tok.is("template") && i + 1 < t.size() && t.get(i + 1).is("<")) template(t, i);
                if (i + 1 < t.size() && t.get(i + 1).is("(")) shaderParameter(t, i);
                // [captures](params): lambda parameters are caught by the declarator rule; structured bindings here.
                if (tok.is("auto") && i + 1 < t.size() && t.get(i + 1).is("[")) {
                    for (int k = i + 2; k < t.size() && !t.get(k).is("]"); k++) declared.add(t.get(k).text());
                }
            }
        }

        /** Template parameters; a function template whose parameter is created or cast to is a creation helper. */
        void template(List<Token> t, int i) {
            Set<String> params = new HashSet<>();
            int depth = 0;
            int j = i + 1;
            for (; j < t.size(); j++) {
                if (t.get(j).is("<")) depth++;
                if (t.get(j).is(">") && --depth == 0) break;
                if ((t.get(j - 1).is("typename") || t.get(j - 1).is("class")) && t.get(j).kind() == Token.Kind.IDENTIFIER) {
                    params.add(t.get(j).text());
                }
            }
            declared.addAll(params);
            // The function's name: the identifier before the first '(' after the parameter list.
            int k = j + 1;
            while (k < t.size() && !t.get(k).is("(") && !t.get(k).is(";") && !t.get(k).is("{")) k++;
            if (k >= t.size() || !t.get(k).is("(") || t.get(k - 1).kind() != Token.Kind.IDENTIFIER) return;
            String fn = t.get(k - 1).text();
            int body = k;
            while (body < t.size() && !t.get(body).is("{") && !t.get(body).is(";")) body++;
            if (body >= t.size() || !t.get(body).is("{")) return;
            int d = 0;
            for (int b = body; b < t.size(); b++) {
                if (t.get(b).is("{")) d++;
                if (t.get(b).is("}") && --d == 0) break;
                if (params.contains(t.get(b).text()) && creationArgument(t, b)) creationHelpers.add(fn);
            }
        }

        /**
         * Whether a declarator can follow p: a type name or a built-in type. Not specifiers (`const FVector` is a
         * use of FVector) and not all-capitals macros (`FORCEINLINE FVector`).
         */
        boolean typeLike(Token p) {
            if (p.kind() == Token.Kind.IDENTIFIER) {
                if (BUILTIN_TYPES.contains(p.text())) return true;
                return !KEYWORDS.contains(p.text()) && !macro(p.text());
            }
            return p.is(">") || p.is(">>") || p.is("*") || p.is("&") || p.is("&&");
        }

        /** All capitals and not an engine type the manifest knows (TCHAR is a typedef, FORCEINLINE a macro). */
        boolean macro(String name) {
            if (!name.matches("^[A-Z][A-Z0-9_]*$")) return false;
            for (String v : versions) {
                for (Decl d : m.name(name, v).orElse(List.of())) if (!d.kind().equals("macro")) return false;
            }
            return true;
        }

        /** Whether the identifier at i is the type argument of Cast<...>-like templates or the class of X::StaticClass. */
        boolean creationArgument(List<Token> t, int i) {
            if (i + 3 < t.size() && t.get(i + 1).is("::") && t.get(i + 2).is("StaticClass") && t.get(i + 3).is("(")) return true;
            if (i >= 2 && t.get(i - 1).is("<") && t.get(i - 2).kind() == Token.Kind.IDENTIFIER && i + 1 < t.size()
                    && t.get(i + 1).is(">")) {
                String f = t.get(i - 2).text();
                return CREATION.contains(f) || creationHelpers.contains(f);
            }
            return false;
        }

        // ------------------------------------------------------------ one file

        void file(String path, List<Token> all) {
            String module = moduleOf(path);
            // Version guards: each token gets the set of manifest versions its code is compiled for.
            Deque<BitSet[]> guards = new ArrayDeque<>(); // {active for this branch, the if-branch's set}
            BitSet active = full();
            List<Token> code = new ArrayList<>();
            List<BitSet> activeOf = new ArrayList<>();
            for (Token tok : all) {
                if (tok.isComment()) continue;
                if (tok.kind() != Token.Kind.DIRECTIVE) {
                    code.add(tok);
                    activeOf.add(active);
                    continue;
                }
                String d = tok.text();
                Matcher vi = VERSION_IF.matcher(d);
                if (vi.matches()) {
                    BitSet s = atLeast(Integer.parseInt(vi.group(2)), Integer.parseInt(vi.group(3)));
                    if (!vi.group(1).isEmpty()) s = complement(s);
                    guards.push(new BitSet[] {active, s});
                    active = and(active, s);
                } else if (d.matches("^#\\s*if\\s+0\\s*$")) {
                    guards.push(new BitSet[] {active, new BitSet()});
                    active = new BitSet();
                } else if (d.matches("^#\\s*if(n?def)?\\b.*")) {
                    guards.push(new BitSet[] {active, full()});
                } else if (d.matches("^#\\s*else\\b.*") && !guards.isEmpty()) {
                    active = and(guards.peek()[0], complementIfGuard(guards.peek()[1]));
                } else if (d.matches("^#\\s*elif\\b.*") && !guards.isEmpty()) {
                    active = guards.peek()[0]; // not a version guard the plugin writes: all versions, say the docs
                } else if (d.matches("^#\\s*endif\\b.*") && !guards.isEmpty()) {
                    active = guards.pop()[0];
                } else {
                    Matcher inc = INCLUDE.matcher(d);
                    if (inc.find()) include(path, module, tok, inc.group(1), active);
                }
            }
            for (int i = 0; i < code.size(); i++) {
                Token tok = code.get(i);
                if (REFLECTION.contains(tok.text()) && i + 1 < code.size() && code.get(i + 1).is("(")) {
                    // UPROPERTY(meta = (UIMax = "1")): specifiers for UHT, not C++ names
                    int depth = 0;
                    for (i = i + 1; i < code.size(); i++) {
                        if (code.get(i).is("(")) depth++;
                        if (code.get(i).is(")") && --depth == 0) break;
                    }
                    continue;
                }
                if (tok.kind() != Token.Kind.IDENTIFIER || activeOf.get(i).isEmpty()) continue;
                if (i > 0 && code.get(i - 1).is("::")) continue; // inside a chain, checked from its start
                if (KEYWORDS.contains(tok.text())) continue;
                identifier(path, code, i, activeOf.get(i));
            }
        }

        String moduleOf(String path) {
            Matcher mm = Pattern.compile("(?:^|/)Source/([^/]+)/").matcher(path);
            return mm.find() ? mm.group(1) : "";
        }

        void include(String path, String module, Token tok, String spelled, BitSet active) {
            if (spelled.endsWith(".generated.h")) return;
            for (String own : ownPaths) if (own.endsWith("/" + spelled)) return;
            for (int v = active.nextSetBit(0); v >= 0; v = active.nextSetBit(v + 1)) {
                String version = versions.get(v);
                includes.merge(version, 1, Integer::sum);
                Optional<Header> h = m.include(spelled, version);
                if (h.isEmpty()) {
                    report(path, tok, INCLUDE_UNKNOWN, spelled, "#include \"" + spelled + "\" is not in the engine API manifest for "
                            + version + "; if it is an engine header, " + m.remedy(version));
                } else if (!h.get().global() && !closure(module, version).contains(h.get().module())) {
                    report(path, tok, INCLUDE_MODULE, spelled, "#include \"" + spelled + "\" is in module " + h.get().module()
                            + " (" + version + ": " + h.get().header() + "), which " + module
                            + ".Build.cs does not depend on (Public/PrivateDependencyModuleNames and their public dependencies)");
                }
            }
        }

        /** One name use: a qualifier chain A::B::C, a member .B / ->B, or a plain name. */
        void identifier(String path, List<Token> t, int i, BitSet active) {
            boolean member = i > 0 && (t.get(i - 1).is(".") || t.get(i - 1).is("->"));
            int end = i;
            StringBuilder chain = new StringBuilder(t.get(i).text());
            while (!member) {
                int j = end + 1;
                if (j < t.size() && t.get(j).is("<") && templateCloses(t, j) > 0 && templateCloses(t, j) + 1 < t.size()
                        && t.get(templateCloses(t, j) + 1).is("::")) {
                    j = templateCloses(t, j) + 1; // A<T>::B is written A::B in the manifest
                }
                if (j + 1 < t.size() && t.get(j).is("::") && t.get(j + 1).kind() == Token.Kind.IDENTIFIER) {
                    end = j + 1;
                    chain.append("::").append(t.get(end).text());
                } else {
                    break;
                }
            }
            String first = t.get(i).text();
            String key = member ? "." + first : chain.toString();
            boolean call = end + 1 < t.size() && (t.get(end + 1).is("(") || t.get(end + 1).is("<") && templateCloses(t, end + 1) > 0
                    && templateCloses(t, end + 1) + 1 < t.size() && t.get(templateCloses(t, end + 1) + 1).is("("));
            boolean creation = creationArgument(t, i);
            boolean qualified = end > i;
            boolean ownQualifier = qualified && declared.contains(first) && !m.knows(key);
            for (int v = active.nextSetBit(0); v >= 0; v = active.nextSetBit(v + 1)) {
                String version = versions.get(v);
                Optional<List<Decl>> decls = m.name(key, version);
                if (decls.isEmpty() && uhtStatic(key, version)) {
                    // X::StaticClass() of a known engine class: UHT declares it for every UCLASS; X's export decides.
                    names.merge(version, 1, Integer::sum);
                    distinct.computeIfAbsent(version, k -> new HashSet<>()).add(key);
                    decls = Optional.of(List.of());
                }
                if (decls.isEmpty()) {
                    if (ownQualifier || (!qualified && declared.contains(first)) || (member && declared.contains(first))) continue;
                    if (!qualified && !member && !call && !creation && !TYPE_LIKE.matcher(first).matches()) continue;
                    if (first.matches("^[A-Z][A-Z0-9_]*$") && !qualified && !member) continue; // macros: see docs
                    names.merge(version, 1, Integer::sum);
                    distinct.computeIfAbsent(version, k -> new HashSet<>()).add(key);
                    String why = m.absence(key, version);
                    report(path, t.get(i), UNKNOWN, key, key + " is not in the engine API manifest for " + version
                            + (why != null ? " (" + why + ")" : "") + "; if it is an engine name, " + m.remedy(version));
                    continue;
                }
                names.merge(version, 1, Integer::sum);
                distinct.computeIfAbsent(version, k -> new HashSet<>()).add(key);
                for (Decl d : decls.get()) {
                    if (d.deprecated()) {
                        report(path, t.get(i), DEPRECATED, key, key + " is deprecated in " + version + ": " + d.fact());
                    }
                }
                if (creation) {
                    // X::StaticClass() and Cast<X>: X's class-level export decides (StaticClass is UHT's, via GetPrivateStaticClass).
                    for (Decl d : m.name(first, version).orElse(List.of())) {
                        if (d.isClass() && !d.forward() && !Set.of("api", "minimal", "intrinsic").contains(d.export())) {
                            report(path, t.get(i), NOT_EXPORTED, first, first + " is created or cast to, but its class is not exported"
                                    + " (no " + d.module().toUpperCase() + "_API, no MinimalAPI) in " + version + ": " + d.fact());
                        }
                    }
                }
                if (call) {
                    boolean virtualOk = !qualified; // X::F() is a direct call; p->F() and F() dispatch through the vtable
                    for (Decl d : decls.get()) {
                        if (!d.isFunction()) continue;
                        String e = d.export();
                        if (!(e.equals("api") || e.equals("inline") || (virtualOk && e.equals("virtual")))) {
                            report(path, t.get(i), NOT_EXPORTED, key, key + " is called but not exported in " + version + ": " + d.fact());
                        }
                    }
                }
            }
        }

        boolean uhtStatic(String key, String version) {
            String[] parts = key.split("::");
            if (parts.length != 2 || !(parts[1].equals("StaticClass") || parts[1].equals("StaticStruct"))) return false;
            return m.name(parts[0], version).orElse(List.of()).stream().anyMatch(d -> d.isClass() && !d.forward());
        }

        /** The index of the '>' closing the '<' at j, or -1 when it is not a template argument list on one line. */
        static int templateCloses(List<Token> t, int j) {
            int depth = 0;
            for (int k = j; k < t.size() && k < j + 40; k++) {
                Token x = t.get(k);
                if (x.is("<")) depth++;
                else if (x.is(">")) {
                    if (--depth == 0) return k;
                } else if (x.is(">>")) {
                    depth -= 2;
                    if (depth <= 0) return k;
                } else if (x.is(";") || x.is("{") || x.is("}") || x.is("&&") || x.is("||") || x.is("(") && depth == 0) {
                    return -1;
                }
            }
            return -1;
        }

        void report(String path, Token tok, String rule, String symbol, String message) {
            String file = path.replaceFirst("^[^/]+/", "");
            if (seen.add(file + ":" + tok.line() + ":" + rule + ":" + message)) {
                findings.add(new LintFinding(path, tok.line(), tok.column(), rule, message));
            }
        }

        BitSet full() {
            BitSet b = new BitSet();
            b.set(0, versions.size());
            return b;
        }

        BitSet atLeast(int major, int minor) {
            BitSet b = new BitSet();
            for (int v = 0; v < versions.size(); v++) {
                String[] p = versions.get(v).split("\\.");
                int ma = Integer.parseInt(p[0]);
                int mi = Integer.parseInt(p[1]);
                if (ma > major || (ma == major && mi >= minor)) b.set(v);
            }
            return b;
        }

        BitSet complement(BitSet s) {
            BitSet b = full();
            b.andNot(s);
            return b;
        }

        /** #else of a version guard takes the other versions; of any other #if, all (both branches are checked). */
        BitSet complementIfGuard(BitSet ifSet) {
            return ifSet.cardinality() == versions.size() ? full() : complement(ifSet);
        }

        static BitSet and(BitSet a, BitSet b) {
            BitSet c = (BitSet) a.clone();
            c.and(b);
            return c;
        }
    }

    /** Tokens without comments (directives kept: Build.cs has none, C++ needs #define and #include). */
    static List<Token> code(List<Token> t) {
        return t.stream().filter(x -> !x.isComment()).toList();
    }
}
