package io.kosumi.playout;

import io.kosumi.board.Board;
import io.kosumi.util.FastRandom;

/**
 * Plays a position out with a {@link PlayoutPolicy}: to two passes in a row or a length cap,
 * recording who played each point first (for AMAF), then counts the area. The policy decides
 * every move; the runner owns the loop, the pass rule, the cap and the count.
 *
 * <p>One instance per worker thread, with its own policy; after construction nothing is
 * allocated.
 */
public final class PlayoutRunner {
    private final PlayoutPolicy policy;
    /** Length cap in moves per board point. */
    private final double lengthFactor;
    /** Area owner of every point after the last run or score: BLACK, WHITE or EMPTY (dame, border). */
    private final int[] owner = new int[Board.arrayLength(Board.MAX_SIZE)];
    /** Moves (passes included) played by the last run. */
    private int lastLength;

    /**
     * @param lengthFactor the length cap in moves per board point ({@link PlayoutParams#lengthFactor})
     * @throws IllegalArgumentException unless {@code lengthFactor} is positive
     */
    public PlayoutRunner(PlayoutPolicy policy, double lengthFactor) {
        if (!(lengthFactor > 0)) throw new IllegalArgumentException("lengthFactor must be positive");
        this.policy = policy;
        this.lengthFactor = lengthFactor;
    }

    /** The heuristic policy with {@code p}'s settings and length cap, drawing from {@code rng}. */
    public static PlayoutRunner heuristic(PlayoutParams p, FastRandom rng) {
        return new PlayoutRunner(new HeuristicPolicy(p, rng), p.lengthFactor);
    }

    public PlayoutPolicy policy() {
        return policy;
    }

    /** The playout length cap for a board of this size. */
    public int maxMoves(int size) {
        return (int) Math.ceil(lengthFactor * size * size);
    }

    /**
     * Plays out {@code b} from its position, {@code toMove} first, until two passes in a row
     * ({@code passes} counts the passes just before the start) or {@code maxMoves} moves, then
     * counts the area. The first colour to play each point is written into {@code amafColor}
     * (only where it is still 0) with its move index in {@code amafIndex}, indices starting at
     * {@code index0}; both may be null.
     *
     * @return Black's area minus White's area (komi not included), by the fast count
     */
    public int run(Board b, int toMove, int passes, int maxMoves, int[] amafColor, int[] amafIndex, int index0) {
        final PlayoutPolicy pol = policy;
        int color = toMove;
        int n = 0;
        int index = index0;
        pol.startPlayout(b);
        while (n < maxMoves) {
            int mv = pol.choose(b, color);
            b.playLegal(mv, color);
            n++;
            if (mv == Board.PASS) {
                if (++passes >= 2) break;
            } else {
                passes = 0;
                pol.played(b, mv);
                if (amafColor != null && amafColor[mv] == 0) {
                    amafColor[mv] = color;
                    amafIndex[mv] = index;
                }
            }
            index++;
            color = Board.opponent(color);
        }
        lastLength = n;
        return score(b);
    }

    /** Moves played by the last {@link #run}. */
    public int lastLength() {
        return lastLength;
    }

    /** After {@link #run} or {@link #score}: BLACK, WHITE or EMPTY (neutral) for each point. */
    public int owner(int pt) {
        return owner[pt];
    }

    /**
     * Area count that is exact once no empty region is bigger than a point or two: a stone is
     * its colour's, an empty point is the colour of all its stone neighbours (if they agree).
     * Fills {@link #owner}. Returns Black's area minus White's.
     */
    public int score(Board b) {
        int s = b.stride();
        int end = b.arrayLength();
        int diff = 0;
        for (int pt = s; pt < end; pt++) {
            int c = b.color(pt);
            if (c == Board.EMPTY) {
                // Bits of the neighbours' colours: 2 black, 4 white (empty and border ignored).
                int m = (1 << b.color(pt - 1)) | (1 << b.color(pt + 1)) | (1 << b.color(pt - s)) | (1 << b.color(pt + s));
                m &= 6;
                c = m == 2 ? Board.BLACK : m == 4 ? Board.WHITE : Board.EMPTY;
            } else if (c == Board.BORDER) {
                c = Board.EMPTY;
            }
            owner[pt] = c;
            if (c == Board.BLACK) diff++;
            else if (c == Board.WHITE) diff--;
        }
        return diff;
    }
}
