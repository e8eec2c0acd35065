"""What UnrealBuildTool passes to clang for a plugin module, per engine version.

Every value cites the engine's own UBT source (paths below Engine/Source/Programs/UnrealBuildTool/, line numbers
of UE 5.3.2 and 5.5.1 as extracted). The engine version comes from Engine/Build/Build.version. Unknown newer
versions use the newest model and say so (see README.md, "Versions").
"""
import json
import os

# Versions with a checked model. Anything newer falls back to the newest and is flagged in the report.
MODELLED = [(5, 3), (5, 5)]


def engine_version(root):
    """(major, minor, patch) from Engine/Build/Build.version (the file UBT's ReadOnlyBuildVersion reads)."""
    p = os.path.join(root, "Engine", "Build", "Build.version")
    v = json.load(open(p))
    return (int(v["MajorVersion"]), int(v["MinorVersion"]), int(v.get("PatchVersion", 0)))


def model_for(ver):
    mm = tuple(ver[:2])
    usable = [m for m in MODELLED if m <= mm]
    return usable[-1] if usable else MODELLED[0]


def global_definitions(ver, game):
    """Global definitions for an Editor (or Game) target, Development, Linux x64, modular (DLL) build."""
    m = model_for(ver)
    d = [
        # UEBuildTarget.cs SetupGlobalEnvironment (5.3: 4715 ff., 5.5: 5290 ff.)
        "IS_PROGRAM=0", "UE_EDITOR=%d" % (0 if game else 1), "ENABLE_PGO_PROFILE=0", "USE_VORBIS_FOR_STREAMING=1",
        "USE_XMA2_FOR_STREAMING=1", "WITH_DEV_AUTOMATION_TESTS=1", "WITH_PERF_AUTOMATION_TESTS=1",
        "WITH_LOW_LEVEL_TESTS=0", "EXPLICIT_TESTS_TARGET=0", "WITH_TESTS=1", "UNICODE", "_UNICODE", "__UNREAL__",
        "IS_MONOLITHIC=0", "IS_MERGEDMODULES=0", "WITH_ENGINE=1", "WITH_UNREAL_DEVELOPER_TOOLS=1",
        "WITH_UNREAL_TARGET_DEVELOPER_TOOLS=1", "WITH_APPLICATION_CORE=1", "WITH_COREUOBJECT=1",
        # 5.3 UEBuildTarget.cs:4900-4901, 5.5 likewise (bUseVerse defaults true for Editor/Game)
        "WITH_VERSE=1", "UE_USE_VERSE_PATHS=1",
        "USE_STATS_WITHOUT_ENGINE=0", "WITH_PLUGIN_SUPPORT=0", "WITH_ACCESSIBILITY=1",
        "WITH_PERFCOUNTERS=1", "WITH_FIXED_TIME_STEP_SUPPORT=1", "USE_LOGGING_IN_SHIPPING=0",
        "ALLOW_PROFILEGPU_IN_TEST=0", "ALLOW_PROFILEGPU_IN_SHIPPING=0", "WITH_LOGGING_TO_MEMORY=0",
        "USE_CACHE_FREED_OS_ALLOCS=1", "USE_CHECKS_IN_SHIPPING=0", "USE_UTF8_TCHARS=0", "USE_ESTIMATED_UTCNOW=0",
        "UE_ALLOW_EXEC_COMMANDS_IN_SHIPPING=1", "WITH_EDITOR=%d" % (0 if game else 1), "WITH_IOSTORE_IN_EDITOR=1",
        "WITH_CLIENT_CODE=1", "WITH_SERVER_CODE=1", "UE_FNAME_OUTLINE_NUMBER=0", "WITH_PUSH_MODEL=1", "WITH_CEF3=1",
        "WITH_LIVE_CODING=0", "WITH_CPP_MODULES=0", "WITH_CPP_COROUTINES=0", "WITH_PROCESS_PRIORITY_CONTROL=0",
        'UBT_MODULE_MANIFEST="UnrealEditor.modules"', 'UBT_MODULE_MANIFEST_DEBUGGAME="UnrealEditor-Linux-DebugGame.modules"',
        "UBT_COMPILED_PLATFORM=Linux", "UBT_COMPILED_TARGET=%s" % ("Game" if game else "Editor"),
        'UE_APP_NAME="%s"' % ("UnrealGame" if game else "UnrealEditor"),
        # RulesAssembly.cs (5.3: 661, 5.5: 715)
        "USE_SHADER_COMPILER_WORKER_TRACE=0",
        # UEBuildPlatform.cs SetUpConfigurationEnvironment (5.3: 1269, 1281)
        "NDEBUG=1", "UE_BUILD_DEVELOPMENT=1",
        # UEBuildLinux.cs SetUpEnvironment
        "PLATFORM_LINUX=1", "PLATFORM_UNIX=1", "LINUX=1", "PLATFORM_SUPPORTS_JEMALLOC=1",
        "OVERRIDE_PLATFORM_HEADER_NAME=Linux", "PLATFORM_LINUXARM64=0", "INT64_T_TYPES_NOT_LONG_LONG=1",
        # LinuxToolChain.cs
        "USE_DEBUG_LOGGING=0", "USE_EVENT_LOGGING=0", "PLATFORM_EXCEPTIONS_DISABLED=0",
    ]
    if game:
        # TargetRules.cs for TargetType.Game: UE_GAME=1 (5.5 TargetRules.cs:3154), bBuildWithEditorOnlyData=false
        d += ["UE_GAME=1", "WITH_EDITORONLY_DATA=0"]
    if m >= (5, 5):
        d += [
            "UE_TRACE_ENABLED=1", "UE_TRACE_FORCE_ENABLED=0",   # 5.5 UEBuildTarget.cs:5414, 5427 (new in 5.4/5.5)
            "WITH_VERSE_BPVM=1",                                # 5.5 UEBuildTarget.cs:5436
            "ALLOW_CONSOLE_IN_SHIPPING=0",                      # 5.5 UEBuildTarget.cs:5503
            "UE_WARNINGS_AS_ERRORS=0",                          # 5.5 UEBuildTarget.cs:5693 (bWarningsAsErrors=false)
            "UE_REFERENCE_COLLECTOR_REQUIRE_OBJECTPTR=1",       # 5.5 RulesAssembly.cs:736
            "WITH_VERSE_VM=0",                                  # 5.5 RulesAssembly.cs:744 (bUseVerseBPVM)
        ]
    return d


def include_order_defines(ver):
    """EngineIncludeOrderHelper.GetDeprecationDefines(Latest): every switch the engine knows, all 0.
    5.3: TargetRules.cs:357-366 (5_1, 5_2, 5_3); 5.5: TargetRules.cs:449-459 (5_2 .. 5_5)."""
    m = model_for(ver)
    if m >= (5, 5):
        vs = [2, 3, 4, 5]
    else:
        vs = [1, 2, 3]
    return ["UE_ENABLE_INCLUDE_ORDER_DEPRECATED_IN_5_%d=0" % v for v in vs]


def module_definitions(ver, game):
    """Per-module definitions for a non-engine (plugin) module, IncludeOrderVersion Latest."""
    m = model_for(ver)
    d = ["UE_IS_ENGINE_MODULE=0"]  # 5.3 UEBuildModuleCPP.cs:1911, 5.5 UEBuildModuleCPP.cs:2272
    if m >= (5, 5):
        d += ["UE_DEPRECATED_FORGAME=UE_DEPRECATED",      # 5.5 UEBuildModuleCPP.cs:2276
              "UE_DEPRECATED_FORENGINE=UE_DEPRECATED",    # 5.5 UEBuildModuleCPP.cs:2277 (bDisableEngineDeprecations=false)
              "UE_VALIDATE_FORMAT_STRINGS=1",             # 5.5 UEBuildModuleCPP.cs:2280; ModuleRules.cs:816 (Target.bValidateFormatStrings)
              "UE_VALIDATE_INTERNAL_API=1"]               # 5.5 UEBuildModuleCPP.cs:2281; ModuleRules.cs:826 (!bTreatAsEngineModule)
    else:
        d += ["DEPRECATED_FORGAME=DEPRECATED",            # 5.3 UEBuildModule.cs:702
              "UE_DEPRECATED_FORGAME=UE_DEPRECATED"]      # 5.3 UEBuildModule.cs:703
    d += include_order_defines(ver)
    d += ["UE_PROJECT_NAME=HostProject", "UE_TARGET_NAME=HostProject%s" % ("" if game else "Editor"),
          "IMPLEMENT_ENCRYPTION_KEY_REGISTRATION()=", "IMPLEMENT_SIGNING_KEY_REGISTRATION()="]
    return d


CLANG_VERSION = 16  # the clang we run; UBT gates warnings on the clang it finds (ClangWarnings.cs ClangVersion checks)


def clang_flags(ver):
    """ClangToolChain.cs GetCompileArguments_* + ClangWarnings.cs + LinuxToolChain.cs:296-302, for clang 16.

    -Werror (ClangToolChain.cs 5.3:547, 5.5:600) is left off on purpose: the driver classifies the warnings itself
    (a warning in a plugin file is an error, as with -Werror; deprecations, which ClangPlatformCompilerPreSetup.h:9
    turns back into warnings with a pragma, are reported separately and also fail the check)."""
    m = model_for(ver)
    f = ["-x", "c++", "-std=c++20", "-fsyntax-only", "--driver-mode=g++", "-stdlib=libc++", "-fno-rtti", "-fexceptions",
         "-fPIC", "-ftls-model=local-dynamic",
         # LinuxToolChain.cs 5.3:446-447, 5.5:451-452: hidden functions/variables, default-visibility types; *_API opts in
         "-fvisibility-ms-compat", "-fvisibility-inlines-hidden",
         "-fno-math-errno",
         # "UE5 minspec is 4.2": ClangToolChain.cs 5.3:762, 5.5:892; MinCpuArchX64 Default = None, so no -mavx
         # (5.5 CppCompileEnvironment.cs:130, ClangToolChain.cs:695)
         "-msse4.2", "-fdiagnostics-absolute-paths", "-fno-color-diagnostics", "-ferror-limit=0",
         "-Wall",
         # ClangWarnings.cs GetEnabledWarnings (5.3:11-13, 5.5:13-15)
         "-Wdelete-non-virtual-dtor", "-Wenum-conversion", "-Wbitfield-enum-conversion",
         # GetDisabledWarnings (5.3:18-19, 5.5:20-21), C++20 block (5.3:24-26, 5.5:26-28), clang>=13 (5.3:31-33,
         # 5.5:33-35), clang>=14 (5.3:37, 5.5:39)
         "-Wno-enum-enum-conversion", "-Wno-enum-float-conversion", "-Wno-ambiguous-reversed-operator",
         "-Wno-deprecated-anon-enum-enum-conversion", "-Wno-deprecated-volatile", "-Wno-unused-but-set-variable",
         "-Wno-unused-but-set-parameter", "-Wno-ordered-compare-function-pointers", "-Wno-bitwise-instead-of-logical"]
    if m >= (5, 5) and CLANG_VERSION >= 16:
        # 5.5 ClangWarnings.cs:43-44 (clang>=16 block); 5.3 has no such block (it supported clang 16 without it)
        f += ["-Wno-deprecated-copy", "-Wno-deprecated-copy-with-user-provided-copy"]
    f += ["-Wno-gnu-string-literal-operator-template", "-Wno-inconsistent-missing-override", "-Wno-invalid-offsetof",
          "-Wno-switch", "-Wno-tautological-compare", "-Wno-unknown-pragmas", "-Wno-unused-function",
          "-Wno-unused-lambda-capture", "-Wno-unused-local-typedef", "-Wno-unused-private-field",
          "-Wno-unused-variable", "-Wno-undefined-var-template",
          # ShadowVariableWarningLevel: plugin modules use DefaultBuildSettings >= V2 -> Error
          # (ModuleRules.cs 5.3:859, 5.5:934); emitted as plain -Wshadow (ClangWarnings.cs 5.3:100, 5.5:127)
          "-Wshadow",
          # undefined identifiers in #if: 5.3 bEnableUndefinedIdentifierWarnings=true (ModuleRules.cs:886),
          # bUndefinedIdentifierErrors=true (TargetRules.cs:1598), ClangWarnings.cs:106; 5.5
          # UndefinedIdentifierWarningLevel=Error (TargetRules.cs:1844), ClangWarnings.cs:134
          "-Wundef",
          # UnsafeTypeCastWarningLevel defaults Off (ClangWarnings.cs 5.3:110 ff., 5.5:138 ff.)
          "-Wno-float-conversion", "-Wno-implicit-float-conversion", "-Wno-implicit-int-conversion",
          "-Wno-c++11-narrowing"]
    if m >= (5, 5):
        f += ["-Wno-dllexport-explicit-instantiation-decl"]  # 5.5 ClangWarnings.cs:170; not in 5.3
    f += ["-Wno-undefined-bool-conversion"]  # LinuxToolChain.cs:302 (both)
    return f


# Deprecation: DeprecationWarningLevel defaults to DefaultWarningLevel = Warning (TargetRules.cs 5.3:1561-1563,
# 5.5:1799-1801), so UBT adds no -Werror=deprecated-declarations (ClangWarnings.cs 5.3:77-80, 5.5:98-101), and
# ClangPlatformCompilerPreSetup.h:9 keeps -Wdeprecated-declarations a warning under -Werror. A plugin that uses
# deprecated API compiles today and breaks on the next engine version: this checker counts it as a failure.
DEPRECATION_FLAGS = ("-Wdeprecated-declarations", "-Wdeprecated")
