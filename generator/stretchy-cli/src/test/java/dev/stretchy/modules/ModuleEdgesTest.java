package dev.stretchy.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The module graph as the poms and sources have it: the contract at the bottom with no dependencies, the reference
 * on the contract alone, each module declaring every module its main code names, the CLI reaching the backends
 * through the BackendProvider seam. Each rule has a planted fault the check must name.
 */
class ModuleEdgesTest {
    private static final Path ROOT = Path.of("../..");
    private static final ModuleEdges TREE = ModuleEdges.read(ROOT);

    @Test
    void theTreeKeepsEveryRule() {
        assertTrue(TREE.declared().keySet().containsAll(List.of("stretchy-contract", "stretchy-core", "stretchy-reference",
                "stretchy-golden", "stretchy-cli")), "the root pom's modules were read: " + TREE.declared().keySet());
        assertEquals("stretchy-contract", TREE.packages().get("dev.stretchy.contract"));
        assertEquals("stretchy-reference", TREE.packages().get("dev.stretchy.reference"));
        assertTrue(TREE.uses().get("stretchy-reference").contains("dev.stretchy.contract"), "the scan sees imports");
        assertEquals(List.of(), TREE.problems());
    }

    @Test
    void theContractDependingOnAnythingIsCaught() {
        assertEquals(List.of("stretchy-contract depends on jackson-databind: it must depend on nothing"),
                TREE.declaring("stretchy-contract", "jackson-databind", "compile").problems());
    }

    @Test
    void theReferenceDependingOnTheGeneratorIsCaught() {
        List<String> p = TREE.declaring("stretchy-reference", "stretchy-core", "compile").problems();
        assertEquals(1, p.size(), p.toString());
        assertTrue(p.get(0).startsWith("stretchy-reference depends on stretchy-core (compile), outside its allowed edges"), p.get(0));
    }

    @Test
    void aModuleUsingWhatItDoesNotDeclareIsCaught() {
        // golden reads JSON with core's located parser: dropping the declaration leaves it to the transitive path.
        List<String> p = TREE.declaring("stretchy-golden", "stretchy-core", null).problems();
        assertTrue(p.contains("stretchy-golden uses dev.stretchy.spec of stretchy-core without declaring stretchy-core"), p.toString());
        List<String> test = TREE.declaring("stretchy-golden", "stretchy-core", "test").problems();
        assertTrue(test.contains("stretchy-golden uses dev.stretchy.spec of stretchy-core without declaring stretchy-core"), test.toString());
    }

    @Test
    void theCliNamingABackendModuleIsCaught() {
        // The backends are runtime dependencies of the CLI: naming one in code is both undeclared and around the seam.
        assertEquals(List.of("stretchy-cli uses dev.stretchy.verify.vulkan of stretchy-verify-vulkan without declaring "
                        + "stretchy-verify-vulkan", "stretchy-cli uses dev.stretchy.verify.vulkan of stretchy-verify-vulkan "
                        + "directly; it reaches stretchy-verify-vulkan through its seam"),
                TREE.using("stretchy-cli", "dev.stretchy.verify.vulkan").problems());
        // Declared at compile scope, the seam rule alone still names it.
        assertEquals(List.of("stretchy-cli uses dev.stretchy.verify.cpp of stretchy-verify-cpp directly; it reaches "
                        + "stretchy-verify-cpp through its seam"),
                TREE.using("stretchy-cli", "dev.stretchy.verify.cpp").declaring("stretchy-cli", "stretchy-verify-cpp", "compile")
                        .problems());
    }

    @Test
    void theScanReadsImportsAndQualifiedNamesFromDisk(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("pom.xml"), "<project><modules><module>a/stretchy-contract</module>"
                + "<module>a/stretchy-reference</module></modules></project>");
        Path contract = dir.resolve("a/stretchy-contract");
        Files.createDirectories(contract.resolve("src/main/java/dev/stretchy/contract"));
        Files.writeString(contract.resolve("pom.xml"), "<project></project>");
        Files.writeString(contract.resolve("src/main/java/dev/stretchy/contract/Ease.java"),
                "package dev.stretchy.contract;\npublic enum Ease { A }\n");
        Path reference = dir.resolve("a/stretchy-reference");
        Files.createDirectories(reference.resolve("src/main/java/dev/stretchy/reference"));
        Files.writeString(reference.resolve("pom.xml"), "<project><dependencies><dependency><groupId>dev.stretchy</groupId>"
                + "<artifactId>stretchy-contract</artifactId><scope>test</scope></dependency></dependencies></project>");
        Files.writeString(reference.resolve("src/main/java/dev/stretchy/reference/X.java"),
                "package dev.stretchy.reference;\nclass X { Object e = dev.stretchy.contract.Ease.A; }\n");
        assertEquals(List.of("stretchy-reference uses dev.stretchy.contract of stretchy-contract without declaring stretchy-contract"),
                ModuleEdges.read(dir).problems());
    }
}
