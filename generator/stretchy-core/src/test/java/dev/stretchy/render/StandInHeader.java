package dev.stretchy.render;

import dev.stretchy.io.BoundedProcess;
import dev.stretchy.io.TemporaryFolders;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The engine stand-in of the syntax checks ({@code cpp/ue-stand-in/CoreMinimal.h} as {@code UnrealStandIn.h}) in one
 * folder per JVM, with its precompiled header beside it: most of a source's {@code -fsyntax-only} time is the standard
 * headers the stand-in includes, parsed again for every source of every check. g++ uses the {@code .gch} only when it
 * was built with the same options and the header is unchanged, and reads the header itself otherwise, so a missing or
 * unusable one costs time, never a verdict.
 */
final class StandInHeader {
    /** The options the header is precompiled with; a check that includes it must pass the same ones. */
    static final List<String> OPTIONS = List.of("-std=c++17", "-w", "-DSTRETCHY_UE_SYNTAX_STUBS");
    static final String NAME = "UnrealStandIn.h";

    private static Path folder;

    private StandInHeader() {}

    /** The folder holding {@value #NAME} (and {@value #NAME}.gch when g++ made one), made on first use. */
    static synchronized Path folder(String compiler) throws IOException, InterruptedException {
        if (folder == null) {
            Path dir = TemporaryFolders.removedAtExit("stretchy-stand-in");
            try (InputStream in = StandInHeader.class.getResourceAsStream("/cpp/ue-stand-in/CoreMinimal.h")) {
                if (in == null) throw new IOException("missing resource cpp/ue-stand-in/CoreMinimal.h");
                Files.write(dir.resolve(NAME), in.readAllBytes());
            }
            List<String> cmd = new ArrayList<>(List.of(compiler));
            cmd.addAll(OPTIONS);
            cmd.addAll(List.of("-x", "c++-header", dir.resolve(NAME).toString(), "-o", dir.resolve(NAME + ".gch").toString()));
            BoundedProcess.Result r = BoundedProcess.of(cmd).run(Duration.ofSeconds(300));
            if (!r.ok()) Files.deleteIfExists(dir.resolve(NAME + ".gch")); // the checks then read the header itself
            folder = dir;
        }
        return folder;
    }
}
