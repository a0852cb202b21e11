package io.kosumi.util;

/**
 * A small, fast, seedable random number generator for one thread (xorshift64* seeded through
 * SplitMix64). Playouts draw a few random numbers per move, so this must be cheaper than
 * {@link java.util.SplittableRandom}'s bounded calls and allocate nothing. Not thread-safe:
 * every worker owns one.
 */
public final class FastRandom {
    private long state;

    public FastRandom(long seed) {
        setSeed(seed);
    }

    /** Restarts the sequence; equal seeds give equal sequences. */
    public void setSeed(long seed) {
        // SplitMix64 finaliser: spreads any seed (0 included) over the state; xorshift needs nonzero.
        long z = seed + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        state = z == 0 ? 0x2545F4914F6CDD1DL : z;
    }

    /** 64 random bits. */
    public long nextLong() {
        long x = state;
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state = x;
        return x * 0x2545F4914F6CDD1DL;
    }

    /** 32 random bits (the high half, which is the better half of xorshift64*). */
    public int nextInt() {
        return (int) (nextLong() >>> 32);
    }

    /**
     * Uniform in {@code [0, bound)} for {@code bound > 0}, by multiply-and-shift (Lemire); the
     * bias is below 2^-32 * bound, far under anything a playout can notice.
     */
    public int nextInt(int bound) {
        return (int) (((nextLong() >>> 32) * bound) >>> 32);
    }

    /** Uniform in {@code [0, 65536)}: compared with probabilities stored as 16-bit thresholds. */
    public int next16() {
        return (int) (nextLong() >>> 48);
    }

    /** Uniform in {@code [0, 1)}. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Converts a probability to the 16-bit threshold that {@link #next16()} is compared with. */
    public static int threshold(double probability) {
        if (!(probability >= 0) || probability > 1) {
            throw new IllegalArgumentException("probability must be in [0, 1]: " + probability);
        }
        return (int) Math.round(probability * 65536);
    }
}
