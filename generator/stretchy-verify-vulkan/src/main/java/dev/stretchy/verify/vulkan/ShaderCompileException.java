package dev.stretchy.verify.vulkan;

/** The shader did not compile; the message carries the compiler's diagnostics. */
public final class ShaderCompileException extends RuntimeException {
    public ShaderCompileException(String file, String diagnostics) {
        super(file + " does not compile:\n" + diagnostics.strip());
    }
}
