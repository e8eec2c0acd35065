// Scenario tests of the math core's section 10 bake (deformer-math.md 10.1, 10.2: a closed loop's seam, mode B's
// closing twist spread over the loop, the roll from a curve or from the spline's up vectors, baked into the tangent
// alpha or folded into the frames), the generated <Plugin>Math.h/.cpp exactly as generated, compiled with g++ against
// the stand-in. The curves are analytic, sampled densely as the component samples the engine's spline. No engine
// behaviour is stood in for. Prints "PASS <name>" or "FAIL <name>: <why>" per scenario.
#include "loop_roll_names.h"
#include "scenario_report.h"

#include <cmath>
#include <string>

namespace
{
	using ScenarioReport::Failures;
	using ScenarioReport::Num;
	using ScenarioReport::Report;

	const double TwoPi = 6.283185307179586476925286766559;

	double Dot(const FVector& A, const FVector& B) { return FVector::DotProduct(A, B); }
	FVector Cross(const FVector& A, const FVector& B) { return FVector::CrossProduct(A, B); }
	double Length(const FVector& V) { return std::sqrt(Dot(V, V)); }
	bool Same(const FVector& A, const FVector& B) { return A.X == B.X && A.Y == B.Y && A.Z == B.Z; }

	/** Signed angle about unit Axis from A to B (both across Axis). */
	double AngleAbout(const FVector& Axis, const FVector& A, const FVector& B)
	{
		return std::atan2(Dot(Axis, Cross(A, B)), Dot(A, B));
	}

	/** Dense world samples (positions, unit directions) of a curve: a uniform parameter, as fine as the bake asks. */
	struct FSamples
	{
		TArray<FVector> Positions;
		TArray<FVector> Directions;
	};

	/**
	 * A closed loop that leaves its plane without a mirror symmetry (z = 250 cos a + 120 sin 2a), so parallel transport
	 * comes back turned. Sample K is sample 0 up to rounding (a = 2 pi), as the engine's sampling of its end is.
	 */
	FSamples TwistedLoop(int32 Steps)
	{
		FSamples S;
		S.Positions.SetNum(Steps + 1);
		S.Directions.SetNum(Steps + 1);
		for (int32 K = 0; K <= Steps; ++K)
		{
			const double A = TwoPi * K / Steps;
			S.Positions[K] = FVector(400.0 * std::sin(A), 400.0 * (1.0 - std::cos(A)), 250.0 * std::cos(A) + 120.0 * std::sin(2.0 * A));
			const FVector D(400.0 * std::cos(A), 400.0 * std::sin(A), -250.0 * std::sin(A) + 240.0 * std::cos(2.0 * A));
			S.Directions[K] = D / Length(D);
		}
		return S;
	}

	/** An open S-curve in the XY plane, ending along +X. */
	FSamples SCurve(int32 Steps)
	{
		FSamples S;
		S.Positions.SetNum(Steps + 1);
		S.Directions.SetNum(Steps + 1);
		for (int32 K = 0; K <= Steps; ++K)
		{
			const double T = static_cast<double>(K) / Steps;
			S.Positions[K] = FVector(600.0 * T, 120.0 * std::sin(TwoPi * T), 40.0 * T * T);
			const FVector D(600.0, 120.0 * TwoPi * std::cos(TwoPi * T), 80.0 * T);
			S.Directions[K] = D / Length(D);
		}
		return S;
	}

	const FVector Forward(1.0, 0.0, 0.0);
	const int32 N = 64;

	FVector RestUp()
	{
		FVector Right, Up;
		Math::RestFrame(Forward, Right, Up);
		return Up;
	}

	FVector RestRight()
	{
		FVector Right, Up;
		Math::RestFrame(Forward, Right, Up);
		return Right;
	}

	/** Section 10.1: texel 0 and texel N-1 hold the same texel (bit for bit) in both textures, in every mode. */
	void SeamTexelsIdentical()
	{
		std::string Why;
		const FSamples S = TwistedLoop(Math::DenseStepCount(N));
		for (int Mode = 0; Mode < 2; ++Mode)
		{
			BakeResult R;
			const TArray<double> NoRoll;
			Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, Mode == 1, Forward, true, NoRoll, R);
			if (!Same(R.Positions[0], R.Positions[N - 1])) Why += "mode " + std::to_string(Mode) + ": positions differ at the seam; ";
			if (!Same(R.Tangents[0], R.Tangents[N - 1])) Why += "mode " + std::to_string(Mode) + ": tangents differ at the seam; ";
			if (Length(R.Positions[N - 1]) != 0.0) Why += "the loop's end is not the origin; ";
		}
		Report("loop.seam_texels_identical", Why.empty(), Why);
	}

	/**
	 * Section 10.1: mode B's frames round a loop without a mirror symmetry close with a twist; after the spread the
	 * seam frames coincide (theta' = 0), the anchor (texel N-1) is the plain bake's, and the twist rate is constant.
	 */
	void HolonomySpread()
	{
		std::string Why;
		const FSamples S = TwistedLoop(Math::DenseStepCount(N));
		BakeResult Plain;
		Math::Bake(S.Positions, S.Directions, FTransform(), N, true, Forward, Plain);
		BakeResult Seamed = Plain;
		Seamed.Positions[0] = Seamed.Positions[N - 1];
		Seamed.Tangents[0] = Seamed.Tangents[N - 1];
		Math::RotationMinimizingFrames(Seamed.Positions, Seamed.Tangents, Forward, Seamed.Frames);
		const double Theta = Math::Holonomy(Seamed.Frames, Forward);
		if (std::fabs(Theta) < 0.05) Why += "the test loop closes with only " + Num(Theta) + " rad of twist; ";
		BakeResult R;
		const TArray<double> NoRoll;
		Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, true, Forward, true, NoRoll, R);
		const double After = Math::Holonomy(R.Frames, Forward);
		if (std::fabs(After) > 1e-9) Why += "theta' = " + Num(After) + " after the spread; ";
		const FVector Right = RestRight();
		if (Length(R.Frames[N - 1].RotateVector(Right) - Seamed.Frames[N - 1].RotateVector(Right)) > 1e-12) Why += "the anchor frame moved; ";
		// Frame i turned about its tangent by -Theta (1 - i/(N-1)) from the transported frame.
		double Worst = 0.0;
		for (int32 I = 0; I < N; ++I)
		{
			const FVector T = Seamed.Frames[I].RotateVector(Forward);
			const double Turn = AngleAbout(T, Seamed.Frames[I].RotateVector(Right), R.Frames[I].RotateVector(Right));
			Worst = std::fmax(Worst, std::fabs(Turn + Theta * (1.0 - static_cast<double>(I) / (N - 1))));
			if (I + 1 < N && R.Frames[I].X * R.Frames[I + 1].X + R.Frames[I].Y * R.Frames[I + 1].Y + R.Frames[I].Z * R.Frames[I + 1].Z
				+ R.Frames[I].W * R.Frames[I + 1].W < 0.0)
			{
				Why += "quaternion sign flips at texel " + std::to_string(I) + "; ";
			}
		}
		if (Worst > 1e-9) Why += "the spread is not linear: off by " + Num(Worst) + " rad; ";
		Report("loop.holonomy_spread", Why.empty(), Why);
	}

	/** Section 10: no loop and no roll is section 2's bake, bit for bit (every 1.2 case unchanged). */
	void OpenBakeUnchanged()
	{
		std::string Why;
		const FSamples S = SCurve(Math::DenseStepCount(N));
		for (int Mode = 0; Mode < 2; ++Mode)
		{
			BakeResult Plain;
			BakeResult R;
			const TArray<double> NoRoll;
			Math::Bake(S.Positions, S.Directions, FTransform(), N, Mode == 1, Forward, Plain);
			Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, Mode == 1, Forward, false, NoRoll, R);
			for (int32 I = 0; I < N; ++I)
			{
				if (!Same(Plain.Positions[I], R.Positions[I]) || !Same(Plain.Tangents[I], R.Tangents[I])) Why += "texel " + std::to_string(I) + " differs; ";
				if (Mode == 1 && (Plain.Frames[I].X != R.Frames[I].X || Plain.Frames[I].W != R.Frames[I].W)) Why += "frame " + std::to_string(I) + " differs; ";
			}
			if (R.Roll.Num() != 0) Why += "a roll without one asked; ";
		}
		Report("loop.open_bake_unchanged", Why.empty(), Why);
	}

	/** The roll curve of the test: (at, degrees). */
	const double Keys[4][2] = {{0.1, 0.0}, {0.4, 90.0}, {0.7, -30.0}, {0.9, 400.0}};

	/** The test's roll curve in degrees at normalised arc length At, written from section 10.2 (linear, constant outside). */
	double CurveDegrees(double At)
	{
		if (At <= Keys[0][0]) return Keys[0][1];
		for (int K = 1; K < 4; ++K)
		{
			if (At <= Keys[K][0])
			{
				return Keys[K - 1][1] + (Keys[K][1] - Keys[K - 1][1]) * (At - Keys[K - 1][0]) / (Keys[K][0] - Keys[K - 1][0]);
			}
		}
		return Keys[3][1];
	}

	/** Section 10.2, modes A and C: the tangent texture's alpha is the roll curve at each texel, in radians. */
	void RollCurveInTangentAlpha()
	{
		std::string Why;
		TArray<double> At;
		TArray<double> Degrees;
		At.SetNum(4);
		Degrees.SetNum(4);
		for (int K = 0; K < 4; ++K)
		{
			At[K] = Keys[K][0];
			Degrees[K] = Keys[K][1];
		}
		TArray<double> Roll;
		Math::RollFromCurve(At, Degrees, N, Roll);
		const FSamples S = SCurve(Math::DenseStepCount(N));
		BakeResult R;
		const bool bOk = Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, false, Forward, false, Roll, R);
		if (!bOk) Why += "an open curve's roll refused; ";
		if (R.Roll.Num() != N) Why += "alpha holds " + std::to_string(R.Roll.Num()) + " values; ";
		for (int32 I = 0; I < N && R.Roll.Num() == N; ++I)
		{
			const double Want = CurveDegrees(static_cast<double>(I) / (N - 1)) * TwoPi / 360.0;
			if (std::fabs(R.Roll[I] - Want) > 1e-12) Why += "texel " + std::to_string(I) + ": " + Num(R.Roll[I]) + " want " + Num(Want) + "; ";
		}
		Report("roll.curve_in_tangent_alpha", Why.empty(), Why);
	}

	/**
	 * Section 10.2, mode B: the roll folded into the frames: frame i turned about its own tangent by rho[i] from the
	 * unrolled one, the tangent itself unchanged, no roll left for the alpha.
	 */
	void RollFoldedIntoFrames()
	{
		std::string Why;
		TArray<double> At;
		TArray<double> Degrees;
		At.SetNum(2);
		Degrees.SetNum(2);
		At[0] = 0.0;
		Degrees[0] = -45.0;
		At[1] = 1.0;
		Degrees[1] = 300.0;
		TArray<double> Roll;
		Math::RollFromCurve(At, Degrees, N, Roll);
		const FSamples S = SCurve(Math::DenseStepCount(N));
		BakeResult Plain;
		BakeResult R;
		const TArray<double> NoRoll;
		Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, true, Forward, false, NoRoll, Plain);
		Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, true, Forward, false, Roll, R);
		if (R.Roll.Num() != 0) Why += "mode B left a roll for the alpha; ";
		double Worst = 0.0;
		for (int32 I = 0; I < N; ++I)
		{
			const FVector T = Plain.Frames[I].RotateVector(Forward);
			if (Length(R.Frames[I].RotateVector(Forward) - T) > 1e-12) Why += "tangent of frame " + std::to_string(I) + " moved; ";
			const double Turn = AngleAbout(T, Plain.Frames[I].RotateVector(RestUp()), R.Frames[I].RotateVector(RestUp()));
			// Compared as a turn (modulo a whole turn): the roll reaches 300 degrees.
			const double Off = std::remainder(Turn - Roll[I], TwoPi);
			Worst = std::fmax(Worst, std::fabs(Off));
		}
		if (Worst > 1e-9) Why += "frames turned off the roll by " + Num(Worst) + " rad; ";
		Report("roll.folded_into_frames", Why.empty(), Why);
	}

	/** Section 10.2: on a closed loop a roll of whole turns is baked, any other is refused and nothing is rolled. */
	void ClosedLoopRollWholeTurns()
	{
		std::string Why;
		const FSamples S = TwistedLoop(Math::DenseStepCount(N));
		TArray<double> At;
		TArray<double> Degrees;
		At.SetNum(2);
		Degrees.SetNum(2);
		At[0] = 0.0;
		At[1] = 1.0;
		Degrees[0] = 30.0;
		Degrees[1] = 30.0 + 720.0;
		TArray<double> Roll;
		Math::RollFromCurve(At, Degrees, N, Roll);
		BakeResult R;
		if (!Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, false, Forward, true, Roll, R)) Why += "two whole turns refused; ";
		if (R.Roll.Num() != N) Why += "two whole turns not baked; ";
		Degrees[1] = 30.0 + 90.0;
		Math::RollFromCurve(At, Degrees, N, Roll);
		if (Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, false, Forward, true, Roll, R)) Why += "a quarter turn accepted on a loop; ";
		if (R.Roll.Num() != 0) Why += "a refused roll was baked (modes A/C); ";
		BakeResult B;
		BakeResult Unrolled;
		const TArray<double> NoRoll;
		Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, true, Forward, true, NoRoll, Unrolled);
		Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, true, Forward, true, Roll, B);
		for (int32 I = 0; I < N; ++I)
		{
			if (B.Frames[I].X != Unrolled.Frames[I].X || B.Frames[I].W != Unrolled.Frames[I].W)
			{
				Why += "a refused roll was folded into frame " + std::to_string(I) + "; ";
				break;
			}
		}
		Report("roll.closed_loop_whole_turns", Why.empty(), Why);
	}

	/**
	 * Section 10.2, Unreal's source: spline up vectors made by turning each frame's up about its tangent by a known
	 * roll that winds through two turns (plus a component along the tangent, which the bake must drop) give that roll
	 * back, unwrapped, in every mode; on a closed loop it closes in whole turns.
	 */
	void RollFromUpVectorsRecovered()
	{
		std::string Why;
		for (int Mode = 0; Mode < 3; ++Mode)
		{
			const bool bLoop = Mode != 2;
			const FSamples S = bLoop ? TwistedLoop(Math::DenseStepCount(N)) : SCurve(Math::DenseStepCount(N));
			BakeResult R;
			const TArray<double> NoRoll;
			Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, Mode == 1, Forward, bLoop, NoRoll, R);
			TArray<FVector> FrameUp;
			Math::FrameUps(R, Forward, Mode == 2, FrameUp);
			TArray<FVector> SplineUp;
			SplineUp.SetNum(N);
			TArray<double> Want;
			Want.SetNum(N);
			for (int32 I = 0; I < N; ++I)
			{
				const double Alpha = static_cast<double>(I) / (N - 1);
				// Whole turns on the loop (0.3 rad + 2 turns), any change on the open curve.
				Want[I] = 0.3 + (bLoop ? 2.0 * TwoPi : 7.0) * Alpha;
				const FVector T = R.Tangents[I];
				const FVector U = FrameUp[I];
				SplineUp[I] = U * std::cos(Want[I]) + Cross(T, U) * std::sin(Want[I]) + T * 0.25;
			}
			TArray<double> Got;
			Math::RollFromUpVectors(R.Tangents, FrameUp, SplineUp, Got);
			double Worst = 0.0;
			for (int32 I = 0; I < N; ++I)
			{
				Worst = std::fmax(Worst, std::fabs(Got[I] - Want[I]));
			}
			if (Worst > 1e-9) Why += "mode " + std::to_string(Mode) + ": roll off by " + Num(Worst) + " rad; ";
			if (bLoop && !Math::RollClosesLoop(Got)) Why += "mode " + std::to_string(Mode) + ": the loop's roll does not close; ";
			// The deformer's own frame (section 1 step 8, written here from the spec) turned by the roll is the spline's up.
			double Miss = 0.0;
			for (int32 I = 0; I < N; ++I)
			{
				const FVector T = R.Tangents[I];
				FVector Up;
				if (Mode == 1)
				{
					Up = R.Frames[I].RotateVector(RestUp());
				}
				else if (Mode == 2)
				{
					const FVector C = Cross(FVector(0.0, 0.0, 1.0), T);
					Up = Cross(T, C / Length(C));
				}
				else
				{
					Up = Math::RotateMinimal(Forward, T, RestUp());
				}
				const FVector Rolled = Up * std::cos(Got[I]) + Cross(T, Up) * std::sin(Got[I]);
				const FVector Across = SplineUp[I] - T * Dot(T, SplineUp[I]);
				Miss = std::fmax(Miss, Length(Rolled - Across / Length(Across)));
			}
			if (Miss > 1e-9) Why += "mode " + std::to_string(Mode) + ": the rolled frame misses the spline's up by " + Num(Miss) + "; ";
		}
		Report("roll.from_up_vectors", Why.empty(), Why);
	}

	/**
	 * Section 10.2: the spline's up vectors sampled at the dense world samples reach the texels exactly as the tangents
	 * do (local arc length, under a non-uniform mesh scale that makes it differ from world arc length): the directions
	 * given as "up vectors" come back as the baked tangents.
	 */
	void UpVectorsResampledLikeTangents()
	{
		std::string Why;
		const FSamples S = SCurve(Math::DenseStepCount(N));
		const FTransform Mesh(FQuat(0.0, 0.0, std::sin(0.35), std::cos(0.35)), FVector(10.0, -4.0, 3.0), FVector(1.0, 3.0, 0.5));
		BakeResult R;
		Math::Bake(S.Positions, S.Directions, Mesh, N, false, Forward, R);
		TArray<FVector> Ups;
		Math::BakeUpVectors(S.Positions, S.Directions, Mesh, N, false, Ups);
		double Worst = 0.0;
		for (int32 I = 0; I < N; ++I)
		{
			Worst = std::fmax(Worst, Length(Ups[I] - R.Tangents[I]));
		}
		if (Worst > 1e-12) Why += "up vectors resampled off the tangents by " + Num(Worst) + "; ";
		TArray<FVector> LoopUps;
		const FSamples L = TwistedLoop(Math::DenseStepCount(N));
		Math::BakeUpVectors(L.Positions, L.Directions, Mesh, N, true, LoopUps);
		if (!Same(LoopUps[0], LoopUps[N - 1])) Why += "a closed loop's seam up vectors differ; ";
		Report("roll.up_vectors_resampled_like_tangents", Why.empty(), Why);
	}

	/** Issue 22 for section 10: NaN and huge rolls, and a roll of the wrong length, never reach the textures as NaN. */
	void HostileRoll()
	{
		std::string Why;
		const FSamples S = SCurve(Math::DenseStepCount(N));
		TArray<double> Roll;
		Roll.SetNum(N);
		for (int32 I = 0; I < N; ++I)
		{
			Roll[I] = I % 3 == 0 ? std::nan("") : (I % 3 == 1 ? 1e300 : -1e300);
		}
		for (int Mode = 0; Mode < 2; ++Mode)
		{
			BakeResult R;
			Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, Mode == 1, Forward, false, Roll, R);
			for (int32 I = 0; I < R.Roll.Num(); ++I)
			{
				if (!std::isfinite(R.Roll[I])) Why += "roll " + std::to_string(I) + " not finite; ";
			}
			for (int32 I = 0; I < R.Frames.Num(); ++I)
			{
				if (!std::isfinite(R.Frames[I].X + R.Frames[I].Y + R.Frames[I].Z + R.Frames[I].W)) Why += "frame " + std::to_string(I) + " not finite; ";
			}
		}
		TArray<double> Short;
		Short.SetNum(3);
		BakeResult R;
		Math::BakeLoopRoll(S.Positions, S.Directions, FTransform(), N, false, Forward, false, Short, R);
		if (R.Roll.Num() != 0) Why += "a roll of 3 values baked into " + std::to_string(N) + " texels; ";
		Report("roll.hostile_values", Why.empty(), Why);
	}
}

int main()
{
	SeamTexelsIdentical();
	HolonomySpread();
	OpenBakeUnchanged();
	RollCurveInTangentAlpha();
	RollFoldedIntoFrames();
	ClosedLoopRollWholeTurns();
	RollFromUpVectorsRecovered();
	UpVectorsResampledLikeTangents();
	HostileRoll();
	return Failures == 0 ? 0 : 1;
}
