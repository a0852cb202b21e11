package io.kosumi.time;

import java.util.Locale;
import java.util.function.Function;

/**
 * The time system agreed for a game. Immutable; all times in milliseconds.
 *
 * <ul>
 *   <li>{@link Kind#NONE}: no limit (the engine then thinks a fixed time per move).
 *   <li>{@link Kind#ABSOLUTE}: {@code mainMillis} for the whole game (sudden death).
 *   <li>{@link Kind#CANADIAN}: main time, then repeated periods of {@code periodMillis} in
 *       which {@code periodStones} stones must be played.
 *   <li>{@link Kind#JAPANESE}: main time, then {@code periods} periods of {@code periodMillis};
 *       a move finished inside a period keeps it, each period that runs out is lost.
 * </ul>
 *
 * Fields that a kind does not use are zero.
 */
public record TimeSettings(Kind kind, long mainMillis, long periodMillis, int periodStones, int periods) {

    public enum Kind { NONE, ABSOLUTE, CANADIAN, JAPANESE }

    /** Largest time we accept, in seconds (about 3 years): keeps every sum far from overflow. */
    static final double MAX_SECONDS = 1e8;
    /** Largest stone or period count we accept. */
    static final int MAX_COUNT = 1_000_000;

    public static final TimeSettings NO_LIMIT = new TimeSettings(Kind.NONE, 0, 0, 0, 0);

    public TimeSettings {
        if (kind == null) {
            throw new IllegalArgumentException("time system missing");
        }
        if (mainMillis < 0 || periodMillis < 0 || periodStones < 0 || periods < 0) {
            throw new IllegalArgumentException("negative time setting");
        }
        switch (kind) {
            case NONE -> {
                if (mainMillis != 0 || periodMillis != 0 || periodStones != 0 || periods != 0) {
                    throw new IllegalArgumentException("no time limit takes no values");
                }
            }
            case ABSOLUTE -> {
                if (mainMillis == 0 || periodMillis != 0 || periodStones != 0 || periods != 0) {
                    throw new IllegalArgumentException("absolute time needs main time > 0 and nothing else");
                }
            }
            case CANADIAN -> {
                if (periodMillis == 0 || periodStones == 0 || periods != 0) {
                    throw new IllegalArgumentException("Canadian byo-yomi needs period time > 0 and stones > 0");
                }
            }
            case JAPANESE -> {
                if (periodMillis == 0 || periods == 0 || periodStones != 0) {
                    throw new IllegalArgumentException("Japanese byo-yomi needs period time > 0 and periods > 0");
                }
            }
        }
    }

    public static TimeSettings absolute(long mainMillis) {
        return new TimeSettings(Kind.ABSOLUTE, mainMillis, 0, 0, 0);
    }

    public static TimeSettings canadian(long mainMillis, long periodMillis, int stones) {
        return new TimeSettings(Kind.CANADIAN, mainMillis, periodMillis, stones, 0);
    }

    public static TimeSettings japanese(long mainMillis, long periodMillis, int periods) {
        return new TimeSettings(Kind.JAPANESE, mainMillis, periodMillis, 0, periods);
    }

    /** True when the game has a limit but no byo-yomi to fall back on. */
    public boolean isSuddenDeath() {
        return kind == Kind.ABSOLUTE;
    }

    public boolean hasByoYomi() {
        return kind == Kind.CANADIAN || kind == Kind.JAPANESE;
    }

    /**
     * GTP {@code time_settings main_time byo_yomi_time byo_yomi_stones}. The standard says
     * byo-yomi time 0 means absolute time and byo-yomi time &gt; 0 with 0 stones means no
     * limit; main 0 and byo-yomi 0 is read as no limit too (a game of zero seconds makes no
     * sense, and controllers send {@code 0 0 0} to say "untimed").
     */
    public static TimeSettings fromGtp(double mainSeconds, double byoYomiSeconds, int stones) {
        long main = millis("main time", mainSeconds);
        long byo = millis("byo-yomi time", byoYomiSeconds);
        count("byo-yomi stones", stones);
        if (byo == 0) {
            return absoluteOrNone(main);
        }
        return stones == 0 ? NO_LIMIT : canadian(main, byo, stones);
    }

    /** {@link #fromGtp(double, double, int)} from the three command arguments. */
    public static TimeSettings parseGtp(String... args) {
        if (args.length != 3) {
            throw new IllegalArgumentException("time_settings needs 3 values: main_time byo_yomi_time byo_yomi_stones");
        }
        return fromGtp(parseSeconds("main time", args[0]), parseSeconds("byo-yomi time", args[1]),
                parseCount("byo-yomi stones", args[2]));
    }

    /**
     * KGS {@code kgs-time_settings}: {@code none}, {@code absolute main},
     * {@code byoyomi main period_time periods} (Japanese) or
     * {@code canadian main period_time stones}. Degenerate byo-yomi (no period time, or no
     * periods) is absolute time, or no limit when the main time is 0 too.
     */
    public static TimeSettings parseKgs(String... args) {
        if (args.length == 0) {
            throw new IllegalArgumentException("kgs-time_settings needs a system: none, absolute, byoyomi or canadian");
        }
        String system = args[0].toLowerCase(Locale.ROOT);
        switch (system) {
            case "none" -> {
                expectArgs(args, 1, "none");
                return NO_LIMIT;
            }
            case "absolute" -> {
                expectArgs(args, 2, "absolute main_time");
                return absoluteOrNone(parseMillis("main time", args[1]));
            }
            case "byoyomi" -> {
                expectArgs(args, 4, "byoyomi main_time period_time periods");
                long main = parseMillis("main time", args[1]);
                long period = parseMillis("period time", args[2]);
                int periods = parseCount("periods", args[3]);
                if (period == 0 || periods == 0) {
                    return absoluteOrNone(main);
                }
                return japanese(main, period, periods);
            }
            case "canadian" -> {
                expectArgs(args, 4, "canadian main_time period_time stones");
                long main = parseMillis("main time", args[1]);
                long period = parseMillis("period time", args[2]);
                int stones = parseCount("stones", args[3]);
                if (period == 0) {
                    return absoluteOrNone(main);
                }
                if (stones == 0) {
                    throw new IllegalArgumentException("canadian byo-yomi needs at least 1 stone per period");
                }
                return canadian(main, period, stones);
            }
            default -> throw new IllegalArgumentException(
                    "unknown time system '" + args[0] + "' (none, absolute, byoyomi, canadian)");
        }
    }

    /** Absolute time, or no limit when the main time is 0 (a game of zero seconds makes no sense). */
    private static TimeSettings absoluteOrNone(long mainMillis) {
        return mainMillis == 0 ? NO_LIMIT : absolute(mainMillis);
    }

    private static void expectArgs(String[] args, int n, String usage) {
        if (args.length != n) {
            throw new IllegalArgumentException("kgs-time_settings " + usage + ": expected "
                    + (n - 1) + " value(s) after '" + args[0] + "', got " + (args.length - 1));
        }
    }

    /** Seconds as a GTP float (integers in practice); finite, &ge; 0 and at most 1e8. */
    static double parseSeconds(String what, String s) {
        double v = parseNumber(what, s, Double::valueOf, "a number");
        checkSeconds(what, v);
        return v;
    }

    /** {@link #parseSeconds} in milliseconds. */
    private static long parseMillis(String what, String s) {
        return millis(what, parseSeconds(what, s));
    }

    static int parseCount(String what, String s) {
        int v = parseNumber(what, s, Integer::valueOf, "a whole number");
        count(what, v);
        return v;
    }

    /** {@code s} read by {@code parse}; a malformed number names {@code what} and the {@code kind} expected. */
    private static <T> T parseNumber(String what, String s, Function<String, T> parse, String kind) {
        try {
            return parse.apply(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " is not " + kind + ": '" + s + "'");
        }
    }

    static void checkSeconds(String what, double v) {
        if (!(v >= 0 && v <= MAX_SECONDS)) { // also rejects NaN
            throw new IllegalArgumentException(what + " must be between 0 and " + (long) MAX_SECONDS
                    + " seconds, got " + v);
        }
    }

    static long millis(String what, double seconds) {
        checkSeconds(what, seconds);
        return Math.round(seconds * 1000.0);
    }

    static void count(String what, int v) {
        if (v < 0 || v > MAX_COUNT) {
            throw new IllegalArgumentException(what + " must be between 0 and " + MAX_COUNT + ", got " + v);
        }
    }

    @Override
    public String toString() {
        return switch (kind) {
            case NONE -> "no time limit";
            case ABSOLUTE -> "absolute " + seconds(mainMillis) + " s";
            case CANADIAN -> seconds(mainMillis) + " s + Canadian " + periodStones + " stones in "
                    + seconds(periodMillis) + " s";
            case JAPANESE -> seconds(mainMillis) + " s + Japanese " + periods + " x " + seconds(periodMillis) + " s";
        };
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? Long.toString(millis / 1000) : Double.toString(millis / 1000.0);
    }
}
