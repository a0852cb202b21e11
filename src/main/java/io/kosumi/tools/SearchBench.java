package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.pattern.PriorTable;
import io.kosumi.playout.HeuristicPolicy;
import io.kosumi.playout.PlayoutParams;
import io.kosumi.search.BuiltinPriors;
import io.kosumi.search.MovePriors;
import io.kosumi.search.PatternPriors;
import io.kosumi.search.Search;
import io.kosumi.search.SearchLimits;
import io.kosumi.search.SearchParams;
import io.kosumi.search.SearchResult;
import io.kosumi.util.FastRandom;
import io.kosumi.util.JsonWriter;
import io.kosumi.util.Stats;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;

/**
 * {@code kosumi bench search}: full-search speed benchmark. Playouts per second from the empty
 * board and from a middle game position, for each requested board size and thread count, the
 * median and range over {@code --rounds} fresh searches after a warm-up. The middle-game
 * position comes from the project's own games ({@link BenchPositions}), or is made
 * reproducibly by the playout policy ({@link #middleGame}). Prints a table, or JSON with
 * {@code --json}.
 */
public final class SearchBench {
    private static final String USAGE = "usage: kosumi bench search [options]";

    @Option(name = "--sizes", metaVar = "LIST", usage = "comma-separated board sizes")
    private String sizes = "9,19";

    @Option(name = "--threads", metaVar = "LIST", usage = "comma-separated thread counts, max for"
            + " every processor (e.g. 1,2,max; the speedup is over the first)")
    private String threads = "1";

    @Option(name = "--seconds", metaVar = "S", usage = "seconds per search")
    private double seconds = 5;

    @Option(name = "--rounds", metaVar = "N", usage = "measured searches per position and thread count (the median is reported)")
    private int rounds = 1;

    @Option(name = "--memory-mb", metaVar = "MB", usage = "tree memory")
    private long memoryMb = 512;

    @Option(name = "--param", metaVar = "NAME=VALUE", usage = "a search parameter (repeatable)")
    private List<String> paramAssignments = new ArrayList<>();

    @Option(name = "--builtin-priors", usage = "the built-in priors instead of the learned table")
    private boolean builtin;

    @Option(name = "--json", usage = "print the results as one JSON object instead of the table")
    private boolean json;

    @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
    private boolean help;

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
     * games; {@link #middleGame} is the fallback). Errors in the arguments go to stderr.
     */
    public static int run(String[] args, PrintStream out, IntFunction<Game> middle) {
        return new SearchBench().execute(args, out, System.err, middle);
    }

    private int execute(String[] args, PrintStream out, PrintStream err, IntFunction<Game> middle) {
        List<Integer> sizeList = new ArrayList<>();
        List<Integer> threadList = new ArrayList<>();
        SearchParams params = new SearchParams();
        int code = SubcommandArgs.parse(new CmdLineParser(this), args, () -> help, parser -> {
            sizeList.addAll(ints(sizes));
            threadList.addAll(ints(threads.replace("max", Integer.toString(Runtime.getRuntime().availableProcessors()))));
            for (String a : paramAssignments) {
                params.setAssignment(a);
            }
            if (seconds <= 0) {
                throw new CmdLineException(parser, "--seconds must be positive", null);
            }
            if (rounds < 1) {
                throw new CmdLineException(parser, "--rounds must be at least 1", null);
            }
        }, "kosumi bench search", USAGE, out, err);
        if (code != SubcommandArgs.RUN) {
            return code;
        }
        if (params.seed == 0) params.seed = 12345;
        MovePriors priors = builtin ? new BuiltinPriors() : new PatternPriors(PriorTable.loadDefault());
        if (!json) {
            out.printf("%-6s %-8s %7s %10s %12s %19s %12s %10s %9s %8s%n", "size", "position", "threads", "playouts",
                    "playouts/s", "(min-max)", "per cpu-s", "nodes", "win", "speedup");
        }
        JsonWriter js = new JsonWriter().beginObject().name("search").beginObject()
                .field("seconds", seconds).field("rounds", rounds).field("bytesPerNode", Search.bytesPerNode())
                .name("results").beginArray();
        for (int size : sizeList) {
            for (String position : new String[] {"empty", "middle"}) {
                Game game = position.equals("empty") ? new Game(size, Rules.CHINESE, 7.5) : middle.apply(size);
                double base = 0; // median rate with the first thread count: speedups are over it
                for (int t : threadList) {
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
                    double med = Stats.median(rate);
                    double cpuMed = Stats.median(cpuRate);
                    double speedup = base > 0 ? med / base : 1.0;
                    if (base == 0) base = med;
                    if (json) {
                        js.beginObject().field("size", size).field("position", position).field("threads", t)
                                .field("median", med, 1).field("min", Stats.min(rate), 1)
                                .field("max", Stats.max(rate), 1).field("cpuMedian", cpuMed, 1)
                                .field("speedup", speedup, 3).name("rates").array(rate).endObject();
                    } else {
                        out.printf(Locale.ROOT, "%-6d %-8s %7d %10d %12.0f %19s %12.0f %10d %9.3f %8s%n", size, position, t,
                                playouts, med, String.format(Locale.ROOT, "(%.0f-%.0f)", Stats.min(rate), Stats.max(rate)),
                                cpuMed, nodes, win, t == threadList.get(0) ? "-" : String.format(Locale.ROOT, "%.2f", speedup));
                    }
                }
            }
        }
        if (json) {
            out.println(js.endArray().endObject().endObject());
        } else {
            out.printf("bytes per node: %d (store arrays); rates are medians of %d round(s)%n", Search.bytesPerNode(), rounds);
        }
        return 0;
    }

    private static List<Integer> ints(String v) {
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
        // The policy as it was when the figures in docs/speed.md were measured (no ladder
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
