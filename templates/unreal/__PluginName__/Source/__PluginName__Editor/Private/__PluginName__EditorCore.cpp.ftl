<#-- The material functions' descriptions share this sentence (engine-facts.md: the WPO clamp and Nanite's cluster bounds). -->
<#assign settingsNote = "Every non-mobile renderer clamps each world axis of WPO to the material's Max World Position Offset Displacement when it is above 0, and Nanite grows its clusters by that value only">
// ${notice}

#include "${plugin.name()}EditorCore.h"

namespace
{
	const TCHAR StampPrefix[] = TEXT("${ue.editor().stampPrefix()}");
	constexpr int32 StampPrefixLength = sizeof(StampPrefix) / sizeof(TCHAR) - 1;
	constexpr int32 HashDigits = 8;

	int32 Length(const TCHAR* Text)
	{
		int32 Num = 0;
		while (Text[Num] != 0)
		{
			++Num;
		}
		return Num;
	}

	bool Equal(const TCHAR* A, const TCHAR* B)
	{
		int32 Index = 0;
		while (A[Index] != 0 && A[Index] == B[Index])
		{
			++Index;
		}
		return A[Index] == B[Index];
	}

	TCHAR Folded(TCHAR Char)
	{
		if (Char == TEXT('\\'))
		{
			return TEXT('/');
		}
		return Char >= TEXT('A') && Char <= TEXT('Z') ? static_cast<TCHAR>(Char - TEXT('A') + TEXT('a')) : Char;
	}

	/** True when Path ends with Suffix, comparing without case and with either slash. */
	bool EndsWith(const TCHAR* Path, int32 PathLength, const TCHAR* Suffix)
	{
		const int32 SuffixLength = Length(Suffix);
		if (SuffixLength > PathLength)
		{
			return false;
		}
		for (int32 Index = 0; Index < SuffixLength; ++Index)
		{
			if (Folded(Path[PathLength - SuffixLength + Index]) != Folded(Suffix[Index]))
			{
				return false;
			}
		}
		return true;
	}

	/** True when File's name is exactly Name: the whole path, or the part after its last slash. */
	bool HasFileName(const TCHAR* File, const TCHAR* Name)
	{
		const int32 FileLength = Length(File);
		const int32 NameLength = Length(Name);
		if (!EndsWith(File, FileLength, Name))
		{
			return false;
		}
		return FileLength == NameLength || Folded(File[FileLength - NameLength - 1]) == TEXT('/');
	}

	/** FNV-1a over the fields of a graph value. */
	struct FGraphHash
	{
		uint32 Value;

		void Byte(uint32 Byte)
		{
			Value = (Value ^ (Byte & 0xFFu)) * 16777619u;
		}

		void Int(int32 Number)
		{
			const uint32 Bits = static_cast<uint32>(Number);
			for (int32 Shift = 0; Shift < 32; Shift += 8)
			{
				Byte(Bits >> Shift);
			}
		}

		/** The characters and a terminator, so adjacent texts cannot trade characters; null hashes as empty. */
		void Text(const TCHAR* Chars)
		{
			for (int32 Index = 0; Chars != nullptr && Chars[Index] != 0; ++Index)
			{
				Int(static_cast<int32>(Chars[Index]));
			}
			Byte(0);
		}
	};

	// ---- The material function graphs (the shell instantiates them; the scenario tests check them) ----

	using FNode = F${plugin.name()}GraphNode;
	using EKind = E${plugin.name()}GraphNodeKind;
	using ESpace = E${plugin.name()}GraphSpace;

	/** What feeds one Custom-node input. */
	enum class EInputSource : uint8
	{
		LocalPosition,
		Scalar,
		Vector,
		Texture,
		/** Per-instance custom data (deformer-math.md section 9.2), one float or three. */
		InstanceScalar,
		InstanceVector,
		/** The spec's stretch mask channel (deformer-math.md section 10.3), per vertex. */
		StretchMask
	};

	/**
	 * The spec's stretch mask channel: a UV set (-1 for a vertex colour channel) and its component (0-3 R, G, B, A; 0-1
	 * x, y); -1 and -1 for a spec without a mask, whose functions have no StretchMask input.
	 */
	constexpr int32 StretchMaskUvSet = ${ue.editor().stretchMaskUvSet()};
	constexpr int32 StretchMaskComponent = ${ue.editor().stretchMaskComponent()};

	/** One input of a deformer's Custom node, in contract order (Docs/ParameterContract.md). */
	struct FInputRow
	{
		const TCHAR* InputName;
		const TCHAR* Parameter;
		/** Empty when the input is not animated: both Custom nodes read the same parameter. */
		const TCHAR* PrevParameter;
		EInputSource Source;
		float ScalarDefault;
		/** A vector parameter's default (three fields, not an array: the rows stay one brace level deep for the lint). */
		float VectorX;
		float VectorY;
		float VectorZ;
		/** The custom data float of a per-instance input (first of three for a vector), this frame and the previous. */
		int32 CustomData;
		int32 PrevCustomData;
	};

<#macro rows list>
<#list list as r>
		{ TEXT("${r.inputName()}"), TEXT("${r.parameter()}"), TEXT("${r.prevParameter()}"), EInputSource::${r.source()}, ${lit.f(r.scalarDefault())}, <#list r.vectorDefault() as c>${lit.f(c)}, </#list>${r.customData()}, ${r.prevCustomData()} },
</#list>
</#macro>
	const FInputRow SplineDeformInputs[] =
	{
<@rows ue.spline().functionInputs()/>
	};

	const FInputRow VelocityStretchInputs[] =
	{
<@rows ue.velocity().functionInputs()/>
	};

	const FInputRow SplineAtlasDeformInputs[] =
	{
<@rows atlasFunctionInputs/>
	};

	/** A deformer's function: where it lives, what it includes, what it takes. */
	struct FDeformerTable
	{
		const TCHAR* AssetName;
		const TCHAR* Code;
		const TCHAR* NormalCode;
		const TCHAR* Description;
		const FInputRow* Inputs;
		int32 InputCount;
		/** Drawn by an instanced static mesh: the vertex and the offset are in instance space. */
		bool bInstanced;
	};

	template <int32 N>
	constexpr int32 CountOf(const FInputRow (&)[N])
	{
		return N;
	}

	FDeformerTable DeformerTable(E${plugin.name()}Deformer Deformer)
	{
		switch (Deformer)
		{
		case E${plugin.name()}Deformer::SplineDeform:
			return { TEXT("${plugin.splineDeformFunction()}"), TEXT("${ue.editor().splineCode()}"), <#if ue.editor().normals()>TEXT("${ue.editor().splineNormalCode()}")<#else>nullptr</#if>,
				TEXT("Bends, squashes and stretches the mesh along a spline baked by ${ue.splineComponent()} (${mathVersion}). Plug the output into World Position Offset; wire any existing WPO into ExistingWPO. ${settingsNote}: set it to at least the deformation's reach (the component warns when it is lower); 0 only on meshes that are not Nanite."),
				SplineDeformInputs, CountOf(SplineDeformInputs), false };
		case E${plugin.name()}Deformer::VelocityStretch:
			return { TEXT("${plugin.velocityStretchFunction()}"), TEXT("${ue.editor().velocityCode()}"), TEXT("${ue.editor().velocityNormalCode()}"),
				TEXT("Stretches the mesh along its velocity and squashes it on impact, driven by ${ue.velocityComponent()} (${mathVersion}). Plug the output into World Position Offset; wire any existing WPO into ExistingWPO. ${settingsNote}: set it to at least the stretch's reach; 0 only on meshes that are not Nanite."),
				VelocityStretchInputs, CountOf(VelocityStretchInputs), false };
		case E${plugin.name()}Deformer::SplineAtlasDeform:
			return { TEXT("${plugin.splineAtlasDeformFunction()}"), TEXT("${atlasCode}"), nullptr,
				TEXT("Many travellers in one instanced static mesh, each curve a row of the atlas, driven by U${plugin.name()}InstancedSplineTravelComponent (${mathVersion} section 9). Per-instance inputs come from PerInstanceCustomData; the vertex and the offset are in the instance's space. The material must be used with instanced static meshes. Plug the output into World Position Offset; wire any existing WPO into ExistingWPO. ${settingsNote}: at least the component's GetRequiredMaxWorldPositionOffset()."),
				SplineAtlasDeformInputs, CountOf(SplineAtlasDeformInputs), true };
		}
		return { TEXT(""), TEXT(""), nullptr, TEXT(""), SplineDeformInputs, 0, false };
	}

	/** Appends nodes and links to a graph; past its capacity it marks the graph overflowed and hands out index 0. */
	struct FGraphBuilder
	{
		F${plugin.name()}FunctionGraph& Graph;

		int32 Add(EKind Kind, int32 Column, int32 Row)
		{
			if (Graph.NodeCount >= F${plugin.name()}FunctionGraph::MaxNodes)
			{
				Graph.bOverflow = true;
				return 0;
			}
			FNode& Node = Graph.Nodes[Graph.NodeCount];
			Node = FNode();
			Node.Kind = Kind;
			Node.Column = Column;
			Node.Row = Row;
			return Graph.NodeCount++;
		}

		FNode& At(int32 Index)
		{
			return Graph.Nodes[Index];
		}

		void Link(int32 From, int32 To, int32 Input, const TCHAR* InputName = nullptr)
		{
			if (Graph.LinkCount >= F${plugin.name()}FunctionGraph::MaxLinks)
			{
				Graph.bOverflow = true;
				return;
			}
			F${plugin.name()}GraphLink& Link = Graph.Links[Graph.LinkCount++];
			Link.From = From;
			Link.To = To;
			Link.Input = Input;
			Link.InputName = InputName;
		}

		/** A link that reads output FromOutput of From (a Custom node's additional output). */
		void LinkOutput(int32 From, int32 FromOutput, int32 To, int32 Input, const TCHAR* InputName = nullptr)
		{
			Link(From, To, Input, InputName);
			if (!Graph.bOverflow)
			{
				Graph.Links[Graph.LinkCount - 1].FromOutput = FromOutput;
			}
		}

		int32 AddTransform(EKind Kind, ESpace From, ESpace To, int32 Source, int32 Column, int32 Row)
		{
			const int32 Node = Add(Kind, Column, Row);
			At(Node).From = From;
			At(Node).To = To;
			Link(Source, Node, 0);
			return Node;
		}

		int32 AddCustom(const TCHAR* Code, E${plugin.name()}GraphCode CodeSource, const TCHAR* Description, int32 Column, int32 Row)
		{
			const int32 Node = Add(EKind::Custom, Column, Row);
			At(Node).Code = Code;
			At(Node).CodeSource = CodeSource;
			At(Node).Description = Description;
			return Node;
		}

		int32 AddPin(EKind Kind, const TCHAR* Name, const TCHAR* Description, int32 SortPriority, int32 Column, int32 Row)
		{
			const int32 Node = Add(Kind, Column, Row);
			At(Node).Name = Name;
			At(Node).Description = Description;
			At(Node).SortPriority = SortPriority;
			return Node;
		}
	};

	/** The expression feeding one contract input: its parameter, its per-instance custom data float(s), or the vertex. */
	int32 AddSource(FGraphBuilder& Builder, const FInputRow& Row, const TCHAR* Parameter, int32 CustomData, int32 Position,
		int32 Column, int32 RowIndex)
	{
		switch (Row.Source)
		{
		case EInputSource::LocalPosition:
			return Position;
		case EInputSource::InstanceScalar:
		{
			// The node, not a call in the Custom code, sets the material's per-instance custom data flag
			// (docs/engine-facts.md, fact ism-custom-data-material).
			const int32 Node = Builder.Add(EKind::PerInstanceCustomData, Column, RowIndex);
			Builder.At(Node).DataIndex = CustomData;
			Builder.At(Node).Value[0] = Row.ScalarDefault;
			return Node;
		}
		case EInputSource::InstanceVector:
		{
			// A zero default: the .ush falls back to +Z for a zero axis, so previews stay finite.
			const int32 Node = Builder.Add(EKind::PerInstanceCustomData3Vector, Column, RowIndex);
			Builder.At(Node).DataIndex = CustomData;
			return Node;
		}
		case EInputSource::Scalar:
		{
			const int32 Node = Builder.Add(EKind::ScalarParameter, Column, RowIndex);
			Builder.At(Node).Name = Parameter;
			Builder.At(Node).Value[0] = Row.ScalarDefault;
			return Node;
		}
		case EInputSource::Vector:
		{
			const int32 Node = Builder.Add(EKind::VectorParameter, Column, RowIndex);
			Builder.At(Node).Name = Parameter;
			Builder.At(Node).Value[0] = Row.VectorX;
			Builder.At(Node).Value[1] = Row.VectorY;
			Builder.At(Node).Value[2] = Row.VectorZ;
			// The contract's vectors are float3: mask RGB so the Custom node's parameter is MaterialFloat3.
			const int32 Mask = Builder.Add(EKind::ComponentMask, Column + 1, RowIndex);
			Builder.At(Mask).Mask = 1 | 2 | 4;
			Builder.Link(Node, Mask, 0);
			return Mask;
		}
		case EInputSource::Texture:
		{
			const int32 Node = Builder.Add(EKind::TextureObjectParameter, Column, RowIndex);
			Builder.At(Node).Name = Parameter;
			return Node;
		}
		case EInputSource::StretchMask:
		{
			if (StretchMaskUvSet < 0)
			{
				// VertexColor's outputs 1-4 are its single channels (fact vertex-color-outputs).
				const int32 Node = Builder.Add(EKind::VertexColor, Column, RowIndex);
				Builder.At(Node).Output = 1 + StretchMaskComponent;
				return Node;
			}
			const int32 Node = Builder.Add(EKind::TextureCoordinate, Column, RowIndex);
			Builder.At(Node).DataIndex = StretchMaskUvSet;
			const int32 Mask = Builder.Add(EKind::ComponentMask, Column + 1, RowIndex);
			Builder.At(Mask).Mask = StretchMaskComponent == 0 ? 1 : 2;
			Builder.Link(Node, Mask, 0);
			return Mask;
		}
		}
		return Position;
	}

	/**
	 * One Custom node including Code, its first inputs the contract's in order (Docs/ParameterContract.md); the
	 * deformer nodes and the normal node are made here. Shared holds one source per contract input (-1 until made);
	 * bPrevious feeds the animated inputs their previous-frame twins.
	 */
	int32 AddContractNode(FGraphBuilder& Builder, const FDeformerTable& Deformer, const TCHAR* Code, E${plugin.name()}GraphCode CodeSource,
		const TCHAR* Description, int32 Position, int32* Shared, bool bPrevious, int32 RowOffset)
	{
		const int32 Custom = Builder.AddCustom(Code, CodeSource, Description, 3, RowOffset);
		for (int32 Index = 0; Index < Deformer.InputCount; ++Index)
		{
			const FInputRow& Row = Deformer.Inputs[Index];
			const bool bOwnSource = bPrevious && (Row.PrevParameter[0] != 0 || Row.PrevCustomData != Row.CustomData);
			int32 Source = Shared[Index];
			if (bOwnSource)
			{
				Source = AddSource(Builder, Row, Row.PrevParameter, Row.PrevCustomData, Position, 1, RowOffset + Index);
			}
			else if (Source < 0)
			{
				Source = AddSource(Builder, Row, Row.Parameter, Row.CustomData, Position, 0, RowOffset + Index);
				Shared[Index] = Source;
			}
			Builder.Link(Source, Custom, Index, Row.InputName);
		}
		return Custom;
	}

	/** One Custom node including the deformer's .ush, this frame's or (bPrevious) the previous frame's. */
	int32 AddDeformerNode(FGraphBuilder& Builder, const FDeformerTable& Deformer, int32 Position, int32* Shared, bool bPrevious,
		int32 RowOffset)
	{
		return AddContractNode(Builder, Deformer, Deformer.Code, E${plugin.name()}GraphCode::DeformerInclude,
			bPrevious ? TEXT("${plugin.name()} deformer (previous frame)") : TEXT("${plugin.name()} deformer"), Position, Shared, bPrevious,
			RowOffset);
	}

	/**
	 * The normal node (math spec section 8): the current frame's contract inputs (the deformer nodes made their
	 * sources), then the rest normal and tangent; it returns the normal and fills output 1, the tangent, in one call.
	 */
	int32 AddNormalNode(FGraphBuilder& Builder, const FDeformerTable& Deformer, int32 Position, int32* Shared, int32 RestNormal,
		int32 RestTangent, int32 Row)
	{
		const int32 Custom = AddContractNode(Builder, Deformer, Deformer.NormalCode, E${plugin.name()}GraphCode::NormalInclude,
			TEXT("${plugin.name()} deformed normal and tangent"), Position, Shared, false, Row);
		Builder.At(Custom).AdditionalOutput = TEXT("${ue.editor().deformedTangentOutput()}");
		Builder.Link(RestNormal, Custom, Deformer.InputCount, TEXT("${ue.editor().normalInput()}"));
		Builder.Link(RestTangent, Custom, Deformer.InputCount + 1, TEXT("${ue.editor().tangentInput()}"));
		return Custom;
	}

	/** The Combine node's input names of the three carried texture coordinates, in order. */
	const TCHAR* const CarriedInputNames[3] = { TEXT("NormalTangent0"), TEXT("NormalTangent1"), TEXT("NormalTangent2") };

	/**
	 * The normal node's six floats to the pixel stage on three customized UVs (engine facts, "Custom node reuse across
	 * properties": they compile in World Position Offset's vertex scope as one function, so the node runs once for
	 * them): outputs NormalTangentUV0..2 = (N.x, N.y), (N.z, T.x), (T.y, T.z), which mesh setup connects to the
	 * material's CustomizedUVs, and float2 inputs NormalTangentTexCoord0..2 it feeds from TextureCoordinate nodes of the
	 * same indices. PixelInputs receives the three input nodes.
	 */
	void AddCarriedBasis(FGraphBuilder& Builder, int32 NormalWS, int32 TangentWS, int32 Row, int32 (&PixelInputs)[3])
	{
		static const uint8 Masks[6] = { 1, 2, 4, 1, 2, 4 };
		int32 Parts[6] = {};
		for (int32 Part = 0; Part < 6; ++Part)
		{
			Parts[Part] = Builder.Add(EKind::ComponentMask, 9, Row + Part);
			Builder.At(Parts[Part]).Mask = Masks[Part];
			Builder.Link(Part < 3 ? NormalWS : TangentWS, Parts[Part], 0);
		}
		for (int32 Slot = 0; Slot < 3; ++Slot)
		{
			const int32 Pair = Builder.Add(EKind::AppendVector, 10, Row + 2 * Slot);
			Builder.Link(Parts[2 * Slot], Pair, 0);
			Builder.Link(Parts[2 * Slot + 1], Pair, 1);
			const int32 Output = Builder.AddPin(EKind::FunctionOutput, F${plugin.name()}EditorCore::NormalSlotOutputs[Slot],
				TEXT("Part of the deformed normal and tangent for the pixel stage: connect to the material's customized UV whose texture coordinate feeds the matching NormalTangentTexCoord input (the mesh setup action does)."),
				3 + Slot, 11, Row + 2 * Slot);
			Builder.At(Output).Stage = E${plugin.name()}GraphStage::Vertex;
			Builder.Link(Pair, Output, 0);
		}
		for (int32 Slot = 0; Slot < 3; ++Slot)
		{
			const int32 Input = Builder.AddPin(EKind::FunctionInput, F${plugin.name()}EditorCore::NormalSlotInputs[Slot],
				TEXT("The texture coordinate of the customized UV the matching NormalTangentUV output feeds (the mesh setup action wires it). Leave all three unconnected for the rest normal."),
				2 + Slot, 9, Row + 7 + Slot);
			Builder.At(Input).Components = 2;
			PixelInputs[Slot] = Input;
		}
	}

	/**
	 * Math spec section 8 in the graph: the rest normal and tangent in local space, the normal node, then to world
	 * space (a normal by the inverse transpose: component i is dot(n, WorldToLocal(e_i)); a tangent by the local-to-world
	 * vector transform), carried to the pixel stage on three customized UVs. There an optional tangent-space normal map
	 * is combined through the deformed basis with the rest basis's handedness, and the result leaves both in world space
	 * and in the rest tangent space the Normal input takes by default (WPO does not change the pixel's tangent basis).
	 */
	void AddNormalGraph(FGraphBuilder& Builder, const FDeformerTable& Deformer, int32 Position, int32* Shared, int32 Row)
	{
		const int32 RestNormal = Builder.Add(EKind::PreSkinnedNormal, 1, Row);
		const int32 TangentWS = Builder.Add(EKind::VertexTangentWS, 0, Row + 2);
		const int32 RestTangent = Builder.AddTransform(EKind::Transform, ESpace::World, ESpace::Local, TangentWS, 1, Row + 2);

		// One node gives both: the tangent is its output 1, filled by the same call.
		const int32 Normal = AddNormalNode(Builder, Deformer, Position, Shared, RestNormal, RestTangent, Row);
		const int32 Tangent = Normal;
		const int32 TangentOutput = 1;

		// A normal is a covector: world = M^-T local, whose component i is dot(local, M^-1 e_i).
		int32 Basis[3] = {};
		int32 Components[3] = {};
		for (int32 Axis = 0; Axis < 3; ++Axis)
		{
			Basis[Axis] = Builder.Add(EKind::Constant3Vector, 4, Row + 4 + Axis);
			Builder.At(Basis[Axis]).Value[Axis] = 1.0f;
			const int32 ToLocal = Builder.AddTransform(EKind::Transform, ESpace::World, ESpace::Local, Basis[Axis], 5, Row + 4 + Axis);
			Components[Axis] = Builder.Add(EKind::DotProduct, 6, Row + 4 + Axis);
			Builder.Link(Normal, Components[Axis], 0);
			Builder.Link(ToLocal, Components[Axis], 1);
		}
		const int32 NormalXY = Builder.Add(EKind::AppendVector, 7, Row + 4);
		Builder.Link(Components[0], NormalXY, 0);
		Builder.Link(Components[1], NormalXY, 1);
		const int32 NormalXYZ = Builder.Add(EKind::AppendVector, 7, Row + 5);
		Builder.Link(NormalXY, NormalXYZ, 0);
		Builder.Link(Components[2], NormalXYZ, 1);
		const int32 NormalWS = Builder.Add(EKind::Normalize, 8, Row + 4);
		Builder.Link(NormalXYZ, NormalWS, 0);
		const int32 TangentToWorld = Builder.Add(EKind::Transform, 4, Row + 2);
		Builder.At(TangentToWorld).From = ESpace::Local;
		Builder.At(TangentToWorld).To = ESpace::World;
		Builder.LinkOutput(Tangent, TangentOutput, TangentToWorld, 0);
		const int32 TangentWorld = Builder.Add(EKind::Normalize, 5, Row + 2);
		Builder.Link(TangentToWorld, TangentWorld, 0);

		int32 Carried[3] = { -1, -1, -1 };
		AddCarriedBasis(Builder, NormalWS, TangentWorld, Row, Carried);

		const int32 NormalMap = Builder.AddPin(EKind::FunctionInput, TEXT("NormalMap"),
			TEXT("Optional tangent-space normal map value; it is applied through the deformed tangent basis. Leave unconnected for none."),
			1, 9, Row + 6);

		// The rest basis in the pixel stage, as the engine built it: the rows of Parameters.TangentToWorld, whose
		// bitangent carries the mesh's tangent sign and the mirroring of a negative scale (fact tangent-basis-sign).
		int32 RestBasisWS[3] = {};
		for (int32 Axis = 0; Axis < 3; ++Axis)
		{
			RestBasisWS[Axis] = Builder.AddTransform(EKind::Transform, ESpace::Tangent, ESpace::World, Basis[Axis], 9, Row + 8 + Axis);
		}

		// Pixel stage: the normal map through the deformed basis (an unconnected map reads 0 and means flat); the
		// bitangent takes the rest basis's handedness, as the map was baked for it. Carried on customized UVs, the six
		// floats are recombined and renormalised first; a degenerate value (inputs left unconnected) is the rest basis.
		const int32 Combine = Builder.AddCustom(
			TEXT("const float3 CarriedNormal = float3(NormalTangent0, NormalTangent1.x);\n")
			TEXT("const float3 CarriedTangent = float3(NormalTangent1.y, NormalTangent2);\n")
			TEXT("const float3 Normal = dot(CarriedNormal, CarriedNormal) > 1e-8 ? normalize(CarriedNormal) : RestNormal;\n")
			TEXT("const float3 Tangent = dot(CarriedTangent, CarriedTangent) > 1e-8 ? normalize(CarriedTangent) : RestTangent;\n")
			TEXT("const float3 Map = dot(NormalMap, NormalMap) > 1e-8 ? NormalMap : float3(0.0, 0.0, 1.0);\n")
			TEXT("const float Handedness = dot(cross(RestNormal, RestTangent), RestBitangent) < 0.0 ? -1.0 : 1.0;\n")
			TEXT("return normalize(Map.x * Tangent + Map.y * Handedness * cross(Normal, Tangent) + Map.z * Normal);"),
			E${plugin.name()}GraphCode::Inline, TEXT("Normal map through the deformed tangent basis"), 10, Row + 4);
		Builder.Link(NormalMap, Combine, 0, TEXT("NormalMap"));
		for (int32 Slot = 0; Slot < 3; ++Slot)
		{
			Builder.Link(Carried[Slot], Combine, 1 + Slot, CarriedInputNames[Slot]);
		}
		// The rest basis after the carried slots: inputs 4, 5, 6.
		Builder.Link(RestBasisWS[0], Combine, 4, TEXT("RestTangent"));
		Builder.Link(RestBasisWS[1], Combine, 5, TEXT("RestBitangent"));
		Builder.Link(RestBasisWS[2], Combine, 6, TEXT("RestNormal"));

		const int32 ToTangent = Builder.AddTransform(EKind::Transform, ESpace::World, ESpace::Tangent, Combine, 11, Row + 4);

		const int32 TangentSpaceOutput = Builder.AddPin(EKind::FunctionOutput, TEXT("Normal"),
			TEXT("The deformed normal (math spec section 8) in the mesh's tangent space: plug into Normal (the material's default, Tangent Space Normal on)."),
			1, 12, Row + 4);
		Builder.At(TangentSpaceOutput).Stage = E${plugin.name()}GraphStage::Pixel;
		Builder.Link(ToTangent, TangentSpaceOutput, 0);

		const int32 WorldOutput = Builder.AddPin(EKind::FunctionOutput, TEXT("NormalWS"),
			TEXT("The deformed normal in world space: plug into Normal of a material with Tangent Space Normal off."), 2, 12, Row + 6);
		Builder.At(WorldOutput).Stage = E${plugin.name()}GraphStage::Pixel;
		Builder.Link(Combine, WorldOutput, 0);
	}

}

uint32 F${plugin.name()}EditorCore::HashShader(const uint8* Bytes, int32 Num)
{
	uint32 Hash = 2166136261u;
	for (int32 Index = 0; Index < Num; ++Index)
	{
		if (Bytes[Index] == '\r')
		{
			continue;
		}
		Hash = (Hash ^ Bytes[Index]) * 16777619u;
	}
	return Hash;
}

void F${plugin.name()}EditorCore::WriteStamp(uint32 Hash, TCHAR* Out)
{
	static_assert(StampPrefixLength + HashDigits + 1 == StampLength, "the stamp is a newline, the prefix and the hash");
	int32 At = 0;
	Out[At++] = TEXT('\n');
	for (int32 Index = 0; Index < StampPrefixLength; ++Index)
	{
		Out[At++] = StampPrefix[Index];
	}
	for (int32 Digit = HashDigits - 1; Digit >= 0; --Digit)
	{
		const uint32 Nibble = (Hash >> (Digit * 4)) & 0xFu;
		Out[At++] = static_cast<TCHAR>(Nibble < 10 ? TEXT('0') + Nibble : TEXT('A') + Nibble - 10);
	}
	Out[At] = 0;
}

E${plugin.name()}FunctionAction F${plugin.name()}EditorCore::Decide(bool bAssetExists, bool bShaderReadable,
	const TCHAR* const* CustomCodes, int32 Count, const TCHAR* Expected, int32 ExpectedCount)
{
	if (!bAssetExists)
	{
		return E${plugin.name()}FunctionAction::NotBuilt;
	}
	if (!bShaderReadable)
	{
		return E${plugin.name()}FunctionAction::ShaderUnreadable;
	}
	// Another node count is a graph an older plugin left behind (its delete skipped every other node).
	if (Count != ExpectedCount)
	{
		return E${plugin.name()}FunctionAction::Rebuild;
	}
	for (int32 Index = 0; Index < Count; ++Index)
	{
		if (!Equal(CustomCodes[Index], Expected))
		{
			return E${plugin.name()}FunctionAction::Rebuild;
		}
	}
	return E${plugin.name()}FunctionAction::Keep;
}

E${plugin.name()}ParentPlan F${plugin.name()}EditorCore::PlanParent(bool bBaseCallsFunction, bool bBaseUsesMaterialAttributes, bool bCopyExists,
	bool bCopyCallsFunction)
{
	if (bBaseCallsFunction)
	{
		return E${plugin.name()}ParentPlan::UseBase;
	}
	if (bBaseUsesMaterialAttributes)
	{
		return E${plugin.name()}ParentPlan::Refuse;
	}
	if (!bCopyExists)
	{
		return E${plugin.name()}ParentPlan::MakeCopy;
	}
	return bCopyCallsFunction ? E${plugin.name()}ParentPlan::ReuseCopy : E${plugin.name()}ParentPlan::RepairCopy;
}

F${plugin.name()}NormalSlots F${plugin.name()}EditorCore::PlanNormalSlots(uint32 ReadUVs, uint32 UsedCustomizedUVs, int32 NumCustomizedUVs)
{
	F${plugin.name()}NormalSlots Plan;
	int32 Found = 0;
	for (int32 Index = 0; Index < MaxCustomizedUVs && Found < 3; ++Index)
	{
		// A customized UV at or above the count is not compiled, whatever is connected (fact customized-uv-count).
		const bool bUsed = Index < NumCustomizedUVs && (UsedCustomizedUVs & (1u << Index)) != 0;
		if (!bUsed && (ReadUVs & (1u << Index)) == 0)
		{
			Plan.Indices[Found++] = Index;
		}
	}
	if (Found < 3)
	{
		return F${plugin.name()}NormalSlots();
	}
	Plan.bPossible = true;
	Plan.NumCustomizedUVs = NumCustomizedUVs > Plan.Indices[2] + 1 ? NumCustomizedUVs : Plan.Indices[2] + 1;
	return Plan;
}

E${plugin.name()}InstancePlan F${plugin.name()}EditorCore::PlanInstance(bool bInstanceExists, bool bParentMatches)
{
	if (!bInstanceExists)
	{
		return E${plugin.name()}InstancePlan::Make;
	}
	return bParentMatches ? E${plugin.name()}InstancePlan::Reuse : E${plugin.name()}InstancePlan::Reparent;
}

uint32 F${plugin.name()}EditorCore::HashGraph(const F${plugin.name()}FunctionGraph& Graph, uint32 Seed)
{
	FGraphHash Hash{ Seed };
	Hash.Int(Graph.bInstanced ? 1 : 0);
	Hash.Text(Graph.ParameterGroup);
	Hash.Int(Graph.NodeCount);
	for (int32 Index = 0; Index < Graph.NodeCount; ++Index)
	{
		const F${plugin.name()}GraphNode& Node = Graph.Nodes[Index];
		Hash.Int(static_cast<int32>(Node.Kind));
		Hash.Int(Node.Column);
		Hash.Int(Node.Row);
		Hash.Int(static_cast<int32>(Node.From));
		Hash.Int(static_cast<int32>(Node.To));
		Hash.Text(Node.Name);
		Hash.Text(Node.Description);
		Hash.Text(Node.Code);
		Hash.Int(static_cast<int32>(Node.CodeSource));
		for (const float Value : Node.Value)
		{
			// Enough for the defaults the graph holds (parameter defaults, unit constants): milli-units.
			Hash.Int(static_cast<int32>(Value * 1000.0f));
		}
		Hash.Int(Node.DataIndex);
		Hash.Int(Node.SortPriority);
		Hash.Int(Node.Mask);
		Hash.Int(static_cast<int32>(Node.Stage));
		Hash.Int(Node.Output);
		Hash.Text(Node.AdditionalOutput);
		Hash.Int(Node.Components);
	}
	Hash.Int(Graph.LinkCount);
	for (int32 Index = 0; Index < Graph.LinkCount; ++Index)
	{
		const F${plugin.name()}GraphLink& Link = Graph.Links[Index];
		Hash.Int(Link.From);
		Hash.Int(Link.To);
		Hash.Int(Link.Input);
		Hash.Text(Link.InputName);
		Hash.Int(Link.FromOutput);
	}
	return Hash.Value;
}

uint32 F${plugin.name()}EditorCore::DeformersToCheck(const TCHAR* const* ChangedFiles, int32 ChangedCount,
	const TCHAR* const* ShaderFiles, int32 ShaderCount, bool bRescanRequired)
{
	const uint32 All = ShaderCount >= 32 ? ~0u : (1u << ShaderCount) - 1u;
	if (bRescanRequired)
	{
		return All;
	}
	uint32 Mask = 0;
	for (int32 Change = 0; Change < ChangedCount; ++Change)
	{
		const TCHAR* File = ChangedFiles[Change];
		bool bOwn = false;
		for (int32 Shader = 0; Shader < ShaderCount; ++Shader)
		{
			if (HasFileName(File, ShaderFiles[Shader]))
			{
				Mask |= 1u << Shader;
				bOwn = true;
			}
		}
		const int32 FileLength = Length(File);
		if (!bOwn && (EndsWith(File, FileLength, TEXT(".ush")) || EndsWith(File, FileLength, TEXT(".usf"))
			|| EndsWith(File, FileLength, TEXT(".h"))))
		{
			Mask |= All;
		}
	}
	return Mask;
}

void F${plugin.name()}EditorCore::DescribeFunction(E${plugin.name()}Deformer Deformer, F${plugin.name()}FunctionGraph& Out)
{
	const FDeformerTable Table = DeformerTable(Deformer);
	Out.AssetName = Table.AssetName;
	Out.Description = Table.Description;
	Out.ParameterGroup = TEXT("${ue.editor().parameterGroup()}");
	Out.bInstanced = Table.bInstanced;
	Out.bOverflow = false;
	Out.NodeCount = 0;
	Out.LinkCount = 0;
	FGraphBuilder Builder{ Out };

	// The vertex in the space the deformer works in: world position without any shader offset, transformed to the
	// mesh's local space, or for an instanced mesh to the instance's space (World -> Local is the primitive's matrix,
	// the ISM component, for instanced draws too: fact transform-local-vs-instance).
	const ESpace MeshSpace = Table.bInstanced ? ESpace::Instance : ESpace::Local;
	const int32 WorldPosition = Builder.Add(EKind::WorldPosition, -2, 0);
	const int32 Position = Builder.AddTransform(EKind::TransformPosition, ESpace::World, MeshSpace, WorldPosition, -1, 0);

	// One source per contract input, shared by both Custom nodes except for the animated inputs.
	int32 Shared[64];
	for (int32& Source : Shared)
	{
		Source = -1;
	}
	if (Table.InputCount > static_cast<int32>(sizeof(Shared) / sizeof(Shared[0])))
	{
		Out.bOverflow = true;
		return;
	}
	const int32 Current = AddDeformerNode(Builder, Table, Position, Shared, false, 0);
	const int32 Previous = AddDeformerNode(Builder, Table, Position, Shared, true, Table.InputCount + 1);

	// The velocity pass compiles the previous-frame branch, so motion vectors follow the deformation.
	const int32 Switch = Builder.Add(EKind::PreviousFrameSwitch, 4, 0);
	Builder.Link(Current, Switch, 0);
	Builder.Link(Previous, Switch, 1);

	// The offset is a vector in the same space as the vertex: rotate and scale it to world, no translation.
	const int32 ToWorld = Builder.AddTransform(EKind::Transform, MeshSpace, ESpace::World, Switch, 5, 0);

	const int32 ExistingWpo = Builder.AddPin(EKind::FunctionInput, TEXT("ExistingWPO"),
		TEXT("World Position Offset the material already had; added to the deformation. Leave unconnected for none."), 0, 5, 2);
	const int32 Sum = Builder.Add(EKind::Add, 6, 0);
	Builder.Link(ToWorld, Sum, 0);
	Builder.Link(ExistingWpo, Sum, 1);

	const int32 Output = Builder.AddPin(EKind::FunctionOutput, TEXT("WorldPositionOffset"), Table.Description, 0, 7, 0);
	Builder.At(Output).Stage = E${plugin.name()}GraphStage::Vertex;
	Builder.Link(Sum, Output, 0);

	if (Table.NormalCode != nullptr)
	{
		AddNormalGraph(Builder, Table, Position, Shared, 2 * (Table.InputCount + 1) + 2);
	}
}

const TCHAR* F${plugin.name()}EditorCore::DeformerCode(E${plugin.name()}Deformer Deformer)
{
	return DeformerTable(Deformer).Code;
}

int32 F${plugin.name()}EditorCore::NormalNodesPerFunction(E${plugin.name()}Deformer Deformer)
{
	const FDeformerTable Table = DeformerTable(Deformer);
	return Table.NormalCode == nullptr ? 0 : 1;
}

const TCHAR* F${plugin.name()}EditorCore::NormalCode(E${plugin.name()}Deformer Deformer)
{
	return DeformerTable(Deformer).NormalCode;
}

int32 F${plugin.name()}EditorCore::ParameterNames(E${plugin.name()}Deformer Deformer, const TCHAR** Out, int32 Max)
{
	const FDeformerTable Table = DeformerTable(Deformer);
	int32 Count = 0;
	const auto Emit = [&Count, Out, Max](const TCHAR* Name)
	{
		if (Count < Max)
		{
			Out[Count] = Name;
		}
		++Count;
	};
	for (int32 Index = 0; Index < Table.InputCount; ++Index)
	{
		const FInputRow& Row = Table.Inputs[Index];
		// The vertex, its stretch mask and the per-instance inputs are no material parameters.
		if (Row.Source == EInputSource::LocalPosition || Row.Source == EInputSource::StretchMask
			|| Row.Source == EInputSource::InstanceScalar || Row.Source == EInputSource::InstanceVector)
		{
			continue;
		}
		Emit(Row.Parameter);
		if (Row.PrevParameter[0] != 0)
		{
			Emit(Row.PrevParameter);
		}
	}
	return Count;
}
