package dev.stretchy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.stretchy.golden.GoldenFiles;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.Backend;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.ReferenceBackend;
import dev.stretchy.verify.Verifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded mutations of the committed golden files (issue 11's fuzz suite), verified with the reference backend:
 * <ul>
 *   <li>loosen + garbage: one number outside the expected values (an input, a texture, a vertex, the tolerance)
 *       set huge, and one expected value made garbage: must never pass;</li>
 *   <li>garbage alone: must fail;</li>
 *   <li>structure: a key dropped, a value of the wrong type, the text cut short: must be reported (any status but
 *       ERROR), a MALFORMED one in one line, and never crash the verifier.</li>
 * </ul>
 * Prints tried / correct per class.
 */
class GoldenFuzzTest {
    private static final long SEED = 0x901dL;
    private static final int MUTANTS = 1000;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final double[] HUGE = {1e300, -1e300, 1e100, 1e30, 1e12, 1e6};

    @TempDir
    Path dir;

    /** Paths of the number leaves under a node, e.g. /inputs/SplineLength or /expected/3/1. */
    private static void numbers(JsonNode n, String at, List<String> out) {
        if (n.isNumber()) out.add(at);
        else if (n.isContainerNode()) {
            if (n.isArray()) for (int i = 0; i < n.size(); i++) numbers(n.get(i), at + "/" + i, out);
            else n.fields().forEachRemaining(e -> numbers(e.getValue(), at + "/" + e.getKey(), out));
        }
    }

    private static void set(JsonNode root, String at, JsonNode v) {
        int slash = at.lastIndexOf('/');
        JsonNode parent = root.at(at.substring(0, slash));
        String key = at.substring(slash + 1);
        if (parent instanceof ArrayNode a) a.set(Integer.parseInt(key), v);
        else ((ObjectNode) parent).set(key, v);
    }

    private static boolean isExpected(String at) {
        return at.startsWith("/expected");
    }

    @Test
    void mutatedGoldenFilesNeverPassGarbageNorCrashTheVerifier() throws Exception {
        List<Path> files = GoldenFiles.list(Path.of("../../golden"));
        List<JsonNode> originals = new ArrayList<>();
        for (Path f : files) originals.add(JSON.readTree(Files.readString(f)));
        Random r = new Random(SEED);
        int[] tried = new int[4];
        int[] correct = new int[4];
        String[] names = {"unchanged (control)", "loosen + garbage", "garbage alone", "structure"};
        List<String> wrong = new ArrayList<>();
        try (Backend b = new ReferenceBackend.Provider().open(SpecLoader.loadDefault())) {
            Verifier v = new Verifier(b);
            for (int n = 0; n < MUTANTS; n++) {
                int k = n < files.size() ? 0 : 1 + r.nextInt(3);
                JsonNode root = originals.get(n < files.size() ? n : r.nextInt(files.size())).deepCopy();
                List<String> nums = new ArrayList<>();
                numbers(root, "", nums);
                List<String> expected = nums.stream().filter(GoldenFuzzTest::isExpected).toList();
                List<String> others = nums.stream().filter(p -> !isExpected(p)).toList();
                String text;
                String what;
                if (k == 0) {
                    text = root.toString();
                    what = "unchanged";
                } else if (k == 1 || k == 2) {
                    String g = expected.get(r.nextInt(expected.size()));
                    double old = root.at(g).asDouble();
                    set(root, g, DoubleNode.valueOf(old + 1000 * (1 + Math.abs(old))));
                    what = "garbage at " + g;
                    if (k == 1) {
                        String l = others.get(r.nextInt(others.size()));
                        double h = HUGE[r.nextInt(HUGE.length)];
                        set(root, l, DoubleNode.valueOf(h));
                        what += ", " + l + " = " + h;
                    }
                    text = root.toString();
                } else {
                    List<String> all = new ArrayList<>();
                    collect(root, "", all);
                    String at = all.get(r.nextInt(all.size()));
                    int how = r.nextInt(4);
                    if (how == 0 && !at.isEmpty()) {
                        JsonNode parent = root.at(at.substring(0, at.lastIndexOf('/')));
                        String key = at.substring(at.lastIndexOf('/') + 1);
                        if (parent instanceof ObjectNode o) o.remove(key);
                        else ((ArrayNode) parent).remove(Integer.parseInt(key));
                        what = "removed " + at;
                    } else if (how == 1 && !at.isEmpty()) {
                        JsonNode[] odd = {TextNode.valueOf("NaN"), TextNode.valueOf("\u001b[31m\nx"), JSON.nullNode(),
                                JSON.createArrayNode(), JSON.createObjectNode(), DoubleNode.valueOf(-0.0)};
                        set(root, at, odd[r.nextInt(odd.length)]);
                        what = "retyped " + at;
                    } else {
                        String t = root.toString();
                        int cut = r.nextInt(t.length());
                        root = null;
                        text = t.substring(0, cut);
                        what = "cut at " + cut;
                        tried[k]++;
                        if (ok(v, dir, text, k, what, wrong)) correct[k]++;
                        continue;
                    }
                    text = root.toString();
                }
                tried[k]++;
                if (ok(v, dir, text, k, what, wrong)) correct[k]++;
            }
        }
        for (int k = 0; k < 4; k++) System.out.printf("fuzz: golden %s: %d tried, %d correct%n", names[k], tried[k], correct[k]);
        wrong.stream().limit(8).forEach(w -> System.out.println("  wrong: " + w));
        assertEquals(List.of(), wrong);
    }

    private static void collect(JsonNode n, String at, List<String> out) {
        out.add(at);
        if (n.isArray()) for (int i = 0; i < n.size(); i++) collect(n.get(i), at + "/" + i, out);
        else if (n instanceof ContainerNode<?>) n.fields().forEachRemaining(e -> collect(e.getValue(), at + "/" + e.getKey(), out));
    }

    private static boolean ok(Verifier v, Path dir, String text, int k, String what, List<String> wrong) throws Exception {
        Path f = Files.writeString(dir.resolve("case.json"), text);
        CaseResult res;
        try {
            res = v.verify(f);
        } catch (RuntimeException | StackOverflowError e) {
            wrong.add(what + ": the verifier crashed: " + e);
            return false;
        }
        boolean good = switch (k) {
            case 0 -> res.status() == CaseResult.Status.PASS;
            case 1, 2 -> res.status() != CaseResult.Status.PASS;
            default -> res.status() != CaseResult.Status.ERROR
                    && (res.status() != CaseResult.Status.MALFORMED || res.message().lines().count() == 1);
        };
        if (!good) wrong.add(what + ": " + res.status() + " " + res.message() + " " + res.where());
        return good;
    }
}
