package dev.stretchy.spec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** Names the generated code may not take, and why: each would collide with the engine, the OS or npm. */
final class Names {
    private Names() {}

    /** Words reserved in C++ or HLSL, and engine types and folders a module name would shadow. */
    private static final Set<String> CPP_HLSL_UNREAL = Set.of(
            // Unreal modules and core types a plugin/module name would collide with
            "Core", "CoreUObject", "Engine", "Projects", "RenderCore", "Renderer", "RHI", "UnrealEd", "Slate",
            "SlateCore", "InputCore", "MaterialEditor", "AssetTools", "AssetRegistry", "Niagara", "Paper2D",
            "Landscape", "Foliage", "Chaos", "PhysicsCore", "Json", "Launch", "ApplicationCore", "Kismet",
            "Blueprint", "Object", "Actor", "Pawn", "Character", "World", "Level", "Class", "Struct", "Enum",
            "Interface", "Package", "Function", "Property", "Name", "Text", "Vector", "Rotator", "Transform",
            "Color", "LinearColor", "Guid", "Box", "Plane", "Matrix", "Quat", "Texture", "Material", "Component",
            "Editor", "Shaders", "Script", "Game", "Plugin", "Module", "Default", "Private", "Public", "Content",
            // C++ / HLSL words that are valid PascalCase
            "NULL", "TRUE", "FALSE", "Texture2D", "SamplerState", "Buffer", "Sampler", "Technique", "Pass",
            "Parameters", "MaterialFloat", "Common");

    /** Windows device names: no file or folder may take them, whatever the extension or case. */
    private static final Set<String> WINDOWS_DEVICES = Set.of("CON", "PRN", "AUX", "NUL",
            "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8", "COM9",
            "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9");

    /** The plugin's module and log category names: {@code <Name>}, {@code <Name>Shaders}, {@code <Name>Editor}. */
    private static final List<String> SUFFIXES = List.of("", "Shaders", "Editor");

    /** Engine module names and log categories (resource engine-names.txt, which cites the engine source). */
    private static final Map<String, String> MODULES = new HashMap<>();
    private static final Map<String, String> LOGS = new HashMap<>();

    static {
        try (InputStream in = Names.class.getResourceAsStream("engine-names.txt")) {
            if (in == null) throw new IllegalStateException("engine-names.txt missing from the build");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                String[] p = line.split(" ");
                if (p[0].equals("module")) MODULES.put(lower(p[1]), p[1]);
                else if (p[0].equals("log")) LOGS.put(lower("Log" + p[1]), "Log" + p[1] + " (" + p[2] + ")");
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Node.js's built-in module names (Node 20, {@code require('module').builtinModules}) and npm's own. */
    static final Set<String> NPM_RESERVED = Set.of("node_modules", "favicon.ico",
            "assert", "async_hooks", "buffer", "child_process", "cluster", "console", "constants", "crypto", "dgram",
            "diagnostics_channel", "dns", "domain", "events", "fs", "http", "http2", "https", "inspector", "module",
            "net", "os", "path", "perf_hooks", "process", "punycode", "querystring", "readline", "repl", "stream",
            "string_decoder", "sys", "timers", "tls", "trace_events", "tty", "url", "util", "v8", "vm", "wasi",
            "worker_threads", "zlib");

    private static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }

    private static boolean has(Set<String> set, String v) {
        return set.stream().anyMatch(r -> lower(r).equals(lower(v)));
    }

    static Optional<String> pluginNameRefusal(String v) {
        if (has(CPP_HLSL_UNREAL, v)) return refuse(v, "(a C++, HLSL or Unreal Engine name)");
        if (has(WINDOWS_DEVICES, v)) return refuse(v, "(a Windows device name: no file or folder may take it)");
        for (String s : SUFFIXES) {
            String module = MODULES.get(lower(v + s));
            if (module != null) {
                return refuse(v, s.isEmpty() ? "(an Unreal Engine module is named " + module + ")"
                        : "(its module " + v + s + " would collide with the engine module " + module + ")");
            }
            String log = LOGS.get(lower("Log" + v + s));
            if (log != null) return refuse(v, "(its log category Log" + v + s + " collides with the engine's " + log + ")");
        }
        return Optional.empty();
    }

    static Optional<String> npmNameRefusal(String v) {
        if (NPM_RESERVED.contains(v)) return Optional.of("\"" + v + "\" is reserved (npm refuses it as a package name); choose another");
        return Optional.empty();
    }

    private static Optional<String> refuse(String v, String why) {
        return Optional.of("\"" + v + "\" is reserved " + why + "; choose another");
    }

    /** Every name the plugin-name check refuses, spelled as the engine does, for the schema. */
    static Set<String> pluginRefused() {
        Set<String> all = new TreeSet<>(CPP_HLSL_UNREAL);
        all.addAll(WINDOWS_DEVICES);
        List<String> engine = new java.util.ArrayList<>(MODULES.values());
        LOGS.values().forEach(l -> engine.add(l.substring(3, l.indexOf(' '))));
        for (String n : engine) {
            for (String s : SUFFIXES) {
                if (!n.endsWith(s) || n.length() == s.length()) continue;
                String stem = n.substring(0, n.length() - s.length());
                if (stem.charAt(0) >= 'A' && stem.charAt(0) <= 'Z') all.add(stem);
            }
        }
        return java.util.Collections.unmodifiableSet(all);
    }
}
