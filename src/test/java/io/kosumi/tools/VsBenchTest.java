package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class VsBenchTest {
    @Test
    void parsesPachiSummaryAndIgnoresPerThreadFigure() {
        List<String> lines = List.of(
                "[1000] best 53.0% xkomi 0.5 | seq  F4  D5",
                "*** WINNER is F4 with score 51.3% (744/2390 games), extra komi 0.5",
                "genmove in 0.40s, mcts 0.34s (7012 games/s, 3506 games/s/thread)");
        assertEquals(7012, VsBench.parseSelfReportedRate(lines), 1e-9);
    }

    @Test
    void lastReportedRateWinsAndSeparatorsAreRead() {
        List<String> lines = List.of("speed 1,234.5 playouts/s", "later: 2,500 playouts/s");
        assertEquals(2500, VsBench.parseSelfReportedRate(lines), 1e-9);
        assertEquals(0, VsBench.parseSelfReportedRate(List.of("no rate here", "12 games")), 0);
    }

    @Test
    void twoPointRateCancelsTheFixedCost() {
        // 0.5 s of fixed cost in both genmoves, 10,000 playouts per second of search.
        double fixed = 0.5;
        double t20k = fixed + 20000 / 10000.0;
        double t2k = fixed + 2000 / 10000.0;
        assertEquals(10000, VsBench.rate(20000, t20k, 2000, t2k), 1e-6);
        // One point counts the fixed cost against the engine.
        assertEquals(20000 / 2.5, VsBench.rate(20000, t20k, 0, 0), 1e-6);
        // Noise bigger than the search: unknown, not negative or infinite.
        assertEquals(0, VsBench.rate(2000, 0.3, 1000, 0.31), 0);
        assertEquals(0, VsBench.ratio(5, 0), 0);
        assertEquals(2.5, VsBench.ratio(5, 2), 1e-12);
    }

    @Test
    void pairRatiosAndMedians() {
        VsBench.Rates k = new VsBench.Rates(new double[] {100, 300, 200}, new double[] {10, 30, 20},
                new double[3]);
        VsBench.Rates o = new VsBench.Rates(new double[] {50, 100, 400}, new double[] {5, 10, 40},
                new double[] {0, 90, 110});
        VsBench.Pair p = new VsBench.Pair("empty", 9, 1000, k, o);
        assertEquals(200, k.median(), 0);
        assertEquals(100, k.min(), 0);
        assertEquals(300, k.max(), 0);
        assertEquals(2.0, p.ratio(), 1e-12); // 200 / 100
        assertEquals(2.0, p.cpuRatio(), 1e-12);
        assertEquals(90, o.selfReportedMedian(), 0);
        double[] rr = p.roundRatios();
        assertEquals(2.0, rr[0], 1e-12);
        assertEquals(3.0, rr[1], 1e-12);
        assertEquals(0.5, rr[2], 1e-12);
        String json = VsBench.toJson(List.of(p), "pachi -t \"={playouts}\"", true);
        assertTrue(json.startsWith("{\"vs\":{\"command\":\"pachi -t \\\"={playouts}\\\"\","
                + "\"method\":\"two-point\",\"pairs\":[{\"size\":9,\"position\":\"empty\","
                + "\"playouts\":1000,\"ratio\":2.0000,"), json);
        assertTrue(json.contains("\"roundRatios\":[2.0000,3.0000,0.5000]"), json);
    }

    @Test
    void placeholderAndPositions() {
        assertTrue(VsBench.twoPoint("pachi -t ={playouts}"));
        assertEquals("pachi -t =300 x=300", VsBench.substitute("pachi -t ={playouts} x={playouts}", 300));
        List<VsBench.Position> ps = VsBench.positions(List.of(9, 13), List.of("empty", "middle"));
        assertEquals(4, ps.size());
        assertEquals(List.of("boardsize 9", "clear_board", "komi 7.5"), ps.get(0).setupCommands());
        List<String> mid = ps.get(1).setupCommands();
        assertEquals(3 + ps.get(1).game().moveCount(), mid.size());
        assertTrue(ps.get(1).game().moveCount() >= 20, "a third of the board is played");
        assertTrue(mid.get(3).matches("play b [A-HJ][1-9]"), mid.get(3));
        assertTrue(mid.get(4).startsWith("play w "), mid.get(4));
        assertThrows(IllegalArgumentException.class,
                () -> VsBench.positions(List.of(9), List.of("endgame")));
        assertThrows(IllegalArgumentException.class,
                () -> new VsBench("x {playouts}", 100, 100, 1, 1, 1 << 20, 1, 1000));
        assertThrows(IllegalArgumentException.class,
                () -> new VsBench("x 'unterminated", 100, 10, 1, 1, 1 << 20, 1, 1000));
    }

    private static String kosumiCommand(String extra) {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -cp '" + System.getProperty("java.class.path")
                + "' io.kosumi.Main --threads 1 --seed 7 --log-level warn " + extra;
    }

    /** Kosumi itself as the other engine, told a fixed playout count through the placeholder. */
    @Tag("slow")
    @Test
    void realGtpEngineTwoPoint() throws IOException {
        VsBench b = new VsBench(kosumiCommand("--playouts {playouts}"), 3000, 100, 1, 2, 64L << 20,
                3, 120_000);
        List<VsBench.Pair> pairs = b.run(VsBench.positions(List.of(9), List.of("empty", "middle")),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals(2, pairs.size());
        for (VsBench.Pair p : pairs) {
            assertEquals(3000, p.playouts());
            assertEquals(2, p.kosumi().perSecond().length);
            assertTrue(p.kosumi().min() > 0, "Kosumi ran its playouts");
            // 2,900 playouts of difference dwarf a GTP round trip: the two-point rate is defined.
            assertTrue(p.other().max() > 0, "the other engine's rate was measured");
            assertTrue(p.ratio() >= 0);
        }
        assertEquals("middle", pairs.get(1).position());
    }

    @Tag("slow")
    @Test
    void benchCommandLineWithVs() throws Exception {
        ToolRun r = ToolRun.of((o, e) -> new Bench().execute(new String[] {"--vs",
                kosumiCommand("--playouts 1500"), "--vs-playouts", "1500", "--sizes", "9", "--positions",
                "empty", "--rounds", "1", "--memory-mb", "64", "--json"}, o, e));
        String json = r.out();
        assertEquals(0, r.code(), r.err());
        assertTrue(json.startsWith("{\"vs\":{\"command\":"), json);
        assertTrue(json.contains("\"method\":\"one-point\""), json);
        assertTrue(json.contains("\"size\":9,\"position\":\"empty\",\"playouts\":1500"), json);
        assertTrue(r.err().contains("vs 9x9 empty round 1"), r.err());
    }

    @Test
    void vsArgumentsAreChecked() {
        PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertEquals(2, new Bench().execute(new String[] {"--vs", "x"}, sink, sink));
        assertEquals(2, new Bench().execute(
                new String[] {"--vs", "x", "--vs-playouts", "10", "--threads", "1,2"}, sink, sink));
        assertEquals(1, new Bench().execute(new String[] {"--vs", "/nonexistent/engine",
                "--vs-playouts", "10", "--sizes", "9", "--positions", "empty", "--rounds", "1",
                "--memory-mb", "16"}, sink, sink));
    }
}
