package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A process compiles a shader unit once: the same unit gives the module compiled before, and a change to anything the
 * compile reads (an included file, the optimisation) is compiled again: a kept module never hides an edit.
 */
class ShaderCompilerTest {
    private static final String INCLUDE = "/Plugin/Test/Private/Value.ush";
    private static final String SOURCE = "#include \"" + INCLUDE + "\"\nRWStructuredBuffer<float> Out : register(u0);\n"
            + "[numthreads(1,1,1)] void main() { Out[0] = Value(); }\n";

    private static SpirvModule compile(String value, ShaderCompiler.Optimisation o) {
        return ShaderCompiler.compileCompute(SOURCE, "cache.hlsl", "main",
                Map.of(INCLUDE, "float Value() { return " + value + "; }\n"), o);
    }

    @Test
    void theSameUnitIsCompiledOnce() {
        SpirvModule first = compile("1.5", ShaderCompiler.Optimisation.NONE);
        assertSame(first, compile("1.5", ShaderCompiler.Optimisation.NONE));
    }

    /** Planted: only the included file changes (a cache keyed on the source text alone would return the old module). */
    @Test
    void aChangedIncludeOrOptimisationCompilesAgain() {
        SpirvModule first = compile("1.5", ShaderCompiler.Optimisation.NONE);
        SpirvModule edited = compile("2.5", ShaderCompiler.Optimisation.NONE);
        assertFalse(Arrays.equals(first.words(), edited.words()), "the edited include compiled to the same module");
        SpirvModule optimised = compile("1.5", ShaderCompiler.Optimisation.PERFORMANCE);
        assertFalse(first == optimised, "another optimisation level reused the module");
        assertArrayEquals(optimised.words(), compile("1.5", ShaderCompiler.Optimisation.PERFORMANCE).words());
    }

    @Test
    void aFailedCompileIsNotKept() {
        assertThrows(ShaderCompileException.class, () -> compile("undefined_name", ShaderCompiler.Optimisation.NONE));
        assertThrows(ShaderCompileException.class, () -> compile("undefined_name", ShaderCompiler.Optimisation.NONE));
    }
}
