package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.pattern.FeatureScratch;
import io.kosumi.pattern.Features;
import io.kosumi.pattern.LongFloatMap;
import io.kosumi.pattern.OwnershipMap;
import io.kosumi.pattern.Pattern3x3;
import io.kosumi.pattern.PriorTable;
import io.kosumi.pattern.SpatialPatterns;
import io.kosumi.playout.OwnershipSampler;
import io.kosumi.playout.PlayoutParams;
import io.kosumi.playout.PlayoutRunner;
import io.kosumi.util.FastRandom;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;
import org.kohsuke.args4j.ParserProperties;
import org.kohsuke.args4j.spi.ExplicitBooleanOptionHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code kosumi train-priors}: learns the feature gammas of {@link PriorTable} from game
 * records with Coulom's minorization-maximization (MM) for the generalized Bradley-Terry
 * model ("Computing Elo Ratings of Move Patterns in the Game of Go", 2007), then measures
 * how well the table predicts the moves of held-out games (top-1, top-5, log-likelihood).
 *
 * <p>Each training position is a "competition" between all legal moves (and pass); the
 * winner is the move played. A move is a "team" of feature values whose strength is the
 * product of their gammas. MM updates one feature group at a time:
 * {@code gamma_i <- W_i / sum_j C_ij / E_j}, with W_i the wins of value i, E_j the total
 * strength of position j and C_ij the strength of i's team-mates summed over the moves of
 * position j that have i. A prior of one virtual win and one virtual loss against a
 * gamma-1 opponent keeps rare values finite.
 *
 * <p>Held-out games are chosen by a fixed hash of the file name
 * ({@link GameRecords#isHeldOut}), never trained on.
 */
public final class TrainPriors {
    private static final Logger LOG = LoggerFactory.getLogger(TrainPriors.class);

    /**
     * Bit layout of the non-pattern groups in a packed candidate (group -> shift, width). In a
     * key the pass value lives in the pattern field and the packed groups take
     * {@link #PACKED_BITS}; in the int the fit reads ({@code candPacked}) it comes back at its
     * shift here.
     */
    private static final int[] SHIFT = {0, 0, 4, 7, 9, 12, 17, 22, 29, 25};
    private static final int[] WIDTH = {0, 4, 3, 2, 3, 5, 5, 3, 2, 4};
    private static final int PACKED_BITS = 29;
    /**
     * A candidate key: pattern field (19 bits: the dense index of the canonical 3x3 code, or
     * {@link #passPattern} for a pass) | spatial id (16 bits) | packed groups (29 bits).
     */
    private static final int SPAT_SHIFT = PACKED_BITS;
    private static final int PAT_SHIFT = PACKED_BITS + 16;
    private static final int MAX_SPATIAL = 0xFFFF;
    /** Feature groups in the model: the fixed ones of {@link Features} plus the spatial one. */
    private static final int SPAT = Features.GROUPS;
    private static final int MODEL_GROUPS = Features.GROUPS + 1;

    private TrainPriors() {
    }

    static final class Options {
        @Option(name = "--data", metaVar = "DIR[@F]", usage = "folder of SGF game records (repeatable); DIR@F"
                + " uses each training position of that folder with probability F instead of --sample")
        private List<String> dataArgs = new ArrayList<>();

        @Option(name = "--out", metaVar = "FILE", usage = "the prior table to write")
        Path out;

        @Option(name = "--eval", metaVar = "TABLE|default", usage = "evaluate this table on the held-out games"
                + " instead of training")
        Path eval;

        @Option(name = "--no-spatial", metaVar = "true|false", handler = ExplicitBooleanOptionHandler.class,
                usage = "with --eval: leave the table's spatial patterns out (default false)")
        boolean noSpatial;

        @Option(name = "--without", metaVar = "GROUP", usage = "with --eval: leave this feature group out (its"
                + " gammas 1; repeatable; " + "pat3, capture, escape, selfatari, atari, dist1, dist2, line, pass, owner)")
        List<String> without = new ArrayList<>();

        @Option(name = "--size", metaVar = "N", usage = "use only games of this board size (default: all)")
        int size;

        @Option(name = "--holdout", metaVar = "F", usage = "fraction of games held out for evaluation (default 0.1)")
        double holdout = 0.1;

        @Option(name = "--games", metaVar = "N", usage = "train on at most N games (default: all)")
        int games = Integer.MAX_VALUE;

        @Option(name = "--sample", metaVar = "F", usage = "use each training position with probability F (default 1)")
        double sample = 1.0;

        @Option(name = "--iterations", metaVar = "K", usage = "MM iterations (default 16)")
        int iterations = 16;

        @Option(name = "--min-pattern-wins", metaVar = "N", usage = "a 3x3 pattern played fewer times is 'rare'"
                + " (default 2)")
        int minPatternWins = 2;

        @Option(name = "--spatial-min", metaVar = "N", usage = "keep spatial patterns played at least N times"
                + " (default 5; 0 = none)")
        int spatialMin = 5;

        @Option(name = "--eval-games", metaVar = "N", usage = "evaluate on at most N held-out games (default: all)")
        int evalGames = Integer.MAX_VALUE;

        @Option(name = "--seed", metaVar = "S", usage = "random seed for game order and sampling (default 1)")
        long seed = 1;

        @Option(name = "--owner-playouts", metaVar = "N", usage = "learn (or evaluate) the owner feature: who owns"
                + " each point after N playouts of every position (default 0: no owner feature)")
        int ownerPlayouts;

        @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
        boolean help;

        /** The --data folders, and per folder its own sampling fraction (NaN for the global --sample). */
        final List<Path> data = new ArrayList<>();
        final List<Double> dataSample = new ArrayList<>();
        final List<String> commandLine = new ArrayList<>();
    }

    private static final String USAGE = String.join("\n",
            "usage: kosumi train-priors --data DIR [--data DIR ...] --out FILE [options]",
            "       kosumi train-priors --data DIR --eval TABLE|default [--no-spatial true] [options]   (evaluate only)");

    private static CmdLineParser parser(Options o) {
        // The defaults are in the usage texts: "all" says more than 2147483647.
        return new CmdLineParser(o, ParserProperties.defaults().withShowDefaults(false));
    }

    /** For running the trainer without the main launcher: {@code java -cp kosumi.jar io.kosumi.tools.TrainPriors ...}. */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Entry point for {@code kosumi train-priors}; returns the process exit code. */
    public static int run(String[] args) {
        Options o = new Options();
        o.commandLine.addAll(Arrays.asList(args));
        int code = SubcommandArgs.parse(parser(o), args, () -> o.help, p -> check(o), "train-priors", USAGE,
                System.out, System.err);
        if (code != SubcommandArgs.RUN) {
            return code;
        }
        try {
            if (o.eval != null) {
                PriorTable t = o.eval.toString().equals("default") ? PriorTable.loadDefault() : PriorTable.load(o.eval);
                if (o.noSpatial) t = t.withoutSpatial();
                for (String g : o.without) t = t.withoutGroup(Features.group(g));
                Split split = split(o);
                Evaluation ev = evaluate(t, split.heldOut, o.size, o.evalGames, owners(o));
                System.out.println("table " + t.description() + " on held-out games of " + o.data + ": " + ev);
                System.out.println(String.format(Locale.ROOT, "gammas(): %.1f us of CPU per call on average (one thread, including warm-up)",
                        ev.microsPerGammasCall()));
                return 0;
            }
            train(o, System.out);
            return 0;
        } catch (IOException | RuntimeException e) {
            System.err.println("train-priors: " + e.getMessage());
            LOG.debug("train-priors failed", e);
            return 1;
        }
    }

    /** The options of {@code args}, checked; with --help, only that. */
    static Options parse(String[] args) {
        Options o = new Options();
        o.commandLine.addAll(Arrays.asList(args));
        try {
            parser(o).parseArgument(args);
        } catch (CmdLineException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        if (!o.help) {
            check(o);
        }
        return o;
    }

    /** Checks the parsed options and fills in the --data folders and their fractions. */
    private static void check(Options o) {
        for (String v : o.dataArgs) {
            // DIR or DIR@F: F overrides --sample for the games of that folder.
            int at = v.lastIndexOf('@');
            if (at > 0 && !Files.isDirectory(Paths.get(v))) {
                o.data.add(Paths.get(v.substring(0, at)));
                try {
                    o.dataSample.add(Double.parseDouble(v.substring(at + 1)));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("bad number for --data: " + v);
                }
            } else {
                o.data.add(Paths.get(v));
                o.dataSample.add(Double.NaN);
            }
        }
        if (o.data.isEmpty()) throw new IllegalArgumentException("--data is required");
        for (String g : o.without) {
            if (Features.group(g) < 0) {
                throw new IllegalArgumentException("--without: no feature group '" + g + "' (known: "
                        + String.join(", ", Features.NAMES) + ")");
            }
        }
        if (o.out == null && o.eval == null) throw new IllegalArgumentException("--out (or --eval) is required");
        if (!(o.holdout > 0 && o.holdout < 1)) throw new IllegalArgumentException("--holdout must be between 0 and 1");
        if (!(o.sample > 0 && o.sample <= 1)) throw new IllegalArgumentException("--sample must be in (0, 1]");
        for (double f : o.dataSample) {
            if (!Double.isNaN(f) && !(f > 0 && f <= 1)) throw new IllegalArgumentException("a --data DIR@F fraction must be in (0, 1]");
        }
        if (o.size != 0 && (o.size < Board.MIN_SIZE || o.size > Board.MAX_SIZE)) throw new IllegalArgumentException("bad --size " + o.size);
        if (o.iterations < 1 || o.games < 1 || o.evalGames < 1) throw new IllegalArgumentException("--iterations, --games, --eval-games must be positive");
        if (o.ownerPlayouts < 0) throw new IllegalArgumentException("--owner-playouts must be 0 or more");
    }

    static final class Split {
        final List<Path> train = new ArrayList<>();
        final List<Path> heldOut = new ArrayList<>();
    }

    static Split split(Options o) throws IOException {
        Split s = new Split();
        for (Path p : GameRecords.listGames(o.data)) {
            (GameRecords.isHeldOut(p, o.holdout) ? s.heldOut : s.train).add(p);
        }
        Collections.shuffle(s.train, new Random(o.seed));
        return s;
    }

    // ----------------------------------------------------------------------------------------
    // Replay

    /** Called for each play of a game, before it is made, when the move is legal under simple ko. */
    public interface PositionVisitor {
        void visit(Board board, int color, int move, int moveIndex);
    }

    /**
     * Replays a game, calling the visitor before each play that is legal under simple ko
     * without suicide. Returns false (after visiting what came before) when a play is
     * illegal even with suicide allowed.
     */
    public static boolean replay(GameRecords.Game g, PositionVisitor visitor) {
        Board b = new Board(g.size);
        int si = 0;
        for (int i = 0; i < g.moves(); i++) {
            while (si < g.setupAt.length && g.setupAt[si] <= i) {
                b.placeSetupStone(g.setupPoint[si], g.setupColor[si]);
                si++;
            }
            int c = g.moveColor[i];
            int pt = g.movePoint[i];
            if (pt == Board.PASS || b.legality(pt, c, false) == Board.LEGAL) {
                visitor.visit(b, c, pt, i);
            } else if (b.legality(pt, c, true) != Board.LEGAL) {
                return false;
            }
            b.playLegal(pt, c);
        }
        return true;
    }

    // ----------------------------------------------------------------------------------------
    // Evaluation

    /** Move-prediction figures on a set of positions. */
    public static final class Evaluation {
        public int games;
        public long positions;
        /** Expected number of positions where the move played ranks first / in the top 5, ties broken at random. */
        public double top1;
        public double top5;
        public double logLikelihood;
        /** CPU time spent inside {@link PriorTable#gammas} (a speed figure, not part of the table). */
        public long gammasNanos;

        public double microsPerGammasCall() {
            return positions == 0 ? 0 : gammasNanos / 1000.0 / positions;
        }

        public double top1Rate() {
            return positions == 0 ? 0 : top1 / positions;
        }

        public double top5Rate() {
            return positions == 0 ? 0 : top5 / positions;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%d games, %d positions: top-1 %.2f%%, top-5 %.2f%%, mean log-likelihood %.4f",
                    games, positions, 100 * top1Rate(), 100 * top5Rate(), positions == 0 ? 0 : logLikelihood / positions);
        }
    }

    /**
     * Replays the games and ranks the move played among the table's gammas (the real
     * {@link PriorTable#gammas} path). Games of another size than {@code size} (0 = any)
     * and unreadable files are skipped.
     */
    public static Evaluation evaluate(PriorTable table, List<Path> games, int size, int maxGames) throws IOException {
        return evaluate(table, games, size, maxGames, null);
    }

    /**
     * As {@link #evaluate(PriorTable, List, int, int)}, with the {@code owner} feature from
     * {@code owners} (null: absent).
     */
    public static Evaluation evaluate(PriorTable table, List<Path> games, int size, int maxGames, Owners owners)
            throws IOException {
        Evaluation ev = new Evaluation();
        FeatureScratch scratch = new FeatureScratch(19);
        if (owners != null) scratch.useOwnership(owners.map);
        float[][] out = new float[1][];
        // CPU time of this thread: wall time means little on a machine shared with other jobs.
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        for (Path p : games) {
            if (ev.games >= maxGames) break;
            GameRecords.Game g;
            try {
                g = GameRecords.read(p);
            } catch (IOException e) {
                LOG.warn("skipping {}: {}", p, e.getMessage());
                continue;
            }
            if (size != 0 && g.size != size) continue;
            ev.games++;
            replay(g, (b, color, move, idx) -> {
                if (out[0] == null || out[0].length < b.arrayLength()) out[0] = new float[b.arrayLength()];
                float[] gam = out[0];
                if (owners != null) owners.sample(b, color);
                long t0 = cpu.getCurrentThreadCpuTime();
                double sum = table.gammas(b, color, gam, scratch);
                ev.gammasNanos += cpu.getCurrentThreadCpuTime() - t0;
                float mine = gam[move];
                int greater = 0, equal = 0;
                for (int pt = 0; pt < b.arrayLength(); pt++) {
                    float x = gam[pt];
                    if (x > mine) greater++;
                    else if (x == mine) equal++;
                }
                // The move's rank is uniform over greater+1 .. greater+equal under random tie-breaking.
                ev.top1 += Math.max(0, Math.min(1, (1.0 - greater) / equal));
                ev.top5 += Math.max(0, Math.min(1, (5.0 - greater) / equal));
                ev.logLikelihood += Math.log(mine / sum);
                ev.positions++;
            });
        }
        return ev;
    }

    // ----------------------------------------------------------------------------------------
    // Training data

    /** Growing store of the training positions: distinct candidates with multiplicities. */
    static final class Data {
        int positions;
        int[] posStart = new int[1024];
        int[] winner = new int[1024];
        long[] keys = new long[1 << 20];
        int[] counts = new int[1 << 20];
        int candidates;

        void add(long[] k, int n, long winKey) {
            Arrays.sort(k, 0, n);
            if (positions + 2 > posStart.length) {
                posStart = Arrays.copyOf(posStart, posStart.length * 2);
                winner = Arrays.copyOf(winner, winner.length * 2);
            }
            if (candidates + n > keys.length) {
                int cap = Math.max(keys.length * 2, candidates + n);
                keys = Arrays.copyOf(keys, cap);
                counts = Arrays.copyOf(counts, cap);
            }
            int start = candidates;
            int win = -1;
            for (int i = 0; i < n; i++) {
                if (candidates > start && keys[candidates - 1] == k[i]) {
                    counts[candidates - 1]++;
                } else {
                    keys[candidates] = k[i];
                    counts[candidates] = 1;
                    candidates++;
                }
                if (k[i] == winKey) win = candidates - 1;
            }
            if (win < 0) throw new IllegalStateException("move played is not among the candidates");
            posStart[positions] = start;
            winner[positions] = win;
            positions++;
            posStart[positions] = candidates;
        }
    }

    /**
     * The {@code owner} feature's source while training and evaluating: an ownership map
     * sampled with the engine's default playouts for each position, seeded so that runs repeat.
     */
    public static final class Owners {
        final OwnershipMap map = new OwnershipMap();
        private final OwnershipSampler sampler;
        private final int playouts;

        public Owners(int playouts, long seed) {
            this.playouts = playouts;
            sampler = new OwnershipSampler(PlayoutRunner.heuristic(new PlayoutParams(), new FastRandom(seed)));
        }

        void sample(Board b, int color) {
            sampler.sample(b, color, playouts, map);
        }
    }

    /** The owner feature's source for these options, or null without --owner-playouts. */
    static Owners owners(Options o) {
        return o.ownerPlayouts > 0 ? new Owners(o.ownerPlayouts, o.seed) : null;
    }

    static long key(int[] v, int spatialId) {
        long packed = 0;
        for (int g = 1; g < Features.GROUPS; g++) {
            if (g != Features.PASS) packed |= (long) v[g] << SHIFT[g];
        }
        long pat = v[Features.PASS] != 0 ? passPattern(v[Features.PASS]) : Dense.INDEX[Pattern3x3.canonical(v[Features.PAT3])];
        return pat << PAT_SHIFT | (long) spatialId << SPAT_SHIFT | packed;
    }

    /**
     * The values of the groups other than the 3x3 pattern from a key, as the fit reads them:
     * group g at {@code SHIFT[g]}, {@code WIDTH[g]} bits ({@link #groupValue}).
     */
    static int packedGroups(long key) {
        long pat = key >>> PAT_SHIFT;
        int passValue = pat >= Dense.CODES.length ? (int) (pat - Dense.CODES.length) + 1 : 0;
        return (int) (key & ((1L << PACKED_BITS) - 1)) | passValue << SHIFT[Features.PASS];
    }

    /** The value of group {@code g} (not the 3x3 pattern) in {@link #packedGroups}' int. */
    static int groupValue(int packed, int g) {
        return (packed >>> SHIFT[g]) & ((1 << WIDTH[g]) - 1);
    }

    /** The pattern field of a pass candidate with pass value {@code passValue} (1 or 2): past every 3x3 code. */
    static long passPattern(int passValue) {
        return Dense.CODES.length + passValue - 1;
    }

    /** Dense indices of the canonical 3x3 codes, so that a key's pattern field needs 18 bits, not 20. */
    static final class Dense {
        /** Index of each canonical code (other codes: -1). */
        static final int[] INDEX = new int[Pattern3x3.CODES];
        /** The canonical code of each index. */
        static final int[] CODES;

        static {
            int n = 0;
            for (int c = 0; c < Pattern3x3.CODES; c++) {
                INDEX[c] = Pattern3x3.canonical(c) == c ? n++ : -1;
            }
            CODES = new int[n];
            for (int c = 0; c < Pattern3x3.CODES; c++) {
                if (INDEX[c] >= 0) CODES[INDEX[c]] = c;
            }
        }
    }

    /** Counts the spatial hashes (all radii) of the moves played in a game. */
    static void countSpatial(GameRecords.Game g, LongFloatMap counts, FeatureScratch scratch) {
        long[] h = new long[SpatialPatterns.MAX_RADIUS - SpatialPatterns.MIN_RADIUS + 1];
        replay(g, (b, color, move, idx) -> {
            if (move == Board.PASS) return;
            Features.prepare(b, scratch);
            SpatialPatterns.hashes(b, move, color, scratch, h);
            for (long k : h) {
                counts.put(k, counts.get(k, 0f) + 1f);
            }
        });
    }

    static void extract(GameRecords.Game g, Data data, FeatureScratch scratch, Random rnd, double sample, LongFloatMap spatialIds,
                        Owners owners) {
        long[] keys = new long[Board.arrayLength(g.size) + 1];
        int[] v = new int[Features.GROUPS];
        replay(g, (b, color, move, idx) -> {
            if (sample < 1 && rnd.nextDouble() >= sample) return;
            if (owners != null) owners.sample(b, color);
            Features.prepare(b, scratch);
            int n = 0;
            long winKey = 0;
            for (int i = 0; i < b.emptyCount(); i++) {
                int pt = b.emptyAt(i);
                if (b.legality(pt, color, false) != Board.LEGAL) continue;
                Features.compute(b, pt, color, scratch, v);
                int spatialId = spatialIds == null ? 0 : (int) SpatialPatterns.largestMatch(b, pt, color, scratch, spatialIds, 0f);
                keys[n++] = key(v, spatialId);
                if (pt == move) winKey = keys[n - 1];
            }
            Features.computePass(b, v);
            keys[n++] = key(v, 0);
            if (move == Board.PASS) winKey = keys[n - 1];
            data.add(keys, n, winKey);
        });
    }

    // ----------------------------------------------------------------------------------------
    // Minorization-maximization

    /** The fitted model: feature index layout and gammas. */
    static final class Model {
        /** offset[g]: global index of value 1 of group g (g >= 1); index 0 is "absent", gamma 1. */
        final int[] offset = new int[Features.GROUPS];
        final int patternOffset;
        /** Canonical code of each pattern id (id 0 is "rare"). */
        final int[] patternCode;
        /** Global index of spatial id 1 (spatial ids start at 1; 0 is "no match"). */
        final int spatialOffset;
        final int features;
        final double[] gamma;

        Model(int[] patternCode, int spatialCount) {
            int next = 1;
            for (int g = 1; g < Features.GROUPS; g++) {
                offset[g] = next;
                next += Features.SIZES[g] - 1;
            }
            patternOffset = next;
            this.patternCode = patternCode;
            spatialOffset = patternOffset + patternCode.length;
            features = spatialOffset + spatialCount;
            gamma = new double[features];
            Arrays.fill(gamma, 1.0);
        }
    }

    /** The sampling fraction for a game file: its folder's DIR@F if given, else --sample. */
    static double sampleFor(Options o, Path file) {
        for (int i = 0; i < o.data.size(); i++) {
            if (file.startsWith(o.data.get(i)) && !Double.isNaN(o.dataSample.get(i))) return o.dataSample.get(i);
        }
        return o.sample;
    }

    static void train(Options o, PrintStream report) throws IOException {
        long t0 = System.nanoTime();
        Split split = split(o);
        Random rnd = new Random(o.seed);
        Data data = new Data();
        FeatureScratch scratch = new FeatureScratch(19);
        Owners owners = owners(o);
        if (owners != null) scratch.useOwnership(owners.map);
        List<GameRecords.Game> games = new ArrayList<>();
        List<Double> gameSample = new ArrayList<>();
        int failed = 0;
        for (Path p : split.train) {
            if (games.size() >= o.games) break;
            GameRecords.Game g;
            try {
                g = GameRecords.read(p);
            } catch (IOException e) {
                LOG.warn("skipping {}: {}", p, e.getMessage());
                failed++;
                continue;
            }
            if (o.size != 0 && g.size != o.size) continue;
            games.add(g);
            gameSample.add(sampleFor(o, p));
        }

        // Spatial dictionary: canonical hashes of played moves seen at least spatialMin times.
        LongFloatMap spatialIds = null;
        long[] spatialHash = new long[1];
        if (o.spatialMin > 0) {
            LongFloatMap counts = new LongFloatMap(1 << 16);
            for (GameRecords.Game g : games) countSpatial(g, counts, scratch);
            int threshold = o.spatialMin;
            long[] all = counts.keys();
            int kept;
            while (true) {
                kept = 0;
                for (long k : all) if (counts.get(k, 0f) >= threshold) kept++;
                if (kept <= MAX_SPATIAL) break;
                threshold++;
            }
            spatialIds = new LongFloatMap(kept);
            spatialHash = new long[kept + 1];
            int id = 0;
            for (long k : all) {
                if (counts.get(k, 0f) >= threshold) {
                    spatialIds.put(k, ++id);
                    spatialHash[id] = k;
                }
            }
            LOG.info("{} spatial patterns played at least {} times (of {} distinct)", kept, threshold, all.length);
        }
        int spatialCount = spatialHash.length - 1;

        int used = 0;
        for (int gi = 0; gi < games.size(); gi++) {
            GameRecords.Game g = games.get(gi);
            if (used >= o.games) break;
            extract(g, data, scratch, rnd, gameSample.get(gi), spatialIds, owners);
            used++;
            if (used % 200 == 0) {
                LOG.info("read {} games, {} positions, {} distinct candidates", used, data.positions, data.candidates);
            }
        }
        if (data.positions == 0) throw new IOException("no training positions in " + o.data + (o.size != 0 ? " of size " + o.size : ""));
        LOG.info("training data: {} games ({} unreadable), {} positions, {} distinct candidates, {} s",
                used, failed, data.positions, data.candidates, (System.nanoTime() - t0) / 1_000_000_000L);

        // Pattern vocabulary: codes played at least minPatternWins times; the rest are "rare".
        int canonicalCodes = Dense.CODES.length;
        int[] wins = new int[canonicalCodes];
        for (int j = 0; j < data.positions; j++) {
            long pat = data.keys[data.winner[j]] >>> PAT_SHIFT;
            if (pat < canonicalCodes) wins[(int) pat]++;
        }
        int[] idOf = new int[canonicalCodes];
        List<Integer> codes = new ArrayList<>();
        codes.add(-1);
        for (int d = 0; d < canonicalCodes; d++) {
            if (wins[d] >= o.minPatternWins) {
                idOf[d] = codes.size();
                codes.add(Dense.CODES[d]);
            }
        }
        int[] patternCode = codes.stream().mapToInt(Integer::intValue).toArray();
        Model m = new Model(patternCode, spatialCount);
        LOG.info("{} 3x3 patterns played at least {} times; {} feature values in all", patternCode.length - 1, o.minPatternWins, m.features);

        int nc = data.candidates;
        int[] candPat = new int[nc];
        int[] candPacked = new int[nc];
        int[] candSpat = new int[nc];
        for (int i = 0; i < nc; i++) {
            long k = data.keys[i];
            long pat = k >>> PAT_SHIFT;
            int sid = (int) ((k >>> SPAT_SHIFT) & 0xFFFF);
            candSpat[i] = sid == 0 ? 0 : m.spatialOffset + sid - 1;
            candPat[i] = pat >= canonicalCodes ? 0 : m.patternOffset + idOf[(int) pat];
            candPacked[i] = packedGroups(k);
        }
        int[] counts = data.counts;
        data.keys = null;

        double trainLL = mm(m, data, candPat, candPacked, candSpat, counts, o.iterations);

        float[][] gamma = new float[Features.GROUPS][];
        for (int g = 1; g < Features.GROUPS; g++) {
            gamma[g] = new float[Features.SIZES[g]];
            for (int v = 1; v < Features.SIZES[g]; v++) gamma[g][v] = (float) m.gamma[m.offset[g] + v - 1];
        }
        gamma[Features.PAT3] = new float[Pattern3x3.CODES];
        boolean[] seen = new boolean[Pattern3x3.CODES];
        for (int id = 1; id < patternCode.length; id++) {
            gamma[Features.PAT3][patternCode[id]] = (float) m.gamma[m.patternOffset + id];
            seen[patternCode[id]] = true;
        }
        float rare = (float) m.gamma[m.patternOffset];
        LongFloatMap spatialGamma = null;
        if (spatialCount > 0) {
            spatialGamma = new LongFloatMap(spatialCount);
            for (int id = 1; id <= spatialCount; id++) spatialGamma.put(spatialHash[id], (float) m.gamma[m.spatialOffset + id - 1]);
        }
        long trainMillis = (System.nanoTime() - t0) / 1_000_000;

        // Write once to evaluate through the real loader, then again with the figures in the header.
        List<String> header = new ArrayList<>();
        header.add("Kosumi prior table: feature gammas (Coulom 2007 MM over Bradley-Terry), see io.kosumi.pattern.Features");
        header.add("command: kosumi train-priors " + String.join(" ", o.commandLine));
        header.add(String.format(Locale.ROOT, "training: %d games, %d positions, %d distinct candidates, %d iterations, %d 3x3 patterns, %d spatial patterns, mean log-likelihood %.4f, %.1f s",
                used, data.positions, nc, o.iterations, patternCode.length - 1, spatialCount, trainLL, trainMillis / 1000.0));
        writeTable(o.out, header, gamma, seen, rare, spatialGamma);
        PriorTable table = PriorTable.load(o.out);
        Evaluation ev = evaluate(table, split.heldOut, o.size, o.evalGames, owners(o));
        header.add("held-out (holdout " + o.holdout + ", by file-name hash): " + ev);
        writeTable(o.out, header, gamma, seen, rare, spatialGamma);
        report.println("wrote " + o.out);
        for (String h : header) report.println(h);
    }

    private static void writeTable(Path out, List<String> header, float[][] gamma, boolean[] seen, float rare, LongFloatMap spatial) throws IOException {
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            PriorTable.write(w, header, gamma, seen, rare, spatial);
        }
    }

    private static int feature(Model m, int[] candPat, int[] candPacked, int[] candSpat, int c, int g) {
        if (g == Features.PAT3) return candPat[c];
        if (g == SPAT) return candSpat[c];
        int v = groupValue(candPacked[c], g);
        return v == 0 ? 0 : m.offset[g] + v - 1;
    }

    /** Runs MM; returns the final mean log-likelihood of the moves played. */
    static double mm(Model m, Data data, int[] candPat, int[] candPacked, int[] candSpat, int[] counts, int iterations) {
        int nc = data.candidates;
        double[] wins = new double[m.features];
        for (int j = 0; j < data.positions; j++) {
            int w = data.winner[j];
            for (int g = 0; g < MODEL_GROUPS; g++) {
                int f = feature(m, candPat, candPacked, candSpat, w, g);
                if (f != 0) wins[f]++;
            }
        }
        double[] strength = new double[nc];
        double[] cSum = new double[m.features];
        double[] posTotal = new double[data.positions];
        double ll = 0;
        for (int it = 0; it < iterations; it++) {
            long t = System.nanoTime();
            // Strengths from scratch each iteration, so rounding cannot drift.
            for (int c = 0; c < nc; c++) {
                double s = 1;
                for (int g = 0; g < MODEL_GROUPS; g++) {
                    s *= m.gamma[feature(m, candPat, candPacked, candSpat, c, g)];
                }
                strength[c] = s;
            }
            for (int g = 0; g < MODEL_GROUPS; g++) {
                Arrays.fill(cSum, 0);
                ll = 0;
                for (int j = 0; j < data.positions; j++) {
                    int a = data.posStart[j], b = data.posStart[j + 1];
                    double e = 0;
                    for (int c = a; c < b; c++) e += counts[c] * strength[c];
                    posTotal[j] = e;
                    ll += Math.log(strength[data.winner[j]] / e);
                    double inv = 1.0 / e;
                    for (int c = a; c < b; c++) {
                        int f = feature(m, candPat, candPacked, candSpat, c, g);
                        if (f != 0) cSum[f] += counts[c] * strength[c] / m.gamma[f] * inv;
                    }
                }
                int lo = g == Features.PAT3 ? m.patternOffset : g == SPAT ? m.spatialOffset : m.offset[g];
                int hi = g == Features.PAT3 ? m.spatialOffset : g == SPAT ? m.features : m.offset[g] + Features.SIZES[g] - 1;
                double[] ratio = new double[m.features];
                for (int f = lo; f < hi; f++) {
                    double old = m.gamma[f];
                    // Prior: one virtual win and one virtual loss against a gamma-1 opponent.
                    double nw = (wins[f] + 1) / (cSum[f] + 2 / (old + 1));
                    m.gamma[f] = nw;
                    ratio[f] = nw / old;
                }
                for (int c = 0; c < nc; c++) {
                    int f = feature(m, candPat, candPacked, candSpat, c, g);
                    if (f != 0) strength[c] *= ratio[f];
                }
            }
            LOG.info(String.format(Locale.ROOT, "iteration %d: mean log-likelihood %.4f (%.1f s)", it + 1, ll / data.positions,
                    (System.nanoTime() - t) / 1e9));
        }
        return ll / data.positions;
    }
}
