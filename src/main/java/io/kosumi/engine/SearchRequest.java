package io.kosumi.engine;

import io.kosumi.time.Clock;
import io.kosumi.time.MoveBudget;
import io.kosumi.time.TimeManager;
import java.util.function.Consumer;

/**
 * What one move request asks of a {@link MoveGenerator}: which kind of request it is and the
 * limits that apply. Immutable; built by {@link Engine} for every genmove.
 *
 * <p>Time: the search must answer by {@code budget().maxDeadlineNanos(moveStartNanos())}
 * read on {@link #clock()} (checked inside its loop), aims for the budget's target, and may
 * use {@link #timeManager()}'s early-stop and extension rules. With an unlimited budget only
 * the playout limit (or {@link MoveGenerator#stop}) ends the search.
 */
public final class SearchRequest {
    public enum Kind {
        /** {@code genmove}: the move will be played. */
        PLAY,
        /** {@code reg_genmove}: the move is only reported (regression suites); nothing is played. */
        REGRESSION,
        /**
         * {@code kgs-genmove_cleanup}: the opponent disputes dead stones, so capture them
         * before passing: do not pass while the opponent has stones the engine thinks dead.
         */
        CLEANUP
    }

    private final Kind kind;
    private final MoveBudget budget;
    private final long moveStartNanos;
    private final Clock clock;
    private final TimeManager timeManager;
    private final long playouts;
    private final Consumer<Analysis> progress;
    private final long progressMillis;

    public SearchRequest(Kind kind, MoveBudget budget, long moveStartNanos, Clock clock, TimeManager timeManager,
            long playouts) {
        this(kind, budget, moveStartNanos, clock, timeManager, playouts, null, 0);
    }

    /**
     * With a progress listener ({@code lz-genmove_analyze}): called on the thread that runs
     * the move generation, about every {@code progressMillis}, with a snapshot of the search.
     */
    public SearchRequest(Kind kind, MoveBudget budget, long moveStartNanos, Clock clock, TimeManager timeManager,
            long playouts, Consumer<Analysis> progress, long progressMillis) {
        if (progress != null && progressMillis <= 0) {
            throw new IllegalArgumentException("progress interval must be positive");
        }
        this.kind = kind;
        this.budget = budget;
        this.moveStartNanos = moveStartNanos;
        this.clock = clock;
        this.timeManager = timeManager;
        this.playouts = playouts;
        this.progress = progress;
        this.progressMillis = progressMillis;
    }

    /** Listener for snapshots while the search runs, or null. */
    public Consumer<Analysis> progress() {
        return progress;
    }

    /** Interval between {@link #progress()} calls, in milliseconds (0 without a listener). */
    public long progressMillis() {
        return progressMillis;
    }

    public Kind kind() {
        return kind;
    }

    /** Time for this move: target and hard maximum from {@link #moveStartNanos()}. */
    public MoveBudget budget() {
        return budget;
    }

    /** Reading of {@link #clock()} when the genmove arrived. */
    public long moveStartNanos() {
        return moveStartNanos;
    }

    public Clock clock() {
        return clock;
    }

    /** The engine's time manager (early stop, extension). */
    public TimeManager timeManager() {
        return timeManager;
    }

    /** Playout limit ({@code --playouts}); 0 for none. */
    public long playouts() {
        return playouts;
    }
}
