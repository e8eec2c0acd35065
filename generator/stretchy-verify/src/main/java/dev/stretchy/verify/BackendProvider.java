package dev.stretchy.verify;

/**
 * Plugs a backend into {@code stretchy verify --backend NAME} without editing the CLI: list the implementation in
 * {@code META-INF/services/dev.stretchy.verify.BackendProvider}.
 */
public interface BackendProvider {
    /** The {@code --backend} value, e.g. {@code vulkan}. */
    String name();

    /** Opens the backend; throws with a one-line reason when the environment lacks what it needs. */
    Backend open() throws BackendUnavailableException;

    /** Opens the backend for the shaders a spec generates (names, prefix); by default the spec does not matter. */
    default Backend open(dev.stretchy.spec.Spec spec) throws BackendUnavailableException {
        return open();
    }

    /** The shader benchmark {@code stretchy bench} runs, when this backend has one. */
    default java.util.Optional<ShaderBenchmark> benchmark() {
        return java.util.Optional.empty();
    }
}
