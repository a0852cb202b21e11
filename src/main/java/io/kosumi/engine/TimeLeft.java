package io.kosumi.engine;

/**
 * The last {@code time_left COLOR SECONDS STONES} report for one colour. Immutable.
 * {@code stones} is 0 in main time, else the stones (Canadian) or periods (Japanese, as KGS
 * sends) left in the current byo-yomi.
 */
public final class TimeLeft {
    private final double seconds;
    private final int stones;
    private final long receivedNanos;

    public TimeLeft(double seconds, int stones, long receivedNanos) {
        this.seconds = seconds;
        this.stones = stones;
        this.receivedNanos = receivedNanos;
    }

    public double seconds() {
        return seconds;
    }

    public int stones() {
        return stones;
    }

    /** {@link System#nanoTime()} when the report arrived, so a clock can run from there. */
    public long receivedNanos() {
        return receivedNanos;
    }

    @Override
    public String toString() {
        return seconds + "s/" + stones;
    }
}
