package dev.stretchy.spec;

import java.util.List;

/**
 * A float curve as keys, seeded into UCurveFloat-like curves by the targets: the timing curve linear between its keys
 * (its default [[0, 0], [1, 1]] gives Progress = time), the stretch and size curves cubic with auto tangents.
 */
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
