package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReuseBenchTest {
    @Test
    void oneTreePerSideInheritsTwoPliesDown() {
        List<ReuseBench.Step> steps = ReuseBench.play(9, 8, 400, 1, false, 32L << 20, 5);
        // Each side's first search has nothing to inherit: moves 1 and 2 are not steps.
        assertEquals(3, steps.get(0).moveNumber());
        assertEquals(6, steps.size());
        for (ReuseBench.Step s : steps) {
            assertTrue(s.previousRootVisits() >= 400, "a root holds at least its own playouts");
            assertTrue(s.kept() >= 0 && s.kept() <= s.previousRootVisits(), s.toString());
            assertTrue(s.fraction() >= 0 && s.fraction() <= 1, s.toString());
            assertEquals(s.moveNumber() % 2 == 1 ? Board.BLACK : Board.WHITE, s.color());
        }
        // A root's visits are what it was given plus its own playouts, so the previous root of a
        // side's search is its kept visits plus 400 (one thread: no overshoot).
        for (int i = 2; i < steps.size(); i++) {
            assertEquals(steps.get(i - 2).kept() + 400, steps.get(i).previousRootVisits());
        }
    }

    @Test
    void sharedTreeKeepsTheChosenMoveSubtree() {
        List<ReuseBench.Step> steps = ReuseBench.play(9, 5, 400, 1, true, 32L << 20, 5);
        assertEquals(2, steps.get(0).moveNumber());
        for (ReuseBench.Step s : steps) {
            // The move just played was the most visited child of the previous root: never empty.
            assertTrue(s.kept() > 0, s.toString());
        }
    }

    @Test
    void jsonAndStatistics() {
        List<ReuseBench.Step> steps = List.of(new ReuseBench.Step(3, Board.BLACK, "D4", 1000, 100),
                new ReuseBench.Step(4, Board.WHITE, "E5", 1000, 500),
                new ReuseBench.Step(5, Board.BLACK, "C3", 1100, 0));
        String json = ReuseBench.toJson(9, 1000, false, steps);
        assertTrue(json.startsWith("{\"reuse\":{\"size\":9,\"playouts\":1000,\"sharedTree\":false,"
                + "\"searches\":3,\"fractionMedian\":0.1000,\"fractionMin\":0.0000,"
                + "\"fractionMax\":0.5000,\"keptMedian\":100.0,\"keptMin\":0,\"keptMax\":500,"), json);
        assertTrue(json.contains("{\"move\":4,\"color\":\"w\",\"played\":\"E5\","
                + "\"previousRootVisits\":1000,\"kept\":500,\"fraction\":0.5000}"), json);
    }

    @Test
    void commandLine() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertEquals(0, ReuseBench.run(new String[] {"--moves", "4", "--playouts", "200",
                "--memory-mb", "16"}, o, sink));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("kept fraction: median"), text);
        assertTrue(text.contains("(2 searches)"), text);
        assertEquals(2, ReuseBench.run(new String[] {"--moves", "1"}, o, sink));
        assertEquals(2, ReuseBench.run(new String[] {"--size"}, o, sink));
        assertEquals(2, ReuseBench.run(new String[] {"--bogus"}, o, sink));
        out.reset();
        assertEquals(0, ReuseBench.run(new String[] {"--help"}, o, sink));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("--shared-tree"), out.toString(StandardCharsets.UTF_8));
    }
}
