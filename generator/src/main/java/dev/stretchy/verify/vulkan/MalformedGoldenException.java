package dev.stretchy.verify.vulkan;

/** A golden file does not follow {@code stretchy-golden/1}; the message names the file and the field. */
public final class MalformedGoldenException extends RuntimeException {
    public MalformedGoldenException(String message) {
        super(message);
    }
}
