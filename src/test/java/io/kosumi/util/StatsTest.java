package io.kosumi.util;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class StatsTest {
    @Test
    void medianOfOddAndEvenCountsLeavesTheInputAlone() {
        double[] odd = {5, 1, 3};
        assertEquals(3, Stats.median(odd));
        assertArrayEquals(new double[] {5, 1, 3}, odd, "input unsorted afterwards");
        assertEquals(2.5, Stats.median(new double[] {4, 1, 3, 2}));
        assertEquals(7, Stats.median(new double[] {7}));
    }

    @Test
    void minAndMaxIncludingNegativesAndTheEmptySample() {
        double[] v = {-2, 8.5, 3};
        assertEquals(-2, Stats.min(v));
        assertEquals(8.5, Stats.max(v));
        double[] none = {};
        assertEquals(0, Stats.median(none));
        assertEquals(0, Stats.min(none));
        assertEquals(0, Stats.max(none));
    }
}
