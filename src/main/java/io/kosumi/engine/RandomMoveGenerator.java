package io.kosumi.engine;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import java.util.SplittableRandom;

/**
 * A placeholder player: a uniformly random legal move that does not fill one of its own
 * one-point eyes, or a pass when there is none. It never resigns and knows no dead stones.
 * The Monte-Carlo search (issue 4) replaces it through {@link MoveGenerators}; it stays useful
 * as a fast, always-legal opponent in protocol tests.
 *
 * <p>Legality is the game's (positional superko included), so the move is always playable.
 */
public final class RandomMoveGenerator implements MoveGenerator {
    private final SplittableRandom random;
    private int[] candidates = new int[0];

    public RandomMoveGenerator(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public synchronized int generateMove(Game game, int color, SearchRequest request) {
        Board board = game.board();
        int n = board.emptyCount();
        if (candidates.length < n) {
            candidates = new int[n];
        }
        for (int i = 0; i < n; i++) {
            candidates[i] = board.emptyAt(i);
        }
        // Draw without replacement: pick a random candidate, reject it by swapping it out.
        int left = n;
        while (left > 0) {
            int k = random.nextInt(left);
            int pt = candidates[k];
            if (!board.isEye(pt, color) && game.isLegal(color, pt)) {
                return pt;
            }
            candidates[k] = candidates[--left];
        }
        return Board.PASS;
    }
}
