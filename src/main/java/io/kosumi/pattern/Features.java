package io.kosumi.pattern;

import io.kosumi.board.Board;

/**
 * The move features of the prior table. A candidate move has one value per feature group;
 * value 0 means "absent" and always has gamma 1, so a move's strength is the product of the
 * gammas of its present values (Coulom's generalized Bradley-Terry model).
 *
 * <p>Groups and values (the table file uses the group names):
 * <ul>
 * <li>{@code pat3}: the 3x3 code (see {@link Pattern3x3}) normalized to the side to move;
 * every move has one.</li>
 * <li>{@code capture} 1..12: the move captures; {@code 1 + 4*context + sizeClass} with sizeClass
 * 0 = 1 stone, 1 = 2, 2 = 3..6, 3 = 7+, and context 0 = plain, 1 = the captured chain holds the
 * last move, 2 = the captured chain touches an own chain in atari (a rescue; wins over 1).</li>
 * <li>{@code escape} 1..4: the move extends an own chain in atari to 2+ liberties without
 * capturing; {@code 1 + (2 if the last move touches that chain) + (1 if 3+ liberties)}.</li>
 * <li>{@code selfatari} 1..3: the moving chain ends with one liberty; by its size 1, 2..3, 4+.</li>
 * <li>{@code atari} 1..6: the move puts an enemy chain (2 liberties now) in atari; by its size
 * 1, 2, 3+, plus 3 when a ko point exists on the board.</li>
 * <li>{@code dist1}, {@code dist2} 2..17: Coulom's distance {@code dx+dy+max(dx,dy)} to the last
 * and the second-last move, 17 meaning 17 or more; absent when that move is a pass or none.</li>
 * <li>{@code line} 1..5: line from the edge, 5 meaning 5 or more.</li>
 * <li>{@code pass} 1..2: the move is a pass; 1 after an opponent's pass, 2 otherwise. A pass
 * has no other feature.</li>
 * <li>{@code owner} 1..9: who owns the point at the end of playouts from the position ({@link
 * OwnershipMap}): 1 + the bucket of the mover's share, 1 for a point the opponent owns in
 * every playout, 9 for one the mover owns in every playout; absent without a map (Pachi's
 * mcowner).</li>
 * </ul>
 */
public final class Features {
    public static final int PAT3 = 0;
    public static final int CAPTURE = 1;
    public static final int ESCAPE = 2;
    public static final int SELF_ATARI = 3;
    public static final int ATARI = 4;
    public static final int DIST1 = 5;
    public static final int DIST2 = 6;
    public static final int LINE = 7;
    public static final int PASS = 8;
    public static final int OWNER = 9;
    public static final int GROUPS = 10;

    /** Group names as written in table files. */
    public static final String[] NAMES = {"pat3", "capture", "escape", "selfatari", "atari", "dist1", "dist2", "line", "pass", "owner"};
    /** Number of values of each group, absent (0) included. */
    public static final int[] SIZES = {Pattern3x3.CODES, 13, 5, 4, 7, 18, 18, 6, 3, 1 + OwnershipMap.BUCKETS};

    public static final int MAX_DIST = 17;
    public static final int MAX_LINE = 5;

    private Features() {
    }

    public static int group(String name) {
        for (int g = 0; g < GROUPS; g++) {
            if (NAMES[g].equals(name)) return g;
        }
        return -1;
    }

    /** Coulom's move distance {@code dx+dy+max(dx,dy)}, not capped. */
    public static int distanceRaw(int dx, int dy) {
        if (dx < 0) dx = -dx;
        if (dy < 0) dy = -dy;
        return dx + dy + Math.max(dx, dy);
    }

    /** Coulom's move distance, capped at {@link #MAX_DIST}. */
    public static int distance(int dx, int dy) {
        if (dx < 0) dx = -dx;
        if (dy < 0) dy = -dy;
        int d = dx + dy + Math.max(dx, dy);
        return d > MAX_DIST ? MAX_DIST : d;
    }

    /** Writes the pass features into {@code v}. */
    public static void computePass(Board b, int[] v) {
        java.util.Arrays.fill(v, 0);
        v[PASS] = b.lastMove() == Board.PASS ? 1 : 2;
    }

    /**
     * Writes the feature values of {@code color} playing at {@code pt} into {@code v} (length
     * {@link #GROUPS}). {@code pt} must be an empty point where the move is legal; the
     * scratch must have been prepared for the board ({@link #prepare}); the {@code owner}
     * value comes from the scratch's {@link FeatureScratch#useOwnership map}. Allocation-free.
     */
    public static void compute(Board b, int pt, int color, FeatureScratch s, int[] v) {
        int opp = Board.opponent(color);
        int last = b.lastMove();
        int last2 = b.secondLastMove();
        v[PAT3] = Pattern3x3.forColor(Pattern3x3.code(b, pt), color);

        int empties = 0;
        boolean ownStrong = false;
        int ownStones = 0;
        int capSize = 0;
        boolean capLast = false;
        boolean capRescue = false;
        int atariSize = 0;
        int ownAtariStones = 0;
        boolean ownAtariLast = false;
        int h0 = Board.NO_POINT, h1 = Board.NO_POINT, h2 = Board.NO_POINT;
        int lastHead = last > Board.PASS && b.color(last) == opp ? b.chainHead(last) : Board.NO_POINT;
        for (int d = 0; d < 4; d++) {
            int n = pt + b.delta(d);
            int c = b.color(n);
            if (c == Board.EMPTY) {
                empties++;
                continue;
            }
            if (c == Board.BORDER) continue;
            int h = b.chainHead(n);
            if (h == h0 || h == h1 || h == h2) continue;
            if (h0 == Board.NO_POINT) h0 = h; else if (h1 == Board.NO_POINT) h1 = h; else h2 = h;
            int libs = b.libertyCount(n);
            int size = b.chainSize(n);
            if (c == opp) {
                if (libs == 1) {
                    capSize += size;
                    if (h == lastHead) capLast = true;
                    if (!capRescue && b.touchesAtari(h, color)) capRescue = true;
                } else if (libs == 2 && size > atariSize) {
                    atariSize = size;
                }
            } else {
                ownStones += size;
                if (libs == 1) {
                    ownAtariStones += size;
                    if (!ownAtariLast && last > Board.PASS && touchesChain(b, last, h)) ownAtariLast = true;
                } else if (libs >= 3) {
                    ownStrong = true;
                }
            }
        }

        if (capSize > 0) {
            v[CAPTURE] = captureValue(capSize, capRescue ? 2 : capLast ? 1 : 0);
        } else {
            v[CAPTURE] = 0;
        }

        // Liberties after the move matter only when they can be low; skip the walk otherwise.
        int libsAfter = 3;
        if ((ownAtariStones > 0 && capSize == 0) || (empties < 2 && !ownStrong)) {
            libsAfter = b.libertiesAfter(pt, color, 3);
        }
        v[ESCAPE] = ownAtariStones > 0 && capSize == 0 && libsAfter >= 2
                ? 1 + (ownAtariLast ? 2 : 0) + (libsAfter >= 3 ? 1 : 0) : 0;
        if (libsAfter == 1) {
            int size = 1 + ownStones;
            v[SELF_ATARI] = size == 1 ? 1 : size <= 3 ? 2 : 3;
        } else {
            v[SELF_ATARI] = 0;
        }
        if (atariSize > 0) {
            v[ATARI] = (atariSize == 1 ? 1 : atariSize == 2 ? 2 : 3) + (b.koPoint() != Board.NO_POINT ? 3 : 0);
        } else {
            v[ATARI] = 0;
        }
        int x = s.xs[pt], y = s.ys[pt];
        v[DIST1] = last > Board.PASS ? distance(x - s.xs[last], y - s.ys[last]) : 0;
        v[DIST2] = last2 > Board.PASS ? distance(x - s.xs[last2], y - s.ys[last2]) : 0;
        int ln = s.line[pt];
        v[LINE] = ln > MAX_LINE ? MAX_LINE : ln;
        v[PASS] = 0;
        OwnershipMap own = s.ownership;
        v[OWNER] = own == null ? 0 : own.value(pt, color);
    }

    /** Makes the scratch ready for this board (coordinate tables); cheap when already done. */
    public static void prepare(Board b, FeatureScratch s) {
        s.prepare(b);
    }

    /** True when point {@code p} (a stone or empty) is orthogonally next to chain {@code h}. */
    private static boolean touchesChain(Board b, int p, int h) {
        for (int d = 0; d < 4; d++) {
            int n = p + b.delta(d);
            int c = b.color(n);
            if ((c == Board.BLACK || c == Board.WHITE) && b.chainHead(n) == h) return true;
        }
        return false;
    }

    /**
     * The {@link #CAPTURE} value of a move that captures {@code capSize} stones (at least 1)
     * in context {@code ctx}: 0 plain, 1 it takes the chain of the last move, 2 it rescues an
     * own chain in atari.
     */
    public static int captureValue(int capSize, int ctx) {
        int sc = capSize == 1 ? 0 : capSize == 2 ? 1 : capSize <= 6 ? 2 : 3;
        return 1 + 4 * ctx + sc;
    }
}
