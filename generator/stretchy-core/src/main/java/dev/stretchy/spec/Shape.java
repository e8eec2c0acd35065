package dev.stretchy.spec;

import dev.stretchy.contract.Worded;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The allowed form of one spec value. One definition serves binding (located, worded errors and defaults),
 * construction of the typed value, and the published JSON Schema, so they cannot drift apart. {@link Fields}
 * derives the shapes from the annotated spec records.
 */
public sealed interface Shape {
    /** Binds {@code node} to its typed value; returns null after reporting an error to {@code b}. */
    Object bind(SpecNode node, String path, Binder b);

    /** This shape as a JSON Schema (2020-12) fragment. */
    Map<String, Object> schema();

    /** What is allowed, in words, for error messages. */
    String expected();

    /** A bound value as JSON (enums as their words, curves as key lists), for the schema's defaults. */
    default Object json(Object value) {
        return value;
    }

    /** A field of an object. A null {@code defaultValue} makes it required, unless it is an object. */
    record Prop(String name, Shape shape, Object defaultValue, String description) {}

    /** Unknown fields of one object reported one by one; the rest are counted in one more error. */
    int MAX_UNKNOWN_LISTED = 10;

    /** An object whose bound fields construct a value (a spec record) through {@code make}. */
    record Obj(String description, List<Prop> props, Function<Object[], Object> make) implements Shape {
        public Obj {
            props = List.copyOf(props);
        }

        public Object bind(SpecNode node, String path, Binder b) {
            if (!(node instanceof SpecNode.Obj obj)) {
                b.error(node.at(), path, "found " + node.describe() + ", expected " + expected());
                return null;
            }
            List<String> names = props.stream().map(Prop::name).toList();
            int unknown = 0;
            SpecNode.Entry firstUnlisted = null;
            for (Map.Entry<String, SpecNode.Entry> e : obj.fields().entrySet()) {
                if (names.contains(e.getKey())) continue;
                if (++unknown > MAX_UNKNOWN_LISTED) {
                    if (firstUnlisted == null) firstUnlisted = e.getValue();
                    continue;
                }
                String child = join(path, e.getKey());
                String hint = Suggest.closest(e.getKey(), names).map(s -> "; did you mean \"" + s + "\"?").orElse("");
                b.error(e.getValue().keyAt(), child, "unknown field " + Echo.quote(e.getKey()) + hint
                        + " Allowed here: " + String.join(", ", names));
            }
            if (firstUnlisted != null) {
                // Thousands of unknown keys (a wrong file, a generated one) are summarised, not listed one by one.
                b.error(firstUnlisted.keyAt(), path, (unknown - MAX_UNKNOWN_LISTED) + " more unknown fields here (" + unknown
                        + " in all; the first " + MAX_UNKNOWN_LISTED + " are listed). Allowed here: " + String.join(", ", names));
            }
            Object[] args = new Object[props.size()];
            boolean complete = true;
            for (int i = 0; i < props.size(); i++) {
                Prop p = props.get(i);
                String child = join(path, p.name());
                SpecNode.Entry e = obj.fields().get(p.name());
                if (e != null) {
                    args[i] = p.shape().bind(e.value(), child, b);
                } else if (p.shape() instanceof Obj nested) {
                    args[i] = nested.bind(new SpecNode.Obj(obj.at(), Map.of()), child, b);
                } else if (p.defaultValue() != null) {
                    args[i] = p.defaultValue();
                } else {
                    b.error(obj.at(), child, "missing required field \"" + p.name() + "\" (" + p.shape().expected() + ")");
                }
                complete &= args[i] != null;
            }
            if (!complete) return null;
            try {
                return make.apply(args);
            } catch (IllegalArgumentException e) {
                b.error(node.at(), path, e.getMessage());
                return null;
            }
        }

        public Map<String, Object> schema() {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("type", "object");
            if (!description.isEmpty()) s.put("description", description);
            Map<String, Object> properties = new LinkedHashMap<>();
            List<String> required = new ArrayList<>();
            for (Prop p : props) {
                Map<String, Object> ps = new LinkedHashMap<>();
                ps.put("description", p.description());
                ps.putAll(p.shape().schema());
                if (p.defaultValue() != null) ps.put("default", p.shape().json(p.defaultValue()));
                properties.put(p.name(), ps);
                if (p.defaultValue() == null && !(p.shape() instanceof Obj)) required.add(p.name());
            }
            s.put("properties", properties);
            if (!required.isEmpty()) s.put("required", required);
            s.put("additionalProperties", false);
            return s;
        }

        public String expected() {
            return "an object";
        }
    }

    record Int(long min, long max) implements Shape {
        public Object bind(SpecNode node, String path, Binder b) {
            if (node instanceof SpecNode.Scalar s && s.value() instanceof Long v) {
                if (v < min || v > max) {
                    b.error(node.at(), path, "found " + v + ", allowed " + expected());
                    return null;
                }
                return v.intValue();
            }
            b.error(node.at(), path, "found " + node.describe() + ", expected " + expected());
            return null;
        }

        public Map<String, Object> schema() {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("type", "integer");
            s.put("minimum", min);
            s.put("maximum", max);
            return s;
        }

        public String expected() {
            return "an integer in [" + min + ", " + max + "]";
        }
    }

    /** A finite number in a range; {@code openMin}/{@code openMax} exclude the bound itself. */
    record Num(double min, double max, boolean openMin, boolean openMax) implements Shape {
        public static Num closed(double min, double max) {
            return new Num(min, max, false, false);
        }

        public Object bind(SpecNode node, String path, Binder b) {
            if (node instanceof SpecNode.Scalar s && s.value() instanceof Number n) {
                double v = n.doubleValue();
                boolean ok = Double.isFinite(v) && (openMin ? v > min : v >= min) && (openMax ? v < max : v <= max);
                if (!ok) {
                    b.error(node.at(), path, "found " + n + ", allowed " + expected());
                    return null;
                }
                return v;
            }
            b.error(node.at(), path, "found " + node.describe() + ", expected " + expected());
            return null;
        }

        public Map<String, Object> schema() {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("type", "number");
            s.put(openMin ? "exclusiveMinimum" : "minimum", min);
            s.put(openMax ? "exclusiveMaximum" : "maximum", max);
            return s;
        }

        public String expected() {
            return "a number in " + (openMin ? "(" : "[") + fmt(min) + ", " + fmt(max) + (openMax ? ")" : "]");
        }

        private static String fmt(double d) {
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
        }
    }

    record Bool() implements Shape {
        public Object bind(SpecNode node, String path, Binder b) {
            if (node instanceof SpecNode.Scalar s && s.value() instanceof Boolean v) return v;
            b.error(node.at(), path, "found " + node.describe() + ", expected " + expected());
            return null;
        }

        public Map<String, Object> schema() {
            return new LinkedHashMap<>(Map.of("type", "boolean"));
        }

        public String expected() {
            return "true or false";
        }
    }

    /** One of a list of words; {@code of} turns the word into its value (an enum constant, or the word itself). */
    record Choice(List<String> values, Function<String, Object> of) implements Shape {
        public Choice {
            values = List.copyOf(values);
        }

        public Object bind(SpecNode node, String path, Binder b) {
            if (node instanceof SpecNode.Scalar s && s.value() instanceof String v) {
                if (values.contains(v)) return of.apply(v);
                String hint = Suggest.closest(v, values).map(x -> "; did you mean \"" + x + "\"?").orElse("");
                b.error(node.at(), path, "found " + Echo.quote(v) + ", allowed " + expected() + hint);
                return null;
            }
            // YAML 1.1 reads a bare off as a boolean; a choice that has the word exactly as written (normals: off)
            // takes it back, as a YAML 1.2 reader of the published schema does. No, false, Off, OFF and JSON's false
            // are not words of the schema's enum, so they are refused.
            if (node instanceof SpecNode.Scalar s && s.value() instanceof Boolean && s.plain() != null
                    && values.contains(s.plain())) {
                return of.apply(s.plain());
            }
            b.error(node.at(), path, "found " + node.describe() + ", expected " + expected());
            return null;
        }

        public Object json(Object value) {
            return value instanceof Worded w ? w.word() : value;
        }

        public Map<String, Object> schema() {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("type", "string");
            s.put("enum", values);
            return s;
        }

        public String expected() {
            return "one of " + String.join(", ", values);
        }
    }

    /** A string of a {@link TextRule}'s form, at most {@code maxLength} characters, none of the names it refuses. */
    record Text(TextRule rule, int maxLength) implements Shape {
        public Object bind(SpecNode node, String path, Binder b) {
            if (node instanceof SpecNode.Scalar s && s.value() instanceof String v) {
                if (v.length() > maxLength || !rule.pattern.matcher(v).matches()) {
                    b.error(node.at(), path, "found " + Echo.quote(v) + ", expected " + expected());
                    return null;
                }
                var refused = rule.refusal.apply(v);
                if (refused.isPresent()) {
                    b.error(node.at(), path, refused.get());
                    return null;
                }
                return v;
            }
            b.error(node.at(), path, "found " + node.describe() + ", expected " + expected());
            return null;
        }

        public Map<String, Object> schema() {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("type", "string");
            s.put("pattern", "^(?:" + rule.pattern.pattern() + ")$"); // JSON Schema patterns are not anchored
            s.put("maxLength", maxLength);
            Set<String> refused = rule.refused.get();
            List<Map<String, Object>> not = new ArrayList<>();
            // JSON Schema cannot compare case-insensitively; the loader also rejects other casings.
            if (!refused.isEmpty()) not.add(Map.of("enum", refused.stream().sorted().toList()));
            if (rule.refusedPattern != null) not.add(Map.of("pattern", rule.refusedPattern));
            if (not.size() == 1) s.put("not", not.get(0));
            else if (!not.isEmpty()) s.put("not", Map.of("anyOf", not));
            return s;
        }

        public String expected() {
            return rule.words + " (at most " + maxLength + " characters)";
        }
    }

    /** A list; with {@code eachOnce} (what its items are called) no item may appear twice. */
    record Arr(Shape items, int minItems, int maxItems, String eachOnce) implements Shape {
        public Object bind(SpecNode node, String path, Binder b) {
            if (!(node instanceof SpecNode.Arr arr)) {
                b.error(node.at(), path, "found " + node.describe() + ", expected " + expected());
                return null;
            }
            if (arr.items().size() < minItems || arr.items().size() > maxItems) {
                b.error(node.at(), path, "found " + arr.items().size() + " items, expected " + expected());
                return null;
            }
            List<Object> out = new ArrayList<>();
            Map<Object, Integer> seen = new HashMap<>();
            boolean complete = true;
            for (int i = 0; i < arr.items().size(); i++) {
                SpecNode item = arr.items().get(i);
                Object v = items.bind(item, path + "[" + i + "]", b);
                if (v != null && !eachOnce.isEmpty() && seen.putIfAbsent(v, i) != null) {
                    b.error(item.at(), path + "[" + i + "]", Echo.quote(String.valueOf(items.json(v)))
                            + " is listed twice; each " + eachOnce + " once");
                    v = null;
                }
                complete &= v != null;
                out.add(v);
            }
            return complete ? out : null;
        }

        public Object json(Object value) {
            return ((List<?>) value).stream().map(items::json).toList();
        }

        public Map<String, Object> schema() {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("type", "array");
            s.put("items", items.schema());
            s.put("minItems", minItems);
            if (maxItems < Integer.MAX_VALUE) s.put("maxItems", maxItems);
            if (!eachOnce.isEmpty()) s.put("uniqueItems", true);
            return s;
        }

        public String expected() {
            String count = maxItems == minItems ? "exactly " + minItems
                    : maxItems == Integer.MAX_VALUE ? "at least " + minItems : minItems + " to " + maxItems;
            return "a list of " + count + " items, each " + items.expected();
        }
    }

    /** Curve keys {@code [[time, value], ...]}: times in [0, 1], strictly increasing; binds to a {@link Curve}. */
    record Keys(double minValue, double maxValue) implements Shape {
        public Object bind(SpecNode node, String path, Binder b) {
            Arr pairs = new Arr(new Arr(Num.closed(-1e6, 1e6), 2, 2, ""), 1, 64, "");
            @SuppressWarnings("unchecked")
            List<List<Double>> keys = (List<List<Double>>) pairs.bind(node, path, b);
            if (keys == null) return null;
            SpecNode.Arr arr = (SpecNode.Arr) node;
            double last = Double.NEGATIVE_INFINITY;
            List<Curve.Key> out = new ArrayList<>();
            for (int i = 0; i < keys.size(); i++) {
                double t = keys.get(i).get(0);
                double v = keys.get(i).get(1);
                String at = path + "[" + i + "]";
                if (t < 0 || t > 1) {
                    b.error(arr.items().get(i).at(), at, "key time " + t + " is outside [0, 1]");
                    return null;
                }
                if (t <= last) {
                    b.error(arr.items().get(i).at(), at, "key times must increase strictly; found " + t + " after " + last);
                    return null;
                }
                if (v < minValue || v > maxValue) {
                    b.error(arr.items().get(i).at(), at, "key value " + v + " is outside [" + minValue + ", " + maxValue + "]");
                    return null;
                }
                last = t;
                out.add(new Curve.Key(t, v));
            }
            return new Curve(out);
        }

        public Object json(Object value) {
            return ((Curve) value).keys().stream().map(k -> List.of(k.time(), k.value())).toList();
        }

        public Map<String, Object> schema() {
            Map<String, Object> key = new LinkedHashMap<>();
            key.put("type", "array");
            key.put("prefixItems", List.of(Num.closed(0, 1).schema(), Num.closed(minValue, maxValue).schema()));
            key.put("minItems", 2);
            key.put("maxItems", 2);
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("type", "array");
            s.put("items", key);
            s.put("minItems", 1);
            s.put("maxItems", 64);
            return s;
        }

        public String expected() {
            return "a list of [time, value] keys, times in [0, 1] strictly increasing";
        }
    }

    private static String join(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }
}
