package dev.stretchy.model;

import dev.stretchy.spec.Curve;
import java.util.List;

/** One key of a spec curve as both targets seed it: its time and value (each template writes its own literals). */
public record Key(double time, double value) {
    /** The keys of {@code c}, in order. */
    public static List<Key> of(Curve c) {
        return c.keys().stream().map(k -> new Key(k.time(), k.value())).toList();
    }
}
