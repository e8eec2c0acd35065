package dev.stretchy.verify.vulkan;

import dev.stretchy.io.BoundedProcess;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;

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
            BoundedProcess.Result r;
            try {
                r = BoundedProcess.of("spirv-val", "--target-env", "vulkan1.1", tmp.toString()).run(Duration.ofSeconds(60));
            } catch (IOException e) {
                throw new VulkanUnavailableException("spirv-val not found (install the spirv-tools package)", e);
            }
            if (r.timedOut()) throw new IllegalStateException("spirv-val did not finish within 60 s");
            if (r.exit() != 0) throw new ShaderCompileException(name, "SPIR-V validation failed:\n" + r.out());
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
