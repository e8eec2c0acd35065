package dev.stretchy.cli;

/** The {@code --format} of a command's report: lines for people, or one JSON object for CI. */
enum OutputFormat { text, json }
