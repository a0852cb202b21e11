package io.kosumi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Command-line parsing and dispatch; the GTP loop itself is tested elsewhere. */
class MainTest {
    private String out;
    private String err;

    private int run(String... args) throws Exception {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
        try {
            return Main.run(args);
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
            out = o.toString(StandardCharsets.UTF_8);
            err = e.toString(StandardCharsets.UTF_8);
        }
    }

    @Test
    void badOptionsPrintAMessageAndUsageAndExitWith2() throws Exception {
        String[][] bad = {
            {"--bogus"}, {"--threads", "x"}, {"--threads", "0"}, {"--playouts", "-1"}, {"--time", "0"},
            {"--time", "abc"}, {"--memory", "1"}, {"--komi", "NaN"}, {"--rules", "go-moku"},
            {"--resign-threshold", "1.5"}, {"--log-level", "loud"}, {"--book", "/no/such/book"},
            {"--priors", "/no/such/priors"}, {"--seed", "1.5"}, {"--lag", "-1"}, {"gtp", "extra-argument"}, {"--threads"},
            {"no-such-subcommand"},
        };
        for (String[] args : bad) {
            assertEquals(2, run(args), String.join(" ", args));
            assertTrue(err.startsWith("kosumi: "), String.join(" ", args) + ": " + err);
            assertTrue(err.contains("usage: kosumi"), String.join(" ", args) + ": " + err);
            assertEquals("", out, "nothing on stdout for " + String.join(" ", args));
        }
    }

    @Test
    void aTreeLargerThanTheHeapIsABadSettingNotACrash() throws Exception {
        long heapMb = Runtime.getRuntime().maxMemory() >> 20;
        String memory = Long.toString(Math.max(100_000, 4 * heapMb));
        assertEquals(2, run("--memory", memory, "--warmup", "0"));
        assertEquals("kosumi: the search tree needs " + memory + " MB (--memory) but the Java heap allows only " + heapMb
                + " MB; give a smaller --memory or a larger -Xmx", err.trim());
        assertEquals("", out);
    }

    @Test
    void helpAndVersion() throws Exception {
        assertEquals(0, run("--help"));
        assertTrue(out.contains("--threads") && out.contains("--log-file") && out.contains("regress"), out);
        assertEquals(0, run("gtp", "--version"));
        assertTrue(out.matches("Kosumi [0-9]+\\.[0-9]+\\.[0-9]+.*\\s*"), out);
    }

    @Test
    void subcommandsAreDispatched() throws Exception {
        assertEquals(2, run("regress"));
        assertTrue(err.contains("kosumi regress: no test files given"), err);
        assertEquals(0, run("regress", "--help"));
    }
}
