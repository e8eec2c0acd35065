package dev.stretchy.lint.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.render.UnrealTarget;
import dev.stretchy.render.GeneratedFile;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class UnrealHeaderLintTest {
    private static final String PATH = "Demo/Source/Demo/Public/DemoComponent.h";

    /** A header that follows every rule; each planted fault below breaks exactly one. */
    private static final String CLEAN = """
            // Generated.

            #pragma once

            #include "CoreMinimal.h"
            #include "Components/ActorComponent.h"
            #include "DemoComponent.generated.h"

            /** How it loops. */
            UENUM(BlueprintType)
            enum class EDemoMode : uint8
            {
            	/** Once. */
            	Once UMETA(DisplayName = "Once"),
            	Loop
            };

            /** Per-target state. */
            USTRUCT()
            struct DEMO_API FDemoTarget
            {
            	GENERATED_BODY()

            	/** The mesh. */
            	UPROPERTY(Transient)
            	TObjectPtr<UObject> Mesh = nullptr;
            };

            /**
             * A component. UPROPERTY(EditAnywhere) in a comment is not a property.
             */
            UCLASS(ClassGroup = (Rendering), meta = (BlueprintSpawnableComponent))
            class DEMO_API UDemoComponent : public UActorComponent
            {
            	GENERATED_BODY()

            public:
            	UPROPERTY(EditAnywhere, Category = "Demo", meta = (ClampMin = "0", ToolTip = "Seconds."))
            	float Duration = 1.0f;

            	/** Plays. */
            	UFUNCTION(BlueprintCallable, Category = "Demo")
            	void Play();

            	const TCHAR* Text = TEXT("UPROPERTY(EditAnywhere) class bad {");

            private:
            	/** Options. */
            	UFUNCTION()
            	TArray<FString> GetOptions() const;

            	template <typename T>
            	struct TDemoHelper
            	{
            		T Value;
            	};
            };
            """;

    private static Set<String> rules(String source) {
        return UnrealHeaderLint.lint(PATH, source).stream().map(UnrealHeaderLint.Finding::rule).collect(Collectors.toSet());
    }

    @Test
    void theCleanSampleIsClean() {
        assertEquals(List.of(), UnrealHeaderLint.lint(PATH, CLEAN));
    }

    static Stream<Arguments> faults() {
        return Stream.of(
                Arguments.of("no #pragma once", "#pragma once\n", "", UnrealHeaderLint.PRAGMA_ONCE),
                Arguments.of("generated include not last", "#include \"DemoComponent.generated.h\"\n",
                        "#include \"DemoComponent.generated.h\"\n#include \"Engine/World.h\"\n", UnrealHeaderLint.GENERATED_INCLUDE),
                Arguments.of("generated include missing", "#include \"DemoComponent.generated.h\"\n", "", UnrealHeaderLint.GENERATED_INCLUDE),
                Arguments.of("generated include of another file", "DemoComponent.generated.h", "Other.generated.h",
                        UnrealHeaderLint.GENERATED_INCLUDE),
                Arguments.of("UCLASS without GENERATED_BODY", "public UActorComponent\n{\n\tGENERATED_BODY()\n",
                        "public UActorComponent\n{\n", UnrealHeaderLint.GENERATED_BODY),
                Arguments.of("USTRUCT without GENERATED_BODY", "FDemoTarget\n{\n\tGENERATED_BODY()\n", "FDemoTarget\n{\n",
                        UnrealHeaderLint.GENERATED_BODY),
                Arguments.of("UCLASS without U", "class DEMO_API UDemoComponent", "class DEMO_API DemoComponent", UnrealHeaderLint.PREFIX),
                Arguments.of("USTRUCT without F", "struct DEMO_API FDemoTarget", "struct DEMO_API DemoTarget", UnrealHeaderLint.PREFIX),
                Arguments.of("enum without E", "enum class EDemoMode", "enum class DemoMode", UnrealHeaderLint.PREFIX),
                Arguments.of("template without T", "struct TDemoHelper", "struct FDemoHelper", UnrealHeaderLint.PREFIX),
                Arguments.of("public UCLASS not exported", "class DEMO_API UDemoComponent", "class UDemoComponent", UnrealHeaderLint.API),
                Arguments.of("public USTRUCT not exported", "struct DEMO_API FDemoTarget", "struct FDemoTarget", UnrealHeaderLint.API),
                Arguments.of("editable property without Category", "UPROPERTY(EditAnywhere, Category = \"Demo\", ",
                        "UPROPERTY(EditAnywhere, ", UnrealHeaderLint.CATEGORY),
                Arguments.of("Blueprint function without Category", "UFUNCTION(BlueprintCallable, Category = \"Demo\")",
                        "UFUNCTION(BlueprintCallable)", UnrealHeaderLint.CATEGORY),
                Arguments.of("property without comment or ToolTip", "\t/** The mesh. */\n\tUPROPERTY(Transient)",
                        "\tUPROPERTY(Transient)", UnrealHeaderLint.TOOLTIP),
                Arguments.of("ToolTip removed", ", ToolTip = \"Seconds.\"", "", UnrealHeaderLint.TOOLTIP),
                Arguments.of("function without comment", "\t/** Plays. */\n", "", UnrealHeaderLint.TOOLTIP),
                Arguments.of("spaces for indentation", "\tfloat Duration = 1.0f;", "    float Duration = 1.0f;", UnrealHeaderLint.TABS),
                Arguments.of("unterminated string", "TEXT(\"UPROPERTY(EditAnywhere) class bad {\")", "TEXT(\"UPROPERTY(",
                        UnrealHeaderLint.LEX));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("faults")
    void eachPlantedFaultIsReportedAsItsRule(String fault, String find, String replace, String rule) {
        assertTrue(CLEAN.contains(find), "the sample no longer contains " + find);
        assertEquals(Set.of(rule), rules(CLEAN.replace(find, replace)), fault);
    }

    @Test
    void findingsCarryTheLine() {
        String bad = CLEAN.replace("UFUNCTION(BlueprintCallable, Category = \"Demo\")", "UFUNCTION(BlueprintCallable)");
        UnrealHeaderLint.Finding f = UnrealHeaderLint.lint(PATH, bad).get(0);
        assertEquals(bad.lines().toList().indexOf("\tUFUNCTION(BlueprintCallable)") + 1, f.line());
        assertEquals(2, f.column());
    }

    @Test
    void everyGeneratedHeaderFollowsTheConventions() throws Exception {
        List<Spec> specs = List.of(SpecLoader.loadDefault(), SpecLoader.load(Path.of("../../specs/spline-juice-compat.yaml")),
                SpecLoader.parse("""
                        plugin: { name: Boing, parameterPrefix: Boing_ }
                        splineDeform: { orientation: rotation-minimizing, curves: { timing: [[0, 0], [0.3, 0.6], [1, 1]] } }
                        velocityStretch: { mode: scene-component, dimensions: 2, impact: { ease: spring } }
                        targets: [unreal]
                        """, "variant.yaml"));
        List<String> findings = new ArrayList<>();
        int headers = 0;
        for (Spec spec : specs) {
            for (GeneratedFile f : UnrealTarget.renderTemplates(spec)) {
                if (!f.path().endsWith(".h")) continue;
                headers++;
                UnrealHeaderLint.lint(f.path(), f.text()).forEach(x -> findings.add(x.toString()));
            }
        }
        assertTrue(headers >= 3 * 12, "headers linted: " + headers);
        assertEquals(List.of(), findings);
    }
}
