package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.pattern.OwnershipMap;
import io.kosumi.pattern.PriorTable;
import io.kosumi.playout.OwnershipSampler;
import io.kosumi.playout.PlayoutRunner;
import io.kosumi.util.FastRandom;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Multi-threaded Monte-Carlo tree search: PUCT selection on values blended with AMAF (RAVE),
 * priors from a {@link MovePriors}, heuristic playouts, tree parallelism with virtual loss,
 * and the tree kept between moves.
 *
 * <h2>Threads</h2>
 * {@link #run} is called by one controlling thread at a time (it is synchronized). It prepares
 * the root (tree reuse, compaction, the root's expansion, the superko-illegal root moves) on
 * that thread, starts one new thread per {@link Worker}, waits for them (calling the progress
 * callback and the timer-based early stop in between), and joins them all before it returns,
 * so between two runs no worker touches the store. The per-run fields below are written before
 * the threads start and not changed until they are joined: {@code Thread.start} makes them
 * visible to the workers and {@code Thread.join} makes the workers' writes visible to what
 * follows, so neither needs more.
 *
 * <p>Which methods run when:
 * <ul>
 *   <li>Between searches only: {@link #run}, {@link #warmUp}, {@link #clearTree},
 *       {@link #ownership()}, {@link #ownershipPlayouts()}, {@link #refreshOwnership},
 *       {@link #lastCpuNanos()}. They are synchronized, so from another thread they wait for a
 *       running search to end.</li>
 *   <li>Safe from any thread at any time: {@link #stop()} (a volatile flag the workers poll
 *       between simulations), and what is fixed at construction ({@link #threads()},
 *       {@link #params()}, {@link #nodeCapacity()}, {@link #effectiveKomi}).</li>
 *   <li>During a search, from the progress callback (the controlling thread):
 *       {@link #liveOwnership()}, which reads the workers' ownership counts as they are written
 *       ({@link Worker} says what it may see). The snapshots given to the callback read the
 *       store's statistics by opaque loads and each worker's {@link Worker#done()} count: every
 *       figure is untorn, but figures may disagree with each other by the simulations in
 *       flight (a parent's visits against the sum of its children's, a node's score sum
 *       against its visits, the playouts against the root's visits).</li>
 * </ul>
 * The search threads are made anew for every run: starting and joining two of them costs about
 * 0.2 ms (measured with {@code ThreadStartCost} in the tests), and a search runs for at least
 * tens of milliseconds, while live analysis runs one search and takes snapshots of it, so a pool
 * would save nothing that shows and would have to carry the start/join ordering itself.
 *
 * <h2>Tree reuse</h2>
 * After a run the search remembers the game's moves. If the next run's game is that game
 * plus some moves, and every one of those moves is a child in the tree, that child's subtree
 * becomes the new root (the store is compacted when enough of it is garbage); otherwise the
 * tree starts afresh.
 */
public final class Search {
    private static final Logger log = LoggerFactory.getLogger(Search.class);

    final SearchParams params;
    /** Root visits at which the search stops so that no packed statistic can overflow. */
    private final int maxRootVisits;
    final MovePriors priors;
    final NodeStore store;
    private final Worker[] workers;
    /**
     * Who owns each point in playouts from the current root, for priors with the {@code owner}
     * feature: filled by the controlling thread in {@link #prepareRoot}, read by every worker's
     * prior scratch during the run (empty, so the feature absent, when the priors have none).
     */
    final OwnershipMap priorOwnership = new OwnershipMap();
    private final OwnershipSampler ownerSampler;

    // Per-run state, written by the controlling thread before the workers start (Thread.start
    // makes it visible to them) and not changed until they are joined. Workers read it plainly.
    int root = -1;
    final Board rootBoard = new Board(Board.MIN_SIZE);
    int rootColor;
    int rootPasses;
    double komi;
    int maxPlayoutMoves;
    int expandVisits;
    /** The selection's constants for this board size (the plain or the {@code Large} parameters). */
    double cpuct;
    double raveEquiv;
    double priorEquiv;
    double evenEquiv;
    boolean[] rootExcluded = new boolean[0];
    /** The search may try a pass at a node whose last move was not a pass ({@link SearchParams#passLateUnclear}). */
    boolean passLate;

    /** Playouts handed out to the workers in this run (atomic: every worker claims from it). */
    private final AtomicLong playoutsClaimed = new AtomicLong();
    // Limits of the run: per-run state like the fields above.
    private long maxPlayouts;
    private long deadlineNanos;
    private java.util.function.BooleanSupplier stopSupplier;
    /**
     * Early stop with a playout limit and no deadline: checked by the workers at fixed playout
     * counts rather than by the controlling thread on a timer, so a single-threaded search with
     * a fixed seed stops at the same playout every time (the tactics suites rely on that).
     */
    private boolean earlyStopByCount;
    /** Playouts between two early-stop checks when they go by count. */
    private static final int EARLY_STOP_EVERY = 64;
    /** Set by any thread ({@link #stop()}, the deadline, the stop supplier); polled by the workers. */
    private volatile boolean stopRequested;

    // Reuse bookkeeping: the game as it was at the last root. Controlling thread only, inside run.
    private long lastStartHash;
    private int lastSize;
    private int[] lastMoves = new int[0];
    private int lastMoveCount = -1;
    private int lastColor;
    private double lastGameKomi;

    // Ownership of the last run (point-indexed, +1 Black owns, -1 White owns). Written after the
    // join inside run; read by the synchronized accessors, so guarded by this object's monitor.
    private float[] ownership = new float[0];
    private long ownershipHash;
    private int ownershipSize;
    private int ownershipPlayouts;

    /** A search whose priors come from the learned table. */
    public Search(SearchParams params, PriorTable priors, int threads, long memoryBytes) {
        this(params, new PatternPriors(priors), threads, memoryBytes);
    }

    /**
     * @param priors where children's priors come from (a learned table or {@link BuiltinPriors})
     * @param threads worker threads, at least 1
     * @param memoryBytes budget for the node store (the arrays are allocated here, once)
     */
    public Search(SearchParams params, MovePriors priors, int threads, long memoryBytes) {
        if (threads < 1) throw new IllegalArgumentException("threads must be at least 1: " + threads);
        params.validate();
        this.params = params.copy();
        this.priors = priors;
        boolean ownerStats = params.critRave > 0;
        this.store = new NodeStore(NodeStore.capacityFor(memoryBytes, ownerStats), ownerStats);
        // A simulation adds up to raveDistance AMAF visits to a child, and the packed value
        // sums hold MAX_VISITS of weight 1.
        this.maxRootVisits = NodeStore.MAX_VISITS / Math.max(1, params.raveDistance);
        long seed = params.seed != 0 ? params.seed : System.nanoTime();
        ownerSampler = new OwnershipSampler(PlayoutRunner.heuristic(this.params.playout, new FastRandom(seed ^ 0x6F776E6572L)));
        workers = new Worker[threads];
        for (int i = 0; i < threads; i++) workers[i] = new Worker(this, i, seed);
        log.debug("search: {} threads, {} nodes of {} bytes", threads, store.capacity, NodeStore.bytesPerNode(ownerStats));
    }

    public int threads() {
        return workers.length;
    }

    public SearchParams params() {
        return params;
    }

    /** Nodes the store can hold. */
    public int nodeCapacity() {
        return store.capacity;
    }

    /** Bytes per node of the store's arrays. */
    public static int bytesPerNode() {
        return NodeStore.BYTES_PER_NODE;
    }

    /** Asks a running search to finish soon (its result is still valid). Any thread. */
    public void stop() {
        stopRequested = true;
    }

    /**
     * Runs a short throw-away search on an empty board so that the JIT has compiled the hot
     * paths before the first real move (the first second of a cold JVM gets a fraction of
     * the playouts). The tree is cleared afterwards.
     */
    public synchronized void warmUp(int size, long millis) {
        Game g = new Game(size, io.kosumi.game.Rules.CHINESE, 7.5);
        run(g, Board.BLACK, SearchLimits.millis(millis));
        clearTree();
    }

    /** Forgets the tree (the next run starts afresh). */
    public synchronized void clearTree() {
        lastMoveCount = -1;
        root = -1;
        store.reset();
    }

    /** Effective komi (Black's view): the game's komi plus dynamic komi for handicap games. */
    public double effectiveKomi(Game game) {
        double k = game.komi();
        int h = game.handicap();
        if (h >= 2 && params.dynKomiPerStone != 0) {
            double points = game.size() * (double) game.size();
            double fadeMoves = Math.max(1, params.dynKomiFadeShare * points);
            double fade = Math.max(0, 1 - game.moveCount() / fadeMoves);
            // Black's stones are worth about this much: give it to White so that neither side
            // sees the game as decided (whichever side the engine plays).
            k += h * params.dynKomiPerStone * fade;
        }
        return k;
    }

    /**
     * Searches the current position of {@code game} for {@code color}. The game is not
     * changed. The result's move is the search's first choice ({@link SearchResult#ranked}),
     * never one that is illegal in the game (superko included); the engine's pass and resign
     * rules come after ({@code engine.MoveDecision}).
     */
    public synchronized SearchResult run(Game game, int color, SearchLimits limits) {
        if (color != Board.BLACK && color != Board.WHITE) throw new IllegalArgumentException("bad colour " + color);
        long t0 = System.nanoTime();
        stopRequested = false;
        int visitsKept = prepareRoot(game, color, limits.extraKomi);
        maxPlayouts = limits.maxPlayouts;
        deadlineNanos = limits.maxMillis > 0 ? t0 + limits.maxMillis * 1_000_000L : Long.MAX_VALUE;
        stopSupplier = limits.stop;
        earlyStopByCount = limits.earlyStop && deadlineNanos == Long.MAX_VALUE && maxPlayouts > 0;
        boolean earlyStopByTime = limits.earlyStop && !earlyStopByCount;
        playoutsClaimed.set(0);
        for (Worker w : workers) w.resetForSearch();

        Thread[] threads = new Thread[workers.length];
        for (int i = 0; i < workers.length; i++) {
            Worker w = workers[i];
            threads[i] = new Thread(w::loop, "kosumi-search-" + i);
            threads[i].setDaemon(true);
            threads[i].start();
        }
        long nextProgress = limits.progress != null ? System.nanoTime() + limits.progressMillis * 1_000_000L : Long.MAX_VALUE;
        long nextEarlyCheck = System.nanoTime() + 20_000_000L;
        try {
            for (Thread t : threads) {
                while (t.isAlive()) {
                    long now = System.nanoTime();
                    long wake = Math.min(Math.min(nextProgress, deadlineNanos), earlyStopByTime ? nextEarlyCheck : Long.MAX_VALUE);
                    long waitMs = wake == Long.MAX_VALUE ? 100 : Math.max(1, (wake - now) / 1_000_000L);
                    t.join(Math.min(waitMs, 100));
                    now = System.nanoTime();
                    if (now >= deadlineNanos) stopRequested = true;
                    if (now >= nextProgress && t.isAlive()) {
                        limits.progress.accept(snapshot(game, color, visitsKept, t0));
                        nextProgress = now + limits.progressMillis * 1_000_000L;
                    }
                    if (earlyStopByTime && now >= nextEarlyCheck) {
                        if (cannotChange(now, t0)) stopRequested = true;
                        nextEarlyCheck = now + 20_000_000L;
                    }
                }
            }
        } catch (InterruptedException e) {
            stopRequested = true;
            for (Thread t : threads) {
                try {
                    t.join();
                } catch (InterruptedException ignored) {
                    // Keep waiting: the workers must be finished before the store is read.
                }
            }
            Thread.currentThread().interrupt();
        }
        for (Worker w : workers) {
            if (w.failure != null) throw new IllegalStateException("search worker failed", w.failure);
        }
        collectOwnership(game);
        SearchResult result = snapshot(game, color, visitsKept, t0);
        log.debug("search: {}", result.summary());
        return result;
    }

    // ----------------------------------------------------------------------------------------
    // Worker interface

    /** True while the workers should start another playout (and counts it). */
    boolean claimPlayout() {
        if (stopRequested) return false;
        if (System.nanoTime() >= deadlineNanos) {
            stopRequested = true;
            return false;
        }
        if (stopSupplier != null && stopSupplier.getAsBoolean()) {
            stopRequested = true;
            return false;
        }
        if (store.visits(root) >= maxRootVisits) return false;
        long k = playoutsClaimed.incrementAndGet();
        if (maxPlayouts > 0 && k > maxPlayouts) return false;
        if (earlyStopByCount && k % EARLY_STOP_EVERY == 0 && leaderSafe(k - 1, maxPlayouts - (k - 1))) {
            stopRequested = true;
            return false;
        }
        return true;
    }

    void abort() {
        stopRequested = true;
    }

    // ----------------------------------------------------------------------------------------
    // Root preparation and tree reuse

    /**
     * Sets the root for this run, with {@code extraKomi} points given by {@code color} on top
     * of the effective komi; returns the visits kept from the previous tree (whose statistics
     * may be of a komi a point or so away: kept, as Pachi keeps them).
     */
    private int prepareRoot(Game game, int color, double extraKomi) {
        Board gb = game.board();
        rootBoard.copyFrom(gb);
        rootColor = color;
        rootPasses = Math.min(game.consecutivePasses(), 1);
        komi = effectiveKomi(game) + (color == Board.BLACK ? extraKomi : -extraKomi);
        maxPlayoutMoves = workers[0].playout.maxMoves(gb.size());
        boolean large = gb.size() >= 13;
        expandVisits = large ? params.expandVisitsLarge : params.expandVisits;
        cpuct = large ? params.cpuctLarge : params.cpuct;
        raveEquiv = large ? params.raveEquivLarge : params.raveEquiv;
        priorEquiv = large ? params.priorEquivLarge : params.priorEquiv;
        evenEquiv = large ? params.evenEquivLarge : params.evenEquiv;
        passLate = passLate(game);

        if (priors.usesOwnership(gb.size())) {
            ownerSampler.sample(rootBoard, color, params.ownerPlayouts, priorOwnership);
        } else {
            priorOwnership.clear();
        }

        int reused = findReusedRoot(game, color);
        int kept = 0;
        if (reused >= 0) {
            if (store.used() > params.compactShare * store.capacity || store.isFull()) {
                reused = store.compact(reused);
            }
            root = reused;
            kept = store.visits(root);
            // Terminal visits of a reused root are fine; virtual loss is zero between searches.
        } else {
            store.reset();
            root = store.newRoot(Board.NO_POINT);
        }
        rememberGame(game, color);

        if (store.stateAcquire(root) != NodeStore.EXPANDED) {
            if (store.stateAcquire(root) == NodeStore.NO_ROOM) {
                store.compact(root);
                root = 0;
            }
            Worker w = workers[0];
            Board b = w.board();
            b.copyFrom(gb);
            if (!w.expand(root, b, color)) {
                // The store is too full even after compaction: start from an empty tree.
                store.reset();
                root = store.newRoot(Board.NO_POINT);
                kept = 0;
                if (!w.expand(root, b, color)) throw new IllegalStateException("node store too small for one expansion");
            }
        }
        int fc = store.firstChild[root];
        int n = store.childCount[root];
        if (rootExcluded.length < n) rootExcluded = new boolean[Math.max(n, 64)];
        for (int k = 0; k < n; k++) {
            int mv = store.move[fc + k];
            rootExcluded[k] = !game.isLegal(color, mv);
        }
        return kept;
    }

    /** Whether a pass that does not answer a pass is tried in this run's tree. */
    boolean passLate(Game game) {
        if (params.passLateUnclear < 0) return true;
        int size = game.size();
        // Stones on the board rather than moves played, so set-up positions count too.
        if (size * size - game.board().emptyCount() <= size * size / (7 - size / 5)) return false;
        // The last search's ownership: of the position before the opponent's move, or of an
        // earlier game, which the stone count above has ruled out as far as it can.
        if (ownershipPlayouts == 0 || ownershipSize != size) return true;
        Board b = game.board();
        int unclear = 0;
        for (int pt = b.stride(); pt < b.arrayLength(); pt++) {
            if (b.color(pt) != Board.BORDER && Math.abs(ownership[pt]) < params.passUnclearOwnership) unclear++;
        }
        return unclear < params.passLateUnclear;
    }

    private int findReusedRoot(Game game, int color) {
        if (root < 0 || lastMoveCount < 0) return -1;
        if (game.size() != lastSize || game.startBoard().hash() != lastStartHash || game.komi() != lastGameKomi) return -1;
        int mc = game.moveCount();
        if (mc < lastMoveCount) return -1;
        for (int i = 0; i < lastMoveCount; i++) {
            if (game.moveAt(i) != lastMoves[i]) return -1;
        }
        int node = root;
        int toMove = lastColor;
        for (int i = lastMoveCount; i < mc; i++) {
            if (game.colorAt(i) != toMove) return -1;
            if (store.stateAcquire(node) != NodeStore.EXPANDED) return -1;
            int mv = game.moveAt(i);
            int fc = store.firstChild[node];
            int end = fc + store.childCount[node];
            int next = -1;
            for (int c = fc; c < end; c++) {
                if (store.move[c] == mv) {
                    next = c;
                    break;
                }
            }
            if (next < 0) return -1;
            node = next;
            toMove = Board.opponent(toMove);
        }
        if (toMove != color) return -1;
        return node;
    }

    private void rememberGame(Game game, int color) {
        int mc = game.moveCount();
        if (lastMoves.length < mc) lastMoves = new int[Math.max(mc, 2 * lastMoves.length)];
        for (int i = 0; i < mc; i++) lastMoves[i] = game.moveAt(i);
        lastMoveCount = mc;
        lastColor = color;
        lastSize = game.size();
        lastStartHash = game.startBoard().hash();
        lastGameKomi = game.komi();
    }

    // ----------------------------------------------------------------------------------------
    // Results

    private double meanFor(long packed) {
        int v = NodeStore.visits(packed);
        return v > 0 ? NodeStore.valueSum(packed) / v : 0.5;
    }

    /**
     * Mean margin in points of a child's simulations for its mover, shifted by {@code shift};
     * 0 when unvisited. The score and the visits are read apart, so while workers
     * run they may differ by the simulations in flight: fine for a report.
     */
    private static double scoreMeanFor(long scoreUnits, long packed, double shift) {
        int v = NodeStore.visits(packed);
        return v > 0 ? NodeStore.scorePoints(scoreUnits) / v + shift : 0;
    }

    private double lcb(long packed) {
        int v = NodeStore.visits(packed);
        if (v < 2) return -1;
        double q = NodeStore.valueSum(packed) / v;
        double var = Math.max(q * (1 - q), 0.01);
        return q - params.lcbZ * Math.sqrt(var / v);
    }

    /**
     * The statistics of the root children as they are now: exact after the join; while the
     * workers run, opaque loads of each statistic, which may disagree with each other by the
     * simulations in flight (see the class comment).
     */
    private SearchResult snapshot(Game game, int color, int visitsKept, long t0) {
        int fc = store.firstChild[root];
        int n = store.childCount[root];
        // Margins were counted against the komi the search played with; reports use the game's.
        double komiShift = komi - game.komi();
        double colorShift = color == Board.BLACK ? komiShift : -komiShift;
        List<SearchResult.Child> list = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            if (rootExcluded[k]) continue;
            int c = fc + k;
            long s = store.stats(c);
            list.add(new SearchResult.Child(store.move[c], NodeStore.visits(s), meanFor(s), store.prior[c], lcb(s),
                    NodeStore.visits(store.amaf(c)), scoreMeanFor(store.score(c), s, colorShift), pv(c)));
        }
        // The root's statistics are for the player who moved into it: the other colour.
        long rs = store.stats(root);
        int rv = NodeStore.visits(rs);
        double rootWin = rv > 0 ? 1 - NodeStore.valueSum(rs) / rv : 0.5;
        double rootScore = rv > 0 ? -NodeStore.scorePoints(store.score(root)) / rv + colorShift : 0;
        list.sort((a, b) -> a.visits != b.visits ? Integer.compare(b.visits, a.visits) : Double.compare(b.prior, a.prior));
        long playouts = 0;
        for (Worker w : workers) playouts += w.done();
        List<SearchResult.Child> ranked = ranked(list);
        int best = ranked.isEmpty() ? Board.PASS : ranked.get(0).move;
        double win = ranked.isEmpty() ? 0.5 : ranked.get(0).winRate;
        int[] bestPv = ranked.isEmpty() ? new int[] {Board.PASS} : ranked.get(0).pv;
        long millis = (System.nanoTime() - t0) / 1_000_000L;
        return new SearchResult(best, color, win, playouts, rv, visitsKept, millis, store.used(),
                store.isFull(), komi, rootWin, rootScore, list, ranked, bestPv, game.size());
    }

    /** The most visited line from {@code node} (its own move first). */
    private int[] pv(int node) {
        int[] buf = new int[32];
        int n = 0;
        int cur = node;
        while (n < buf.length) {
            buf[n++] = store.move[cur];
            if (store.stateAcquire(cur) != NodeStore.EXPANDED) break;
            int fc = store.firstChild[cur];
            int end = fc + store.childCount[cur];
            int best = -1;
            int bestVisits = 0;
            for (int c = fc; c < end; c++) {
                int v = store.visits(c);
                if (v > bestVisits) {
                    bestVisits = v;
                    best = c;
                }
            }
            if (best < 0) break;
            cur = best;
        }
        return Arrays.copyOf(buf, n);
    }

    /**
     * Early stop on the controlling thread's timer: the runner-up cannot catch the leader with
     * the playouts still to come (estimated from the rate so far when there is a deadline).
     */
    private boolean cannotChange(long now, long t0) {
        long done = 0;
        for (Worker w : workers) done += w.done();
        double elapsed = Math.max(1, now - t0);
        double remaining = 0;
        if (deadlineNanos != Long.MAX_VALUE) remaining = done * (deadlineNanos - now) / elapsed;
        if (maxPlayouts > 0) {
            double left = Math.max(0, maxPlayouts - done);
            remaining = deadlineNanos != Long.MAX_VALUE ? Math.min(remaining, left) : left;
        } else if (deadlineNanos == Long.MAX_VALUE) {
            return false;
        }
        return leaderSafe(done, remaining);
    }

    /** True when, after {@code done} playouts, no root move can overtake the most visited one in {@code remaining} more. */
    private boolean leaderSafe(long done, double remaining) {
        int fc = store.firstChild[root];
        int n = store.childCount[root];
        int first = 0;
        int second = 0;
        for (int k = 0; k < n; k++) {
            if (rootExcluded[k]) continue;
            int v = store.visits(fc + k);
            if (v > first) {
                second = first;
                first = v;
            } else if (v > second) {
                second = v;
            }
        }
        return done > 100 && second + remaining < first;
    }

    /**
     * {@link SearchResult#ranked}: children sorted by visits ({@code byVisits}) reordered so
     * that those with enough visits to replace the most visited one come first by LCB. The sort
     * is stable, so among equal bounds the more visited comes first.
     */
    private List<SearchResult.Child> ranked(List<SearchResult.Child> byVisits) {
        if (byVisits.isEmpty()) return byVisits;
        SearchResult.Child most = byVisits.get(0);
        double minVisits = params.lcbMinShare * most.visits;
        List<SearchResult.Child> eligible = new ArrayList<>();
        List<SearchResult.Child> rest = new ArrayList<>();
        for (SearchResult.Child c : byVisits) {
            if (c == most || (c.visits >= minVisits && c.visits >= 2)) eligible.add(c);
            else rest.add(c);
        }
        eligible.sort((a, b) -> Double.compare(b.lcb, a.lcb));
        eligible.addAll(rest);
        return eligible;
    }

    // ----------------------------------------------------------------------------------------
    // Ownership

    private void collectOwnership(Game game) {
        Board b = game.board();
        int len = b.arrayLength();
        if (ownership.length < len) ownership = new float[Board.arrayLength(Board.MAX_SIZE)];
        Arrays.fill(ownership, 0f);
        long total = meanOwnership(ownership, len);
        if (total == 0) {
            ownershipPlayouts = 0;
            return;
        }
        ownershipHash = b.hash();
        ownershipSize = b.size();
        ownershipPlayouts = (int) Math.min(Integer.MAX_VALUE, total);
    }

    /**
     * Ownership of every point after the last search (point-indexed, +1 Black always owns it,
     * -1 White always does), from that search's playouts. A copy.
     */
    public synchronized float[] ownership() {
        return ownership.clone();
    }

    /**
     * Ownership counted so far by the running search (point-indexed for the root board, +1
     * Black owns, -1 White), for progress callbacks: live analysis shows it and estimates the
     * score from it. Reads the workers' counts as they are written (see {@link Worker}):
     * untorn and within [-1, 1], but possibly stale or a simulation ahead at some points, which
     * a display can live with. Between searches it is the last search's ownership, exact. Call
     * it from the progress callback or between searches, on the thread that runs the searches.
     * A new array.
     */
    public float[] liveOwnership() {
        float[] out = new float[rootBoard.arrayLength()];
        meanOwnership(out, out.length);
        return out;
    }

    /**
     * Fills {@code out[0..len)} with the workers' mean ownership per point and returns the
     * simulations behind it (0, and {@code out} untouched, when there are none). Exact once the
     * workers are joined; while they run, the racy reads of {@link Worker#ownerSum} described
     * there, each mean clamped to [-1, 1].
     */
    private long meanOwnership(float[] out, int len) {
        long total = 0;
        // Counts first (acquire loads): the sums read after them include at least these simulations.
        for (Worker w : workers) total += w.ownerPlayouts();
        if (total == 0) return 0;
        for (int pt = 0; pt < len; pt++) {
            long s = 0;
            for (Worker w : workers) s += w.ownerSum[pt];
            out[pt] = (float) Math.max(-1.0, Math.min(1.0, (double) s / total));
        }
        return total;
    }

    /** Played-out simulations behind {@link #ownership()} (0: it says nothing). */
    public synchronized int ownershipPlayouts() {
        return ownershipPlayouts;
    }

    /**
     * Makes {@link #ownership()} that of {@code game}'s current position: runs a short search
     * ({@code deadStonePlayouts}, the side to move to play) unless the last search was of this
     * position with at least half as many played-out simulations. For the dead stones of
     * final_status_list and final_score when no search of the position has run.
     */
    public synchronized void refreshOwnership(Game game) {
        Board b = game.board();
        if (ownershipPlayouts < params.deadStonePlayouts / 2 || ownershipHash != b.hash() || ownershipSize != b.size()) {
            run(game, game.toMove(), SearchLimits.playouts(params.deadStonePlayouts));
        }
    }

    /** CPU time the workers of the last search used, in nanoseconds (for benchmarks). */
    public synchronized long lastCpuNanos() {
        long s = 0;
        for (Worker w : workers) s += w.cpuNanos;
        return s;
    }

    // ----------------------------------------------------------------------------------------
    // Test access

    NodeStore store() {
        return store;
    }

    Worker worker(int i) {
        return workers[i];
    }

    int rootNode() {
        return root;
    }
}
