package io.kosumi.tools;

import io.kosumi.util.Stats;

/**
 * Rates measured round after round (playouts per wall-clock second and per second of CPU time),
 * and the figures the benchmarks report from them: the median and range of the wall-clock
 * rates, the median of the CPU rates.
 */
public interface RoundRates {
    /** Playouts per wall-clock second, one entry per round. */
    double[] perSecond();

    /** Playouts per second of CPU time, one entry per round (0 where unknown). */
    double[] perCpuSecond();

    default double median() {
        return Stats.median(perSecond());
    }

    default double min() {
        return Stats.min(perSecond());
    }

    default double max() {
        return Stats.max(perSecond());
    }

    default double cpuMedian() {
        return Stats.median(perCpuSecond());
    }
}
