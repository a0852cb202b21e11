package io.kosumi.time;

/**
 * How long one move may think, in milliseconds from the moment the {@code genmove} arrived.
 * The search aims for {@code targetMillis} and may run on (when the decision is close) up to
 * {@code maxMillis}, which it must never pass; it checks that inside its loop. A zero maximum
 * means "answer at once" (the engine then plays from the few playouts it has, or its priors).
 * {@code minMillis} (usually 0) is a time the search should not stop before, even when the
 * best move is clear: it is set when the main time is nearly gone before Canadian byo-yomi,
 * so that the move surely runs into byo-yomi on the controller's clock as on ours and the
 * two count the period's stones alike. {@code emergency} is set when the clock is nearly out
 * and the budget is the small fixed emergency one: the search should not extend, and may
 * skip anything slow. {@code planMillis} is what the main-time plan gave this move before the
 * spending correction ({@link TimeManager}); 0 when the budget does not come from that plan
 * (byo-yomi, emergency, no clock). The engine reports it back with the time the move took, so
 * that the plan learns how much of its targets the search really spends.
 */
public record MoveBudget(long targetMillis, long maxMillis, boolean emergency, long minMillis, long planMillis) {

    /** No time limit at all (the playout limit, or the user, stops the search). */
    public static final MoveBudget UNLIMITED = new MoveBudget(Long.MAX_VALUE, Long.MAX_VALUE, false);

    public MoveBudget {
        if (minMillis < 0 || targetMillis < minMillis || maxMillis < targetMillis || planMillis < 0) {
            throw new IllegalArgumentException("need 0 <= min <= target <= max and plan >= 0, got min " + minMillis
                    + " ms, target " + targetMillis + " ms, max " + maxMillis + " ms, plan " + planMillis + " ms");
        }
    }

    /** A budget that is not part of the main-time plan. */
    public MoveBudget(long targetMillis, long maxMillis, boolean emergency, long minMillis) {
        this(targetMillis, maxMillis, emergency, minMillis, 0);
    }

    /** A budget without a minimum, not part of the main-time plan. */
    public MoveBudget(long targetMillis, long maxMillis, boolean emergency) {
        this(targetMillis, maxMillis, emergency, 0, 0);
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
        return (minMillis > 0 ? "min " + minMillis + " ms, " : "") + "target " + targetMillis + " ms, max "
                + maxMillis + " ms" + (emergency ? " (emergency)" : "");
    }
}
