package dev.stretchy.golden;

import dev.stretchy.model.Literals;
import java.util.List;
import java.util.Map;

/**
 * A small deterministic JSON writer for golden files: keys in insertion order, two-space indent, LF, one row of
 * numbers per line. Values: String, Number, Boolean, double[] (a row), {@link Inline} (an object on one line),
 * List (one element per line) and Map (one key per line).
 */
final class JsonText {
    private JsonText() {}

    /** An object written on a single line (for per-frame records and spline points). */
    record Inline(Map<String, Object> fields) {}

    static String write(Map<String, Object> root) {
        StringBuilder sb = new StringBuilder();
        value(sb, root, 0);
        sb.append('\n');
        return sb.toString();
    }

    private static void value(StringBuilder sb, Object v, int indent) {
        if (v instanceof String s) {
            string(sb, s);
        } else if (v instanceof Boolean b) {
            sb.append(b);
        } else if (v instanceof Integer i) {
            sb.append(i);
        } else if (v instanceof Number n) {
            sb.append(Literals.shortest(n.doubleValue()));
        } else if (v instanceof double[] row) {
            row(sb, row);
        } else if (v instanceof Inline in) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<String, Object> e : in.fields().entrySet()) {
                if (!first) sb.append(", ");
                first = false;
                string(sb, e.getKey());
                sb.append(": ");
                value(sb, e.getValue(), indent);
            }
            sb.append('}');
        } else if (v instanceof List<?> list) {
            if (list.isEmpty()) {
                sb.append("[]");
                return;
            }
            sb.append("[\n");
            for (int i = 0; i < list.size(); i++) {
                pad(sb, indent + 1);
                value(sb, list.get(i), indent + 1);
                sb.append(i + 1 < list.size() ? ",\n" : "\n");
            }
            pad(sb, indent);
            sb.append(']');
        } else if (v instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                sb.append("{}");
                return;
            }
            sb.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                pad(sb, indent + 1);
                string(sb, (String) e.getKey());
                sb.append(": ");
                value(sb, e.getValue(), indent + 1);
                sb.append(++i < map.size() ? ",\n" : "\n");
            }
            pad(sb, indent);
            sb.append('}');
        } else {
            throw new IllegalArgumentException("cannot write " + (v == null ? "null" : v.getClass()));
        }
    }

    private static void row(StringBuilder sb, double[] row) {
        sb.append('[');
        for (int i = 0; i < row.length; i++) {
            if (i > 0) sb.append(", ");
            sb.append(Literals.shortest(row[i]));
        }
        sb.append(']');
    }

    private static void pad(StringBuilder sb, int indent) {
        sb.append("  ".repeat(indent));
    }

    private static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
                }
            }
        }
        sb.append('"');
    }
}
