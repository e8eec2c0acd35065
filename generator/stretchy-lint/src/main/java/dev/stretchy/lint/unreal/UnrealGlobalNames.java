package dev.stretchy.lint.unreal;

import dev.stretchy.lint.CFamilyLexer;
import dev.stretchy.lint.Token;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The names a generated Unreal plugin puts where another plugin of the same project can meet them, read from the
 * generated text itself (tokens of {@link CFamilyLexer}), never from the generator's model: types at namespace scope
 * (reflected or not, header or source: a monolithic build links every module into one program) with their named
 * namespaces, source and header file names, module names, log categories and asset names. Types in an anonymous
 * namespace or inside a function have internal linkage and are left out.
 */
public final class UnrealGlobalNames {
    /** What kind of name. */
    public enum Kind { TYPE, FILE, MODULE, LOG_CATEGORY, ASSET }

    private static final Pattern SOURCE_FILE = Pattern.compile(".*\\.(h|cpp|ush|usf|cs|uplugin)$");
    private static final Pattern ASSET = Pattern.compile("^(?:(?:MF|MI|M|T|SM)_[A-Za-z0-9_]+|/Game/.+|_[A-Z][A-Za-z0-9]+)$");
    private static final Set<String> LOG_MACROS = Set.of("DECLARE_LOG_CATEGORY_EXTERN", "DEFINE_LOG_CATEGORY",
            "DEFINE_LOG_CATEGORY_STATIC", "DECLARE_LOG_CATEGORY_CLASS");

    private UnrealGlobalNames() {}

    /** One generated file: its path in the plugin and its text. */
    public record Source(String path, String text) {}

    /** Every name of {@code files}, by kind. */
    public static Map<Kind, Set<String>> of(List<Source> files) {
        Map<Kind, Set<String>> names = new EnumMap<>(Kind.class);
        for (Kind k : Kind.values()) names.put(k, new TreeSet<>());
        for (Source f : files) {
            if (!SOURCE_FILE.matcher(f.path()).matches()) continue;
            String file = f.path().substring(f.path().lastIndexOf('/') + 1);
            names.get(Kind.FILE).add(file);
            if (file.endsWith(".ush") || file.endsWith(".usf")) continue;
            List<Token> tokens = CFamilyLexer.tokenize(f.text()).stream()
                    .filter(t -> !t.isComment() && t.kind() != Token.Kind.DIRECTIVE).toList();
            if (file.endsWith(".uplugin")) {
                pluginModules(tokens, names.get(Kind.MODULE));
            } else if (file.endsWith(".cs")) {
                buildModules(tokens, names.get(Kind.MODULE));
            } else {
                cpp(tokens, names);
            }
        }
        return names;
    }

    /** The names two plugins share, by kind (empty kinds left out). */
    public static Map<Kind, Set<String>> shared(Map<Kind, Set<String>> a, Map<Kind, Set<String>> b) {
        Map<Kind, Set<String>> both = new EnumMap<>(Kind.class);
        for (Kind k : Kind.values()) {
            Set<String> s = new TreeSet<>(a.getOrDefault(k, Set.of()));
            s.retainAll(b.getOrDefault(k, Set.of()));
            if (!s.isEmpty()) both.put(k, s);
        }
        return both;
    }

    private static void pluginModules(List<Token> t, Set<String> out) {
        for (int i = 0; i + 2 < t.size(); i++) {
            if (t.get(i).kind() == Token.Kind.STRING && t.get(i).text().equals("\"Name\"") && t.get(i + 1).is(":")
                    && t.get(i + 2).kind() == Token.Kind.STRING) {
                out.add(unquote(t.get(i + 2).text()));
            }
        }
    }

    private static void buildModules(List<Token> t, Set<String> out) {
        for (int i = 0; i + 3 < t.size(); i++) {
            if (t.get(i).is("class") && t.get(i + 2).is(":") && t.get(i + 3).is("ModuleRules")) out.add(t.get(i + 1).text());
        }
    }

    /** Scopes by brace: a named namespace or type (its name), an anonymous namespace or a body (null). */
    private static void cpp(List<Token> t, Map<Kind, Set<String>> names) {
        Deque<String> scopes = new ArrayDeque<>();
        boolean local = false;
        String pending = null; // the name the next '{' opens
        boolean pendingSeen = false;
        for (int i = 0; i < t.size(); i++) {
            Token tok = t.get(i);
            if (tok.kind() == Token.Kind.STRING) {
                String s = unquote(tok.text());
                if (ASSET.matcher(s).matches()) names.get(Kind.ASSET).add(s);
                continue;
            }
            if (tok.kind() == Token.Kind.IDENTIFIER && LOG_MACROS.contains(tok.text()) && i + 2 < t.size() && t.get(i + 1).is("(")) {
                names.get(Kind.LOG_CATEGORY).add(t.get(i + 2).text());
                continue;
            }
            if (tok.kind() == Token.Kind.IDENTIFIER && tok.text().equals("IMPLEMENT_MODULE") && i + 4 < t.size()) {
                names.get(Kind.MODULE).add(t.get(i + 4).text());
                continue;
            }
            if (tok.kind() == Token.Kind.IDENTIFIER && tok.text().startsWith("IMPLEMENT_") && tok.text().endsWith("AUTOMATION_TEST")
                    && i + 2 < t.size() && t.get(i + 1).is("(")) {
                names.get(Kind.TYPE).add(qualified(scopes, t.get(i + 2).text())); // the macro declares the test's class
                continue;
            }
            if (tok.kind() == Token.Kind.IDENTIFIER && tok.text().startsWith("DECLARE_") && tok.text().contains("DELEGATE")
                    && i + 2 < t.size() && t.get(i + 1).is("(") && !local) {
                names.get(Kind.TYPE).add(qualified(scopes, t.get(i + 2).text()));
                continue;
            }
            if (tok.is("namespace") && !(i > 0 && t.get(i - 1).is("using"))) {
                pendingSeen = true;
                pending = i + 1 < t.size() && t.get(i + 1).kind() == Token.Kind.IDENTIFIER ? t.get(i + 1).text() : null;
                if (pending != null && !local) names.get(Kind.TYPE).add(qualified(scopes, pending));
                continue;
            }
            if ((tok.is("class") || tok.is("struct") || tok.is("enum") || tok.is("union")) && !pendingSeen) {
                String name = typeName(t, i);
                if (name != null) {
                    pendingSeen = true;
                    pending = name;
                    if (!local) names.get(Kind.TYPE).add(qualified(scopes, name));
                }
                continue;
            }
            if (tok.is(";") && pendingSeen) {
                pendingSeen = false;
                pending = null;
            } else if (tok.is("{")) {
                scopes.push(pendingSeen && pending != null ? pending : "");
                if (!pendingSeen || pending == null) local = true;
                pendingSeen = false;
                pending = null;
            } else if (tok.is("}")) {
                if (!scopes.isEmpty()) scopes.pop();
                local = scopes.contains("");
            }
        }
    }

    /**
     * The name a class/struct/enum/union head at {@code i} defines, or null for a forward declaration, an
     * elaborated type in an expression or a template parameter.
     */
    private static String typeName(List<Token> t, int i) {
        if (i > 0 && (t.get(i - 1).is("<") || t.get(i - 1).is(",") || t.get(i - 1).is("("))) return null;
        int j = i + 1;
        if (t.get(i).is("enum") && j < t.size() && (t.get(j).is("class") || t.get(j).is("struct"))) j++;
        String last = null;
        for (; j < t.size(); j++) {
            Token x = t.get(j);
            if (x.kind() == Token.Kind.IDENTIFIER && !x.text().equals("final")) {
                last = x.text(); // the API macro comes first, the name last
            } else if (x.is("{") || x.is(":")) {
                return last;
            } else {
                return null; // ';' (forward declaration), '*', '&', '(' ...
            }
        }
        return null;
    }

    private static String qualified(Deque<String> scopes, String name) {
        StringBuilder b = new StringBuilder();
        var it = scopes.descendingIterator();
        while (it.hasNext()) b.append(it.next()).append("::");
        return b.append(name).toString();
    }

    private static String unquote(String literal) {
        int open = literal.indexOf('"');
        return literal.substring(open + 1, literal.lastIndexOf('"'));
    }
}
