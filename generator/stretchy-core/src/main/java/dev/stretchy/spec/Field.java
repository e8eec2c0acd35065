package dev.stretchy.spec;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/**
 * Declares one spec field on the record component that holds it. The component's type and this annotation are the
 * field's single definition: {@link Fields} derives its binding (located errors, defaults, "did you mean"), its
 * JSON Schema and the record's construction from them. (One annotation type, not several: each type read at
 * start-up costs a generated proxy class.)
 */
@Retention(RetentionPolicy.RUNTIME)
@java.lang.annotation.Target({ElementType.RECORD_COMPONENT, ElementType.TYPE})
public @interface Field {
    /** Marks a field without a default (required, unless it is an object). */
    String REQUIRED = "\u0000required";

    /** Description, for the schema; on a record type, the object's description. */
    String doc();

    /** The field's name in spec files, when it differs from the component's. */
    String key() default "";

    /** The default: the text itself for a string or a word, else JSON ({@code 0.05}, {@code [[0, 0], [1, 1]]}). */
    String value() default REQUIRED;

    /**
     * The catalogue row this field gives the default of, e.g. {@code controller.maxImpactSpeed}
     * ({@code dev.stretchy.contract.Catalogue}): its range comes from the row, so such a field declares no
     * {@link #min}/{@link #max}.
     */
    String parameter() default "";

    /** Range of a number, or of a curve's key values. */
    double min() default Double.NaN;

    double max() default Double.NaN;

    boolean openMin() default false;

    boolean openMax() default false;

    /** The words a string field may take. */
    String[] oneOf() default {};

    /** The form of a free string field, with {@link #maxLength}. */
    TextRule text() default TextRule.PLAIN;

    int maxLength() default 0;

    /** How many items a list holds; {@code eachOnce} names its items when each may appear only once. */
    int minItems() default 0;

    int maxItems() default 0;

    String eachOnce() default "";
}
