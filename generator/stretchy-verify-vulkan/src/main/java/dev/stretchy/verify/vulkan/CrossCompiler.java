package dev.stretchy.verify.vulkan;

import static org.lwjgl.system.MemoryStack.stackPush;
import static org.lwjgl.util.spvc.Spvc.*;

import java.nio.IntBuffer;
import org.lwjgl.PointerBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;

/**
 * SPIR-V → Metal Shading Language and GLSL with SPIRV-Cross, the way Unreal's Metal and OpenGL ES paths
 * cross-compile its SPIR-V. A shader that SPIRV-Cross rejects would not build on those platforms.
 */
public final class CrossCompiler {
    /** A target language and version. */
    public enum Target {
        /** Metal Shading Language 2.1 (macOS 10.14 / iOS 12, Unreal 5's floor). */
        MSL,
        /** GLSL ES 3.10, Unreal's OpenGL ES 3.1 feature level; separate samplers combined as that path does. */
        GLSL_ES_310,
        /** Desktop GLSL 4.50 with Vulkan semantics. */
        GLSL_450_VULKAN
    }

    private CrossCompiler() {}

    /** @throws ShaderCompileException with SPIRV-Cross's message when the module cannot be translated */
    public static String translate(SpirvModule module, Target target) {
        try (MemoryStack stack = stackPush()) {
            PointerBuffer pp = stack.mallocPointer(1);
            if (spvc_context_create(pp) != SPVC_SUCCESS) throw new VulkanUnavailableException("SPIRV-Cross context failed");
            long ctx = pp.get(0);
            try {
                int[] words = module.words();
                IntBuffer code = MemoryUtil.memAllocInt(words.length);
                try {
                    code.put(words).flip();
                    check(ctx, spvc_context_parse_spirv(ctx, code, words.length, pp), "parse");
                } finally {
                    MemoryUtil.memFree(code);
                }
                long ir = pp.get(0);
                int backend = target == Target.MSL ? SPVC_BACKEND_MSL : SPVC_BACKEND_GLSL;
                check(ctx, spvc_context_create_compiler(ctx, backend, ir, SPVC_CAPTURE_MODE_TAKE_OWNERSHIP, pp), "create compiler");
                long compiler = pp.get(0);
                check(ctx, spvc_compiler_create_compiler_options(compiler, pp), "options");
                long options = pp.get(0);
                switch (target) {
                    case MSL -> check(ctx, spvc_compiler_options_set_uint(options, SPVC_COMPILER_OPTION_MSL_VERSION,
                            2 * 10000 + 1 * 100), "MSL version");
                    case GLSL_ES_310 -> {
                        check(ctx, spvc_compiler_options_set_uint(options, SPVC_COMPILER_OPTION_GLSL_VERSION, 310), "GLSL version");
                        check(ctx, spvc_compiler_options_set_bool(options, SPVC_COMPILER_OPTION_GLSL_ES, true), "GLSL ES");
                        check(ctx, spvc_compiler_build_combined_image_samplers(compiler), "combine samplers");
                    }
                    case GLSL_450_VULKAN -> {
                        check(ctx, spvc_compiler_options_set_uint(options, SPVC_COMPILER_OPTION_GLSL_VERSION, 450), "GLSL version");
                        check(ctx, spvc_compiler_options_set_bool(options, SPVC_COMPILER_OPTION_GLSL_VULKAN_SEMANTICS, true),
                                "Vulkan semantics");
                    }
                }
                check(ctx, spvc_compiler_install_compiler_options(compiler, options), "install options");
                check(ctx, spvc_compiler_compile(compiler, pp), "compile to " + target);
                return MemoryUtil.memUTF8(pp.get(0));
            } finally {
                spvc_context_destroy(ctx);
            }
        }
    }

    private static void check(long ctx, int result, String what) {
        if (result != SPVC_SUCCESS) {
            throw new ShaderCompileException("SPIRV-Cross", what + ": " + spvc_context_get_last_error_string(ctx));
        }
    }
}
