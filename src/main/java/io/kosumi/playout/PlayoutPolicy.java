package io.kosumi.playout;

import io.kosumi.board.Board;

/**
 * Which move a playout plays next. {@link PlayoutRunner} calls {@link #startPlayout} once, then
 * for every move {@link #choose} and, after a move that is not a pass, {@link #played}; a
 * policy may keep state across those calls (the heuristic one keeps its list of chains in
 * atari). Implementations own their random generator and scratch buffers and allocate
 * nothing per call, and should be final classes: the runner's calls then see one receiver
 * class per JVM in the engine, which the JIT inlines or calls directly after a class check.
 */
public interface PlayoutPolicy {
    /** Prepares for a playout (or a single {@link #chooseMove}) from {@code b}'s position. */
    void startPlayout(Board b);

    /**
     * The move for {@code color} in {@code b}: a legal point (simple ko, no suicide) that does
     * not fill one of its own eyes, or {@link Board#PASS}. Does not play it.
     */
    int choose(Board b, int color);

    /** After the runner played the move {@code mv} (a point, not a pass) on {@code b}. */
    void played(Board b, int mv);

    /** One move outside a playout: {@link #startPlayout}, then {@link #choose}. */
    default int chooseMove(Board b, int color) {
        startPlayout(b);
        return choose(b, color);
    }
}
