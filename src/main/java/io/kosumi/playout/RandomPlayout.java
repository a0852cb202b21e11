package io.kosumi.playout;

import io.kosumi.board.Board;

/**
 * Uniformly random playouts exactly as the classic reference bot specifies them, used for the
 * conformance figures and the speed benchmark.
 *
 * <p>From the start position, the side to move plays a uniformly random legal move (suicide
 * illegal, simple ko) that does not fill one of its own one-point eyes ({@link Board#isEye}), and
 * passes when there is no such move; two consecutive passes end the playout, which is then scored
 * by area (Tromp-Taylor: stones plus empty regions that reach only one colour).
 *
 * <p>One instance per thread: it owns its board copy, its random generator and every scratch
 * buffer, so a playout allocates nothing.
 *
 * <p>It keeps its own loop instead of plugging a uniform {@link PlayoutPolicy} into
 * {@link PlayoutRunner}: the reference rules are not the engine's (an exact count by flood
 * fill where the runner's fast count leaves wide regions neutral, a cap of 3N²+200 moves, the
 * stone balance kept move by move), and the move choice is written into the loop for the JIT:
 * a picker in a method of its own gets compiled alone first and is then too big to inline
 * (the comment in the move loop), which is what a policy call there would bring back.
 */
public final class RandomPlayout {
    private final Board board;
    /** Flood-fill stack and visit stamps for area scoring; stamp[pt] == mark means visited. */
    private final int[] stack;
    private final int[] stamp;
    private int mark;
    /** Cap on moves per playout, guarding against (very rare) endless simple-ko cycles. */
    private final int maxMoves;
    private long rngState;

    private int lastMoves;
    private int lastScoreBlackMinusWhite;
    private boolean lastCapped;

    public RandomPlayout(int size, long seed) {
        this.board = new Board(size);
        this.stack = new int[board.arrayLength()];
        this.stamp = new int[board.arrayLength()];
        this.maxMoves = 3 * size * size + 200;
        // One SplitMix64 step on the seed: nearby seeds (e.g. seed + thread number) would
        // otherwise start the LCG on related states.
        long z = seed + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        this.rngState = z ^ (z >>> 31);
    }

    /** The playout's board: after {@link #run} it holds the final position. */
    public Board board() {
        return board;
    }

    /**
     * Plays one playout from {@code start} (copied, not modified) with {@code toMove} first.
     *
     * @return moves played, both final passes included (also {@link #moves()})
     * @throws IllegalArgumentException if the start board has another size than this playout's
     */
    public int run(Board start, int toMove) {
        if (start.size() != board.size()) {
            throw new IllegalArgumentException(
                    "start board is " + start.size() + "x" + start.size() + ", playout is for " + board.size());
        }
        if (toMove != Board.BLACK && toMove != Board.WHITE) {
            throw new IllegalArgumentException("toMove must be BLACK or WHITE: " + toMove);
        }
        board.copyFrom(start);
        return play(toMove, board.stoneCount(Board.BLACK) - board.stoneCount(Board.WHITE));
    }

    /** Plays one playout from the empty board with Black first. */
    public int runFromEmpty() {
        board.clear();
        return play(Board.BLACK, 0);
    }

    /** Plays to the end from the board's position; {@code stoneDiff} = black minus white stones. */
    private int play(int toMove, int stoneDiff) {
        final Board b = board;
        int color = toMove;
        int passes = 0;
        int moves = 0;
        boolean capped = false;
        // stoneDiff follows the plays: suicide is illegal here, so a play adds one stone and
        // removes lastCaptureCount() of the other colour.
        while (true) {
            // A uniformly random acceptable move (Board.isPlayoutMove), or PASS when there is none.
            // Draws without replacement, in place in the board's empty set: a uniform draw from the
            // first m entries is played when acceptable, else swapped to position m-1 and m shrinks
            // (a partial Fisher-Yates shuffle; the order of the empty set carries no meaning). Every
            // acceptable point is equally likely to be the first acceptable one drawn, so the choice
            // is exactly uniform; no point is checked twice and nothing is copied. Written out here,
            // not in a method, so that the JIT compiles the whole move loop as one piece (a separate
            // picker gets compiled first and is then too big to inline).
            int pt = Board.PASS;
            for (int m = b.emptyCount(); m > 0; ) {
                int k = nextInt(m);
                int p = b.emptyAt(k);
                if (b.isPlayoutMove(p, color)) {
                    pt = p;
                    break;
                }
                b.swapEmpty(k, --m);
            }
            b.playLegal(pt, color);
            moves++;
            if (pt == Board.PASS) {
                if (++passes == 2) {
                    break;
                }
            } else {
                passes = 0;
                int gain = 1 + b.lastCaptureCount();
                stoneDiff += color == Board.BLACK ? gain : -gain;
            }
            if (moves >= maxMoves) {
                capped = true;
                break;
            }
            color = Board.opponent(color);
        }
        lastMoves = moves;
        lastCapped = capped;
        lastScoreBlackMinusWhite = capped ? areaByFloodFill() : stoneDiff + territoryBlackMinusWhite();
        return moves;
    }

    /**
     * Territory of a finished playout, black minus white. Such a playout leaves only single empty
     * points (a point with an empty neighbour is always an acceptable move), each black's when no
     * white stone touches it and white's when no black stone does; so only the empty set is read.
     * Should a larger empty region remain anyway, the flood fill scores the whole position
     * (the caller adds the stones, so they are subtracted back here).
     */
    private int territoryBlackMinusWhite() {
        final Board b = board;
        int score = 0;
        for (int k = b.emptyCount() - 1; k >= 0; k--) {
            int pt = b.emptyAt(k);
            if (b.emptyNeighbours(pt) != 0) {
                return areaByFloodFill() - (b.stoneCount(Board.BLACK) - b.stoneCount(Board.WHITE));
            }
            if (b.neighbourCount(pt, Board.WHITE) == 0) {
                score++;
            } else if (b.neighbourCount(pt, Board.BLACK) == 0) {
                score--;
            }
        }
        return score;
    }

    /** Area score by flooding every empty region (any position). */
    private int areaByFloodFill() {
        final Board b = board;
        final int stride = b.stride();
        if (++mark == Integer.MAX_VALUE) {
            java.util.Arrays.fill(stamp, 0);
            mark = 1;
        }
        int score = 0;
        int size = b.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int pt = b.point(x, y);
                int c = b.color(pt);
                if (c == Board.BLACK) {
                    score++;
                } else if (c == Board.WHITE) {
                    score--;
                } else if (stamp[pt] != mark) {
                    // Flood the empty region; it counts for a colour only if it touches that colour alone.
                    int sp = 0;
                    int regionSize = 0;
                    int touches = 0;
                    stack[sp++] = pt;
                    stamp[pt] = mark;
                    while (sp > 0) {
                        int p = stack[--sp];
                        regionSize++;
                        for (int d = 0; d < 4; d++) {
                            int q = p + (d == 0 ? 1 : d == 1 ? -1 : d == 2 ? stride : -stride);
                            int qc = b.color(q);
                            if (qc == Board.EMPTY) {
                                if (stamp[q] != mark) {
                                    stamp[q] = mark;
                                    stack[sp++] = q;
                                }
                            } else if (qc != Board.BORDER) {
                                touches |= qc;
                            }
                        }
                    }
                    if (touches == Board.BLACK) {
                        score += regionSize;
                    } else if (touches == Board.WHITE) {
                        score -= regionSize;
                    }
                }
            }
        }
        return score;
    }

    /** Moves in the last playout, both final passes included. */
    public int moves() {
        return lastMoves;
    }

    /** Area score of the last playout's final position, black minus white, komi not included. */
    public int scoreBlackMinusWhite() {
        return lastScoreBlackMinusWhite;
    }

    /** True if the last playout hit the move cap instead of ending on two passes. */
    public boolean capped() {
        return lastCapped;
    }

    /** Winner of the last playout at {@code komi}: BLACK, WHITE, or EMPTY for a draw. */
    public int winner(double komi) {
        double s = lastScoreBlackMinusWhite - komi;
        return s > 0 ? Board.BLACK : s < 0 ? Board.WHITE : Board.EMPTY;
    }

    /**
     * Uniform integer in [0, n): the high 32 bits of the generator scaled by multiply-shift (bias
     * below 2^-22 for board-sized n).
     */
    private int nextInt(int n) {
        return (int) (((nextLong() >>> 32) * n) >>> 32);
    }

    /**
     * 64-bit linear congruential generator (Knuth's MMIX constants): one multiply and one add on
     * the critical path of every draw. Only its high 32 bits are used (nextInt), which are the
     * statistically strong ones of an LCG with a power-of-two modulus; seedable, full period.
     */
    private long nextLong() {
        return rngState = rngState * 6364136223846793005L + 1442695040888963407L;
    }
}
