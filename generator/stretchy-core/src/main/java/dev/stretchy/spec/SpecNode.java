package dev.stretchy.spec;

import java.util.List;
import java.util.Map;

/** The parsed spec document with the location of every node, so errors can point at the line. */
public sealed interface SpecNode {
    Location at();

    /** What the user wrote, in words, for error messages. */
    String describe();

    record Obj(Location at, Map<String, Entry> fields) implements SpecNode {
        public Obj {
            fields = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fields));
        }

        public String describe() {
            return "an object";
        }
    }

    /** A field of an object: where its key is, and its value. */
    record Entry(Location keyAt, SpecNode value) {}

    record Arr(Location at, List<SpecNode> items) implements SpecNode {
        public Arr {
            items = List.copyOf(items);
        }

        public String describe() {
            return "a list";
        }
    }

    /**
     * A scalar: value is a String, Long, Double, Boolean, or null. {@code plain} is the word a YAML boolean was
     * written as (off, No, TRUE), null for everything else, JSON's true and false included.
     */
    record Scalar(Location at, Object value, String plain) implements SpecNode {
        public Scalar(Location at, Object value) {
            this(at, value, null);
        }

        public String describe() {
            if (value == null) return "null";
            if (value instanceof String s) return "the string " + Echo.quote(s);
            if (value instanceof Boolean b) {
                return plain == null || plain.equals(b.toString()) ? "the boolean " + b
                        : Echo.quote(plain) + " (YAML reads it as the boolean " + b + ")";
            }
            return "the number " + value;
        }
    }
}
