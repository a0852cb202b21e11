package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.playout.ShapePatterns;

/**
 * A hand-written prior for when no learned table is given: the same knowledge as the
 * playout policy (captures, atari escapes, shapes near the last moves, self-atari, line),
 * as multiplicative gammas. Thread-safe and allocation-free.
 */
public final class BuiltinPriors implements MovePriors {
    @Override
    public Object newScratch() {
        return null;
    }

    @Override
    public double gammas(Board b, int color, float[] out, Object scratch) {
        java.util.Arrays.fill(out, 0, b.arrayLength(), 0f);
        int size = b.size();
        int last = b.lastMove();
        int last2 = b.secondLastMove();
        int lx = last > Board.PASS ? b.x(last) : -100, ly = last > Board.PASS ? b.y(last) : -100;
        int l2x = last2 > Board.PASS ? b.x(last2) : -100, l2y = last2 > Board.PASS ? b.y(last2) : -100;
        double sum = 0;
        int n = b.emptyCount();
        for (int i = 0; i < n; i++) {
            int pt = b.emptyAt(i);
            if (!b.isLegal(pt, color, false)) continue;
            double g = 1.0;
            int line = b.edgeDistance(pt);
            if (size >= 9) {
                if (line == 0) g *= 0.25;
                else if (line == 1) g *= 0.8;
                else if (line == 2) g *= 1.4;
                else if (line == 3 && size >= 13) g *= 1.3;
            }
            int caught = b.captureSize(pt, color);
            if (caught > 0) g *= 8 + 2 * Math.min(caught, 10);
            if (savesChain(b, pt, color)) g *= 10;
            int libsAfter = b.libertiesAfter(pt, color, 3);
            if (libsAfter == 1 && caught == 0) g *= ownNeighbour(b, pt, color) ? 0.05 : 0.3;
            if (ShapePatterns.matches(b, pt)) g *= 3;
            int x = b.x(pt), y = b.y(pt);
            int d1 = Math.max(Math.abs(x - lx), Math.abs(y - ly));
            int d2 = Math.max(Math.abs(x - l2x), Math.abs(y - l2y));
            if (d1 <= 1) g *= 3;
            else if (d1 == 2) g *= 1.5;
            if (d2 <= 1) g *= 1.5;
            if (b.isEye(pt, color)) g *= 0.01;
            out[pt] = (float) g;
            sum += g;
        }
        // Passing is rarely right before the end; its share grows as the legal moves run out.
        float pass = 0.05f;
        out[Board.PASS] = pass;
        return sum + pass;
    }

    private static boolean ownNeighbour(Board b, int pt, int c) {
        for (int d = 0; d < 4; d++) {
            if (b.color(pt + b.delta(d)) == c) return true;
        }
        return false;
    }

    /** The play touches an own chain in atari and leaves the joined chain with 2+ liberties. */
    private static boolean savesChain(Board b, int pt, int c) {
        for (int d = 0; d < 4; d++) {
            int q = pt + b.delta(d);
            if (b.color(q) == c && b.libertyCount(q) == 1) {
                return b.libertiesAfter(pt, c, 2) >= 2;
            }
        }
        return false;
    }
}
