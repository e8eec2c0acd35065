package dev.stretchy.spec;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
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

    /**
     * Engine module names and log categories (resource engine-names.txt, which cites the engine source), kept as
     * the file's text and searched, not parsed: every spec load checks its plugin name, so this stays cheap.
     */
    private static final String ENGINE;
    private static final String ENGINE_LOWER;

    static {
        try (InputStream in = Names.class.getResourceAsStream("engine-names.txt")) {
            if (in == null) throw new IllegalStateException("engine-names.txt missing from the build");
            ENGINE = "\n" + new String(in.readAllBytes(), StandardCharsets.UTF_8);
            ENGINE_LOWER = lower(ENGINE);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The rest of the line after {@code "<kind> <name>"} (compared case-insensitively), with the name as listed. */
    private static String find(String kind, String name, String after) {
        String key = "\n" + kind + " " + lower(name) + after;
        int i = ENGINE_LOWER.indexOf(key);
        if (i < 0) return null;
        int end = ENGINE.indexOf('\n', i + 1);
        return ENGINE.substring(i + 2 + kind.length(), end < 0 ? ENGINE.length() : end);
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
        for (String r : set) if (r.equalsIgnoreCase(v)) return true;
        return false;
    }

    static Optional<String> pluginNameRefusal(String v) {
        if (has(CPP_HLSL_UNREAL, v)) return refuse(v, "(a C++, HLSL or Unreal Engine name)");
        if (has(WINDOWS_DEVICES, v)) return refuse(v, "(a Windows device name: no file or folder may take it)");
        for (String s : SUFFIXES) {
            String module = find("module", v + s, "\n");
            if (module != null) {
                return refuse(v, s.isEmpty() ? "(an Unreal Engine module is named " + module + ")"
                        : "(its module " + v + s + " would collide with the engine module " + module + ")");
            }
            String log = find("log", v + s, " ");
            if (log != null) {
                String[] nameAndPlace = log.split(" ");
                return refuse(v, "(its log category Log" + v + s + " collides with the engine's Log" + nameAndPlace[0]
                        + " (" + nameAndPlace[1] + "))");
            }
        }
        return Optional.empty();
    }

    /**
     * An npm name (the scope's part is {@code @...}, never a device) whose folder Windows cannot create: a device name,
     * with any extension ({@code con}, {@code nul.js}, {@code @s/lpt1}). npm names are lower case, so this ECMA-262
     * pattern is the schema's and the loader's alike.
     */
    static final String NPM_WINDOWS_DEVICE = "(^|/)(con|prn|aux|nul|com[0-9]|lpt[0-9])(\\.|$)";
    private static final java.util.regex.Pattern NPM_DEVICE = java.util.regex.Pattern.compile(NPM_WINDOWS_DEVICE);

    static Optional<String> npmNameRefusal(String v) {
        if (NPM_RESERVED.contains(v)) return Optional.of("\"" + v + "\" is reserved (npm refuses it as a package name); choose another");
        if (NPM_DEVICE.matcher(v).find()) {
            return Optional.of("\"" + v + "\" is reserved (a Windows device name: the package's folder could not be "
                    + "created there); choose another");
        }
        return Optional.empty();
    }

    private static Optional<String> refuse(String v, String why) {
        return Optional.of("\"" + v + "\" is reserved " + why + "; choose another");
    }

    /** Every name the plugin-name check refuses, spelled as the engine does, for the schema. */
    static Set<String> pluginRefused() {
        Set<String> all = new TreeSet<>(CPP_HLSL_UNREAL);
        all.addAll(WINDOWS_DEVICES);
        List<String> engine = new java.util.ArrayList<>();
        for (String line : ENGINE.split("\n")) {
            String[] p = line.split(" ");
            if (p[0].equals("module") || p[0].equals("log")) engine.add(p[1]);
        }
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
