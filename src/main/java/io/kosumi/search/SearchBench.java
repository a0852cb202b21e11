package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.pattern.PriorTable;
import io.kosumi.playout.HeuristicPolicy;
import io.kosumi.playout.PlayoutParams;
import io.kosumi.util.FastRandom;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * Full-search speed benchmark: playouts per second from the empty board and from a middle
 * game position, for each requested board size and thread count. The middle-game position is
 * made reproducibly by the playout policy (fixed seed). Prints a table on the given stream
 * (the lead wires it into {@code kosumi bench}; stdout is fine there, as no GTP runs).
 *
 * <p>Options: {@code --sizes 9,19 --threads 1,2 --seconds 5 --memory-mb 512 --param name=value
 * --builtin-priors}.
 */
public final class SearchBench {
    private SearchBench() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the benchmark; returns a process exit code (0 ok, 2 bad arguments). */
    public static int run(String[] args) {
        return run(args, System.out);
    }

    public static int run(String[] args, PrintStream out) {
        return run(args, out, SearchBench::middleGame);
    }

    /**
     * As {@link #run(String[], PrintStream)} with the middle-game position of each size from
     * {@code middle} ({@code kosumi bench search} passes positions from the project's own
     * games; {@link #middleGame} is the fallback).
     */
    public static int run(String[] args, PrintStream out, IntFunction<Game> middle) {
        List<Integer> sizes = List.of(9, 19);
        List<Integer> threads = List.of(1);
        double seconds = 5;
        long memoryMb = 512;
        int rounds = 1;
        boolean json = false;
        SearchParams params = new SearchParams();
        boolean builtin = false;
        try {
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                String v = i + 1 < args.length ? args[i + 1] : null;
                switch (a) {
                    case "--sizes": sizes = ints(v); i++; break;
                    case "--threads": threads = ints(v == null ? null : v.replace("max",
                            Integer.toString(Runtime.getRuntime().availableProcessors()))); i++; break;
                    case "--seconds": seconds = Double.parseDouble(v); i++; break;
                    case "--memory-mb": memoryMb = Long.parseLong(v); i++; break;
                    case "--rounds": rounds = Integer.parseInt(v); i++; break;
                    case "--json": json = true; break;
                    case "--param": params.setAssignment(v); i++; break;
                    case "--builtin-priors": builtin = true; break;
                    default: throw new IllegalArgumentException("unknown option " + a);
                }
            }
            if (seconds <= 0) throw new IllegalArgumentException("--seconds must be positive");
            if (rounds < 1) throw new IllegalArgumentException("--rounds must be at least 1");
        } catch (RuntimeException e) {
            System.err.println("bench: " + e.getMessage());
            System.err.println("usage: bench search [--sizes 9,19] [--threads 1,2,max] [--seconds 5] [--rounds 1] [--json]"
                    + " [--memory-mb 512] [--param name=value] [--builtin-priors]");
            return 2;
        }
        if (params.seed == 0) params.seed = 12345;
        MovePriors priors = builtin ? new BuiltinPriors() : new PatternPriors(PriorTable.loadDefault());
        if (!json) {
            out.printf("%-6s %-8s %7s %10s %12s %19s %12s %10s %9s %8s%n", "size", "position", "threads", "playouts",
                    "playouts/s", "(min-max)", "per cpu-s", "nodes", "win", "speedup");
        }
        StringBuilder js = new StringBuilder("{\"search\":{\"seconds\":").append(seconds).append(",\"rounds\":")
                .append(rounds).append(",\"bytesPerNode\":").append(Search.bytesPerNode()).append(",\"results\":[");
        boolean first = true;
        for (int size : sizes) {
            for (String position : new String[] {"empty", "middle"}) {
                Game game = position.equals("empty") ? new Game(size, Rules.CHINESE, 7.5) : middle.apply(size);
                double base = 0; // median rate with the first thread count: speedups are over it
                for (int t : threads) {
                    Search search = new Search(params, priors, t, memoryMb << 20);
                    // Warm up the JIT on this position, then measure fresh searches.
                    search.run(game, game.toMove(), SearchLimits.millis(Math.min(2000, (long) (seconds * 400))));
                    double[] rate = new double[rounds];
                    double[] cpuRate = new double[rounds];
                    long playouts = 0;
                    int nodes = 0;
                    double win = 0;
                    for (int r = 0; r < rounds; r++) {
                        search.clearTree();
                        SearchResult res = search.run(game, game.toMove(), SearchLimits.millis((long) (seconds * 1000)));
                        long cpu = search.lastCpuNanos();
                        rate[r] = res.playouts / (Math.max(1, res.millis) / 1000.0);
                        cpuRate[r] = cpu > 0 ? res.playouts / (cpu / 1e9) : 0.0;
                        playouts = res.playouts;
                        nodes = res.nodesUsed;
                        win = res.winRate;
                    }
                    double med = median(rate);
                    double cpuMed = median(cpuRate);
                    double speedup = base > 0 ? med / base : 1.0;
                    if (base == 0) base = med;
                    if (json) {
                        js.append(first ? "" : ",").append(String.format(Locale.ROOT,
                                "{\"size\":%d,\"position\":\"%s\",\"threads\":%d,\"median\":%.1f,\"min\":%.1f,"
                                        + "\"max\":%.1f,\"cpuMedian\":%.1f,\"speedup\":%.3f,\"rates\":%s}",
                                size, position, t, med, min(rate), max(rate), cpuMed, speedup, Arrays.toString(rate)));
                        first = false;
                    } else {
                        out.printf(Locale.ROOT, "%-6d %-8s %7d %10d %12.0f %19s %12.0f %10d %9.3f %8s%n", size, position, t,
                                playouts, med, String.format(Locale.ROOT, "(%.0f-%.0f)", min(rate), max(rate)), cpuMed, nodes,
                                win, t == threads.get(0) ? "-" : String.format(Locale.ROOT, "%.2f", speedup));
                    }
                }
            }
        }
        if (json) {
            out.println(js.append("]}}"));
        } else {
            out.printf("bytes per node: %d (store arrays); rates are medians of %d round(s)%n", Search.bytesPerNode(), rounds);
        }
        return 0;
    }

    static double median(double[] v) {
        double[] c = v.clone();
        Arrays.sort(c);
        int n = c.length;
        return n % 2 == 1 ? c[n / 2] : (c[n / 2 - 1] + c[n / 2]) / 2;
    }

    private static double min(double[] v) {
        double m = Double.POSITIVE_INFINITY;
        for (double x : v) m = Math.min(m, x);
        return m;
    }

    private static double max(double[] v) {
        double m = Double.NEGATIVE_INFINITY;
        for (double x : v) m = Math.max(m, x);
        return m;
    }

    private static List<Integer> ints(String v) {
        if (v == null) throw new IllegalArgumentException("missing value");
        List<Integer> out = new ArrayList<>();
        for (String s : v.split(",")) out.add(Integer.parseInt(s.trim()));
        return out;
    }

    /**
     * A reproducible middle-game position: the playout policy plays a third of the board's
     * points from the empty board (seed fixed), legal under the game's rules.
     */
    public static Game middleGame(int size) {
        Game g = new Game(size, Rules.CHINESE, 7.5);
        FastRandom rng = new FastRandom(2024);
        // The policy as it was when the figures in the README were measured (no ladder
        // reading), so the position, and the benchmark, stay the same across policy changes.
        PlayoutParams fixed = new PlayoutParams();
        fixed.ladderCheck = 0;
        HeuristicPolicy policy = new HeuristicPolicy(fixed, rng);
        Board scratch = new Board(size);
        int target = size * size / 3;
        while (g.moveCount() < target) {
            scratch.copyFrom(g.board());
            int c = g.toMove();
            int mv = policy.chooseMove(scratch, c);
            if (mv == Board.PASS || !g.isLegal(c, mv)) break;
            g.playLegal(c, mv);
        }
        return g;
    }
}
