package io.kosumi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.time.ManualClock;
import io.kosumi.time.TimeSettings;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EngineTest {
    private static Engine engine(MoveGenerator g) {
        EngineSettings s = new EngineSettings();
        s.seed = 3L;
        return new Engine(s, g);
    }

    @Test
    void anIllegalGeneratedMoveIsReplacedByALegalOne() throws Exception {
        Engine e = engine((game, color, req) -> game.board().point(3, 3));
        e.setBoardSize(9);
        e.play(Board.WHITE, e.board().point(3, 3));
        int move = e.genmove(Board.BLACK, SearchRequest.Kind.PLAY);
        assertNotEquals(e.board().point(3, 3), move);
        assertEquals(Board.BLACK, e.board().color(move));
        assertEquals(2, e.game().moveCount());
    }

    @Test
    void regressionGenmoveDoesNotPlay() {
        Engine e = engine(new RandomMoveGenerator(1));
        e.setBoardSize(9);
        String before = e.fingerprint();
        int move = e.genmove(Board.BLACK, SearchRequest.Kind.REGRESSION);
        assertTrue(e.board().onBoard(move));
        assertEquals(before, e.fingerprint());
    }

    @Test
    void randomGeneratorPassesOnlyWhenNothingElseIsLegalAndNeverFillsItsEye() {
        // 3x3, Black everywhere but B2, Black's eye: Black must not fill it and passes; for
        // White, B2 is the one legal move (it takes all eight stones).
        Engine e = engine(new RandomMoveGenerator(2));
        e.setBoardSize(3);
        Board b = e.board();
        int[] pts = {b.point(0, 0), b.point(1, 0), b.point(2, 0), b.point(0, 1), b.point(2, 1), b.point(0, 2),
            b.point(1, 2), b.point(2, 2)};
        e.setupStones(Board.BLACK, pts);
        assertEquals(Board.PASS, e.genmove(Board.BLACK, SearchRequest.Kind.PLAY));
        assertEquals(b.point(1, 1), e.genmove(Board.WHITE, SearchRequest.Kind.PLAY));
        assertEquals(8, e.board().capturedStones(Board.WHITE));
    }

    @Test
    void deadStonesFromTheGeneratorCountInTheScore() throws Exception {
        int[] deadPoint = new int[1];
        MoveGenerator g = new MoveGenerator() {
            @Override
            public int generateMove(Game game, int color, SearchRequest request) {
                return Board.PASS;
            }

            @Override
            public int[] deadStones(Game game) {
                return new int[] {deadPoint[0], 0, 9999, -5};
            }
        };
        Engine e = engine(g);
        e.setBoardSize(5);
        e.setKomi(0.5);
        e.play(Board.BLACK, e.board().point(2, 2));
        e.play(Board.WHITE, e.board().point(0, 0));
        deadPoint[0] = e.board().point(0, 0);
        // Black C3 alone owns the board once White's A1 is dead: 25 - 0.5.
        assertEquals("B+24.5", e.finalScore());
        boolean[] dead = e.deadStones();
        assertTrue(dead[e.board().point(0, 0)]);
        int count = 0;
        for (boolean d : dead) {
            count += d ? 1 : 0;
        }
        assertEquals(1, count, "points off the board and empty points are ignored");
    }

    @Test
    void freeHandicapPointsAreDistinctAndOnTheBoard() {
        Engine e = engine(new RandomMoveGenerator(1));
        for (int size : new int[] {2, 3, 5, 7, 9, 13, 19, 25}) {
            e.setBoardSize(size);
            for (int n = 2; n <= Math.min(size * size - 1, 40); n++) {
                int[] pts = e.freeHandicapPoints(n);
                assertEquals(n, pts.length);
                Set<Integer> seen = new HashSet<>();
                for (int pt : pts) {
                    assertTrue(e.board().onBoard(pt), size + "x" + size + " n=" + n);
                    assertTrue(seen.add(pt), "repeated point, " + size + "x" + size + " n=" + n);
                }
            }
            assertThrows(IllegalArgumentException.class, () -> e.freeHandicapPoints(1));
        }
    }

    @Test
    void komiRulesAndTimeSurviveBoardChanges() {
        Engine e = engine(new RandomMoveGenerator(1));
        e.setKomi(6.5);
        e.setTimeSettings(TimeSettings.absolute(300_000));
        e.setBoardSize(9);
        e.clearBoard();
        assertEquals(6.5, e.komi());
        assertEquals(TimeSettings.absolute(300_000), e.timeControl().settings());
        assertThrows(IllegalArgumentException.class, () -> e.setBoardSize(26));
        assertEquals(9, e.board().size());
    }

    @Test
    void genmoveRunsTheGameClockButRegGenmoveDoesNot() {
        ManualClock clock = new ManualClock();
        long[] seen = new long[2];
        MoveGenerator slow = (game, color, req) -> {
            seen[0] = req.budget().maxMillis();
            seen[1] = req.moveStartNanos();
            clock.advanceMillis(2_000);
            return Board.PASS;
        };
        EngineSettings s = new EngineSettings();
        s.secondsPerMove = 3;
        Engine e = new Engine(s, slow, clock);
        e.setBoardSize(9);
        // No time settings: the fixed time per move is the budget.
        e.genmove(Board.BLACK, SearchRequest.Kind.REGRESSION);
        assertEquals(3_000, seen[0]);
        assertEquals(0, e.timeControl().usedMillis(Board.BLACK));
        e.setTimeSettings(TimeSettings.absolute(60_000));
        e.genmove(Board.BLACK, SearchRequest.Kind.PLAY);
        assertTrue(seen[0] < 60_000, "budget " + seen[0]);
        assertEquals(2_000, e.timeControl().usedMillis(Board.BLACK));
        assertEquals(1, e.game().moveCount());
    }
}
