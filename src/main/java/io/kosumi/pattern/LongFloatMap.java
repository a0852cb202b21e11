package io.kosumi.pattern;

import java.util.Arrays;

/**
 * A primitive open-addressing map from long keys to float values, for the spatial pattern
 * dictionary: no boxing, no objects per entry, lookups allocation-free. Key 0 marks a free
 * slot, so the key 0 itself is kept aside in two fields; a probe then reads one array until
 * it hits. Filled at load time, then only read (safe to share between threads once built).
 */
public final class LongFloatMap {
    private long[] keys;
    private float[] values;
    private int size;
    private int mask;
    private boolean hasZero;
    private float zeroValue;

    /** Slot number reported for the key 0 (real slots are below the capacity). */
    private static final int ZERO_SLOT = Integer.MAX_VALUE;

    public LongFloatMap(int expected) {
        int cap = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        keys = new long[cap];
        values = new float[cap];
        mask = cap - 1;
    }

    public int size() {
        return size;
    }

    private static int mix(long k) {
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        return (int) k;
    }

    public void put(long key, float value) {
        if (key == 0) {
            if (!hasZero) size++;
            hasZero = true;
            zeroValue = value;
            return;
        }
        if ((size + 1) * 2 > keys.length) grow();
        int i = mix(key) & mask;
        while (keys[i] != 0) {
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
        size++;
    }

    /** The slot of the key (for {@link #valueAt}), or -1 when absent. */
    public int slot(long key) {
        if (key == 0) return hasZero ? ZERO_SLOT : -1;
        long[] k = keys;
        int i = mix(key) & mask;
        long x;
        while ((x = k[i]) != 0) {
            if (x == key) return i;
            i = (i + 1) & mask;
        }
        return -1;
    }

    public float valueAt(int slot) {
        return slot == ZERO_SLOT ? zeroValue : values[slot];
    }

    public float get(long key, float missing) {
        int s = slot(key);
        return s < 0 ? missing : valueAt(s);
    }

    public boolean containsKey(long key) {
        return slot(key) >= 0;
    }

    /** All keys, sorted (for writing tables in a stable order). */
    public long[] keys() {
        long[] out = new long[size];
        int n = 0;
        if (hasZero) out[n++] = 0;
        for (long k : keys) {
            if (k != 0) out[n++] = k;
        }
        Arrays.sort(out);
        return out;
    }

    private void grow() {
        long[] ok = keys;
        float[] ov = values;
        keys = new long[ok.length * 2];
        values = new float[ok.length * 2];
        mask = keys.length - 1;
        size = hasZero ? 1 : 0;
        for (int i = 0; i < ok.length; i++) {
            if (ok[i] != 0) put(ok[i], ov[i]);
        }
    }
}
