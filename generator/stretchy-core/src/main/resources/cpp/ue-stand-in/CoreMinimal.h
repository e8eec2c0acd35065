// The one stand-in for Unreal Engine 5 outside the engine, in two layers.
//
// The math layer (always on): exactly the subset the generated math core (<Plugin>Math.h/.cpp) uses, with the
// engine's semantics in double precision, as UE 5 has them (FVector = UE::Math::TVector<double>, FQuat =
// TQuat<double>, FTransform = TTransform<double>). The cpp backend compiles and runs the core against this layer
// alone, with -Wall -Wextra -Werror: anything the core starts using beyond it fails to compile there; extend the
// layer and docs/unreal-plugin.md together.
//
// The syntax layer (STRETCHY_UE_SYNTAX_STUBS defined, GeneratedCppSyntaxTest): declarations of the rest of the engine
// API the generated plugin calls, with bodies that return defaults, just enough for g++ -fsyntax-only to check the
// generated C++ for errors that do not depend on the engine (typos, wrong members of the plugin's own types, wrong
// argument lists between its own functions, const mistakes). Each stub mirrors the signature the generated code
// assumes from reference/ue-api-facts.md; passing says nothing about the engine's real headers.
//
// Written from the engine's documented behaviour; no engine source is copied.
#pragma once

#include <cmath>
#include <cstdint>
#include <deque>

typedef std::int32_t int32;
typedef std::uint8_t uint8; // issue 10: the component core's enums
typedef std::uint32_t uint32; // issue 10: the bake watch
typedef std::uint64_t uint64;
typedef std::int64_t int64; /* issue 19 */

// Math/UnrealMathUtility.h, GenericPlatformMath.h: only the functions the core calls.
struct FMath
{
	template <typename T> static constexpr T Min(const T A, const T B) { return A <= B ? A : B; }
	template <typename T> static constexpr T Max(const T A, const T B) { return A >= B ? A : B; }
	template <typename T> static constexpr T Clamp(const T X, const T Lo, const T Hi) { return X < Lo ? Lo : X < Hi ? X : Hi; }
	template <typename T> static constexpr T Abs(const T A) { return A < T(0) ? -A : A; }
	static double Sqrt(double V) { return std::sqrt(V); }
	static double Exp(double V) { return std::exp(V); }
	static double Loge(double V) { return std::log(V); }
	static double Cos(double V) { return std::cos(V); }
	static double Sin(double V) { return std::sin(V); }
	static double FloorToDouble(double V) { return std::floor(V); } // issue 10: the component core
	static double Acos(double V) { return std::acos(V < -1.0 ? -1.0 : (V < 1.0 ? V : 1.0)); } // issue 10
	static double Atan2(double Y, double X) { return X == 0.0 && Y == 0.0 ? 0.0 : std::atan2(Y, X); } // issue 24: 0 at the origin, as the engine's
#ifdef STRETCHY_UE_SYNTAX_STUBS
	template <typename T> static T Min3(T a, T b, T c) { return Min(a, Min(b, c)); }
	static float Sqrt(float x) { return std::sqrt(x); }
	static float Fmod(float a, float b) { return std::fmod(a, b); }
	static bool IsNearlyEqual(float a, float b, float t = 1e-8f) { return std::fabs(a - b) <= t; }
	static bool IsNearlyEqual(double a, double b, double t = 1e-8) { return std::fabs(a - b) <= t; }
#endif
};

// Math/Vector.h (UE 5: double components). Default construction leaves the engine's vector uninitialized; the
// stand-in zeroes it, which the core never relies on (it assigns before reading).
struct FVector
{
	double X = 0.0, Y = 0.0, Z = 0.0;
	FVector() = default;
	FVector(double InX, double InY, double InZ) : X(InX), Y(InY), Z(InZ) {}
	FVector operator+(const FVector& V) const { return FVector(X + V.X, Y + V.Y, Z + V.Z); }
	FVector operator-(const FVector& V) const { return FVector(X - V.X, Y - V.Y, Z - V.Z); }
	FVector operator-() const { return FVector(-X, -Y, -Z); } // issue 14
	FVector operator*(double S) const { return FVector(X * S, Y * S, Z * S); }
	FVector operator/(double S) const { const double R = 1.0 / S; return FVector(X * R, Y * R, Z * R); }
	FVector operator*(const FVector& V) const { return FVector(X * V.X, Y * V.Y, Z * V.Z); }
	double operator[](int32 Index) const { return Index == 0 ? X : Index == 1 ? Y : Z; }
	static double DotProduct(const FVector& A, const FVector& B) { return A.X * B.X + A.Y * B.Y + A.Z * B.Z; }
	static FVector CrossProduct(const FVector& A, const FVector& B)
	{
		return FVector(A.Y * B.Z - A.Z * B.Y, A.Z * B.X - A.X * B.Z, A.X * B.Y - A.Y * B.X);
	}
#ifdef STRETCHY_UE_SYNTAX_STUBS
	static const FVector ZeroVector; static const FVector UpVector;
	FVector& operator-=(const FVector&) { return *this; } double Size() const { return 0; } bool Equals(const FVector&, double) const { return true; }
#endif
};

// Math/Quat.h: (X, Y, Z, W), W the real part; UnrotateVector applies the inverse rotation (the engine's
// "T = 2 Q x V; V' = V + W T + Q x T" with Q negated).
struct FQuat
{
	double X = 0.0, Y = 0.0, Z = 0.0, W = 1.0;
	FQuat() = default;
	FQuat(double InX, double InY, double InZ, double InW) : X(InX), Y(InY), Z(InZ), W(InW) {}
	FVector RotateVector(const FVector& V) const
	{
		const FVector Q(X, Y, Z);
		const FVector T = FVector::CrossProduct(Q, V) * 2.0;
		return V + T * W + FVector::CrossProduct(Q, T);
	}
	FVector UnrotateVector(const FVector& V) const
	{
		const FVector Q(-X, -Y, -Z);
		const FVector T = FVector::CrossProduct(Q, V) * 2.0;
		return V + T * W + FVector::CrossProduct(Q, T);
	}
#ifdef STRETCHY_UE_SYNTAX_STUBS
	static FQuat FindBetweenNormals(const FVector&, const FVector&) { return {}; } FQuat operator*(const FQuat&) const { return {}; }
	/* issue 14 */ static const FQuat Identity;
#endif
};

// Math/TransformNonVectorized.h: InverseTransformVector = UnrotateVector(V) * GetSafeScaleReciprocal(Scale3D), where a
// scale component of magnitude <= UE_SMALL_NUMBER (1e-8) has reciprocal 0. No translation (it is a vector).
struct FTransform
{
	FQuat Rotation;
	FVector Translation;
	FVector Scale3D = FVector(1.0, 1.0, 1.0);
	FTransform() = default;
	FTransform(const FQuat& InRotation, const FVector& InTranslation, const FVector& InScale3D)
		: Rotation(InRotation), Translation(InTranslation), Scale3D(InScale3D) {}
	FVector InverseTransformVector(const FVector& V) const
	{
		const double SmallNumber = 1e-8;
		auto SafeReciprocal = [SmallNumber](double S) { return std::fabs(S) <= SmallNumber ? 0.0 : 1.0 / S; };
		const FVector SafeScale(SafeReciprocal(Scale3D.X), SafeReciprocal(Scale3D.Y), SafeReciprocal(Scale3D.Z));
		return Rotation.UnrotateVector(V) * SafeScale;
	}
#ifdef STRETCHY_UE_SYNTAX_STUBS
	static const FTransform Identity;
	FVector InverseTransformPosition(const FVector&) const { return {}; } /* issue 10 */ FVector TransformPosition(const FVector&) const { return {}; }
	FVector InverseTransformVectorNoScale(const FVector&) const { return {}; } FVector TransformVectorNoScale(const FVector&) const { return {}; }
	/* rt */ FTransform operator*(const FTransform&) const { return {}; }
	FTransform GetRelativeTransform(const FTransform&) const { return {}; } FQuat GetRotation() const { return {}; } FVector GetLocation() const { return {}; } FVector GetScale3D() const { return {}; }
	/* issue 14 */ FTransform(const FQuat& InRotation, const FVector& InTranslation) : Rotation(InRotation), Translation(InTranslation) {}
#endif
};

#ifdef STRETCHY_UE_SYNTAX_STUBS
#include <cstddef>
#include <initializer_list>
template <typename T> struct TArrayView { const T* P; int32 N; int32 Num() const { return N; } const T& operator[](int32 i) const { return P[i]; } const T* begin() const { return P; } const T* end() const { return P + N; } };
template <typename T> using TConstArrayView = TArrayView<T>;
template <typename T, size_t N> TArrayView<T> MakeArrayView(const T (&a)[N]) { return { a, (int32)N }; }
/* issue 14 */ template <typename T> TArrayView<const T> MakeArrayView(const T* a, int32 n) { return { a, n }; }
#endif

// Containers/Array.h: the members the core calls (Num, SetNum, Reset, operator[]); out-of-range indices throw here
// where the engine would check(). A deque, so TArray<bool> holds real bools, as the engine's does (std::vector<bool>
// packs bits).
template <typename T>
class TArray
{
public:
	int32 Num() const { return static_cast<int32>(Items.size()); }
	void SetNum(int32 NewNum) { Items.resize(static_cast<size_t>(NewNum)); }
	void Reset() { Items.clear(); }
	T& operator[](int32 Index) { return Items.at(static_cast<size_t>(Index)); }
	const T& operator[](int32 Index) const { return Items.at(static_cast<size_t>(Index)); }
#ifdef STRETCHY_UE_SYNTAX_STUBS
	TArray() {} TArray(std::initializer_list<T> l) : Items(l) {}
	bool IsEmpty() const { return Items.empty(); } void SetNumZeroed(int32 n) { Items.assign(n, T()); }
	int32 Add(const T& x) { Items.push_back(x); return Num() - 1; } T& AddDefaulted_GetRef() { Items.emplace_back(); return Items.back(); }
	void RemoveAt(int32 i) { Items.erase(Items.begin() + i); } bool IsValidIndex(int32 i) const { return i >= 0 && i < Num(); }
	template <typename U> bool Contains(const U&) const { return false; }
	template <typename P> bool ContainsByPredicate(P p) const { for (auto& x : Items) if (p(x)) return true; return false; }
	/* issue 10 */ template <typename P> T* FindByPredicate(P p) { for (auto& x : Items) if (p(x)) return &x; return nullptr; } template <typename P> int32 RemoveAll(P) { return 0; }
	T* GetData() { return &Items[0]; } const T* GetData() const { return &Items[0]; }
	auto begin() { return Items.begin(); } auto end() { return Items.end(); } auto begin() const { return Items.begin(); } auto end() const { return Items.end(); }
	/* issue 19 */ template <typename... A> int32 Emplace(A&&... a) { Items.emplace_back(std::forward<A>(a)...); return Num() - 1; }
	bool operator!=(const TArray& o) const { return Items != o.Items; } void Sort() {} template <typename P> void Sort(P) {} operator TArrayView<T>() const { return { &Items[0], Num() }; }
#endif

private:
	std::deque<T> Items;
};

#ifdef STRETCHY_UE_SYNTAX_STUBS
#include <cstring>
#include <utility>
#include <vector>
#include <algorithm>
typedef uint8_t uint8; typedef uint32_t uint32; typedef char16_t TCHAR;
#define TEXT(x) u##x
#define UCLASS(...)
#define USTRUCT(...)
#define UENUM(...)
#define UPROPERTY(...)
#define UFUNCTION(...)
#define UMETA(...)
// The generated components call Super:: on UActorComponent; structs ignore the alias.
#define GENERATED_BODY() using Super = UActorComponent;
#define ENGINE_MAJOR_VERSION 5
#define ENGINE_MINOR_VERSION 4
#define WITH_EDITORONLY_DATA 1
#define WITH_EDITOR 1
#define UE_KINDA_SMALL_NUMBER (1.e-4f)
#define UE_SMALL_NUMBER (1.e-8f)
#define DECLARE_LOG_CATEGORY_EXTERN(Name, V, C) extern int Name;
#define DEFINE_LOG_CATEGORY(Name) int Name;
#define DEFINE_LOG_CATEGORY_STATIC(Name, V, C) static int Name;
#define UE_LOG(Cat, Verb, Fmt, ...) ((void)Cat, (void)sizeof(Fmt))
template <typename T> T&& MoveTemp(T& v) { return static_cast<T&&>(v); }
struct FMemory { static void* Memcpy(void* d, const void* s, size_t n) { return memcpy(d, s, n); } };
struct FString { FString() {} FString(const TCHAR*) {} FString operator+(const TCHAR*) const { return *this; } FString operator+(const FString&) const { return *this; } const TCHAR* operator*() const { return u""; }
	template <typename... A> static FString Printf(const TCHAR*, A...) { return {}; } bool Contains(const TCHAR*) const { return true; } bool Contains(const FString&) const { return true; } bool IsEmpty() const { return true; }
	/* issue 10 */ int32 Find(const TCHAR*) const { return -1; } int32 Find(const FString&) const { return -1; } FString RightChop(int32) const { return {}; } FString Left(int32) const { return {}; } int32 Len() const { return 0; }
	/* issue 19 */ bool StartsWith(const TCHAR*, int = 0) const { return false; }
	bool operator==(const TCHAR*) const { return true; } bool operator!=(const TCHAR*) const { return true; } bool operator==(const FString&) const { return true; } bool operator!=(const FString&) const { return true; } bool operator<(const FString&) const { return true; } };
inline FString operator+(const TCHAR*, const FString&) { return {}; }
struct FName { FName() {} FName(const TCHAR*) {} FName(const char*) {} bool IsNone() const { return true; } bool operator==(const FName&) const { return true; } FString ToString() const { return {}; } };
#define NAME_None FName()
#define INDEX_NONE (-1) /* issue 10 */
template <typename T> struct TArrayBox { T X; };
template <typename T> struct TObjectPtr { T* P = nullptr; TObjectPtr() {} TObjectPtr(T* p) : P(p) {} TObjectPtr(std::nullptr_t) {} template <typename U> TObjectPtr(const TObjectPtr<U>& o) : P(o.P) {}
	T* Get() const { return P; } T* operator->() const { return P; } operator T*() const { return P; } /* issue 10 */ T& operator*() const { return *P; } };
struct FVector2f { float X, Y; FVector2f(float x, float y) : X(x), Y(y) {} };
/* issue 19 */ struct FVector4f { float X, Y, Z, W; FVector4f() : X(0), Y(0), Z(0), W(0) {} FVector4f(float x, float y, float z, float w) : X(x), Y(y), Z(z), W(w) {} };
struct FLinearColor { FLinearColor() {} FLinearColor(float, float, float, float) {} explicit FLinearColor(const FVector&) {} static const FLinearColor Black; };
struct FBoxSphereBounds { FVector Origin, BoxExtent; double SphereRadius = 0; };
enum EObjectFlags { RF_Transient = 1, RF_Public = 2, RF_Standalone = 4, RF_Transactional = 8 };
class UClass;
class UPackage;
class UObject { public: virtual ~UObject() {} UPackage* GetPackage() const { return nullptr; } void Modify() {} FString GetName() const { return {}; } FString GetPathName() const { return {}; } FName GetFName() const { return {}; }
	UObject* GetOuter() const { return nullptr; } UClass* GetClass() const { return nullptr; } bool HasAnyFlags(int) const { return false; } void SetFlags(int) {}
	struct FObjectPreSaveContext* Dummy; virtual void PreSave(struct FObjectPreSaveContext);
	/* issue 10 */ template <typename T> bool IsA() const { return false; } /* issue 19 */ bool IsA(const UClass*) const { return false; } virtual void PostEditChangeProperty(struct FPropertyChangedEvent&) {} };
struct FObjectPreSaveContext {};
class UClass : public UObject { public: UClass* GetSuperClass() const { return nullptr; } }; // issue 10
template <typename T> T* Cast(UObject* o) { return dynamic_cast<T*>(o); }
template <typename T> const T* Cast(const UObject* o) { return dynamic_cast<const T*>(o); }
class AActor;
class UWorld : public UObject { public: bool IsGameWorld() const { return true; } /* rt */ bool IsPaused() const { return false; } static UWorld* CreateWorld(int, bool) { return nullptr; } template <typename T> T* SpawnActor() { return nullptr; } void DestroyWorld(bool) {} };
enum ETickingGroup { TG_PostUpdateWork }; enum ELevelTick { LEVELTICK_All }; struct FActorComponentTickFunction { bool bCanEverTick, bStartWithTickEnabled; ETickingGroup TickGroup; /* rt */ bool bTickEvenWhenPaused; };
/* rt: CoreGlobals.h, Misc/App.h */ inline uint64 GFrameCounter = 0; struct FApp { static bool CanEverRender() { return true; } };
namespace EEndPlayReason { enum Type { Destroyed }; }
class AActor;
class UActorComponent : public UObject { public: void RegisterComponent() {} void DestroyComponent() {} /* issue 14 */ FActorComponentTickFunction PrimaryComponentTick; bool bTickInEditor, bAutoActivate; AActor* GetOwner() const { return nullptr; } UWorld* GetWorld() const { return nullptr; }
	/* rt */ bool IsRegistered() const { return true; } void SetCanEverAffectNavigation(bool) {}
	/* issue 10 */ virtual void CheckForErrors() {}
	virtual void OnRegister() {} virtual void OnUnregister() {} virtual void BeginPlay() {} virtual void EndPlay(EEndPlayReason::Type) {} virtual void TickComponent(float, ELevelTick, FActorComponentTickFunction*) {}
	void PreSave(FObjectPreSaveContext) override {} };
/* issue 10 */ enum class EUpdateTransformFlags : int32 { None = 0 }; enum class ETeleportType : uint8 { None, TeleportPhysics, ResetPhysics };
struct FDelegateHandle { bool IsValid() const { return false; } void Reset() {} }; template <typename T> struct TWeakObjectPtr { T* P = nullptr; TWeakObjectPtr& operator=(T* p) { P = p; return *this; } T* Get() const { return P; } void Reset() { P = nullptr; } };
struct FTransformUpdated { template <typename O, typename F> FDelegateHandle AddUObject(O*, F) { return {}; } bool Remove(FDelegateHandle) { return true; } };
// UObject/UObjectGlobals.h (WITH_EDITOR): broadcast by UObject::PostEditChangeProperty.
struct FCoreUObjectDelegates { static inline FTransformUpdated OnObjectPropertyChanged; };
class USceneComponent : public UActorComponent { public: /* issue 10 */ FTransformUpdated TransformUpdated; /* issue 14 */ void SetupAttachment(USceneComponent*) {} void SetWorldTransform(const FTransform&) {} void SetWorldLocation(const FVector&) {} const FTransform& GetComponentTransform() const { static FTransform t; return t; } FVector GetComponentLocation() const { return {}; }
	FTransform GetRelativeTransform() const { return {}; } void SetRelativeTransform(const FTransform&) {} void SetRelativeLocationAndRotation(const FVector&, const FQuat&) {} void SetRelativeScale3D(const FVector&) {}
	USceneComponent* GetAttachParent() const { return nullptr; } const TArray<TObjectPtr<USceneComponent>>& GetAttachChildren() const { static TArray<TObjectPtr<USceneComponent>> a; return a; }
	virtual FBoxSphereBounds CalcBounds(const FTransform&) const { return {}; } };
struct FHitResult { FVector ImpactPoint, ImpactNormal; };
class UPrimitiveComponent;
struct FComponentHitSignature { template <typename O, typename F> void AddDynamic(O*, F) {} template <typename O, typename F> void RemoveDynamic(O*, F) {} };
class UPrimitiveComponent : public USceneComponent { public: float BoundsScale; void SetBoundsScale(float) {} bool IsCollisionEnabled() const { return false; } bool IsSimulatingPhysics() const { return false; }
	FVector GetPhysicsLinearVelocity(FName = NAME_None) { return {}; } FComponentHitSignature OnComponentHit; void MarkRenderStateDirty() {}
	/* rt */ virtual void SetCollisionEnabled(int) {} uint8 bAffectDistanceFieldLighting : 1; };
/* rt */ namespace ECollisionEnabled { enum Type { NoCollision }; }
class UMaterialInterface;
class UMeshComponent : public UPrimitiveComponent { public: /* issue 10 */ TArray<TObjectPtr<UMaterialInterface>> OverrideMaterials; int32 GetNumMaterials() const { return 0; } UMaterialInterface* GetMaterial(int32) const { return nullptr; } void SetMaterial(int32, UMaterialInterface*) {} };
class UStaticMesh;
class UStaticMeshComponent : public UMeshComponent { public: uint8 bWorldPositionOffsetWritesVelocity : 1; /* rt */ void SetEvaluateWorldPositionOffsetInRayTracing(bool) {} /* issue 10 */ TObjectPtr<UStaticMesh> GetStaticMesh() const { return {}; } bool SetStaticMesh(UStaticMesh*) { return true; } };
namespace ESplineCoordinateSpace { enum Type { Local, World }; } namespace ESplinePointType { enum Type { Curve }; }
// Components/SplineComponent.h: the version UpdateSpline bumps (docs/engine-facts.md, spline-version); public
// SplineCurves up to 5.6, GetVersion() from 5.7.
struct FSplineCurves { uint32 Version = 0xffffffff; };
typedef uintptr_t UPTRINT;
class USplineComponent : public UPrimitiveComponent { public: FSplineCurves SplineCurves; bool bSplineHasBeenEdited = false; void PostEditChange() {} int32 GetVersion() const { return 0; } int32 ReparamStepsPerSegment; float GetSplineLength() const { return 0; }
	FVector GetLocationAtDistanceAlongSpline(float, ESplineCoordinateSpace::Type) const { return {}; } FVector GetDirectionAtDistanceAlongSpline(float, ESplineCoordinateSpace::Type) const { return {}; }
	int32 GetNumberOfSplinePoints() const { return 0; } FVector GetLocationAtSplinePoint(int32, ESplineCoordinateSpace::Type) const { return {}; }
	FVector GetArriveTangentAtSplinePoint(int32, ESplineCoordinateSpace::Type) const { return {}; } FVector GetLeaveTangentAtSplinePoint(int32, ESplineCoordinateSpace::Type) const { return {}; }
	ESplinePointType::Type GetSplinePointType(int32) const { return ESplinePointType::Curve; } bool IsClosedLoop() const { return false; }
	void ClearSplinePoints(bool) {} void AddSplinePoint(const FVector&, ESplineCoordinateSpace::Type, bool) {} void SetTangentsAtSplinePoint(int32, const FVector&, const FVector&, ESplineCoordinateSpace::Type, bool) {}
	void SetClosedLoop(bool, bool) {} void UpdateSpline() {}
	/* issue 24 */ FVector GetUpVectorAtDistanceAlongSpline(float, ESplineCoordinateSpace::Type) const { return {}; }
	/* issue 10 */ void SetLocationAtSplinePoint(int32, const FVector&, ESplineCoordinateSpace::Type, bool = true) {} void SetTangentAtSplinePoint(int32, const FVector&, ESplineCoordinateSpace::Type, bool = true) {} };
class AActor : public UObject { public: void SetRootComponent(USceneComponent*) {} template <typename T> void GetComponents(TArray<T*>&) const {} USceneComponent* GetRootComponent() const { return nullptr; } };
class UTexture : public UObject {};
enum TextureCompressionSettings { TC_VectorDisplacementmap, /* issue 10 */ TC_HDR_F32, /* rt */ TC_HDR }; enum TextureFilter { TF_Bilinear, /* rt */ TF_Nearest }; enum TextureAddress { TA_Clamp }; enum TextureMipGenSettings { TMGS_NoMipmaps }; enum EPixelFormat { PF_A32B32G32R32F, /* rt */ PF_FloatRGBA };
/* rt: PixelFormat.h, Math/Float16Color.h */ enum class EPixelFormatCapabilities : uint32 { TextureFilterable = 1u << 23 };
namespace UE::PixelFormat { inline bool HasCapabilities(EPixelFormat, EPixelFormatCapabilities) { return true; } }
struct FFloat16Color { FFloat16Color() {} explicit FFloat16Color(const FLinearColor&) {} };
enum { LOCK_READ_WRITE = 2 };
struct FBulk { void* Lock(int) { return nullptr; } void Unlock() {} }; struct FTexture2DMipMap { FBulk BulkData; }; struct FTexturePlatformData { TArray<FTexture2DMipMap> Mips; };
class UTexture2D : public UTexture { public: TextureCompressionSettings CompressionSettings; bool SRGB; TextureFilter Filter; TextureAddress AddressX, AddressY; bool NeverStream; TextureMipGenSettings MipGenSettings;
	static UTexture2D* CreateTransient(int32, int32, EPixelFormat = PF_A32B32G32R32F, FName = NAME_None) { return nullptr; } int32 GetSizeX() const { return 0; } int32 GetSizeY() const { return 0; } /* issue 14 */
	FTexturePlatformData* GetPlatformData() { return nullptr; } void UpdateResource() {} /* rt */ EPixelFormat GetPixelFormat(uint32 = 0u) const { return PF_A32B32G32R32F; } };
class UMaterial;
/* rt: MaterialTypes.h */ struct FHashedMaterialParameterInfo { FHashedMaterialParameterInfo(const TCHAR*) {} };
class UMaterialInterface : public UObject { public: UMaterial* GetMaterial() { return nullptr; } virtual float GetMaxWorldPositionOffsetDisplacement() const { return 0; }
	/* rt */ bool GetScalarParameterValue(const FHashedMaterialParameterInfo&, float&, bool = false) const { return false; } };
class UMaterialInstanceDynamic : public UMaterialInterface { public: TObjectPtr<UMaterialInterface> Parent; static UMaterialInstanceDynamic* Create(UMaterialInterface*, UObject*) { return nullptr; }
	void SetScalarParameterValue(FName, float) {} void SetVectorParameterValue(FName, FLinearColor) {} void SetTextureParameterValue(FName, UTexture*) {} };
struct FKeyHandle {}; enum ERichCurveInterpMode { RCIM_Linear, RCIM_Constant, RCIM_Cubic };
struct FRichCurve { void Reset() {} FKeyHandle AddKey(float, float) { return {}; } void SetKeyInterpMode(FKeyHandle, ERichCurveInterpMode) {} void AutoSetTangents() {} int32 GetNumKeys() const { return 0; } float Eval(float, float) const { return 0; } };
struct FRuntimeFloatCurve { FRichCurve C; FRichCurve* GetRichCurve() { return &C; } const FRichCurve* GetRichCurveConst() const { return &C; } };
class IModuleInterface { public: virtual ~IModuleInterface() {} virtual void StartupModule() {} virtual void ShutdownModule() {} };
#define DECLARE_DYNAMIC_MULTICAST_DELEGATE_OneParam(Name, T, P) struct Name { void Broadcast(T) {} };
#define DECLARE_DYNAMIC_MULTICAST_DELEGATE_TwoParams(Name, T1, P1, T2, P2) struct Name { void Broadcast(T1, T2) {} }; /* issue 14 */
#include <memory>
template <typename T> struct TSharedPtr : std::shared_ptr<T> { using std::shared_ptr<T>::shared_ptr; TSharedPtr() {} bool IsValid() const { return bool(*this); } /* issue 25 */ T* Get() const { return this->get(); } };
template <typename T> using TSharedRef = TSharedPtr<T>;
struct FText { static FText FromString(const FString&) { return {}; } static FText AsNumber(int32) { return {}; } static FText Format(const FText&, const FText&) { return {}; } /* issue 19 */ static FText Format(const FText&, const FText&, const FText&) { return {}; } };
#define LOCTEXT(K, V) FText()

// UMaterial expressions
/* issue 10 */ struct FGuid { bool operator==(const FGuid&) const { return true; } };
struct FExpressionInput { class UMaterialExpression* Expression = nullptr; int32 OutputIndex = 0; void Connect(int32, class UMaterialExpression*) {} };
struct FVectorMaterialInput : FExpressionInput {};
struct FExpressionOutput { FName OutputName; };
class UMaterialExpression : public UObject { public: /* issue 21 */ TArray<FExpressionOutput> Outputs; virtual FExpressionInput* GetInput(int32) { return nullptr; } void PostEditChange() {} static UClass* StaticClass() { return nullptr; } };
template <typename T> struct TSubclassOf { TSubclassOf(UClass*) {} };
struct FCustomInput { FName InputName; FExpressionInput Input; };
enum ECustomMaterialOutputType { CMOT_Float3 };
/* issue 21 */ struct FCustomOutput { FName OutputName; ECustomMaterialOutputType OutputType = CMOT_Float3; };
class UMaterialExpressionCustom : public UMaterialExpression { public: FString Code; ECustomMaterialOutputType OutputType; FString Description; TArray<FCustomInput> Inputs; /* issue 21 */ TArray<FCustomOutput> AdditionalOutputs; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionParameter : public UMaterialExpression { public: FName ParameterName; FName Group; };
class UMaterialExpressionScalarParameter : public UMaterialExpressionParameter { public: float DefaultValue; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionVectorParameter : public UMaterialExpressionParameter { public: FLinearColor DefaultValue; static UClass* StaticClass() { return nullptr; } };
class UTexture;
class UMaterialExpressionTextureObjectParameter : public UMaterialExpressionParameter { public: TObjectPtr<UTexture> Texture; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionPerInstanceCustomData : public UMaterialExpression { public: uint32 DataIndex; float ConstDefaultValue; static UClass* StaticClass() { return nullptr; } }; /* issue 14 */
class UMaterialExpressionPerInstanceCustomData3Vector : public UMaterialExpression { public: uint32 DataIndex; static UClass* StaticClass() { return nullptr; } }; /* issue 14 */
class UMaterialExpressionComponentMask : public UMaterialExpression { public: FExpressionInput Input; uint32 R : 1, G : 1, B : 1, A : 1; static UClass* StaticClass() { return nullptr; } };
enum EWorldPositionIncludedOffsets { WPT_ExcludeAllShaderOffsets };
class UMaterialExpressionWorldPosition : public UMaterialExpression { public: EWorldPositionIncludedOffsets WorldPositionShaderOffset; static UClass* StaticClass() { return nullptr; } };
enum EMaterialPositionTransformSource { TRANSFORMPOSSOURCE_Local, TRANSFORMPOSSOURCE_World, /* issue 19 */ TRANSFORMPOSSOURCE_Instance };
class UMaterialExpressionTransformPosition : public UMaterialExpression { public: FExpressionInput Input; EMaterialPositionTransformSource TransformSourceType, TransformType; static UClass* StaticClass() { return nullptr; } };
enum EMaterialVectorCoordTransformSource { TRANSFORMSOURCE_Local, /* issue 13 */ TRANSFORMSOURCE_World, /* issue 19 */ TRANSFORMSOURCE_Tangent, TRANSFORMSOURCE_Instance }; enum EMaterialVectorCoordTransform { TRANSFORM_World, /* issue 13 */ TRANSFORM_Local, TRANSFORM_Tangent, /* issue 19 */ TRANSFORM_Instance };
class UMaterialExpressionTransform : public UMaterialExpression { public: FExpressionInput Input; EMaterialVectorCoordTransformSource TransformSourceType; EMaterialVectorCoordTransform TransformType; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionPreviousFrameSwitch : public UMaterialExpression { public: static UClass* StaticClass() { return nullptr; } };
enum EFunctionInputType { /* issue 21 */ FunctionInput_Vector2, FunctionInput_Vector3 };
class UMaterialExpressionFunctionInput : public UMaterialExpression { public: /* issue 10 */ FGuid Id; void ValidateName() {} FName InputName; FString Description; EFunctionInputType InputType; bool bUsePreviewValueAsDefault; int32 SortPriority; /* issue 19 */ struct FVector4f PreviewValue; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionFunctionOutput : public UMaterialExpression { public: /* issue 10 */ FGuid Id; void ValidateName() {} FName OutputName; FString Description; int32 SortPriority; /* issue 19 */ FExpressionInput A; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionAdd : public UMaterialExpression { public: FExpressionInput A, B; static UClass* StaticClass() { return nullptr; } };
/* issue 13: the normal graph */
class UMaterialExpressionPreSkinnedNormal : public UMaterialExpression { public: static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionVertexTangentWS : public UMaterialExpression { public: static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionConstant : public UMaterialExpression { public: float R; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionConstant3Vector : public UMaterialExpression { public: FLinearColor Constant; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionDotProduct : public UMaterialExpression { public: FExpressionInput A, B; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionAppendVector : public UMaterialExpression { public: FExpressionInput A, B; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionNormalize : public UMaterialExpression { public: FExpressionInput VectorInput; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionVertexInterpolator : public UMaterialExpression { public: FExpressionInput Input; static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionVertexColor : public UMaterialExpression { public: static UClass* StaticClass() { return nullptr; } };
class UMaterialExpressionTextureCoordinate : public UMaterialExpression { public: int32 CoordinateIndex; static UClass* StaticClass() { return nullptr; } };
/* issue 21 */ class UMaterialExpressionTextureSample : public UMaterialExpression { public: FExpressionInput Coordinates; uint8 ConstCoordinate; static UClass* StaticClass() { return nullptr; } };
class UMaterialFunctionInterface : public UObject {};
class UMaterialFunction : public UMaterialFunctionInterface { public: /* issue 10 */ TArray<TObjectPtr<UMaterialExpression>> GetExpressions() const { return {}; } FString Description; uint32 bExposeToLibrary : 1; TArray<FText> LibraryCategoriesText; void MarkPackageDirty() {} };
/* issue 21 */ struct FFunctionExpressionInput { TObjectPtr<class UMaterialExpressionFunctionInput> ExpressionInput; FExpressionInput Input; };
class UMaterialExpressionMaterialFunctionCall : public UMaterialExpression { public: TObjectPtr<UMaterialFunctionInterface> MaterialFunction; /* issue 21 */ TArray<FFunctionExpressionInput> FunctionInputs; bool SetMaterialFunction(UMaterialFunctionInterface*) { return true; } static UClass* StaticClass() { return nullptr; } };
struct UMaterialEditorOnlyData { FVectorMaterialInput WorldPositionOffset; /* issue 13 */ FVectorMaterialInput Normal; /* issue 21 */ FExpressionInput CustomizedUVs[8]; };
class UMaterial : public UMaterialInterface { public: /* issue 10 */ uint8 bUseMaterialAttributes : 1; /* issue 13 */ uint8 bTangentSpaceNormal : 1; float MaxWorldPositionOffsetDisplacement; /* issue 21 */ int32 NumCustomizedUVs; TArray<TObjectPtr<UMaterialExpression>> GetExpressions() { return {}; } UMaterialEditorOnlyData* GetEditorOnlyData() { return nullptr; } };
enum EMaterialProperty { MP_WorldPositionOffset, /* issue 13 */ MP_Normal, /* issue 21 */ MP_CustomizedUVs0 };
struct UMaterialEditingLibrary {
	static UMaterialExpression* CreateMaterialExpressionInFunction(UMaterialFunction*, TSubclassOf<UMaterialExpression>, int32, int32) { return nullptr; }
	static UMaterialExpression* CreateMaterialExpression(UMaterial*, TSubclassOf<UMaterialExpression>, int32, int32) { return nullptr; }
	static void DeleteAllMaterialExpressionsInFunction(UMaterialFunction*) {} /* issue 10 */ static void DeleteMaterialExpressionInFunction(UMaterialFunction*, UMaterialExpression*) {} static void UpdateMaterialFunction(UMaterialFunctionInterface*, UMaterial*) {}
	static bool ConnectMaterialProperty(UMaterialExpression*, FString, EMaterialProperty) { return true; } static void RecompileMaterial(UMaterialInterface*) {} };
class UPackage : public UObject { public: FString GetName() const { return {}; } static bool SavePackage(UPackage*, UObject*, const TCHAR*, const struct FSavePackageArgs&) { return true; } };
struct FSavePackageArgs { int TopLevelFlags; int SaveFlags; void* Error; }; enum { SAVE_NoError = 1 }; inline void* GError = nullptr;
inline UPackage* CreatePackage(const TCHAR*) { return nullptr; }
template <typename T> T* NewObject(UObject* = nullptr, const TCHAR* = nullptr, int = 0) { return nullptr; }
template <typename T> T* NewObject(UObject*, FName, int = 0) { return nullptr; } /* issue 14 */
template <typename T> T* LoadObject(UObject*, const TCHAR*, const TCHAR* = nullptr, int = 0) { return nullptr; }
enum { LOAD_NoWarn = 1, LOAD_Quiet = 2 };
struct FAssetRegistryModule { static void AssetCreated(UObject*) {} };
struct FPackageName { static FString GetShortName(const FString&) { return {}; } static FString LongPackageNameToFilename(const FString&, const FString&) { return {}; } static FString GetAssetPackageExtension() { return {}; } /* issue 19 */ static bool TryConvertLongPackageNameToFilename(const FString&, FString&, const FString& = FString()) { return false; } };
class UMaterialInstanceConstant : public UMaterialInterface { public: /* issue 19 */ TObjectPtr<UMaterialInterface> Parent; static UClass* StaticClass() { return nullptr; } void SetParentEditorOnly(UMaterialInterface*) {} void PostEditChange() {} };
struct UFactory : UObject {}; struct UMaterialInstanceConstantFactoryNew : UFactory { TObjectPtr<UMaterialInterface> InitialParent; };
struct IAssetTools { UObject* DuplicateAsset(const FString&, const FString&, UObject*) { return nullptr; } UObject* CreateAsset(const FString&, const FString&, UClass*, UFactory*) { return nullptr; } };
struct FAssetToolsModule { IAssetTools& Get() { static IAssetTools t; return t; } };
struct FModuleManager { template <typename T> static T& LoadModuleChecked(const char*) { static T t; return t; } template <typename T> static T& LoadModuleChecked(const TCHAR*) { static T t; return t; } template <typename T> static T* GetModulePtr(const TCHAR*) { return nullptr; } };
struct USelection : UObject {}; struct FSelectionIterator { FSelectionIterator(USelection&) {} explicit operator bool() const { return false; } void operator++() {} UObject* operator*() const { return nullptr; } };
struct UEditorEngine { USelection* GetSelectedActors() { return nullptr; } }; inline UEditorEngine* GEditor = nullptr;
struct FScopedTransaction { FScopedTransaction(const FText&) {} };
struct FNotificationInfo { FNotificationInfo(const FText&) {} float ExpireDuration; };
struct SNotificationItem { enum ECompletionState { CS_Success, CS_Fail }; void SetCompletionState(ECompletionState) {} };
struct FSlateNotificationManager { static FSlateNotificationManager& Get() { static FSlateNotificationManager m; return m; } TSharedPtr<SNotificationItem> AddNotification(const FNotificationInfo&) { return {}; } };
struct FSlateIcon {}; struct FExecuteAction { template <typename F, typename... A> static FExecuteAction CreateStatic(F, A...) { return {}; } };
struct FUIAction { FUIAction(FExecuteAction) {} };
struct FToolMenuSection { FText Label; void AddMenuEntry(FName, const FText&, const FText&, const FSlateIcon&, const FUIAction&) {} };
struct UToolMenu { FToolMenuSection& FindOrAddSection(FName) { static FToolMenuSection s; return s; } };
struct FSimpleMulticastDelegate { struct FDelegate { template <typename O, typename F> static FDelegate CreateRaw(O*, F) { return {}; } }; template <typename O, typename F> FDelegateHandle AddRaw(O*, F) { return {}; } bool Remove(FDelegateHandle) { return true; } };
struct UToolMenus { static UToolMenus* Get() { return nullptr; } UToolMenu* ExtendMenu(FName) { return nullptr; } static void RegisterStartupCallback(FSimpleMulticastDelegate::FDelegate) {} static void UnRegisterStartupCallback(void*) {} static void UnregisterOwner(void*) {} };
struct FToolMenuOwnerScoped { FToolMenuOwnerScoped(void*) {} };
#define IMPLEMENT_MODULE(C, N)
class UCommandlet : public UObject { public: uint32 IsClient : 1, IsServer : 1, IsEditor : 1, LogToConsole : 1; virtual int32 Main(const FString&) { return 0; } };
// JSON
enum class EJson { None, Null, String, Number, Boolean, Array, Object }; /* issue 25 */
struct FJsonObject; struct FJsonValue { /* issue 25 */ EJson Type = EJson::None; bool TryGetArray(const TArray<TSharedPtr<FJsonValue>>*&) const { return false; } const TArray<TSharedPtr<FJsonValue>>& AsArray() const { static TArray<TSharedPtr<FJsonValue>> a; return a; } double AsNumber() const { return 0; } /* issue 25 atlas */ FString AsString() const { return {}; } const TSharedPtr<FJsonObject>& AsObject() const { static TSharedPtr<FJsonObject> o; return o; } };
struct FJsonObject { /* issue 25 */ bool TryGetObjectField(const TCHAR*, const TSharedPtr<FJsonObject>*&) const { return false; } bool TryGetStringField(const TCHAR*, FString&) const { return false; }
	bool TryGetArrayField(const TCHAR*, const TArray<TSharedPtr<FJsonValue>>*&) const { return false; } TSharedPtr<FJsonValue> TryGetField(const TCHAR*) const { return {}; } bool TryGetNumberField(const TCHAR*, double&) const { return false; }
	FString GetStringField(const FString&) const { return {}; } double GetNumberField(const FString&) const { return 0; } bool GetBoolField(const FString&) const { return false; } bool HasField(const FString&) const { return false; }
	const TSharedPtr<FJsonObject>& GetObjectField(const FString&) const { static TSharedPtr<FJsonObject> o; return o; } const TArray<TSharedPtr<FJsonValue>>& GetArrayField(const FString&) const { static TArray<TSharedPtr<FJsonValue>> a; return a; } };
template <typename C = TCHAR> struct TJsonReader {}; template <typename C = TCHAR> struct TJsonReaderFactory { static TSharedRef<TJsonReader<C>> Create(const FString&) { return {}; } };
struct FJsonSerializer { static bool Deserialize(const TSharedRef<TJsonReader<>>&, TSharedPtr<FJsonObject>&) { return true; } };
enum { FILEREAD_Silent = 1 };
struct FFileHelper { static bool LoadFileToString(FString&, const TCHAR*) { return true; } static bool LoadFileToArray(TArray<uint8>&, const TCHAR*, uint32 = 0) { return true; } };
struct IFileManager { static IFileManager& Get() { static IFileManager m; return m; } void FindFiles(TArray<FString>&, const TCHAR*, bool, bool) {} /* issue 19 */ bool FileExists(const TCHAR*) { return false; } bool IsReadOnly(const TCHAR*) { return false; } };
struct FPaths { template <typename... A> static FString Combine(A...) { return {}; } static bool FileExists(const FString&) { return true; }
	static bool DirectoryExists(const FString&) { return true; } };
inline void AddShaderSourceDirectoryMapping(const FString&, const FString&) {}
struct FPluginDescriptor { FString EngineVersion; }; /* issue 10 */
enum class EPluginType { Engine, Enterprise, Project, External, Mod }; /* issue 19 */
struct IPlugin { EPluginType GetType() const { return EPluginType::Project; } FString GetBaseDir() const { return {}; } const FPluginDescriptor& GetDescriptor() const { static FPluginDescriptor d; return d; } }; struct IPluginManager { static IPluginManager& Get() { static IPluginManager m; return m; } TSharedPtr<IPlugin> FindPlugin(const TCHAR*) { return {}; } };
// Automation
namespace EAutomationTestFlags { enum Type { EditorContext = 1, EngineFilter = 2, /* issue 25 */ ClientContext = 4 }; }
struct FAutomationTestBase { void AddError(const FString&) {} /* issue 25 */ void AddInfo(const FString&) {} bool TestTrue(const FString&, bool) { return true; } template <typename T> bool TestEqual(const FString&, T, T) { return true; } bool HasAnyErrors() const { return false; } };
#define IMPLEMENT_SIMPLE_AUTOMATION_TEST(C, N, F) struct C : FAutomationTestBase { bool RunTest(const FString& Parameters); };
#define IMPLEMENT_COMPLEX_AUTOMATION_TEST(C, N, F) struct C : FAutomationTestBase { void GetTests(TArray<FString>&, TArray<FString>&) const; bool RunTest(const FString& Parameters); };
#define WITH_DEV_AUTOMATION_TESTS 1
template <typename T> struct TNumericLimits { static T Max() { return T(1e300); } };
namespace EWorldType { enum Type { Game }; }

// ---- issue 10 (engine truth): engine API the plugin calls since; signatures as cited in docs/engine-facts.md ----
struct FPropertyChangedEvent {};
class UStaticMesh : public UObject { public: UMaterialInterface* GetMaterial(int32) const { return nullptr; } /* rt */ bool HasValidNaniteData() const { return false; } /* issue 14 */ FBoxSphereBounds GetBounds() const { return {}; } };
class UInstancedStaticMeshComponent : public UStaticMeshComponent { public: int32 AddInstance(const FTransform&, bool = false) { return 0; }
	/* issue 14 */ int32 NumCustomDataFloats = 0; void ClearInstances() {} void SetNumCustomDataFloats(int32) {} bool SetCustomData(int32, TArrayView<const float>, bool = false) { return true; }
	bool UpdateInstanceTransform(int32, const FTransform&, bool = false, bool = false, bool = false) { return true; } };
struct FBox { FVector Min, Max; FBox() {} FBox(const FVector& InMin, const FVector& InMax) : Min(InMin), Max(InMax) {} FBox TransformBy(const FTransform&) const { return *this; } }; /* issue 14 */
class USplineMeshComponent : public UStaticMeshComponent {};
struct FSkeletalMaterial { TObjectPtr<UMaterialInterface> MaterialInterface; };
class USkinnedAsset : public UObject { public: const TArray<FSkeletalMaterial>& GetMaterials() const { static TArray<FSkeletalMaterial> m; return m; } };
class USkinnedMeshComponent : public UMeshComponent { public: USkinnedAsset* GetSkinnedAsset() const { return nullptr; } };
struct FPlatformProperties { static bool RequiresCookedData() { return false; } };
template <typename K, typename V> struct TMap { bool Contains(const K&) const { return false; } const V* Find(const K&) const { return nullptr; } void Add(const K&, const V&) {} };
inline const TMap<FString, FString>& AllShaderSourceDirectoryMappings() { static TMap<FString, FString> m; return m; }
// Editor, issue 10: pin Ids kept across rebuilds, ValidateName, the function's expressions, attribute materials.
template <typename K, typename V> struct TPair { K Key; V Value; TPair(const K& k, const V& v) : Key(k), Value(v) {} };
struct FCrc { static uint32 StrCrc32(const TCHAR*, uint32 = 0) { return 0; } };
#define NSLOCTEXT(N, K, V) FText()
enum { SAVE_None = 0 };
inline void* GWarn = nullptr;
// Logging/TokenizedMessage.h and Engine/Engine.h: the Map Check action that snaps the spline (docs/engine-facts.md).
struct IMessageToken {};
struct FOnActionTokenExecuted { template <typename O, typename F, typename... P> static FOnActionTokenExecuted CreateUObject(O*, F, P...) { return {}; } };
struct FActionToken : IMessageToken { static TSharedRef<FActionToken> Create(const FText&, const FText&, const FOnActionTokenExecuted&, bool = false) { return {}; } };
struct FTokenizedMessage { TSharedRef<FTokenizedMessage> AddToken(const TSharedRef<IMessageToken>&) { return {}; } };
class UEngine : public UObject { public: virtual int32 BeginTransaction(const TCHAR*, const FText&, UObject*) { return INDEX_NONE; } virtual int32 EndTransaction() { return INDEX_NONE; } /* issue 19 */ bool IsInitialized() const { return true; } };
inline UEngine* GEngine = nullptr;
struct FMessageLog { FMessageLog(const FName&) {} FMessageLog(const TCHAR*) {} TSharedRef<FTokenizedMessage> Warning(const FText& = FText()) { return {}; } }; /* issue 10 */
// Editor, issue 10 (engine-ed): shader watch, engine save path, shader file cache, post-init hook.
struct UEditorLoadingAndSavingUtils { static bool SavePackages(const TArray<UPackage*>&, bool) { return true; } };
inline void FlushShaderFileCache() {}
inline bool GIsEditor = true; inline bool IsRunningCommandlet() { return false; } /* issue 19 */ inline bool IsRunningCookCommandlet() { return false; }
struct FCoreDelegates { static inline FSimpleMulticastDelegate OnPostEngineInit; };
struct FFileChangeData { enum EFileChangeAction { FCA_Unknown, FCA_Added, FCA_Modified, FCA_Removed, FCA_RescanRequired }; FString Filename; EFileChangeAction Action = FCA_Unknown; };
struct IDirectoryWatcher { struct FDirectoryChanged { template <typename O, typename F> static FDirectoryChanged CreateRaw(O*, F) { return {}; } };
	bool RegisterDirectoryChangedCallback_Handle(const FString&, const FDirectoryChanged&, FDelegateHandle&, uint32 = 0) { return true; }
	bool UnregisterDirectoryChangedCallback_Handle(const FString&, FDelegateHandle) { return true; } };
struct FDirectoryWatcherModule { IDirectoryWatcher* Get() { return nullptr; } };
#define UE_ARRAY_COUNT(A) (sizeof(A) / sizeof((A)[0]))
// Issue 19 (editor graph values): the per-instance classes found by name and set by reflection, the Map Check
// entry's object and text tokens, the commandlet check, the transient function of the automation test.
template <typename T> struct TUniquePtr { T* P = nullptr; TUniquePtr() {} explicit TUniquePtr(T* p) : P(p) {} TUniquePtr(TUniquePtr&& o) : P(o.P) { o.P = nullptr; } ~TUniquePtr() { delete P; }
	T* operator->() const { return P; } T& operator*() const { return *P; } T* Get() const { return P; } };
template <typename T> TUniquePtr<T> MakeUnique() { return TUniquePtr<T>(new T()); }
template <typename T> struct TSet { void Add(const T&) {} bool Contains(const T&) const { return false; } };
struct FNumericProperty { bool IsFloatingPoint() const { return false; } void SetFloatingPointPropertyValue(void*, double) const {} void SetIntPropertyValue(void*, int64) const {}
	int64 GetSignedIntPropertyValue(const void*) const { return 0; } template <typename T> T* ContainerPtrToValuePtr(const void*) const { return nullptr; } };
template <typename T> T* FindFProperty(const UClass*, const TCHAR*) { return nullptr; }
template <typename T> T* FindObject(UObject*, const TCHAR*) { return nullptr; }
inline UPackage* GetTransientPackage() { return nullptr; }
struct FUObjectToken : IMessageToken { static TSharedRef<FUObjectToken> Create(const UObject*, const FText& = FText()) { return {}; } };
struct FTextToken : IMessageToken { static TSharedRef<FTextToken> Create(const FText&, bool = true) { return {}; } };
struct FCommandLine { static const TCHAR* Get() { return u""; } };
struct FParse { static bool Value(const TCHAR*, const TCHAR*, FString&) { return false; } };
namespace ESearchCase { enum Type { CaseSensitive, IgnoreCase }; }
struct FEditorDelegates { struct FUndoRedoEvent { template <typename F> FDelegateHandle AddLambda(F) { return {}; } bool Remove(FDelegateHandle) { return true; } }; static inline FUndoRedoEvent PostUndoRedo; };
struct FTickerDelegate { template <typename F> static FTickerDelegate CreateLambda(F) { return {}; } };
struct FTSTicker { struct FDelegateHandle {}; static FTSTicker& GetCoreTicker() { static FTSTicker t; return t; }
	FDelegateHandle AddTicker(const FTickerDelegate&, float = 0.0f) { return {}; } static void RemoveTicker(FDelegateHandle) {} };
// Issue 25 (the in-engine shader golden test): global shader, RDG dispatch, texture upload, readback (JSON: above).
struct FVector3d { double X = 0, Y = 0, Z = 0; FVector3d() {} FVector3d(double x, double y, double z) : X(x), Y(y), Z(z) {} };
namespace ERHIFeatureLevel { enum Type { SM5 }; }
enum EShaderPlatform { SP_PCD3D_SM5 }; enum EShaderFrequency { SF_Compute };
enum ESamplerFilter { SF_Bilinear }; enum ESamplerAddressMode { AM_Clamp };
enum class ETextureCreateFlags { None = 0, ShaderResource = 1 };
struct FGlobalShaderPermutationParameters { EShaderPlatform Platform = SP_PCD3D_SM5; };
inline bool IsFeatureLevelSupported(EShaderPlatform, ERHIFeatureLevel::Type) { return true; }
class FGlobalShader {}; struct FGlobalShaderMap {}; inline FGlobalShaderMap* GetGlobalShaderMap(ERHIFeatureLevel::Type) { return nullptr; }
inline ERHIFeatureLevel::Type GMaxRHIFeatureLevel = ERHIFeatureLevel::SM5;
struct FShaderPermutationIntStub {};
template <typename... D> struct TShaderPermutationDomain { template <typename T> void Set(int32) {} };
template <typename T> struct TShaderMapRef { template <typename P> TShaderMapRef(FGlobalShaderMap*, const P&) {} };
#define DECLARE_GLOBAL_SHADER(C) using ShaderStubSelf = C
#define SHADER_USE_PARAMETER_STRUCT(C, P) using ShaderStubParent = P
#define SHADER_PERMUTATION_INT(N, C) public FShaderPermutationIntStub {}
#define IMPLEMENT_GLOBAL_SHADER(C, F, E, Q) static_assert(sizeof(C) > 0, F E)
struct FRHITexture {}; struct FRHISamplerState {}; struct FRDGBuffer {}; struct FRDGBufferSRV {}; struct FRDGBufferUAV {};
typedef FRDGBuffer* FRDGBufferRef; typedef FRDGBufferSRV* FRDGBufferSRVRef; typedef FRDGBufferUAV* FRDGBufferUAVRef;
#define BEGIN_SHADER_PARAMETER_STRUCT(N, A) struct N {
#define SHADER_PARAMETER_RDG_BUFFER_SRV(T, N) FRDGBufferSRVRef N = nullptr;
#define SHADER_PARAMETER_RDG_BUFFER_UAV(T, N) FRDGBufferUAVRef N = nullptr;
#define SHADER_PARAMETER_TEXTURE(T, N) FRHITexture* N = nullptr;
#define SHADER_PARAMETER_SAMPLER(T, N) FRHISamplerState* N = nullptr;
#define END_SHADER_PARAMETER_STRUCT() };
struct FTextureRHIRef { FRHITexture* P = nullptr; FRHITexture* GetReference() const { return P; } operator FRHITexture*() const { return P; } };
struct FRHITextureCreateDesc { static FRHITextureCreateDesc Create2D(const TCHAR*, int32, int32, EPixelFormat) { return {}; } FRHITextureCreateDesc& SetFlags(ETextureCreateFlags) { return *this; } };
inline FTextureRHIRef RHICreateTexture(const FRHITextureCreateDesc&) { return {}; }
struct FUpdateTextureRegion2D { FUpdateTextureRegion2D(uint32, uint32, int32, int32, uint32, uint32) {} };
struct FRHICommandListImmediate { void UpdateTexture2D(FRHITexture*, uint32, const FUpdateTextureRegion2D&, uint32, const uint8*) {} void BlockUntilGPUIdle() {} };
struct FRHIGPUBufferReadback { explicit FRHIGPUBufferReadback(const TCHAR*) {} bool IsReady() { return true; } void* Lock(uint32) { return nullptr; } void Unlock() {} };
struct FRDGBufferDesc { static FRDGBufferDesc CreateStructuredDesc(uint32, uint32) { return {}; } };
struct FRDGEventName {}; struct FIntVector { FIntVector(int32, int32, int32) {} };
#define RDG_EVENT_NAME(...) FRDGEventName()
struct FRDGBuilder { explicit FRDGBuilder(FRHICommandListImmediate&) {} FRDGBufferRef CreateBuffer(const FRDGBufferDesc&, const TCHAR*) { return nullptr; }
	FRDGBufferSRVRef CreateSRV(FRDGBufferRef) { return nullptr; } FRDGBufferUAVRef CreateUAV(FRDGBufferRef) { return nullptr; } template <typename T> T* AllocParameters() { return new T(); } void Execute() {} };
inline FRDGBufferRef CreateStructuredBuffer(FRDGBuilder&, const TCHAR*, uint32, uint32, const void*, uint64) { return nullptr; }
inline void AddEnqueueCopyPass(FRDGBuilder&, FRHIGPUBufferReadback*, FRDGBufferRef, uint32) {}
struct FComputeShaderUtils { template <typename T> static void AddPass(FRDGBuilder&, FRDGEventName&&, const TShaderMapRef<T>&, typename T::FParameters*, FIntVector) {} };
template <ESamplerFilter F, ESamplerAddressMode U, ESamplerAddressMode V, ESamplerAddressMode W> struct TStaticSamplerState { static FRHISamplerState* GetRHI() { return nullptr; } };
struct FTexture { FTextureRHIRef TextureRHI; }; inline FTexture* GBlackTexture = nullptr;
struct FEnqueueRenderCommandStub { template <typename L> void operator()(L&&) const {} };
#define ENQUEUE_RENDER_COMMAND(N) FEnqueueRenderCommandStub()
inline void FlushRenderingCommands() {}
inline bool GUsingNullRHI = false; struct FDynamicRHI { const TCHAR* GetName() { return u""; } }; inline FDynamicRHI* GDynamicRHI = nullptr;
#endif // STRETCHY_UE_SYNTAX_STUBS
