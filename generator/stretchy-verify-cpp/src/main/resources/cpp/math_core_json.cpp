// The math core driver's (math_core_driver.cpp) JSON reading and writing, a unit of its own: nlohmann-json's parser
// and writer are most of the driver's compile time, so a build that edits the driver (a planted fault) or is built
// again reuses this unit (the tests' CompileCache) instead of compiling them once more.
#include <istream>
#include <string>

#include <nlohmann/json.hpp>

nlohmann::ordered_json MathCoreReadJson(std::istream& In)
{
	return nlohmann::ordered_json::parse(In);
}

std::string MathCoreWriteJson(const nlohmann::ordered_json& Value)
{
	return Value.dump();
}
