package dev.stretchy.verify.vulkan;

import java.util.List;

/** The cases the harness tests run: the built-in spec-formula cases until the golden files are in the repository. */
final class VerifyCases {
    private VerifyCases() {}

    static List<KernelCase> cases() {
        return TestCases.all();
    }
}
