package dev.stretchy.verify.vulkan;

import static org.lwjgl.util.shaderc.Shaderc.*;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.util.shaderc.ShadercIncludeResolve;
import org.lwjgl.util.shaderc.ShadercIncludeResult;
import org.lwjgl.util.shaderc.ShadercIncludeResultRelease;

/**
 * HLSL or GLSL → SPIR-V with shaderc (glslang's HLSL or GLSL front end, then spirv-opt). {@code #include} of a
 * virtual shader path (e.g. {@code /Plugin/Stretchy/Private/StretchySplineDeform.ush}) is answered from {@code virtualFiles},
 * the way Unreal's shader directory mapping answers it; any other include fails the compile.
 */
public final class ShaderCompiler {
    /** How hard spirv-opt works on the module. */
    public enum Optimisation {
        NONE(shaderc_optimization_level_zero), PERFORMANCE(shaderc_optimization_level_performance);

        final int level;

        Optimisation(int level) {
            this.level = level;
        }
    }

    /** The front end: HLSL as Unreal's material shaders, or GLSL 450 (the three.js target's functions). */
    public enum Language {
        HLSL(shaderc_source_language_hlsl), GLSL(shaderc_source_language_glsl);

        final int shaderc;

        Language(int shaderc) {
            this.shaderc = shaderc;
        }
    }

    private ShaderCompiler() {}

    /** Compiles one HLSL compute entry point. */
    public static SpirvModule compileCompute(String source, String fileName, String entryPoint,
                                             Map<String, String> virtualFiles, Optimisation optimisation) {
        return compileCompute(Language.HLSL, source, fileName, entryPoint, virtualFiles, optimisation);
    }

    /**
     * Compiles one compute entry point (GLSL's is {@code main}).
     *
     * @throws ShaderCompileException with shaderc's messages (file:line: error) when the source does not compile
     */
    public static SpirvModule compileCompute(Language language, String source, String fileName, String entryPoint,
                                             Map<String, String> virtualFiles, Optimisation optimisation) {
        Unit unit = new Unit(language, source, fileName, entryPoint, new TreeMap<>(virtualFiles), optimisation);
        SpirvModule kept = COMPILED.get(unit);
        if (kept != null) return kept;
        SpirvModule module = compile(unit);
        COMPILED.put(unit, module);
        return module;
    }

    /**
     * Everything a compile reads: the same unit gives the same module, so a process compiles it once (the tests and
     * the harnesses compile the same shader text many times). A failed compile is not kept.
     */
    private record Unit(Language language, String source, String fileName, String entryPoint,
                        Map<String, String> virtualFiles, Optimisation optimisation) {}

    private static final Map<Unit, SpirvModule> COMPILED = new ConcurrentHashMap<>();

    private static SpirvModule compile(Unit unit) {
        Language language = unit.language();
        String source = unit.source();
        String fileName = unit.fileName();
        String entryPoint = unit.entryPoint();
        Map<String, String> virtualFiles = unit.virtualFiles();
        Optimisation optimisation = unit.optimisation();
        NativeLibraries.check();
        long compiler = shaderc_compiler_initialize();
        if (compiler == 0) throw new VulkanUnavailableException("shaderc could not be initialised");
        long options = shaderc_compile_options_initialize();
        List<Long> allocations = new ArrayList<>();
        try (ShadercIncludeResolve resolve = ShadercIncludeResolve.create((user, requested, type, requesting, depth) ->
                     include(MemoryUtil.memUTF8(requested), virtualFiles, allocations));
             ShadercIncludeResultRelease release = ShadercIncludeResultRelease.create((user, result) -> { })) {
            shaderc_compile_options_set_source_language(options, language.shaderc);
            shaderc_compile_options_set_target_env(options, shaderc_target_env_vulkan, shaderc_env_version_vulkan_1_1);
            shaderc_compile_options_set_optimization_level(options, optimisation.level);
            shaderc_compile_options_set_include_callbacks(options, resolve, release, 0);
            long result = shaderc_compile_into_spv(compiler, source, shaderc_compute_shader, fileName, entryPoint, options);
            try {
                if (shaderc_result_get_compilation_status(result) != shaderc_compilation_status_success) {
                    throw new ShaderCompileException(fileName, shaderc_result_get_error_message(result));
                }
                ByteBuffer bytes = shaderc_result_get_bytes(result);
                if (bytes == null) throw new ShaderCompileException(fileName, "shaderc returned no module");
                int[] words = new int[bytes.remaining() / 4];
                bytes.order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(words);
                return new SpirvModule(words);
            } finally {
                shaderc_result_release(result);
            }
        } finally {
            shaderc_compile_options_release(options);
            shaderc_compiler_release(compiler);
            allocations.forEach(MemoryUtil::nmemFree);
        }
    }

    private static long include(String requested, Map<String, String> files, List<Long> allocations) {
        String content = files.get(requested);
        String name = content == null ? "" : requested;
        if (content == null) content = "no virtual shader file " + requested + " (known: " + files.keySet() + ")";
        ByteBuffer n = MemoryUtil.memUTF8(name, false);
        ByteBuffer c = MemoryUtil.memUTF8(content, false);
        ShadercIncludeResult r = ShadercIncludeResult.calloc();
        allocations.add(MemoryUtil.memAddress(n));
        allocations.add(MemoryUtil.memAddress(c));
        allocations.add(r.address());
        r.source_name(n);
        r.content(c);
        return r.address();
    }
}
