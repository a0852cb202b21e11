package io.kosumi.util;

import java.util.Arrays;

/**
 * Summary figures of a sample, as the benchmarks report them: median, minimum, maximum.
 * An empty sample gives 0 for each (a benchmark with nothing measured prints zeros rather
 * than failing). The input is never changed.
 */
public final class Stats {
    private Stats() {}

    /** The middle value; the mean of the two middle values for an even count; 0 when empty. */
    public static double median(double[] v) {
        int n = v.length;
        if (n == 0) {
            return 0;
        }
        double[] s = v.clone();
        Arrays.sort(s);
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    /** The smallest value; 0 when empty. */
    public static double min(double[] v) {
        if (v.length == 0) {
            return 0;
        }
        double m = v[0];
        for (double x : v) {
            m = Math.min(m, x);
        }
        return m;
    }

    /** The largest value; 0 when empty. */
    public static double max(double[] v) {
        if (v.length == 0) {
            return 0;
        }
        double m = v[0];
        for (double x : v) {
            m = Math.max(m, x);
        }
        return m;
    }
}
