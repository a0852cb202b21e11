package io.kosumi.playout;

import io.kosumi.board.Board;

/**
 * The 3x3 shapes that make a playout move "interesting", in the spirit of MoGo's playout
 * patterns (Gelly, Wang, Munos, Teytaud 2006): hane, cuts and a few first-line shapes. Each
 * shape is written with the move at the centre; it matches under the 8 board symmetries and
 * with the colours exchanged, so it is the same for both players.
 *
 * <p>The shapes are compiled at class load into a table indexed by the colours of the 8
 * neighbours (2 bits each, {@link #code}), so matching in the playout is one lookup.
 */
public final class ShapePatterns {
    /**
     * Rows top to bottom, centre of the middle row is the move. X and O are the two colours
     * (either way round), '.' empty, '#' off board, '?' anything, 'x' O or empty, 'o' X or
     * empty.
     */
    private static final String[][] SHAPES = {
        // Hane over a contact: answer a stone that touches ours by going round it.
        {"XOX", "...", "???"},
        {"XO.", "...", "?.?"},
        {"XO?", "X..", "x.?"},
        {"XOO", "...", "?.?"},
        // Cuts: separate two stones that are diagonally connected only.
        {"XO?", "O.o", "?o?"},
        {"XO?", "O.X", "???"},
        {"?X?", "O.O", "ooo"},
        // First line: block, connect under, descend, cut.
        {"X.?", "O.?", "###"},
        {"OX?", "X.O", "###"},
        {"?X?", "x.O", "###"},
        {"?XO", "x.x", "###"},
        {"?OX", "X.O", "###"},
    };

    /**
     * The weighted set ({@link PlayoutParams#shapeSet} 1): the fifteen shapes of Pachi's
     * playouts, each with the weight ("gamma") by which a candidate that fits it is chosen over
     * the others, Pachi's values times 100. Here 'X' and 'O' are the two colours, 'Y' and 'Q'
     * the same colours but not in atari (only the four points beside the move carry that
     * condition; on a diagonal they mean 'X' and 'O'), 'x' anything but X (O, empty or off
     * board), 'o' anything but O, '.' empty, '#' off board, '?' anything. A fourth string
     * "X" means X is the player to move; otherwise the shape holds with the colours either way
     * round. When a point fits several shapes the later one's weight counts.
     */
    private static final String[][] WEIGHTED_SHAPES = {
        {"XOX", "...", "???"},          // enclosing hane
        {"YO.", "...", "?.?"},          // hane that does not cut
        {"XO?", "X..", "x.?"},          // magari
        {"XOO", "...", "?.?", "X"},     // thin hane
        {".Q.", "Y..", "..."},          // contact or diagonal attachment
        {"XO?", "O.o", "?o?"},          // cut, unprotected
        {"XO?", "O.X", "???"},          // cut after a peep
        {"?X?", "O.O", "ooo"},          // push through (de)
        {"OX?", "?.O", "?o?"},          // cut of a knight's move
        {"X.?", "O.?", "##?"},          // first line: chase
        {"OX?", "X.O", "###"},          // first line: block the cut
        {"?X?", "x.O", "###"},          // first line: block the connection
        {"?XQ", "x.x", "###"},          // first line: descend
        {"?OY", "Y.O", "###"},          // first line: cut
        {"?X.", "Q.X", "###"},          // first line: make an eye
    };
    private static final int[] WEIGHTS = {52, 53, 32, 22, 37, 28, 21, 19, 82, 12, 20, 11, 16, 57, 44};

    /**
     * WEIGHT[mover << 20 | atari << 16 | code]: the weight of the weighted set's shape that a
     * move by {@code mover} (0 Black, 1 White) at a point with neighbourhood {@code code} and
     * the atari bits of {@link #atariBits} fits, 0 when none.
     */
    private static final byte[] WEIGHT = new byte[2 << 20];
    /** WEIGHT_ANY[mover << 16 | code]: some atari bits give a weight; saves reading liberties. */
    private static final boolean[] WEIGHT_ANY = new boolean[2 << 16];
    /** The code positions (see {@link #code}) beside the move, in the order of the atari bits. */
    private static final int[] SIDES = {1, 3, 4, 6};

    /** match[code] is true when the neighbourhood with that code fits a shape. */
    private static final boolean[] MATCH = new boolean[1 << 16];

    static {
        char[][] variants = variants(SHAPES);
        int nv = variants.length;
        int[] col = new int[8];
        for (int code = 0; code < (1 << 16); code++) {
            for (int i = 0; i < 8; i++) col[i] = (code >>> (2 * i)) & 3;
            boolean hit = false;
            for (int k = 0; k < nv && !hit; k++) {
                hit = fits(variants[k], col, Board.BLACK) || fits(variants[k], col, Board.WHITE);
            }
            MATCH[code] = hit;
        }
        char[][] weighted = variants(WEIGHTED_SHAPES);
        for (int k = 0; k < weighted.length; k++) {
            int shape = k / 8;
            boolean fixed = WEIGHTED_SHAPES[shape].length > 3;
            for (int mover = 0; mover < 2; mover++) {
                int me = mover == 0 ? Board.BLACK : Board.WHITE;
                // X is the mover, then (unless fixed) the opponent.
                expand(weighted[k], 0, mover, me, 0, 0, WEIGHTS[shape]);
                if (!fixed) expand(weighted[k], 0, mover, Board.opponent(me), 0, 0, WEIGHTS[shape]);
            }
        }
    }

    /** Every shape under the 8 symmetries, as the chars at the code positions of {@link #code}. */
    private static char[][] variants(String[][] shapes) {
        // Neighbour i sits at (row, col) in the 3x3 window; see code().
        int[][] pos = {{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 2}, {2, 0}, {2, 1}, {2, 2}};
        char[][] variants = new char[shapes.length * 8][];
        int nv = 0;
        for (String[] shape : shapes) {
            for (int sym = 0; sym < 8; sym++) {
                char[] v = new char[8];
                for (int i = 0; i < 8; i++) {
                    int r = pos[i][0] - 1;
                    int c = pos[i][1] - 1;
                    // Symmetry: optional transpose, then optional flips of rows and columns.
                    if ((sym & 4) != 0) {
                        int t = r;
                        r = c;
                        c = t;
                    }
                    if ((sym & 1) != 0) r = -r;
                    if ((sym & 2) != 0) c = -c;
                    v[i] = shape[r + 1].charAt(c + 1);
                }
                variants[nv++] = v;
            }
        }
        return variants;
    }

    /**
     * Records {@code weight} for every neighbourhood that fits {@code v} from position
     * {@code i} on, with X = {@code x}; {@code code} and {@code atari} hold positions before i.
     */
    private static void expand(char[] v, int i, int mover, int x, int code, int atari, int weight) {
        if (i == 8) {
            WEIGHT[mover << 20 | atari << 16 | code] = (byte) weight;
            WEIGHT_ANY[mover << 16 | code] = true;
            return;
        }
        int o = Board.opponent(x);
        int side = -1;
        for (int k = 0; k < 4; k++) {
            if (SIDES[k] == i) side = k;
        }
        for (int c = 0; c < 4; c++) {
            if (!allows(v[i], c, x, o)) continue;
            boolean stone = c == Board.BLACK || c == Board.WHITE;
            boolean notInAtari = v[i] == 'Y' || v[i] == 'Q';
            expand(v, i + 1, mover, x, code | c << (2 * i), atari, weight);
            if (side >= 0 && stone && !notInAtari) {
                expand(v, i + 1, mover, x, code | c << (2 * i), atari | 1 << side, weight);
            }
        }
    }

    /** Whether colour {@code c} fits char {@code p} of the weighted set (X is {@code x}). */
    private static boolean allows(char p, int c, int x, int o) {
        switch (p) {
            case 'X': case 'Y': return c == x;
            case 'O': case 'Q': return c == o;
            case '.': return c == Board.EMPTY;
            case '#': return c == Board.BORDER;
            case 'x': return c != x;
            case 'o': return c != o;
            default: return true;
        }
    }

    private ShapePatterns() {
    }

    private static boolean fits(char[] v, int[] col, int x) {
        int o = Board.opponent(x);
        for (int i = 0; i < 8; i++) {
            int c = col[i];
            boolean ok;
            switch (v[i]) {
                case 'X': ok = c == x; break;
                case 'O': ok = c == o; break;
                case '.': ok = c == Board.EMPTY; break;
                case '#': ok = c == Board.BORDER; break;
                case 'x': ok = c == o || c == Board.EMPTY; break;
                case 'o': ok = c == x || c == Board.EMPTY; break;
                default: ok = true; break;
            }
            if (!ok) return false;
        }
        return true;
    }

    /** The 16-bit code of the 8 neighbours of {@code pt}: 2 bits of colour each, row by row. */
    public static int code(Board b, int pt) {
        int s = b.stride();
        return b.color(pt + s - 1) | b.color(pt + s) << 2 | b.color(pt + s + 1) << 4
                | b.color(pt - 1) << 6 | b.color(pt + 1) << 8
                | b.color(pt - s - 1) << 10 | b.color(pt - s) << 12 | b.color(pt - s + 1) << 14;
    }

    /** True when a play at empty {@code pt} fits one of the shapes (for either colour). */
    public static boolean matches(Board b, int pt) {
        return MATCH[code(b, pt)];
    }

    /**
     * The weight of the weighted set's shape that a move by {@code me} at empty {@code pt}
     * fits ({@link #WEIGHTED_SHAPES}), 0 when it fits none.
     */
    public static int weight(Board b, int pt, int me) {
        int code = code(b, pt);
        int mover = me == Board.WHITE ? 1 : 0;
        if (!WEIGHT_ANY[mover << 16 | code]) return 0;
        return WEIGHT[mover << 20 | atariBits(b, pt) << 16 | code];
    }

    /** Bit k set when the stone at code position {@code SIDES[k]} of {@code pt} is in atari. */
    static int atariBits(Board b, int pt) {
        int s = b.stride();
        return inAtari(b, pt + s) | inAtari(b, pt - 1) << 1 | inAtari(b, pt + 1) << 2 | inAtari(b, pt - s) << 3;
    }

    private static int inAtari(Board b, int q) {
        int c = b.color(q);
        return (c == Board.BLACK || c == Board.WHITE) && b.libertyCount(q) == 1 ? 1 : 0;
    }

    /** Table access for callers that computed the code themselves. */
    public static boolean matchesCode(int code) {
        return MATCH[code];
    }
}
