package io.kosumi.playout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.testutil.Allocations;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.Test;

class RandomPlayoutTest {
    private static final int PLAYOUTS = 100_000;
    /** Published reference-bot figures (1,000,000 playouts on 9x9). */
    private static final double REF_MOVES = 111.05;
    private static final double REF_WIN_75 = 0.4213;
    private static final double REF_WIN_0 = 0.5245;
    /** Tolerance in standard errors: a correct implementation fails about once in 16,000 runs. */
    private static final double SIGMAS = 4.0;

    /**
     * Conformance with the reference bot: averages over 100,000 playouts with a fixed seed agree with
     * the published figures within 4 standard errors. The standard error of the move average comes
     * from the sample's own variance; that of a win rate p over n playouts is sqrt(p(1-p)/n), about
     * 0.0016 here. (The published figures' own error, over 10x more playouts, is ~1/3 of ours and
     * is covered by the margin.)
     */
    @Test
    void averagesMatchTheReferenceBot() {
        RandomPlayout p = new RandomPlayout(9, 42);
        double sum = 0;
        double sumSq = 0;
        long win75 = 0;
        long win0 = 0;
        for (int i = 0; i < PLAYOUTS; i++) {
            int m = p.runFromEmpty();
            sum += m;
            sumSq += (double) m * m;
            if (p.winner(7.5) == Board.BLACK) {
                win75++;
            }
            if (p.winner(0) == Board.BLACK) {
                win0++;
            }
            assertFalse(p.capped(), "a 9x9 playout hit the move cap");
        }
        double mean = sum / PLAYOUTS;
        double sd = Math.sqrt(sumSq / PLAYOUTS - mean * mean);
        double seMoves = sd / Math.sqrt(PLAYOUTS);
        double w75 = (double) win75 / PLAYOUTS;
        double w0 = (double) win0 / PLAYOUTS;
        String figures = String.format(
                "moves %.3f (sd %.2f, se %.3f), black win komi 7.5 %.4f, komi 0 %.4f", mean, sd, seMoves,
                w75, w0);
        System.out.println("reference-bot conformance: " + figures);
        assertEquals(REF_MOVES, mean, SIGMAS * seMoves, figures);
        assertEquals(REF_WIN_75, w75, SIGMAS * Math.sqrt(REF_WIN_75 * (1 - REF_WIN_75) / PLAYOUTS),
                figures);
        assertEquals(REF_WIN_0, w0, SIGMAS * Math.sqrt(REF_WIN_0 * (1 - REF_WIN_0) / PLAYOUTS),
                figures);
    }

    /** The final position leaves neither side an acceptable move, and the score adds up. */
    @Test
    void playoutEndsWhenNeitherSideHasAMoveAndScoresByArea() {
        for (int size : new int[] {5, 9, 13, 19}) {
            RandomPlayout p = new RandomPlayout(size, size);
            for (int i = 0; i < 200; i++) {
                int moves = p.runFromEmpty();
                Board b = p.board();
                assertTrue(moves >= 2, "a playout ends with two passes");
                assertEquals(moves, p.moves());
                for (int c = Board.BLACK; c <= Board.WHITE; c++) {
                    for (int k = 0; k < b.emptyCount(); k++) {
                        int pt = b.emptyAt(k);
                        assertFalse(!b.isEye(pt, c) && b.isLegal(pt, c, false),
                                "playout stopped with a move left at " + pt + "\n" + b);
                    }
                }
                b.checkConsistency();
                // Recount the area independently: each empty point belongs to the colour of its
                // neighbours when they agree (at the end every empty region is a single point or dame).
                int score = 0;
                for (int y = 0; y < size; y++) {
                    for (int x = 0; x < size; x++) {
                        int pt = b.point(x, y);
                        int c = b.color(pt);
                        if (c == Board.EMPTY) {
                            c = neighbourColour(b, pt);
                        }
                        score += c == Board.BLACK ? 1 : c == Board.WHITE ? -1 : 0;
                    }
                }
                assertEquals(score, p.scoreBlackMinusWhite(), "area score\n" + b);
            }
        }
    }

    /** BLACK or WHITE if all stone neighbours of an empty point have that colour, else EMPTY. */
    private static int neighbourColour(Board b, int pt) {
        int s = b.stride();
        int seen = 0;
        for (int q : new int[] {pt + 1, pt - 1, pt + s, pt - s}) {
            int c = b.color(q);
            if (c == Board.BLACK || c == Board.WHITE) {
                seen |= c;
            } else if (c == Board.EMPTY) {
                return Board.EMPTY; // a larger region: not expected at the end of a playout
            }
        }
        return seen == Board.BLACK || seen == Board.WHITE ? seen : Board.EMPTY;
    }

    @Test
    void runFromAPositionLeavesItUntouched() {
        Board start = new Board(9);
        start.playLegal(start.point(4, 4), Board.BLACK);
        start.playLegal(start.point(2, 2), Board.WHITE);
        long hash = start.hash();
        RandomPlayout p = new RandomPlayout(9, 7);
        p.run(start, Board.BLACK);
        assertEquals(hash, start.hash());
        assertEquals(79, start.emptyCount());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> p.run(new Board(13), Board.BLACK));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> p.run(start, Board.EMPTY));
    }

    @Test
    void sameSeedSameResults() {
        RandomPlayout a = new RandomPlayout(9, 99);
        RandomPlayout b = new RandomPlayout(9, 99);
        for (int i = 0; i < 100; i++) {
            assertEquals(a.runFromEmpty(), b.runFromEmpty());
            assertEquals(a.scoreBlackMinusWhite(), b.scoreBlackMinusWhite());
        }
    }

    @Test
    void playoutsAllocateNothingAfterWarmUp() {
        RandomPlayout p9 = new RandomPlayout(9, 1);
        RandomPlayout p19 = new RandomPlayout(19, 2);
        long[] sink = new long[1];
        IntConsumer playouts = n -> {
            for (int i = 0; i < n; i++) {
                sink[0] += p9.runFromEmpty();
                if (i % 8 == 0) {
                    sink[0] += p19.runFromEmpty();
                }
            }
        };
        playouts.accept(30_000); // warm-up: let the JIT compile everything first
        long allocated = Allocations.measure(() -> playouts.accept(20_000));
        assertTrue(sink[0] > 0);
        assertEquals(0, allocated, "bytes allocated by playouts");
    }
}
