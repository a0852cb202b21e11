package io.kosumi.testutil;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Assertions;

/**
 * Waits for a background search (pondering, a genmove the test will interrupt) to have done
 * some work, measured in CPU time of its worker threads rather than in wall-clock time: a
 * fixed sleep gives a loaded machine's search too little time to do anything, while CPU time
 * stands for about the same number of playouts at any load. The search's workers are the
 * live threads named {@value #PREFIX}; threads already alive when the waiter was made (a
 * search of another test left running) do not count.
 */
public final class SearchCpu {
    /** The name {@code Search} gives its worker threads, followed by their index. */
    static final String PREFIX = "kosumi-search-";
    /** However loaded the machine, a search that has not started after this is broken. */
    private static final long GIVE_UP_MILLIS = 60_000;

    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

    private final Set<Long> before = new HashSet<>();

    private SearchCpu() {
        for (long id : searchThreads()) {
            before.add(id);
        }
    }

    /** A waiter that will count only search threads started from now on. */
    public static SearchCpu fromNow() {
        return new SearchCpu();
    }

    /**
     * Returns once the search threads started since {@link #fromNow} and still alive have used
     * at least {@code cpuMillis} of CPU together; fails the test after a minute without that.
     */
    public void await(long cpuMillis) throws InterruptedException {
        if (!MX.isThreadCpuTimeSupported()) {
            Thread.sleep(cpuMillis); // the best this JVM allows
            return;
        }
        if (!MX.isThreadCpuTimeEnabled()) {
            MX.setThreadCpuTimeEnabled(true);
        }
        long giveUp = System.nanoTime() + GIVE_UP_MILLIS * 1_000_000L;
        long used = 0;
        while (System.nanoTime() < giveUp) {
            used = 0;
            for (long id : searchThreads()) {
                if (!before.contains(id)) {
                    used += Math.max(0, MX.getThreadCpuTime(id));
                }
            }
            if (used >= cpuMillis * 1_000_000L) {
                return;
            }
            Thread.sleep(10);
        }
        Assertions.fail("the search threads used " + used / 1_000_000L + " ms of CPU in " + GIVE_UP_MILLIS
                + " ms, not the " + cpuMillis + " ms waited for: did the search start?");
    }

    private static long[] searchThreads() {
        ThreadInfo[] infos = MX.getThreadInfo(MX.getAllThreadIds());
        long[] ids = new long[infos.length];
        int n = 0;
        for (ThreadInfo t : infos) {
            if (t != null && t.getThreadName().startsWith(PREFIX)) {
                ids[n++] = t.getThreadId();
            }
        }
        return java.util.Arrays.copyOf(ids, n);
    }
}
