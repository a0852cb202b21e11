package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.playout.RandomPlayout;
import io.kosumi.util.JsonWriter;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;

/**
 * {@code kosumi bench}: light-playout conformance figures (the reference bot's averages) and
 * playout speed on one thread.
 *
 * <p>Conformance: {@code --playouts} uniformly random playouts on the empty 9x9 board with a fixed
 * seed; prints the average number of moves (both final passes counted) and Black's win rate at
 * komi 7.5 and 0, next to the published figures (111.05, 0.4213, 0.5245) with their standard
 * errors. Speed: for each size and thread count, {@code --rounds} rounds of {@code --seconds} each
 * after a warm-up; prints the median and the range of playouts per second (wall clock, all
 * threads) and per second of CPU time.
 */
public final class Bench {
    /** Published reference-bot figures for 9x9 (1,000,000 playouts). */
    public static final double REF_MOVES = 111.05;
    public static final double REF_BLACK_WIN_KOMI_7_5 = 0.4213;
    public static final double REF_BLACK_WIN_KOMI_0 = 0.5245;

    @Option(name = "--playouts", usage = "conformance playouts on 9x9 (0 skips conformance)")
    private int playouts = 1_000_000;

    @Option(name = "--sizes", usage = "comma-separated board sizes for the speed test")
    private String sizes = "9,19";

    @Option(name = "--threads", usage = "comma-separated thread counts for the speed test (e.g. 1,2,max for scaling;"
            + " the speedup is over the first)")
    private String threads = "1";

    @Option(name = "--rounds", usage = "speed rounds per size")
    private int rounds = 5;

    @Option(name = "--seconds", usage = "seconds per speed round")
    private double seconds = 2.0;

    @Option(name = "--warmup", usage = "warm-up seconds per size before the rounds")
    private double warmupSeconds = 2.0;

    @Option(name = "--seed", usage = "random seed")
    private long seed = 20261129L;

    @Option(name = "--vs", metaVar = "COMMAND", usage = "another GTP engine told a fixed number of"
            + " playouts (e.g. \"pachi -t ={playouts} threads=1\"): Kosumi's full search next to it on"
            + " the same positions; {playouts} selects the two-point measurement (see VsBench)")
    private String vs;

    @Option(name = "--vs-playouts", metaVar = "N",
            usage = "playouts per genmove the --vs engine is told (and Kosumi runs); required with --vs")
    private long vsPlayouts;

    @Option(name = "--vs-tiny", metaVar = "N",
            usage = "the small count of the two-point measurement (default: --vs-playouts / 10)")
    private long vsTiny;

    @Option(name = "--positions", metaVar = "LIST", usage = "with --vs: empty,middle")
    private String positions = "empty,middle";

    @Option(name = "--memory-mb", metaVar = "MB", usage = "with --vs: Kosumi's tree memory")
    private long memoryMb = 512;

    @Option(name = "--json", usage = "print the results as one JSON object instead of text")
    private boolean json;

    @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
    private boolean help;

    /** Conformance averages over a number of playouts. */
    public record Conformance(long playouts, double movesPerPlayout, double blackWinKomi75,
            double blackWinKomi0, long capped, double seconds) {}

    /**
     * Speed for one size: playouts per wall-clock second per round, and per second of this
     * thread's CPU time (less disturbed when other processes share the cores).
     */
    public record Speed(int size, int threads, double[] perSecond, double[] perCpuSecond,
            double movesPerPlayout) implements RoundRates {}

    /** A thread count, or "max" for every processor the JVM sees (the N of "1, 2, N threads"). */
    static int parseThreads(String s) {
        String t = s.trim();
        return t.equals("max") ? Runtime.getRuntime().availableProcessors() : Integer.parseInt(t);
    }

    /**
     * Speedup of each result over the first one of the same size (its smallest thread count as
     * given, normally 1): median rate over median rate; 0 for the first of each size.
     */
    static double speedup(List<Speed> speeds, Speed s) {
        for (Speed b : speeds) {
            if (b.size() == s.size()) {
                return b == s || b.median() <= 0 ? 0 : s.median() / b.median();
            }
        }
        return 0;
    }

    /**
     * {@code kosumi bench [options]}: light playouts (conformance and speed);
     * {@code kosumi bench search [options]}: full searches from fixed positions
     * ({@link SearchBench}); {@code kosumi bench reuse [options]}: tree reuse ({@link ReuseBench}).
     */
    public static int run(String[] args) {
        if (args.length > 0 && args[0].equals("reuse")) {
            return ReuseBench.run(Arrays.copyOfRange(args, 1, args.length), System.out,
                    System.err);
        }
        if (args.length > 0 && args[0].equals("search")) {
            return SearchBench.run(Arrays.copyOfRange(args, 1, args.length), System.out,
                    BenchPositions::middle);
        }
        return new Bench().execute(args, System.out, System.err);
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    int execute(String[] args, PrintStream out, PrintStream err) {
        List<Integer> sizeList = new ArrayList<>();
        List<Integer> threadList = new ArrayList<>();
        int code = SubcommandArgs.parse(new CmdLineParser(this), args, () -> help, parser -> {
            for (String s : threads.split(",")) {
                int t = parseThreads(s);
                if (t < 1 || t > 256) {
                    throw new CmdLineException(parser, "thread count out of range 1..256: " + t, null);
                }
                threadList.add(t);
            }
            for (String s : sizes.split(",")) {
                int n = Integer.parseInt(s.trim());
                if (n < Board.MIN_SIZE || n > Board.MAX_SIZE) {
                    throw new CmdLineException(parser, "board size out of range 2..25: " + n, null);
                }
                sizeList.add(n);
            }
            if (vs != null && vsPlayouts < 1) {
                throw new CmdLineException(parser, "--vs needs --vs-playouts N (N >= 1)", null);
            }
            if (vs != null && threadList.size() != 1) {
                throw new CmdLineException(parser, "--vs takes one --threads value (Kosumi's)", null);
            }
            if (playouts < 0 || rounds < 1 || seconds <= 0 || warmupSeconds < 0) {
                throw new CmdLineException(parser,
                        "--playouts must be >= 0, --rounds >= 1, --seconds > 0, --warmup >= 0", null);
            }
        }, "kosumi bench", "usage: kosumi bench [options]", out, err);
        if (code != SubcommandArgs.RUN) {
            return code;
        }

        if (vs != null) {
            return runVs(sizeList, threadList.get(0), out, err);
        }
        Conformance conf = playouts > 0 ? conformance(9, playouts, seed) : null;
        if (conf != null && !json) {
            printConformance(conf, out);
        }
        List<Speed> speeds = new ArrayList<>();
        for (int size : sizeList) {
            for (int t : threadList) {
                Speed s = speed(size, t, rounds, seconds, warmupSeconds, seed + size);
                speeds.add(s);
                if (!json) {
                    double up = speedup(speeds, s);
                    out.printf(Locale.ROOT,
                            "speed %dx%d: %,.0f playouts/s (median of %d rounds of %.1f s, min %,.0f, max %,.0f);"
                                    + " %,.0f per CPU second; %.2f moves/playout; %d thread%s%s%n",
                            size, size, s.median(), rounds, seconds, s.min(), s.max(), s.cpuMedian(),
                            s.movesPerPlayout(), t, t == 1 ? "" : "s",
                            up > 0 ? String.format(Locale.ROOT, "; speedup %.2f over %d thread%s", up,
                                    threadList.get(0), threadList.get(0) == 1 ? "" : "s") : "");
                }
            }
        }
        if (json) {
            out.println(toJson(conf, speeds));
        }
        return 0;
    }

    private int runVs(List<Integer> sizeList, int kosumiThreads, PrintStream out, PrintStream err) {
        long tiny = vsTiny > 0 ? vsTiny : Math.max(1, vsPlayouts / 10);
        List<VsBench.Pair> pairs;
        try {
            VsBench b = new VsBench(vs, vsPlayouts, tiny, kosumiThreads, rounds, memoryMb << 20, seed,
                    600_000);
            pairs = b.run(VsBench.positions(sizeList, Arrays.asList(positions.split(","))), err);
        } catch (IllegalArgumentException e) {
            err.println("kosumi bench: " + e.getMessage());
            return 2;
        } catch (java.io.IOException e) {
            err.println("kosumi bench: the --vs engine failed: " + e.getMessage());
            return 1;
        }
        if (json) {
            out.println(VsBench.toJson(pairs, vs, VsBench.twoPoint(vs)));
        } else {
            VsBench.printText(pairs, vs, rounds, out);
        }
        return 0;
    }

    /** Runs {@code n} playouts from the empty board of {@code size} with a fixed seed. */
    public static Conformance conformance(int size, long n, long seed) {
        RandomPlayout p = new RandomPlayout(size, seed);
        long moves = 0;
        long win75 = 0;
        long win0 = 0;
        long capped = 0;
        long t0 = System.nanoTime();
        for (long i = 0; i < n; i++) {
            moves += p.runFromEmpty();
            if (p.winner(7.5) == Board.BLACK) {
                win75++;
            }
            if (p.winner(0) == Board.BLACK) {
                win0++;
            }
            if (p.capped()) {
                capped++;
            }
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        return new Conformance(n, (double) moves / n, (double) win75 / n, (double) win0 / n, capped,
                secs);
    }

    static void printConformance(Conformance c, PrintStream out) {
        double n = c.playouts();
        out.printf(Locale.ROOT, "conformance 9x9, %,d uniformly random playouts (%.1f s):%n",
                c.playouts(), c.seconds());
        out.printf(Locale.ROOT, "  moves/playout      %8.3f   (reference %.2f)%n",
                c.movesPerPlayout(), REF_MOVES);
        out.printf(Locale.ROOT, "  black win komi 7.5 %8.4f   (reference %.4f, std error %.4f)%n",
                c.blackWinKomi75(), REF_BLACK_WIN_KOMI_7_5,
                Math.sqrt(REF_BLACK_WIN_KOMI_7_5 * (1 - REF_BLACK_WIN_KOMI_7_5) / n));
        out.printf(Locale.ROOT, "  black win komi 0   %8.4f   (reference %.4f, std error %.4f)%n",
                c.blackWinKomi0(), REF_BLACK_WIN_KOMI_0,
                Math.sqrt(REF_BLACK_WIN_KOMI_0 * (1 - REF_BLACK_WIN_KOMI_0) / n));
        if (c.capped() > 0) {
            out.printf(Locale.ROOT, "  %d playouts hit the move cap%n", c.capped());
        }
    }

    /** Measures playouts per second on this thread: a warm-up, then timed rounds. */
    public static Speed speed(int size, int rounds, double seconds, double warmup, long seed) {
        return speed(size, 1, rounds, seconds, warmup, seed);
    }

    /**
     * Measures playouts per second with {@code threads} threads, each with its own playout object
     * (nothing shared): a warm-up, then timed rounds in which all threads start together. The rate
     * is the total over all threads; the CPU rate is playouts per second of CPU time summed over
     * the threads (per-thread efficiency).
     */
    public static Speed speed(int size, int threads, int rounds, double seconds, double warmup,
            long seed) {
        RandomPlayout[] p = new RandomPlayout[threads];
        for (int t = 0; t < threads; t++) {
            p[t] = new RandomPlayout(size, seed + 7919L * t);
        }
        runParallel(p, warmup);
        double[] rates = new double[rounds];
        double[] cpuRates = new double[rounds];
        long totalMoves = 0;
        long totalPlayouts = 0;
        for (int r = 0; r < rounds; r++) {
            long[][] res = runParallel(p, seconds);
            long count = 0;
            long maxNanos = 0;
            long cpuNanos = 0;
            for (long[] x : res) {
                count += x[0];
                totalMoves += x[1];
                maxNanos = Math.max(maxNanos, x[2]);
                cpuNanos += x[3];
            }
            rates[r] = count / (maxNanos / 1e9);
            cpuRates[r] = cpuNanos > 0 ? count / (cpuNanos / 1e9) : 0;
            totalPlayouts += count;
        }
        return new Speed(size, threads, rates, cpuRates,
                totalPlayouts == 0 ? 0 : (double) totalMoves / totalPlayouts);
    }

    private static long[][] runParallel(RandomPlayout[] p, double seconds) {
        long[][] res = new long[p.length][];
        if (p.length == 1) {
            res[0] = timed(p[0], seconds);
            return res;
        }
        java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(p.length);
        Thread[] th = new Thread[p.length];
        for (int t = 0; t < p.length; t++) {
            final int k = t;
            th[t] = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException | java.util.concurrent.BrokenBarrierException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                res[k] = timed(p[k], seconds);
            }, "bench-" + t);
            th[t].start();
        }
        for (Thread t : th) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted");
            }
        }
        for (long[] r : res) {
            if (r == null) {
                throw new IllegalStateException("a benchmark thread failed");
            }
        }
        return res;
    }

    /** Runs playouts for about {@code seconds}; returns {playouts, moves, nanos, cpu nanos}. */
    private static long[] timed(RandomPlayout p, double seconds) {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        boolean cpu = mx.isCurrentThreadCpuTimeSupported();
        long cpu0 = cpu ? mx.getCurrentThreadCpuTime() : 0;
        long budget = (long) (seconds * 1e9);
        long t0 = System.nanoTime();
        long count = 0;
        long moves = 0;
        long elapsed;
        do {
            // Check the clock every 64 playouts so the clock read costs nothing measurable.
            for (int i = 0; i < 64; i++) {
                moves += p.runFromEmpty();
            }
            count += 64;
            elapsed = System.nanoTime() - t0;
        } while (elapsed < budget);
        long cpuNanos = cpu ? mx.getCurrentThreadCpuTime() - cpu0 : 0;
        return new long[] {count, moves, elapsed, cpuNanos};
    }

    static String toJson(Conformance c, List<Speed> speeds) {
        JsonWriter w = new JsonWriter().beginObject();
        if (c != null) {
            w.name("conformance").beginObject()
                    .field("size", 9)
                    .field("playouts", c.playouts())
                    .field("movesPerPlayout", c.movesPerPlayout(), 4)
                    .field("blackWinKomi7_5", c.blackWinKomi75(), 5)
                    .field("blackWinKomi0", c.blackWinKomi0(), 5)
                    .field("capped", c.capped())
                    .field("seconds", c.seconds(), 2)
                    .name("reference").beginObject()
                    .field("movesPerPlayout", REF_MOVES, 2)
                    .field("blackWinKomi7_5", REF_BLACK_WIN_KOMI_7_5, 4)
                    .field("blackWinKomi0", REF_BLACK_WIN_KOMI_0, 4)
                    .endObject()
                    .endObject();
        }
        w.name("speed").beginArray();
        for (Speed s : speeds) {
            w.beginObject()
                    .field("size", s.size())
                    .field("threads", s.threads())
                    .field("playoutsPerSecondMedian", s.median(), 1)
                    .field("min", s.min(), 1)
                    .field("max", s.max(), 1)
                    .field("playoutsPerCpuSecondMedian", s.cpuMedian(), 1)
                    .field("movesPerPlayout", s.movesPerPlayout(), 3)
                    .field("speedup", speedup(speeds, s), 3)
                    .name("rounds").array(s.perSecond(), 1)
                    .endObject();
        }
        return w.endArray().endObject().toString();
    }
}
