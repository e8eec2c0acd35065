package dev.stretchy.spec;

import java.util.List;

/** A float curve as keys; evaluated piecewise-cubic (auto tangents) by the targets, like UCurveFloat's defaults. */
public record Curve(List<Key> keys) {
    public Curve {
        keys = List.copyOf(keys);
        if (keys.isEmpty()) throw new IllegalArgumentException("a curve needs at least one key");
        for (int i = 1; i < keys.size(); i++) {
            if (!(keys.get(i).time() > keys.get(i - 1).time())) throw new IllegalArgumentException("key times must increase");
        }
    }

    public record Key(double time, double value) {}
}
