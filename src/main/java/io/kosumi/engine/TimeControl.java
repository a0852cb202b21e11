package io.kosumi.engine;

import java.util.Locale;

/**
 * The time system announced by the controller ({@code time_settings} or
 * {@code kgs-time_settings}), stored as received. Immutable.
 *
 * <p>{@link Kind#UNSET} means no time command arrived at all (Sabaki never sends one): then
 * the engine's default time per move ({@code --time}) or playout limit applies. Budgeting
 * from these values belongs to the time package (issue 5); this class only records them.
 */
public final class TimeControl {
    public enum Kind {
        /** No time command received. */
        UNSET,
        /** No time limit. */
        NONE,
        /** Main time only. */
        ABSOLUTE,
        /** Main time, then {@code periodStones} stones in every {@code periodSeconds}. */
        CANADIAN,
        /** Main time, then {@code periods} periods of {@code periodSeconds} (KGS "byoyomi"). */
        JAPANESE
    }

    private static final TimeControl UNSET_VALUE = new TimeControl(Kind.UNSET, 0, 0, 0, 0);
    private static final TimeControl NONE_VALUE = new TimeControl(Kind.NONE, 0, 0, 0, 0);

    private final Kind kind;
    private final double mainSeconds;
    private final double periodSeconds;
    private final int periodStones;
    private final int periods;

    private TimeControl(Kind kind, double mainSeconds, double periodSeconds, int periodStones, int periods) {
        this.kind = kind;
        this.mainSeconds = mainSeconds;
        this.periodSeconds = periodSeconds;
        this.periodStones = periodStones;
        this.periods = periods;
    }

    public static TimeControl unset() {
        return UNSET_VALUE;
    }

    public static TimeControl none() {
        return NONE_VALUE;
    }

    public static TimeControl absolute(double mainSeconds) {
        requireNonNegative(mainSeconds);
        return new TimeControl(Kind.ABSOLUTE, mainSeconds, 0, 0, 0);
    }

    public static TimeControl canadian(double mainSeconds, double periodSeconds, int periodStones) {
        requireNonNegative(mainSeconds);
        requireNonNegative(periodSeconds);
        if (periodStones <= 0) {
            throw new IllegalArgumentException("Canadian byo-yomi needs at least one stone per period");
        }
        return new TimeControl(Kind.CANADIAN, mainSeconds, periodSeconds, periodStones, 0);
    }

    public static TimeControl japanese(double mainSeconds, double periodSeconds, int periods) {
        requireNonNegative(mainSeconds);
        requireNonNegative(periodSeconds);
        if (periods <= 0) {
            throw new IllegalArgumentException("Japanese byo-yomi needs at least one period");
        }
        return new TimeControl(Kind.JAPANESE, mainSeconds, periodSeconds, 0, periods);
    }

    /**
     * GTP {@code time_settings main byoyomi stones}. GTP v2 (section 6.3.4): byo-yomi time
     * greater than zero with zero stones means no time limit; zero byo-yomi time means
     * absolute time; otherwise Canadian byo-yomi. {@code time_settings 0 0 0} has zero main
     * time and no byo-yomi, which no game can be played under; like most engines we read it
     * as "no limit".
     */
    public static TimeControl fromGtp(int mainSeconds, int byoYomiSeconds, int byoYomiStones) {
        if (mainSeconds < 0 || byoYomiSeconds < 0 || byoYomiStones < 0) {
            throw new IllegalArgumentException("negative time setting");
        }
        if (byoYomiSeconds > 0 && byoYomiStones == 0) {
            return none();
        }
        if (byoYomiSeconds == 0) {
            return mainSeconds == 0 ? none() : absolute(mainSeconds);
        }
        return canadian(mainSeconds, byoYomiSeconds, byoYomiStones);
    }

    private static void requireNonNegative(double seconds) {
        if (!(seconds >= 0) || Double.isInfinite(seconds)) {
            throw new IllegalArgumentException("bad time value " + seconds);
        }
    }

    public Kind kind() {
        return kind;
    }

    public double mainSeconds() {
        return mainSeconds;
    }

    public double periodSeconds() {
        return periodSeconds;
    }

    /** Stones per period (Canadian), 0 otherwise. */
    public int periodStones() {
        return periodStones;
    }

    /** Number of periods (Japanese), 0 otherwise. */
    public int periods() {
        return periods;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof TimeControl)) {
            return false;
        }
        TimeControl t = (TimeControl) o;
        return kind == t.kind && mainSeconds == t.mainSeconds && periodSeconds == t.periodSeconds
                && periodStones == t.periodStones && periods == t.periods;
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + Double.hashCode(mainSeconds) * 17 + Double.hashCode(periodSeconds)
                + periodStones * 7 + periods;
    }

    @Override
    public String toString() {
        switch (kind) {
            case ABSOLUTE:
                return String.format(Locale.ROOT, "absolute %.0f", mainSeconds);
            case CANADIAN:
                return String.format(Locale.ROOT, "canadian %.0f %.0f %d", mainSeconds, periodSeconds, periodStones);
            case JAPANESE:
                return String.format(Locale.ROOT, "byoyomi %.0f %.0f %d", mainSeconds, periodSeconds, periods);
            default:
                return kind.name().toLowerCase(Locale.ROOT);
        }
    }
}
