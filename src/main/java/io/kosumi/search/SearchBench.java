package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.pattern.PriorTable;
import io.kosumi.playout.HeuristicPlayout;
import io.kosumi.playout.PlayoutParams;
import io.kosumi.util.FastRandom;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

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
        List<Integer> sizes = List.of(9, 19);
        List<Integer> threads = List.of(1);
        double seconds = 5;
        long memoryMb = 512;
        SearchParams params = new SearchParams();
        boolean builtin = false;
        try {
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                String v = i + 1 < args.length ? args[i + 1] : null;
                switch (a) {
                    case "--sizes": sizes = ints(v); i++; break;
                    case "--threads": threads = ints(v); i++; break;
                    case "--seconds": seconds = Double.parseDouble(v); i++; break;
                    case "--memory-mb": memoryMb = Long.parseLong(v); i++; break;
                    case "--param": params.setAssignment(v); i++; break;
                    case "--builtin-priors": builtin = true; break;
                    default: throw new IllegalArgumentException("unknown option " + a);
                }
            }
            if (seconds <= 0) throw new IllegalArgumentException("--seconds must be positive");
        } catch (RuntimeException e) {
            System.err.println("bench: " + e.getMessage());
            System.err.println("usage: bench [--sizes 9,19] [--threads 1,2] [--seconds 5] [--memory-mb 512] [--param name=value]");
            return 2;
        }
        if (params.seed == 0) params.seed = 12345;
        MovePriors priors = builtin ? new BuiltinPriors() : new PatternPriors(PriorTable.loadDefault());
        out.printf("%-6s %-8s %7s %10s %12s %12s %10s %9s%n", "size", "position", "threads", "playouts", "playouts/s",
                "per cpu-s", "nodes", "win");
        for (int size : sizes) {
            for (String position : new String[] {"empty", "middle"}) {
                Game game = position.equals("empty") ? new Game(size, Rules.CHINESE, 7.5) : middleGame(size);
                for (int t : threads) {
                    Search search = new Search(params, priors, t, memoryMb << 20);
                    // Warm up the JIT on this position, then measure a fresh search.
                    search.run(game, game.toMove(), SearchLimits.millis(Math.min(2000, (long) (seconds * 400))));
                    search.clearTree();
                    SearchResult r = search.run(game, game.toMove(), SearchLimits.millis((long) (seconds * 1000)));
                    long cpu = search.lastCpuNanos();
                    double wall = Math.max(1, r.millis) / 1000.0;
                    out.printf("%-6d %-8s %7d %10d %12.0f %12.0f %10d %9.3f%n", size, position, t, r.playouts, r.playouts / wall,
                            cpu > 0 ? r.playouts / (cpu / 1e9) : 0.0, r.nodesUsed, r.winRate);
                }
            }
        }
        out.printf("bytes per node: %d (store arrays)%n", Search.bytesPerNode());
        return 0;
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
        HeuristicPlayout policy = new HeuristicPlayout(fixed, rng);
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
