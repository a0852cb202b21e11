package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BenchTest {
    private static ToolRun run(String... args) throws Exception {
        return ToolRun.of((o, e) -> new Bench().execute(args, o, e));
    }

    @Test
    void smallRunPrintsEveryFigure() throws Exception {
        ToolRun r = run("--playouts", "2000", "--sizes", "9,13", "--threads", "1,2", "--rounds", "3",
                "--seconds", "0.05", "--warmup", "0");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("moves/playout"), r.out());
        assertTrue(r.out().contains("black win komi 7.5"), r.out());
        assertTrue(r.out().contains("speed 9x9"), r.out());
        assertTrue(r.out().contains("speed 13x13"), r.out());
        assertTrue(r.out().matches("(?s).*speed 9x9: .*; 1 thread\n.*speed 9x9: .*; 2 threads; speedup"
                + " [0-9.]+ over 1 thread\n.*"), r.out());
    }

    @Test
    void jsonHasConformanceAndSpeed() throws Exception {
        ToolRun r = run("--playouts", "1000", "--sizes", "9", "--rounds", "2", "--seconds", "0.05",
                "--warmup", "0", "--json");
        assertEquals(0, r.code(), r.err());
        String json = r.out().trim();
        assertTrue(json.startsWith("{\"conformance\":{\"size\":9,\"playouts\":1000,"), json);
        assertTrue(json.contains("\"speed\":[{\"size\":9,\"threads\":1,"), json);
        assertTrue(json.matches(".*\"rounds\":\\[[0-9.]+,[0-9.]+\\].*"), json);
    }

    @Test
    void speedupIsOverTheFirstThreadCountOfTheSameSize() {
        Bench.Speed a1 = new Bench.Speed(9, 1, new double[] {100, 120, 80}, new double[3], 0);
        Bench.Speed a2 = new Bench.Speed(9, 2, new double[] {190, 170, 210}, new double[3], 0);
        Bench.Speed b1 = new Bench.Speed(19, 1, new double[] {40}, new double[1], 0);
        Bench.Speed b2 = new Bench.Speed(19, 2, new double[] {60}, new double[1], 0);
        List<Bench.Speed> all = List.of(a1, a2, b1, b2);
        assertEquals(0, Bench.speedup(all, a1), 0);
        assertEquals(1.9, Bench.speedup(all, a2), 1e-12);
        assertEquals(1.5, Bench.speedup(all, b2), 1e-12);
        assertTrue(Bench.toJson(null, all).contains("\"threads\":2,\"playoutsPerSecondMedian\":190.0,"
                + "\"min\":170.0,\"max\":210.0,\"playoutsPerCpuSecondMedian\":0.0,"
                + "\"movesPerPlayout\":0.000,\"speedup\":1.900,"));
        assertEquals(Runtime.getRuntime().availableProcessors(), Bench.parseThreads(" max"));
        assertEquals(2, Bench.parseThreads("2"));
    }

    @Test
    void conformanceAveragesAreSane() {
        Bench.Conformance c = Bench.conformance(9, 3000, 5);
        assertEquals(3000, c.playouts());
        assertEquals(Bench.REF_MOVES, c.movesPerPlayout(), 2.0);
        assertTrue(c.blackWinKomi0() > c.blackWinKomi75(), "komi helps White");
    }

    @Test
    void badArgumentsAreRefused() throws Exception {
        assertEquals(2, run("--sizes", "9,30").code());
        assertEquals(2, run("--rounds", "0").code());
        assertEquals(2, run("--threads", "0").code());
        assertEquals(2, run("--sizes", "x").code());
        assertEquals(2, run("--nonsense").code());
    }
}
