// Stand-in for exactly the subset of Unreal Engine 5 that the generated math core (<Plugin>Math.h/.cpp) uses, so the
// same generated files compile with g++ outside the engine. Each piece follows the engine's semantics in double
// precision, as UE 5 does (FVector = UE::Math::TVector<double>, FQuat = TQuat<double>, FTransform = TTransform<double>).
// Anything the core starts using beyond this subset fails to compile here: extend the stand-in and docs/unreal-plugin.md
// together. Written from the engine's documented behaviour; no engine source is copied.
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

typedef std::int32_t int32;
typedef std::uint8_t uint8; // issue 10: the component core's enums

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
	FVector operator*(double S) const { return FVector(X * S, Y * S, Z * S); }
	FVector operator/(double S) const { const double R = 1.0 / S; return FVector(X * R, Y * R, Z * R); }
	FVector operator*(const FVector& V) const { return FVector(X * V.X, Y * V.Y, Z * V.Z); }
	double operator[](int32 Index) const { return Index == 0 ? X : Index == 1 ? Y : Z; }
	static double DotProduct(const FVector& A, const FVector& B) { return A.X * B.X + A.Y * B.Y + A.Z * B.Z; }
	static FVector CrossProduct(const FVector& A, const FVector& B)
	{
		return FVector(A.Y * B.Z - A.Z * B.Y, A.Z * B.X - A.X * B.Z, A.X * B.Y - A.Y * B.X);
	}
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
};

// Containers/Array.h: the members the core calls (Num, SetNum, Reset, operator[]); out-of-range indices throw here
// where the engine would check().
template <typename T>
class TArray
{
public:
	int32 Num() const { return static_cast<int32>(Items.size()); }
	void SetNum(int32 NewNum) { Items.resize(static_cast<size_t>(NewNum)); }
	void Reset() { Items.clear(); }
	T& operator[](int32 Index) { return Items.at(static_cast<size_t>(Index)).Value; }
	const T& operator[](int32 Index) const { return Items.at(static_cast<size_t>(Index)).Value; }

private:
	// Wrapped so TArray<bool> holds real bools, as the engine's does (std::vector<bool> packs bits).
	struct FSlot
	{
		T Value{};
	};
	std::vector<FSlot> Items;
};
