package io.kosumi.time;

/**
 * How long one move may think, in milliseconds from the moment the {@code genmove} arrived.
 * The search aims for {@code targetMillis} and may run on (when the decision is close) up to
 * {@code maxMillis}, which it must never pass; it checks that inside its loop. A zero maximum
 * means "answer at once" (the engine then plays from the few playouts it has, or its priors).
 * {@code emergency} is set when the clock is nearly out and the budget is the small fixed
 * emergency one: the search should not extend, and may skip anything slow.
 */
public record MoveBudget(long targetMillis, long maxMillis, boolean emergency) {

    /** No time limit at all (the playout limit, or the user, stops the search). */
    public static final MoveBudget UNLIMITED = new MoveBudget(Long.MAX_VALUE, Long.MAX_VALUE, false);

    public MoveBudget {
        if (targetMillis < 0 || maxMillis < targetMillis) {
            throw new IllegalArgumentException("need 0 <= target <= max, got target " + targetMillis
                    + " ms, max " + maxMillis + " ms");
        }
    }

    public boolean isUnlimited() {
        return maxMillis == Long.MAX_VALUE;
    }

    /** The clock reading (same clock as {@code startNanos}) at which the hard maximum is reached. */
    public long maxDeadlineNanos(long startNanos) {
        return isUnlimited() ? Long.MAX_VALUE : startNanos + maxMillis * 1_000_000L;
    }

    @Override
    public String toString() {
        if (isUnlimited()) {
            return "unlimited";
        }
        return "target " + targetMillis + " ms, max " + maxMillis + " ms" + (emergency ? " (emergency)" : "");
    }
}
