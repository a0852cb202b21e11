package io.kosumi.time;

import static io.kosumi.board.Board.BLACK;
import static io.kosumi.board.Board.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays many simulated games under each time system with a {@link ManualClock}: the engine's
 * own {@link TimeControl} and {@link TimeManager} decide every move's budget, a simulated
 * search spends it (stopping early, stopping at the target, or extending up to the maximum
 * through {@link TimeManager#shouldStop}, and sometimes running to the maximum regardless),
 * and an independent referee clock, written here from the rules, charges each move the
 * measured time plus a random transport lag the engine never sees.
 *
 * <p>Checks: no move passes its hard maximum; no hard maximum, taken in full with that
 * move's lag, would have lost on the referee's clock; no game is lost on time (nor, in
 * Japanese byo-yomi, loses a period); at least 70% of the main time is used in games that
 * last. The figures are logged as one line per scenario ("time-sim ...").
 */
class TimeSimulationTest {
    private static final Logger log = LoggerFactory.getLogger(TimeSimulationTest.class);

    /** How the controller talks to us: gogui-twogtp never sends time_left, KGS does every move. */
    enum Feed { OWN_CLOCK, TIME_LEFT }

    /** Share of moves that get an extra lag of up to 300 ms (the brief's "sometimes"). */
    private static final double SOMETIMES = 0.3;

    static Stream<Arguments> scenarios() {
        return Stream.of(
                Arguments.of("absolute 60 s 9x9", 9, TimeSettings.absolute(60_000), Feed.OWN_CLOCK, 300, SOMETIMES),
                Arguments.of("absolute 60 s 9x9", 9, TimeSettings.absolute(60_000), Feed.TIME_LEFT, 300, SOMETIMES),
                Arguments.of("absolute 10 min 19x19", 19, TimeSettings.absolute(600_000), Feed.OWN_CLOCK, 100, SOMETIMES),
                Arguments.of("absolute 10 min 19x19", 19, TimeSettings.absolute(600_000), Feed.TIME_LEFT, 100, SOMETIMES),
                Arguments.of("Canadian 25 stones/5 min 19x19", 19, TimeSettings.canadian(0, 300_000, 25), Feed.OWN_CLOCK, 100, SOMETIMES),
                Arguments.of("Canadian 25 stones/5 min 19x19", 19, TimeSettings.canadian(0, 300_000, 25), Feed.TIME_LEFT, 100, SOMETIMES),
                Arguments.of("5 min + Canadian 25 stones/5 min 19x19", 19, TimeSettings.canadian(300_000, 300_000, 25), Feed.OWN_CLOCK, 100, SOMETIMES),
                Arguments.of("Japanese 5 x 10 s 9x9", 9, TimeSettings.japanese(0, 10_000, 5), Feed.OWN_CLOCK, 300, SOMETIMES),
                Arguments.of("Japanese 5 x 10 s 9x9", 9, TimeSettings.japanese(0, 10_000, 5), Feed.TIME_LEFT, 300, SOMETIMES),
                Arguments.of("60 s + Japanese 5 x 10 s 9x9", 9, TimeSettings.japanese(60_000, 10_000, 5), Feed.OWN_CLOCK, 300, SOMETIMES),
                Arguments.of("5 min + Japanese 5 x 10 s 19x19", 19, TimeSettings.japanese(300_000, 10_000, 5), Feed.TIME_LEFT, 100, SOMETIMES),
                // A slow link: every move pays up to 300 ms the engine cannot see. With time_left
                // the engine learns the lag; on its own clock only the parameters can cover it.
                Arguments.of("absolute 60 s 9x9, lag on every move", 9, TimeSettings.absolute(60_000), Feed.TIME_LEFT, 300, 1.0),
                Arguments.of("absolute 10 min 19x19, lag on every move", 19, TimeSettings.absolute(600_000), Feed.TIME_LEFT, 100, 1.0),
                Arguments.of("Canadian 25 stones/5 min 19x19, lag on every move", 19, TimeSettings.canadian(0, 300_000, 25), Feed.TIME_LEFT, 100, 1.0));
    }

    @ParameterizedTest(name = "{0}, {3}")
    @MethodSource("scenarios")
    void simulatedGamesStayInsideTheirBudgets(String name, int size, TimeSettings settings, Feed feed, int games,
                                              double lagShare) {
        Stats st = new Stats();
        SplittableRandom rnd = new SplittableRandom(name.hashCode() * 31L + feed.ordinal());
        for (int g = 0; g < games; g++) {
            playGame(size, settings, feed, lagShare, g % 2 == 0 ? BLACK : WHITE, rnd, st);
        }

        String usage = settings.mainMillis() == 0 ? "no main time"
                : String.format(Locale.ROOT, "main time used in lasting games: mean %.1f%%, min %.1f%% (%d games; thinking alone mean %.1f%%; "
                                + "all full-length games mean %.1f%%)",
                        100 * st.lastingUsage / st.lastingGames, 100 * st.lastingUsageMin, st.lastingGames,
                        100 * st.lastingThinking / st.lastingGames, 100 * st.fullUsage / st.fullGames);
        String byo = st.byoMoves == 0 ? "" : String.format(Locale.ROOT, ", byo-yomi moves use %.1f%% of their share",
                100 * st.byoUsed / st.byoShare);
        String line = String.format(Locale.ROOT,
                "time-sim %s, %s: %d games, %d moves; %s%s; mean move opening/middle/end %d/%d/%d ms; "
                        + "longest move %d ms; moves past max %d; unaffordable max %d; emergency moves %d; "
                        + "lost on time %d; Japanese periods lost %d",
                name, feed, games, st.moves, usage, byo,
                st.phaseMillis[0] / Math.max(1, st.phaseMoves[0]), st.phaseMillis[1] / Math.max(1, st.phaseMoves[1]),
                st.phaseMillis[2] / Math.max(1, st.phaseMoves[2]), st.longest, st.pastMax, st.unaffordable,
                st.emergencyMoves, st.lostOnTime, st.periodsLost);
        log.info(line);
        writeSummary(line);

        assertEquals(0, st.pastMax, "moves past their hard maximum");
        assertEquals(0, st.unaffordable, "hard maxima that would have lost on time");
        assertEquals(0, st.lostOnTime, "games lost on time");
        assertEquals(0, st.periodsLost, "Japanese byo-yomi periods lost");
        if (settings.mainMillis() > 0) {
            assertTrue(st.lastingGames > games / 4, "too few lasting games to judge: " + st.lastingGames);
            assertTrue(st.lastingUsage / st.lastingGames >= 0.70, "main time used in lasting games: " + usage);
            assertTrue(st.lastingUsageMin >= 0.70, "every lasting game should use 70%: " + usage);
        }
        if (st.byoMoves > 0) {
            assertTrue(st.byoUsed / st.byoShare >= 0.5, "byo-yomi share used: " + byo);
        }
        if (settings.isSuddenDeath()) {
            // With byo-yomi the main time goes first, so the opening gets more by design.
            assertTrue(st.phaseMillis[1] / Math.max(1, st.phaseMoves[1]) > st.phaseMillis[0] / Math.max(1, st.phaseMoves[0]),
                    "the middle game should get more time than the opening");
        }
    }

    /** Appends the scenario's figures to target/time-simulation.txt, where they outlive the run's log. */
    private static synchronized void writeSummary(String line) {
        Path dir = Path.of(System.getProperty("kosumi.projectDir", "."), "target");
        if (!Files.isDirectory(dir)) {
            return;
        }
        try {
            Files.writeString(dir.resolve("time-simulation.txt"), LocalDateTime.now() + " " + line + System.lineSeparator(),
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            log.warn("cannot write the simulation summary: {}", e.toString());
        }
    }

    /** Totals over a scenario. */
    static final class Stats {
        int moves;
        int pastMax;
        int unaffordable;
        int lostOnTime;
        int periodsLost;
        int emergencyMoves;
        long longest;
        int fullGames;
        double fullUsage;
        int lastingGames;
        double lastingUsage;
        double lastingUsageMin = 1.0;
        double lastingThinking;
        long byoMoves;
        double byoUsed;
        double byoShare;
        final long[] phaseMillis = new long[3];
        final int[] phaseMoves = new int[3];
    }

    private void playGame(int size, TimeSettings settings, Feed feed, double lagShare, int us, SplittableRandom rnd,
                          Stats st) {
        int points = size * size;
        // Game length in plies: 9x9 games between engines that play out under area scoring run
        // about 70 plies, 19x19 about 250; one game in five is resigned early.
        double mean = size == 9 ? 70 : 250;
        double sd = size == 9 ? 15 : 35;
        int fullLength = (int) Math.round(Math.max(0.6 * mean, Math.min(1.7 * mean, mean + sd * gaussian(rnd))));
        boolean resigned = rnd.nextDouble() < 0.2;
        int length = resigned ? (int) (fullLength * (0.3 + 0.5 * rnd.nextDouble())) : fullLength;

        ManualClock clock = new ManualClock(rnd.nextLong(0, 1L << 40));
        TimeParams params = new TimeParams();
        // -Dkosumi.timeParams=name=value,name=value tries other settings (for tuning).
        String overrides = System.getProperty("kosumi.timeParams", "");
        for (String kv : overrides.split(",")) {
            if (!kv.isBlank()) {
                String[] parts = kv.split("=", 2);
                params.set(parts[0].trim(), parts[1].trim());
            }
        }
        TimeControl control = new TimeControl(clock, params);
        control.setSettings(settings);
        TimeManager manager = new TimeManager(params, control);
        Referee ref = new Referee(settings);
        long thinkingInMain = 0;
        double playoutsPerMilli = size == 9 ? 8 : 2.5;

        for (int ply = us == BLACK ? 0 : 1; ply < length; ply += 2) {
            // Stones on the board: captures take back about one stone in eight.
            int empty = Math.max((int) (0.08 * points), points - (int) Math.round(ply * 0.88));
            if (feed == Feed.TIME_LEFT) {
                ref.sendTimeLeft(control, us);
            }
            long lagBefore = rnd.nextLong(0, 11);
            long lagAfter = rnd.nextLong(0, 11) + (rnd.nextDouble() < lagShare ? rnd.nextLong(0, 301) : 0);
            clock.advanceMillis(lagBefore);

            control.startMove(us);
            MoveBudget b = manager.budget(us, empty, size, ply);
            long used = search(manager, b, playoutsPerMilli * (0.8 + 0.4 * rnd.nextDouble()), rnd);
            clock.advanceMillis(used);
            long measured = control.endMove(us);
            control.recordPlanned(us, b.planMillis(), b.targetMillis(), measured);
            clock.advanceMillis(lagAfter);

            st.moves++;
            st.longest = Math.max(st.longest, measured);
            if (measured > b.maxMillis()) {
                st.pastMax++;
            }
            if (b.emergency()) {
                st.emergencyMoves++;
            }
            if (b.maxMillis() + lagBefore + lagAfter > ref.allowance()) {
                st.unaffordable++;
            }
            int phase = ply < 0.1 * points ? 0 : (empty < 0.5 * points ? 2 : 1);
            st.phaseMillis[phase] += measured;
            st.phaseMoves[phase]++;
            long share = ref.byoShare();
            if (share > 0) {
                st.byoMoves++;
                st.byoUsed += measured;
                st.byoShare += share;
            }
            boolean wasLost = ref.lost;
            TimeControl.State es = control.state(us);
            String before = ref.describe();
            if (!ref.byo) {
                thinkingInMain += Math.min(measured, ref.main);
            }
            ref.charge(lagBefore + measured + lagAfter);
            if (ref.lost && !wasLost) {
                log.warn("LOST at ply {}: budget {}, measured {}, lag {}, engine before {}, referee before {}",
                        ply, b, measured, lagBefore + lagAfter, es, before);
            }
        }
        if (ref.lost) {
            st.lostOnTime++;
        }
        st.periodsLost += ref.periodsLost;
        if (settings.mainMillis() > 0 && !resigned) {
            double usage = (settings.mainMillis() - ref.main) / (double) settings.mainMillis();
            st.fullGames++;
            st.fullUsage += usage;
            if (fullLength >= mean) {
                st.lastingGames++;
                st.lastingUsage += usage;
                st.lastingUsageMin = Math.min(st.lastingUsageMin, usage);
                st.lastingThinking += thinkingInMain / (double) settings.mainMillis();
            }
        }
    }

    /**
     * A search modelled by two candidate moves taking shares of the playouts. Most moves have a
     * clear best; some are close (extension); some see the best move change; one in twenty runs
     * to the hard maximum whatever happens. The deadline is checked at every step, as the real
     * search checks it inside its loop. Returns the milliseconds spent.
     */
    private static long search(TimeManager manager, MoveBudget b, double ppm, SplittableRandom rnd) {
        double roll = rnd.nextDouble();
        double a;
        double c;
        long switchAt = Long.MAX_VALUE;
        boolean toMax = false;
        if (roll < 0.55) {
            a = 0.5 + 0.35 * rnd.nextDouble();
            c = 0.05 + 0.1 * rnd.nextDouble();
        } else if (roll < 0.80) {
            a = 0.35 + 0.1 * rnd.nextDouble();
            c = a * (0.85 + 0.15 * rnd.nextDouble());
        } else if (roll < 0.95) {
            a = 0.5;
            c = 0.3;
            switchAt = (long) (b.targetMillis() * (0.2 + 1.3 * rnd.nextDouble()));
        } else {
            a = 0.5;
            c = 0.4;
            toMax = true;
        }
        long step = Math.max(1, Math.min(50, b.targetMillis() / 100));
        double visitsA = 0;
        double visitsC = 0;
        boolean aLeads = true;
        long bestSince = 0;
        long t = 0;
        while (t < b.maxMillis()) {
            long next = Math.min(b.maxMillis(), t + step);
            long dt = next - t;
            t = next;
            boolean switched = t > switchAt;
            visitsA += ppm * dt * (switched ? c : a);
            visitsC += ppm * dt * (switched ? a : c);
            if ((visitsA >= visitsC) != aLeads) {
                aLeads = !aLeads;
                bestSince = t;
            }
            if (toMax) {
                continue;
            }
            long best = (long) Math.max(visitsA, visitsC);
            long second = (long) Math.min(visitsA, visitsC);
            if (manager.shouldStop(t, b, best, second, ppm, bestSince)) {
                break;
            }
        }
        return t;
    }

    private static double gaussian(SplittableRandom rnd) {
        // Box-Muller; SplittableRandom has no nextGaussian on Java 17.
        double u = 1.0 - rnd.nextDouble();
        double v = rnd.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    /**
     * The controller's clock, written from the rules independently of {@link TimeControl} so
     * that a mistake there cannot hide itself.
     */
    static final class Referee {
        final TimeSettings s;
        long main;
        boolean byo;
        long period;
        int stones;
        int periods;
        boolean lost;
        int periodsLost;

        Referee(TimeSettings s) {
            this.s = s;
            main = s.mainMillis();
            periods = s.periods();
            if (s.kind() == TimeSettings.Kind.CANADIAN) {
                // The first period, which starts when main time runs out.
                period = s.periodMillis();
                stones = s.periodStones();
            }
        }

        /** What the controller tells us: whole seconds, rounded down as servers do. */
        void sendTimeLeft(TimeControl control, int color) {
            switch (s.kind()) {
                case ABSOLUTE -> control.timeLeft(color, main / 1000, 0);
                case CANADIAN -> control.timeLeft(color, (byo ? period : main) / 1000, byo ? stones : 0);
                case JAPANESE -> control.timeLeft(color, (byo ? s.periodMillis() : main) / 1000, byo ? periods : 0);
                default -> { }
            }
        }

        /** The longest move that would not lose on time right now (nor lose a Japanese period). */
        long allowance() {
            return switch (s.kind()) {
                case NONE -> Long.MAX_VALUE;
                case ABSOLUTE -> main;
                case CANADIAN -> byo ? period : main + s.periodMillis();
                case JAPANESE -> (byo ? 0 : main) + s.periodMillis();
            };
        }

        /** In byo-yomi, the fair time of one move (Canadian: the period over its stones). */
        long byoShare() {
            if (!byo) {
                return 0;
            }
            return s.kind() == TimeSettings.Kind.CANADIAN ? s.periodMillis() / s.periodStones() : s.periodMillis();
        }

        String describe() {
            return "main " + main + " byo " + byo + " period " + period + " stones " + stones + " periods " + periods;
        }

        /**
         * Takes a move's time from main time first. Returns what is left to take from byo-yomi,
         * or -1 when main time covered it all; the move that runs out of main time starts
         * byo-yomi.
         */
        private long beyondMainTime(long ms) {
            if (byo) {
                return ms;
            }
            if (ms <= main) {
                main -= ms;
                return -1;
            }
            byo = true;
            long over = ms - main;
            main = 0;
            return over;
        }

        void charge(long ms) {
            switch (s.kind()) {
                case NONE -> { }
                case ABSOLUTE -> {
                    main -= ms;
                    if (main < 0) {
                        lost = true;
                    }
                }
                case CANADIAN -> {
                    ms = beyondMainTime(ms);
                    if (ms < 0) {
                        return;
                    }
                    period -= ms;
                    if (period < 0) {
                        lost = true;
                    }
                    if (--stones == 0) {
                        period = s.periodMillis();
                        stones = s.periodStones();
                    }
                }
                case JAPANESE -> {
                    ms = beyondMainTime(ms);
                    if (ms < 0) {
                        return;
                    }
                    int gone = (int) ((ms - 1) / s.periodMillis());
                    periodsLost += gone;
                    periods -= gone;
                    if (periods <= 0) {
                        lost = true;
                    }
                }
            }
        }
    }
}
