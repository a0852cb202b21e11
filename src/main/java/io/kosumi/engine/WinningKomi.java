package io.kosumi.engine;

import io.kosumi.game.Game;
import io.kosumi.search.SearchParams;

/**
 * The engine's winning komi ({@link SearchParams#winningKomiFrom}): points it gives the opponent
 * in its own game searches while it is clearly winning, moved one search at a time by how the
 * last one ended. The state belongs to one line of play: a search that does not follow the
 * engine's last move by one reply (a new game, an undo, a loaded position, the other colour)
 * starts again from none. Only the controlling thread uses it.
 */
final class WinningKomi {
    private final SearchParams params;

    private double extra;
    private double ceiling = Double.POSITIVE_INFINITY;
    /** Moves played before the last search, -1 for none; the position it searched; its colour. */
    private int lastMoveCount = -1;
    private long lastHash;
    private int lastColor;

    WinningKomi(SearchParams params) {
        this.params = params;
    }

    /** The points {@code color} gives in its search of {@code game}'s position. */
    double before(Game game, int color) {
        if (params.winningKomiFrom <= 0) return 0;
        int n = game.moveCount();
        boolean follows = lastMoveCount >= 0 && color == lastColor && n == lastMoveCount + 2
                && game.positionHash(lastMoveCount) == lastHash;
        if (!follows) {
            extra = 0;
            ceiling = Double.POSITIVE_INFINITY;
        }
        return extra;
    }

    /**
     * Moves the komi after {@code color}'s search of {@code game}'s position ended with the
     * engine's chosen move at {@code winRate} from {@code rootVisits} visits, for the next search.
     */
    void after(Game game, int color, double winRate, int rootVisits) {
        if (params.winningKomiFrom <= 0) return;
        lastMoveCount = game.moveCount();
        lastHash = game.positionHash(lastMoveCount);
        lastColor = color;
        int from = (int) Math.ceil(params.winningKomiFrom * game.size() * game.size());
        if (lastMoveCount + 2 < from || rootVisits < params.winningKomiMinVisits) return;
        if (winRate < 0.5) {
            extra = 0;
            ceiling = 0;
        } else if (winRate < params.winningKomiLow) {
            if (extra > 0) {
                extra = Math.max(0, extra - params.winningKomiDrop);
                ceiling = extra;
            }
        } else if (winRate > params.winningKomiHigh && extra + 1 <= ceiling) {
            extra += 1;
        }
    }
}
