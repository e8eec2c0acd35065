package dev.stretchy.spec;

import dev.stretchy.contract.Catalogue;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The spec's values of the catalogue's parameters: each record component marked {@code @Field(parameter = ...)},
 * found by walking the spec's records, so a parameter's default is read where the spec declares it and nowhere else.
 */
public final class SpecParameters {
    private final Map<String, Object> values;
    private final Map<String, String> records;

    private SpecParameters(Map<String, Object> values, Map<String, String> records) {
        this.values = Collections.unmodifiableMap(values);
        this.records = Collections.unmodifiableMap(records);
    }

    public static SpecParameters of(Spec spec) {
        Map<String, Object> m = new LinkedHashMap<>();
        Map<String, String> r = new LinkedHashMap<>();
        collect(spec, "", m, r);
        return new SpecParameters(m, r);
    }

    /**
     * Qualified catalogue name → the spec record that declares it, as the spec records' component names from the root
     * ({@code velocityStretch.impact}), in spec order: the settings a component groups together.
     */
    public Map<String, String> records() {
        return records;
    }

    /** Qualified catalogue name → the spec's value (a Double, Integer, Boolean or word enum), in spec order. */
    public Map<String, Object> values() {
        return values;
    }

    /** The spec's value of catalogue parameter {@code qualified}; an unknown or unmarked one is an error. */
    public Object get(String qualified) {
        Object v = values.get(qualified);
        if (v == null) {
            Catalogue.get(qualified);
            throw new IllegalArgumentException("no spec field gives " + qualified);
        }
        return v;
    }

    /** A record component's accessor, its name and the catalogue parameter it gives ("" for none). */
    private record Component(Method accessor, String name, String parameter) {}

    /**
     * Each spec record's components, read once per class: the reflection hands out new components, whose
     * annotations are parsed again, at every call, and the models ask for the parameters several times a run.
     */
    private static final ClassValue<List<Component>> COMPONENTS = new ClassValue<>() {
        @Override
        protected List<Component> computeValue(Class<?> type) {
            List<Component> list = new ArrayList<>();
            for (RecordComponent c : type.getRecordComponents()) {
                Field f = c.getAnnotation(Field.class);
                list.add(new Component(c.getAccessor(), c.getName(), f == null ? "" : f.parameter()));
            }
            return List.copyOf(list);
        }
    };

    private static void collect(Record r, String path, Map<String, Object> out, Map<String, String> records) {
        for (Component c : COMPONENTS.get(r.getClass())) {
            Object v;
            try {
                v = c.accessor().invoke(r);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            if (!c.parameter().isEmpty() && out.put(c.parameter(), v) != null) {
                throw new IllegalStateException("two spec fields give " + c.parameter());
            }
            if (!c.parameter().isEmpty()) records.put(c.parameter(), path);
            if (v instanceof Record child) collect(child, path.isEmpty() ? c.name() : path + "." + c.name(), out, records);
        }
    }
}
