package dev.stretchy.render;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
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
            if ("jar".equals(uri.getScheme())) return jarList(url, base);
            Path dir = Path.of(uri);
            return walk(sub.isEmpty() ? dir : dir.getParent(), dir);
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("cannot list " + folder + ": " + e, e);
        }
    }

    /**
     * The files under the folder {@code url} names inside a jar, relative to {@code base}, from the jar's own
     * directory: the zip file system (a module of its own, about thirty classes) is not needed for a listing.
     */
    static List<String> jarList(URL url, String base) throws IOException {
        JarURLConnection c = (JarURLConnection) url.openConnection();
        String prefix = c.getEntryName().endsWith("/") ? c.getEntryName() : c.getEntryName() + "/";
        c.setUseCaches(false); // a JarFile of our own, closed here
        List<String> out = new ArrayList<>();
        try (JarFile jar = c.getJarFile()) {
            for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
                String name = e.nextElement().getName();
                if (name.startsWith(prefix) && !name.endsWith("/")) out.add(name.substring(base.length() + 1));
            }
        }
        Collections.sort(out);
        return List.copyOf(out);
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
