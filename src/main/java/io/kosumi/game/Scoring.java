package io.kosumi.game;

import io.kosumi.board.Board;

/** Area scoring: stones plus empty regions that touch only one colour. */
public final class Scoring {
    private Scoring() {
    }

    /**
     * Black's area minus White's area, with the stones marked in {@code dead} (indexed by
     * point, may be null) removed first. Komi is not included.
     */
    public static int areaDifference(Board board, boolean[] dead) {
        int[] owner = areaOwners(board, dead);
        int diff = 0;
        for (int i = 0; i < owner.length; i++) {
            if (owner[i] == Board.BLACK) diff++;
            else if (owner[i] == Board.WHITE) diff--;
        }
        return diff;
    }

    /**
     * The owner of every point (indexed by point) by area counting: BLACK, WHITE, or EMPTY for
     * a neutral point (dame or seki liberty) and for border cells. Dead stones count as
     * empty points of whoever surrounds them.
     */
    public static int[] areaOwners(Board board, boolean[] dead) {
        int n = board.arrayLength();
        int[] c = new int[n];
        for (int p = 0; p < n; p++) {
            int pc = board.color(p);
            c[p] = (pc == Board.BLACK || pc == Board.WHITE) && dead != null && dead[p] ? Board.EMPTY : pc;
        }
        int[] owner = new int[n];
        int[] queue = new int[n];
        boolean[] seen = new boolean[n];
        int stride = board.stride();
        for (int p = 0; p < n; p++) {
            if (c[p] == Board.BLACK || c[p] == Board.WHITE) {
                owner[p] = c[p];
            } else if (c[p] == Board.EMPTY && !seen[p]) {
                int qn = 0;
                queue[qn++] = p;
                seen[p] = true;
                int touches = 0; // bit 1 black, bit 2 white
                for (int qi = 0; qi < qn; qi++) {
                    int s = queue[qi];
                    for (int d = 0; d < 4; d++) {
                        int e = s + (d == 0 ? -1 : d == 1 ? 1 : d == 2 ? -stride : stride);
                        int ec = c[e];
                        if (ec == Board.EMPTY) {
                            if (!seen[e]) {
                                seen[e] = true;
                                queue[qn++] = e;
                            }
                        } else if (ec != Board.BORDER) {
                            touches |= ec;
                        }
                    }
                }
                int o = touches == Board.BLACK ? Board.BLACK : touches == Board.WHITE ? Board.WHITE : Board.EMPTY;
                for (int i = 0; i < qn; i++) {
                    owner[queue[i]] = o;
                }
            }
        }
        return owner;
    }

    /** "B+3.5", "W+0.5" or "0" for a score from Black's side (komi included). */
    public static String format(double scoreBlackMinusWhite) {
        if (scoreBlackMinusWhite == 0) return "0";
        String v = formatNumber(Math.abs(scoreBlackMinusWhite));
        return (scoreBlackMinusWhite > 0 ? "B+" : "W+") + v;
    }

    private static String formatNumber(double v) {
        if (v == Math.rint(v)) return Long.toString((long) v);
        return Double.toString(v);
    }
}
