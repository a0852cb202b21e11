package io.kosumi.time;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * Every constant of the time manager, with its default and the reason for it. Public fields
 * so the engine's {@code --param name=value} (and tests) can change them through
 * {@link #set(String, String)}; read by {@link TimeControl} and {@link TimeManager} at every
 * use, so a change applies to the next move. Defaults were checked with the simulation in
 * {@code TimeSimulationTest}.
 */
public final class TimeParams {
    /** Smallest lag margin we accept, in seconds, whatever the user asks. */
    public static final double MIN_LAG_SECONDS = 0.2;

    // ---- fixed time when no time system is set -------------------------------------------

    /**
     * {@code --time}: seconds per move when no time settings arrived (Sabaki never sends any).
     * 0 or less means no time limit: the playout limit ({@code --playouts}) stops the search.
     */
    public double fixedMoveSeconds = 5.0;

    // ---- safety ----------------------------------------------------------------------------

    /**
     * {@code --lag}: seconds kept back from every clock for network and GUI delay. The hard
     * maximum of a move never reaches into it. Clamped to at least {@link #MIN_LAG_SECONDS}.
     */
    public double lagSeconds = 1.0;

    /**
     * Added to every move our own clock measures (from {@code genmove} to the answer). The
     * controller's clock also runs while the command and the answer travel and while our
     * process waits to be scheduled; over a hundred moves that adds up to seconds, so we
     * charge an estimate each move. A {@code time_left} from the controller corrects it. In
     * sudden death it is also kept back for every move still expected.
     */
    public long moveOverheadMillis = 60;

    /**
     * How much more than we measured (beyond {@link #moveOverheadMillis}) a move may have
     * cost on the controller's clock, as a bound on the average over many moves (single
     * moves vary more, but their errors partly cancel). With byo-yomi, on our own clock, this
     * is set aside for every move measured since the last {@code time_left} or period start:
     * the move that runs into byo-yomi, or the last stone of a Canadian period, would pay for
     * all of it.
     */
    public long ownClockDriftMillis = 100;

    /**
     * Weight of each new observation in the running average of the lag learnt from
     * {@code time_left} reports (see {@link TimeControl}). Small because reports are rounded
     * to whole seconds: one observation is off by up to a second.
     */
    public double lagLearningRate = 0.1;

    // ---- how many moves are left ----------------------------------------------------------

    /**
     * Our moves still to play per empty point beyond the final territory: two players share
     * the points, and captures give some back, so about one own move per two empty points.
     */
    public double ownMovesPerEmptyPoint = 0.5;

    /**
     * Part of the board taken to be still empty when a game ends, as a fraction of its points.
     * Below the real territory on purpose: planning for a longer game keeps time for the games
     * that run long. 0.15 plans 9x9 for about 69 plies, 13x13 for 144 and 19x19 for 307; most
     * real games end sooner by resignation. 0.2 and above lost games on time in the
     * simulation's slow-link scenario (TimeSimulationTest).
     */
    public double endEmptyFraction = 0.15;

    /** Never plan for fewer of our moves than this... */
    public int minMovesLeft = 8;

    /** ...nor fewer than this fraction of the board's points (games run long on big boards). */
    public double minMovesLeftFraction = 0.05;

    // ---- shape over the game: more in the middle game --------------------------------------
    // Each move has a weight that depends on how far the game has gone (moves played over the
    // expected game length); a move gets the usable time times its weight over the sum of the
    // weights of all our moves still expected. The shape is relative, so its level is free.

    /** Weight of the first move; rises linearly to {@link #middleFactor} over the opening. */
    public double openingFactor = 0.6;

    /** Fraction of the expected game length where the opening ends. */
    public double openingEndProgress = 0.12;

    /** Weight of a middle-game move, where games are decided. */
    public double middleFactor = 1.3;

    /** Fraction of the expected game length where the endgame starts and the weight falls. */
    public double endgameStartProgress = 0.6;

    /** Weight at the expected end of the game and beyond (simpler moves, but games run long). */
    public double endFactor = 0.7;

    // ---- hard maximum -----------------------------------------------------------------------

    /** The hard maximum is at most this multiple of the target (room for close decisions). */
    public double maxOverTarget = 2.5;

    /** In sudden death one move never takes more than this fraction of the usable main time. */
    public double maxFractionOfMain = 0.25;

    // ---- spending correction (see TimeManager) ---------------------------------------------

    /** Main-time targets are multiplied by at most this (planned over spent this game). */
    public double spendCorrectionMax = 3.0;

    /** No correction before this many planned moves of the game have been measured. */
    public int spendCorrectionMinMoves = 3;

    /**
     * 0: the correction is the planned shares over the time the moves took. The search stops
     * in proportion to its (corrected) target, so a search that stops at a fraction f of its
     * targets settles at a correction of 1/sqrt(f) and spends sqrt(f) of the plan: 63% when
     * f is 0.4. 1: the correction is the targets the moves were given over the time they took,
     * which settles at 1/f (up to {@link #spendCorrectionMax}) and spends the plan. Off until
     * measured against Pachi.
     */
    public int spendCorrectionOnTargets = 0;

    // ---- byo-yomi -----------------------------------------------------------------------------

    /**
     * In byo-yomi the target is this fraction of the hard maximum (what the period allows
     * per move minus lag): the rest is room to extend, and in Canadian byo-yomi what is not
     * used carries over to the next stones of the period.
     */
    public double byoTargetFraction = 0.8;

    /**
     * The same for Japanese byo-yomi, higher: what a move leaves of its period is lost (the
     * period starts afresh for the next move), so there is nothing to save for.
     */
    public double japaneseTargetFraction = 0.9;

    /**
     * While in main time with byo-yomi to follow, the byo-yomi target is added to the main
     * time share times this weight: the main time is spent faster because the periods that
     * follow give every later move that much again.
     */
    public double byoInMainWeight = 1.0;

    // ---- emergency ----------------------------------------------------------------------------

    /** Sudden death: switch to emergency when the fair share per move falls below this. */
    public long emergencyShareMillis = 150;

    /** Emergency budget per move (target = max). */
    public long emergencyMoveMillis = 100;

    /** In emergency, one move takes at most the usable time divided by this (the game may go long). */
    public int emergencyReserveMoves = 20;

    // ---- decisions inside the search ---------------------------------------------------------

    /** No early stop before the best move has this many visits (rates are noisy at first). */
    public long earlyStopMinVisits = 100;

    /**
     * Multiplies the playouts we expect in the time left before an early stop is allowed;
     * above 1 is more careful (the rate may rise, e.g. when the JIT finishes).
     */
    public double earlyStopSafety = 1.0;

    /** Extend when the second move has at least this fraction of the best move's visits. */
    public double closeRatio = 0.8;

    /** Extend when the best move became best within this fraction of the target before now. */
    public double changeWindowFraction = 0.2;

    /** The lag margin in milliseconds, never below {@link #MIN_LAG_SECONDS}. */
    public long lagMillis() {
        double s = Double.isNaN(lagSeconds) ? MIN_LAG_SECONDS : Math.max(MIN_LAG_SECONDS, lagSeconds);
        return Math.round(Math.min(s, TimeSettings.MAX_SECONDS) * 1000.0);
    }

    /** Fixed milliseconds per move without time settings; 0 means no time limit. */
    public long fixedMoveMillis() {
        if (!(fixedMoveSeconds > 0)) {
            return 0;
        }
        return Math.round(Math.min(fixedMoveSeconds, TimeSettings.MAX_SECONDS) * 1000.0);
    }

    /**
     * Sets a field by name from text ({@code --param time.lagSeconds=0.5} names it {@code lagSeconds}). Throws
     * IllegalArgumentException naming the problem, and changes nothing, when the name is
     * unknown or the value does not parse or is negative.
     */
    public void set(String name, String value) {
        Field f;
        try {
            f = TimeParams.class.getField(name);
        } catch (NoSuchFieldException e) {
            StringBuilder known = new StringBuilder();
            for (Field k : TimeParams.class.getFields()) {
                if (!Modifier.isStatic(k.getModifiers())) known.append(known.length() == 0 ? "" : ", ").append(k.getName());
            }
            throw new IllegalArgumentException("unknown time parameter '" + name + "' (known: " + known + ")");
        }
        if (Modifier.isStatic(f.getModifiers())) {
            throw new IllegalArgumentException("unknown time parameter '" + name + "'");
        }
        try {
            Class<?> t = f.getType();
            if (t == double.class) {
                double v = Double.parseDouble(value);
                if (!(v >= 0) || Double.isInfinite(v)) {
                    throw new IllegalArgumentException("time parameter " + name + " must be a finite number >= 0, got " + value);
                }
                f.setDouble(this, v);
            } else if (t == long.class) {
                long v = Long.parseLong(value.trim());
                if (v < 0) {
                    throw new IllegalArgumentException("time parameter " + name + " must be >= 0, got " + value);
                }
                f.setLong(this, v);
            } else if (t == int.class) {
                int v = Integer.parseInt(value.trim());
                if (v < 0) {
                    throw new IllegalArgumentException("time parameter " + name + " must be >= 0, got " + value);
                }
                f.setInt(this, v);
            } else {
                throw new IllegalStateException("unsupported parameter type " + t);
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("time parameter " + name + ": not a number: '" + value + "'");
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@link #set} from {@code name=value}; IllegalArgumentException without the {@code =}. */
    public void setAssignment(String assignment) {
        int eq = assignment.indexOf('=');
        if (eq <= 0) throw new IllegalArgumentException("expected name=value: " + assignment);
        set(assignment.substring(0, eq).trim(), assignment.substring(eq + 1).trim());
    }

    /** All parameters as {@code name=value} lines, for logs and {@code --help}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Field f : TimeParams.class.getFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            try {
                sb.append(f.getName()).append('=').append(f.get(this)).append(System.lineSeparator());
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        return sb.toString();
    }
}
