package io.kosumi.tools;

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
        assertEquals(2, SearchBench.run(new String[] {"--param", "noSuchParameter=1"}, o));
        out.reset();
        assertEquals(0, SearchBench.run(new String[] {"--help"}, o));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("--builtin-priors"), out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void roundsGiveMedianAndRangeAndJsonCarriesEveryRound() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = SearchBench.run(new String[] {"--sizes", "9", "--threads", "1", "--seconds", "0.1", "--rounds", "3",
                "--memory-mb", "16", "--builtin-priors", "--json"}, new PrintStream(out, true, StandardCharsets.UTF_8));
        assertEquals(0, code);
        String text = out.toString(StandardCharsets.UTF_8).trim();
        assertTrue(text.startsWith("{\"search\":{") && text.endsWith("]}}"), text);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "\"median\":([0-9.]+),\"min\":([0-9.]+),\"max\":([0-9.]+),.*?\"rates\":\\[([^\\]]*)\\]").matcher(text);
        int rows = 0;
        while (m.find()) {
            rows++;
            double med = Double.parseDouble(m.group(1));
            double lo = Double.parseDouble(m.group(2));
            double hi = Double.parseDouble(m.group(3));
            String[] rates = m.group(4).split(",");
            assertEquals(3, rates.length, text);
            // A 0.1 s round can get no CPU at all on a loaded machine, so a zero minimum is
            // possible; the order of the figures and some progress are not.
            assertTrue(lo >= 0 && lo <= med && med <= hi && hi > 0, text);
        }
        assertEquals(2, rows, "empty and middle: " + text);
        assertEquals(2, SearchBench.run(new String[] {"--rounds", "0"}, new PrintStream(out, true, StandardCharsets.UTF_8)));
    }

    @Test
    void theMiddlePositionComesFromTheSupplier() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        io.kosumi.game.Game g = new io.kosumi.game.Game(9, io.kosumi.game.Rules.CHINESE, 7.5);
        int[] asked = new int[1];
        int code = SearchBench.run(new String[] {"--sizes", "9", "--seconds", "0.1", "--memory-mb", "16", "--builtin-priors"},
                new PrintStream(out, true, StandardCharsets.UTF_8), size -> {
                    asked[0] = size;
                    return g;
                });
        assertEquals(0, code);
        assertEquals(9, asked[0]);
    }
}
