package dev.stretchy.write;

/** What a run does, or would do, with one path. */
public enum Action {
    /** New file. */
    CREATE("create", true, false),
    /** Generated content changed and the file on disk is as the generator left it. */
    UPDATE("update", true, false),
    /** On disk exactly as generated: not touched, mtime kept. */
    KEEP("keep", false, false),
    /** No longer generated and unmodified since: removed. */
    DELETE("delete", true, false),
    /** Edited by hand (or not written by Stretchy) and the generator wants to change it: refused without --force. */
    CONFLICT("conflict", true, true),
    /** No longer generated but edited by hand: kept on disk; reported, and a failure without --force. */
    ORPHAN("orphan", true, true),
    /** With --force: a hand-edited file overwritten. */
    OVERWRITE("overwrite", true, false),
    /** With --force: a hand-edited stale file left on disk and forgotten by the manifest. */
    RELEASE("release", true, false),
    /** A temporary left by an interrupted run (killed, disk full): removed. */
    CLEAN("clean", true, false);

    private final String word;
    private final boolean differs;
    private final boolean blocking;

    Action(String word, boolean differs, boolean blocking) {
        this.word = word;
        this.differs = differs;
        this.blocking = blocking;
    }

    public String word() {
        return word;
    }

    /** Whether the output is not what the spec generates (for --check). */
    public boolean differs() {
        return differs;
    }

    /** Whether this stops a run that has no --force. */
    public boolean blocking() {
        return blocking;
    }
}
