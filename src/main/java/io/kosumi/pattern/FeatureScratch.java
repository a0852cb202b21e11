package io.kosumi.pattern;

import io.kosumi.board.Board;

/**
 * Per-thread buffers for feature computation: coordinate tables for the current board size
 * and the feature values of one candidate. Never share an instance between threads. After
 * the first call for a board size nothing is allocated (a different size rebuilds the
 * tables once).
 */
public final class FeatureScratch {
    /** The board size the tables below describe; 0 before the first use. */
    private int size;
    /** Column and row of every point (border cells: -1 or size), by point index. */
    int[] xs;
    int[] ys;
    /** Line from the edge, 1 for the first line, by point index (0 for border cells). */
    int[] line;
    /** Feature values of the candidate last computed, one per group ({@link Features}). */
    final int[] values = new int[Features.GROUPS];
    /** One-dimensional offsets of the spatial pattern points for the current stride. */
    final int[] spatialOffsets = new int[SpatialPatterns.points()];
    /** The 8 symmetric hashes of the spatial pattern being built. */
    final long[] symHash = new long[8];
    /** Where the {@code owner} feature comes from; null (or an empty map): absent. */
    OwnershipMap ownership;

    public FeatureScratch(int maxBoardSize) {
        if (maxBoardSize < Board.MIN_SIZE || maxBoardSize > Board.MAX_SIZE) {
            throw new IllegalArgumentException("board size must be " + Board.MIN_SIZE + " to " + Board.MAX_SIZE + ": " + maxBoardSize);
        }
        int n = Board.arrayLength(maxBoardSize);
        xs = new int[n];
        ys = new int[n];
        line = new int[n];
    }

    /** Makes the coordinate tables fit the board's size (allocates only when it grows). */
    void prepare(Board b) {
        int n = b.size();
        if (n == size) return;
        int len = b.arrayLength();
        if (xs.length < len) {
            xs = new int[len];
            ys = new int[len];
            line = new int[len];
        }
        int stride = b.stride();
        for (int pt = 0; pt < len; pt++) {
            xs[pt] = pt % stride - 1;
            ys[pt] = pt / stride - 1;
            line[pt] = b.onBoard(pt) ? b.edgeDistance(pt) + 1 : 0;
        }
        SpatialPatterns.offsets(stride, spatialOffsets);
        size = n;
    }

    /**
     * The ownership map the {@code owner} feature reads from now on (null: none). The map is
     * shared, not copied: whoever fills it must do so while no thread computes features.
     */
    public void useOwnership(OwnershipMap map) {
        ownership = map;
    }

    /** A copy of the feature values of the last candidate computed (tests, tools). */
    public int[] lastValues() {
        return values.clone();
    }
}
