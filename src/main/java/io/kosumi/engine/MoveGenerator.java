package io.kosumi.engine;

import io.kosumi.game.Game;

/**
 * Chooses moves for the {@link Engine}. The Monte-Carlo search implements it (issue 4);
 * until then {@link RandomMoveGenerator} does.
 *
 * <p>Threading: {@link #generateMove} and {@link #deadStones} are called on the protocol
 * thread, one at a time. {@link #stop} may be called from any thread (GoGui's
 * {@code # interrupt} arrives on the input thread) and must make a running
 * {@code generateMove} return soon with its best move so far.
 */
public interface MoveGenerator {
    /** Returned by {@link #generateMove} to resign. */
    int RESIGN = -1;

    /**
     * A move for {@code color} in {@code game}'s current position: a point, Board.PASS or
     * {@link #RESIGN}. Must not change {@code game}. The engine checks the move and replaces
     * an illegal one by a legal move, but a correct generator never returns one (positional
     * superko included).
     */
    int generateMove(Game game, int color, SearchRequest request);

    /**
     * Points of the stones this generator believes dead in {@code game}'s position (for
     * {@code final_status_list} and {@code final_score}). The default knows nothing and
     * calls every stone alive.
     */
    default int[] deadStones(Game game) {
        return new int[0];
    }

    /**
     * Asks a running {@link #generateMove} to finish now. Safe from any thread. The engine
     * calls it only while a move is being generated, but the call can race with the end of
     * that search: a stop request must be cleared when the next search starts.
     */
    default void stop() {
    }

    /** The game ended ({@code kgs-game_over}): stop pondering, release what is not needed. */
    default void gameOver() {
    }

    /** A short name for logs and {@code version} details. */
    default String name() {
        return getClass().getSimpleName();
    }
}
