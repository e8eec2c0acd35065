package dev.stretchy.write;

import java.util.List;
import java.util.Map;

/** The per-path decisions of one run, in path order, and the manifest that results. */
public record Plan(List<Step> steps, Manifest next, boolean manifestChanged) {
    public Plan {
        steps = List.copyOf(steps);
    }

    public record Step(String path, Action action, String reason) {}

    public boolean blocked() {
        return steps.stream().anyMatch(s -> s.action().blocking());
    }

    public boolean differs() {
        return steps.stream().anyMatch(s -> s.action().differs());
    }

    public List<Step> with(Action a) {
        return steps.stream().filter(s -> s.action() == a).toList();
    }

    public Map<Action, Long> counts() {
        Map<Action, Long> m = new java.util.EnumMap<>(Action.class);
        for (Step s : steps) m.merge(s.action(), 1L, Long::sum);
        return m;
    }
}
