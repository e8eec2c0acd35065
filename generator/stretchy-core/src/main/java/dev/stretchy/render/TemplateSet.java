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
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Lists a folder of resources on the classpath (templates, the shipped golden cases), in a stable order. Listings
 * and contents are kept once read: the classpath does not change while the process runs, and a resident run
 * (generate --watch) would otherwise read them again for every save.
 */
final class TemplateSet {
    private static final Map<String, List<String>> LISTS = new ConcurrentHashMap<>();
    private static final Map<String, byte[]> CONTENTS = new ConcurrentHashMap<>();

    private TemplateSet() {}

    /** Paths relative to {@code templates/}, sorted, e.g. {@code unreal/__PluginName__/__PluginName__.uplugin.ftl}. */
    static List<String> list(String targetDir) {
        return list("templates", targetDir);
    }

    /** Paths relative to {@code /<base>}, sorted, of every file under {@code /<base>/<sub>}. */
    static List<String> list(String base, String sub) {
        return LISTS.computeIfAbsent(base + "/" + sub, k -> listNow(base, sub));
    }

    private static List<String> listNow(String base, String sub) {
        String folder = sub.isEmpty() ? "/" + base : "/" + base + "/" + sub;
        URL url = TemplateSet.class.getResource(folder);
        if (url == null) throw new IllegalStateException("no " + folder + " in the build");
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                FileSystem fs;
                try {
                    fs = FileSystems.getFileSystem(uri);
                } catch (FileSystemNotFoundException e) {
                    fs = FileSystems.newFileSystem(uri, Map.of());
                }
                return walk(fs.getPath("/" + base), fs.getPath(folder));
            }
            Path dir = Path.of(uri);
            return walk(sub.isEmpty() ? dir : dir.getParent(), dir);
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("cannot list " + folder + ": " + e, e);
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

    /** The bytes of the classpath resource {@code path} (absolute, e.g. {@code /templates/...}). */
    static byte[] read(String path) throws IOException {
        byte[] kept = CONTENTS.get(path);
        if (kept == null) {
            kept = readNow(path);
            CONTENTS.putIfAbsent(path, kept);
        }
        return kept.clone();
    }

    private static byte[] readNow(String path) throws IOException {
        try (java.io.InputStream in = TemplateSet.class.getResourceAsStream(path)) {
            if (in == null) throw new IOException("no " + path + " in the build");
            return in.readAllBytes();
        }
    }
}
