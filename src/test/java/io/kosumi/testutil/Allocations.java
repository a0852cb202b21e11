package io.kosumi.testutil;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.junit.jupiter.api.Assumptions;

/**
 * Counts the bytes the current thread allocates while it runs some work, for the tests that
 * prove a hot path allocates nothing after warm-up. The counter is HotSpot's extension of
 * {@link ThreadMXBean}; on a JVM without it the calling test is skipped, not failed.
 */
public final class Allocations {
    private Allocations() {}

    /**
     * Bytes allocated by the current thread while {@code work} ran, less what reading the counter
     * itself allocates (the difference of two readings taken back to back, 0 on HotSpot). Run the
     * work once before measuring it, so that one-time costs (class loading, lazily built tables,
     * code not yet compiled) are not counted.
     *
     * @throws org.opentest4j.TestAbortedException if this JVM cannot count per-thread allocation
     */
    public static long measure(Runnable work) {
        com.sun.management.ThreadMXBean mx = counter();
        long tid = Thread.currentThread().getId();
        long before = mx.getThreadAllocatedBytes(tid);
        long before2 = mx.getThreadAllocatedBytes(tid);
        long probeCost = before2 - before;
        work.run();
        long after = mx.getThreadAllocatedBytes(tid);
        return after - before2 - probeCost;
    }

    private static com.sun.management.ThreadMXBean counter() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(mx instanceof com.sun.management.ThreadMXBean,
                "this JVM cannot measure per-thread allocation");
        com.sun.management.ThreadMXBean tmx = (com.sun.management.ThreadMXBean) mx;
        Assumptions.assumeTrue(tmx.isThreadAllocatedMemorySupported(),
                "this JVM cannot measure per-thread allocation");
        tmx.setThreadAllocatedMemoryEnabled(true);
        return tmx;
    }
}
