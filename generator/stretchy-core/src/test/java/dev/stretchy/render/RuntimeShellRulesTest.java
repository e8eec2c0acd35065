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
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Rules of the generated runtime module's engine shell that no g++ scenario can see, because they are calls into the
 * engine (2026-12-03 runtime audit, docs/engine-facts.md): the file that touches a texture mip includes its
 * definition (N2); the travellers' instanced mesh is visual only, configured before it registers (N4, N9); instance
 * transforms are relative to it and the atlas waits for registered splines (N5); the render state is rebuilt only
 * before 5.4 (N3); nothing is drawn where nothing can render (N14); the components tick while paused and ask the core
 * for the frame step (N8); the default atlas rows have a stable order (N18); the atlas material's half length is along the forward axis
 * (N11) and the row bounds use the material's own parameters (N12). Each rule has a planted fault.
 */
class RuntimeShellRulesTest {
    private static final String INSTANCED = "StretchyInstancedSplineTravelComponent.cpp";
    private static final String SPLINE = "StretchySplineDeformComponent.cpp";
    private static final String VELOCITY = "StretchyVelocityStretchComponent.cpp";

    static Map<String, String> runtimeSources(UnaryOperator<String> edit) {
        Map<String, String> sources = new TreeMap<>();
        for (GeneratedFile f : UnrealTarget.renderTemplates(SpecLoader.loadDefault())) {
            if (f.path().startsWith("Stretchy/Source/Stretchy/Private/") && f.path().endsWith(".cpp")) {
                sources.put(f.path().substring(f.path().lastIndexOf('/') + 1), edit.apply(f.text()));
            }
        }
        return sources;
    }

    /** Every rule broken in {@code sources}, one line each. */
    static List<String> problems(Map<String, String> sources) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            if (e.getValue().contains("FTexture2DMipMap") && !e.getValue().contains("#include \"TextureResource.h\"")) {
                out.add(e.getKey() + ": uses FTexture2DMipMap without including TextureResource.h (N2)");
            }
        }
        String travel = sources.getOrDefault(INSTANCED, "");
        int created = travel.indexOf("NewObject<UInstancedStaticMeshComponent>");
        int registered = created < 0 ? -1 : travel.indexOf("RegisterComponent();", created);
        String setup = created < 0 || registered < 0 ? "" : travel.substring(created, registered);
        for (String needed : List.of("SetCollisionEnabled(ECollisionEnabled::NoCollision)", "SetCanEverAffectNavigation(false)",
                "bAffectDistanceFieldLighting = false")) {
            if (!setup.contains(needed)) out.add(INSTANCED + ": the instanced mesh registers without " + needed + " (N4, N9)");
        }
        if (!setup.contains("SetEvaluateWorldPositionOffsetInRayTracing(true)") && !setup.contains("SetVisibleInRayTracing(false)")) {
            out.add(INSTANCED + ": ray tracing sees the instances parked at rest (N9)");
        }
        int guard = created < 0 ? -1 : travel.lastIndexOf("if (", created);
        if (guard < 0 || !travel.substring(guard, created).contains("FApp::CanEverRender()")) {
            out.add(INSTANCED + ": the instanced mesh is created where nothing renders (N14)");
        }
        for (List<String> call : calls(travel, "AddInstance")) {
            if (call.size() < 2 || !call.get(1).equals("false")) out.add(INSTANCED + ": AddInstance in world space (N5)");
        }
        for (List<String> call : calls(travel, "UpdateInstanceTransform")) {
            if (call.size() < 3 || !call.get(2).equals("false")) out.add(INSTANCED + ": UpdateInstanceTransform in world space (N5)");
        }
        for (List<String> call : calls(travel, "SetCustomData")) {
            if (call.size() < 3 || !call.get(2).equals("false")) out.add(INSTANCED + ": SetCustomData rebuilds the render state (N3)");
        }
        Matcher dirty = Pattern.compile("Instances->MarkRenderStateDirty\\(\\)").matcher(travel);
        while (dirty.find()) {
            int open = travel.lastIndexOf("#if", dirty.start());
            int close = travel.lastIndexOf("#endif", dirty.start());
            if (open < 0 || close > open || !travel.substring(open, dirty.start()).startsWith("#if !STRETCHY_UE_AT_LEAST(5, 4)")) {
                out.add(INSTANCED + ": the render state is rebuilt on 5.4+ too (N3)");
            }
        }
        String bake = function(travel, "BuildAtlas(Splines)");
        if (!bake.contains("IsRegistered()")) out.add(INSTANCED + ": the atlas is baked before the splines are registered (N5)");
        if (!function(travel, "GetComponents(Splines)").contains(".Sort(")) out.add(INSTANCED + ": the default atlas rows follow the component-set order (N18)");
        for (List<String> call : calls(travel, "SetScalarParameterValue")) {
            if (call.size() == 2 && call.get(0).contains("MeshHalfLength") && !call.get(1).contains("HalfLength")) {
                out.add(INSTANCED + ": MeshHalfLength ignores ForwardAxis (N11)");
            }
        }
        for (List<String> call : calls(travel, "DeformBounds")) {
            String tail = String.join(", ", call.subList(Math.min(7, call.size()), call.size()));
            if (!tail.contains("StretchBiasValue") || !tail.contains("PreserveVolumeValue") || !tail.contains("bExtrapolate")) {
                out.add(INSTANCED + ": the row bounds assume parameters the material may not hold (N12)");
            }
        }
        if (!sources.getOrDefault(SPLINE, "").contains("FApp::CanEverRender()")) out.add(SPLINE + ": textures and materials where nothing renders (N14)");
        for (String component : List.of(INSTANCED, SPLINE, VELOCITY)) {
            String text = sources.getOrDefault(component, "");
            if (!text.contains("PrimaryComponentTick.bTickEvenWhenPaused = true;") || !text.contains("Core::FrameStep(")) {
                out.add(component + ": the previous-frame values freeze while paused (N8)");
            }
        }
        return out;
    }

    /** The top-level argument lists of every call {@code name(...)} in {@code text}. */
    static List<List<String>> calls(String text, String name) {
        List<List<String>> out = new ArrayList<>();
        Matcher m = Pattern.compile("(?:->|\\.|::)" + name + "\\(").matcher(text);
        while (m.find()) {
            List<String> args = new ArrayList<>();
            int depth = 0;
            StringBuilder arg = new StringBuilder();
            for (int i = m.end(); i < text.length(); i++) {
                char c = text.charAt(i);
                if (depth == 0 && (c == ',' || c == ')')) {
                    args.add(arg.toString().trim());
                    arg.setLength(0);
                    if (c == ')') break;
                    continue;
                }
                if (c == '(' || c == '[' || c == '{') depth++;
                if (c == ')' || c == ']' || c == '}') depth--;
                arg.append(c);
            }
            out.add(args);
        }
        return out;
    }

    /** The body of the (first) function whose text contains {@code marker}: from its opening line to the next one. */
    private static String function(String text, String marker) {
        int at = text.indexOf(marker);
        if (at < 0) return "";
        int start = text.lastIndexOf("\n}\n", at);
        int end = text.indexOf("\n}\n", at);
        return text.substring(Math.max(start, 0), end < 0 ? text.length() : end);
    }

    @Test
    void theGeneratedRuntimeShellFollowsTheRules() {
        assertEquals(List.of(), problems(runtimeSources(UnaryOperator.identity())));
    }

    static Stream<Arguments> plantedFaults() {
        return Stream.of(
                Arguments.of("N2", "#include \"TextureResource.h\"\n", ""),
                Arguments.of("N4", "\t\tInstances->SetCollisionEnabled(ECollisionEnabled::NoCollision);\n", ""),
                Arguments.of("N4", "\t\tInstances->SetCanEverAffectNavigation(false);\n", ""),
                Arguments.of("N9", "\t\tInstances->bAffectDistanceFieldLighting = false;\n", ""),
                Arguments.of("N9", "\t\tInstances->SetEvaluateWorldPositionOffsetInRayTracing(true);\n", ""),
                Arguments.of("N14", "if (Instances == nullptr && FApp::CanEverRender())", "if (Instances == nullptr)"),
                Arguments.of("N5", "Instances->AddInstance(Rest, false);", "Instances->AddInstance(Rest, true);"),
                Arguments.of("N5", "FVector::ZeroVector), false, false, true);", "FVector::ZeroVector), true, false, true);"),
                Arguments.of("N5", "\t\tif (!Spline->IsRegistered())", "\t\tif (Spline == nullptr)"),
                Arguments.of("N3", "#if !STRETCHY_UE_AT_LEAST(5, 4)", "#if 1"),
                Arguments.of("N3", "F${P}InstanceData::NumFloats), false);".replace("${P}", "Stretchy"), "FStretchyInstanceData::NumFloats), true);"),
                Arguments.of("N18", "\t\tSplines.Sort(", "\t\tSplines.Num("),
                Arguments.of("N14", "\tif (!FApp::CanEverRender())\n\t{\n\t\treturn;\n\t}\n\n\tUpdateTargets();", "\n\tUpdateTargets();"),
                Arguments.of("N8", "PrimaryComponentTick.bTickEvenWhenPaused = true;", ""),
                Arguments.of("N11", "FMath::Max(HalfLength, 0.001)", "FMath::Max(MeshBounds.BoxExtent.X, 0.001)"),
                Arguments.of("N12", "FMath::Abs(StretchBiasValue)", "FMath::Abs(0.0)"));
    }

    @ParameterizedTest
    @MethodSource("plantedFaults")
    void eachRuleCatchesItsPlantedFault(String finding, String target, String replacement) {
        Map<String, String> sources = runtimeSources(UnaryOperator.identity());
        assertEquals(true, sources.values().stream().anyMatch(t -> t.contains(target)), "the fault's target is not generated: " + target);
        List<String> found = problems(runtimeSources(t -> t.replace(target, replacement)));
        assertEquals(false, found.isEmpty(), "planted " + finding + " fault passed");
        assertEquals(true, found.stream().allMatch(p -> p.contains("(" + finding) || p.contains(", " + finding + ")")), found.toString());
    }
}
