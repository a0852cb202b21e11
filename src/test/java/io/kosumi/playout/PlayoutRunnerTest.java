package io.kosumi.playout;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.testutil.Allocations;
import io.kosumi.util.FastRandom;
import org.junit.jupiter.api.Test;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlayoutRunnerTest {
    /** Plays the given GTP moves in order, then passes; counts the runner's calls. */
    private static final class ScriptedPolicy implements PlayoutPolicy {
        private final int[] script;
        private int next;
        int starts;
        int playedCalls;

        ScriptedPolicy(int size, String... moves) {
            script = new int[moves.length];
            for (int i = 0; i < moves.length; i++) {
                script[i] = moves[i].equals("pass") ? Board.PASS : Coord.parseGtp(moves[i], size);
            }
        }

        @Override
        public void startPlayout(Board b) {
            starts++;
        }

        @Override
        public int choose(Board b, int color) {
            return next < script.length ? script[next++] : Board.PASS;
        }

        @Override
        public void played(Board b, int mv) {
            assertTrue(mv != Board.PASS, "played() must not see a pass");
            assertEquals(mv, b.lastMove(), "played() comes after the move is on the board");
            playedCalls++;
        }
    }

    @Test
    void twoPassesInARowEndThePlayoutCountingThoseBeforeTheStart() {
        ScriptedPolicy passing = new ScriptedPolicy(5);
        PlayoutRunner r = new PlayoutRunner(passing, 3.0);
        r.run(new Board(5), Board.BLACK, 0, r.maxMoves(5), null, null, 0);
        assertEquals(2, r.lastLength());
        r.run(new Board(5), Board.BLACK, 1, r.maxMoves(5), null, null, 0);
        assertEquals(1, r.lastLength(), "one pass before the start: the first pass ends it");
        assertEquals(2, passing.starts);
        assertEquals(0, passing.playedCalls);
        // A pass between moves does not end it: B C3, W pass, B D4, W pass, B pass.
        ScriptedPolicy p = new ScriptedPolicy(5, "C3", "pass", "D4", "pass", "pass");
        r = new PlayoutRunner(p, 3.0);
        Board b = new Board(5);
        r.run(b, Board.BLACK, 0, r.maxMoves(5), null, null, 0);
        assertEquals(5, r.lastLength());
        assertEquals(2, b.stoneCount(Board.BLACK));
        assertEquals(2, p.playedCalls);
    }

    @Test
    void theLengthCapStopsThePlayout() {
        PlayoutRunner r = new PlayoutRunner(new ScriptedPolicy(5, "A1", "B2", "C3", "D4", "E5"), 3.0);
        assertEquals(75, r.maxMoves(5));
        Board b = new Board(5);
        r.run(b, Board.BLACK, 0, 3, null, null, 0);
        assertEquals(3, r.lastLength());
        assertEquals(2, b.stoneCount(Board.BLACK));
        assertEquals(1, b.stoneCount(Board.WHITE));
        assertEquals(Board.EMPTY, b.color(Coord.parseGtp("D4", 5)));
        assertEquals(243, new PlayoutRunner(new ScriptedPolicy(9), 3.0).maxMoves(9));
        assertEquals(82, new PlayoutRunner(new ScriptedPolicy(9), 1.01).maxMoves(9), "rounded up");
        assertThrows(IllegalArgumentException.class, () -> new PlayoutRunner(new ScriptedPolicy(9), 0));
        assertThrows(IllegalArgumentException.class, () -> new PlayoutRunner(new ScriptedPolicy(9), Double.NaN));
    }

    @Test
    void amafKeepsTheFirstPlayerOfEachPointWithItsMoveIndex() {
        // B A2, W A1, B B1 (captures A1), W pass, B A1, W pass, B pass. Indices start at 10 and
        // count the passes too. C3 was played in the tree by White: the runner leaves it.
        int size = 5;
        Board b = new Board(size);
        int[] color = new int[b.arrayLength()];
        int[] index = new int[b.arrayLength()];
        int c3 = Coord.parseGtp("C3", size);
        b.playLegal(c3, Board.WHITE);
        color[c3] = Board.WHITE;
        index[c3] = 9;
        ScriptedPolicy p = new ScriptedPolicy(size, "A2", "A1", "B1", "pass", "A1", "pass", "pass");
        PlayoutRunner r = new PlayoutRunner(p, 3.0);
        int area = r.run(b, Board.BLACK, 0, r.maxMoves(size), color, index, 10);
        assertEquals(7, r.lastLength());
        assertEquals(4, p.playedCalls);
        int a1 = Coord.parseGtp("A1", size), a2 = Coord.parseGtp("A2", size), b1 = Coord.parseGtp("B1", size);
        assertEquals(Board.BLACK, b.color(a1), "Black refilled A1 after the capture");
        assertEquals(Board.BLACK, color[a2]);
        assertEquals(10, index[a2]);
        assertEquals(Board.WHITE, color[a1], "the first player of A1 is White, who was captured there");
        assertEquals(11, index[a1]);
        assertEquals(Board.BLACK, color[b1]);
        assertEquals(12, index[b1]);
        assertEquals(Board.WHITE, color[c3]);
        assertEquals(9, index[c3]);
        int recorded = 0;
        for (int pt = 0; pt < color.length; pt++) if (color[pt] != 0) recorded++;
        assertEquals(4, recorded);
        assertEquals(area, r.score(b), "run returns the area count of the final position");
    }

    @Test
    void playoutsEndAndScoreByArea() {
        PlayoutRunner runner = PlayoutRunner.heuristic(new PlayoutParams(), new FastRandom(4));
        Board root = new Board(9);
        Board b = new Board(9);
        int[] amafColor = new int[b.arrayLength()];
        int[] amafIndex = new int[b.arrayLength()];
        for (int i = 0; i < 200; i++) {
            b.copyFrom(root);
            java.util.Arrays.fill(amafColor, 0);
            int area = runner.run(b, Board.BLACK, 0, runner.maxMoves(9), amafColor, amafIndex, 0);
            b.checkConsistency();
            assertTrue(Math.abs(area) <= 81);
            int counted = 0;
            for (int pt = 0; pt < b.arrayLength(); pt++) {
                if (runner.owner(pt) == Board.BLACK) counted++;
                else if (runner.owner(pt) == Board.WHITE) counted--;
                if (amafColor[pt] != 0) assertTrue(b.onBoard(pt));
            }
            assertEquals(area, counted);
            assertTrue(runner.lastLength() <= runner.maxMoves(9));
        }
    }

    @Test
    void runAllocatesNothingAfterWarmUp() {
        PlayoutParams twoLibs = new PlayoutParams();
        twoLibs.twoLiberties = 1;
        PlayoutParams noTwoLibs = new PlayoutParams();
        noTwoLibs.twoLiberties = 0;
        // Runs: 9x9 and 19x19 without the two-liberty step, then with it certain.
        for (int run = 0; run < 4; run++) {
            int size = (run & 1) == 1 ? 19 : 9;
            PlayoutRunner runner = PlayoutRunner.heuristic(run < 2 ? noTwoLibs : twoLibs, new FastRandom(6));
            Board root = new Board(size);
            Board b = new Board(size);
            int[] ac = new int[b.arrayLength()];
            int[] ai = new int[b.arrayLength()];
            // 10,000 playouts of warm-up: after 3,000 the JIT had not settled on the rare
            // branches (killing sacrifices) and the measured run allocated.
            for (int i = 0; i < 10000; i++) {
                b.copyFrom(root);
                runner.run(b, Board.BLACK, 0, runner.maxMoves(size), ac, ai, 0);
            }
            long allocated = Allocations.measure(() -> {
                for (int i = 0; i < 500; i++) {
                    b.copyFrom(root);
                    java.util.Arrays.fill(ac, 0);
                    runner.run(b, Board.BLACK, 0, runner.maxMoves(size), ac, ai, 0);
                }
            });
            // A few bytes may be the counter's own; 500 playouts must add nothing.
            assertTrue(allocated < 1024, "allocated " + allocated + " bytes in 500 playouts on " + size);
        }
    }
}
