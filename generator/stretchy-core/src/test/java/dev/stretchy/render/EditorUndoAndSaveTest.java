package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stretchy.spec.SpecLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The generated editor module's undo records exactly what undo can restore, and its saves go through the editor
 * (docs/engine-facts.md, scoped-transaction, editor-save-packages):
 * <ul>
 * <li>every {@code SetMaterial} on a component comes after {@code Modify()} on it within the same function, in a
 * function that opens an {@code FScopedTransaction};</li>
 * <li>nothing else is {@code Modify()}'d: the assets the module generates (functions, deforming copies, instances)
 * are saved as they are made, and an undo would revert them in memory only (audit N2: a function's graph is not
 * even recorded; N3: reverted copies were reused by name);</li>
 * <li>a function that opens a transaction makes, builds or saves no asset after opening it, and the function build
 * ({@code <Plugin>MaterialFunctions.cpp}) opens none;</li>
 * <li>no source calls {@code UPackage::SavePackage} or uses {@code SAVE_NoError}; the one save routine is
 * {@code UEditorLoadingAndSavingUtils::SavePackages}.</li>
 * </ul>
 * Planted faults prove each rule fires.
 */
class EditorUndoAndSaveTest {
    /** A change to a component the user placed: the receiver is group 1. */
    private static final Pattern CHANGE = Pattern.compile("(\\w+)(?:\\.|->)SetMaterial\\(");
    private static final Pattern MODIFY = Pattern.compile("(\\w+)(?:\\.|->)Modify\\(\\)");
    /** Calls that make, build or save an asset. */
    private static final Pattern MAKES_ASSETS = Pattern.compile("\\b(?:MakeSlotInstances|MakeInstance|Build|BuildAndSaveAll|SaveAsset|DeformingParent|DeformingTwin|WireFunction)\\(");
    private static final Pattern FUNCTION = Pattern.compile("(?m)^\\t?\\S[^\\n;]*\\)\\s*\\n\\t?\\{");
    private static final String TRANSACTION = "FScopedTransaction Transaction(";

    static Map<String, String> editorSources(UnaryOperator<String> edit) throws Exception {
        Map<String, String> sources = new TreeMap<>();
        for (GeneratedFile f : UnrealTarget.renderTemplates(SpecLoader.loadDefault())) {
            if (f.path().contains("Editor/Private/") && f.path().endsWith(".cpp") && !f.path().contains("/Tests/")) {
                sources.put(f.path(), edit.apply(f.text()));
            }
        }
        return sources;
    }

    /** Every rule broken in {@code sources}, one line each. */
    static List<String> problems(Map<String, String> sources) {
        List<String> out = new ArrayList<>();
        boolean editorSave = false;
        for (Map.Entry<String, String> e : sources.entrySet()) {
            String text = e.getValue();
            if (text.contains("UPackage::SavePackage(") || text.contains("SAVE_NoError")) {
                out.add(e.getKey() + ": saves around the editor's save path");
            }
            editorSave |= text.contains("UEditorLoadingAndSavingUtils::SavePackages(");
            if (e.getKey().endsWith("MaterialFunctions.cpp") && text.contains(TRANSACTION)) {
                out.add(e.getKey() + ": a function build opens a transaction (undo cannot restore a function's graph)");
            }
            Matcher change = CHANGE.matcher(text);
            while (change.find()) {
                String receiver = change.group(1);
                String body = text.substring(functionStart(text, change.start()), change.start());
                if (!body.contains(receiver + ".Modify()") && !body.contains(receiver + "->Modify()")) {
                    out.add(e.getKey() + ": " + change.group() + " without " + receiver + " Modify() first");
                }
            }
            Matcher modify = MODIFY.matcher(text);
            while (modify.find()) {
                String receiver = modify.group(1);
                String rest = text.substring(modify.end(), functionEnd(text, modify.end()));
                if (!rest.contains(receiver + ".SetMaterial(") && !rest.contains(receiver + "->SetMaterial(")) {
                    out.add(e.getKey() + ": " + modify.group() + " records a generated asset (undo would revert it in memory only)");
                }
            }
            int at = text.indexOf(TRANSACTION);
            while (at >= 0) {
                Matcher makes = MAKES_ASSETS.matcher(text.substring(at, functionEnd(text, at)));
                if (makes.find()) out.add(e.getKey() + ": " + makes.group() + " inside a transaction");
                at = text.indexOf(TRANSACTION, at + 1);
            }
        }
        boolean transacted = sources.values().stream().anyMatch(t -> t.contains(TRANSACTION));
        if (!transacted) out.add("no editor action opens an FScopedTransaction");
        if (!editorSave) out.add("nothing saves through UEditorLoadingAndSavingUtils::SavePackages");
        return out;
    }

    private static int functionStart(String text, int at) {
        Matcher m = FUNCTION.matcher(text);
        int start = 0;
        while (m.find() && m.start() < at) start = m.start();
        return start;
    }

    private static int functionEnd(String text, int at) {
        Matcher m = FUNCTION.matcher(text);
        while (m.find()) {
            if (m.start() > at) return m.start();
        }
        return text.length();
    }

    @Test
    void theGeneratedEditorModuleFollowsTheRules() throws Exception {
        assertEquals(List.of(), problems(editorSources(UnaryOperator.identity())));
    }

    @Test
    void eachRuleCatchesItsPlantedFault() throws Exception {
        assertEquals(1, problems(editorSources(t -> t.replace("Mesh.Modify();", ""))).size());
        // Audit N3: a generated instance recorded, so undo reverts the saved asset in memory.
        assertEquals(1, problems(editorSources(t -> t.replace("\t\tInstance->SetParentEditorOnly(Parent);",
                "\t\tInstance->Modify();\n\t\tInstance->SetParentEditorOnly(Parent);"))).size());
        // Audit N2: the function recorded before its graph is rebuilt.
        assertEquals(1, problems(editorSources(t -> t.replace("PinIds.Read(*Function);",
                "Function->Modify();\n\t\tPinIds.Read(*Function);"))).size());
        List<String> buildTransacted = problems(editorSources(t -> t.replace("\tconst TUniquePtr<FGraph> Graph = DescribeGraph(Deformer);\n\tif (Graph->bOverflow)",
                "\tconst FScopedTransaction Transaction(FText());\n\tconst TUniquePtr<FGraph> Graph = DescribeGraph(Deformer);\n\tif (Graph->bOverflow)")));
        assertEquals(1, buildTransacted.size(), buildTransacted.toString());
        // Assets made after the transaction opened.
        List<String> inside = problems(editorSources(t -> t.replace(
                "\tconst TArray<TPair<int32, UMaterialInterface*>> Instances = MakeSlotInstances(Mesh, Deformer, OutErrors);\n",
                "\tconst FScopedTransaction Transaction(FText());\n\tconst TArray<TPair<int32, UMaterialInterface*>> Instances = MakeSlotInstances(Mesh, Deformer, OutErrors);\n")));
        assertEquals(1, inside.size(), inside.toString());
        assertEquals(List.of("no editor action opens an FScopedTransaction"),
                problems(editorSources(t -> t.replace("FScopedTransaction Transaction(", "FScopedTransactionless("))));
        List<String> save = problems(editorSources(t -> t.replace("UEditorLoadingAndSavingUtils::SavePackages(",
                "UPackage::SavePackage(")));
        assertEquals(2, save.size(), save.toString());
    }
}
