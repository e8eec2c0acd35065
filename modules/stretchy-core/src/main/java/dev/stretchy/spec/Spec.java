package dev.stretchy.spec;

import java.util.List;
import java.util.Objects;

/**
 * A validated spec: everything the generators need, defaults applied. Built by {@link SpecLoader}; the
 * component records check their own invariants so a Spec built in code is as safe as one read from a file.
 */
public record Spec(PluginSpec plugin, SplineDeformSpec splineDeform, VelocityStretchSpec velocityStretch,
                   ThreejsSpec threejs, List<Target> targets) {
    public Spec {
        Objects.requireNonNull(plugin, "plugin");
        Objects.requireNonNull(splineDeform, "splineDeform");
        Objects.requireNonNull(velocityStretch, "velocityStretch");
        Objects.requireNonNull(threejs, "threejs");
        targets = List.copyOf(targets);
        if (targets.isEmpty() || targets.stream().distinct().count() != targets.size()) {
            throw new IllegalArgumentException("targets must be non-empty and distinct: " + targets);
        }
    }

    public boolean hasTarget(Target t) {
        return targets.contains(t);
    }
}
