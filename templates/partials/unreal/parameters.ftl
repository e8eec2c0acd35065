<#-- The per-parameter sites of the Unreal components, one macro per kind. Each renders a catalogue row (ParameterValues.Value):
     its C++ field, its sentence, its range as the editor's clamp and the spec's default. An open bound clamps at the bound itself;
     the math core's SafeSettings and the shaders' sanitising keep the formulas off it. -->
<#function sentence v><#local s = v.row().doc()?cap_first><#return s?ends_with(".")?then(s, s + ".")></#function>
<#function clamp v><#local r = v.row().range()><#return r.bounded()?then('ClampMin = "' + lit.json(r.min()) + '", ClampMax = "' + lit.json(r.max()) + '", ', "")></#function>
<#-- A number the designer edits: float, or int32 for an integer row. meta: more meta entries, each followed by ", ". -->
<#macro property v category meta="">
	/** ${lit.comment(sentence(v))} */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "${category}", meta = (${clamp(v)}${meta}ToolTip = "${lit.cppString(sentence(v))}"))
<#if v.row().type().word() == "integer">
	int32 ${v.row().cpp()} = ${lit.json(v.number())};
<#else>
	float ${v.row().cpp()} = ${lit.f(v.number())};
</#if>
</#macro>
<#-- A section of settings (ParameterValues.at: one spec record's numbers, in spec order), a blank line between two.
     condition: the C++ a row that matters only under another row's word compares with that word's enumerator, e.g.
     'RecoveryEase == EStretchyRecoveryEase::' (the component's own field of the word). -->
<#macro properties values category condition="">
<#list values as v>
<#if v.conditional() && condition == ""><#stop "${v.qualified()} matters only when ${v.row().when().parameter()} is ${v.row().when().word()}: its section needs a condition"></#if>
<@property v=v category=category meta=v.conditional()?then('EditCondition = "' + condition + ue.enumerator(v.row().when().word()) + '", ', "")/>
<#sep>

</#sep>
</#list>
</#macro>
