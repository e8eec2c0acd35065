package dev.stretchy.render;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Lists the templates of one target on the classpath ({@code /templates/<target>/...}), in a stable order. */
final class TemplateSet {
    private TemplateSet() {}

    /** Paths relative to {@code templates/}, sorted, e.g. {@code unreal/__PluginName__/__PluginName__.uplugin.ftl}. */
    static List<String> list(String targetDir) {
        URL url = TemplateSet.class.getResource("/templates/" + targetDir);
        if (url == null) throw new IllegalStateException("no templates for target " + targetDir + " in the build");
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                FileSystem fs;
                try {
                    fs = FileSystems.getFileSystem(uri);
                } catch (FileSystemNotFoundException e) {
                    fs = FileSystems.newFileSystem(uri, Map.of());
                }
                return walk(fs.getPath("/templates"), fs.getPath("/templates/" + targetDir));
            }
            Path dir = Path.of(uri);
            return walk(dir.getParent(), dir);
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("cannot list templates: " + e, e);
        }
    }

    private static List<String> walk(Path root, Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .sorted()
                    .toList();
        }
    }
}
