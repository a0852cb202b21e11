package io.kosumi.tools;

import io.kosumi.time.PlayerClock;
import io.kosumi.time.TimeSettings;
import java.util.Locale;

/**
 * One side's clock in a match, as the referee keeps it: absolute main time, then optionally
 * Canadian byo-yomi (a period of {@code periodMs} for {@code stones} moves, renewed once they
 * are played) or Japanese byo-yomi ({@code periods} periods of {@code periodMs}; a move within
 * one period costs nothing, a period is lost for every full period a move overruns).
 *
 * <p>The rules are those of {@link PlayerClock}, the engine's own clock's: every move is
 * charged its full measured time, and when the main time runs out during a move the rest of
 * it is charged to byo-yomi at once (in Canadian byo-yomi it counts as a stone of the first
 * period), as on KGS. Two things are the referee's own. Lag: a move is over time only when it
 * overruns what was left by more than {@code marginMs} (in Japanese byo-yomi the margin also
 * keeps a move that ends just past its period from costing a period). And a clock with no
 * main time is in byo-yomi from the start, so that the first {@code time_left} already
 * reports the period. A time-out ends the clock: it loses.
 *
 * <p>Not thread-safe; one per side per game.
 */
public final class GameClock {
    private final TimeSettings settings;
    private final PlayerClock clock;
    private final long marginMs;
    private boolean flagged;

    private GameClock(TimeSettings settings, long marginMs) {
        if (marginMs < 0) {
            throw new IllegalArgumentException("clock settings must not be negative");
        }
        this.settings = settings;
        this.clock = new PlayerClock(settings);
        this.marginMs = marginMs;
        if (settings.mainMillis() == 0) {
            clock.startByoYomi();
        }
    }

    public static GameClock absolute(long mainMs, long marginMs) {
        return new GameClock(TimeSettings.absolute(mainMs), marginMs);
    }

    public static GameClock canadian(long mainMs, long periodMs, int stones, long marginMs) {
        return new GameClock(TimeSettings.canadian(mainMs, periodMs, stones), marginMs);
    }

    public static GameClock japanese(long mainMs, long periodMs, int periods, long marginMs) {
        return new GameClock(TimeSettings.japanese(mainMs, periodMs, periods), marginMs);
    }

    public TimeSettings settings() {
        return settings;
    }

    public long mainLeftMs() {
        return clock.mainLeftMillis();
    }

    public boolean inByoYomi() {
        return clock.inByoYomi();
    }

    /** Time left in the current byo-yomi period (a full period before byo-yomi begins). */
    public long periodLeftMs() {
        return clock.periodLeftMillis();
    }

    public int stonesLeft() {
        return clock.stonesLeft();
    }

    public int periodsLeft() {
        return clock.periodsLeft();
    }

    /** True once a move overran the allowance: that side has lost on time. */
    public boolean flagged() {
        return flagged;
    }

    /**
     * The most the next move may take before it loses on time (the margin not included): the main
     * time left plus the byo-yomi it can still reach in one move.
     */
    public long allowanceMs() {
        long main = clock.inByoYomi() ? 0 : clock.mainLeftMillis();
        switch (settings.kind()) {
            case CANADIAN:
                return clock.inByoYomi() ? Math.max(0, clock.periodLeftMillis())
                        : main + settings.periodMillis();
            case JAPANESE:
                return main + clock.periodsLeft() * settings.periodMillis();
            default:
                return Math.max(0, main);
        }
    }

    /**
     * Charges one move of {@code ms}; returns false when it lost on time (then {@link #flagged()}).
     */
    public boolean charge(long ms) {
        if (ms < 0) {
            throw new IllegalArgumentException("negative move time");
        }
        if (flagged) {
            throw new IllegalStateException("the clock has already run out");
        }
        flagged = clock.charge(ms, marginMs) == PlayerClock.Charge.OUT_OF_TIME;
        return !flagged;
    }

    /**
     * The arguments of GTP {@code time_left} for this side: whole seconds left and stones. In main
     * time: the main time left and 0. Canadian byo-yomi: the period's time left and the stones
     * still to play in it. Japanese byo-yomi: one period's time and the periods left (KGS's
     * convention, which Pachi and GNU Go read).
     */
    public String timeLeftArgs() {
        if (!clock.inByoYomi()) {
            return seconds(clock.mainLeftMillis()) + " 0";
        }
        if (settings.kind() == TimeSettings.Kind.CANADIAN) {
            return seconds(clock.periodLeftMillis()) + " " + clock.stonesLeft();
        }
        return seconds(settings.periodMillis()) + " " + clock.periodsLeft();
    }

    private static long seconds(long ms) {
        return Math.max(0, ms / 1000);
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s main %d ms%s", settings.kind(), clock.mainLeftMillis(),
                !clock.inByoYomi() ? "" : settings.kind() == TimeSettings.Kind.CANADIAN
                        ? ", period " + clock.periodLeftMillis() + " ms for " + clock.stonesLeft() + " stones"
                        : ", " + clock.periodsLeft() + " periods of " + settings.periodMillis() + " ms");
    }
}
