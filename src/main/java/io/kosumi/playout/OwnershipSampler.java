package io.kosumi.playout;

import io.kosumi.board.Board;
import io.kosumi.pattern.OwnershipMap;

import java.util.Arrays;

/**
 * Fills an {@link OwnershipMap} from playouts of a position: who owns each point at the end
 * (stones and the empty points only one colour touches, as {@link PlayoutRunner#score}
 * counts them). The same code serves the prior table's training and the search, so the
 * {@code owner} feature means the same in both.
 *
 * <p>One instance per thread: it owns its counts and work board, and allocates nothing after
 * construction.
 */
public final class OwnershipSampler {
    private final PlayoutRunner runner;
    private final Board work = new Board(Board.MIN_SIZE);
    private final int[] blackOwned = new int[Board.arrayLength(Board.MAX_SIZE)];
    private final int[] whiteOwned = new int[Board.arrayLength(Board.MAX_SIZE)];

    /** Samples with this runner (its policy and random numbers). */
    public OwnershipSampler(PlayoutRunner runner) {
        this.runner = runner;
    }

    /**
     * Plays {@code playouts} playouts from {@code position} with {@code toMove} first and sets
     * {@code out} from who owned each point at their end. {@code position} is not changed.
     */
    public void sample(Board position, int toMove, int playouts, OwnershipMap out) {
        if (playouts <= 0) throw new IllegalArgumentException("playouts must be positive: " + playouts);
        int len = position.arrayLength();
        Arrays.fill(blackOwned, 0, len, 0);
        Arrays.fill(whiteOwned, 0, len, 0);
        int maxMoves = runner.maxMoves(position.size());
        for (int i = 0; i < playouts; i++) {
            work.copyFrom(position);
            runner.run(work, toMove, 0, maxMoves, null, null, 0);
            for (int pt = 0; pt < len; pt++) {
                int o = runner.owner(pt);
                if (o == Board.BLACK) blackOwned[pt]++;
                else if (o == Board.WHITE) whiteOwned[pt]++;
            }
        }
        out.set(blackOwned, whiteOwned, playouts, len);
    }
}
