package dev.stretchy.spec;

import dev.stretchy.contract.Worded;

/** What playback does at the end of the curve. */
public enum LoopMode implements Worded {
    ONCE, LOOP, PING_PONG
}
