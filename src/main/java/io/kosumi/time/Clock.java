package io.kosumi.time;

/**
 * A monotonic time source in nanoseconds, like {@link System#nanoTime()}. Everything in this
 * package (and the search's hard-maximum check) reads time through it, so tests and the time
 * simulation can drive time by hand with a {@link ManualClock}.
 */
public interface Clock {
    /** Nanoseconds since an arbitrary fixed origin; only differences are meaningful. */
    long nanoTime();

    /** The real clock. */
    Clock SYSTEM = System::nanoTime;

    /** Milliseconds elapsed since {@code startNanos} (a value read from this clock). */
    default long millisSince(long startNanos) {
        return (nanoTime() - startNanos) / 1_000_000L;
    }
}
