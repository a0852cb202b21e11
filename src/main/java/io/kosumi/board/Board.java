package io.kosumi.board;

/**
 * The fast Go board: stones, chains with exact liberty counts, simple ko, Zobrist hash and
 * the set of empty points. It knows nothing of history, superko, komi or passes in a row;
 * {@code io.kosumi.game.Game} adds those. Playouts and the search work on this class
 * directly, so every method on the play path runs without allocation and without flood fill.
 *
 * <p>Geometry: one-dimensional arrays with a border. Point {@code pt = (x+1) + (y+1)*(N+1)}
 * for column {@code x} (0 = left, GTP column A) and row {@code y} (0 = bottom, GTP row 1).
 * Row 0 and column 0 of every row are border cells, so neighbours are {@code pt±1} and
 * {@code pt±(N+1)} without bounds checks. {@link #NO_POINT} and {@link #PASS} are border
 * cells, so any array indexed by move has a slot for pass.
 *
 * <p>Thread contract: a Board belongs to one thread. Nothing in it is synchronized, so two
 * threads must never share one instance.
 */
public final class Board {
    public static final int EMPTY = 0;
    public static final int BLACK = 1;
    public static final int WHITE = 2;
    public static final int BORDER = 3;

    /** The other player: BLACK for WHITE and WHITE for BLACK (only for those two). */
    public static int opponent(int color) {
        return color ^ 3;
    }

    /** "No point": a border cell, used for "none" in ko point, last move and so on. */
    public static final int NO_POINT = 0;
    /** The pass move: a border cell, so move-indexed arrays have a slot for it. */
    public static final int PASS = 1;

    public static final int MIN_SIZE = 2;
    public static final int MAX_SIZE = 25;

    /** Legality codes; {@code io.kosumi.game.Game} adds {@code SUPERKO}. */
    public static final int LEGAL = 0;
    public static final int OCCUPIED = 1;
    public static final int KO = 2;
    public static final int SUICIDE = 3;
    public static final int OFF_BOARD = 4;

    private int size;
    /** Distance between rows: {@code size + 1} (one shared border column). */
    private int stride;

    /** Colour of every cell; border cells hold BORDER, always. */
    private int[] color;
    /** For a stone: the head point of its chain. Undefined for empty and border cells. */
    private int[] head;
    /**
     * For a stone: the next stone of its chain; following {@code next} from any stone visits
     * every stone of the chain once and comes back. Undefined for empty and border cells.
     */
    private int[] next;
    /** At a chain head: the number of stones. Undefined elsewhere. */
    private int[] stones;
    /**
     * At a chain head: the exact number of distinct empty points adjacent to the chain. Always
     * equal to the number of bits set in the head's {@link #libBits} words.
     */
    private int[] libs;
    /** Words per liberty set: {@code ceil(arrayLength / 64)} (2 on 9x9, 7 on 19x19). */
    private int words;
    /**
     * At a chain head {@code h}: the liberty set of the chain as a bitset over points, in
     * {@code libBits[h*words .. h*words+words)}: bit {@code p} (word {@code p>>>6}, bit
     * {@code p&63}) is set exactly when {@code p} is empty and next to a stone of the chain.
     * All zero at every point that is not a chain head (a chain merged away or captured has its
     * words cleared), so a new chain needs no clearing. Kept up to date incrementally: a stone
     * placed clears its bit in every neighbouring chain, a merge ORs the words, a capture sets
     * the freed points in the neighbouring chains. Bit tests make the
     * counts in {@link #libs} exact without scratch marks (a point counted twice is seen as
     * already set).
     */
    private long[] libBits;
    /**
     * For every on-board point: how many of its four neighbours are black (bits 0-3), white
     * (bits 4-7), border (bits 8-11) and empty (bits 12-15); the four counts add up to 4. Kept
     * up to date whenever a stone is placed or removed, so eye and suicide tests read one int,
     * and "has an empty neighbour" (the playout filter's common case) is one mask test.
     */
    private int[] nbr;
    /** The empty points, in {@code emptyList[0 .. emptyCount)}, any order. */
    private int[] emptyList;
    /** For an empty point: its index in {@code emptyList}. Undefined for stones and border. */
    private int[] emptyIndex;
    private int emptyCount;

    /**
     * The simple-ko point: the empty point that {@link #koColor} may not play next, because it
     * would retake a single-stone ko at once. NO_POINT when there is none.
     */
    private int koPoint;
    /** The colour forbidden to play at {@link #koPoint}; meaningless when koPoint is NO_POINT. */
    private int koColor;
    /** Zobrist hash of the stones on the board (ko and side to move are not included). */
    private long hash;
    /** Stones captured so far by BLACK (index 1) and WHITE (index 2). */
    private final int[] captured = new int[3];
    /** The last two moves played (PASS for a pass, NO_POINT before any move). */
    private int lastMove;
    private int lastMove2;
    /** Stones removed by the most recent play. */
    private int lastCaptureCount;
    /** Plays (passes included) since the board was cleared. */
    private int moveCount;

    /** {@link #EMPTY_BOARDS} for this board's size. */
    private int[][] emptyBoard;

    public Board(int size) {
        allocate(size);
        clear();
    }

    private void allocate(int newSize) {
        if (newSize < MIN_SIZE || newSize > MAX_SIZE) {
            throw new IllegalArgumentException("board size must be " + MIN_SIZE + " to " + MAX_SIZE + ": " + newSize);
        }
        size = newSize;
        stride = newSize + 1;
        int n = arrayLength(newSize);
        color = new int[n];
        head = new int[n];
        next = new int[n];
        stones = new int[n];
        libs = new int[n];
        words = (n + 63) >>> 6;
        libBits = new long[n * words];
        nbr = new int[n];
        emptyList = new int[newSize * newSize];
        emptyIndex = new int[n];
        emptyBoard = EMPTY_BOARDS[newSize];
    }

    /** Length of every point-indexed array for a board of this size. */
    public static int arrayLength(int size) {
        return (size + 1) * (size + 2) + 1;
    }

    public int arrayLength() {
        return color.length;
    }

    public int size() {
        return size;
    }

    public int stride() {
        return stride;
    }

    /** Empties the board and forgets ko, captures and move counts. */
    public void clear() {
        // Copies of the empty board made once per size (EMPTY_BOARDS): a playout starts with a
        // clear, and four array copies cost a fraction of the loop that builds them.
        final int n = color.length;
        final int[][] e = emptyBoard;
        java.util.Arrays.fill(libBits, 0);
        System.arraycopy(e[0], 0, color, 0, n);
        System.arraycopy(e[1], 0, nbr, 0, n);
        System.arraycopy(e[2], 0, emptyList, 0, emptyList.length);
        System.arraycopy(e[3], 0, emptyIndex, 0, n);
        emptyCount = emptyList.length;
        koPoint = NO_POINT;
        koColor = EMPTY;
        hash = 0;
        captured[BLACK] = 0;
        captured[WHITE] = 0;
        lastMove = NO_POINT;
        lastMove2 = NO_POINT;
        lastCaptureCount = 0;
        moveCount = 0;
    }

    /**
     * Writes the empty board's colours, neighbour words, empty list and empty-set indices for a
     * board of this size into the given arrays; cells of {@code emptyIndex} that are not empty
     * stay 0 (their value is undefined, see the field).
     */
    private static void buildEmptyBoard(int size, int[] color, int[] nbr, int[] emptyList, int[] emptyIndex) {
        final int stride = size + 1;
        java.util.Arrays.fill(color, BORDER);
        java.util.Arrays.fill(nbr, 0);
        int emptyCount = 0;
        final int last = size - 1;
        final int border = NBR_ONE[BORDER];
        for (int y = 0; y < size; y++) {
            int rowBorder = (y == 0 ? border : 0) + (y == last ? border : 0);
            int pt = (y + 1) * stride + 1;
            for (int x = 0; x < size; x++, pt++) {
                color[pt] = EMPTY;
                emptyIndex[pt] = emptyCount;
                emptyList[emptyCount++] = pt;
                // Border neighbours of an empty board: one per edge the point lies on; the
                // other neighbours are empty.
                int borders = rowBorder + (x == 0 ? border : 0) + (x == last ? border : 0);
                nbr[pt] = borders + (4 - (borders >> 8)) * NBR_ONE[EMPTY];
            }
        }
    }

    // ----------------------------------------------------------------------------------------
    // Coordinates

    public int point(int x, int y) {
        return (x + 1) + (y + 1) * stride;
    }

    public int x(int pt) {
        return pt % stride - 1;
    }

    public int y(int pt) {
        return pt / stride - 1;
    }

    /** True for a point on the board (not border, not PASS, not NO_POINT). */
    public boolean onBoard(int pt) {
        return pt > 0 && pt < color.length && color[pt] != BORDER;
    }

    /** Distance to the nearest edge, 0 for the first line. */
    public int edgeDistance(int pt) {
        int x = x(pt);
        int y = y(pt);
        return Math.min(Math.min(x, y), Math.min(size - 1 - x, size - 1 - y));
    }

    // ----------------------------------------------------------------------------------------
    // Simple queries

    public int color(int pt) {
        return color[pt];
    }

    /** Increment of {@link #nbr} for one neighbour of each colour (EMPTY, BLACK, WHITE, BORDER). */
    private static final int[] NBR_ONE = {1 << 12, 1, 1 << 4, 1 << 8};

    /**
     * Change of a point's {@link #nbr} word when a neighbour turns from EMPTY to a stone of
     * colour c (index c); subtract it when the stone leaves.
     */
    private static final int[] NBR_PLACE = {0, 1 - (1 << 12), (1 << 4) - (1 << 12), 0};

    /**
     * The empty board of each size (index: size): its {@link #color}, {@link #nbr},
     * {@link #emptyList} and {@link #emptyIndex} arrays, in that order, copied by {@link #clear}.
     * Built once when the class loads (after NBR_ONE, which it uses), never changed, shared by
     * all boards and threads.
     */
    private static final int[][][] EMPTY_BOARDS = new int[MAX_SIZE + 1][][];

    static {
        for (int size = MIN_SIZE; size <= MAX_SIZE; size++) {
            final int n = arrayLength(size);
            final int[][] e = {new int[n], new int[n], new int[size * size], new int[n]};
            buildEmptyBoard(size, e[0], e[1], e[2], e[3]);
            EMPTY_BOARDS[size] = e;
        }
    }

    /** Number of the four neighbours of {@code pt} that have colour {@code c} (not EMPTY). */
    public int neighbourCount(int pt, int c) {
        return (nbr[pt] >> ((c - 1) << 2)) & 15;
    }

    /** Number of empty neighbours of {@code pt}. */
    public int emptyNeighbours(int pt) {
        return (nbr[pt] >> 12) & 15;
    }

    private void addNeighbourCounts(int pt, int inc) {
        nbr[pt - 1] += inc;
        nbr[pt + 1] += inc;
        nbr[pt - stride] += inc;
        nbr[pt + stride] += inc;
    }

    public int koPoint() {
        return koPoint;
    }

    /** The colour that may not play at {@link #koPoint()} next (EMPTY when there is no ko). */
    public int koColor() {
        return koPoint == NO_POINT ? EMPTY : koColor;
    }

    public long hash() {
        return hash;
    }

    public int emptyCount() {
        return emptyCount;
    }

    public int emptyAt(int i) {
        return emptyList[i];
    }

    /**
     * Exchanges entries {@code i} and {@code j} of the empty set (its order is arbitrary, so the
     * position does not change). Lets a sampler draw without replacement in place: move each
     * rejected point behind the range still to be drawn from, with no copy of the list.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= i, j < emptyCount()}
     */
    public void swapEmpty(int i, int j) {
        if ((i | j) < 0 || i >= emptyCount || j >= emptyCount) {
            throw new IndexOutOfBoundsException("empty set index " + i + " or " + j + " not below " + emptyCount);
        }
        final int[] list = emptyList;
        int a = list[i];
        int b = list[j];
        list[i] = b;
        list[j] = a;
        emptyIndex[b] = i;
        emptyIndex[a] = j;
    }

    public int chainHead(int pt) {
        return head[pt];
    }

    /** Number of stones in the chain at {@code pt}, which must be a stone. */
    public int chainSize(int pt) {
        return stones[head[pt]];
    }

    /** Exact number of liberties of the chain at {@code pt}, which must be a stone. */
    public int libertyCount(int pt) {
        return libs[head[pt]];
    }

    /** The next stone of the chain (circular); {@code pt} must be a stone. */
    public int nextStone(int pt) {
        return next[pt];
    }

    public int capturedStones(int color) {
        return captured[color];
    }

    public int lastMove() {
        return lastMove;
    }

    public int secondLastMove() {
        return lastMove2;
    }

    public int lastCaptureCount() {
        return lastCaptureCount;
    }

    public int moveCount() {
        return moveCount;
    }

    public int stoneCount(int c) {
        int n = 0;
        for (int pt = stride; pt < color.length; pt++) {
            if (color[pt] == c) {
                n++;
            }
        }
        return n;
    }

    /**
     * The single liberty of the chain at {@code pt}, which must be in atari (for a chain with
     * more liberties: its lowest-numbered liberty). Reads the chain's liberty set.
     */
    public int atariLiberty(int pt) {
        final int base = head[pt] * words;
        for (int w = 0; w < words; w++) {
            long x = libBits[base + w];
            if (x != 0) return (w << 6) + Long.numberOfTrailingZeros(x);
        }
        return NO_POINT;
    }

    /**
     * Writes the liberties of the chain at {@code pt} into {@code out} (at most
     * {@code out.length}, in increasing point order) and returns how many there are (capped at
     * out.length).
     */
    public int findLiberties(int pt, int[] out) {
        final int base = head[pt] * words;
        int n = 0;
        for (int w = 0; w < words; w++) {
            long x = libBits[base + w];
            while (x != 0) {
                if (n == out.length) return n;
                out[n++] = (w << 6) + Long.numberOfTrailingZeros(x);
                x &= x - 1;
            }
        }
        return n;
    }

    /** The four diagonal offsets, for d = 0..3. */
    public int diagonal(int d) {
        switch (d) {
            case 0: return -stride - 1;
            case 1: return -stride + 1;
            case 2: return stride - 1;
            default: return stride + 1;
        }
    }

    /** The four orthogonal offsets, for d = 0..3. */
    public int delta(int d) {
        switch (d) {
            case 0: return -1;
            case 1: return 1;
            case 2: return -stride;
            default: return stride;
        }
    }

    /** True when playing {@code c} at empty {@code pt} would capture at least one chain. */
    public boolean captures(int pt, int c) {
        int opp = opponent(c);
        return (color[pt - 1] == opp && libs[head[pt - 1]] == 1)
                || (color[pt + 1] == opp && libs[head[pt + 1]] == 1)
                || (color[pt - stride] == opp && libs[head[pt - stride]] == 1)
                || (color[pt + stride] == opp && libs[head[pt + stride]] == 1);
    }

    /** Number of opponent stones a play of {@code c} at empty {@code pt} would capture. */
    public int captureSize(int pt, int c) {
        int opp = opponent(c);
        int total = 0;
        int h0 = NO_POINT, h1 = NO_POINT, h2 = NO_POINT;
        for (int d = 0; d < 4; d++) {
            int n = pt + delta(d);
            if (color[n] == opp) {
                int h = head[n];
                if (libs[h] == 1 && h != h0 && h != h1 && h != h2) {
                    total += stones[h];
                    if (h0 == NO_POINT) h0 = h; else if (h1 == NO_POINT) h1 = h; else h2 = h;
                }
            }
        }
        return total;
    }

    /**
     * True when {@code c} at empty {@code pt} would leave its own chain without liberties and
     * capture nothing (single- or multi-stone suicide).
     */
    public boolean isSuicide(int pt, int c) {
        if (emptyNeighbours(pt) > 0) return false;
        for (int d = 0; d < 4; d++) {
            int n = pt + delta(d);
            int nc = color[n];
            if (nc == EMPTY) return false;
            if (nc == c) {
                if (libs[head[n]] > 1) return false;
            } else if (nc != BORDER) {
                if (libs[head[n]] == 1) return false;
            }
        }
        return true;
    }

    /** Legality under simple ko; see the code constants. PASS is always legal. */
    public int legality(int pt, int c, boolean allowSuicide) {
        if (pt == PASS) return LEGAL;
        if (pt <= PASS || pt >= color.length || color[pt] == BORDER) return OFF_BOARD;
        if (color[pt] != EMPTY) return OCCUPIED;
        if (pt == koPoint && c == koColor) return KO;
        if (isSuicide(pt, c)) {
            // A single stone with no liberties captures nothing and changes nothing: always illegal.
            if (!allowSuicide || !hasOwnNeighbour(pt, c)) return SUICIDE;
        }
        return LEGAL;
    }

    public boolean isLegal(int pt, int c, boolean allowSuicide) {
        return legality(pt, c, allowSuicide) == LEGAL;
    }

    private boolean hasOwnNeighbour(int pt, int c) {
        return color[pt - 1] == c || color[pt + 1] == c || color[pt - stride] == c || color[pt + stride] == c;
    }

    /** All orthogonal neighbours are {@code c} or border. */
    public boolean isEyeLike(int pt, int c) {
        int v = nbr[pt];
        return ((v >> ((c - 1) << 2)) & 15) + ((v >> 8) & 15) == 4;
    }

    /**
     * The classic reference bot's one-point eye: eye-like, and at most one diagonal enemy
     * stone in the middle of the board, none on the edge.
     */
    public boolean isEye(int pt, int c) {
        if (color[pt] != EMPTY || !isEyeLike(pt, c)) return false;
        int opp = opponent(c);
        int enemies = (color[pt - stride - 1] == opp ? 1 : 0) + (color[pt - stride + 1] == opp ? 1 : 0)
                + (color[pt + stride - 1] == opp ? 1 : 0) + (color[pt + stride + 1] == opp ? 1 : 0);
        // On the edge (any border neighbour) no diagonal enemy is allowed, else one.
        return (nbr[pt] & 0xF00) != 0 ? enemies == 0 : enemies <= 1;
    }

    /**
     * The reference bot's move filter in one pass: true when {@code c} may play at empty
     * {@code pt} under simple ko with suicide illegal and {@code pt} is not one of c's own
     * one-point eyes. Equal to {@code !isEye(pt, c) && isLegal(pt, c, false)} for an empty
     * point, but reads the neighbour counts first: a point with an empty neighbour is always
     * acceptable (it has a liberty, is not eye-like, and cannot be the ko point, whose
     * neighbours are all the capturer's stones).
     */
    public boolean isPlayoutMove(int pt, int c) {
        final int v = nbr[pt];
        // Small enough to inline into the caller's loop; the rest is out of line.
        return (v & 0xF000) != 0 || isPlayoutMoveSurrounded(pt, c, v);
    }

    /**
     * {@link #isPlayoutMove} for a point without empty neighbours; {@code v} = nbr[pt]. Kept
     * short (every side through {@link #sideAllows}) so that the JIT inlines it into playout
     * loops: it runs for more than one candidate per move late in a random playout.
     */
    private boolean isPlayoutMoveSurrounded(int pt, int c, int v) {
        final int s = stride;
        if (((v >> ((2 - c) << 2)) & 15) == 0) {
            // Eye-like for c (own stones and border only): reject an eye. Such a point is not the
            // ko point (that one is surrounded by the other colour) and captures nothing.
            final int[] col = color;
            final int opp = opponent(c);
            int diag = isZero32(col[pt - s - 1] ^ opp) + isZero32(col[pt - s + 1] ^ opp)
                    + isZero32(col[pt + s - 1] ^ opp) + isZero32(col[pt + s + 1] ^ opp);
            // An eye allows one diagonal enemy in the middle, none on the edge: with e = 1 on
            // the edge (1 or 2 border sides: (borders + 3) >> 2) and 0 in the middle, diag + e < 2.
            if (diag + ((((v >> 8) & 15) + 3) >> 2) < 2) return false;
        } else if (pt == koPoint && c == koColor) {
            return false;
        }
        // Legal when it captures (an enemy chain in atari) or joins an own chain with a spare
        // liberty. All four sides are read without branches: which side decides is random.
        return (sideAllows(pt - 1, c) | sideAllows(pt + 1, c) | sideAllows(pt - s, c) | sideAllows(pt + s, c)) != 0;
    }

    /**
     * Exact number of liberties, capped at {@code limit}, that the chain of {@code c} at empty
     * {@code pt} would have after the play, captures included: the union of the joining own
     * chains' liberty sets (word ORs) without {@code pt}, the empty neighbours of {@code pt}
     * not already in it, and the stones of captured chains (enemy neighbours in atari, whose
     * liberty is {@code pt}) that touch {@code pt} or a joining chain.
     */
    public int libertiesAfter(int pt, int c, int limit) {
        final int opp = opponent(c);
        final int[] col = color;
        final int[] hd = head;
        final int s = stride;
        // Distinct own chains that join (at most 4); NO_POINT marks an empty slot.
        int h0 = NO_POINT, h1 = NO_POINT, h2 = NO_POINT, h3 = NO_POINT;
        for (int d = 0; d < 4; d++) {
            int e = d == 0 ? pt - 1 : d == 1 ? pt + 1 : d == 2 ? pt - s : pt + s;
            if (col[e] != c) continue;
            int h = hd[e];
            if (h == h0 || h == h1 || h == h2) continue;
            if (h0 == NO_POINT) h0 = h; else if (h1 == NO_POINT) h1 = h; else if (h2 == NO_POINT) h2 = h; else h3 = h;
        }
        int n = 0;
        final int pw = pt >>> 6;
        final long pbit = 1L << (pt & 63);
        if (h0 != NO_POINT) {
            final long[] lb = libBits;
            final int w = words;
            final int b0 = h0 * w;
            final int b1 = h1 == NO_POINT ? -1 : h1 * w;
            final int b2 = h2 == NO_POINT ? -1 : h2 * w;
            final int b3 = h3 == NO_POINT ? -1 : h3 * w;
            for (int i = 0; i < w; i++) {
                long x = lb[b0 + i];
                if (b1 >= 0) x |= lb[b1 + i];
                if (b2 >= 0) x |= lb[b2 + i];
                if (b3 >= 0) x |= lb[b3 + i];
                if (i == pw) x &= ~pbit;
                n += Long.bitCount(x);
            }
        }
        for (int d = 0; d < 4; d++) {
            int e = d == 0 ? pt - 1 : d == 1 ? pt + 1 : d == 2 ? pt - s : pt + s;
            int ec = col[e];
            if (ec == EMPTY) {
                if (h0 == NO_POINT || !inLibs(e, h0, h1, h2, h3)) n++;
            } else if (ec == opp && libs[hd[e]] == 1) {
                int ch = hd[e];
                if (!firstNeighbourOfChain(pt, d, ch)) continue; // count each captured chain once
                int t = ch;
                do {
                    if (touches(t, pt, c, h0, h1, h2, h3)) n++;
                    t = next[t];
                } while (t != ch);
            }
        }
        return n < limit ? n : limit;
    }

    /** True when empty {@code p} is a liberty of one of the given chains (NO_POINT slots skipped). */
    private boolean inLibs(int p, int h0, int h1, int h2, int h3) {
        final int w = words;
        final int i = p >>> 6;
        final long bit = 1L << (p & 63);
        final long[] lb = libBits;
        return (lb[h0 * w + i] & bit) != 0
                || (h1 != NO_POINT && (lb[h1 * w + i] & bit) != 0)
                || (h2 != NO_POINT && (lb[h2 * w + i] & bit) != 0)
                || (h3 != NO_POINT && (lb[h3 * w + i] & bit) != 0);
    }

    /** True when no neighbour of {@code pt} before direction {@code d} belongs to chain {@code ch}. */
    private boolean firstNeighbourOfChain(int pt, int d, int ch) {
        final int s = stride;
        for (int k = 0; k < d; k++) {
            int e = k == 0 ? pt - 1 : k == 1 ? pt + 1 : k == 2 ? pt - s : pt + s;
            int ec = color[e];
            if ((ec == BLACK || ec == WHITE) && head[e] == ch) return false;
        }
        return true;
    }

    /** True when stone {@code t} is next to {@code pt} or to a stone of one of the given chains of {@code c}. */
    private boolean touches(int t, int pt, int c, int h0, int h1, int h2, int h3) {
        final int s = stride;
        for (int k = 0; k < 4; k++) {
            int f = k == 0 ? t - 1 : k == 1 ? t + 1 : k == 2 ? t - s : t + s;
            if (f == pt) return true;
            if (color[f] == c) {
                int h = head[f];
                if (h == h0 || h == h1 || h == h2 || h == h3) return true;
            }
        }
        return false;
    }

    /** True when some stone of the chain at {@code pt} touches a chain of colour {@code c} in atari. */
    public boolean touchesAtari(int pt, int c) {
        int s = pt;
        do {
            for (int d = 0; d < 4; d++) {
                int n = s + delta(d);
                if (color[n] == c && libertyCount(n) == 1) return true;
            }
            s = nextStone(s);
        } while (s != pt);
        return false;
    }

    /**
     * True when the play would leave the moving chain in atari (exactly one liberty after
     * captures). Suicide is not self-atari.
     */
    public boolean isSelfAtari(int pt, int c) {
        return libertiesAfter(pt, c, 2) == 1;
    }

    /** The hash the position would have after {@code c} plays at {@code pt} (no play made). */
    public long hashAfter(int pt, int c) {
        if (pt == PASS) return hash;
        int opp = opponent(c);
        long h = hash ^ Zobrist.key(c, pt);
        boolean capturedAny = false;
        int h0 = NO_POINT, h1 = NO_POINT, h2 = NO_POINT;
        for (int d = 0; d < 4; d++) {
            int n = pt + delta(d);
            if (color[n] == opp) {
                int ch = head[n];
                if (libs[ch] == 1 && ch != h0 && ch != h1 && ch != h2) {
                    capturedAny = true;
                    int s = ch;
                    do {
                        h ^= Zobrist.key(opp, s);
                        s = next[s];
                    } while (s != ch);
                    if (h0 == NO_POINT) h0 = ch; else if (h1 == NO_POINT) h1 = ch; else h2 = ch;
                }
            }
        }
        if (!capturedAny && isSuicide(pt, c)) {
            // Multi-stone suicide: the new stone and every joined chain leave the board.
            h ^= Zobrist.key(c, pt);
            h0 = NO_POINT; h1 = NO_POINT; h2 = NO_POINT;
            for (int d = 0; d < 4; d++) {
                int n = pt + delta(d);
                if (color[n] == c) {
                    int ch = head[n];
                    if (ch != h0 && ch != h1 && ch != h2) {
                        int s = ch;
                        do {
                            h ^= Zobrist.key(c, s);
                            s = next[s];
                        } while (s != ch);
                        if (h0 == NO_POINT) h0 = ch; else if (h1 == NO_POINT) h1 = ch; else h2 = ch;
                    }
                }
            }
        }
        return h;
    }

    // ----------------------------------------------------------------------------------------
    // Playing

    /**
     * Plays {@code c} at {@code pt}, which must be legal with suicide allowed (the caller
     * checks {@link #legality}); PASS is fine. A multi-stone suicide removes the chain.
     */
    public void playLegal(int pt, int c) {
        // The callers check legality; tests run with assertions on (Surefire's default), so a
        // caller that plays on a stone or off the board fails there instead of corrupting the
        // chains. With assertions off (the engine) the JIT drops the check.
        assert pt == PASS || pt > PASS && pt < color.length && color[pt] == EMPTY
                : badPlayMessage(pt, c);
        lastMove2 = lastMove;
        lastMove = pt;
        moveCount++;
        lastCaptureCount = 0;
        koPoint = NO_POINT;
        if (pt == PASS) {
            return;
        }
        // Neighbour counts before the stone goes down (placing it changes its neighbours' counts,
        // not its own): they tell which of the branchy steps below are needed at all.
        final int v = nbr[pt];
        // The four sides' colours and heads, read once before any write (the steps below
        // would otherwise read them again after stores the JIT cannot tell apart). A merge
        // relabels friendly sides only; the enemy sides' heads stay valid throughout.
        final int s = stride;
        final int[] col = color;
        final int[] hd = head;
        final int c0 = col[pt - 1], c1 = col[pt + 1], c2 = col[pt - s], c3 = col[pt + s];
        final int h0 = hd[pt - 1], h1 = hd[pt + 1], h2 = hd[pt - s], h3 = hd[pt + s];
        col[pt] = c;
        hash ^= Zobrist.key(c, pt);
        removeEmpty(pt);
        addNeighbourCounts(pt, NBR_PLACE[c]);
        // Friendly sides' heads, 0 for the others (heads are points above 0); no branches.
        final int f0 = h0 & (int) isZero(c0 ^ c), f1 = h1 & (int) isZero(c1 ^ c), f2 = h2 & (int) isZero(c2 ^ c),
                f3 = h3 & (int) isZero(c3 ^ c);
        if (((v >> ((c - 1) << 2)) & 15) < 2) {
            // At most one friendly side: its head is the maximum.
            newOrExtend(pt, Math.max(Math.max(f0, f1), Math.max(f2, f3)), c0, c1, c2, c3);
        } else {
            joinSeveral(pt, f0, f1, f2, f3);
        }
        if (((v >> ((2 - c) << 2)) & 15) != 0) {
            final int opp = opponent(c);
            takeEnemyLiberties(pt, c, c0 ^ opp, c1 ^ opp, c2 ^ opp, c3 ^ opp, h0, h1, h2, h3);
        } else {
            int h = head[pt];
            if (libs[h] == 0) {
                // Multi-stone suicide (legality was checked by the caller).
                captured[opponent(c)] += stones[h];
                removeChain(h);
            }
        }
    }

    /** The assertion message of {@link #playLegal} (out of line to keep its bytecode small). */
    private String badPlayMessage(int pt, int c) {
        return "play " + c + " at " + pt + ": point is "
                + (pt > PASS && pt < color.length ? "colour " + color[pt] : "off the board");
    }

    /**
     * After {@code c} was placed at {@code pt}: takes the liberty pt from each neighbouring
     * enemy chain and captures those left without liberties; then sets the ko point or removes
     * a multi-stone suicide.
     *
     * <p>Branch-free first pass: in random play the neighbours' colours are unpredictable, so
     * every side clears its bit with a mask that is zero unless the neighbour is an enemy stone
     * (a masked write to a stale head's words rewrites the same value). A chain met through a
     * second side has lost the bit already, so its count drops once. Captures are rare and
     * handled in a second pass; a captured chain is no longer the enemy colour when met again.
     */
    private void takeEnemyLiberties(int pt, int c, int x0, int x1, int x2, int x3, int h0, int h1, int h2, int h3) {
        final int wpt = pt >>> 6;
        final long bit = 1L << pt;
        // x == 0 exactly for an enemy side. Each dropLiberty returns the chain's count after
        // its own update, which is final (a later side of the same chain finds the bit gone).
        final int r0 = dropLiberty(h0, wpt, bit & isZero(x0)) | x0;
        final int r1 = dropLiberty(h1, wpt, bit & isZero(x1)) | x1;
        final int r2 = dropLiberty(h2, wpt, bit & isZero(x2)) | x2;
        final int r3 = dropLiberty(h3, wpt, bit & isZero(x3)) | x3;
        // A neighbour is captured when it is an enemy stone (x == 0) whose chain has no liberty
        // left: the OR of the two is zero; one branch for all four sides.
        if (Math.min(Math.min(r0, r1), Math.min(r2, r3)) == 0) {
            captureAfter(pt, c, r0, r1, r2, r3, h0, h1, h2, h3);
            return;
        }
        int h = head[pt];
        if (libs[h] == 0) {
            // Multi-stone suicide (legality was checked by the caller).
            captured[opponent(c)] += stones[h];
            removeChain(h);
        }
    }

    /**
     * Clears the bits {@code m} (zero or the placed point's bit) in word {@code w} of chain
     * {@code h}'s set and returns the chain's liberty count after it, lowered only if the bit was
     * set. A zero mask on a stale head rewrites the same value.
     */
    private int dropLiberty(int h, int w, long m) {
        final int i = h * words + w;
        final long x = libBits[i];
        libBits[i] = x & ~m;
        return libs[h] -= Long.bitCount(x & m);
    }

    /**
     * Removes the enemy chains next to {@code pt} left without liberties and sets the ko point;
     * {@code r0..r3} and {@code h0..h3} are the sides' results and heads from
     * {@link #takeEnemyLiberties} (r == 0 exactly for an enemy side whose chain has no liberty
     * left; enemy heads are unchanged by the placement). Each captured chain is removed when
     * first met; a second side of it is EMPTY by then, hence the colour test.
     */
    private void captureAfter(int pt, int c, int r0, int r1, int r2, int r3, int h0, int h1, int h2, int h3) {
        final int s = stride;
        final int opp = opponent(c);
        int captures = 0;
        if (r0 == 0) captures += removeCaptured(h0);
        if (r1 == 0 && color[pt + 1] == opp) captures += removeCaptured(h1);
        if (r2 == 0 && color[pt - s] == opp) captures += removeCaptured(h2);
        if (r3 == 0 && color[pt + s] == opp) captures += removeCaptured(h3);
        lastCaptureCount = captures;
        captured[c] += captures;
        int h = head[pt];
        if (captures == 1 && stones[h] == 1 && libs[h] == 1) {
            // The single captured stone was next to pt, and pt's only liberty is where it stood.
            koPoint = atariLiberty(pt);
            koColor = opponent(c);
        }
    }

    /** Removes the chain at head {@code h} (captured) and returns its number of stones. */
    private int removeCaptured(int h) {
        final int k = stones[h];
        removeChain(h);
        return k;
    }

    /**
     * For a side {@code n} of a surrounded point: 1 when the side lets {@code c} play there,
     * i.e. it is an own chain with a spare liberty, or an enemy chain in atari (a capture); else 0.
     */
    private int sideAllows(int n, int c) {
        final int nc = color[n];
        // Border cells have head 0, never a chain head, so libs[0] stays 0; a border side is
        // neither colour anyway. (1 - l) >>> 31 is 1 for l > 1.
        final int l = libs[head[n]];
        return (isZero32(nc ^ c) & ((1 - l) >>> 31)) | (isZero32(nc ^ opponent(c)) & isZero32(l ^ 1));
    }

    /** 1 when {@code x} (a small non-negative int, e.g. a colour difference) is 0, else 0. */
    private static int isZero32(int x) {
        return (x - 1) >>> 31;
    }

    /** All ones when {@code x} (a small non-negative int, e.g. a colour difference) is 0, else 0. */
    private static long isZero(int x) {
        return -(long) ((x - 1) >>> 31);
    }

    /** Sets the bits {@code m} of word {@code w} of chain {@code h}'s set, counting the new ones. */
    private void creditLiberty(int h, int w, long m) {
        final int i = h * words + w;
        final long x = libBits[i];
        libBits[i] = x | m;
        libs[h] += Long.bitCount(m & ~x);
    }

    /**
     * Makes the new stone at {@code pt} (already on the board, at most one friendly side) a
     * chain of its own, or adds it to the chain {@code f} of its one friendly neighbour (0 when
     * there is none), with the exact liberty set and count; {@code c0..c3} are the colours of
     * the sides pt-1, pt+1, pt-stride, pt+stride. Enemy liberties are the caller's business. One
     * code path for both cases, without branches (in random play either is as likely):
     * {@code keep} is all ones when extending f and 0 for a new chain at pt, whose liberty words
     * are zero already (pt was not a chain head, see libBits).
     */
    private void newOrExtend(int pt, int f, int c0, int c1, int c2, int c3) {
        final int keep = -((-f) >>> 31);
        final int h = f | (pt & ~keep);
        head[pt] = h;
        // For a new chain h == pt, and the second write leaves next[pt] = pt.
        next[pt] = next[h];
        next[h] = pt;
        stones[h] = (stones[h] & keep) + 1;
        // pt itself leaves the set of the chain it extends (keep = -1 counts it out).
        libs[h] = (libs[h] & keep) + keep + placeInLibertySet(h * words, pt, c0, c1, c2, c3);
    }

    /**
     * Joins the new stone at {@code pt} (already on the board, with two or more friendly sides:
     * one chain or several to merge) to its friendly neighbours, with exact liberty sets and
     * counts for the joined chain; {@code f0..f3} are the sides' chain heads, 0 for a side that
     * is not friendly. Enemy liberties are the caller's business.
     */
    private void joinSeveral(int pt, int f0, int f1, int f2, int f3) {
        // The largest friendly chain keeps its head; the others are merged into it. Non-friend
        // sides read 0, and stones[0] is 0 (cell 0 is never a chain head), so they never win.
        final int[] st = stones;
        int big = f0;
        if (st[f1] > st[big]) big = f1;
        if (st[f2] > st[big]) big = f2;
        if (st[f3] > st[big]) big = f3;
        extendChain(big, pt);
        // Each other chain once (two sides may belong to one chain).
        if (f0 != big && f0 != 0) mergeInto(big, f0, pt);
        if (f1 != big && f1 != 0 && f1 != f0) mergeInto(big, f1, pt);
        if (f2 != big && f2 != 0 && f2 != f0 && f2 != f1) mergeInto(big, f2, pt);
        if (f3 != big && f3 != 0 && f3 != f0 && f3 != f1 && f3 != f2) mergeInto(big, f3, pt);
    }

    /**
     * Adds the new stone {@code pt} to the chain at head {@code big}, a neighbour: pt leaves
     * the liberty set (it was in it) and pt's empty neighbours join it, branch-free (a mask
     * that is zero for a non-empty neighbour; popcount of the newly set bit).
     */
    private void extendChain(int big, int pt) {
        head[pt] = big;
        next[pt] = next[big];
        next[big] = pt;
        stones[big]++;
        // -1: pt itself was a liberty of the chain.
        final int s = stride;
        libs[big] += placeInLibertySet(big * words, pt, color[pt - 1], color[pt + 1], color[pt - s], color[pt + s]) - 1;
    }

    /**
     * For a stone placed at {@code pt} into the chain whose liberty set is at word offset
     * {@code base}: clears pt's bit and sets the bits of pt's empty neighbours (colours
     * {@code c0..c3} of the sides pt-1, pt+1, pt-stride, pt+stride); returns how many of the
     * neighbours' bits were not set yet. Branch-free and with two word updates instead of five:
     * pt and its four neighbours lie in a window of 2 * stride + 1 < 64 bits starting at
     * pt - stride, which spans at most two words. When the window ends in the set's last word
     * the second masks are zero, and the second write (to the next cell's first word, in range
     * because the last cell is a border cell and never a head) stores the value it read.
     */
    private int placeInLibertySet(int base, int pt, int c0, int c1, int c2, int c3) {
        final int s = stride;
        final int lo = pt - s;
        // Bit k of the window is point lo + k; isZero32 is 1 for EMPTY.
        final long win = (long) isZero32(c2) | ((long) isZero32(c0) << (s - 1))
                | ((long) isZero32(c1) << (s + 1)) | ((long) isZero32(c3) << (2 * s));
        final long self = 1L << s;
        final int r = lo & 63;
        final long m0 = win << r;
        final long p0 = self << r;
        // The window's bits above the first word; two shifts so that r = 0 gives 0.
        final long m1 = (win >>> 1) >>> (63 - r);
        final long p1 = (self >>> 1) >>> (63 - r);
        final long[] lb = libBits;
        final int i = base + (lo >>> 6);
        final long x0 = lb[i];
        final long x1 = lb[i + 1];
        lb[i] = (x0 & ~p0) | m0;
        lb[i + 1] = (x1 & ~p1) | m1;
        return Long.bitCount(m0 & ~x0) + Long.bitCount(m1 & ~x1);
    }

    /**
     * Joins chain {@code small} into chain {@code big} (both heads, different chains of one
     * colour, both next to the new stone {@code pt}, which big already holds). Relabels the
     * smaller chain's stones and ORs the liberty sets; pt leaves small's set first.
     */
    private void mergeInto(int big, int small, int pt) {
        int s = small;
        do {
            head[s] = big;
            s = next[s];
        } while (s != small);
        int t = next[big];
        next[big] = next[small];
        next[small] = t;
        stones[big] += stones[small];
        final long[] lb = libBits;
        final int bb = big * words;
        final int sb = small * words;
        lb[sb + (pt >>> 6)] &= ~(1L << pt);
        int count = 0;
        for (int w = 0; w < words; w++) {
            long x = lb[bb + w] | lb[sb + w];
            lb[bb + w] = x;
            lb[sb + w] = 0;
            count += Long.bitCount(x);
        }
        libs[big] = count;
    }

    /** Removes every stone of the chain at head {@code h}, giving liberties to its neighbours. */
    private void removeChain(int h) {
        final int c = color[h];
        final int other = opponent(c);
        final int dec = NBR_PLACE[c];
        final int[] col = color;
        final int[] hd = head;
        int s = h;
        do {
            col[s] = EMPTY;
            hash ^= Zobrist.key(c, s);
            addEmpty(s);
            addNeighbourCounts(s, -dec);
            // Every stone next to the chain but not in it has the other colour: each side sets
            // the freed point in that chain's set, counting it only when the bit was not set yet
            // (a chain touching s twice is credited once). Branch-free, because the sides'
            // colours are unpredictable in random play: the mask is zero unless the side is a
            // stone of the other colour, and a masked write to a stale or border head's words
            // (heads always hold a point, so the index is in range) rewrites the same value.
            final long bit = 1L << s;
            final int ws = s >>> 6;
            creditLiberty(hd[s - 1], ws, bit & isZero(col[s - 1] ^ other));
            creditLiberty(hd[s + 1], ws, bit & isZero(col[s + 1] ^ other));
            creditLiberty(hd[s - stride], ws, bit & isZero(col[s - stride] ^ other));
            creditLiberty(hd[s + stride], ws, bit & isZero(col[s + stride] ^ other));
            s = next[s];
        } while (s != h);
        final int base = h * words;
        for (int w = 0; w < words; w++) libBits[base + w] = 0;
    }

    private void addEmpty(int pt) {
        emptyIndex[pt] = emptyCount;
        emptyList[emptyCount++] = pt;
    }

    private void removeEmpty(int pt) {
        int i = emptyIndex[pt];
        int last = emptyList[--emptyCount];
        emptyList[i] = last;
        emptyIndex[last] = i;
    }

    /**
     * Sets up a stone outside of play (handicap, SGF AB/AW/AE). {@code c == EMPTY} removes the
     * stone there. Chains and liberties are rebuilt from scratch (setup is rare); any chain
     * left without liberties is removed, ko is cleared.
     */
    public void placeSetupStone(int pt, int c) {
        placeSetupStones(new int[] {pt}, c);
    }

    /** {@link #placeSetupStone} for many points at once, with one rebuild. */
    public void placeSetupStones(int[] pts, int c) {
        for (int pt : pts) {
            if (!onBoard(pt)) throw new IllegalArgumentException("setup point off board: " + pt);
        }
        for (int pt : pts) {
            color[pt] = c;
        }
        rebuildFromColors();
        // A setup that leaves chains without liberties is resolved by removing them.
        for (int p = stride; p < color.length; p++) {
            int pc = color[p];
            if ((pc == BLACK || pc == WHITE) && libs[head[p]] == 0) {
                removeChain(head[p]);
            }
        }
        koPoint = NO_POINT;
    }

    /** Rebuilds chains, liberties, empty set and hash from the colours alone. */
    private void rebuildFromColors() {
        java.util.Arrays.fill(libBits, 0);
        hash = 0;
        emptyCount = 0;
        java.util.Arrays.fill(nbr, 0);
        for (int p = stride; p < color.length - stride; p++) {
            if (color[p] == BORDER) continue;
            for (int d = 0; d < 4; d++) {
                nbr[p] += NBR_ONE[color[p + delta(d)]];
            }
        }
        for (int p = 0; p < color.length; p++) {
            int pc = color[p];
            if (pc == EMPTY) {
                addEmpty(p);
            } else if (pc == BLACK || pc == WHITE) {
                hash ^= Zobrist.key(pc, p);
                head[p] = NO_POINT;
            }
        }
        int[] queue = new int[color.length];
        for (int p = 0; p < color.length; p++) {
            int pc = color[p];
            if ((pc != BLACK && pc != WHITE) || head[p] != NO_POINT) continue;
            int qn = 0;
            queue[qn++] = p;
            head[p] = p;
            int count = 0;
            int prev = p;
            for (int qi = 0; qi < qn; qi++) {
                int s = queue[qi];
                count++;
                if (s != p) {
                    next[prev] = s;
                    prev = s;
                }
                for (int d = 0; d < 4; d++) {
                    int n = s + delta(d);
                    if (color[n] == pc && head[n] == NO_POINT) {
                        head[n] = p;
                        queue[qn++] = n;
                    }
                }
            }
            next[prev] = p;
            stones[p] = count;
            libs[p] = buildLibertySet(p);
        }
    }

    /** Builds the liberty set of the chain at head {@code h} from the colours; returns its size. */
    private int buildLibertySet(int h) {
        final int base = h * words;
        for (int w = 0; w < words; w++) libBits[base + w] = 0;
        int s = h;
        do {
            for (int d = 0; d < 4; d++) {
                int e = s + delta(d);
                if (color[e] == EMPTY) libBits[base + (e >>> 6)] |= 1L << e;
            }
            s = next[s];
        } while (s != h);
        int n = 0;
        for (int w = 0; w < words; w++) n += Long.bitCount(libBits[base + w]);
        return n;
    }

    // ----------------------------------------------------------------------------------------
    // Copying and checking

    /** Makes this board an exact copy of {@code other}; allocates only if the size differs. */
    public void copyFrom(Board other) {
        if (other.size != size) {
            allocate(other.size);
        }
        int n = color.length;
        System.arraycopy(other.color, 0, color, 0, n);
        System.arraycopy(other.head, 0, head, 0, n);
        System.arraycopy(other.next, 0, next, 0, n);
        System.arraycopy(other.stones, 0, stones, 0, n);
        System.arraycopy(other.libs, 0, libs, 0, n);
        System.arraycopy(other.libBits, 0, libBits, 0, libBits.length);
        System.arraycopy(other.nbr, 0, nbr, 0, n);
        System.arraycopy(other.emptyIndex, 0, emptyIndex, 0, n);
        System.arraycopy(other.emptyList, 0, emptyList, 0, other.emptyCount);
        System.arraycopy(other.captured, 0, captured, 0, 3);
        emptyCount = other.emptyCount;
        koPoint = other.koPoint;
        koColor = other.koColor;
        hash = other.hash;
        lastMove = other.lastMove;
        lastMove2 = other.lastMove2;
        lastCaptureCount = other.lastCaptureCount;
        moveCount = other.moveCount;
    }

    /** True when both boards hold the same stones (size and colours of every point). */
    public boolean sameStones(Board other) {
        return other.size == size && java.util.Arrays.equals(color, other.color);
    }

    /**
     * Rebuilds every invariant from the colours and compares: border, chain heads and
     * cycles, stone counts, liberty counts, the empty set, the hash and the ko point.
     *
     * @throws IllegalStateException naming the first broken invariant
     */
    public void checkConsistency() {
        int n = color.length;
        for (int p = 0; p < n; p++) {
            boolean inside = p >= stride && p < (size + 1) * stride && p % stride != 0;
            int c = color[p];
            if (inside != (c != BORDER)) {
                throw new IllegalStateException("cell " + p + " colour " + c + (inside ? " on board" : " on border"));
            }
        }
        for (int p = 0; p < n; p++) {
            if (color[p] == BORDER) continue;
            int expect = 0;
            for (int d = 0; d < 4; d++) expect += NBR_ONE[color[p + delta(d)]];
            if (nbr[p] != expect) {
                throw new IllegalStateException("neighbour counts at " + describe(p) + ": " + Integer.toHexString(nbr[p])
                        + ", real " + Integer.toHexString(expect));
            }
        }
        long h = 0;
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        for (int p = 0; p < n; p++) {
            int c = color[p];
            if (c != BLACK && c != WHITE) continue;
            h ^= Zobrist.key(c, p);
            if (seen[p]) continue;
            // Flood the chain from p.
            int qn = 0;
            queue[qn++] = p;
            seen[p] = true;
            for (int qi = 0; qi < qn; qi++) {
                int s = queue[qi];
                for (int d = 0; d < 4; d++) {
                    int e = s + delta(d);
                    if (color[e] == c && !seen[e]) {
                        seen[e] = true;
                        queue[qn++] = e;
                    }
                }
            }
            int hd = head[p];
            boolean headInChain = false;
            for (int i = 0; i < qn; i++) {
                if (head[queue[i]] != hd) {
                    throw new IllegalStateException("chain at " + describe(p) + ": stone " + describe(queue[i])
                            + " has head " + head[queue[i]] + ", expected " + hd);
                }
                if (queue[i] == hd) headInChain = true;
            }
            if (!headInChain) {
                throw new IllegalStateException("chain at " + describe(p) + ": head " + hd + " is not a stone of it");
            }
            if (stones[hd] != qn) {
                throw new IllegalStateException("chain at " + describe(p) + ": stone count " + stones[hd] + ", real " + qn);
            }
            int walked = 0;
            int s = hd;
            do {
                if (color[s] != c || head[s] != hd) {
                    throw new IllegalStateException("chain at " + describe(p) + ": next-list reaches " + describe(s));
                }
                s = next[s];
                if (++walked > qn) {
                    throw new IllegalStateException("chain at " + describe(p) + ": next-list longer than " + qn);
                }
            } while (s != hd);
            if (walked != qn) {
                throw new IllegalStateException("chain at " + describe(p) + ": next-list has " + walked + " stones, chain " + qn);
            }
            int realLibs = 0;
            boolean[] libSeen = new boolean[n];
            for (int i = 0; i < qn; i++) {
                for (int d = 0; d < 4; d++) {
                    int e = queue[i] + delta(d);
                    if (color[e] == EMPTY && !libSeen[e]) {
                        libSeen[e] = true;
                        realLibs++;
                    }
                }
            }
            if (realLibs == 0) {
                throw new IllegalStateException("chain at " + describe(p) + " has no liberties");
            }
            if (libs[hd] != realLibs) {
                throw new IllegalStateException("chain at " + describe(p) + ": liberty count " + libs[hd] + ", real " + realLibs);
            }
            for (int q = 0; q < words * 64; q++) {
                boolean bit = (libBits[hd * words + (q >>> 6)] & (1L << q)) != 0;
                boolean real = q < n && libSeen[q];
                if (bit != real) {
                    throw new IllegalStateException("chain at " + describe(p) + ": liberty set " + (bit ? "holds " : "lacks ")
                            + describe(q) + ", which " + (real ? "is" : "is not") + " a liberty");
                }
            }
        }
        for (int p = 0; p < n; p++) {
            int c = color[p];
            if ((c == BLACK || c == WHITE) && head[p] == p) continue;
            for (int w = 0; w < words; w++) {
                if (libBits[p * words + w] != 0) {
                    throw new IllegalStateException("liberty set words at " + describe(p) + ", which is not a chain head, are not zero");
                }
            }
        }
        if (h != hash) {
            throw new IllegalStateException("hash " + Long.toHexString(hash) + ", real " + Long.toHexString(h));
        }
        int empties = 0;
        for (int p = 0; p < n; p++) {
            if (color[p] == EMPTY) {
                empties++;
                int i = emptyIndex[p];
                if (i < 0 || i >= emptyCount || emptyList[i] != p) {
                    throw new IllegalStateException("empty point " + describe(p) + " missing from the empty set");
                }
            }
        }
        if (empties != emptyCount) {
            throw new IllegalStateException("empty set holds " + emptyCount + " points, board " + empties);
        }
        if (koPoint != NO_POINT) {
            if (color[koPoint] != EMPTY) {
                throw new IllegalStateException("ko point " + describe(koPoint) + " is not empty");
            }
            int taker = opponent(koColor);
            if (lastMove == NO_POINT || lastMove == PASS || color[lastMove] != taker || stones[head[lastMove]] != 1
                    || libs[head[lastMove]] != 1 || atariLiberty(lastMove) != koPoint) {
                throw new IllegalStateException("ko point " + describe(koPoint) + " does not follow a single-stone ko capture");
            }
        }
    }

    private String describe(int pt) {
        if (!onBoard(pt)) return "cell " + pt;
        return Coord.toGtp(pt, size);
    }

    // ----------------------------------------------------------------------------------------
    // Diagrams

    /**
     * Builds a board from a diagram, top row first: 'X', 'x', '#', 'B' black; 'O', 'o', 'W'
     * white; '.', '+', '-' empty. Spaces are ignored. Stones without liberties are an error.
     */
    public static Board fromDiagram(String... rows) {
        int n = rows.length;
        Board b = new Board(n);
        for (int r = 0; r < n; r++) {
            String row = rows[r].replace(" ", "");
            if (row.length() != n) {
                throw new IllegalArgumentException("diagram row " + (r + 1) + " has " + row.length() + " points, expected " + n);
            }
            int y = n - 1 - r;
            for (int x = 0; x < n; x++) {
                char ch = row.charAt(x);
                int c;
                switch (ch) {
                    case 'X': case 'x': case '#': case 'B': c = BLACK; break;
                    case 'O': case 'o': case 'W': c = WHITE; break;
                    case '.': case '+': case '-': c = EMPTY; break;
                    default: throw new IllegalArgumentException("diagram row " + (r + 1) + ": bad character '" + ch + "'");
                }
                b.color[b.point(x, y)] = c;
            }
        }
        b.rebuildFromColors();
        for (int p = 0; p < b.color.length; p++) {
            int pc = b.color[p];
            if ((pc == BLACK || pc == WHITE) && b.libs[b.head[p]] == 0) {
                throw new IllegalArgumentException("diagram has a chain without liberties at " + Coord.toGtp(p, n));
            }
        }
        return b;
    }

    /** The stones as diagram rows, top row first, in the format {@link #fromDiagram} reads. */
    public String[] toDiagram() {
        String[] rows = new String[size];
        StringBuilder sb = new StringBuilder();
        for (int y = size - 1; y >= 0; y--) {
            sb.setLength(0);
            for (int x = 0; x < size; x++) {
                int c = color[point(x, y)];
                sb.append(c == BLACK ? 'X' : c == WHITE ? 'O' : '.');
            }
            rows[size - 1 - y] = sb.toString();
        }
        return rows;
    }

    /** A readable diagram with GTP coordinates, the ko point shown as '*'. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        appendLetters(sb);
        for (int y = size - 1; y >= 0; y--) {
            String num = Integer.toString(y + 1);
            sb.append(num.length() == 1 ? " " : "").append(num);
            for (int x = 0; x < size; x++) {
                int pt = point(x, y);
                int c = color[pt];
                sb.append(' ').append(c == BLACK ? 'X' : c == WHITE ? 'O' : pt == koPoint ? '*' : '.');
            }
            sb.append(' ').append(num).append('\n');
        }
        appendLetters(sb);
        return sb.toString();
    }

    private void appendLetters(StringBuilder sb) {
        sb.append("  ");
        for (int x = 0; x < size; x++) {
            sb.append(' ').append(Coord.LETTERS.charAt(x));
        }
        sb.append('\n');
    }
}
