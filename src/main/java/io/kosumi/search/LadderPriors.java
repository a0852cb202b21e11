package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.tactics.Ladder;

/**
 * Corrects a node's prior gammas with ladder reading, whatever the prior source: running
 * out of atari into a ladder that works is multiplied by {@link SearchParams#ladderEscapeFactor}
 * (it only loses more stones), and an atari that starts a working ladder by
 * {@link SearchParams#ladderAtariFactor}. The prior table's features see only the 3x3
 * neighbourhood and liberty counts, so they cannot tell a working ladder from a broken one.
 *
 * <p>One instance per worker (it owns a {@link Ladder} and scratch); allocation-free after
 * warm-up.
 */
final class LadderPriors {
    private final Ladder ladder = new Ladder();
    private final double escapeFactor;
    private final double atariFactor;
    private final int[] libs = new int[2];
    /** Points already adjusted in this call (stamp marks, so no clearing per call). */
    private final int[] done = new int[Board.arrayLength(Board.MAX_SIZE)];
    private int stamp;

    LadderPriors(SearchParams p) {
        escapeFactor = p.ladderEscapeFactor;
        atariFactor = p.ladderAtariFactor;
    }

    /** True when the parameters ask for no change (both factors 1). */
    boolean inactive() {
        return escapeFactor == 1.0 && atariFactor == 1.0;
    }

    /**
     * Multiplies the gammas of ladder moves for {@code color} in {@code b}; returns the new sum
     * given the old one.
     */
    double adjust(Board b, int color, float[] gamma, double sum) {
        if (inactive()) return sum;
        if (++stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(done, 0);
            stamp = 1;
        }
        int opp = Board.opponent(color);
        int end = b.arrayLength();
        for (int pt = b.stride(); pt < end; pt++) {
            int c = b.color(pt);
            if ((c != Board.BLACK && c != Board.WHITE) || b.chainHead(pt) != pt) continue;
            int n = b.libertyCount(pt);
            if (c == color && n == 1 && escapeFactor != 1.0) {
                int lib = b.atariLiberty(pt);
                if (gamma[lib] > 0 && done[lib] != stamp) {
                    done[lib] = stamp;
                    if (ladder.moveGetsLaddered(b, lib, color)) {
                        float g = (float) (gamma[lib] * escapeFactor);
                        sum += g - gamma[lib];
                        gamma[lib] = g;
                    }
                }
            } else if (c == opp && n == 2 && atariFactor != 1.0) {
                b.findLiberties(pt, libs);
                for (int k = 0; k < 2; k++) {
                    int lib = libs[k];
                    if (gamma[lib] <= 0 || done[lib] == stamp) continue;
                    done[lib] = stamp;
                    if (ladder.atariLadders(b, lib, color, 1)) {
                        float g = (float) (gamma[lib] * atariFactor);
                        sum += g - gamma[lib];
                        gamma[lib] = g;
                    }
                }
            }
        }
        return sum;
    }
}
