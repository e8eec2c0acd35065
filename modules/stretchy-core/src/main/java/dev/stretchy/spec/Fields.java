package dev.stretchy.spec;

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
            Shape shape = shape(type, c);
            props.add(new Shape.Prop(key, shape, defaultValue(type, key, shape, f, c.getType()), f.doc()));
        }
        Constructor<?> ctor;
        try {
            ctor = type.getDeclaredConstructor(Arrays.stream(components).map(RecordComponent::getType).toArray(Class[]::new));
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
        Field.Doc doc = type.getAnnotation(Field.Doc.class);
        return new Shape.Obj(doc == null ? "" : doc.value(), props, args -> construct(ctor, args));
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
    private static Shape shape(Class<?> owner, RecordComponent c) {
        Class<?> t = c.getType();
        Field.Range r = c.getAnnotation(Field.Range.class);
        if (t == int.class) return new Shape.Int((long) need(r, owner, c).min(), (long) r.max());
        if (t == double.class) return new Shape.Num(need(r, owner, c).min(), r.max(), r.openMin(), r.openMax());
        if (t == boolean.class) return new Shape.Bool();
        if (t == Curve.class) return new Shape.Keys(need(r, owner, c).min(), r.max());
        if (t == String.class) {
            Field.OneOf one = c.getAnnotation(Field.OneOf.class);
            if (one != null) return new Shape.Choice(List.of(one.value()), w -> w);
            Field.Text text = need(c.getAnnotation(Field.Text.class), owner, c);
            return new Shape.Text(text.value(), text.maxLength());
        }
        if (t.isEnum() && Worded.class.isAssignableFrom(t)) return choice((Class) t);
        if (t == List.class && c.getGenericType() instanceof ParameterizedType p
                && p.getActualTypeArguments()[0] instanceof Class<?> item && item.isEnum()) {
            Field.Size size = need(c.getAnnotation(Field.Size.class), owner, c);
            return new Shape.Arr(choice((Class) item), size.min(), size.max(), size.eachOnce());
        }
        if (t.isRecord()) return of((Class<? extends Record>) t);
        throw new IllegalStateException(owner.getSimpleName() + "." + c.getName() + ": no shape for " + t);
    }

    private static <E extends Enum<E> & Worded> Shape.Choice choice(Class<E> type) {
        return new Shape.Choice(Worded.words(type), w -> Worded.of(type, w));
    }

    private static <A> A need(A annotation, Class<?> owner, RecordComponent c) {
        if (annotation == null) throw new IllegalStateException(owner.getSimpleName() + "." + c.getName() + " lacks its form annotation");
        return annotation;
    }

    /** The declared default bound through the field's own shape, so a bad default fails when the class loads. */
    private static Object defaultValue(Class<?> owner, String key, Shape shape, Field f, Class<?> type) {
        if (f.value().equals(Field.REQUIRED)) return null;
        String name = "<default of " + owner.getSimpleName() + "." + key + ">";
        try {
            Binder b = new Binder(name);
            SpecNode node = type == String.class ? new SpecNode.Scalar(Location.UNKNOWN, f.value())
                    : new SpecParser(name).parse(f.value(), false);
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
