package dev.stretchy.reference;

import java.util.List;

/**
 * A roll curve (deformer-math.md section 10.2): the roll in degrees at points {@code at} of the normalised local arc
 * length (0 the start, 1 the end where the mesh rests), piecewise linear between them and constant outside. Keys in
 * increasing {@code at} order, at least one.
 */
public record RollCurve(List<Key> keys) {
    /** One key: the roll {@code degrees} (any value; 360 is a full turn) at normalised arc length {@code at}. */
    public record Key(double at, double degrees) {
        public Key {
            if (!(at >= 0 && at <= 1)) throw new IllegalArgumentException("roll key at " + at + ": must be in [0, 1]");
            if (!Double.isFinite(degrees)) throw new IllegalArgumentException("roll key degrees must be finite");
        }
    }

    public RollCurve {
        keys = List.copyOf(keys);
        if (keys.isEmpty()) throw new IllegalArgumentException("a roll curve needs at least one key");
        for (int i = 1; i < keys.size(); i++) {
            if (!(keys.get(i).at() > keys.get(i - 1).at())) {
                throw new IllegalArgumentException("roll keys must increase in 'at': key " + i + " at " + keys.get(i).at());
            }
        }
    }

    public static RollCurve of(double... atDegrees) {
        Key[] k = new Key[atDegrees.length / 2];
        for (int i = 0; i < k.length; i++) k[i] = new Key(atDegrees[2 * i], atDegrees[2 * i + 1]);
        return new RollCurve(List.of(k));
    }

    /** The roll in radians at normalised arc length {@code alpha}. */
    public double radiansAt(double alpha) {
        Key first = keys.get(0);
        if (alpha <= first.at()) return Math.toRadians(first.degrees());
        for (int i = 1; i < keys.size(); i++) {
            Key k = keys.get(i);
            if (alpha <= k.at()) {
                Key j = keys.get(i - 1);
                return Math.toRadians(Scalars.lerp(j.degrees(), k.degrees(), (alpha - j.at()) / (k.at() - j.at())));
            }
        }
        return Math.toRadians(keys.get(keys.size() - 1).degrees());
    }

    /** The roll's change from the start to the end, in degrees (a closed loop needs a whole number of turns). */
    public double totalDegrees() {
        return keys.get(keys.size() - 1).degrees() - keys.get(0).degrees();
    }
}
