package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.OutputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The listing of a folder inside a jar (how the distribution runs) without the zip file system. */
class TemplateSetTest {
    @Test
    void aJarFolderListsItsFilesSortedAndNothingBesideIt(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("t.jar");
        try (OutputStream f = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(f)) {
            // Planted: a sibling folder sharing the prefix (unrealx), folder entries, a file beside the folder, unsorted.
            for (String name : List.of("templates/", "templates/unreal/", "templates/unreal/z.ftl", "templates/unrealx/c.ftl",
                    "templates/unreal/sub/", "templates/unreal/sub/b.txt", "templates/unreal/a.ftl", "templates/top.ftl")) {
                out.putNextEntry(new JarEntry(name));
                out.closeEntry();
            }
        }
        URL url = new URL("jar:" + jar.toUri() + "!/templates/unreal");
        assertEquals(List.of("unreal/a.ftl", "unreal/sub/b.txt", "unreal/z.ftl"),
                TemplateSet.jarList(url, "templates"));
    }
}
