package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.pattern.PriorTable;
import io.kosumi.search.PatternPriors;
import io.kosumi.search.Search;
import io.kosumi.search.SearchLimits;
import io.kosumi.search.SearchParams;
import io.kosumi.search.SearchResult;
import io.kosumi.util.JsonWriter;
import io.kosumi.util.Stats;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code kosumi bench --vs "COMMAND"}: Kosumi's full search and another GTP engine on the same
 * positions, round after round in the same run, with the ratio of playouts per second pair by
 * pair.
 *
 * <h2>How the other engine's rate is measured</h2>
 * The other engine is told a fixed number of playouts in its own command line (Pachi:
 * {@code -t =N}); the runner cannot know what an arbitrary engine does, so the count is given to
 * it with {@code --vs-playouts N}. Each measured {@code genmove} follows a fresh
 * {@code boardsize}/{@code clear_board}/{@code komi}/{@code play}... setup, so no engine starts
 * with a tree kept from the previous search (Pachi counts kept visits towards {@code =N}).
 *
 * <p>A genmove costs more than its playouts: the GTP round trip, and whatever the engine does
 * before searching (Pachi runs ownership playouts and prints boards). When COMMAND contains
 * {@code {playouts}}, the runner starts the engine twice, once with N and once with a tiny count
 * n ({@code --vs-tiny}, default N/10), times a genmove of each on the same position, and takes
 * {@code (N - n) / (t_N - t_n)}: the fixed cost cancels out (a two-point measurement). Without
 * the placeholder it takes {@code N / t_N}, which counts that overhead against the engine (a
 * lower bound). Either way the first genmove of each engine process is a discarded warm-up
 * (lazy loading, a JIT).
 *
 * <p>Two more figures: the same rate per second of the engine process's CPU time (less disturbed
 * by other processes sharing the cores), and the rate the engine reports itself on stderr when a
 * line matches {@code N games/s} or {@code N playouts/s} (Pachi does), as a cross-check.
 *
 * <p>Kosumi runs in this JVM: the same N playouts from a cleared tree with the search's default
 * parameters, one thread unless {@code --threads} says otherwise; its rate is playouts over the
 * search's wall time (no GTP overhead, which is what the two-point figure removes on the other
 * side). Kosumi and the other engine alternate within each round, so a change in the machine's
 * load hits both.
 */
public final class VsBench {
    /** Matches a self-reported rate like Pachi's "(6142 games/s, 6142 games/s/thread)". */
    private static final Pattern SELF_RATE =
            Pattern.compile("([0-9][0-9,]*(?:\\.[0-9]+)?)\\s*(?:games|playouts|sims|simulations)/s(?!/)");

    /** Placeholder in COMMAND replaced by the playout count. */
    public static final String PLACEHOLDER = "{playouts}";

    /** A named position: the game Kosumi searches and the GTP commands that set it up. */
    public record Position(String name, Game game) {
        public int size() {
            return game.size();
        }

        /** boardsize, clear_board, komi, then one {@code play} per move of the game. */
        public List<String> setupCommands() {
            List<String> cmds = new ArrayList<>();
            cmds.add("boardsize " + game.size());
            cmds.add("clear_board");
            cmds.add(String.format(Locale.ROOT, "komi %s", komiText(game.komi())));
            for (int i = 0; i < game.moveCount(); i++) {
                cmds.add("play " + (game.colorAt(i) == Board.BLACK ? "b " : "w ")
                        + Coord.toGtp(game.moveAt(i), game.size()));
            }
            return cmds;
        }

        public String toMoveText() {
            return game.toMove() == Board.BLACK ? "b" : "w";
        }
    }

    /** Per-round rates of one side on one position (0 where a figure is unknown). */
    public record Rates(double[] perSecond, double[] perCpuSecond, double[] selfReported) implements RoundRates {
        public double selfReportedMedian() {
            return Stats.median(selfReported);
        }
    }

    /** One position: Kosumi's rates next to the other engine's. */
    public record Pair(String position, int size, long playouts, Rates kosumi, Rates other) {
        /** Kosumi's median rate over the other's (wall clock); 0 when the other's is unknown. */
        public double ratio() {
            return VsBench.ratio(kosumi.median(), other.median());
        }

        public double cpuRatio() {
            return VsBench.ratio(kosumi.cpuMedian(), other.cpuMedian());
        }

        /** Ratios round by round (same round, same load), for their range. */
        public double[] roundRatios() {
            double[] r = new double[kosumi.perSecond().length];
            for (int i = 0; i < r.length; i++) {
                r[i] = VsBench.ratio(kosumi.perSecond()[i], other.perSecond()[i]);
            }
            return r;
        }
    }

    private final String command;
    private final long playouts;
    private final long tiny;
    private final int threads;
    private final int rounds;
    private final long memoryBytes;
    private final long seed;
    private final long genmoveTimeoutMillis;

    /**
     * @param command the other engine's command line; {@link #PLACEHOLDER} in it selects the
     *     two-point measurement
     * @param playouts N, the playouts the other engine is told per genmove (and Kosumi runs)
     * @param tiny n for the two-point measurement (ignored without the placeholder)
     */
    public VsBench(String command, long playouts, long tiny, int threads, int rounds,
            long memoryBytes, long seed, long genmoveTimeoutMillis) {
        if (playouts < 1 || rounds < 1 || threads < 1) {
            throw new IllegalArgumentException("playouts, rounds and threads must be positive");
        }
        if (twoPoint(command) && (tiny < 1 || tiny >= playouts)) {
            throw new IllegalArgumentException("--vs-tiny must be between 1 and --vs-playouts - 1");
        }
        CommandLine.split(command); // fails now on a malformed command line
        this.command = command;
        this.playouts = playouts;
        this.tiny = tiny;
        this.threads = threads;
        this.rounds = rounds;
        this.memoryBytes = memoryBytes;
        this.seed = seed;
        this.genmoveTimeoutMillis = genmoveTimeoutMillis;
    }

    static boolean twoPoint(String command) {
        return command.contains(PLACEHOLDER);
    }

    /** COMMAND with every {@code {playouts}} replaced by {@code n}. */
    static String substitute(String command, long n) {
        return command.replace(PLACEHOLDER, Long.toString(n));
    }

    /** The positions of the run: "empty" and/or "middle" ({@link BenchPositions}) for each size. */
    public static List<Position> positions(List<Integer> sizes, List<String> kinds) {
        List<Position> out = new ArrayList<>();
        for (int size : sizes) {
            for (String k : kinds) {
                switch (k) {
                    case "empty" -> out.add(new Position("empty", new Game(size, Rules.CHINESE, 7.5)));
                    case "middle" -> out.add(new Position("middle", BenchPositions.middle(size)));
                    default -> throw new IllegalArgumentException("unknown position kind: " + k
                            + " (empty or middle)");
                }
            }
        }
        return out;
    }

    /**
     * The rate an engine printed itself in {@code lines} (the last match wins, as the summary
     * comes after progress lines), or 0 when none matched. Thousands separators are allowed.
     */
    static double parseSelfReportedRate(List<String> lines) {
        double rate = 0;
        for (String line : lines) {
            Matcher m = SELF_RATE.matcher(line);
            while (m.find()) {
                try {
                    rate = Double.parseDouble(m.group(1).replace(",", ""));
                } catch (NumberFormatException e) {
                    // "1,2,3" style noise that is not a number: keep the previous match.
                }
            }
        }
        return rate;
    }

    /**
     * Playouts per second from one or two timed genmoves. Two points: {@code (n2 - n1) / (t2 -
     * t1)}, the fixed cost of a genmove cancelling out; 0 when the difference of times is not
     * positive (noise larger than the search: make N larger). One point ({@code n1 == 0}):
     * {@code n2 / t2}.
     */
    static double rate(long n2, double seconds2, long n1, double seconds1) {
        if (n1 == 0) {
            return seconds2 > 0 ? n2 / seconds2 : 0;
        }
        double dt = seconds2 - seconds1;
        return dt > 0 ? (n2 - n1) / dt : 0;
    }

    static double ratio(double a, double b) {
        return b > 0 ? a / b : 0;
    }

    private static String komiText(double komi) {
        return komi == Math.rint(komi) ? Long.toString((long) komi) : Double.toString(komi);
    }

    /** One engine process told a fixed count, with its stderr collected. */
    private final class Other implements AutoCloseable {
        final long count;
        final GtpClient client;
        final List<String> stderr = new CopyOnWriteArrayList<>();

        Other(String name, long count) throws IOException {
            this.count = count;
            this.client = GtpClient.start(name, CommandLine.split(
                    twoPoint(command) ? substitute(command, count) : command), null, stderr::add);
        }

        /** Sets up the position, times one genmove; returns {seconds, cpu seconds, self rate}. */
        double[] timeGenmove(Position p) throws IOException {
            for (String c : p.setupCommands()) {
                client.write(c);
            }
            client.flush();
            while (client.pending() > 0) {
                GtpClient.Reply r = client.read(genmoveTimeoutMillis);
                if (!r.success()) {
                    throw new GtpClient.GtpFailure(client.name() + ": position setup failed: " + r.text());
                }
            }
            stderr.clear();
            long cpu0 = client.cpuNanos();
            long t0 = System.nanoTime();
            client.sendOk("genmove " + p.toMoveText(), genmoveTimeoutMillis);
            double secs = (System.nanoTime() - t0) / 1e9;
            long cpu1 = client.cpuNanos();
            // The summary line may reach our stderr reader just after the reply: a short grace.
            double self = parseSelfReportedRate(stderr);
            for (int i = 0; i < 20 && self == 0; i++) {
                sleep(10);
                self = parseSelfReportedRate(stderr);
            }
            double cpu = cpu0 >= 0 && cpu1 >= 0 ? (cpu1 - cpu0) / 1e9 : 0;
            return new double[] {secs, cpu, self};
        }

        @Override
        public void close() {
            client.close();
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runs every position; progress lines go to {@code log} (stderr). */
    public List<Pair> run(List<Position> positions, PrintStream log) throws IOException {
        SearchParams params = new SearchParams();
        if (params.seed == 0) {
            params.seed = seed;
        }
        PatternPriors priors = new PatternPriors(PriorTable.loadDefault());
        Search search = new Search(params, priors, threads, memoryBytes);
        List<Pair> pairs = new ArrayList<>();
        try (Other big = new Other("vs-" + playouts, playouts);
                Other small = twoPoint(command) ? new Other("vs-" + tiny, tiny) : null) {
            for (Position p : positions) {
                // Warm-ups: the JIT on Kosumi's side, lazy loading on the other's.
                search.clearTree();
                search.run(p.game(), p.game().toMove(), SearchLimits.playouts(Math.min(playouts, 2000)));
                big.timeGenmove(p);
                if (small != null) {
                    small.timeGenmove(p);
                }
                double[] kw = new double[rounds];
                double[] kc = new double[rounds];
                double[] ow = new double[rounds];
                double[] oc = new double[rounds];
                double[] os = new double[rounds];
                for (int r = 0; r < rounds; r++) {
                    search.clearTree();
                    SearchResult res = search.run(p.game(), p.game().toMove(),
                            SearchLimits.playouts(playouts));
                    long cpu = search.lastCpuNanos();
                    kw[r] = res.playouts / (Math.max(1, res.millis) / 1000.0);
                    kc[r] = cpu > 0 ? res.playouts / (cpu / 1e9) : 0;
                    double[] b = big.timeGenmove(p);
                    double[] s = small != null ? small.timeGenmove(p) : new double[] {0, 0, 0};
                    long n1 = small != null ? tiny : 0;
                    ow[r] = rate(playouts, b[0], n1, s[0]);
                    oc[r] = b[1] > 0 ? rate(playouts, b[1], n1, s[1]) : 0;
                    os[r] = b[2];
                    log.printf(Locale.ROOT, "vs %dx%d %s round %d: kosumi %,.0f/s, other %,.0f/s"
                                    + " (genmove %.2f s%s)%s%n", p.size(), p.size(), p.name(), r + 1, kw[r], ow[r],
                            b[0], small != null ? String.format(Locale.ROOT, ", tiny %.2f s", s[0]) : "",
                            b[2] > 0 ? String.format(Locale.ROOT, ", self-reported %,.0f/s", b[2]) : "");
                }
                double[] none = new double[rounds];
                pairs.add(new Pair(p.name(), p.size(), playouts, new Rates(kw, kc, none),
                        new Rates(ow, oc, os)));
            }
        }
        return pairs;
    }

    /** The side-by-side table. */
    public static void printText(List<Pair> pairs, String command, int rounds, PrintStream out) {
        out.printf(Locale.ROOT, "kosumi vs %s, %d rounds, medians (min-max)%n", command, rounds);
        out.printf(Locale.ROOT, "%-5s %-7s %8s %24s %24s %7s %14s %11s %11s %9s %12s%n", "size",
                "pos", "playouts", "kosumi/s", "other/s", "ratio", "ratio range", "kosumi/cpu-s",
                "other/cpu-s", "cpu ratio", "other self/s");
        for (Pair p : pairs) {
            double[] rr = p.roundRatios();
            out.printf(Locale.ROOT, "%-5s %-7s %8d %24s %24s %7.2f %14s %11.0f %11.0f %9.2f %12.0f%n",
                    p.size() + "x" + p.size(), p.position(), p.playouts(), range(p.kosumi()),
                    range(p.other()), p.ratio(),
                    String.format(Locale.ROOT, "%.2f-%.2f", Stats.min(rr), Stats.max(rr)),
                    p.kosumi().cpuMedian(), p.other().cpuMedian(), p.cpuRatio(),
                    p.other().selfReportedMedian());
        }
    }

    private static String range(Rates r) {
        return String.format(Locale.ROOT, "%.0f (%.0f-%.0f)", r.median(), r.min(), r.max());
    }

    public static String toJson(List<Pair> pairs, String command, boolean twoPoint) {
        JsonWriter w = new JsonWriter().beginObject().name("vs").beginObject()
                .field("command", command)
                .field("method", twoPoint ? "two-point" : "one-point")
                .name("pairs").beginArray();
        for (Pair p : pairs) {
            w.beginObject()
                    .field("size", p.size())
                    .field("position", p.position())
                    .field("playouts", p.playouts())
                    .field("ratio", p.ratio(), 4)
                    .field("cpuRatio", p.cpuRatio(), 4)
                    .name("roundRatios").array(p.roundRatios(), 4);
            rates(w.name("kosumi"), p.kosumi());
            rates(w.name("other"), p.other());
            w.endObject();
        }
        return w.endArray().endObject().endObject().toString();
    }

    private static void rates(JsonWriter w, Rates r) {
        w.beginObject()
                .field("playoutsPerSecondMedian", r.median(), 1)
                .field("min", r.min(), 1)
                .field("max", r.max(), 1)
                .field("playoutsPerCpuSecondMedian", r.cpuMedian(), 1)
                .field("selfReportedMedian", r.selfReportedMedian(), 1)
                .name("rounds").array(r.perSecond(), 1)
                .name("cpuRounds").array(r.perCpuSecond(), 1)
                .name("selfReportedRounds").array(r.selfReported(), 1)
                .endObject();
    }
}
