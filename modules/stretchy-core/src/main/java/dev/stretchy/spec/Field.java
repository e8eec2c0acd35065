package dev.stretchy.spec;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/**
 * Declares one spec field on the record component that holds it. The component's type and these annotations are
 * the field's single definition: {@link Fields} derives its binding (located errors, defaults, "did you mean"),
 * its JSON Schema and the record's construction from them.
 */
@Retention(RetentionPolicy.RUNTIME)
@java.lang.annotation.Target(ElementType.RECORD_COMPONENT)
public @interface Field {
    /** Marks a field without a default (required, unless it is an object). */
    String REQUIRED = "\u0000required";

    /** Description, for the schema. */
    String doc();

    /** The field's name in spec files, when it differs from the component's. */
    String key() default "";

    /** The default: the text itself for a string, else YAML ({@code 0.05}, {@code [[0, 0], [1, 1]]}). */
    String value() default REQUIRED;

    /** The allowed range of a number, or of a curve's key values. */
    @Retention(RetentionPolicy.RUNTIME)
    @java.lang.annotation.Target(ElementType.RECORD_COMPONENT)
    @interface Range {
        double min();

        double max();

        boolean openMin() default false;

        boolean openMax() default false;
    }

    /** How many items a list holds; {@code eachOnce} names its items when each may appear only once. */
    @Retention(RetentionPolicy.RUNTIME)
    @java.lang.annotation.Target(ElementType.RECORD_COMPONENT)
    @interface Size {
        int min();

        int max();

        String eachOnce() default "";
    }

    /** The words a string field may take. */
    @Retention(RetentionPolicy.RUNTIME)
    @java.lang.annotation.Target(ElementType.RECORD_COMPONENT)
    @interface OneOf {
        String[] value();
    }

    /** The form of a free string field. */
    @Retention(RetentionPolicy.RUNTIME)
    @java.lang.annotation.Target(ElementType.RECORD_COMPONENT)
    @interface Text {
        TextRule value();

        int maxLength();
    }

    /** The description of an object (a record type) in the schema. */
    @Retention(RetentionPolicy.RUNTIME)
    @java.lang.annotation.Target(ElementType.TYPE)
    @interface Doc {
        String value();
    }
}
