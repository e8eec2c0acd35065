package dev.stretchy.spec;

/** What playback does at the end of the curve. */
public enum LoopMode implements Worded {
    ONCE, LOOP, PING_PONG
}
