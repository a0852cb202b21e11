package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The subcommands that parse with {@link SubcommandArgs} agree on where help and usage errors
 * go: {@code --help} prints the usage on stdout and exits 0; a bad option prints
 * "NAME: message" and the usage on stderr, nothing on stdout, and exits 2.
 */
class SubcommandArgsTest {
    /** A subcommand's error prefix, its usage line's start, and its entry point with streams. */
    private record Entry(String name, String usage, Entry.Main main) {
        @FunctionalInterface
        interface Main {
            int run(String[] args, java.io.PrintStream out, java.io.PrintStream err) throws Exception;
        }
    }

    private static final Entry[] ENTRIES = {
        new Entry("kosumi match", "usage: kosumi match", (a, o, e) -> new Match().execute(a, o, e)),
        new Entry("kosumi selfplay", "usage: kosumi selfplay", (a, o, e) -> new Selfplay().execute(a, o, e)),
        new Entry("kosumi bench", "usage: kosumi bench", (a, o, e) -> new Bench().execute(a, o, e)),
        new Entry("kosumi bench reuse", "usage: kosumi bench reuse", ReuseBench::run),
        new Entry("blunders", "usage: kosumi blunders", (a, o, e) -> new Blunders().main(a, o, e)),
        new Entry("openings", "usage: kosumi openings", (a, o, e) -> new Openings().main(a, o, e)),
        new Entry("analysis-gap", "usage: kosumi analysis-gap", (a, o, e) -> new AnalysisGap().main(a, o, e)),
    };

    @Test
    void helpGoesToStdoutAndUsageErrorsToStderr() throws Exception {
        for (Entry entry : ENTRIES) {
            for (String help : new String[] {"--help", "-h"}) {
                ToolRun r = ToolRun.of((o, e) -> entry.main().run(new String[] {help}, o, e));
                assertEquals(0, r.code(), entry.name() + " " + help + ": " + r.err());
                assertTrue(r.out().startsWith(entry.usage()) && r.out().contains(" --help"),
                        entry.name() + " " + help + ": " + r.out());
                assertEquals("", r.err(), entry.name() + " " + help);
            }
            ToolRun bad = ToolRun.of((o, e) -> entry.main().run(new String[] {"--no-such-option"}, o, e));
            assertEquals(2, bad.code(), entry.name());
            assertTrue(bad.err().startsWith(entry.name() + ": ") && bad.err().contains(entry.usage()),
                    entry.name() + ": " + bad.err());
            assertEquals("", bad.out(), entry.name());
        }
    }
}
