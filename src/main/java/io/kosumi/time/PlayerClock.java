package io.kosumi.time;

/**
 * One player's clock under a {@link TimeSettings}: main time, then byo-yomi. This is the one
 * definition of how a move's time is charged, used by the engine's own clocks
 * ({@link TimeControl}) and by the match runner's referee clock ({@code tools.GameClock}).
 *
 * <ul>
 *   <li>Main time pays for a move as long as it lasts. When it runs out during a move, byo-yomi
 *       starts at once with a fresh period and the rest of that move is charged to it; under
 *       Canadian rules that move is the first of the period's stones (as on KGS).
 *   <li>Absolute: the move that takes the main time below zero runs out of time.
 *   <li>Canadian: a period's time is shared by its stones; when the last of them is played in
 *       time a new period starts; overdrawing the period runs out of time.
 *   <li>Japanese: every period a move outlasts is lost and the next one starts; a move that
 *       ends inside a period keeps it, and that period starts afresh for the next move; losing
 *       the last period runs out of time.
 * </ul>
 *
 * A tolerance (the referee's allowance for pipe and process lag) lets a move overrun by that
 * much without consequence: in absolute time and in a Canadian period the overdraft is carried
 * and counts against later moves; in Japanese byo-yomi it is forgiven, since every period
 * restarts. The engine's clock charges with no tolerance.
 *
 * <p>After a time-out the clock stays as it ran out (absolute and Japanese: nothing left;
 * Canadian: the period overdrawn) until {@link #carryOnAfterTimeOut} or a reset. All times in
 * milliseconds. Not thread-safe; the owner locks.
 */
public final class PlayerClock {
    /** What charging a move did to the clock. */
    public enum Charge {
        /** The move was paid for; no period started afresh. */
        IN_TIME,
        /** The move was paid for and a byo-yomi period starts afresh for the next move. */
        PERIOD_RENEWED,
        /** The move ran out of time. */
        OUT_OF_TIME
    }

    private TimeSettings settings;
    /** Main time left; 0 once it is used up (below 0 only by a tolerated overdraft). */
    private long mainLeft;
    /** True once the main time ran out and byo-yomi periods are counting. */
    private boolean inByoYomi;
    /** Time left in the current byo-yomi period (below 0 only by a tolerated overdraft). */
    private long periodLeft;
    /** Canadian: stones still to play in the current period. */
    private int stonesLeft;
    /** Japanese: periods left, the current one included. */
    private int periodsLeft;
    private boolean outOfTime;

    public PlayerClock(TimeSettings settings) {
        reset(settings);
    }

    /**
     * Back to the start of a game under {@code settings}: all the main time, byo-yomi not begun
     * (even with no main time: it begins with the first move that takes any time).
     */
    public void reset(TimeSettings settings) {
        if (settings == null) {
            throw new IllegalArgumentException("time settings missing");
        }
        this.settings = settings;
        mainLeft = settings.mainMillis();
        inByoYomi = false;
        periodLeft = settings.periodMillis();
        stonesLeft = settings.periodStones();
        periodsLeft = settings.periods();
        outOfTime = false;
    }

    /**
     * Byo-yomi begins now, with a fresh period and no main time left. Without byo-yomi in the
     * settings this only empties the main time.
     */
    public void startByoYomi() {
        mainLeft = 0;
        if (settings.hasByoYomi()) {
            inByoYomi = true;
            periodLeft = settings.periodMillis();
            stonesLeft = settings.periodStones();
        }
    }

    /**
     * Charges a move that took {@code millis}; a move may overrun by {@code toleranceMillis}
     * without running out of time.
     */
    public Charge charge(long millis, long toleranceMillis) {
        if (millis < 0 || toleranceMillis < 0) {
            throw new IllegalArgumentException("negative move time or tolerance");
        }
        switch (settings.kind()) {
            case NONE:
                return Charge.IN_TIME;
            case ABSOLUTE:
                mainLeft -= millis;
                if (mainLeft < -toleranceMillis) {
                    mainLeft = 0;
                    outOfTime = true;
                    return Charge.OUT_OF_TIME;
                }
                return Charge.IN_TIME;
            default:
                long rest = spendMain(millis);
                if (!inByoYomi) {
                    return Charge.IN_TIME;
                }
                return settings.kind() == TimeSettings.Kind.CANADIAN
                        ? chargeCanadian(rest, toleranceMillis) : chargeJapanese(rest, toleranceMillis);
        }
    }

    /** Charges {@code rest} of a move to the current Canadian period. */
    private Charge chargeCanadian(long rest, long toleranceMillis) {
        periodLeft -= rest;
        stonesLeft--;
        if (periodLeft < -toleranceMillis) {
            outOfTime = true;
            return Charge.OUT_OF_TIME;
        }
        if (stonesLeft <= 0) {
            periodLeft = settings.periodMillis();
            stonesLeft = settings.periodStones();
            return Charge.PERIOD_RENEWED;
        }
        return Charge.IN_TIME;
    }

    /** Charges {@code rest} of a move to the Japanese periods, from the current one on. */
    private Charge chargeJapanese(long rest, long toleranceMillis) {
        long over = Math.max(0, rest - toleranceMillis);
        while (over > periodLeft) {
            over -= periodLeft;
            periodsLeft--;
            periodLeft = settings.periodMillis();
            if (periodsLeft <= 0) {
                periodsLeft = 0;
                outOfTime = true;
                return Charge.OUT_OF_TIME;
            }
        }
        periodLeft = settings.periodMillis();
        return Charge.PERIOD_RENEWED;
    }

    /** Returns the part of the move that main time did not pay for; starts byo-yomi then. */
    private long spendMain(long millis) {
        if (inByoYomi) {
            return millis;
        }
        if (millis <= mainLeft) {
            mainLeft -= millis;
            return 0;
        }
        long rest = millis - mainLeft;
        startByoYomi();
        return rest;
    }

    /**
     * After a time-out, for a clock that keeps counting because the controller may not enforce
     * the loss: byo-yomi goes on with one fresh period (Japanese: the last one). The out-of-time
     * mark stays.
     */
    public void carryOnAfterTimeOut() {
        switch (settings.kind()) {
            case CANADIAN -> {
                periodLeft = settings.periodMillis();
                stonesLeft = settings.periodStones();
            }
            case JAPANESE -> {
                periodLeft = settings.periodMillis();
                periodsLeft = Math.max(1, periodsLeft);
            }
            default -> mainLeft = Math.max(0, mainLeft);
        }
    }

    /** A controller's report of main time left: byo-yomi not begun, and in time. */
    public void setMainLeft(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("negative time left");
        }
        long main = millis;
        reset(settings);
        mainLeft = main;
    }

    /**
     * A controller's report from byo-yomi: {@code millis} left in the current period and
     * {@code count} stones (Canadian) or periods (Japanese) left; nothing left is out of time.
     */
    public void setByoYomiLeft(long millis, int count) {
        if (millis < 0 || count < 0) {
            throw new IllegalArgumentException("negative time or count left");
        }
        mainLeft = 0;
        inByoYomi = true;
        periodLeft = millis;
        if (settings.kind() == TimeSettings.Kind.JAPANESE) {
            periodsLeft = count;
            stonesLeft = 0;
        } else {
            stonesLeft = count;
            periodsLeft = 0;
        }
        outOfTime = millis == 0;
    }

    /** A controller's report that nothing is left and there is no byo-yomi to fall back on. */
    public void setOutOfTime() {
        mainLeft = 0;
        outOfTime = true;
    }

    public TimeSettings settings() {
        return settings;
    }

    public long mainLeftMillis() {
        return mainLeft;
    }

    public boolean inByoYomi() {
        return inByoYomi;
    }

    public long periodLeftMillis() {
        return periodLeft;
    }

    public int stonesLeft() {
        return stonesLeft;
    }

    public int periodsLeft() {
        return periodsLeft;
    }

    public boolean outOfTime() {
        return outOfTime;
    }
}
