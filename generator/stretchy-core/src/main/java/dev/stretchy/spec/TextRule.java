package dev.stretchy.spec;

import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/** The forms a free string field of the spec may take: a pattern, its wording, and the names it refuses. */
public enum TextRule {
    PLUGIN_NAME("[A-Z][A-Za-z0-9]*", "a PascalCase C++ identifier: a capital letter, then letters and digits",
            Names::pluginNameRefusal, Names::pluginRefused),
    PARAMETER_PREFIX("[A-Za-z][A-Za-z0-9]*_", "an identifier ending in an underscore, e.g. Stretchy_"),
    // Up to four parts; the plugin's integer Version is major * 100 + minor, so minor stays below 100.
    VERSION("(0|[1-9][0-9]{0,4})(\\.(0|[1-9][0-9]?)(\\.(0|[1-9][0-9]{0,4})){0,2})?",
            "a dotted version such as 1.0: up to four numbers without leading zeros, the first below 100000, "
                    + "the second below 100"),
    // A '.' must be followed by a letter, digit, '_' or '-': no "..", no trailing dot (Windows drops it from folders).
    NPM_NAME("(@[a-z0-9](?:[a-z0-9_-]|\\.(?=[a-z0-9_-]))*/)?[a-z0-9](?:[a-z0-9_-]|\\.(?=[a-z0-9_-]))*",
            "an npm package name: lower-case letters, digits, '_', '-' and single inner dots, optionally scoped "
                    + "as @scope/name", Names::npmNameRefusal, () -> Names.NPM_RESERVED, Names.NPM_WINDOWS_DEVICE),
    /** Text shown to people: no quotes, backslashes or control characters. */
    PLAIN("[^\\p{Cntrl}\"\\\\]*", "text without quotes, backslashes or control characters");

    final Pattern pattern;
    final String words;
    final Function<String, Optional<String>> refusal;
    /** What the schema lists as refused (the binder also refuses other casings); built only for the schema. */
    final Supplier<Set<String>> refused;
    /** A pattern (ECMA-262 and Java alike) no value may contain, for the schema; null if none. */
    final String refusedPattern;

    TextRule(String pattern, String words) {
        this(pattern, words, v -> Optional.empty(), Set::of);
    }

    TextRule(String pattern, String words, Function<String, Optional<String>> refusal, Supplier<Set<String>> refused) {
        this(pattern, words, refusal, refused, null);
    }

    TextRule(String pattern, String words, Function<String, Optional<String>> refusal, Supplier<Set<String>> refused,
            String refusedPattern) {
        this.pattern = Pattern.compile(pattern);
        this.words = words;
        this.refusal = refusal;
        this.refused = refused;
        this.refusedPattern = refusedPattern;
    }

    public Pattern pattern() {
        return pattern;
    }
}
