package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.engine.Analysis;
import io.kosumi.engine.MoveDecision;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.pattern.PriorTable;
import io.kosumi.search.PatternPriors;
import io.kosumi.search.Search;
import io.kosumi.search.SearchLimits;
import io.kosumi.search.SearchParams;
import io.kosumi.util.JsonWriter;
import io.kosumi.util.Stats;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;

/**
 * {@code kosumi bench reuse}: tree-reuse statistics from a short self-play game. Each side has
 * its own search (as when Kosumi plays an opponent), so at each of its moves the new root is two
 * plies below the previous one: its own move, then the reply. With {@code --shared-tree} one
 * search plays both sides (one ply, as when pondering on the opponent's move is right).
 *
 * <p>Per move it reports the visits kept at the new root and their fraction of the previous
 * tree's root visits (that search's previous move), then the median, minimum and maximum.
 * The fraction says how much of a search's work the next search starts with.
 */
public final class ReuseBench {
    @Option(name = "--size", metaVar = "N", usage = "board size")
    private int size = 9;

    @Option(name = "--moves", metaVar = "N", usage = "moves of the self-play game")
    private int moves = 40;

    @Option(name = "--playouts", metaVar = "N", usage = "playouts per move")
    private long playouts = 5000;

    @Option(name = "--threads", metaVar = "N", usage = "search threads")
    private int threads = 1;

    @Option(name = "--shared-tree", usage = "one search plays both sides (one ply between searches)")
    private boolean shared;

    @Option(name = "--memory-mb", metaVar = "MB", usage = "tree memory of each search")
    private long memoryMb = 256;

    @Option(name = "--seed", metaVar = "N", usage = "search seed")
    private long seed = 20261129L;

    @Option(name = "--json", usage = "print the results as one JSON object instead of the table")
    private boolean json;

    @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
    private boolean help;

    private ReuseBench() {}

    /** One search after the first of its side: what it inherited. */
    public record Step(int moveNumber, int color, String move, long previousRootVisits, long kept) {
        public double fraction() {
            return previousRootVisits > 0 ? (double) kept / previousRootVisits : 0;
        }
    }

    /** Plays the game and returns a step per search that had a previous search. */
    public static List<Step> play(int size, int moves, long playouts, int threads, boolean shared,
            long memoryBytes, long seed) {
        SearchParams params = new SearchParams();
        if (params.seed == 0) {
            params.seed = seed;
        }
        PatternPriors priors = new PatternPriors(PriorTable.loadDefault());
        Search black = new Search(params, priors, threads, memoryBytes);
        Search white = shared ? black : new Search(params, priors, threads, memoryBytes);
        long[] lastRoot = new long[3]; // by colour; with a shared tree both entries track one search
        long sharedLast = 0;
        Game game = new Game(size, Rules.CHINESE, 7.5);
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < moves; i++) {
            int color = game.toMove();
            Search s = color == Board.BLACK ? black : white;
            // The engine's move, pass and resign rules included, as in a real game.
            Analysis r = MoveDecision.decide(s, game, color, false,
                    s.run(game, color, SearchLimits.playouts(playouts)));
            long previous = shared ? sharedLast : lastRoot[color];
            if (previous > 0) {
                steps.add(new Step(i + 1, color, Analysis.moveText(r.bestMove, size), previous,
                        r.visitsKept));
            }
            lastRoot[color] = r.rootVisits;
            sharedLast = r.rootVisits;
            if (r.bestMove == Analysis.RESIGN) {
                break;
            }
            game.playLegal(color, r.bestMove);
            if (game.consecutivePasses() >= 2) {
                break;
            }
        }
        return steps;
    }

    static double[] fractions(List<Step> steps) {
        return steps.stream().mapToDouble(Step::fraction).toArray();
    }

    static double[] kept(List<Step> steps) {
        return steps.stream().mapToDouble(Step::kept).toArray();
    }

    /** {@code kosumi bench reuse [options]}; returns the exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return new ReuseBench().execute(args, out, err);
    }

    private int execute(String[] args, PrintStream out, PrintStream err) {
        int code = SubcommandArgs.parse(new CmdLineParser(this), args, () -> help, parser -> {
            if (size < Board.MIN_SIZE || size > Board.MAX_SIZE || moves < 2 || playouts < 1
                    || threads < 1 || memoryMb < 1) {
                throw new CmdLineException(parser, "--size 2..25, --moves >= 2, --playouts, --threads"
                        + " and --memory-mb >= 1", null);
            }
        }, "kosumi bench reuse", USAGE, out, err);
        if (code != SubcommandArgs.RUN) {
            return code;
        }
        List<Step> steps = play(size, moves, playouts, threads, shared, memoryMb << 20, seed);
        double[] f = fractions(steps);
        double[] k = kept(steps);
        if (json) {
            out.println(toJson(size, playouts, shared, steps));
            return 0;
        }
        out.printf(Locale.ROOT, "tree reuse, %dx%d self-play, %d playouts per move, %s%n", size, size,
                playouts, shared ? "one tree for both sides (1 ply)" : "one tree per side (2 plies)");
        out.printf(Locale.ROOT, "%5s %5s %6s %12s %10s %9s%n", "move", "color", "played",
                "prev visits", "kept", "fraction");
        for (Step s : steps) {
            out.printf(Locale.ROOT, "%5d %5s %6s %12d %10d %9.3f%n", s.moveNumber(),
                    s.color() == Board.BLACK ? "b" : "w", s.move(), s.previousRootVisits(), s.kept(),
                    s.fraction());
        }
        out.printf(Locale.ROOT,
                "kept fraction: median %.3f, min %.3f, max %.3f; kept visits: median %.0f, min %.0f,"
                        + " max %.0f (%d searches)%n",
                Stats.median(f), Stats.min(f), Stats.max(f), Stats.median(k), Stats.min(k), Stats.max(k),
                steps.size());
        return 0;
    }

    static String toJson(int size, long playouts, boolean shared, List<Step> steps) {
        double[] f = fractions(steps);
        double[] k = kept(steps);
        JsonWriter w = new JsonWriter().beginObject().name("reuse").beginObject()
                .field("size", size)
                .field("playouts", playouts)
                .field("sharedTree", shared)
                .field("searches", steps.size())
                .field("fractionMedian", Stats.median(f), 4)
                .field("fractionMin", Stats.min(f), 4)
                .field("fractionMax", Stats.max(f), 4)
                .field("keptMedian", Stats.median(k), 1)
                .field("keptMin", Stats.min(k), 0)
                .field("keptMax", Stats.max(k), 0)
                .name("moves").beginArray();
        for (Step s : steps) {
            w.beginObject()
                    .field("move", s.moveNumber())
                    .field("color", s.color() == Board.BLACK ? "b" : "w")
                    .field("played", s.move())
                    .field("previousRootVisits", s.previousRootVisits())
                    .field("kept", s.kept())
                    .field("fraction", s.fraction(), 4)
                    .endObject();
        }
        return w.endArray().endObject().endObject().toString();
    }

    private static final String USAGE = "usage: kosumi bench reuse [options]";
}
