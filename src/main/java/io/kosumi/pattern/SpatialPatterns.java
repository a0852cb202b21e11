package io.kosumi.pattern;

import io.kosumi.board.Board;

/**
 * Large ("spatial") patterns: the colours of every point within Coulom's distance
 * {@code r} ({@code dx+dy+max(dx,dy) <= r}) of a candidate, for r = {@link #MIN_RADIUS} ..
 * {@link #MAX_RADIUS}, hashed with Zobrist keys. Colours are relative to the side to move
 * (mine, theirs, empty, off-board) and the hash is the smallest of the 8 rotations and
 * reflections, so symmetric positions share one hash. The dictionary keeps the patterns
 * seen often in games; a move's spatial feature is the largest radius whose pattern is in
 * it (Coulom 2007, Stern et al. 2006).
 *
 * <p>The eight symmetric hashes are built in one sweep: each point of the shell adds, for
 * symmetry s, the key of the point it maps to. Allocation-free.
 */
public final class SpatialPatterns {
    public static final int MIN_RADIUS = 4;
    public static final int MAX_RADIUS = 10;

    /** Offsets sorted by distance; {@code SHELL_END[r]}: number of offsets with distance <= r. */
    static final int[] OFF_X;
    static final int[] OFF_Y;
    static final int[] SHELL_END = new int[MAX_RADIUS + 1];
    /** KEY[s][i * 4 + c]: key of relative colour c at the point offset i maps to under symmetry s. */
    private static final long[][] KEY = new long[8][];
    /**
     * The same keys interleaved for the hot path: {@code FLAT[(i * 4 + c) * 8 + s]}, so the
     * eight keys one point adds are one cache line.
     */
    private static final long[] FLAT;
    /** Largest |dx| or |dy| of any offset: points this far from every edge need no bounds check. */
    static final int REACH;

    /** Relative colours in the hash. */
    private static final int MINE = 1, THEIRS = 2, OFF = 3;

    static {
        int n = 0;
        int[] xs = new int[256], ys = new int[256];
        for (int d = 2; d <= MAX_RADIUS; d++) {
            for (int dy = -MAX_RADIUS; dy <= MAX_RADIUS; dy++) {
                for (int dx = -MAX_RADIUS; dx <= MAX_RADIUS; dx++) {
                    if (Features.distanceRaw(dx, dy) == d) {
                        xs[n] = dx;
                        ys[n] = dy;
                        n++;
                    }
                }
            }
            SHELL_END[d] = n;
        }
        OFF_X = java.util.Arrays.copyOf(xs, n);
        OFF_Y = java.util.Arrays.copyOf(ys, n);
        // Fixed-seed SplitMix64 keys, so hashes in table files stay valid across runs.
        long seed = 0x4b6f73756d69L;
        long[] base = new long[n * 4];
        for (int i = 0; i < base.length; i++) {
            seed += 0x9E3779B97F4A7C15L;
            long z = seed;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            base[i] = z ^ (z >>> 31);
        }
        int reach = 0;
        for (int i = 0; i < n; i++) reach = Math.max(reach, Math.max(Math.abs(OFF_X[i]), Math.abs(OFF_Y[i])));
        REACH = reach;
        for (int s = 0; s < 8; s++) {
            KEY[s] = new long[n * 4];
            for (int i = 0; i < n; i++) {
                int tx, ty;
                int x = OFF_X[i], y = OFF_Y[i];
                switch (s) {
                    case 0: tx = x; ty = y; break;
                    case 1: tx = -x; ty = y; break;
                    case 2: tx = x; ty = -y; break;
                    case 3: tx = -x; ty = -y; break;
                    case 4: tx = y; ty = x; break;
                    case 5: tx = -y; ty = x; break;
                    case 6: tx = y; ty = -x; break;
                    default: tx = -y; ty = -x; break;
                }
                int j = indexOf(tx, ty, n);
                for (int c = 0; c < 4; c++) {
                    KEY[s][i * 4 + c] = base[j * 4 + c];
                }
            }
        }
        FLAT = new long[n * 4 * 8];
        for (int k = 0; k < n * 4; k++) {
            for (int s = 0; s < 8; s++) FLAT[k * 8 + s] = KEY[s][k];
        }
    }

    private SpatialPatterns() {
    }

    private static int indexOf(int x, int y, int n) {
        for (int i = 0; i < n; i++) {
            if (OFF_X[i] == x && OFF_Y[i] == y) return i;
        }
        throw new AssertionError(x + "," + y);
    }

    /**
     * Computes the canonical hash for every radius MIN_RADIUS..MAX_RADIUS of {@code color}'s
     * move at {@code pt} into {@code out[r - MIN_RADIUS]}. The scratch must be prepared.
     */
    public static void hashes(Board b, int pt, int color, FeatureScratch s, long[] out) {
        long[] h = s.symHash;
        java.util.Arrays.fill(h, 0L);
        int i = 0;
        for (int r = 2; r <= MAX_RADIUS; r++) {
            i = addShell(b, pt, color, s, h, i, SHELL_END[r]);
            if (r >= MIN_RADIUS) out[r - MIN_RADIUS] = min(h);
        }
    }

    /**
     * The value stored in {@code dict} for the largest radius whose canonical hash is in it,
     * scanning radii upwards and stopping at the first miss; {@code missing} when even the
     * smallest is absent. Gives the same hashes as {@link #hashes} (a test checks it) but
     * keeps the eight running hashes in registers and skips bounds checks away from the edge.
     * The scratch must be prepared for the board.
     */
    public static float largestMatch(Board b, int pt, int color, FeatureScratch s, LongFloatMap dict, float missing) {
        int n = b.size();
        int x0 = s.xs[pt], y0 = s.ys[pt];
        boolean interior = x0 >= REACH && y0 >= REACH && x0 < n - REACH && y0 < n - REACH;
        int[] off = s.spatialOffsets;
        long[] key = FLAT;
        long h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0;
        float found = missing;
        int r = MIN_RADIUS;
        int check = SHELL_END[r];
        int total = SHELL_END[MAX_RADIUS];
        for (int i = 0; i < total; i++) {
            int bc;
            if (interior) {
                bc = b.color(pt + off[i]);
            } else {
                int x = x0 + OFF_X[i], y = y0 + OFF_Y[i];
                bc = x < 0 || y < 0 || x >= n || y >= n ? Board.BORDER : b.color(pt + off[i]);
            }
            int c = bc == Board.EMPTY ? 0 : bc == Board.BORDER ? OFF : bc == color ? MINE : THEIRS;
            int k = (i * 4 + c) * 8;
            h0 ^= key[k];
            h1 ^= key[k + 1];
            h2 ^= key[k + 2];
            h3 ^= key[k + 3];
            h4 ^= key[k + 4];
            h5 ^= key[k + 5];
            h6 ^= key[k + 6];
            h7 ^= key[k + 7];
            if (i + 1 == check) {
                long m = Math.min(Math.min(Math.min(h0, h1), Math.min(h2, h3)), Math.min(Math.min(h4, h5), Math.min(h6, h7)));
                int slot = dict.slot(m);
                if (slot < 0) return found;
                found = dict.valueAt(slot);
                if (r == MAX_RADIUS) return found;
                check = SHELL_END[++r];
            }
        }
        return found;
    }

    /** Number of points in the largest shell (length of the scratch offset table). */
    static int points() {
        return OFF_X.length;
    }

    /** Writes the one-dimensional offsets of the shell points for a board of this stride. */
    static void offsets(int stride, int[] out) {
        for (int i = 0; i < OFF_X.length; i++) out[i] = OFF_X[i] + OFF_Y[i] * stride;
    }

    private static long min(long[] h) {
        long m = h[0];
        for (int s = 1; s < 8; s++) {
            if (h[s] < m) m = h[s];
        }
        return m;
    }

    private static int addShell(Board b, int pt, int color, FeatureScratch s, long[] h, int from, int to) {
        int n = b.size();
        int x0 = s.xs[pt], y0 = s.ys[pt];
        int stride = b.stride();
        long[] k0 = KEY[0], k1 = KEY[1], k2 = KEY[2], k3 = KEY[3], k4 = KEY[4], k5 = KEY[5], k6 = KEY[6], k7 = KEY[7];
        for (int i = from; i < to; i++) {
            int x = x0 + OFF_X[i], y = y0 + OFF_Y[i];
            int c;
            if (x < 0 || y < 0 || x >= n || y >= n) {
                c = OFF;
            } else {
                int bc = b.color((x + 1) + (y + 1) * stride);
                c = bc == Board.EMPTY ? 0 : bc == color ? MINE : THEIRS;
            }
            int k = i * 4 + c;
            h[0] ^= k0[k];
            h[1] ^= k1[k];
            h[2] ^= k2[k];
            h[3] ^= k3[k];
            h[4] ^= k4[k];
            h[5] ^= k5[k];
            h[6] ^= k6[k];
            h[7] ^= k7[k];
        }
        return to;
    }
}
