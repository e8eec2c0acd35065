// math_core_json.h over nlohmann-json, a unit of its own: the library is most of the driver's compile time, so a
// build that edits the driver (a planted fault) or is built again reuses this unit (the tests' CompileCache).
#include "math_core_json.h"

#include <utility>

#include <nlohmann/json.hpp>

namespace
{
	// Insertion order kept, so the output reads like the golden file it came from.
	using Json = nlohmann::ordered_json;

	Json& Of(void* Node)
	{
		return *static_cast<Json*>(Node);
	}
}

FJsonValue FJsonValue::At(const char* Key) const { return FJsonValue(&Of(Node).at(Key)); }
FJsonValue FJsonValue::At(std::size_t Index) const { return FJsonValue(&Of(Node).at(Index)); }
bool FJsonValue::Contains(const char* Key) const { return Of(Node).contains(Key); }
bool FJsonValue::IsArray() const { return Of(Node).is_array(); }
std::size_t FJsonValue::Size() const { return Of(Node).size(); }
double FJsonValue::Number() const { return Of(Node).get<double>(); }
int FJsonValue::Integer() const { return Of(Node).get<int>(); }
std::string FJsonValue::Text() const { return Of(Node).get<std::string>(); }
std::string FJsonValue::Dump() const { return Of(Node).dump(); }

FJsonValue FJsonValue::SetNumber(const char* Key, double Value)
{
	Json& Member = Of(Node)[Key];
	Member = Value;
	return FJsonValue(&Member);
}

FJsonValue FJsonValue::SetRow(const char* Key, std::initializer_list<double> Row)
{
	Json& Member = Of(Node)[Key];
	Member = Json::array();
	for (double Value : Row) Member.push_back(Value);
	return FJsonValue(&Member);
}

FJsonValue FJsonValue::SetArray(const char* Key)
{
	Json& Member = Of(Node)[Key];
	Member = Json::array();
	return FJsonValue(&Member);
}

FJsonValue FJsonValue::SetObject(const char* Key)
{
	Json& Member = Of(Node)[Key];
	Member = Json::object();
	return FJsonValue(&Member);
}

FJsonValue FJsonValue::PushRow(std::initializer_list<double> Row)
{
	Json Element = Json::array();
	for (double Value : Row) Element.push_back(Value);
	Of(Node).push_back(std::move(Element));
	return FJsonValue(&Of(Node).back());
}

FJsonValue FJsonValue::PushObject()
{
	Of(Node).push_back(Json::object());
	return FJsonValue(&Of(Node).back());
}

struct FJsonDocument::FImpl
{
	Json Root;
};

FJsonDocument::FJsonDocument(std::unique_ptr<FImpl> InImpl) : Impl(std::move(InImpl)) {}
FJsonDocument::FJsonDocument(FJsonDocument&& Other) noexcept = default;
FJsonDocument::~FJsonDocument() = default;

FJsonDocument FJsonDocument::Read(std::istream& In)
{
	std::unique_ptr<FImpl> Impl(new FImpl);
	Impl->Root = Json::parse(In);
	return FJsonDocument(std::move(Impl));
}

FJsonValue FJsonDocument::Root() { return FJsonValue(&Impl->Root); }
std::string FJsonDocument::Write() const { return Impl->Root.dump(); }
