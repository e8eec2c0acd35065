<#-- The per-parameter sites of the Unreal components, one macro per kind. Each renders a catalogue row (ParameterValues.Value):
     its setting's field and sentence, its range as the editor's clamp and the spec's default. An open bound clamps at the bound
     itself; the math core's SafeSettings and the shaders' sanitising keep the formulas off it. -->
<#-- The row's range as the editor's clamp, where the setting holds the number (not a flag it sets). -->
<#function clamp v><#local r = v.row().range()><#return (r.bounded() && v.settingKind() != "flag")?then('ClampMin = "' + lit.json(r.min()) + '", ClampMax = "' + lit.json(r.max()) + '", ', "")></#function>
<#-- A setting the designer edits: float, int32, bool, FVector or, for a word, the enum `enum`. meta: more meta entries, each
     followed by ", ". -->
<#macro property v category meta="" enum="">
<#local field = v.row().setting().field()>
	/** ${lit.comment(v.sentence())} */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "${category}", meta = (${clamp(v)}${meta}ToolTip = "${lit.cppString(v.sentence())}"))
<#switch v.settingKind()>
<#case "integer">
	int32 ${field} = ${lit.json(v.number())};
<#break>
<#case "number">
	float ${field} = ${lit.f(v.number())};
<#break>
<#case "flag">
	bool ${field} = ${v.flag()?c};
<#break>
<#case "vector">
	FVector ${field} = FVector(<#list v.vector() as c>${lit.d(c)}<#sep>, </#sep></#list>);
<#break>
<#case "word">
<#if enum == ""><#stop "${v.qualified()} is a word: its section needs the C++ enum that holds it"></#if>
	${enum} ${field} = ${enum}::${ue.enumerator(v.word())};
<#break>
<#default>
<#stop "${v.qualified()}: no property for a ${v.kind()}">
</#switch>
</#macro>
<#-- A section of settings (ParameterValues.at: one spec record's parameters, in spec order), a blank line between two.
     enum: the C++ enum of the section's word (e.g. the recovery ease). A row that matters only under another row's word
     gets an EditCondition comparing that row's setting with the word's enumerator; under a flag, the flag's setting. -->
<#macro properties values category enum="">
<#list values?filter(v -> v.conditional() && !v.conditionOnFlag() && enum == "") as v><#stop "${v.qualified()} matters only when ${v.row().when().parameter()} is ${v.row().when().word()}: its section needs the enum of its condition"></#list>
<#list values as v>
<@property v=v category=category enum=enum meta=v.conditional()?then('EditCondition = "' + v.conditionField() + v.conditionOnFlag()?then('', ' == ' + enum + '::' + ue.enumerator(v.row().when().word())) + '", ', "")/>
<#sep>

</#sep>
</#list>
</#macro>
