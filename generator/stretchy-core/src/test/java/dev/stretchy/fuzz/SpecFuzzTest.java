package dev.stretchy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stretchy.render.Generator;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecError;
import dev.stretchy.spec.SpecException;
import dev.stretchy.spec.SpecLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seeded mutations of the shipped spec (issue 11's fuzz suite): every mutant is either accepted and generates, or
 * refused with one printable line per error. Bounded (parsing only, and a few generations) so it is quick on a
 * loaded machine; prints tried / correct per class so the figures are measured on every change.
 */
class SpecFuzzTest {
    private static final long SEED = 0x11L;
    private static final int MUTANTS = 1200;
    /** Rendering takes a fraction of a second: only this many accepted mutants are generated. */
    private static final int GENERATIONS = 8;

    private static final String[] VALUES = {"0", "-1", "1e-310", "1e308", "-0.0", ".nan", ".inf", "-.inf", "99999999999",
            "21474837", "\"\"", "~", "[]", "{}", "true", "\"a*/b\"", "\"x\\ny\"", "\"\\e[31mred\"", "0x10", "1_000",
            "\"CON\"", "\"UMG\"", "\"Temp\"", "\"node_modules\"", "\"a..\"", "*nm", "&nm 1", "!!binary AAAA", "0.0005",
            "1e-9", "2", "0.5", "\"5.4\"", "X", "-Z", "once", "[[0, 0], [1, 1]]", "[[1, 0], [0, 1]]", "[[0, 0]]",
            "\"" + "x".repeat(5000) + "\"", "'it''s'", "\"\\u0000\"", "? a", "- 1", "|\n  block"};

    static String mutate(String text, Random r) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        int i = r.nextInt(lines.size());
        String line = lines.get(i);
        switch (r.nextInt(7)) {
            case 0, 1, 2 -> {
                int colon = line.indexOf(':');
                if (colon < 0) return mutate(text, r);
                lines.set(i, line.substring(0, colon + 1) + " " + VALUES[r.nextInt(VALUES.length)]);
            }
            case 3 -> lines.remove(i);
            case 4 -> lines.add(i, line);
            case 5 -> lines.set(i, r.nextBoolean() ? "  " + line : line.replaceFirst("^ {1,2}", ""));
            default -> {
                int at = r.nextInt(text.length() + 1);
                return r.nextBoolean() ? text.substring(0, at)
                        : text.substring(0, at) + "\t{[&*!|>'\"%@`\u0007".charAt(r.nextInt(14)) + text.substring(at);
            }
        }
        return String.join("\n", lines);
    }

    /** One error line: no line breaks or control characters (a spec must not reach the terminal raw), bounded. */
    static boolean clean(SpecError e) {
        String s = e.format();
        return s.length() <= 400 && s.chars().noneMatch(c -> c < 0x20 || c == 0x7f);
    }

    @Test
    void mutatedSpecsAreGeneratedOrRefusedWithOneCleanLineEach() throws Exception {
        String base = Files.readString(Path.of("../../specs/stretchy.yaml"));
        Random r = new Random(SEED);
        int tried = 0, noCrash = 0, refused = 0, cleanMessages = 0, accepted = 0, generated = 0, generatedOk = 0;
        List<String> crashes = new ArrayList<>();
        List<String> unclean = new ArrayList<>();
        for (int n = 0; n < MUTANTS; n++) {
            String mutant = mutate(base, r);
            if (r.nextInt(4) == 0) mutant = mutate(mutant, r);
            tried++;
            try {
                Spec spec = SpecLoader.parse(mutant, "fuzz.yaml");
                noCrash++;
                accepted++;
                if (generated < GENERATIONS && !mutant.equals(base)) {
                    generated++;
                    try {
                        Generator.standard().generate(spec, spec.targets());
                        generatedOk++;
                    } catch (RuntimeException e) {
                        crashes.add("generate: " + e + " for mutant " + n);
                    }
                }
            } catch (SpecException e) {
                noCrash++;
                refused++;
                if (e.errors().stream().allMatch(SpecFuzzTest::clean)) cleanMessages++;
                else if (unclean.size() < 5) unclean.add(e.errors().get(0).format());
            } catch (RuntimeException | StackOverflowError e) {
                crashes.add("parse: " + e + " for mutant " + n);
            }
        }
        System.out.printf("fuzz: spec mutations: %d tried, %d parsed without a crash (%d accepted, %d refused); "
                + "%d of %d refusals in clean one-line messages; %d of %d accepted mutants generated%n",
                tried, noCrash, accepted, refused, cleanMessages, refused, generatedOk, generated);
        crashes.stream().limit(5).forEach(c -> System.out.println("  crash: " + c));
        unclean.forEach(c -> System.out.println("  unclean: " + c.replace("\n", "\\n").replace("\u001b", "\\e")));
        assertEquals(tried, noCrash, "a spec mutant crashed the loader: " + crashes);
        assertEquals(generated, generatedOk, "an accepted spec crashed generation: " + crashes);
    }
}
