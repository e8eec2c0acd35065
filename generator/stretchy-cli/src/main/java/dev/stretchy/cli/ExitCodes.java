package dev.stretchy.cli;

/** Process exit codes, the same for every subcommand. */
public final class ExitCodes {
    /** Success. */
    public static final int OK = 0;
    /** A check or verification failed, or hand-edited files block a run. */
    public static final int FAILED = 1;
    /** Bad input: the spec, a golden file or an option. */
    public static final int BAD_INPUT = 2;
    /** Something the run needs from the environment is missing: a Vulkan device, a compiler, a writable folder. */
    public static final int ENVIRONMENT = 3;

    private ExitCodes() {}
}
