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

    /** match[code] is true when the neighbourhood with that code fits a shape. */
    private static final boolean[] MATCH = new boolean[1 << 16];

    static {
        // Neighbour i sits at (row, col) in the 3x3 window; see code().
        int[][] pos = {{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 2}, {2, 0}, {2, 1}, {2, 2}};
        char[][] variants = new char[SHAPES.length * 8][];
        int nv = 0;
        for (String[] shape : SHAPES) {
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
        int[] col = new int[8];
        for (int code = 0; code < (1 << 16); code++) {
            for (int i = 0; i < 8; i++) col[i] = (code >>> (2 * i)) & 3;
            boolean hit = false;
            for (int k = 0; k < nv && !hit; k++) {
                hit = fits(variants[k], col, Board.BLACK) || fits(variants[k], col, Board.WHITE);
            }
            MATCH[code] = hit;
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

    /** Table access for callers that computed the code themselves. */
    public static boolean matchesCode(int code) {
        return MATCH[code];
    }
}
