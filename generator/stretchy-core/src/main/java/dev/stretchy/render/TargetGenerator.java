package dev.stretchy.render;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.Target;
import java.util.List;

/** Produces one target's files in memory. */
public interface TargetGenerator {
    Target target();

    List<GeneratedFile> generate(Spec spec);

    /** Starts the work {@link #generate} will need that does not depend on the spec (parsing templates), if any. */
    default void parseAhead() {}
}
