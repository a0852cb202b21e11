package io.kosumi.pattern;

import java.util.Arrays;

/**
 * A primitive open-addressing map from long keys to float values, for the spatial pattern
 * dictionary: no boxing, no objects per entry, lookups allocation-free. Filled once at load
 * time, then only read (safe to share between threads after construction).
 */
public final class LongFloatMap {
    private long[] keys;
    private float[] values;
    private boolean[] used;
    private int size;
    private int mask;

    public LongFloatMap(int expected) {
        int cap = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        keys = new long[cap];
        values = new float[cap];
        used = new boolean[cap];
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
        if ((size + 1) * 2 > keys.length) grow();
        int i = mix(key) & mask;
        while (used[i]) {
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
        used[i] = true;
        keys[i] = key;
        values[i] = value;
        size++;
    }

    /** The slot of the key, or -1 when absent. */
    public int slot(long key) {
        int i = mix(key) & mask;
        while (used[i]) {
            if (keys[i] == key) return i;
            i = (i + 1) & mask;
        }
        return -1;
    }

    public float valueAt(int slot) {
        return values[slot];
    }

    public float get(long key, float missing) {
        int s = slot(key);
        return s < 0 ? missing : values[s];
    }

    public boolean containsKey(long key) {
        return slot(key) >= 0;
    }

    /** Keys in slot order (for writing tables). */
    public long[] keys() {
        long[] out = new long[size];
        int n = 0;
        for (int i = 0; i < keys.length; i++) {
            if (used[i]) out[n++] = keys[i];
        }
        Arrays.sort(out);
        return out;
    }

    private void grow() {
        long[] ok = keys;
        float[] ov = values;
        boolean[] ou = used;
        keys = new long[ok.length * 2];
        values = new float[ok.length * 2];
        used = new boolean[ok.length * 2];
        mask = keys.length - 1;
        size = 0;
        for (int i = 0; i < ok.length; i++) {
            if (ou[i]) put(ok[i], ov[i]);
        }
    }
}
