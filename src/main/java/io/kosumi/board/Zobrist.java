package io.kosumi.board;

/**
 * Zobrist keys for stones, one table shared by every board. The seed is fixed so that hashes
 * are the same in every run (tests and logs can quote them).
 */
public final class Zobrist {
    private static final int CELLS = Board.arrayLength(Board.MAX_SIZE);
    /** keys[color * CELLS + pt] for BLACK and WHITE; index 0 row unused. */
    private static final long[] KEYS = new long[3 * CELLS];

    static {
        long state = 0x4B6F73756D69L; // "Kosumi"
        for (int i = CELLS; i < KEYS.length; i++) {
            state += 0x9E3779B97F4A7C15L;
            long z = state;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            KEYS[i] = z ^ (z >>> 31);
        }
    }

    private Zobrist() {
    }

    /** The key of a stone of {@code color} (BLACK or WHITE) at {@code pt}. */
    public static long key(int color, int pt) {
        return KEYS[color * CELLS + pt];
    }
}
