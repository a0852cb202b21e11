package io.kosumi.time;

import io.kosumi.board.Board;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game clock of each colour: main time left, and in byo-yomi the time left in the
 * current period with the stones (Canadian) or periods (Japanese) left.
 *
 * <p>Two sources keep it up to date. A controller that sends {@code time_left} overwrites a
 * colour's state with its own figures. When none arrives (gogui-twogtp never sends one), the
 * engine measures its own moves: {@link #startMove} when {@code genmove} arrives and
 * {@link #endMove} when the answer is sent; the time in between, plus a small overhead for
 * transport ({@link TimeParams#moveOverheadMillis}), is charged by the rules of the time
 * system, including the byo-yomi period resets ({@link PlayerClock}, the one definition of
 * those rules, which the match runner's referee clock uses too). The opponent's clock is only known through
 * {@code time_left}; we never measure it.
 *
 * <p>Thread safety: every method is synchronized; none is on the search's hot path.
 */
public final class TimeControl {
    private static final Logger log = LoggerFactory.getLogger(TimeControl.class);

    /**
     * A colour's clock as seen by the budget: a copy, so it cannot change while in use.
     * {@code unsyncedMoves} counts the moves we charged by our own measurement whose error may
     * still be on this clock: every such move may have cost the controller's clock a little
     * more than we measured. It restarts at 0 when the controller sends {@code time_left} for
     * this colour, when the clocks are reset, and when a byo-yomi period starts afresh (the
     * controller's period restarts too, whatever the error was). {@code observedLagMillis} is
     * our estimate of what each move costs the controller's clock beyond what we charge for
     * it (measured time plus {@link TimeParams#moveOverheadMillis}), learnt from successive
     * {@code time_left} reports (kept across games); 0 until there are any.
     */
    public record State(long mainLeftMillis, boolean inByoYomi, long periodLeftMillis,
                        int stonesLeft, int periodsLeft, boolean outOfTime, int unsyncedMoves,
                        long observedLagMillis) {
    }

    /** Mutable per-colour state. */
    private static final class ColourClock {
        /**
         * Main time, byo-yomi and the out-of-time mark, charged with no tolerance; after a
         * time-out it carries on with a fresh period (the controller may not enforce the loss).
         */
        final PlayerClock time = new PlayerClock(TimeSettings.NO_LIMIT);
        /** Own-measured moves whose error may still be on this clock; see {@link State}. */
        int unsyncedMoves;
        /** Main time in the last time_left report, or -1 when the last report was not of main time. */
        long reportedMain = -1;
        /** What we charged since that report. */
        long chargedSinceReport;
        /** Running average of (controller's time used - our charge) per move; may be negative. */
        double lagEstimate;
        /** Clock reading when the current genmove arrived; valid when thinking. */
        long moveStartNanos;
        boolean thinking;
        /**
         * This game's main-time plan against what it cost: the sum of the planned shares of
         * the moves searched under it, of their targets (the shares times the spending
         * correction of the time), and of their measured times.
         */
        long plannedMillis;
        long planTargetMillis;
        long planSpentMillis;
        int plannedMoves;
        /** Statistics over the game for logs and reports. */
        long usedMillis;
        int movesTimed;
        long longestMillis;
    }

    private final Clock clock;
    private final TimeParams params;
    private TimeSettings settings = TimeSettings.NO_LIMIT;
    private final ColourClock[] clocks = {null, new ColourClock(), new ColourClock()};

    public TimeControl(Clock clock, TimeParams params) {
        this.clock = clock;
        this.params = params;
        resetClocks();
    }

    public Clock clock() {
        return clock;
    }

    public TimeParams params() {
        return params;
    }

    public synchronized TimeSettings settings() {
        return settings;
    }

    /** New time settings ({@code time_settings}, {@code kgs-time_settings}): both clocks restart. */
    public synchronized void setSettings(TimeSettings settings) {
        if (settings == null) {
            throw new IllegalArgumentException("time settings missing");
        }
        this.settings = settings;
        resetClocks();
        log.debug("time settings: {}", settings);
    }

    /** Both clocks back to the start of a game under the current settings ({@code clear_board}). */
    public synchronized void resetClocks() {
        for (int c = Board.BLACK; c <= Board.WHITE; c++) {
            ColourClock k = clocks[c];
            k.time.reset(settings);
            k.unsyncedMoves = 0;
            k.reportedMain = -1;
            k.chargedSinceReport = 0;
            // lagEstimate is kept: the lag belongs to the connection, not to the game.
            k.thinking = false;
            k.plannedMillis = 0;
            k.planTargetMillis = 0;
            k.planSpentMillis = 0;
            k.plannedMoves = 0;
            k.usedMillis = 0;
            k.movesTimed = 0;
            k.longestMillis = 0;
        }
    }

    /**
     * GTP {@code time_left color seconds stones}: stones 0 means {@code seconds} of main time
     * are left; stones &gt; 0 means byo-yomi, with {@code seconds} left in the current period
     * and, under Canadian byo-yomi, {@code stones} stones to play in it, or under Japanese
     * byo-yomi (KGS), {@code stones} periods left.
     *
     * <p>When the figures do not fit the settings we adopt what the controller says, since its
     * clock is the one that counts: under no limit, main time only becomes absolute time; a
     * byo-yomi report under no limit or absolute time becomes Canadian byo-yomi with the time
     * left as period length (at worst too short, which is safe). Invalid values throw
     * IllegalArgumentException and change nothing.
     */
    public synchronized void timeLeft(int color, double seconds, int stones) {
        checkColor(color);
        long millis = TimeSettings.millis("time left", seconds);
        TimeSettings.count("stones", stones);
        if (stones == 0) {
            if (settings.kind() == TimeSettings.Kind.NONE) {
                if (millis == 0) {
                    return; // "time_left b 0 0" in an untimed game says nothing
                }
                setSettings(TimeSettings.absolute(millis));
            }
            ColourClock k = clocks[color];
            learnLag(k, millis);
            k.time.setMainLeft(millis);
            k.unsyncedMoves = 0;
            return;
        }
        if (!settings.hasByoYomi()) {
            if (millis == 0) {
                // Byo-yomi with nothing left and no period length to restart from: out of time.
                clocks[color].time.setOutOfTime();
                return;
            }
            setSettings(TimeSettings.canadian(0, millis, stones));
        }
        ColourClock k = clocks[color];
        k.reportedMain = -1;
        k.time.setByoYomiLeft(millis, stones);
        k.unsyncedMoves = 0;
    }

    /**
     * Learns the per-move lag from two main-time reports with exactly one of our moves in
     * between: the controller's clock went down by more than we charged by the lag we did not
     * see. Reports are whole seconds, rounded down, so one difference is off by up to a second
     * either way; the roundings cancel on average, and a slow running average keeps the
     * estimate steady.
     */
    private void learnLag(ColourClock k, long reportedMillis) {
        if (k.reportedMain >= 0 && k.unsyncedMoves == 1 && !k.time.inByoYomi()) {
            double observed = (k.reportedMain - reportedMillis) - k.chargedSinceReport;
            k.lagEstimate += params.lagLearningRate * (observed - k.lagEstimate);
        }
        k.reportedMain = reportedMillis;
        k.chargedSinceReport = 0;
    }

    /** A {@code genmove} for {@code color} arrived: our clock starts. */
    public synchronized void startMove(int color) {
        checkColor(color);
        ColourClock k = clocks[color];
        k.moveStartNanos = clock.nanoTime();
        k.thinking = true;
    }

    /**
     * The answer to the {@code genmove} is being sent: charge the time since
     * {@link #startMove} (plus the transport overhead) to {@code color}'s clock.
     *
     * @return the measured milliseconds, without the overhead; -1 (and nothing charged) when no
     *     move was started for this colour
     */
    public synchronized long endMove(int color) {
        checkColor(color);
        ColourClock k = clocks[color];
        if (!k.thinking) {
            return -1;
        }
        k.thinking = false;
        long measured = Math.max(0, clock.millisSince(k.moveStartNanos));
        k.unsyncedMoves++; // before charging: a period reset in charge() clears it
        charge(color, measured + params.moveOverheadMillis);
        k.chargedSinceReport += measured + params.moveOverheadMillis;
        k.usedMillis += measured;
        k.movesTimed++;
        k.longestMillis = Math.max(k.longestMillis, measured);
        return measured;
    }

    /**
     * Clock reading ({@link #clock()}) when the current move of {@code color} started; the
     * search's hard deadline is {@code budget.maxDeadlineNanos(moveStartNanos(color))}.
     * Only meaningful between {@link #startMove} and {@link #endMove}.
     */
    public synchronized long moveStartNanos(int color) {
        checkColor(color);
        return clocks[color].moveStartNanos;
    }

    /** Milliseconds since the current move of {@code color} started; 0 when not thinking. */
    public synchronized long elapsedMillis(int color) {
        checkColor(color);
        ColourClock k = clocks[color];
        return k.thinking ? Math.max(0, clock.millisSince(k.moveStartNanos)) : 0;
    }

    /**
     * Charges a move that took {@code millis} to {@code color}'s clock under the rules of the
     * current time system. Public for callers that measure time themselves.
     */
    public synchronized void charge(int color, long millis) {
        checkColor(color);
        if (millis < 0) {
            throw new IllegalArgumentException("negative move time " + millis);
        }
        ColourClock k = clocks[color];
        boolean wasOutOfTime = k.time.outOfTime();
        PlayerClock.Charge charged = k.time.charge(millis, 0);
        if (charged == PlayerClock.Charge.OUT_OF_TIME) {
            if (!wasOutOfTime) {
                log.warn("{} is out of time by our own clock ({})", color == Board.BLACK ? "black" : "white", settings);
            }
            // Keep going with a fresh period: the controller may not enforce the loss.
            k.time.carryOnAfterTimeOut();
        }
        if (charged != PlayerClock.Charge.IN_TIME && k.time.inByoYomi()) {
            // A byo-yomi period starts afresh for the controller too, whatever our error was.
            k.unsyncedMoves = 0;
        }
    }

    /**
     * A move searched under the main-time plan ({@link MoveBudget#planMillis()} &gt; 0, its
     * target {@link MoveBudget#targetMillis()}) took {@code measuredMillis}; {@link TimeManager}
     * compares the sums to correct later targets for the search's early stops. Moves not from
     * the plan (book moves, byo-yomi, emergency) are not reported.
     */
    public synchronized void recordPlanned(int color, long planMillis, long targetMillis, long measuredMillis) {
        checkColor(color);
        if (planMillis <= 0 || targetMillis < 0 || measuredMillis < 0) {
            return;
        }
        ColourClock k = clocks[color];
        k.plannedMillis += planMillis;
        k.planTargetMillis += targetMillis;
        k.planSpentMillis += measuredMillis;
        k.plannedMoves++;
    }

    /**
     * What {@link #recordPlanned} has summed since the clocks were reset: the planned shares,
     * the targets, the measured times of those moves, and how many moves.
     */
    public record Plan(long plannedMillis, long targetMillis, long spentMillis, int moves) {
    }

    /** The plan's sums for {@code color} (see {@link Plan}). */
    public synchronized Plan plan(int color) {
        checkColor(color);
        ColourClock k = clocks[color];
        return new Plan(k.plannedMillis, k.planTargetMillis, k.planSpentMillis, k.plannedMoves);
    }

    public synchronized State state(int color) {
        checkColor(color);
        ColourClock k = clocks[color];
        PlayerClock t = k.time;
        return new State(t.mainLeftMillis(), t.inByoYomi(), t.periodLeftMillis(), t.stonesLeft(), t.periodsLeft(),
                t.outOfTime(), k.unsyncedMoves, Math.max(0, Math.round(k.lagEstimate)));
    }

    /** Total measured thinking time of {@code color} since the clocks were reset. */
    public synchronized long usedMillis(int color) {
        checkColor(color);
        return clocks[color].usedMillis;
    }

    /** Longest measured move of {@code color} since the clocks were reset. */
    public synchronized long longestMoveMillis(int color) {
        checkColor(color);
        return clocks[color].longestMillis;
    }

    /** Moves of {@code color} measured since the clocks were reset. */
    public synchronized int movesTimed(int color) {
        checkColor(color);
        return clocks[color].movesTimed;
    }

    static void checkColor(int color) {
        if (color != Board.BLACK && color != Board.WHITE) {
            throw new IllegalArgumentException("not a player colour: " + color);
        }
    }
}
