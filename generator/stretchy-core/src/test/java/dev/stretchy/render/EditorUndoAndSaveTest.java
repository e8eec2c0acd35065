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
 * The generated editor module's edits are undoable and its saves go through the editor: every call that changes an
 * existing component or asset ({@code SetMaterial}, {@code SetParentEditorOnly}, deleting a function's expressions)
 * comes after {@code Modify()} on that object within the same function, in a function that opens an
 * {@code FScopedTransaction} (or is only called from one); no source calls {@code UPackage::SavePackage} or uses
 * {@code SAVE_NoError}, and the one save routine is {@code UEditorLoadingAndSavingUtils::SavePackages}
 * (docs/engine-facts.md, scoped-transaction, editor-save-packages). Planted faults prove each rule fires.
 */
class EditorUndoAndSaveTest {
    /** A change to an existing object: the receiver is group 1. */
    private static final Pattern CHANGE = Pattern.compile(
            "(\\w+)(?:\\.|->)(?:SetMaterial|SetParentEditorOnly)\\(|DeleteAllExpressions\\(\\*(\\w+)\\)");
    private static final Pattern FUNCTION = Pattern.compile("(?m)^\\t?\\S[^\\n;]*\\)\\s*\\n\\t?\\{");

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
            Matcher change = CHANGE.matcher(text);
            while (change.find()) {
                String receiver = change.group(1) != null ? change.group(1) : change.group(2);
                String body = text.substring(functionStart(text, change.start()), change.start());
                if (!body.contains(receiver + ".Modify()") && !body.contains(receiver + "->Modify()")) {
                    out.add(e.getKey() + ": " + change.group() + " without " + receiver + " Modify() first");
                }
            }
        }
        boolean transacted = sources.values().stream().anyMatch(t -> t.contains("FScopedTransaction Transaction("));
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

    @Test
    void theGeneratedEditorModuleFollowsTheRules() throws Exception {
        assertEquals(List.of(), problems(editorSources(UnaryOperator.identity())));
    }

    @Test
    void eachRuleCatchesItsPlantedFault() throws Exception {
        assertEquals(1, problems(editorSources(t -> t.replace("Instance->Modify();", ""))).size());
        assertEquals(1, problems(editorSources(t -> t.replace("Mesh.Modify();", ""))).size());
        assertEquals(1, problems(editorSources(t -> t.replace("Function->Modify();", ""))).size());
        assertEquals(List.of("no editor action opens an FScopedTransaction"),
                problems(editorSources(t -> t.replace("FScopedTransaction Transaction(", "FScopedTransactionless("))));
        List<String> save = problems(editorSources(t -> t.replace("UEditorLoadingAndSavingUtils::SavePackages(",
                "UPackage::SavePackage(")));
        assertEquals(2, save.size(), save.toString());
    }
}
