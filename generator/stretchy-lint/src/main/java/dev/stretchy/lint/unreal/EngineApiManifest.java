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
    /** Format of the engine API readings: versions read with the stored-file reader, not extracted (no engine tree). */
    public static final String READ_FORMAT = "stretchy-engine-read/1";
    public static final String READ_RESOURCE = "engine-api-read.json";

    /**
     * One engine declaration a name resolved to. {@code export}: api, minimal, intrinsic, inline, virtual, none, or n/a;
     * {@code forward}: only a forward declaration was visible where the plugin used it (export unknown).
     */
    public record Decl(String decl, String kind, String module, String header, int line, String export,
                       boolean deprecated, boolean probe, boolean forward, boolean read) {
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
            String where = read ? header + ", read at about character " + line : header + ":" + line;
            return decl + " (" + kind + ", module " + module + ", " + where + ", export " + export
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
    /** The versions known from a reading, not from a tree, and how each was read. */
    private final Map<String, String> readHow = new HashMap<>();

    private EngineApiManifest(JsonNode root, JsonNode reading) {
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
                            d.path("forward").asBoolean(false), false));
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
        if (reading != null) {
            if (!READ_FORMAT.equals(reading.path("format").asText())) {
                throw new IllegalArgumentException("engine API reading: format " + reading.path("format") + ", expected " + READ_FORMAT);
            }
            for (JsonNode r : reading.path("readings")) overlay(r);
        }
    }

    /**
     * Adds the version a reading records: what its base version (the newest extracted) resolves, as the reading found
     * it there, declaration by declaration and header by header; the names only that version's code branches use; the
     * base's module dependencies (a reading does not read Build.cs files). A declaration the reading does not cover
     * leaves its name unknown in that version, so a new engine name waits for its reading.
     */
    private void overlay(JsonNode r) {
        String version = r.path("version").asText();
        String base = r.path("base").asText();
        if (!versions.contains(base) || versions.contains(version)) {
            throw new IllegalArgumentException("engine API reading of " + version + ": base " + base + " is not an extracted version, or "
                    + version + " is one");
        }
        versions.add(version);
        sources.put(version, r.path("source").asText());
        readHow.put(version, r.path("how").asText());
        JsonNode headers = r.path("headers");
        for (Map.Entry<String, Map<String, List<Decl>>> e : names.entrySet()) {
            List<Decl> inBase = e.getValue().get(base);
            if (inBase == null) {
                String why = absence(e.getKey(), base);
                if (why != null) absentNames.computeIfAbsent(e.getKey(), k -> new HashMap<>()).put(version, why);
                continue;
            }
            List<Decl> found = new ArrayList<>();
            List<String> unread = new ArrayList<>();
            for (Decl d : inBase) {
                JsonNode h = headers.path(d.header());
                JsonNode entry = h.path("decls").path(d.decl() + "|" + d.kind());
                if (entry.isMissingNode()) {
                    unread.add(d.decl() + " in " + d.header());
                } else if (entry.path("present").asBoolean(false)) {
                    // Where the reading found it: the header's place in this version, or where the declaration moved.
                    String header = entry.path("header").asText(h.path("path").asText(d.header()));
                    found.add(new Decl(entry.path("decl").asText(d.decl()), d.kind(), d.module(), header, entry.path("at").asInt(),
                            entry.path("export").asText(d.export()), entry.hasNonNull("deprecated"), d.probe(), d.forward(), true));
                }
            }
            if (!unread.isEmpty()) {
                absentNames.computeIfAbsent(e.getKey(), k -> new HashMap<>()).put(version, "not read in " + version + ": "
                        + String.join(", ", unread));
            } else if (found.isEmpty()) {
                absentNames.computeIfAbsent(e.getKey(), k -> new HashMap<>()).put(version, "gone in " + version + " (read)");
            } else {
                e.getValue().put(version, found);
            }
        }
        r.path("names").fields().forEachRemaining(e -> {
            List<Decl> decls = new ArrayList<>();
            for (JsonNode d : e.getValue()) {
                decls.add(new Decl(d.path("decl").asText(), d.path("kind").asText(), d.path("module").asText(),
                        d.path("header").asText(), d.path("at").asInt(), d.path("export").asText("n/a"),
                        d.hasNonNull("deprecated"), false, false, true));
            }
            names.computeIfAbsent(e.getKey(), k -> new HashMap<>()).put(version, decls);
            Map<String, String> absent = absentNames.get(e.getKey());
            if (absent != null) absent.remove(version);
        });
        for (Map<String, Header> byVersion : includes.values()) {
            Header h = byVersion.get(base);
            if (h == null) continue;
            JsonNode path = headers.path(h.header()).path("path");
            if (path.isTextual()) byVersion.put(version, new Header(path.asText(), h.module(), h.global()));
        }
        for (Map<String, List<String>> byVersion : publicDeps.values()) {
            List<String> deps = byVersion.get(base);
            if (deps != null) byVersion.put(version, deps);
        }
    }

    /** The manifest committed with this module, with the readings committed beside it. */
    public static EngineApiManifest load() {
        try (InputStream in = EngineApiManifest.class.getResourceAsStream(RESOURCE);
             InputStream read = EngineApiManifest.class.getResourceAsStream(READ_RESOURCE)) {
            if (in == null) throw new IllegalStateException("missing resource " + RESOURCE);
            if (read == null) throw new IllegalStateException("missing resource " + READ_RESOURCE);
            return parse(in, read);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The extracted versions of {@code in} alone. */
    public static EngineApiManifest parse(InputStream in) throws IOException {
        return new EngineApiManifest(new ObjectMapper().readTree(in), null);
    }

    /** The extracted versions of {@code in}, then the versions {@code reading} records. */
    public static EngineApiManifest parse(InputStream in, InputStream reading) throws IOException {
        ObjectMapper json = new ObjectMapper();
        return new EngineApiManifest(json.readTree(in), json.readTree(reading));
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

    /** How a version known from a reading was read; null for a version extracted from an engine tree. */
    public String readHow(String version) {
        return readHow.get(version);
    }

    /** What to do when {@code version} lacks a name or header the plugin uses: regenerate, or read it. */
    public String remedy(String version) {
        return readHow.containsKey(version)
                ? "read it in " + version + " (" + sources.get(version) + ") and add it to " + READ_RESOURCE + " (docs/engine-facts.md, Engine API reading)"
                : "regenerate the manifest: " + regenerate;
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
