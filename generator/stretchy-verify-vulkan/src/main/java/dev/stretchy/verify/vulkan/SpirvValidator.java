package dev.stretchy.verify.vulkan;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;

/**
 * Validates a module with SPIRV-Tools' {@code spirv-val} for the Vulkan 1.1 environment. LWJGL does not bind
 * SPIRV-Tools, so the validator runs as a process (Debian package {@code spirv-tools}).
 */
public final class SpirvValidator {
    private SpirvValidator() {}

    /** @throws ShaderCompileException when the module is invalid; VulkanUnavailableException without spirv-val */
    public static void validate(SpirvModule module, String name) {
        Path tmp = null;
        try {
            tmp = Files.createTempFile("stretchy-", ".spv");
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                ch.write(module.bytes());
            }
            Process p;
            try {
                p = new ProcessBuilder("spirv-val", "--target-env", "vulkan1.1", tmp.toString())
                        .redirectErrorStream(true).start();
            } catch (IOException e) {
                throw new VulkanUnavailableException("spirv-val not found (install the spirv-tools package)", e);
            }
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException("spirv-val did not finish within 60 s");
            }
            if (p.exitValue() != 0) throw new ShaderCompileException(name, "SPIR-V validation failed:\n" + out);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write a temporary SPIR-V file: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while validating", e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // a leftover temp file is harmless
                }
            }
        }
    }
}
