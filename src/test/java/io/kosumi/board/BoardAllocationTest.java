package io.kosumi.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.testutil.Allocations;
import org.junit.jupiter.api.Test;

/**
 * The board's hot path allocates nothing: after a warm-up (so the JIT has compiled it), a
 * million random moves plus the queries playouts and tactics use, and {@code copyFrom}, must
 * allocate zero bytes on this thread.
 */
class BoardAllocationTest {
    private static final int MEASURED_MOVES = 1_000_000;

    /** State of a tiny SplitMix64 generator kept in a field: no objects, no boxing. */
    private long rng = 0x123456789L;
    private final int[] libs = new int[Board.MAX_SIZE * Board.MAX_SIZE];
    /** Folded query results, so the JIT cannot drop the queries as dead code. */
    private long sink;
    /** Moves played by the measured rounds. */
    private int played;

    @Test
    void millionRandomMovesAllocateNothing() {
        Board b9 = new Board(9);
        Board b19 = new Board(19);
        Board scratch = new Board(19);
        for (int i = 0; i < 5; i++) { // warm-up: several rounds so the JIT compiles the loops
            randomMoves(b9, scratch, 100_000);
            randomMoves(b19, scratch, 100_000);
        }
        long allocated = Allocations.measure(() -> played = randomMoves(b9, scratch, MEASURED_MOVES / 2)
                + randomMoves(b19, scratch, MEASURED_MOVES / 2));
        System.out.println("allocation test: " + played + " moves, " + allocated + " bytes, sink "
                + sink);
        assertTrue(played >= MEASURED_MOVES, "played " + played);
        assertEquals(0, allocated, "the board allocated while playing " + played + " moves");
    }

    /**
     * Plays {@code n} random legal moves (restarting the board when a game ends), also calling the
     * read-only queries and {@code copyFrom}. Returns the number of moves played.
     */
    private int randomMoves(Board b, Board scratch, int n) {
        int color = Board.BLACK;
        int passes = 0;
        int played = 0;
        int sinceClear = 0;
        int cap = 3 * b.size() * b.size();
        while (played < n) {
            int pt = Board.PASS;
            int empties = b.emptyCount();
            for (int t = 0; t < 10 && empties > 0; t++) {
                int p = b.emptyAt(nextInt(empties));
                if (!b.isEye(p, color) && b.isLegal(p, color, false)) {
                    pt = p;
                    break;
                }
            }
            if (pt != Board.PASS) {
                sink += b.captures(pt, color) ? 1 : 0;
                sink += b.isSelfAtari(pt, color) ? 2 : 0;
                sink += b.hashAfter(pt, color);
                sink += b.legality(pt, Board.opponent(color), false);
            }
            b.playLegal(pt, color);
            played++;
            sinceClear++;
            if (pt != Board.PASS) {
                passes = 0;
                sink += b.libertyCount(pt) + b.chainSize(pt) + b.chainHead(pt);
                sink += b.findLiberties(pt, libs);
                if (b.libertyCount(pt) == 1) {
                    sink += b.atariLiberty(pt);
                }
            } else {
                passes++;
            }
            if ((played & 1023) == 0 && b.size() == scratch.size()) {
                scratch.copyFrom(b);
                sink += scratch.hash();
            }
            if (passes >= 2 || sinceClear >= cap) {
                b.clear();
                passes = 0;
                sinceClear = 0;
                color = Board.BLACK;
            } else {
                color = Board.opponent(color);
            }
        }
        return played;
    }

    private int nextInt(int n) {
        long z = (rng += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (int) (((z >>> 32) * n) >>> 32);
    }
}
