package io.kosumi.pattern;

import io.kosumi.board.Board;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Move priors from feature weights ("gammas", Coulom 2007): the strength of a move is the
 * product of the gammas of its feature values ({@link Features}); the prior probability of a
 * move is its strength divided by the sum over all legal moves.
 *
 * <p>Tables are text files, read by {@link #load}; the shipped ones (one per board-size
 * class, see {@link #loadDefault}) are resources next to this class. The file format:
 * <pre>
 * kosumi-priors 1                 first non-comment line
 * # anything after '#' is a comment
 * pat3 rare GAMMA                 gamma of every 3x3 code the table does not list
 * pat3 0xCODE GAMMA               a canonical 3x3 code (side to move = colour 1); its 8
 *                                 rotations/reflections get the same gamma
 * GROUP VALUE GAMMA               any other group of {@link Features#NAMES}, value 1..n
 * spat 0xHASH GAMMA               a spatial pattern ({@link SpatialPatterns}): 64-bit hash
 * </pre>
 * Values not listed have gamma 1. Gammas must be finite and positive.
 *
 * <p>Instances are immutable and shared by all threads; per-thread state lives in
 * {@link FeatureScratch}.
 */
public final class PriorTable {
    private static final Logger LOG = LoggerFactory.getLogger(PriorTable.class);

    public static final String MAGIC = "kosumi-priors";
    public static final int VERSION = 1;
    /**
     * Resource names of the shipped tables, by size class (up to 11, 12..15, 16 and up). The
     * small boards share one table trained on games of every size: with only a few hundred
     * 9x9 and 13x13 games it predicts their held-out moves better than tables trained on
     * those sizes alone.
     */
    static final String[] RESOURCES = {"prior-mixed.txt", "prior-mixed.txt", "prior-19x19.txt"};

    /** Gamma of the smallest move strength, so every legal move keeps a positive prior. */
    private static final float MIN_STRENGTH = 1e-30f;

    /** Weights per size class: index 0 for boards up to 11, 1 for 12..15, 2 for 16 and up. */
    private final Weights[] bySize;
    private final String description;
    /** False for the {@link #withoutSpatial()} view: 3x3 and tactical features only. */
    private final boolean useSpatial;

    private PriorTable(Weights small, Weights medium, Weights large, String description) {
        this(new Weights[] {small, medium, large}, description, true);
    }

    private PriorTable(Weights[] bySize, String description, boolean useSpatial) {
        this.bySize = bySize;
        this.description = description;
        this.useSpatial = useSpatial;
    }

    /**
     * The same table without its spatial (large) patterns: about 5 times cheaper per move on
     * 19x19 and a little less accurate; meant for playout policies. Shares the weights.
     */
    public PriorTable withoutSpatial() {
        return useSpatial ? new PriorTable(bySize, description + " (no spatial patterns)", false) : this;
    }

    /**
     * The same table with one feature group left out (its gammas all 1), for measuring what the
     * group adds to the predictions ({@code kosumi train-priors --eval TABLE --without GROUP}).
     * The other groups keep the gammas they were trained with alongside it.
     */
    public PriorTable withoutGroup(int group) {
        if (group < 0 || group >= Features.GROUPS) throw new IllegalArgumentException("no feature group " + group);
        Weights[] w = new Weights[bySize.length];
        for (int i = 0; i < w.length; i++) {
            for (int j = 0; j < i; j++) {
                if (bySize[j] == bySize[i]) w[i] = w[j];
            }
            if (w[i] == null) w[i] = bySize[i].withGroupNeutral(group);
        }
        return new PriorTable(w, description + " (without " + Features.NAMES[group] + ")", useSpatial);
    }

    /** One table for every board size. */
    static PriorTable of(Weights w, String description) {
        return new PriorTable(w, w, w, description);
    }

    /** Where this table came from (resource names or file), for logs. */
    public String description() {
        return description;
    }

    static int sizeClass(int boardSize) {
        return boardSize <= 11 ? 0 : boardSize <= 15 ? 1 : 2;
    }

    Weights weightsFor(int boardSize) {
        return bySize[sizeClass(boardSize)];
    }

    // ----------------------------------------------------------------------------------------
    // Loading

    /**
     * The shipped tables: {@code prior-mixed.txt} (trained on all sizes) for boards up to 15,
     * {@code prior-19x19.txt} for larger ones. A missing or unreadable resource falls back to
     * another shipped table, then to the hand-set built-in weights; never fails. The tables
     * are read once per process (about a second) and the same immutable instance is returned
     * afterwards.
     */
    public static PriorTable loadDefault() {
        return DefaultHolder.TABLE;
    }

    /** Lazy, thread-safe one-time loading through class initialization. */
    private static final class DefaultHolder {
        static final PriorTable TABLE = readDefault();
    }

    private static PriorTable readDefault() {
        Weights[] w = new Weights[3];
        StringBuilder desc = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            // A resource shared by several size classes is read once.
            for (int j = 0; j < i; j++) {
                if (RESOURCES[j].equals(RESOURCES[i])) w[i] = w[j];
            }
            if (w[i] != null) continue;
            try (InputStream in = PriorTable.class.getResourceAsStream(RESOURCES[i])) {
                if (in != null) {
                    w[i] = read(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), RESOURCES[i]);
                    desc.append(desc.length() == 0 ? "" : ", ").append(RESOURCES[i]);
                }
            } catch (IOException | RuntimeException e) {
                LOG.warn("cannot read prior table resource {}: {}", RESOURCES[i], e.getMessage());
            }
        }
        Weights fallback = w[2] != null ? w[2] : w[1] != null ? w[1] : w[0];
        if (fallback == null) {
            fallback = builtin();
            desc.append("built-in weights");
        }
        for (int i = 0; i < 3; i++) {
            if (w[i] == null) w[i] = fallback;
        }
        return new PriorTable(w[0], w[1], w[2], desc.toString());
    }

    /** A table file, used for every board size. Throws with the line number on bad input. */
    public static PriorTable load(Path file) throws IOException {
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return of(read(r, file.toString()), file.toString());
        }
    }

    /** The hand-set weights used when no table can be read. */
    public static PriorTable builtinTable() {
        return of(builtin(), "built-in weights");
    }

    static Weights read(BufferedReader r, String name) throws IOException {
        Weights w = new Weights();
        boolean header = false;
        String line;
        int lineNo = 0;
        while ((line = r.readLine()) != null) {
            lineNo++;
            int hash = line.indexOf('#');
            String text = (hash >= 0 ? line.substring(0, hash) : line).trim();
            if (text.isEmpty()) continue;
            String[] f = fields(text);
            if (!header) {
                if (f.length != 2 || !f[0].equals(MAGIC)) {
                    throw bad(name, lineNo, "expected header '" + MAGIC + " " + VERSION + "', found '" + text + "'");
                }
                if (!f[1].equals(Integer.toString(VERSION))) {
                    throw bad(name, lineNo, "unsupported table version " + f[1] + " (this build reads " + VERSION + ")");
                }
                header = true;
                continue;
            }
            if (f.length != 3) {
                throw bad(name, lineNo, "expected 'GROUP VALUE GAMMA', found '" + text + "'");
            }
            if (f[0].equals("spat")) {
                long hashValue;
                try {
                    hashValue = Long.parseUnsignedLong(f[1].startsWith("0x") ? f[1].substring(2) : f[1], 16);
                } catch (NumberFormatException e) {
                    throw bad(name, lineNo, "bad spatial pattern hash '" + f[1] + "'");
                }
                float gamma = parseGamma(name, lineNo, f[2]);
                if (w.spatial == null) w.spatial = new LongFloatMap(1024);
                w.spatial.put(hashValue, gamma);
                continue;
            }
            int g = Features.group(f[0]);
            if (g < 0) {
                throw bad(name, lineNo, "unknown feature group '" + f[0] + "' (known: " + String.join(", ", Features.NAMES) + ", spat)");
            }
            float gamma = parseGamma(name, lineNo, f[2]);
            if (g == Features.PAT3) {
                if (f[1].equals("rare")) {
                    w.setRare(gamma);
                    continue;
                }
                int code;
                try {
                    code = f[1].startsWith("0x") ? Integer.parseInt(f[1].substring(2), 16) : Integer.parseInt(f[1]);
                } catch (NumberFormatException e) {
                    throw bad(name, lineNo, "bad 3x3 code '" + f[1] + "'");
                }
                if (code < 0 || code >= Pattern3x3.CODES) {
                    throw bad(name, lineNo, "3x3 code out of range: '" + f[1] + "'");
                }
                w.setPattern(code, gamma);
            } else {
                int value;
                try {
                    value = Integer.parseInt(f[1]);
                } catch (NumberFormatException e) {
                    throw bad(name, lineNo, "value is not an integer: '" + f[1] + "'");
                }
                if (value < 1 || value >= Features.SIZES[g]) {
                    throw bad(name, lineNo, "value of '" + f[0] + "' must be 1 to " + (Features.SIZES[g] - 1) + ": " + value);
                }
                w.gamma[g][value] = gamma;
            }
        }
        if (!header) {
            throw bad(name, lineNo, "empty table (no '" + MAGIC + " " + VERSION + "' header)");
        }
        w.finish();
        return w;
    }

    /** Whitespace-separated fields (no regex: table files have tens of thousands of lines). */
    private static String[] fields(String text) {
        int n = 0;
        int len = text.length();
        for (int i = 0; i < len; ) {
            while (i < len && Character.isWhitespace(text.charAt(i))) i++;
            if (i < len) n++;
            while (i < len && !Character.isWhitespace(text.charAt(i))) i++;
        }
        String[] out = new String[n];
        int k = 0;
        for (int i = 0; i < len; ) {
            while (i < len && Character.isWhitespace(text.charAt(i))) i++;
            int start = i;
            while (i < len && !Character.isWhitespace(text.charAt(i))) i++;
            if (i > start) out[k++] = text.substring(start, i);
        }
        return out;
    }

    private static float parseGamma(String name, int lineNo, String text) throws IOException {
        float gamma;
        try {
            gamma = Float.parseFloat(text);
        } catch (NumberFormatException e) {
            throw bad(name, lineNo, "gamma is not a number: '" + text + "'");
        }
        if (!(gamma > 0) || Float.isInfinite(gamma)) {
            throw bad(name, lineNo, "gamma must be finite and positive: '" + text + "'");
        }
        return gamma;
    }

    private static IOException bad(String name, int lineNo, String msg) {
        return new IOException(name + ":" + lineNo + ": " + msg);
    }

    // ----------------------------------------------------------------------------------------
    // Queries (hot paths)

    /**
     * Fills {@code gammaOut[pt]} with the strength of every move {@code color} may play under
     * simple ko (suicide illegal), 0 elsewhere, and {@code gammaOut[Board.PASS]} with the pass
     * strength. Uses the board's last two moves. Returns the sum of all strengths.
     * Allocation-free once the scratch has seen this board size.
     */
    public double gammas(Board board, int color, float[] gammaOut, FeatureScratch scratch) {
        Weights w = weightsFor(board.size());
        scratch.prepare(board);
        Arrays.fill(gammaOut, 0, board.arrayLength(), 0f);
        int[] v = scratch.values;
        double sum = 0;
        int n = board.emptyCount();
        for (int i = 0; i < n; i++) {
            int pt = board.emptyAt(i);
            if (board.legality(pt, color, false) != Board.LEGAL) continue;
            Features.compute(board, pt, color, scratch, v);
            float g = w.strength(v);
            if (useSpatial && w.spatial != null) g = clamp(g * SpatialPatterns.largestMatch(board, pt, color, scratch, w.spatial, 1f));
            gammaOut[pt] = g;
            sum += g;
        }
        float pass = w.passStrength(board);
        gammaOut[Board.PASS] = pass;
        return sum + pass;
    }

    /**
     * The strength of one move ({@code pt} an empty point where the move is legal, or PASS).
     * Allocation-free once the scratch has seen this board size.
     */
    public float gamma(Board board, int pt, int color, FeatureScratch scratch) {
        Weights w = weightsFor(board.size());
        if (pt == Board.PASS) return w.passStrength(board);
        scratch.prepare(board);
        int[] v = scratch.values;
        Features.compute(board, pt, color, scratch, v);
        float g = w.strength(v);
        if (useSpatial && w.spatial != null) g = clamp(g * SpatialPatterns.largestMatch(board, pt, color, scratch, w.spatial, 1f));
        return g;
    }

    private static float clamp(float g) {
        return g < MIN_STRENGTH ? MIN_STRENGTH : g;
    }

    /** Number of spatial patterns in the table for this board size (0 when it has none). */
    public int spatialPatterns(int boardSize) {
        Weights w = weightsFor(boardSize);
        return w.spatial == null ? 0 : w.spatial.size();
    }

    /**
     * Whether the weights for this board size give the {@code owner} feature any gamma but 1:
     * only then is an {@link OwnershipMap} worth filling.
     */
    public boolean usesOwnership(int boardSize) {
        float[] g = weightsFor(boardSize).gamma[Features.OWNER];
        for (int v = 1; v < g.length; v++) {
            if (g[v] != 1f) return true;
        }
        return false;
    }

    /** The gamma of one feature value for this board size (tests, tools, playout tuning). */
    public float featureGamma(int boardSize, int group, int value) {
        Weights w = weightsFor(boardSize);
        if (value == 0 && group != Features.PAT3) return 1f;
        return w.gamma[group][value];
    }

    // ----------------------------------------------------------------------------------------
    // Writing

    /**
     * Writes weights as a table file: {@code gamma[g][v]} for every group, {@code gamma[PAT3]}
     * indexed by canonical code (only entries whose {@code patternSeen} flag is set are
     * written; the rest take {@code rareGamma}).
     */
    public static void write(Writer out, List<String> comments, float[][] gamma, boolean[] patternSeen, float rareGamma,
                             LongFloatMap spatial) throws IOException {
        out.write(MAGIC + " " + VERSION + "\n");
        for (String c : comments) {
            out.write("# " + c + "\n");
        }
        for (int g = 1; g < Features.GROUPS; g++) {
            for (int v = 1; v < Features.SIZES[g]; v++) {
                out.write(Features.NAMES[g] + " " + v + " " + gammaText(gamma[g][v]) + "\n");
            }
        }
        out.write("pat3 rare " + gammaText(rareGamma) + "\n");
        for (int code = 0; code < Pattern3x3.CODES; code++) {
            if (patternSeen[code] && Pattern3x3.canonical(code) == code) {
                out.write(String.format(Locale.ROOT, "pat3 0x%05x %s # %s\n", code, gammaText(gamma[Features.PAT3][code]), Pattern3x3.toString(code)));
            }
        }
        if (spatial != null) {
            for (long k : spatial.keys()) {
                out.write(String.format(Locale.ROOT, "spat 0x%016x %s\n", k, gammaText(spatial.get(k, 1f))));
            }
        }
    }

    /**
     * Six significant digits: far below what the fit can resolve, and short enough for the
     * JDK's fast float parser, which makes loading the 19x19 table several times quicker.
     */
    static String gammaText(float g) {
        return String.format(Locale.ROOT, "%.6g", g);
    }

    // ----------------------------------------------------------------------------------------

    /** Hand-set weights: enough to rank captures, escapes and local answers sensibly. */
    static Weights builtin() {
        Weights w = new Weights();
        w.setRare(1f);
        float[] cap = w.gamma[Features.CAPTURE];
        float[] sizeW = {6f, 10f, 20f, 40f};
        for (int sc = 0; sc < 4; sc++) {
            cap[1 + sc] = sizeW[sc];
            cap[5 + sc] = sizeW[sc] * 2f;
            cap[9 + sc] = sizeW[sc] * 3f;
        }
        float[] esc = w.gamma[Features.ESCAPE];
        esc[1] = 3f; esc[2] = 6f; esc[3] = 8f; esc[4] = 15f;
        float[] sa = w.gamma[Features.SELF_ATARI];
        sa[1] = 0.4f; sa[2] = 0.1f; sa[3] = 0.03f;
        float[] at = w.gamma[Features.ATARI];
        at[1] = 2f; at[2] = 3f; at[3] = 4f; at[4] = 3f; at[5] = 4f; at[6] = 5f;
        float[] d1 = w.gamma[Features.DIST1];
        float[] d2 = w.gamma[Features.DIST2];
        for (int d = 2; d <= Features.MAX_DIST; d++) {
            // Most replies are within a few points of the last move; the effect fades with distance.
            d1[d] = Math.max(1f, 12f / (d - 1));
            d2[d] = Math.max(1f, 4f / (d - 1));
        }
        float[] ln = w.gamma[Features.LINE];
        ln[1] = 0.15f; ln[2] = 0.7f; ln[3] = 1.5f; ln[4] = 1.4f; ln[5] = 1f;
        float[] pass = w.gamma[Features.PASS];
        pass[1] = 0.5f; pass[2] = 0.01f;
        w.finish();
        return w;
    }

    /** The gammas of one table; arrays indexed by feature value. */
    static final class Weights {
        /** gamma[g][v]; gamma[PAT3] is indexed by the normalized (not canonical) 3x3 code. */
        final float[][] gamma = new float[Features.GROUPS][];
        private float rare = 1f;
        /** Spatial pattern gammas by canonical hash; null when the table has none. */
        LongFloatMap spatial;
        /** Which normalized codes were set explicitly (the rest take {@link #rare}); dropped by finish(). */
        private boolean[] explicit = new boolean[Pattern3x3.CODES];

        Weights() {
            for (int g = 0; g < Features.GROUPS; g++) {
                gamma[g] = new float[Features.SIZES[g]];
                Arrays.fill(gamma[g], 1f);
            }
        }

        /** A copy whose gammas of {@code group} are all 1; shares the rest. */
        Weights withGroupNeutral(int group) {
            Weights c = new Weights();
            for (int g = 0; g < Features.GROUPS; g++) {
                c.gamma[g] = g == group ? c.gamma[g] : gamma[g];
            }
            c.spatial = spatial;
            c.explicit = null;
            return c;
        }

        void setRare(float g) {
            rare = g;
        }

        void setPattern(int code, float g) {
            for (int s = 0; s < 8; s++) {
                int c = Pattern3x3.symmetric(code, s);
                gamma[Features.PAT3][c] = g;
                explicit[c] = true;
            }
        }

        void finish() {
            float[] p = gamma[Features.PAT3];
            for (int c = 0; c < p.length; c++) {
                if (!explicit[c]) p[c] = rare;
            }
            explicit = null;
            for (int g = 1; g < Features.GROUPS; g++) {
                gamma[g][0] = 1f;
            }
        }

        float strength(int[] v) {
            float[][] gm = gamma;
            float g = gm[Features.PAT3][v[Features.PAT3]]
                    * gm[Features.CAPTURE][v[Features.CAPTURE]]
                    * gm[Features.ESCAPE][v[Features.ESCAPE]]
                    * gm[Features.SELF_ATARI][v[Features.SELF_ATARI]]
                    * gm[Features.ATARI][v[Features.ATARI]]
                    * gm[Features.DIST1][v[Features.DIST1]]
                    * gm[Features.DIST2][v[Features.DIST2]]
                    * gm[Features.LINE][v[Features.LINE]]
                    * gm[Features.OWNER][v[Features.OWNER]];
            return g < MIN_STRENGTH ? MIN_STRENGTH : g;
        }

        float passStrength(Board b) {
            float g = gamma[Features.PASS][b.lastMove() == Board.PASS ? 1 : 2];
            return g < MIN_STRENGTH ? MIN_STRENGTH : g;
        }
    }
}
