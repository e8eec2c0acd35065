package dev.stretchy.verify.vulkan;

import org.lwjgl.system.Platform;

/** LWJGL ships its natives for linux-x64 only in this build; say so instead of failing with an UnsatisfiedLinkError. */
final class NativeLibraries {
    private NativeLibraries() {}

    static void check() {
        try {
            if (Platform.get() != Platform.LINUX) {
                throw new VulkanUnavailableException("the shader harness bundles Linux natives only; this is " + Platform.get());
            }
            org.lwjgl.util.shaderc.Shaderc.getLibrary();
        } catch (UnsatisfiedLinkError | ExceptionInInitializerError | NoClassDefFoundError e) {
            throw new VulkanUnavailableException("shaderc native library could not be loaded: " + e.getMessage(), e);
        }
    }
}
