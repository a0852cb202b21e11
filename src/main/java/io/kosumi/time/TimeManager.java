package io.kosumi.time;

/**
 * Decides how long each move may think, and helps the search decide when to stop.
 *
 * <p>The budget of a move comes from its colour's clock in {@link TimeControl}:
 * <ul>
 *   <li>No time system: a fixed time per move ({@code --time}), or no limit at all.
 *   <li>Main time: the usable time (main time left minus the lag margin, and in sudden
 *       death minus the overhead and learnt lag of every move still to come) is shared over
 *       the moves we still expect to play, estimated from the empty points, with a weight per
 *       move by the phase of the game: less in the opening, more in the middle game, less in
 *       the late endgame. With byo-yomi to follow, each move also gets what a byo-yomi move
 *       would get, since the periods give every later move that much again.
 *   <li>Byo-yomi: what the period allows per move (Canadian: the time left in the period over
 *       the stones left; Japanese: the period) minus the lag margin is the hard maximum, and
 *       a fraction of it the target.
 *   <li>Our own clock (no {@code time_left}): each move we measured may have cost the
 *       controller's clock a little more; with byo-yomi that possible drift is set aside
 *       before a move that may cross into byo-yomi and before the last stones of a Canadian
 *       period, and the move on which Canadian main time runs out is made unambiguous.
 *   <li>Emergency: in sudden death, when the fair share per move falls below a threshold,
 *       a small fixed budget per move, so that a long game still finishes on time.
 * </ul>
 * The hard maximum never reaches into the lag margin: a move that uses all of it still
 * leaves {@code lag} seconds on the clock (in byo-yomi, in its period share).
 *
 * <p>All figures are recomputed at every move from what is left, so a move that took less
 * (an early stop) or more (an extension) than its target is balanced by the following ones.
 *
 * <p>Spending correction: the search stops early on clear moves, so on average it spends less
 * than its targets, and recomputing from what is left only hands the savings to later moves,
 * which stop early as well; a game that ends by resignation then leaves a third of the clock
 * unused. So each main-time target is multiplied by what this game's planned shares came to
 * over what those moves really took (at least 1, at most {@link TimeParams#spendCorrectionMax},
 * from {@link TimeParams#spendCorrectionMinMoves} moves on): the time a clear move leaves goes
 * to the moves that are not clear. The hard maximum is not corrected. With
 * {@link TimeParams#spendCorrectionOnTargets} the ratio is the corrected targets over what the
 * moves took instead, which spends the whole plan (see there).
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
        TimeSettings settings;
        TimeControl.State state;
        TimeControl.Plan plan;
        synchronized (control) { // one consistent view (TimeControl's methods lock on itself)
            settings = control.settings();
            state = control.state(color);
            plan = control.plan(color);
        }
        double correction = spendCorrection(params.spendCorrectionOnTargets > 0 ? plan.targetMillis() : plan.plannedMillis(),
                plan.spentMillis(), plan.moves());
        long lag = params.lagMillis();
        switch (settings.kind()) {
            case NONE: {
                long fixed = params.fixedMoveMillis();
                return fixed == 0 ? MoveBudget.UNLIMITED : new MoveBudget(fixed, fixed, false);
            }
            case ABSOLUTE:
                return mainTimeBudget(state.mainLeftMillis(), lag, 0, 0, emptyPoints, boardSize, moveNumber,
                        params.moveOverheadMillis + state.observedLagMillis(), correction);
            case CANADIAN: {
                if (state.inByoYomi()) {
                    int stones = Math.max(1, state.stonesLeft());
                    // Moves that only our own clock measured may each have cost the
                    // controller's clock a little more; the period's last stone would pay for
                    // all of it, so that drift is set aside first.
                    long period = Math.max(0, state.periodLeftMillis() - drift(state));
                    return byoYomiBudget(period / stones, lag, params.byoTargetFraction);
                }
                long firstShare = settings.periodMillis() / settings.periodStones();
                MoveBudget b = mainTimeBudget(state.mainLeftMillis() - drift(state), lag, firstShare,
                        byoYomiTarget(firstShare, lag, params.byoTargetFraction), emptyPoints, boardSize, moveNumber, 0,
                        correction);
                return canadianCrossing(b, state, firstShare, lag);
            }
            case JAPANESE: {
                if (state.inByoYomi()) {
                    return byoYomiBudget(state.periodLeftMillis(), lag, params.japaneseTargetFraction);
                }
                long period = settings.periodMillis();
                return mainTimeBudget(state.mainLeftMillis() - drift(state), lag, period,
                        byoYomiTarget(period, lag, params.japaneseTargetFraction), emptyPoints, boardSize, moveNumber, 0,
                        correction);
            }
            default:
                throw new IllegalStateException(settings.kind().toString());
        }
    }

    /**
     * What our own measurement may have missed on this clock: a move that runs from main time
     * into byo-yomi, or the last stone of a Canadian period, pays for all of it. In sudden
     * death the lag margin and the emergency mode cover it instead, so it is not set aside
     * there (it would cost a tenth of a short game's time for a rare case).
     */
    private long drift(TimeControl.State state) {
        return state.unsyncedMoves() * params.ownClockDriftMillis;
    }

    /**
     * Canadian byo-yomi counts stones from the move on which the main time runs out, so our
     * clock and the controller's must agree on that move: if they did not, our idea of the
     * stones left in every later period would be one off, and the stone we believe is the
     * first of a period would be the last of the controller's. Our main time may be off by
     * the drift of our own measurement, so no move may end with less than that margin
     * ({@code drift + lag}) of main time left: when the main time left is within reach of
     * this move's target, the move must run past it by the margin (a minimum); otherwise it
     * must stop short of it by the margin (a lower maximum).
     */
    private MoveBudget canadianCrossing(MoveBudget b, TimeControl.State state, long firstShare, long lag) {
        long mainLeft = state.mainLeftMillis();
        long margin = drift(state) + lag;
        // The longest move whose part past the main time still fits the first stone's share.
        long hard = Math.max(0, mainLeft - drift(state) + firstShare - lag);
        if (mainLeft < b.targetMillis() + margin) {
            long min = Math.min(mainLeft + margin, hard);
            long target = Math.min(hard, Math.max(min, b.targetMillis()));
            long max = Math.max(target, Math.min(hard, (long) (target * params.maxOverTarget)));
            return new MoveBudget(target, max, false, min);
        }
        long max = Math.min(b.maxMillis(), mainLeft - margin);
        return new MoveBudget(Math.min(b.targetMillis(), max), max, false);
    }

    /** Budget in byo-yomi when one move may take {@code shareMillis} of the clock. */
    private MoveBudget byoYomiBudget(long shareMillis, long lag, double targetFraction) {
        long max = Math.max(0, shareMillis - byoYomiLag(shareMillis, lag));
        long target = (long) (max * targetFraction);
        boolean emergency = max < params.emergencyShareMillis;
        return new MoveBudget(Math.min(target, max), max, emergency);
    }

    private long byoYomiTarget(long shareMillis, long lag, double targetFraction) {
        return (long) (Math.max(0, shareMillis - byoYomiLag(shareMillis, lag)) * targetFraction);
    }

    /**
     * The margin kept back from a byo-yomi share: the lag margin, except that a share shorter
     * than {@link #SHORT_SHARE_LAGS} margins keeps back a fifth of itself (but never less than
     * the smallest lag margin). A clock of a second or two per move is a local one (a GUI's
     * time per move, a match runner's {@code time_settings 0 1 1}); keeping the whole 1-second
     * margin there would leave nothing to think with, and half of a 1-second share left the
     * search 0.3 s on average.
     */
    static long byoYomiLag(long shareMillis, long lag) {
        if (shareMillis >= SHORT_SHARE_LAGS * lag) return lag;
        return Math.max(Math.round(TimeParams.MIN_LAG_SECONDS * 1000), shareMillis / SHORT_SHARE_LAGS);
    }

    /** Shares shorter than this many lag margins keep back a fifth of themselves. */
    static final int SHORT_SHARE_LAGS = 5;

    /**
     * Budget while main time is counting.
     *
     * @param byoShare  what one byo-yomi move may take after the main time (0 without byo-yomi):
     *                  a move that overruns the main time spends it, so it bounds the maximum
     * @param byoTarget the target of a byo-yomi move, added to the main time share
     * @param perMoveCost what every move costs the clock beyond its thinking time (sudden
     *                  death only: with byo-yomi to follow the periods absorb it)
     * @param correction the spending correction (see the class comment), 1 for none
     */
    private MoveBudget mainTimeBudget(long mainLeft, long lag, long byoShare, long byoTarget,
                                      int emptyPoints, int boardSize, int moveNumber, long perMoveCost,
                                      double correction) {
        long usable = mainLeft - lag;
        double movesLeft = movesLeft(emptyPoints, boardSize);
        if (byoShare == 0) {
            // Sudden death: nothing comes after the main time.
            if (usable <= 0) {
                return new MoveBudget(0, 0, true);
            }
            // The moves still to come will each cost their overhead and lag too.
            long thinking = usable - (long) (movesLeft * perMoveCost);
            if (thinking / movesLeft < params.emergencyShareMillis) {
                long spare = usable - params.emergencyReserveMoves * perMoveCost;
                long t = Math.max(0, Math.min(params.emergencyMoveMillis, spare / Math.max(1, params.emergencyReserveMoves)));
                return new MoveBudget(t, t, true);
            }
            usable = thinking;
        }
        double plan = Math.max(0, usable) * shareOfRemaining(moveNumber, movesLeft)
                + byoTarget * params.byoInMainWeight;
        double target = plan * correction;
        // Hard limit: what the clock allows before the move would eat into the lag margin.
        long hard = byoShare == 0
                ? (long) (usable * Math.min(1.0, params.maxFractionOfMain))
                : Math.max(0, mainLeft + byoShare - byoYomiLag(mainLeft + byoShare, lag));
        long max = (long) Math.min(hard, target * params.maxOverTarget);
        long t = (long) Math.min(target, max);
        long p = (long) Math.min(plan, max);
        return new MoveBudget(Math.max(0, t), Math.max(0, max), false, 0, Math.max(0, p));
    }

    /**
     * The factor on main-time targets: planned over spent for this game's planned moves so far,
     * between 1 and {@link TimeParams#spendCorrectionMax}; 1 before
     * {@link TimeParams#spendCorrectionMinMoves} moves.
     */
    double spendCorrection(long plannedMillis, long spentMillis, int plannedMoves) {
        if (plannedMoves < params.spendCorrectionMinMoves || plannedMillis <= 0) {
            return 1.0;
        }
        double ratio = plannedMillis / (double) Math.max(1, spentMillis);
        return Math.max(1.0, Math.min(params.spendCorrectionMax, ratio));
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
     * The part of the usable time this move gets: its weight over the sum of the weights of
     * our moves still expected, this one included. Our j-th move from now is at progress
     * {@code (moveNumber + 2j) / expected game length}; see {@link #weight}.
     */
    double shareOfRemaining(int moveNumber, double movesLeft) {
        int n = Math.max(1, (int) Math.round(movesLeft));
        double length = moveNumber + 2.0 * n;
        double first = weight(moveNumber / length);
        double sum = 0;
        for (int j = 0; j < n; j++) {
            sum += weight((moveNumber + 2.0 * j) / length);
        }
        return first / sum;
    }

    /**
     * Weight of a move at {@code progress} (0 = first move, 1 = expected end): rises from
     * {@link TimeParams#openingFactor} to {@link TimeParams#middleFactor} over the opening,
     * stays there through the middle game, and falls to {@link TimeParams#endFactor} over the
     * endgame.
     */
    double weight(double progress) {
        double open = Math.max(1e-9, params.openingEndProgress);
        if (progress < open) {
            return params.openingFactor + (params.middleFactor - params.openingFactor) * progress / open;
        }
        if (progress <= params.endgameStartProgress) {
            return params.middleFactor;
        }
        double span = Math.max(1e-9, 1.0 - params.endgameStartProgress);
        double f = Math.min(1.0, (progress - params.endgameStartProgress) / span);
        return params.middleFactor + (params.endFactor - params.middleFactor) * f;
    }

    // ---- decisions inside the search ---------------------------------------------------------

    /**
     * True when the search can stop now because the most visited move cannot be overtaken
     * before the hard maximum: even if every playout still possible went to the second move,
     * it would not pass the best. Never before the budget's minimum; always once the hard
     * maximum is reached.
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
        if (bestVisits < params.earlyStopMinVisits || elapsedMillis < budget.minMillis()) {
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
     * playouts: stop at the hard maximum; stop when the best move cannot be overtaken before
     * the maximum ({@link #shouldStopEarly}); before the target, stop when the target's
     * verdict is already certain (see {@link #decidedBeforeTarget}); at the target, stop
     * unless {@link #shouldExtend} asks for more.
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
        if (elapsedMillis < budget.targetMillis()) {
            return decidedBeforeTarget(elapsedMillis, budget, bestVisits, secondVisits, playoutsPerMilli,
                    bestSinceMillis);
        }
        return !shouldExtend(elapsedMillis, budget, bestVisits, secondVisits, bestSinceMillis);
    }

    /**
     * Before the target: true when, whatever the playouts until the target do, the search will
     * stop there with the same best move: the second cannot even come close (within
     * {@link TimeParams#closeRatio}) by then, and the best move will not count as just
     * changed. Thinking on to the target would then change nothing.
     */
    public boolean decidedBeforeTarget(long elapsedMillis, MoveBudget budget, long bestVisits, long secondVisits,
                                       double playoutsPerMilli, long bestSinceMillis) {
        if (bestVisits < params.earlyStopMinVisits || elapsedMillis >= budget.targetMillis()
                || elapsedMillis < budget.minMillis()) {
            return false;
        }
        double possible = Math.max(0, playoutsPerMilli) * (budget.targetMillis() - elapsedMillis)
                * params.earlyStopSafety;
        boolean staysApart = secondVisits + possible < params.closeRatio * bestVisits;
        boolean settled = budget.targetMillis() - bestSinceMillis >= params.changeWindowFraction * budget.targetMillis();
        return staysApart && settled;
    }
}
