package dev.stretchy.verify.vulkan;

/** The environment cannot run the harness (no Vulkan loader or device, a missing native library or tool). */
public final class VulkanUnavailableException extends RuntimeException {
    public VulkanUnavailableException(String reason) {
        super(reason);
    }

    public VulkanUnavailableException(String reason, Throwable cause) {
        super(reason, cause);
    }
}
