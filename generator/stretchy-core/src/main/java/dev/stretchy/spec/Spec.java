package dev.stretchy.spec;

import java.util.List;
import java.util.Objects;

/**
 * A validated spec: everything the generators need, defaults applied. Its records are the spec's single
 * definition ({@link Field}); {@link SpecLoader} binds files into them. The records check their own invariants so
 * a Spec built in code is as safe as one read from a file.
 */
@Field(doc = "A Stretchy spec: one plugin, its deformers, and its targets.")
public record Spec(
        @Field(doc = "The generated plugin's identity.") PluginSpec plugin,
        @Field(doc = "The spline deformer.") SplineDeformSpec splineDeform,
        @Field(doc = "Velocity squash and stretch.") VelocityStretchSpec velocityStretch,
        @Field(doc = "three.js target.") ThreejsSpec threejs,
        @Field(doc = "What `generate` produces by default.",
                value = "[\"unreal\", \"threejs\"]", minItems = 1, maxItems = 2, eachOnce = "target")
        List<Target> targets) {
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

    public Spec withSplineDeform(SplineDeformSpec s) {
        return Fields.with(this, "splineDeform", s);
    }

    public Spec withVelocityStretch(VelocityStretchSpec v) {
        return Fields.with(this, "velocityStretch", v);
    }

    public boolean hasTarget(Target t) {
        return targets.contains(t);
    }
}
