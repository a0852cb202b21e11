package io.kosumi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SearchBenchTest {
    @Test
    void threadScalingRowsCarryTheSpeedupOverTheFirstCount() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = SearchBench.run(new String[] {"--sizes", "9", "--threads", "1,2", "--seconds", "0.2",
                "--memory-mb", "32", "--builtin-priors"}, new PrintStream(out, true, StandardCharsets.UTF_8));
        assertEquals(0, code);
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("speedup"), text);
        // One row per position and thread count: the 1-thread row has no speedup, the 2-thread one has.
        assertTrue(text.matches("(?s).*\\n9 +empty +1 .* -\\n9 +empty +2 .* [0-9]+\\.[0-9]{2}\\n.*"), text);
        assertTrue(text.matches("(?s).*\\n9 +middle +1 .* -\\n9 +middle +2 .* [0-9]+\\.[0-9]{2}\\n.*"), text);
    }

    @Test
    void maxMeansEveryProcessorAndBadArgumentsAreRefused() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        assertEquals(0, SearchBench.run(new String[] {"--sizes", "9", "--threads", "max", "--seconds", "0.1",
                "--memory-mb", "16", "--builtin-priors"}, o));
        int n = Runtime.getRuntime().availableProcessors();
        assertTrue(out.toString(StandardCharsets.UTF_8).matches("(?s).*\\n9 +empty +" + n + " .*"));
        assertEquals(2, SearchBench.run(new String[] {"--threads"}, o));
        assertEquals(2, SearchBench.run(new String[] {"--seconds", "0"}, o));
    }
}
