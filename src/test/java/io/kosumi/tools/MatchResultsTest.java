package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.game.Rules;
import io.kosumi.tools.MatchResults.ClockUse;
import io.kosumi.tools.MatchResults.GameRecord;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The results file's lines with each side's clock use, and the summary of the clock use. */
class MatchResultsTest {
    @TempDir
    Path tmp;

    @Test
    void clockUseIsTakenAfterTheMovesThatEndEachThird() {
        long[] ms = {10, 20, 30, 40, 50, 60};
        ClockUse six = ClockUse.of(ms, 6, 1000);
        assertEquals(0.03, six.third(), 1e-12); // after 2 of 6 moves
        assertEquals(0.10, six.twoThirds(), 1e-12); // after 4
        assertEquals(0.21, six.end(), 1e-12);
        ClockUse four = ClockUse.of(ms, 4, 100);
        assertEquals(0.3, four.third(), 1e-12); // 4/3 moves: complete within the 2nd
        assertEquals(0.6, four.twoThirds(), 1e-12); // 8/3: within the 3rd
        assertEquals(1.0, four.end(), 1e-12);
        ClockUse one = ClockUse.of(ms, 1, 100);
        assertEquals(new ClockUse(0.1, 0.1, 0.1), one);
        assertNull(ClockUse.of(ms, 0, 1000), "no move, nothing measured");
        assertNull(ClockUse.of(ms, 3, 0), "no main time");
    }

    @Test
    void linesWithAndWithoutTheClockColumnsRead() {
        GameRecord r = new GameRecord(2, "A", "B", 'B', "B+R", 40, 900, 2000, 800, 1500, "resign", "-", "-",
                new ClockUse(0.125, 0.5, 0.875), null);
        String line = r.toLine();
        assertTrue(line.endsWith("\t0.125/0.500/0.875\t-"), line);
        assertEquals(r, GameRecord.parse(line));
        String old = "3\tA\tB\tB\tB+R\t40\t900\t2000\t800\t1500\tresign\t-\t-";
        GameRecord fromOld = GameRecord.parse(old);
        assertNull(fromOld.blackClock());
        assertNull(fromOld.whiteClock());
        assertEquals(r.result(), fromOld.result());
        assertThrows(IllegalArgumentException.class, () -> GameRecord.parse(old + "\t0.1/0.2"));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.parse(old + "\t0.1/0.2\t-"));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.parse(old + "\t-1/0.2/0.3\t-"));
    }

    @Test
    void aFileWithOlderLinesAboveNewerOnesReadsWhole() throws Exception {
        // An older run resumed by this version: old columns and lines, then new lines below them.
        String config = "# config: size=9 komi=7.0 rules=chinese colours=alternate time=0.0 main-time=60.0"
                + " openings=- A=a B=b";
        Files.writeString(tmp.resolve(MatchResults.RESULTS), String.join("\n",
                "# kosumi match results v1", config,
                "# game\tblack\twhite\twinner\tresult\tmoves\tblack_avg_ms\tblack_max_ms\twhite_avg_ms"
                        + "\twhite_max_ms\treason\topening\tflags",
                "1\tA\tB\tB\tB+R\t40\t900\t2000\t800\t1500\tresign\t-\t-",
                "2\tB\tA\tW\tW+2.0\t81\t700\t1900\t1000\t2500\tscore\t-\t-\t0.300/0.600/0.900"
                        + "\t0.200/0.400/0.700") + "\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<GameRecord> read = MatchResults.read(tmp.resolve(MatchResults.RESULTS), config,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, read.size(), err.toString(StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertNull(read.get(0).clockOf("A"));
        assertEquals(new ClockUse(0.2, 0.4, 0.7), read.get(1).clockOf("A"));
        assertEquals(new ClockUse(0.3, 0.6, 0.9), read.get(1).clockOf("B"));
    }

    @Test
    void summaryGivesMedianAndMinimumPerEngineAndOverItsLosses() {
        MatchOptions o = new MatchOptions();
        o.name = "clock";
        o.games = 3;
        o.size = 9;
        o.komi = 7;
        o.mainTime = 60;
        o.rules = Rules.CHINESE;
        o.engineA = "a";
        o.engineB = "b";
        o.out = tmp;
        // A is Black in games 1 and 3; A loses game 1 and wins games 2 and 3.
        List<GameRecord> records = List.of(
                game(0, "A", "B", 'W', new ClockUse(0.2, 0.5, 0.6), new ClockUse(0.3, 0.6, 0.9)),
                game(1, "B", "A", 'W', new ClockUse(0.1, 0.2, 0.3), new ClockUse(0.4, 0.7, 0.8)),
                game(2, "A", "B", 'B', new ClockUse(0.3, 0.4, 1.0), null));
        MatchSummary s = new MatchSummary(o, "A", "B", null, records);
        assertEquals(3, s.clockA.games());
        assertArrayEquals(new double[] {0.3, 0.5, 0.8}, s.clockA.median(), 1e-12);
        assertArrayEquals(new double[] {0.2, 0.4, 0.6}, s.clockA.min(), 1e-12);
        assertEquals(1, s.clockALost.games());
        assertArrayEquals(new double[] {0.2, 0.5, 0.6}, s.clockALost.median(), 1e-12);
        // B has a clock use in two games (none in game 3) and lost game 2 and game 3.
        assertEquals(2, s.clockB.games());
        assertArrayEquals(new double[] {0.2, 0.4, 0.6}, s.clockB.median(), 1e-12);
        assertEquals(1, s.clockBLost.games());
        assertArrayEquals(new double[] {0.1, 0.2, 0.3}, s.clockBLost.min(), 1e-12);
        String text = s.toText();
        assertTrue(text.contains("main time used at 1/3 2/3 end: A median 30/50/80% min 20/40/60%"
                + " (3 games); lost: median 20/50/60% min 20/50/60% (1 games)\n"), text);
        assertTrue(text.contains("main time used at 1/3 2/3 end: B median 20/40/60%"), text);
        String json = s.toJson();
        assertTrue(json.contains("\"mainTimeUsed\":{\"A\":{\"games\":3,\"median\":[0.300,0.500,0.800],"
                + "\"min\":[0.200,0.400,0.600],\"lost\":{\"games\":1,"), json);
        // Without any clock use (no main time, or older lines) neither appears.
        List<GameRecord> none = List.of(game(0, "A", "B", 'W', null, null));
        MatchSummary n = new MatchSummary(o, "A", "B", null, none);
        assertTrue(!n.toText().contains("main time used"), n.toText());
        assertTrue(n.toJson().contains("\"mainTimeUsed\":null"), n.toJson());
    }

    private static GameRecord game(int index, String black, String white, char winner, ClockUse b,
            ClockUse w) {
        return new GameRecord(index, black, white, winner, winner + "+R", 50, 1000, 2000, 1000, 2000,
                "resign", "-", "-", b, w);
    }
}
