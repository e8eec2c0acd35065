package dev.stretchy.modules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Maven modules as read from the tree: each module's declared dependencies (from its pom, with their scope) and
 * the project packages its main code uses (imports and qualified names), and the rules they must keep:
 * {@link #problems} lists every broken one. The poms and sources are the only inputs, so a planted fault is a
 * changed copy of them.
 *
 * @param declared  module → artifactId → scope ({@code compile} when the pom gives none)
 * @param uses      module → project packages its main code names
 * @param packages  project package → the module whose main code declares it
 */
public record ModuleEdges(Map<String, Map<String, String>> declared, Map<String, Set<String>> uses,
                          Map<String, String> packages) {
    /** The modules each module may depend on at compile time; everything else is a wrong edge. */
    public static final Map<String, Set<String>> ALLOWED = allowed();

    /** Modules whose main code must not name a package of these modules (they are reached through a seam). */
    public static final Map<String, Set<String>> THROUGH_SEAM = Map.of(
            "stretchy-cli", Set.of("stretchy-verify-vulkan", "stretchy-verify-cpp"));

    private static Map<String, Set<String>> allowed() {
        Map<String, Set<String>> m = new LinkedHashMap<>();
        m.put("stretchy-contract", Set.of());
        m.put("stretchy-core", Set.of("stretchy-contract"));
        m.put("stretchy-reference", Set.of("stretchy-contract"));
        m.put("stretchy-golden", Set.of("stretchy-contract", "stretchy-reference", "stretchy-core"));
        m.put("stretchy-lint", Set.of("stretchy-contract", "stretchy-core"));
        m.put("stretchy-verify", Set.of("stretchy-contract", "stretchy-reference", "stretchy-golden", "stretchy-core"));
        m.put("stretchy-verify-vulkan", Set.of("stretchy-contract", "stretchy-reference", "stretchy-golden", "stretchy-core",
                "stretchy-lint", "stretchy-verify"));
        m.put("stretchy-verify-cpp", Set.of("stretchy-contract", "stretchy-reference", "stretchy-golden", "stretchy-core",
                "stretchy-verify"));
        m.put("stretchy-cli", Set.of("stretchy-contract", "stretchy-core", "stretchy-golden", "stretchy-lint",
                "stretchy-verify", "stretchy-verify-vulkan", "stretchy-verify-cpp"));
        m.put("stretchy-dist", Set.of("stretchy-cli"));
        return Map.copyOf(m);
    }

    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");
    private static final Pattern DEPENDENCY = Pattern.compile("<dependency>(.*?)</dependency>", Pattern.DOTALL);
    private static final Pattern ARTIFACT = Pattern.compile("<artifactId>([^<]+)</artifactId>");
    private static final Pattern SCOPE = Pattern.compile("<scope>([^<]+)</scope>");
    private static final Pattern TYPE = Pattern.compile("<type>([^<]+)</type>");
    private static final Pattern PACKAGE = Pattern.compile("^package ([a-z.]+);", Pattern.MULTILINE);
    private static final Pattern NAMED = Pattern.compile("\\bdev\\.stretchy\\.([a-z]+(?:\\.[a-z]+)*)\\.[A-Z*]");

    /** The modules the root pom lists under {@code root}, read from disk. */
    public static ModuleEdges read(Path root) {
        Map<String, Map<String, String>> declared = new TreeMap<>();
        Map<String, Set<String>> uses = new TreeMap<>();
        Map<String, String> packages = new TreeMap<>();
        Matcher mm = MODULE.matcher(text(root.resolve("pom.xml")));
        while (mm.find()) {
            Path dir = root.resolve(mm.group(1));
            String module = dir.getFileName().toString();
            declared.put(module, dependencies(text(dir.resolve("pom.xml"))));
            Set<String> used = new TreeSet<>();
            for (Path src : javaFiles(dir.resolve("src/main/java"))) {
                String code = text(src);
                Matcher p = PACKAGE.matcher(code);
                if (p.find()) {
                    String before = packages.putIfAbsent(p.group(1), module);
                    if (before != null && !before.equals(module)) used.add("split package " + p.group(1));
                }
                Matcher n = NAMED.matcher(code);
                while (n.find()) used.add("dev.stretchy." + n.group(1));
            }
            uses.put(module, used);
        }
        return new ModuleEdges(declared, uses, packages);
    }

    /** Every broken rule, one line each; empty when the modules keep them all. */
    public List<String> problems() {
        List<String> out = new ArrayList<>();
        for (var e : declared.entrySet()) {
            String module = e.getKey();
            Set<String> allowed = ALLOWED.get(module);
            if (allowed == null) {
                out.add(module + " is not in ModuleEdges.ALLOWED");
                continue;
            }
            if (module.equals("stretchy-contract")) {
                e.getValue().forEach((a, scope) -> {
                    if (!scope.equals("test")) out.add("stretchy-contract depends on " + a + ": it must depend on nothing");
                });
            }
            e.getValue().forEach((artifact, scope) -> {
                if (artifact.startsWith("stretchy-") && !scope.equals("test") && !allowed.contains(artifact)) {
                    out.add(module + " depends on " + artifact + " (" + scope + "), outside its allowed edges " + new TreeSet<>(allowed));
                }
            });
            for (String used : uses.getOrDefault(module, Set.of())) {
                if (used.startsWith("split package ")) {
                    out.add(module + ": " + used + " is declared by two modules");
                    continue;
                }
                String owner = packages.get(used);
                if (owner == null || owner.equals(module)) continue;
                String scope = e.getValue().get(owner);
                if (scope == null || scope.equals("test") || scope.equals("runtime")) {
                    out.add(module + " uses " + used + " of " + owner + " without declaring " + owner);
                }
                if (THROUGH_SEAM.getOrDefault(module, Set.of()).contains(owner)) {
                    out.add(module + " uses " + used + " of " + owner + " directly; it reaches " + owner + " through its seam");
                }
            }
        }
        return out;
    }

    /** This model with {@code module} declaring {@code artifact} in {@code scope} ({@code null} removes it). */
    public ModuleEdges declaring(String module, String artifact, String scope) {
        Map<String, Map<String, String>> d = new TreeMap<>(declared);
        Map<String, String> deps = new LinkedHashMap<>(d.get(module));
        if (scope == null) deps.remove(artifact);
        else deps.put(artifact, scope);
        d.put(module, deps);
        return new ModuleEdges(d, uses, packages);
    }

    /** This model with {@code module}'s main code also naming {@code pkg}. */
    public ModuleEdges using(String module, String pkg) {
        Map<String, Set<String>> u = new TreeMap<>(uses);
        Set<String> s = new TreeSet<>(u.get(module));
        s.add(pkg);
        u.put(module, s);
        return new ModuleEdges(declared, u, packages);
    }

    static Map<String, String> dependencies(String pom) {
        Map<String, String> deps = new LinkedHashMap<>();
        // Only the module's own dependencies, not the dependency management or plugins' dependencies.
        int start = pom.indexOf("<dependencies>");
        int mgmt = pom.indexOf("<dependencyManagement>");
        int build = pom.indexOf("<build>");
        if (start < 0 || (mgmt >= 0 && mgmt < start)) return deps;
        String section = pom.substring(start, build > start ? build : pom.length());
        Matcher d = DEPENDENCY.matcher(section);
        while (d.find()) {
            Matcher a = ARTIFACT.matcher(d.group(1));
            if (!a.find()) continue;
            Matcher s = SCOPE.matcher(d.group(1));
            Matcher t = TYPE.matcher(d.group(1));
            String scope = s.find() ? s.group(1) : "compile";
            // A test-jar is test code whatever its scope says.
            if (t.find() && t.group(1).equals("test-jar")) scope = "test";
            deps.merge(a.group(1), scope, (x, y) -> x.equals("test") ? y : x);
        }
        return deps;
    }

    private static List<Path> javaFiles(Path dir) {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String text(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
