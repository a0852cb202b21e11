package io.kosumi.engine;

import io.kosumi.game.Game;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Chooses moves for the {@link Engine}: {@link SearchMoveGenerator} (the Monte-Carlo search,
 * the default) or {@link RandomMoveGenerator} (fast, for protocol tests). Everything beyond
 * {@link #generateMove} is optional and has a do-nothing default.
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

    /**
     * Analyses {@code color}'s move in {@code game}'s position until {@code stop} returns
     * true, calling {@code progress} about every {@code intervalMillis} with a snapshot; returns
     * the final snapshot, or null when this generator cannot analyse (then it returns at once).
     * Plays nothing and uses no clock.
     */
    default Analysis analyze(Game game, int color, long intervalMillis, BooleanSupplier stop,
            Consumer<Analysis> progress) {
        return null;
    }

    /**
     * Ownership counted so far by the running search (from inside a progress callback), or
     * null when this generator has none. Point-indexed, +1 Black, -1 White.
     */
    default float[] liveOwnership() {
        return null;
    }

    /** CPU time the last search's threads used, in nanoseconds (0 when unknown). */
    default long lastCpuNanos() {
        return 0;
    }

    /** The statistics of the last search (genmove or analysis), or null. */
    default Analysis lastResult() {
        return null;
    }

    /**
     * Ownership of every point of {@code game}'s position (point-indexed, +1 Black, -1
     * White), from the last search when it was of this position, else from a short one; null
     * when this generator has no such estimate.
     */
    default float[] ownership(Game game) {
        return null;
    }

    /**
     * Starts thinking in the background on {@code game}'s position for {@code color}
     * (pondering), keeping the tree for the next search. The caller must call
     * {@link #stopPondering} before it changes {@code game} or calls any other method.
     */
    default void startPondering(Game game, int color) {
    }

    /** Stops background thinking and waits until it has stopped. Safe when none runs. */
    default void stopPondering() {
    }

    /** Asks background thinking to stop soon, without waiting. Any thread. */
    default void requestPonderStop() {
    }

    /**
     * Starts a short background search that warms up the JIT; it must not delay other
     * commands, and the first real search stops it.
     */
    default void startWarmup() {
    }

    /** Asks the warm-up search to end (the session ends, or a real search starts). */
    default void stopWarmup() {
    }
}
