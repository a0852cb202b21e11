package io.kosumi.tools;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** One run of a tool's entry point: its exit code and what it printed on each stream. */
record ToolRun(int code, String out, String err) {
    /** A tool's entry point, given the streams it prints to. */
    @FunctionalInterface
    interface Tool {
        int run(PrintStream out, PrintStream err) throws Exception;
    }

    static ToolRun of(Tool tool) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = tool.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new ToolRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
