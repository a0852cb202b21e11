package io.kosumi.pattern;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

class LongFloatMapTest {
    @Test
    void agreesWithAHashMapThroughGrowthIncludingKeyZero() {
        LongFloatMap m = new LongFloatMap(4);
        Map<Long, Float> ref = new HashMap<>();
        Random rnd = new Random(9);
        for (int i = 0; i < 20000; i++) {
            // Small keys collide often; some are 0 and some repeat.
            long k = i % 3 == 0 ? rnd.nextInt(50) : rnd.nextLong();
            float v = rnd.nextFloat();
            m.put(k, v);
            ref.put(k, v);
        }
        assertEquals(ref.size(), m.size());
        for (Map.Entry<Long, Float> e : ref.entrySet()) {
            assertEquals(e.getValue(), m.get(e.getKey(), -1f), "key " + e.getKey());
            assertTrue(m.containsKey(e.getKey()));
        }
        assertTrue(ref.containsKey(0L), "the test must cover the key 0");
        for (int i = 0; i < 1000; i++) {
            long k = rnd.nextLong();
            if (!ref.containsKey(k)) {
                assertEquals(-1, m.slot(k));
                assertEquals(-2f, m.get(k, -2f));
            }
        }
        long[] keys = m.keys();
        assertEquals(ref.size(), keys.length);
        for (int i = 1; i < keys.length; i++) assertTrue(keys[i - 1] < keys[i], "sorted, distinct");
    }
}
