package dev.stretchy.verify;

import dev.stretchy.spec.Spec;
import java.io.PrintWriter;

/**
 * A backend's measurement of the generated shaders, offered by its {@link BackendProvider#benchmark}: {@code stretchy
 * bench} runs it without naming the backend's module, as {@code verify} runs backends.
 */
public interface ShaderBenchmark {
    /**
     * @param device false for the static figures only (no device opened)
     */
    record Options(int vertices, int repeats, int atlasInstances, boolean device) {}

    /**
     * Writes the report to {@code out}; throws with a one-line reason when a device is asked for and missing.
     *
     * @return the normals table of this run as a Markdown page ({@code stretchy bench --markdown})
     */
    String run(Spec spec, Options options, PrintWriter out) throws BackendUnavailableException;
}
