// The JSON documents the math core driver (math_core_driver.cpp) reads and writes, behind a small interface:
// nlohmann-json (its parser and writer, and the templates each access would instantiate) stays in math_core_json.cpp.
// A build that edits the driver (a planted fault) or the core then compiles the driver in a fraction of the time and
// reuses the JSON unit (the tests' CompileCache).
#pragma once

#include <cstddef>
#include <initializer_list>
#include <istream>
#include <memory>
#include <string>

/** A value inside a document: an object, array, number or string. Valid while its document lives. */
class FJsonValue
{
public:
	// Reading. A missing key, an index past the end or a value of another type throws, naming it.
	FJsonValue At(const char* Key) const;
	FJsonValue At(std::size_t Index) const;
	bool Contains(const char* Key) const;
	bool IsArray() const;
	std::size_t Size() const;
	double Number() const;
	int Integer() const;
	std::string Text() const;
	/** The value written compactly, for messages. */
	std::string Dump() const;

	// Writing. Each Set replaces the member Key of an object (added last when missing) and returns it.
	FJsonValue SetNumber(const char* Key, double Value);
	FJsonValue SetRow(const char* Key, std::initializer_list<double> Row);
	FJsonValue SetArray(const char* Key);
	FJsonValue SetObject(const char* Key);
	/** Appends a row of numbers to an array and returns it. */
	FJsonValue PushRow(std::initializer_list<double> Row);
	/** Appends an empty object to an array and returns it. */
	FJsonValue PushObject();

private:
	friend class FJsonDocument;
	explicit FJsonValue(void* InNode) : Node(InNode) {}
	void* Node;
};

/** A parsed document; Write gives it back compactly, members in the order read (new ones last). */
class FJsonDocument
{
public:
	/** Parses In; throws on malformed JSON. */
	static FJsonDocument Read(std::istream& In);
	FJsonDocument(FJsonDocument&& Other) noexcept;
	~FJsonDocument();
	FJsonValue Root();
	/** Shortest round-trip numbers; a non-finite one is written as null (which the golden reader refuses). */
	std::string Write() const;

private:
	struct FImpl;
	explicit FJsonDocument(std::unique_ptr<FImpl> InImpl);
	std::unique_ptr<FImpl> Impl;
};
