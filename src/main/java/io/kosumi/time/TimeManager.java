package io.kosumi.time;

/**
 * Decides how long each move may think, and helps the search decide when to stop.
 *
 * <p>The budget of a move comes from its colour's clock in {@link TimeControl}:
 * <ul>
 *   <li>No time system: a fixed time per move ({@code --time}), or no limit at all.
 *   <li>Main time: the usable time (main time left minus the lag margin) is shared over the
 *       moves we still expect to play, estimated from the empty points, and shaped by the
 *       phase of the game: less in the opening, more in the middle game, less in the late
 *       endgame. With byo-yomi to follow, each move also gets what a byo-yomi move would get,
 *       since the periods give every later move that much again.
 *   <li>Byo-yomi: what the period allows per move (Canadian: the time left in the period over
 *       the stones left; Japanese: the period) minus the lag margin is the hard maximum, and
 *       a fraction of it the target.
 *   <li>Emergency: in sudden death, when the fair share per move falls below a threshold,
 *       a small fixed budget per move, so that a long game still finishes on time.
 * </ul>
 * The hard maximum never reaches into the lag margin: a move that uses all of it still
 * leaves {@code lag} seconds on the clock (in byo-yomi, in its period share).
 *
 * <p>All figures are recomputed at every move from what is left, so a move that took less
 * (an early stop) or more (an extension) than its target is balanced by the following ones.
 */
public final class TimeManager {
    private final TimeParams params;
    private final TimeControl control;

    public TimeManager(TimeParams params, TimeControl control) {
        this.params = params;
        this.control = control;
    }

    public TimeParams params() {
        return params;
    }

    public TimeControl control() {
        return control;
    }

    /**
     * The budget for {@code color}'s next move.
     *
     * @param emptyPoints empty points on the board now
     * @param boardSize   the board's side length
     * @param moveNumber  moves played so far in this game (0 before the first)
     */
    public MoveBudget budget(int color, int emptyPoints, int boardSize, int moveNumber) {
        if (boardSize < 1 || emptyPoints < 0 || emptyPoints > boardSize * boardSize || moveNumber < 0) {
            throw new IllegalArgumentException("bad position figures: " + emptyPoints + " empty on "
                    + boardSize + "x" + boardSize + " at move " + moveNumber);
        }
        TimeSettings settings = control.settings();
        TimeControl.State state = control.state(color);
        long lag = params.lagMillis();
        switch (settings.kind()) {
            case NONE: {
                long fixed = params.fixedMoveMillis();
                return fixed == 0 ? MoveBudget.UNLIMITED : new MoveBudget(fixed, fixed, false);
            }
            case ABSOLUTE:
                return mainTimeBudget(state.mainLeftMillis(), lag, 0, 0, emptyPoints, boardSize, moveNumber);
            case CANADIAN: {
                if (state.inByoYomi()) {
                    int stones = Math.max(1, state.stonesLeft());
                    return byoYomiBudget(state.periodLeftMillis() / stones, lag);
                }
                long firstShare = settings.periodMillis() / settings.periodStones();
                return mainTimeBudget(state.mainLeftMillis(), lag, firstShare,
                        byoYomiTarget(firstShare, lag), emptyPoints, boardSize, moveNumber);
            }
            case JAPANESE: {
                if (state.inByoYomi()) {
                    return byoYomiBudget(state.periodLeftMillis(), lag);
                }
                long period = settings.periodMillis();
                return mainTimeBudget(state.mainLeftMillis(), lag, period,
                        byoYomiTarget(period, lag), emptyPoints, boardSize, moveNumber);
            }
            default:
                throw new IllegalStateException(settings.kind().toString());
        }
    }

    /** Budget in byo-yomi when one move may take {@code shareMillis} of the clock. */
    private MoveBudget byoYomiBudget(long shareMillis, long lag) {
        long max = Math.max(0, shareMillis - lag);
        long target = (long) (max * params.byoTargetFraction);
        boolean emergency = max < params.emergencyShareMillis;
        return new MoveBudget(Math.min(target, max), max, emergency);
    }

    private long byoYomiTarget(long shareMillis, long lag) {
        return (long) (Math.max(0, shareMillis - lag) * params.byoTargetFraction);
    }

    /**
     * Budget while main time is counting.
     *
     * @param byoShare  what one byo-yomi move may take after the main time (0 without byo-yomi):
     *                  a move that overruns the main time spends it, so it bounds the maximum
     * @param byoTarget the target of a byo-yomi move, added to the main time share
     */
    private MoveBudget mainTimeBudget(long mainLeft, long lag, long byoShare, long byoTarget,
                                      int emptyPoints, int boardSize, int moveNumber) {
        long usable = mainLeft - lag;
        double movesLeft = movesLeft(emptyPoints, boardSize);
        double share = Math.max(0, usable) / movesLeft;
        if (byoShare == 0) {
            // Sudden death: nothing comes after the main time.
            if (usable <= 0) {
                return new MoveBudget(0, 0, true);
            }
            if (share < params.emergencyShareMillis) {
                long t = Math.min(params.emergencyMoveMillis, usable / Math.max(1, params.emergencyReserveMoves));
                return new MoveBudget(t, t, true);
            }
        }
        double target = share * phaseFactor(emptyPoints, boardSize, moveNumber)
                + byoTarget * params.byoInMainWeight;
        // Hard limit: what the clock allows before the move would eat into the lag margin.
        long hard = byoShare == 0
                ? (long) (usable * Math.min(1.0, params.maxFractionOfMain))
                : Math.max(0, mainLeft + byoShare - lag);
        long max = (long) Math.min(hard, target * params.maxOverTarget);
        long t = (long) Math.min(target, max);
        return new MoveBudget(Math.max(0, t), Math.max(0, max), false);
    }

    /**
     * How many moves we still expect to play: about one own move per two empty points beyond
     * the territory that stays empty at the end, never fewer than a floor that grows with the
     * board (big-board games drag on in the endgame).
     */
    double movesLeft(int emptyPoints, int boardSize) {
        int points = boardSize * boardSize;
        double fromEmpty = (emptyPoints - params.endEmptyFraction * points) * params.ownMovesPerEmptyPoint;
        double floor = Math.max(params.minMovesLeft, params.minMovesLeftFraction * points);
        return Math.max(Math.max(1.0, floor), fromEmpty);
    }

    /**
     * Multiplier of the fair share for the phase of the game: rises from
     * {@link TimeParams#openingFactor} to {@link TimeParams#middleFactor} over the opening
     * (counted in moves), and falls to {@link TimeParams#endFactor} as the board fills in the
     * endgame (counted in stones, so captures that reopen the board count as middle game).
     */
    double phaseFactor(int emptyPoints, int boardSize, int moveNumber) {
        int points = boardSize * boardSize;
        double openingMoves = params.openingFraction * points;
        double factor = params.middleFactor;
        if (moveNumber < openingMoves) {
            double f = moveNumber / openingMoves;
            factor = params.openingFactor + (params.middleFactor - params.openingFactor) * f;
        }
        double fill = 1.0 - (double) emptyPoints / points;
        if (fill > params.endgameStartFill) {
            double span = Math.max(1e-9, params.endgameFullFill - params.endgameStartFill);
            double f = Math.min(1.0, (fill - params.endgameStartFill) / span);
            factor = Math.min(factor, params.middleFactor + (params.endFactor - params.middleFactor) * f);
        }
        return factor;
    }

    // ---- decisions inside the search ---------------------------------------------------------

    /**
     * True when the search can stop now because the most visited move cannot be overtaken
     * before the hard maximum: even if every playout still possible went to the second move,
     * it would not pass the best. Also true once the hard maximum is reached.
     *
     * @param playoutsPerMilli the search's current rate (all threads)
     */
    public boolean shouldStopEarly(long elapsedMillis, MoveBudget budget, long bestVisits, long secondVisits,
                                   double playoutsPerMilli) {
        if (budget.isUnlimited()) {
            return false;
        }
        long remaining = budget.maxMillis() - elapsedMillis;
        if (remaining <= 0) {
            return true;
        }
        if (bestVisits < params.earlyStopMinVisits) {
            return false;
        }
        double possible = Math.max(0, playoutsPerMilli) * remaining * params.earlyStopSafety;
        return secondVisits + possible < bestVisits;
    }

    /**
     * True when the search, having reached its target, should think on (up to the hard
     * maximum): the two most visited moves are close, or the best move changed recently.
     *
     * @param bestSinceMillis elapsed time at which the current best move became the best
     */
    public boolean shouldExtend(long elapsedMillis, MoveBudget budget, long bestVisits, long secondVisits,
                                long bestSinceMillis) {
        if (budget.emergency() || elapsedMillis >= budget.maxMillis()) {
            return false;
        }
        boolean close = bestVisits > 0 && secondVisits >= params.closeRatio * bestVisits;
        boolean justChanged = elapsedMillis - bestSinceMillis < params.changeWindowFraction * budget.targetMillis();
        return close || justChanged;
    }

    /**
     * The whole stop rule of a search loop, for a search that checks it after every batch of
     * playouts: stop at the hard maximum; stop early when the best move is safe; at the
     * target, stop unless {@link #shouldExtend} asks for more.
     */
    public boolean shouldStop(long elapsedMillis, MoveBudget budget, long bestVisits, long secondVisits,
                              double playoutsPerMilli, long bestSinceMillis) {
        if (budget.isUnlimited()) {
            return false;
        }
        if (elapsedMillis >= budget.maxMillis()) {
            return true;
        }
        if (shouldStopEarly(elapsedMillis, budget, bestVisits, secondVisits, playoutsPerMilli)) {
            return true;
        }
        return elapsedMillis >= budget.targetMillis()
                && !shouldExtend(elapsedMillis, budget, bestVisits, secondVisits, bestSinceMillis);
    }
}
