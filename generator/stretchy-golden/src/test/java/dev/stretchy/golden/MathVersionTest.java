package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.stretchy.StretchyVersion;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The math spec's own version (its title, and its newest Changes entry) is the one the toolkit prints and the
 * generated code carries: a formula change bumps both together (deformer-math.md's rule).
 */
class MathVersionTest {
    static final Pattern TITLE = Pattern.compile("\\A# [^\\n]*\\(version `(stretchy-math/[0-9.]+)`\\)");
    static final Pattern CHANGE = Pattern.compile("## Changes\\n- `(stretchy-math/[0-9.]+)`");

    static String version(Pattern p, String doc) {
        Matcher m = p.matcher(doc);
        return m.find() ? m.group(1) : "none";
    }

    @Test
    void theSpecsVersionIsTheToolkits() throws Exception {
        String doc = Files.readString(Path.of("../../docs/deformer-math.md"), StandardCharsets.UTF_8);
        assertEquals(StretchyVersion.MATH, version(TITLE, doc), "deformer-math.md's title");
        assertEquals(StretchyVersion.MATH, version(CHANGE, doc), "deformer-math.md's newest Changes entry");
        // Planted fault: a title one version behind is seen.
        String stale = doc.replaceFirst("\\(version `stretchy-math/[0-9.]+`\\)", "(version `stretchy-math/0.9`)");
        assertNotEquals(StretchyVersion.MATH, version(TITLE, stale));
    }
}
