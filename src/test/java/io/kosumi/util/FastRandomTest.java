package io.kosumi.util;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FastRandomTest {
    @Test
    void sameSeedSameSequenceAndBoundsHold() {
        FastRandom a = new FastRandom(42);
        FastRandom b = new FastRandom(42);
        int[] counts = new int[7];
        for (int i = 0; i < 70_000; i++) {
            int x = a.nextInt(7);
            assertEquals(x, b.nextInt(7));
            counts[x]++;
            int t = a.next16();
            b.next16();
            assertTrue(t >= 0 && t < 65536);
            double d = a.nextDouble();
            b.nextDouble();
            assertTrue(d >= 0 && d < 1);
        }
        // Roughly uniform: each bucket within 10% of its expected 10,000.
        for (int c : counts) assertTrue(c > 9000 && c < 11000, "bucket count " + c);
    }

    @Test
    void zeroSeedWorksAndThresholdsAreChecked() {
        FastRandom r = new FastRandom(0);
        long x = r.nextLong();
        assertTrue(x != 0 || r.nextLong() != 0);
        assertEquals(65536, FastRandom.threshold(1.0));
        assertEquals(0, FastRandom.threshold(0.0));
        assertThrows(IllegalArgumentException.class, () -> FastRandom.threshold(1.5));
        assertThrows(IllegalArgumentException.class, () -> FastRandom.threshold(Double.NaN));
    }
}
