package dev.stretchy.contract;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;

/**
 * A Java record that holds one catalogue group's values: its components are the group's rows, by name, in the
 * group's order, typed by the row ({@code number}: double, {@code integer}: int, {@code flag}: boolean, {@code word}:
 * a {@link Worded} enum, {@code vector}: an object). The record is then the group's Java spelling: readers and writers
 * (the golden codec) find a row's component by its name, and rescaling by {@link Unit} needs no per-parameter code.
 */
public final class CatalogueRecords {
    private CatalogueRecords() {}

    /** How {@code type}'s components differ from {@code group}'s rows; empty when they match. */
    public static List<String> problems(Class<? extends Record> type, List<Parameter> group) {
        return problems(type, group, CatalogueRecords::holds);
    }

    /**
     * As {@link #problems} for a record of shader inputs as pushed, unsanitised (golden files): every scalar row
     * (number, integer, flag) is a double, as the shader reads it; a vector is an object.
     */
    public static List<String> inputProblems(Class<? extends Record> type, List<Parameter> group) {
        return problems(type, group, CatalogueRecords::holdsInput);
    }

    /** Throws naming every {@link #inputProblems} (for a record's static initialiser). */
    public static void requireInputs(Class<? extends Record> type, List<Parameter> group) {
        List<String> problems = inputProblems(type, group);
        if (!problems.isEmpty()) throw new IllegalStateException(String.join("; ", problems));
    }

    /** An inputs record's values under its rows' golden keys, in row order (the record's components are the rows). */
    public static Map<String, Object> toMap(Record values, List<Parameter> group) {
        Map<String, Object> m = new LinkedHashMap<>();
        RecordComponent[] components = values.getClass().getRecordComponents();
        for (int i = 0; i < group.size(); i++) m.put(group.get(i).golden(), get(values, components[i]));
        return m;
    }

    /**
     * The inputs record {@code type} (its components are {@code group}'s rows, {@link #inputProblems}) from values
     * under the rows' golden keys; an IllegalArgumentException names a key that is missing or of the wrong kind.
     */
    public static <R extends Record> R fromMap(Class<R> type, List<Parameter> group, Map<String, ?> m) {
        RecordComponent[] components = type.getRecordComponents();
        Object[] args = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            Parameter row = group.get(i);
            Object v = m.get(row.golden());
            Class<?> want = components[i].getType() == double.class ? Double.class : components[i].getType();
            if (!want.isInstance(v)) {
                throw new IllegalArgumentException(row.golden() + (row.type() == Parameter.Type.VECTOR ? " must be a 3-vector" : " must be a number"));
            }
            args[i] = v;
        }
        return construct(type, components, args);
    }

    private static List<String> problems(Class<? extends Record> type, List<Parameter> group,
                                         BiPredicate<Class<?>, Parameter.Type> holds) {
        List<String> out = new ArrayList<>();
        RecordComponent[] components = type.getRecordComponents();
        String record = type.getSimpleName();
        for (Parameter p : group) {
            if (Arrays.stream(components).noneMatch(c -> c.getName().equals(p.name()))) {
                out.add(record + " has no component for the catalogue's " + p.name());
            }
        }
        for (int i = 0; i < components.length; i++) {
            RecordComponent c = components[i];
            Optional<Parameter> row = group.stream().filter(p -> p.name().equals(c.getName())).findFirst();
            if (row.isEmpty()) {
                out.add(record + "." + c.getName() + " is no catalogue row");
                continue;
            }
            if (group.indexOf(row.get()) != i) {
                out.add(record + "." + c.getName() + " is component " + i + ", the catalogue's row " + group.indexOf(row.get()));
            }
            if (!holds.test(c.getType(), row.get().type())) {
                out.add(record + "." + c.getName() + " is a " + c.getType().getSimpleName() + ", the catalogue's row a "
                        + row.get().type().word());
            }
        }
        return out;
    }

    /** Throws naming every difference between {@code type} and {@code group} (for a record's static initialiser). */
    public static void require(Class<? extends Record> type, List<Parameter> group) {
        List<String> problems = problems(type, group);
        if (!problems.isEmpty()) throw new IllegalStateException(String.join("; ", problems));
    }

    /**
     * A copy of {@code values} with every number whose row has a {@link Unit} rescaled to a target with
     * {@code unitsPerMetre} units a metre ({@link Unit#apply}).
     */
    public static <R extends Record> R scaled(R values, List<Parameter> group, double unitsPerMetre) {
        RecordComponent[] components = values.getClass().getRecordComponents();
        Object[] args = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            args[i] = get(values, components[i]);
            String name = components[i].getName();
            Parameter row = group.stream().filter(p -> p.name().equals(name)).findFirst()
                    .orElseThrow(() -> new IllegalStateException(values.getClass().getSimpleName() + "." + name + " is no catalogue row"));
            if (args[i] instanceof Double d) args[i] = row.unit().apply(d, unitsPerMetre);
        }
        @SuppressWarnings("unchecked")
        Class<R> type = (Class<R>) values.getClass();
        return construct(type, components, args);
    }

    private static boolean holds(Class<?> java, Parameter.Type type) {
        return switch (type) {
            case NUMBER -> java == double.class;
            case INTEGER -> java == int.class;
            case FLAG -> java == boolean.class;
            case WORD -> java.isEnum() && Worded.class.isAssignableFrom(java);
            case VECTOR -> !java.isPrimitive() && !java.isEnum() && java != String.class;
            case TEXTURE -> false;
        };
    }

    /** The value of {@code values}'s component {@code name} (a row's name); an IllegalArgumentException for none. */
    public static Object value(Record values, String name) {
        for (RecordComponent c : values.getClass().getRecordComponents()) if (c.getName().equals(name)) return get(values, c);
        throw new IllegalArgumentException(values.getClass().getSimpleName() + " has no component " + name);
    }

    private static boolean holdsInput(Class<?> java, Parameter.Type type) {
        return switch (type) {
            case NUMBER, INTEGER, FLAG -> java == double.class;
            case VECTOR -> holds(java, type);
            case WORD, TEXTURE -> false;
        };
    }

    private static Object get(Record r, RecordComponent c) {
        try {
            return c.getAccessor().invoke(r);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static <R extends Record> R construct(Class<R> type, RecordComponent[] components, Object[] args) {
        try {
            return type.getDeclaredConstructor(Arrays.stream(components).map(RecordComponent::getType)
                    .toArray(Class[]::new)).newInstance(args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException re) throw re;
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
