package io.kosumi.testutil;

import io.kosumi.board.Board;
import java.util.Random;

/** Positions reached by random play, for tests that want many varied boards. */
public final class RandomBoards {
    private RandomBoards() {}

    /**
     * A {@code size} board after {@code tries} random tries from the empty board, the colours
     * alternating: each try picks a random empty point and plays it if it is legal (no suicide)
     * and not the mover's own eye, and plays nothing otherwise. The same seed gives the same
     * position.
     */
    public static Board after(int size, long seed, int tries) {
        Random rnd = new Random(seed);
        Board b = new Board(size);
        int color = Board.BLACK;
        for (int i = 0; i < tries; i++) {
            int pt = b.emptyAt(rnd.nextInt(b.emptyCount()));
            if (b.isLegal(pt, color, false) && !b.isEye(pt, color)) {
                b.playLegal(pt, color);
            }
            color = Board.opponent(color);
        }
        return b;
    }
}
