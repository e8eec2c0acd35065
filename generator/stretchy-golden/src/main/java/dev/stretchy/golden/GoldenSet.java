package dev.stretchy.golden;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The standard golden cases: {@link GoldenCatalogue}'s recipes computed by the reference. Every case carries its
 * own inputs and constants, so the set is the same whatever spec a plugin is generated from. Deterministic.
 */
public final class GoldenSet {
    private GoldenSet() {}

    /** The standard set, sorted by name. */
    public static List<GoldenCase> standard() {
        Set<String> names = new HashSet<>();
        List<GoldenCase> out = new ArrayList<>();
        for (Recipe r : GoldenCatalogue.RECIPES) {
            if (!names.add(r.name())) throw new IllegalStateException("two golden cases named " + r.name());
            GoldenCase c = r.compute();
            if (!c.name().equals(r.name())) throw new IllegalStateException(r.name() + " computed a case named " + c.name());
            out.add(c);
        }
        out.sort(Comparator.comparing(GoldenCase::name));
        return List.copyOf(out);
    }
}
