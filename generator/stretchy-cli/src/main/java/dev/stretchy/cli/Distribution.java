package dev.stretchy.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** What the CLI knows of the distribution it runs from (bin/stretchy sets {@code stretchy.home}): its optional parts. */
final class Distribution {
    private Distribution() {}

    /** The Vulkan backends ship in the optional lib/vulkan part: the harness and LWJGL with its natives. */
    static final String VULKAN_PART = "lib/vulkan";

    /**
     * For a backend that lives in an optional part, why it is absent: "; lib/vulkan (...) is missing from the
     * installation at HOME". Empty for other names.
     */
    static String missingPart(String backend) {
        if (!backend.equals("vulkan") && !backend.equals("vulkan-glsl")) return "";
        String what = "stretchy-verify-vulkan and the LWJGL jars (lwjgl, lwjgl-vulkan, lwjgl-shaderc, lwjgl-spvc with their natives)";
        String home = System.getProperty("stretchy.home");
        if (home == null) return "; it needs " + what + " on the class path";
        Path part = Path.of(home).resolve(VULKAN_PART);
        return "; it needs the optional part " + part + (Files.isDirectory(part) ? ", which lacks " : ", missing: ") + what;
    }
}
