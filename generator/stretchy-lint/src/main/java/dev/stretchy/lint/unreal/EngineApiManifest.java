package dev.stretchy.lint.unreal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The committed engine API manifest (format {@value #FORMAT}, declared in docs/engine-facts.md, section "Engine API
 * manifest"): per supported engine version, the engine declarations the generated plugins reference, keyed by the
 * name as the plugin writes it; the engine headers they include; and each reachable engine module's
 * PublicDependencyModuleNames. Written by scripts/ue-compile/manifest.py from real engine trees; facts only.
 */
public final class EngineApiManifest {
    public static final String FORMAT = "stretchy-engine-api/1";
    public static final String RESOURCE = "engine-api-manifest.json";

    /**
     * One engine declaration a name resolved to. {@code export}: api, minimal, intrinsic, inline, virtual, none, or n/a;
     * {@code forward}: only a forward declaration was visible where the plugin used it (export unknown).
     */
    public record Decl(String decl, String kind, String module, String header, int line, String export,
                       boolean deprecated, boolean probe, boolean forward) {
        boolean isClass() {
            return kind.equals("class") || kind.equals("struct") || kind.equals("class-template");
        }

        boolean isFunction() {
            return switch (kind) {
                case "method", "function", "function-template", "constructor", "destructor", "conversion" -> true;
                default -> false;
            };
        }

        /** The fact, as findings quote it. */
        public String fact() {
            return decl + " (" + kind + ", module " + module + ", " + header + ":" + line + ", export " + export
                    + (deprecated ? ", deprecated" : "") + ")";
        }
    }

    /** A header an include resolved to; {@code global}: found through the Engine/Source include path UBT adds. */
    public record Header(String header, String module, boolean global) {}

    private final List<String> versions = new ArrayList<>();
    private final Map<String, String> sources = new HashMap<>();
    private final String regenerate;
    private final Map<String, Map<String, List<Decl>>> names = new HashMap<>();
    private final Map<String, Map<String, String>> absentNames = new HashMap<>();
    private final Map<String, Map<String, Header>> includes = new HashMap<>();
    private final Map<String, Map<String, List<String>>> publicDeps = new HashMap<>();

    private EngineApiManifest(JsonNode root) {
        if (!FORMAT.equals(root.path("format").asText())) {
            throw new IllegalArgumentException("engine API manifest: format " + root.path("format") + ", expected " + FORMAT);
        }
        regenerate = root.path("regenerate").asText();
        for (JsonNode v : root.path("versions")) {
            versions.add(v.path("version").asText());
            sources.put(v.path("version").asText(), v.path("source").asText());
        }
        root.path("names").fields().forEachRemaining(e -> e.getValue().fields().forEachRemaining(v -> {
            if (v.getValue().isArray()) {
                List<Decl> decls = new ArrayList<>();
                for (JsonNode d : v.getValue()) {
                    decls.add(new Decl(d.path("decl").asText(), d.path("kind").asText(), d.path("module").asText(),
                            d.path("header").asText(), d.path("line").asInt(), d.path("export").asText("n/a"),
                            d.path("deprecated").asBoolean(false), d.path("probe").asBoolean(false),
                            d.path("forward").asBoolean(false)));
                }
                names.computeIfAbsent(e.getKey(), k -> new HashMap<>()).put(v.getKey(), decls);
            } else {
                absentNames.computeIfAbsent(e.getKey(), k -> new HashMap<>()).put(v.getKey(), v.getValue().path("absent").asText());
            }
        }));
        root.path("includes").fields().forEachRemaining(e -> e.getValue().fields().forEachRemaining(v -> {
            if (v.getValue().has("header")) {
                includes.computeIfAbsent(e.getKey(), k -> new HashMap<>()).put(v.getKey(), new Header(
                        v.getValue().path("header").asText(), v.getValue().path("module").asText(),
                        v.getValue().path("global").asBoolean(false)));
            }
        }));
        root.path("modules").fields().forEachRemaining(e -> e.getValue().fields().forEachRemaining(v -> {
            if (v.getValue().has("public")) {
                List<String> deps = new ArrayList<>();
                v.getValue().path("public").forEach(d -> deps.add(d.asText()));
                publicDeps.computeIfAbsent(e.getKey(), k -> new HashMap<>()).put(v.getKey(), deps);
            }
        }));
    }

    /** The manifest committed with this module. */
    public static EngineApiManifest load() {
        try (InputStream in = EngineApiManifest.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("missing resource " + RESOURCE);
            return parse(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static EngineApiManifest parse(InputStream in) throws IOException {
        return new EngineApiManifest(new ObjectMapper().readTree(in));
    }

    /** The engine versions, oldest first, as the manifest lists them. */
    public List<String> versions() {
        return List.copyOf(versions);
    }

    /** owner/repo@commit of a version's engine source. */
    public String source(String version) {
        return sources.get(version);
    }

    /** The command that regenerates the manifest. */
    public String regenerate() {
        return regenerate;
    }

    /** The declarations a written name resolved to in {@code version}; empty when the manifest does not know it there. */
    public Optional<List<Decl>> name(String written, String version) {
        return Optional.ofNullable(names.getOrDefault(written, Map.of()).get(version));
    }

    /** Whether any version knows the written name. */
    public boolean knows(String written) {
        return names.containsKey(written);
    }

    /** Why a name known in another version is absent from {@code version}, or null. */
    public String absence(String written, String version) {
        return absentNames.getOrDefault(written, Map.of()).get(version);
    }

    public Optional<Header> include(String spelled, String version) {
        return Optional.ofNullable(includes.getOrDefault(spelled, Map.of()).get(version));
    }

    /** An engine module's PublicDependencyModuleNames in {@code version}; empty when the manifest has no entry. */
    public Optional<List<String>> publicDependencies(String module, String version) {
        return Optional.ofNullable(publicDeps.getOrDefault(module, Map.of()).get(version));
    }
}
