package dev.stretchy.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the CLI in-process and captures what it prints. */
record Cli(int exit, String out, String err) {
    static Cli run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = StretchyCli.execute(args, new PrintWriter(o, true), new PrintWriter(e, true));
        return new Cli(code, o.toString(), e.toString());
    }
}
