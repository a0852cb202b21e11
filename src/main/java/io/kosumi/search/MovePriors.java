package io.kosumi.search;

import io.kosumi.pattern.OwnershipMap;

import io.kosumi.board.Board;

/**
 * Where a new node's children get their prior probabilities. The contract is the one of
 * {@code io.kosumi.pattern.PriorTable#gammas}: fill a positive gamma (Bradley-Terry
 * strength) for every point where {@code color} may play under simple ko with suicide
 * illegal, 0 elsewhere, and a gamma for PASS; return the sum. The search keeps the legal
 * points minus own true eyes and normalizes the gammas to probabilities.
 *
 * <p>Implementations are shared by all workers, so they must be thread-safe for calls with
 * distinct scratch objects; the scratch comes from {@link #newScratch} once per worker.
 */
public interface MovePriors {
    /** Per-worker scratch (may be null when none is needed). */
    Object newScratch();

    /** Fills {@code gammaOut} (length at least {@code board.arrayLength()}); allocation-free. */
    double gammas(Board board, int color, float[] gammaOut, Object scratch);

    /** Whether the priors on this board size read an {@link OwnershipMap} (the {@code owner} feature). */
    default boolean usesOwnership(int boardSize) {
        return false;
    }

    /** Makes {@code scratch}'s gammas read {@code map} from now on (when {@link #usesOwnership}). */
    default void useOwnership(Object scratch, OwnershipMap map) {
    }
}
