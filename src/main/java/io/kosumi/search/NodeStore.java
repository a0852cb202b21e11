package io.kosumi.search;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The search tree as a struct of primitive arrays sized once from a memory budget. A node is
 * an {@code int} index; the children of a node are one contiguous block of indices.
 *
 * <h2>Concurrency contract</h2>
 * <ul>
 *   <li>{@link #reset}, {@link #compact}, {@link #newRoot} and every plain read of
 *       {@link #terminal} run only between searches, on the controlling thread, while no
 *       worker runs ({@code Thread.start} and {@code Thread.join} order them with the
 *       workers).</li>
 *   <li>During a search any worker may read any node it reached through its parent, and the
 *       controlling thread reads the root's children for progress snapshots.</li>
 *   <li>Statistics ({@link #stats}, {@link #amaf}, {@link #score}, {@link #vloss}, {@link
 *       #terminal}) change during a search only through {@code VarHandle} atomic adds, from
 *       any worker. Readers use opaque loads ({@link #stats(int)} and the like): a value is
 *       never torn and never seen going backwards, but two values (two nodes, or a node's
 *       {@code stats} and {@code score}) may differ by the simulations in flight. Visits and
 *       value sum are packed into one {@code long} so that they are read as a pair.</li>
 *   <li>Expansion, and the publish order of a child and its statistics: a worker moves a node
 *       from {@link #UNEXPANDED} to {@link #EXPANDING} by compare-and-set (only one wins),
 *       allocates a block with an atomic add on the free pointer, writes every field of every
 *       child with plain stores ({@link #initNode}: move, prior, statistics zeroed, state
 *       UNEXPANDED), then {@link #firstChild} and {@link #childCount} of the parent, and
 *       finally publishes with a release store of {@link #EXPANDED} ({@link
 *       #publishChildren}). A reader that sees EXPANDED with an acquire load ({@link
 *       #stateAcquire}) sees the whole block, so every atomic add on a child's statistics
 *       starts from the zero written there, even when the index held a node of an earlier
 *       tree. {@code firstChild} and {@code childCount} are never read before that acquire,
 *       and {@code move} and {@code prior} never change while a node is reachable.</li>
 *   <li>When the store is full, expansion fails: the node goes to {@link #NO_ROOM} (a release
 *       store) and stays a leaf; the search goes on refining the tree it has. Nothing is
 *       allocated on the heap during a search, so the search never runs out of memory. The
 *       free pointer is an atomic integer and {@code full} a volatile flag.</li>
 * </ul>
 *
 * <h2>Statistics</h2>
 * {@code stats[n]} packs the visits (high 32 bits) and the value sum in units of
 * 1/{@link #VALUE_SCALE} (low 32 bits), so one atomic add updates both and a read sees a
 * consistent pair. The value is the result for the player who made the move into the node
 * (1 a win, 0 a loss). {@code amaf[n]} packs the same for the all-moves-as-first statistics
 * of the node's move, seen from its parent. The low half holds at most 2^32 / 16 = 2^28
 * visits: a search stops before the root reaches {@link #MAX_VISITS}.
 *
 * <p>{@code score[n]} is the sum of the final score margins (area minus the komi the search
 * played with) of the same simulations, for the player who moved into the node, in units of
 * 1/{@link #SCORE_SCALE} point; its count is the node's visits. It is for reporting only
 * (analysis shows the expected score after each move): selection never reads it. A long
 * rather than a packed half because a margin can be hundreds of points: at most
 * {@link #MAX_SCORE_UNITS} per simulation times {@link #MAX_VISITS} simulations stays far
 * below 2^63.
 *
 * <p>{@code owner[n]}, kept only when criticality is on ({@link SearchParams#critRave}),
 * packs like {@link #stats}: the simulations through n in which the mover into n owned n's
 * point at the end (high half) and the sum of the mover's values over those simulations (low
 * half), so that with {@code stats[n]} it gives the covariance of owning the point and
 * winning. A pass has no point and stays at zero.
 */
final class NodeStore {
    static final byte UNEXPANDED = 0;
    static final byte EXPANDING = 1;
    static final byte EXPANDED = 2;
    static final byte NO_ROOM = 3;

    static final int VALUE_SCALE = 16;
    static final long VISIT = 1L << 32;
    /** Root visits at which a search stops so that the packed value sums cannot overflow. */
    static final int MAX_VISITS = 1 << 27;
    /** Fixed-point units per point of {@link #score}: a margin is a multiple of 1/2 with a half-point komi. */
    static final int SCORE_SCALE = 256;
    /** Largest magnitude one simulation adds to {@link #score} (2^30 units, about 4 million points). */
    static final long MAX_SCORE_UNITS = 1L << 30;

    /**
     * Bytes used per node by the arrays below without {@link #owner} (the compaction bitmap
     * adds 3/16 of a byte).
     */
    static final int BYTES_PER_NODE = 2 + 4 + 8 + 8 + 8 + 4 + 4 + 2 + 1 + 4;
    /** Bytes {@link #owner} adds per node when it is kept. */
    static final int OWNER_BYTES = 8;

    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    private static final VarHandle BYTES = MethodHandles.arrayElementVarHandle(byte[].class);

    final int capacity;
    /** The move into the node (a point or PASS); NO_POINT for a root. */
    final short[] move;
    /** Prior probability of the node's move among its siblings (sums to 1 over a block). */
    final float[] prior;
    /** Visits and value sum, packed (see the class comment). */
    final long[] stats;
    /** AMAF visits and value sum, packed like {@link #stats}. */
    final long[] amaf;
    /** Score margin sum for the mover into the node, in 1/{@link #SCORE_SCALE} point (see the class comment). */
    final long[] score;
    /** Ownership of the node's point by its mover, packed (see the class comment); null when not kept. */
    final long[] owner;
    /** Threads currently below this node (each counts as {@code virtualLoss} lost visits). */
    final int[] vloss;
    /** Index of the first child; defined only when the state is EXPANDED. */
    final int[] firstChild;
    /** Number of children; defined only when the state is EXPANDED. */
    final short[] childCount;
    /** UNEXPANDED, EXPANDING, EXPANDED or NO_ROOM. */
    final byte[] state;
    /**
     * Simulations that ended at this node (it was a leaf then, or the game was over there).
     * Atomic adds during a search; plain reads only between searches, when visits(n) ==
     * terminal[n] + sum of visits(children of n).
     */
    final int[] terminal;
    /** Compaction scratch: kept-node bitmap and per-word prefix counts. */
    private final long[] keepBits;
    private final int[] keepRank;

    private final AtomicInteger nextFree = new AtomicInteger();
    private volatile boolean full;

    /** @param ownerStats whether to keep {@link #owner} (for criticality) */
    NodeStore(int capacity, boolean ownerStats) {
        if (capacity < 2) throw new IllegalArgumentException("node store needs at least 2 nodes: " + capacity);
        this.capacity = capacity;
        move = new short[capacity];
        prior = new float[capacity];
        stats = new long[capacity];
        amaf = new long[capacity];
        score = new long[capacity];
        owner = ownerStats ? new long[capacity] : null;
        vloss = new int[capacity];
        firstChild = new int[capacity];
        childCount = new short[capacity];
        state = new byte[capacity];
        terminal = new int[capacity];
        keepBits = new long[(capacity + 63) >>> 6];
        keepRank = new int[keepBits.length];
    }

    /** Bytes per node of the arrays, with or without {@link #owner}. */
    static int bytesPerNode(boolean ownerStats) {
        return BYTES_PER_NODE + (ownerStats ? OWNER_BYTES : 0);
    }

    /** The number of nodes a budget of {@code bytes} holds (at least 1000). */
    static int capacityFor(long bytes, boolean ownerStats) {
        long n = bytes * 16 / (bytesPerNode(ownerStats) * 16 + 3);
        return (int) Math.max(1000, Math.min(n, Integer.MAX_VALUE - 64));
    }

    /** Nodes in use (allocated blocks, including the wasted tail of a failed allocation). */
    int used() {
        return Math.min(nextFree.get(), capacity);
    }

    boolean isFull() {
        return full;
    }

    /** Forgets every node. Between searches only. */
    void reset() {
        nextFree.set(0);
        full = false;
    }

    /** Allocates and clears a root node. Between searches only. */
    int newRoot(int mv) {
        int n = allocate(1);
        if (n < 0) throw new IllegalStateException("node store full after reset");
        initNode(n, mv, 1f);
        return n;
    }

    /** Reserves {@code k} consecutive nodes; -1 (and the store is marked full) if they do not fit. */
    int allocate(int k) {
        if (full) return -1;
        int start = nextFree.getAndAdd(k);
        if (start > capacity - k) {
            full = true;
            return -1;
        }
        return start;
    }

    void initNode(int n, int mv, float p) {
        move[n] = (short) mv;
        prior[n] = p;
        stats[n] = 0;
        amaf[n] = 0;
        score[n] = 0;
        if (owner != null) owner[n] = 0;
        vloss[n] = 0;
        firstChild[n] = 0;
        childCount[n] = 0;
        state[n] = UNEXPANDED;
        terminal[n] = 0;
    }

    // ----------------------------------------------------------------------------------------
    // Atomic access

    byte stateAcquire(int n) {
        return (byte) BYTES.getAcquire(state, n);
    }

    boolean claimExpansion(int n) {
        return BYTES.compareAndSet(state, n, UNEXPANDED, EXPANDING);
    }

    /** Publishes a fully written children block (release store). */
    void publishChildren(int n, int first, int count) {
        firstChild[n] = first;
        childCount[n] = (short) count;
        BYTES.setRelease(state, n, EXPANDED);
    }

    /** Gives up an expansion claim because the store is full. */
    void markNoRoom(int n) {
        BYTES.setRelease(state, n, NO_ROOM);
    }

    long stats(int n) {
        return (long) LONGS.getOpaque(stats, n);
    }

    long amaf(int n) {
        return (long) LONGS.getOpaque(amaf, n);
    }

    long score(int n) {
        return (long) LONGS.getOpaque(score, n);
    }

    long owner(int n) {
        return (long) LONGS.getOpaque(owner, n);
    }

    int vloss(int n) {
        return (int) INTS.getOpaque(vloss, n);
    }

    void addStats(int n, long delta) {
        LONGS.getAndAdd(stats, n, delta);
    }

    void addAmaf(int n, long delta) {
        LONGS.getAndAdd(amaf, n, delta);
    }

    void addScore(int n, long units) {
        LONGS.getAndAdd(score, n, units);
    }

    void addOwner(int n, long delta) {
        LONGS.getAndAdd(owner, n, delta);
    }

    void addVirtualLoss(int n, int delta) {
        INTS.getAndAdd(vloss, n, delta);
    }

    void addTerminal(int n) {
        INTS.getAndAdd(terminal, n, 1);
    }

    static int visits(long packed) {
        return (int) (packed >>> 32);
    }

    /** The value sum of a packed statistic, in wins. */
    static double valueSum(long packed) {
        return (packed & 0xFFFFFFFFL) * (1.0 / VALUE_SCALE);
    }

    int visits(int n) {
        return visits(stats(n));
    }

    /**
     * One simulation's margin in {@link #score} units: rounded to the nearest unit (no random
     * rounding, so recording it draws nothing from a worker's random stream) and clamped to
     * {@link #MAX_SCORE_UNITS}.
     */
    static long scoreUnits(double margin) {
        double u = margin * SCORE_SCALE;
        if (u >= MAX_SCORE_UNITS) return MAX_SCORE_UNITS;
        if (u <= -MAX_SCORE_UNITS) return -MAX_SCORE_UNITS;
        return Math.round(u);
    }

    /** A score sum in points. */
    static double scorePoints(long units) {
        return units * (1.0 / SCORE_SCALE);
    }

    // ----------------------------------------------------------------------------------------
    // Compaction

    /**
     * Moves the subtree under {@code root} to the front of the store (the root becomes node 0)
     * and frees everything else. Between searches only.
     *
     * <p>Why this is safe in place: children are always allocated after their parent, so the
     * kept nodes, taken in increasing index order, keep their relative order and each moves
     * to an index no larger than its own; moving them in that order never overwrites a kept
     * node that has not moved yet. Sibling blocks stay contiguous because a block is kept
     * whole or not at all (except the new root, which moves alone).
     */
    int compact(int root) {
        int used = used();
        int words = (used + 63) >>> 6;
        java.util.Arrays.fill(keepBits, 0, words, 0L);
        keepBits[root >>> 6] |= 1L << root;
        for (int i = root; i < used; i++) {
            if ((keepBits[i >>> 6] & (1L << i)) == 0) continue;
            if (state[i] == EXPANDED) {
                int fc = firstChild[i];
                int end = fc + childCount[i];
                for (int c = fc; c < end; c++) keepBits[c >>> 6] |= 1L << c;
            } else if (state[i] == NO_ROOM || state[i] == EXPANDING) {
                // Room is freed now (and no expansion can be half done between searches).
                state[i] = UNEXPANDED;
            }
        }
        int r = 0;
        for (int w = 0; w < words; w++) {
            keepRank[w] = r;
            r += Long.bitCount(keepBits[w]);
        }
        for (int i = root; i < used; i++) {
            if ((keepBits[i >>> 6] & (1L << i)) == 0) continue;
            int j = rank(i);
            move[j] = move[i];
            prior[j] = prior[i];
            stats[j] = stats[i];
            amaf[j] = amaf[i];
            score[j] = score[i];
            if (owner != null) owner[j] = owner[i];
            vloss[j] = 0;
            state[j] = state[i];
            childCount[j] = childCount[i];
            firstChild[j] = state[i] == EXPANDED ? rank(firstChild[i]) : 0;
            terminal[j] = terminal[i];
        }
        nextFree.set(r);
        full = false;
        return 0;
    }

    /** New index of kept node {@code i}: kept nodes below it. */
    private int rank(int i) {
        int w = i >>> 6;
        long below = keepBits[w] & ((1L << (i & 63)) - 1);
        return keepRank[w] + Long.bitCount(below);
    }
}
