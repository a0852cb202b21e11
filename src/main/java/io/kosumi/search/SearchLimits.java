package io.kosumi.search;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * What bounds one search: playouts, a hard time limit, an external stop condition, and the
 * optional progress callback (for live analysis). Immutable; the {@code with...} methods
 * return changed copies. A search with none of playouts, time or stop runs until
 * {@link Search#stop()}.
 */
public final class SearchLimits {
    /** Playouts to run in this search; 0 for no limit. */
    public final long maxPlayouts;
    /** Hard wall-clock limit in milliseconds, checked inside the workers' loop; 0 for none. */
    public final long maxMillis;
    /** Polled by the workers between playouts; the search ends when it returns true. May be null. */
    public final BooleanSupplier stop;
    /** Called on the controlling thread every {@link #progressMillis} with a snapshot. May be null. */
    public final Consumer<SearchResult> progress;
    public final long progressMillis;
    /**
     * Stop before the limits when the most visited move can no longer be overtaken within the
     * playouts or time left (estimated from the current rate). With a playout limit and no
     * time limit the workers check this every 64 playouts, so a one-thread search with a fixed
     * seed stops at the same playout every time; otherwise the controlling thread checks it
     * every 20 ms.
     */
    public final boolean earlyStop;
    /**
     * Points of komi the searching side gives the opponent on top of the game's (and of the
     * handicap's dynamic komi): the engine's winning komi ({@link SearchParams#winningKomiFrom}).
     * Scores are reported against the game's komi; win rates against this one.
     */
    public final double extraKomi;

    private SearchLimits(long maxPlayouts, long maxMillis, BooleanSupplier stop, Consumer<SearchResult> progress,
            long progressMillis, boolean earlyStop, double extraKomi) {
        if (maxPlayouts < 0 || maxMillis < 0 || progressMillis < 0) {
            throw new IllegalArgumentException("search limits must not be negative");
        }
        this.maxPlayouts = maxPlayouts;
        this.maxMillis = maxMillis;
        this.stop = stop;
        this.progress = progress;
        this.progressMillis = progressMillis;
        this.earlyStop = earlyStop;
        this.extraKomi = extraKomi;
    }

    /** No limit at all: the search runs until stopped. */
    public static SearchLimits none() {
        return new SearchLimits(0, 0, null, null, 0, false, 0);
    }

    public static SearchLimits playouts(long n) {
        return none().withPlayouts(n);
    }

    public static SearchLimits millis(long ms) {
        return none().withMillis(ms);
    }

    public SearchLimits withPlayouts(long n) {
        return new SearchLimits(n, maxMillis, stop, progress, progressMillis, earlyStop, extraKomi);
    }

    public SearchLimits withMillis(long ms) {
        return new SearchLimits(maxPlayouts, ms, stop, progress, progressMillis, earlyStop, extraKomi);
    }

    public SearchLimits withStop(BooleanSupplier s) {
        return new SearchLimits(maxPlayouts, maxMillis, s, progress, progressMillis, earlyStop, extraKomi);
    }

    public SearchLimits withProgress(long everyMillis, Consumer<SearchResult> callback) {
        if (everyMillis <= 0) throw new IllegalArgumentException("progress interval must be positive");
        return new SearchLimits(maxPlayouts, maxMillis, stop, callback, everyMillis, earlyStop, extraKomi);
    }

    public SearchLimits withEarlyStop(boolean e) {
        return new SearchLimits(maxPlayouts, maxMillis, stop, progress, progressMillis, e, extraKomi);
    }

    public SearchLimits withExtraKomi(double points) {
        if (!(points >= 0)) throw new IllegalArgumentException("extra komi must not be negative");
        return new SearchLimits(maxPlayouts, maxMillis, stop, progress, progressMillis, earlyStop, points);
    }
}
