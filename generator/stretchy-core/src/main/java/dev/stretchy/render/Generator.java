package dev.stretchy.render;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.Target;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Renders the requested targets of a spec, all in memory; nothing touches the disk here. */
public final class Generator {
    private final List<TargetGenerator> targets;

    public Generator(List<TargetGenerator> targets) {
        this.targets = List.copyOf(targets);
    }

    public static Generator standard() {
        TemplateRenderer r = new TemplateRenderer();
        return new Generator(List.of(new UnrealTarget(r), new ThreejsTarget(r)));
    }

    public List<Target> available() {
        return targets.stream().map(TargetGenerator::target).toList();
    }

    /** Files of the given targets, sorted by path; fails on two targets writing one path. */
    public List<GeneratedFile> generate(Spec spec, List<Target> which) {
        List<TargetGenerator> gens = new ArrayList<>();
        for (Target t : which) {
            gens.add(targets.stream().filter(x -> x.target() == t).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("target " + t.word() + " is not available in this build")));
        }
        gens.forEach(TargetGenerator::parseAhead); // the later targets' templates parse while the first renders
        List<GeneratedFile> all = new ArrayList<>();
        for (TargetGenerator g : gens) all.addAll(g.generate(spec));
        Set<String> seen = new HashSet<>();
        for (GeneratedFile f : all) {
            if (!seen.add(f.path())) throw new RenderException("two generated files at " + f.path(), null);
        }
        all.sort(Comparator.comparing(GeneratedFile::path));
        return all;
    }
}
