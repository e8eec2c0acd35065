<#-- The plugin's manual for Unreal users; every name from the same model as the C++, the shaders and the docs. -->
<#assign P = plugin.name()>
<#assign F = lit.markdown(plugin.friendlyName())>
<#assign travel = "U" + P + "InstancedSplineTravelComponent">
<#assign run = ue.editor().commandletRunName()>
# ${F}

${lit.markdown(plugin.description())}

${notice}

Version ${lit.markdown(plugin.versionName())}<#if plugin.createdBy()?has_content>, by ${lit.markdown(plugin.createdBy())}</#if>. Math: `${mathVersion}`.

## Install

1. Copy this folder (`${P}/`) into your project's `Plugins/` folder, so the descriptor is at
   `Plugins/${P}/${P}.uplugin`.
2. The plugin ships as source, so the project must be a C++ project: if it is Blueprint-only, add any C++ class once
   (*Tools > New C++ Class*).
3. Open the project and accept rebuilding the `${plugin.runtimeModule()}`, `${plugin.shadersModule()}` and
   `${plugin.editorModule()}` modules (or build the editor target from your IDE). Check that
   *Edit > Plugins > Rendering > ${F}* is enabled.
4. Build the material functions: *Tools > ${F} > Build ${F} Material Functions*. They appear in the plugin's content
   under `MaterialFunctions/` (enable *Show Plugin Content* in the Content Browser).

The descriptor names no engine version, so the same files load in every engine version they compile for.

## What is in it

| Module | Type | Role |
|---|---|---|
| `${plugin.shadersModule()}` | UncookedOnly | maps `${plugin.shaderVirtualDir()}` to `Shaders/`, so material Custom nodes can include the plugin's `.ush` files |
| `${plugin.runtimeModule()}` | Runtime | the three components and the math they run |
| `${plugin.editorModule()}` | Editor | builds the material functions, sets up meshes, the commandlet, the automation tests |

### Components

- **`${ue.splineComponent()}`** bends, squashes and stretches meshes along a spline. Add it to an actor that has a
  Spline component and one or more mesh components (or name them in `SplineComponentName` and `TargetMeshNames`).
  It bakes the spline into two textures per mesh, re-bakes only when the spline, its transform relative to the
  mesh, or the mesh changes, and plays the timing, stretch and size curves over `Duration`. It pushes the values to
  each mesh's material instances (with previous-frame values for motion vectors) and grows the mesh's bounds to hold
  the deformation through `BoundsScale` (mesh types that ignore `BoundsScale` are named in a warning). Blueprint calls: `PlayFromStart`, `Pause`, `Resume`, `Stop`, `SetProgress`, `Rebake`,
  `SnapSplineEndToMesh`. With *Preview In Editor* on, *Preview Time* scrubs the pose in the viewport.
- **`${ue.velocityComponent()}`** stretches a visual mesh along its velocity and squashes it on impact, then
  recovers. It reads the root's physics velocity (or its displacement over the frame) and hits from the root
  primitive (turn on *Simulation Generates Hit Events*), or from `NotifyImpact`. It drives only visuals, never the
  root, its collision or its physics body: in *Material* mode through `${plugin.velocityStretchFunction()}`, in
  *Scene Component* mode by turning, scaling and moving the visual child (for symmetric meshes and sprites;
  *Two Dimensional* for Paper2D). Speeds in its settings are metres per second.
- **`${travel}`** moves many travellers along the actor's splines in one instanced static mesh with one material.
  Set `Mesh` and `Material` (a material using `${plugin.splineAtlasDeformFunction()}`), then call
  `Spawn(SplineIndex, Delay)`; each spline is one row of a curve atlas. Events: `OnTravellerStarted`,
  `OnTravellerArrived`, `OnTravellerRecycled`. The instanced mesh is visual only (no collision).

### Material functions

Built by the editor module from the same parameter contract as the shaders and the components (not shipped as
binary assets). Each has an `ExistingWPO` input for the material's own World Position Offset.

- **`${plugin.splineDeformFunction()}`**: the spline deformation, driven by `${ue.splineComponent()}`.
- **`${plugin.velocityStretchFunction()}`**: the velocity stretch and impact squash, driven by
  `${ue.velocityComponent()}` in *Material* mode.
- **`${plugin.splineAtlasDeformFunction()}`**: the spline deformation for instanced meshes, reading each instance's
  values from per-instance custom data, driven by `${travel}`; the material must have *Used with Instanced Static
  Meshes*.

The spline and velocity functions also output the deformed normal (`Normal` for a tangent-space material, `NormalWS`
for one with *Tangent Space Normal* off) and take an optional tangent-space `NormalMap`<#if !ue.editor().normals()> (this
spec builds `${plugin.splineDeformFunction()}` without normal nodes)</#if>; the atlas function moves the vertices only,
so its instances keep their rest normals. Every material parameter they expose
starts with `${splineContract.prefix()}`; the full list is in
[Docs/ParameterContract.md](Docs/ParameterContract.md).

## Setting up a mesh

**With the editor action.** Select the actor, then *Tools > ${F} > Set Up Selected Mesh for Spline Deform* (or
*… for Velocity Stretch*). Each material slot of the selected actors' meshes gets a material instance whose parent
calls the function on World Position Offset; the material's own normal is wired to `NormalMap` when it is tangent
space. The action is undoable. The deformed normal and tangent reach the pixel stage on three customized UVs<#if !ue.editor().normals()>
(the velocity stretch's: this spec's spline function has none)</#if>: the action takes the three lowest UV indices the material neither reads (its Texture
Coordinate nodes, its texture samples' coordinate index) nor already computes as a customized UV, raises the
material's *Num Customized UVs* to cover them (never lowers it), connects `NormalTangentUV0`…`2` to those customized
UVs and feeds `NormalTangentTexCoord0`…`2` from Texture Coordinate nodes of the same indices. A material with fewer
than three free UVs of the 8 deforms with its rest normal, and the action logs a warning. UV sets read only inside
material functions the material calls are not seen: check them if it reads high UV indices there.

**By hand.** In your material, add the function, connect its output to World Position Offset and your old World
Position Offset, if any, to `ExistingWPO`; connect `Normal` (or `NormalWS`) to Normal and your old normal to
`NormalMap`. Also pick three UV indices the material does not use (say 1, 2, 3), set *Num Customized UVs* to at
least the highest plus one, connect `NormalTangentUV0`…`2` to those Customized UVs and Texture Coordinate nodes of the
same indices to `NormalTangentTexCoord0`…`2`; left unconnected, `Normal` is the rest normal. Give the mesh a material instance of it, then add the component.

**Placement.** Draw the spline so it *ends* where the mesh rests, the mesh facing along the spline: at the end of
playback the mesh sits at the end of the curve in its authored pose. A mesh elsewhere travels a shifted copy of the
curve; the component reports a misplaced mesh in Map Check, and `SnapSplineEndToMesh` moves the spline's last point
to the mesh.

**Max World Position Offset Displacement.** Every non-mobile renderer clamps each world axis of World Position
Offset to the material's *Max World Position Offset Displacement* when it is above 0, and Nanite grows its clusters
by that value only. When it is above 0 it must be at least the reach of the deformation, or the offset is cut
short; a Nanite mesh needs it above 0 and at least that reach. `${ue.splineComponent()}` logs a warning naming the
distance its deformation moves vertices when the value is lower (or 0 on a Nanite mesh); `${travel}` returns that
distance from `GetRequiredMaxWorldPositionOffset()` and warns when the material's value is lower; for
`${ue.velocityComponent()}`, allow for the largest stretch you configure.

## Before cooking

The material functions' Custom nodes carry a stamp of the shaders they include. An editor rebuilds out-of-date
functions when it starts and when a file under `Shaders/` changes; a cook rebuilds them in memory and logs an error.
After updating the plugin, build them headless and submit them before cooking, so every machine cooks the same
functions:

```
UnrealEditor-Cmd.exe "<Project>.uproject" -run=${run} -unattended -nopause
```

On Linux and macOS, run `UnrealEditor` with the same arguments. More in [Content/MaterialFunctions/README.md](Content/MaterialFunctions/README.md).

## Automation tests

The editor module registers automation tests under `${ue.testPrefix()}.*`: the spline bake and the velocity
controller against the golden cases in `Resources/Golden/`, the parameter contract (the names the components push,
the names the functions expose and `Docs/ParameterContract.json`), and engine behaviour the plugin relies on. Run
them in the Session Frontend (*Tools > Session Frontend*, tab *Automation*), or headless (none renders, so `-nullrhi` is fine; on Linux and
macOS, `UnrealEditor` with the same arguments):

```
UnrealEditor-Cmd.exe "<Project>.uproject" -ExecCmds="Automation RunTests ${ue.testPrefix()}" -unattended -nopause -nullrhi -log -testexit="Automation Test Queue Empty" -ReportExportPath="<ReportDir>"
```

### The shader math on your GPU: `${plugin.name()}.Shaders.Golden`

The Shaders module adds one more test, `${plugin.name()}.Shaders.Golden`: it compiles `Shaders/Private/${shaderGolden.usf()}` with the
engine's shader compiler as a global compute shader (each deformer `.ush` included exactly as its material
function's Custom node includes it), runs every deformer golden case in `Resources/Golden/` (spline, velocity,
normals, and the curve atlas's instances) on the RHI the editor runs, reads the results back and compares them with
each file's tolerance, one `PASS`/`FAIL` line per evaluation. Every other file there gets one `SKIP` line with its
reason (a bake or controller case, which its own test checks; a case of another mode, or one that needs a feature
these shaders lack), and a summary names the RHI and counts the passed, failed and skipped. It needs a GPU: under `-nullrhi` it passes with one line saying it skipped. Run it without
`-nullrhi`, once per RHI you ship (`-dx12`, `-d3d11`, `-vulkan`; Metal on macOS):

```
UnrealEditor-Cmd.exe "<Project>.uproject" -ExecCmds="Automation RunTests ${plugin.name()}.Shaders" -unattended -nopause -dx12 -log -testexit="Automation Test Queue Empty" -ReportExportPath="<ReportDir>"
```

The Shaders module is `UncookedOnly`: the test runs in the editor and in uncooked `-game` runs, not in a cooked build.

## CI

On a build machine with the engine: build the editor target, run `-run=${run}` (it exits non-zero when a
function cannot be built), then run the automation command above; every `${ue.testPrefix()}.*` test must pass.
On a machine with a GPU, also run `${plugin.name()}.Shaders.Golden` without `-nullrhi` for each RHI you ship (above).
Where the spec and the generator are available, `stretchy generate --check` fails when this folder is not what the
spec generates.

## Regenerating

This plugin is generated from a spec by Stretchy; its names, defaults and parameter contract come from the spec.
Edit the spec, not the files, and regenerate into your project:

```
./stretchy generate --spec <spec>.yaml --target unreal --out <Project>/Plugins
```

Hand edits are detected and never overwritten without `--force`. Then build the material functions again
(`-run=${run}`) and submit them.
