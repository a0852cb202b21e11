package io.kosumi.pattern;

import io.kosumi.board.Board;

import java.util.Arrays;

/**
 * Who ends up owning each point in playouts from a position: the {@code owner} feature of the
 * prior table ({@link Features#OWNER}, Pachi's mcowner). For each point and each colour it
 * keeps the bucket of the share of playouts in which that colour owned the point at the end,
 * {@code min(8, floor(9 share))}, so the feature value of a move is {@code 1 + bucket} of the
 * mover's share: 1 for a point the opponent surely owns, 9 for one the mover surely owns.
 *
 * <p>Filled between searches or between training positions (by {@code
 * io.kosumi.playout.OwnershipSampler}), read by the feature code of every search thread while a
 * search runs: nothing changes it during a search. Empty ({@link #isEmpty}) until filled, and
 * then the feature is absent.
 */
public final class OwnershipMap {
    /** Buckets of a share: 9 of equal width. */
    public static final int BUCKETS = 9;

    /** 1 + bucket of Black's share per point, 0 when unknown. */
    private final byte[] black;
    /** 1 + bucket of White's share per point, 0 when unknown. */
    private final byte[] white;
    private boolean empty = true;

    public OwnershipMap() {
        int n = Board.arrayLength(Board.MAX_SIZE);
        black = new byte[n];
        white = new byte[n];
    }

    /** The bucket of a share in [0, 1]. */
    public static int bucket(double share) {
        int b = (int) (share * BUCKETS);
        return b < 0 ? 0 : Math.min(BUCKETS - 1, b);
    }

    /** Forgets every point: the feature is absent until the next {@link #set}. */
    public void clear() {
        Arrays.fill(black, (byte) 0);
        Arrays.fill(white, (byte) 0);
        empty = true;
    }

    /**
     * Sets the map from counts over {@code playouts} playouts: {@code blackOwned[pt]} and
     * {@code whiteOwned[pt]} playouts ended with that colour owning point {@code pt}, for the
     * points below {@code length}.
     */
    public void set(int[] blackOwned, int[] whiteOwned, int playouts, int length) {
        if (playouts <= 0) throw new IllegalArgumentException("playouts must be positive: " + playouts);
        clear();
        double inv = 1.0 / playouts;
        for (int pt = 0; pt < length; pt++) {
            black[pt] = (byte) (1 + bucket(blackOwned[pt] * inv));
            white[pt] = (byte) (1 + bucket(whiteOwned[pt] * inv));
        }
        empty = false;
    }

    /** True when nothing is known: the feature is absent everywhere. */
    public boolean isEmpty() {
        return empty;
    }

    /** The feature value of {@code color} playing at {@code pt}: 1 + bucket of its share, 0 when unknown. */
    public int value(int pt, int color) {
        return color == Board.BLACK ? black[pt] : white[pt];
    }
}
