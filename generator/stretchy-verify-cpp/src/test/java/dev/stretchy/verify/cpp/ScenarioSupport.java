package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.io.BoundedProcess;
import dev.stretchy.render.GeneratedFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the g++ scenario tests of the engine-light cores share: generated files, resources, the process, the report. */
final class ScenarioSupport {
    /** Generous for a loaded 2-core machine: a compile of the core plus its scenarios. */
    private static final long SECONDS = 240;
    private static final Pattern LINE = Pattern.compile("^(PASS|FAIL) (\\S+)(?:: (.*))?$", Pattern.MULTILINE);

    private ScenarioSupport() {}

    static String find(List<GeneratedFile> files, String path) {
        return files.stream().filter(f -> f.path().equals(path)).findFirst().map(GeneratedFile::text)
                .orElseThrow(() -> new AssertionError("the generated plugin has no " + path));
    }

    static byte[] resource(String name) throws IOException {
        try (InputStream in = ScenarioSupport.class.getResourceAsStream("/" + name)) {
            if (in == null) throw new IOException("missing resource " + name);
            return in.readAllBytes();
        }
    }

    static String exec(List<String> cmd, Path dir) throws Exception {
        BoundedProcess.Result r = BoundedProcess.of(cmd).directory(dir).run(java.time.Duration.ofSeconds(SECONDS));
        assertTrue(!r.timedOut(), "did not finish: " + cmd.get(0));
        return r.out();
    }

    /** The scenario program's report: each scenario's id, mapped to "" when it passed, else its failure message. */
    static Map<String, String> results(String out) {
        Map<String, String> results = new LinkedHashMap<>();
        Matcher m = LINE.matcher(out);
        while (m.find()) results.put(m.group(2), m.group(1).equals("PASS") ? "" : m.group(3));
        return results;
    }
}
