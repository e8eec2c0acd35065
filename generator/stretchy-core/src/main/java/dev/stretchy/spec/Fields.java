package dev.stretchy.spec;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import dev.stretchy.contract.Range;
import dev.stretchy.contract.Worded;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Derives a {@link Shape} from an annotated spec record: one property per record component, in component order,
 * named by the component (or {@link Field#key}), shaped by its Java type and annotations, and bound into the
 * record through its canonical constructor. The record is the only declaration of a field.
 */
final class Fields {
    private Fields() {}

    static Shape.Obj of(Class<? extends Record> type) {
        RecordComponent[] components = type.getRecordComponents();
        List<Shape.Prop> props = new ArrayList<>();
        for (RecordComponent c : components) {
            Field f = c.getAnnotation(Field.class);
            if (f == null) throw new IllegalStateException(type.getSimpleName() + "." + c.getName() + " has no @Field");
            String key = f.key().isEmpty() ? c.getName() : f.key();
            Shape shape = shape(type, c, f);
            props.add(new Shape.Prop(key, shape, defaultValue(type, key, shape, f, c.getType()), f.doc()));
        }
        Constructor<?> ctor;
        try {
            ctor = type.getDeclaredConstructor(Arrays.stream(components).map(RecordComponent::getType).toArray(Class[]::new));
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
        Field doc = type.getAnnotation(Field.class);
        return new Shape.Obj(doc == null ? "" : doc.doc(), props, args -> construct(ctor, args));
    }

    private static Object construct(Constructor<?> ctor, Object[] args) {
        try {
            return ctor.newInstance(args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof IllegalArgumentException iae) throw iae;
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Shape shape(Class<?> owner, RecordComponent c, Field f) {
        Class<?> t = c.getType();
        Parameter row = f.parameter().isEmpty() ? null : catalogued(f, owner, c);
        if (row != null && (t == int.class || t == double.class)) {
            Range r = row.range();
            if (t == int.class) return new Shape.Int((long) r.min(), (long) r.max());
            return new Shape.Num(r.min(), r.max(), r.openMin(), r.openMax());
        }
        if (t == int.class) return new Shape.Int((long) range(f, owner, c), (long) f.max());
        if (t == double.class) return new Shape.Num(range(f, owner, c), f.max(), f.openMin(), f.openMax());
        if (t == boolean.class) return new Shape.Bool();
        if (t == Curve.class) return new Shape.Keys(range(f, owner, c), f.max());
        if (t == String.class && f.oneOf().length > 0) return new Shape.Choice(List.of(f.oneOf()), w -> w);
        if (t == String.class) return new Shape.Text(f.text(), positive(f.maxLength(), owner, c));
        if (t.isEnum() && Worded.class.isAssignableFrom(t)) return choice((Class) t);
        if (t == List.class && c.getGenericType() instanceof ParameterizedType p
                && p.getActualTypeArguments()[0] instanceof Class<?> item && item.isEnum()) {
            return new Shape.Arr(choice((Class) item), f.minItems(), positive(f.maxItems(), owner, c), f.eachOnce());
        }
        if (t.isRecord()) return of((Class<? extends Record>) t);
        throw new IllegalStateException(owner.getSimpleName() + "." + c.getName() + ": no shape for " + t);
    }

    /** The field's catalogue row; the range is the row's alone, so the field declaring one too is an error. */
    private static Parameter catalogued(Field f, Class<?> owner, RecordComponent c) {
        String where = owner.getSimpleName() + "." + c.getName();
        Parameter p = Catalogue.find(f.parameter())
                .orElseThrow(() -> new IllegalStateException(where + " names no catalogue parameter " + f.parameter()));
        if (!Double.isNaN(f.min()) || !Double.isNaN(f.max()) || f.openMin() || f.openMax()) {
            throw new IllegalStateException(where + " declares a range; " + f.parameter() + "'s is the catalogue's");
        }
        if (!p.fromSpec()) throw new IllegalStateException(where + ": " + f.parameter() + " does not take its default from the spec");
        return p;
    }

    private static double range(Field f, Class<?> owner, RecordComponent c) {
        if (Double.isNaN(f.min()) || Double.isNaN(f.max())) {
            throw new IllegalStateException(owner.getSimpleName() + "." + c.getName() + " needs min and max");
        }
        return f.min();
    }

    private static int positive(int n, Class<?> owner, RecordComponent c) {
        if (n <= 0) throw new IllegalStateException(owner.getSimpleName() + "." + c.getName() + " needs its size");
        return n;
    }

    private static <E extends Enum<E> & Worded> Shape.Choice choice(Class<E> type) {
        return new Shape.Choice(Worded.words(type), w -> Worded.of(type, w));
    }

    /** The declared default bound through the field's own shape, so a bad default fails when the class loads. */
    private static Object defaultValue(Class<?> owner, String key, Shape shape, Field f, Class<?> type) {
        if (f.value().equals(Field.REQUIRED)) return null;
        String name = "<default of " + owner.getSimpleName() + "." + key + ">";
        try {
            Binder b = new Binder(name);
            SpecNode node = type == String.class || type.isEnum() ? new SpecNode.Scalar(Location.UNKNOWN, f.value())
                    : new SpecParser(name).parse(f.value(), true);
            Object v = shape.bind(node, key, b);
            b.throwIfAny();
            return v;
        } catch (SpecException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** A copy of {@code record} with one component replaced, so no caller repeats the positional constructor. */
    @SuppressWarnings("unchecked")
    static <R extends Record> R with(R record, String component, Object value) {
        RecordComponent[] components = record.getClass().getRecordComponents();
        Object[] args = new Object[components.length];
        boolean found = false;
        try {
            for (int i = 0; i < components.length; i++) {
                found |= components[i].getName().equals(component);
                args[i] = components[i].getName().equals(component) ? value : components[i].getAccessor().invoke(record);
            }
            if (!found) throw new IllegalArgumentException(record.getClass().getSimpleName() + " has no " + component);
            return (R) construct(record.getClass().getDeclaredConstructor(
                    Arrays.stream(components).map(RecordComponent::getType).toArray(Class[]::new)), args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
