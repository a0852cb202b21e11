package io.kosumi.time;

/**
 * A clock that only moves when told to: for tests and the time simulation. Thread-safe so a
 * test can advance it while another thread reads it.
 */
public final class ManualClock implements Clock {
    private volatile long nanos;

    public ManualClock() {
        this(0L);
    }

    public ManualClock(long startNanos) {
        this.nanos = startNanos;
    }

    @Override
    public long nanoTime() {
        return nanos;
    }

    /** Moves time forward; time never goes back, so a negative amount is a bug in the caller. */
    public synchronized void advanceMillis(long millis) {
        advanceNanos(millis * 1_000_000L);
    }

    public synchronized void advanceNanos(long delta) {
        if (delta < 0) {
            throw new IllegalArgumentException("a clock cannot go back: " + delta + " ns");
        }
        nanos += delta;
    }
}
