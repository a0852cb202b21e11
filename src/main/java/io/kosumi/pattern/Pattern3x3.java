package io.kosumi.pattern;

import io.kosumi.board.Board;

/**
 * 3x3 neighbourhood codes. A code is a plain {@code int} of 20 bits:
 * <ul>
 * <li>bits {@code 2i, 2i+1} (i = 0..7): the colour of neighbour i (EMPTY 0, BLACK 1, WHITE 2,
 * BORDER 3, the board's own values), neighbours in reading order seen from above:
 * <pre>
 *   0 1 2
 *   3 . 4
 *   5 6 7
 * </pre>
 * (0 = up-left, i.e. x-1, y+1, since y grows upwards on the board);</li>
 * <li>bits 16..19: "this orthogonal neighbour is a stone whose chain is in atari" for
 * neighbours 1, 3, 4, 6 in that order.</li>
 * </ul>
 * The centre is not encoded (it is the empty candidate point). A raw code has real colours;
 * {@link #forColor} normalizes it to the side to move (BLACK = "mine"), and {@link #canonical}
 * picks the smallest of the 8 rotations/reflections. Every array indexed by a code has
 * {@link #CODES} entries.
 */
public final class Pattern3x3 {
    /** Number of distinct raw codes: 2^16 colour layouts times 2^4 atari bits. */
    public static final int CODES = 1 << 20;

    private static final int[] DX = {-1, 0, 1, -1, 1, -1, 0, 1};
    private static final int[] DY = {1, 1, 1, 0, 0, -1, -1, -1};
    /** Neighbour index of each atari bit (bit 16 + k). */
    private static final int[] ATARI_POS = {1, 3, 4, 6};

    /** PERM[s][i]: where neighbour i goes under symmetry s. */
    private static final int[][] PERM = new int[8][8];
    /** Per symmetry: transformed contribution of the low colour byte, high colour byte, atari nibble. */
    private static final int[][] T_LO = new int[8][256];
    private static final int[][] T_HI = new int[8][256];
    private static final int[][] T_AT = new int[8][16];

    static {
        for (int s = 0; s < 8; s++) {
            for (int i = 0; i < 8; i++) {
                int[] t = transform(s, DX[i], DY[i]);
                PERM[s][i] = indexOf(t[0], t[1]);
            }
            for (int byteVal = 0; byteVal < 256; byteVal++) {
                int lo = 0, hi = 0;
                for (int k = 0; k < 4; k++) {
                    int c = (byteVal >> (2 * k)) & 3;
                    lo |= c << (2 * PERM[s][k]);
                    hi |= c << (2 * PERM[s][k + 4]);
                }
                T_LO[s][byteVal] = lo;
                T_HI[s][byteVal] = hi;
            }
            for (int nib = 0; nib < 16; nib++) {
                int out = 0;
                for (int k = 0; k < 4; k++) {
                    if ((nib & (1 << k)) != 0) {
                        int dest = PERM[s][ATARI_POS[k]];
                        out |= 1 << (16 + atariBitOf(dest));
                    }
                }
                T_AT[s][nib] = out;
            }
        }
    }

    private Pattern3x3() {
    }

    private static int[] transform(int s, int x, int y) {
        switch (s) {
            case 0: return new int[] {x, y};
            case 1: return new int[] {-x, y};
            case 2: return new int[] {x, -y};
            case 3: return new int[] {-x, -y};
            case 4: return new int[] {y, x};
            case 5: return new int[] {-y, x};
            case 6: return new int[] {y, -x};
            default: return new int[] {-y, -x};
        }
    }

    private static int indexOf(int dx, int dy) {
        for (int i = 0; i < 8; i++) {
            if (DX[i] == dx && DY[i] == dy) return i;
        }
        throw new AssertionError(dx + "," + dy);
    }

    private static int atariBitOf(int pos) {
        for (int k = 0; k < 4; k++) {
            if (ATARI_POS[k] == pos) return k;
        }
        throw new AssertionError("not orthogonal: " + pos);
    }

    /**
     * The raw code (real colours) of the 3x3 neighbourhood of {@code pt}, which must be on the
     * board. Allocation-free.
     */
    public static int code(Board b, int pt) {
        int st = b.stride();
        int up = pt + st;
        int down = pt - st;
        int c0 = b.color(up - 1), c1 = b.color(up), c2 = b.color(up + 1);
        int c3 = b.color(pt - 1), c4 = b.color(pt + 1);
        int c5 = b.color(down - 1), c6 = b.color(down), c7 = b.color(down + 1);
        int code = c0 | c1 << 2 | c2 << 4 | c3 << 6 | c4 << 8 | c5 << 10 | c6 << 12 | c7 << 14;
        if ((c1 == Board.BLACK || c1 == Board.WHITE) && b.libertyCount(up) == 1) code |= 1 << 16;
        if ((c3 == Board.BLACK || c3 == Board.WHITE) && b.libertyCount(pt - 1) == 1) code |= 1 << 17;
        if ((c4 == Board.BLACK || c4 == Board.WHITE) && b.libertyCount(pt + 1) == 1) code |= 1 << 18;
        if ((c6 == Board.BLACK || c6 == Board.WHITE) && b.libertyCount(down) == 1) code |= 1 << 19;
        return code;
    }

    /** Swaps BLACK and WHITE in every colour field (EMPTY and BORDER stay). */
    public static int swapColours(int code) {
        // A field is 01 or 10 exactly when its two bits differ; flipping both bits swaps them.
        int diff = (code ^ (code >>> 1)) & 0x5555;
        return code ^ (diff | (diff << 1));
    }

    /** Normalizes a raw code to the side to move: the result is as if BLACK were to move. */
    public static int forColor(int code, int color) {
        return color == Board.WHITE ? swapColours(code) : code;
    }

    /** The code seen through symmetry {@code s} (0..7; 0 is the identity). */
    public static int symmetric(int code, int s) {
        return T_LO[s][code & 0xFF] | T_HI[s][(code >>> 8) & 0xFF] | T_AT[s][(code >>> 16) & 0xF];
    }

    /** The smallest of the 8 symmetric codes: equal for all rotations and reflections. */
    public static int canonical(int code) {
        int best = code;
        for (int s = 1; s < 8; s++) {
            int t = symmetric(code, s);
            if (t < best) best = t;
        }
        return best;
    }

    /** The colour of neighbour {@code i} (0..7, reading order) in the code. */
    public static int colorAt(int code, int i) {
        return (code >>> (2 * i)) & 3;
    }

    /**
     * True when the code can occur on a real board: atari bits only on stones, and the border
     * cells form an edge or a corner.
     */
    public static boolean isPossible(int code) {
        for (int k = 0; k < 4; k++) {
            if ((code & (1 << (16 + k))) != 0) {
                int c = colorAt(code, ATARI_POS[k]);
                if (c != Board.BLACK && c != Board.WHITE) return false;
            }
        }
        boolean left = colorAt(code, 3) == Board.BORDER;
        boolean right = colorAt(code, 4) == Board.BORDER;
        boolean top = colorAt(code, 1) == Board.BORDER;
        boolean bottom = colorAt(code, 6) == Board.BORDER;
        if ((left && right) || (top && bottom)) return false;
        for (int i = 0; i < 8; i++) {
            boolean border = colorAt(code, i) == Board.BORDER;
            boolean expect = (DX[i] == -1 && left) || (DX[i] == 1 && right) || (DY[i] == 1 && top) || (DY[i] == -1 && bottom);
            if (border != expect) return false;
        }
        return true;
    }

    /** A 3-line picture of the code (X = colour 1, O = colour 2, # = border, a = atari). */
    public static String toString(int code) {
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                if (row == 1 && col == 1) {
                    sb.append('*');
                    continue;
                }
                int i = indexOf(col - 1, 1 - row);
                int c = colorAt(code, i);
                char ch = c == Board.EMPTY ? '.' : c == Board.BLACK ? 'X' : c == Board.WHITE ? 'O' : '#';
                for (int k = 0; k < 4; k++) {
                    if (ATARI_POS[k] == i && (code & (1 << (16 + k))) != 0) ch = Character.toLowerCase(ch);
                }
                sb.append(ch);
            }
            if (row < 2) sb.append('/');
        }
        return sb.toString();
    }
}
