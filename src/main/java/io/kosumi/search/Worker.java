package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.playout.PlayoutRunner;
import io.kosumi.util.FastRandom;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * One search thread's state: its board copy, RNG, playout policy, AMAF record, path and
 * prior buffers. A simulation (descent, expansion, playout, backup) allocates nothing.
 *
 * <h2>Who touches a worker</h2>
 * <ul>
 *   <li>Between searches, the controlling thread (the one in {@link Search#run}): it resets the
 *       counts ({@link #resetForSearch}), expands the root with worker 0's {@link #board()}, and
 *       after the join reads every field. {@code Thread.start} and {@code Thread.join} order
 *       these accesses with the worker thread's, so they need nothing more.</li>
 *   <li>During a search, the worker's own thread, which alone writes every field. All its
 *       scratch state (board, RNG, playout, AMAF record, path, gammas) is seen by no one
 *       else.</li>
 *   <li>Also during a search, the controlling thread reads three counters to report progress
 *       while the worker writes them; each field below says how (KataGo annotates its search
 *       fields the same way):
 *       <ul>
 *         <li>{@link #done()}: an opaque store by the worker once per simulation and an opaque
 *             load by the reader: the {@code long} is never torn (on any JVM, 32-bit ones
 *             included), never seen going backwards, and up to date soon; it may lag the
 *             simulations the other workers or the tree already count.</li>
 *         <li>{@link #ownerPlayouts()}: a release store by the worker after it has added the
 *             simulation's points to {@link #ownerSum}, an acquire load by the reader before
 *             it reads the sums, so the sums it reads include at least that many
 *             simulations.</li>
 *         <li>{@link #ownerSum}: plain writes, per point per played-out simulation, read with
 *             plain reads: racy on purpose, as a volatile or opaque access per point per
 *             simulation would cost on the hottest loop outside the playout itself, for a
 *             display. An {@code int} element is never torn; what a reader may see is a sum
 *             that is stale, or ahead of {@code ownerPlayouts} by simulations added after the
 *             one it read (so a mean can stray slightly outside [-1, 1], which the reader
 *             clamps), and points of one simulation counted while others are not yet.</li>
 *       </ul></li>
 * </ul>
 */
final class Worker {
    private static final VarHandle DONE;
    private static final VarHandle OWNER_PLAYOUTS;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            DONE = l.findVarHandle(Worker.class, "done", long.class);
            OWNER_PLAYOUTS = l.findVarHandle(Worker.class, "ownerPlayouts", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Search search;
    private final NodeStore store;
    private final SearchParams params;
    private final MovePriors priors;
    private final Object priorScratch;
    private final LadderPriors ladderPriors;
    private final double scoreWeight;
    private final boolean playOutAfterPasses;
    private final int raveDistance;
    /** {@link SearchParams#critRave}; the store keeps ownership statistics when it is above 0. */
    private final double critRave;
    private final int critMinVisits;
    /** {@link #amafWeightLimits} of the node being backed up. */
    private final int[] weightLimit = new int[SearchParams.MAX_RAVE_DISTANCE];
    final FastRandom rng;
    final PlayoutRunner playout;
    private final Board board = new Board(Board.MIN_SIZE);
    /** Colour that first played each point in the current simulation (0: nobody yet). */
    private final int[] amafColor = new int[Board.arrayLength(Board.MAX_SIZE)];
    /** Move index of that first play, counted from the root (index 0 = the root's move). */
    private final int[] amafIndex = new int[Board.arrayLength(Board.MAX_SIZE)];
    private final float[] gamma = new float[Board.arrayLength(Board.MAX_SIZE)];
    private int[] path = new int[64];
    /**
     * Sum over this search's played-out simulations of +1 (Black owns) / -1 (White owns) per
     * point. Written by the worker's thread with plain writes; read while it runs with plain
     * reads, racy on purpose (see the class comment).
     */
    final int[] ownerSum = new int[Board.arrayLength(Board.MAX_SIZE)];
    /**
     * Simulations behind {@link #ownerSum}. The worker's thread writes it with a release store
     * after the sums; readers during a search use {@link #ownerPlayouts()}.
     */
    private int ownerPlayouts;
    /**
     * Simulations this worker finished in the current search. The worker's thread alone writes
     * it, with an opaque store; readers during a search use {@link #done()}.
     */
    private long done;
    /** What ended the worker's loop with an exception, or null. Read after the join. */
    Throwable failure;
    /** CPU time of this worker's thread in the current search (set when its loop ends). Read after the join. */
    long cpuNanos;

    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    Worker(Search search, int index, long seed) {
        this.search = search;
        this.store = search.store;
        this.params = search.params;
        this.priors = search.priors;
        this.priorScratch = priors.newScratch();
        priors.useOwnership(priorScratch, search.priorOwnership);
        this.ladderPriors = new LadderPriors(params);
        this.scoreWeight = params.scoreWeight;
        this.playOutAfterPasses = params.playOutAfterPasses;
        this.raveDistance = params.raveDistance;
        this.critRave = params.critRave;
        this.critMinVisits = params.critMinVisits;
        this.rng = new FastRandom(seed * 0x9E3779B97F4A7C15L + index);
        this.playout = PlayoutRunner.heuristic(params.playout, rng);
    }

    /** Forgets this worker's per-search counts (between searches). */
    void resetForSearch() {
        Arrays.fill(ownerSum, 0);
        ownerPlayouts = 0;
        done = 0;
        cpuNanos = 0;
        failure = null;
    }

    /** Simulations finished in this search so far (opaque load: any thread, at any time). */
    long done() {
        return (long) DONE.getOpaque(this);
    }

    /**
     * Played-out simulations counted in {@link #ownerSum} so far (acquire load: any thread, at
     * any time); sums read after this call include at least that many.
     */
    int ownerPlayouts() {
        return (int) OWNER_PLAYOUTS.getAcquire(this);
    }

    /** Runs simulations until the search says stop. */
    void loop() {
        long cpu0 = CPU.getCurrentThreadCpuTime();
        try {
            while (search.claimPlayout()) {
                simulate();
                // Only this thread writes the field, so its plain read is its own last value.
                DONE.setOpaque(this, done + 1);
            }
        } catch (Throwable t) {
            failure = t;
            search.abort();
        } finally {
            cpuNanos = CPU.getCurrentThreadCpuTime() - cpu0;
        }
    }

    /** One simulation from the search's current root. */
    void simulate() {
        Board b = board;
        b.copyFrom(search.rootBoard);
        int len = b.arrayLength();
        Arrays.fill(amafColor, 0, len, 0);
        int node = search.root;
        int color = search.rootColor;
        int passes = search.rootPasses;
        int depth = 0;
        path[0] = node;
        boolean gameOver = false;
        try {
            while (true) {
                byte st = store.stateAcquire(node);
                if (st != NodeStore.EXPANDED) {
                    if (st == NodeStore.UNEXPANDED && store.visits(node) + 1 >= search.expandVisits
                            && expand(node, b, color)) {
                        continue;
                    }
                    break;
                }
                int child = select(node, depth == 0, passes > 0 || search.passLate);
                if (depth + 1 == path.length) path = Arrays.copyOf(path, path.length * 2);
                path[++depth] = child;
                store.addVirtualLoss(child, 1);
                int mv = store.move[child];
                b.playLegal(mv, color);
                if (mv == Board.PASS) {
                    passes++;
                } else {
                    passes = 0;
                    if (amafColor[mv] == 0) {
                        amafColor[mv] = color;
                        amafIndex[mv] = depth - 1;
                    }
                }
                color = Board.opponent(color);
                node = child;
                if (passes >= 2) {
                    gameOver = true;
                    break;
                }
            }
            int area;
            boolean playedOut = !gameOver || playOutAfterPasses;
            if (!playedOut) {
                area = playout.score(b);
            } else {
                // After two passes in the tree the stones are as they were: the fast count sees
                // dead stones as alive and any territory wider than a point or two as neutral,
                // so a pass looked good to whoever had dead stones on the board (or little
                // territory). The playout fills the areas and takes the dead stones off, as the
                // count with dead stones removed does at the real end of the game.
                area = playout.run(b, color, gameOver ? 0 : passes, search.maxPlayoutMoves, amafColor, amafIndex, depth);
            }
            double margin = area - search.komi;
            int blackValue = blackValue(margin, b.size(), search.rootColor);
            // Ownership (dead stones) only from simulations that were played out: a game
            // ended by two passes inside the tree and counted as it stands leaves dead stones
            // on the board uncaptured.
            if (playedOut) {
                for (int pt = b.stride(); pt < len; pt++) {
                    int o = playout.owner(pt);
                    if (o == Board.BLACK) ownerSum[pt]++;
                    else if (o == Board.WHITE) ownerSum[pt]--;
                }
                OWNER_PLAYOUTS.setRelease(this, ownerPlayouts + 1);
            }
            int simLength = playedOut ? depth + playout.lastLength() : depth;
            backup(depth, blackValue, NodeStore.scoreUnits(margin), simLength);
        } finally {
            for (int i = 1; i <= depth; i++) store.addVirtualLoss(path[i], -1);
        }
    }

    /**
     * Black's value of a finished simulation in units of 1/{@link NodeStore#VALUE_SCALE}: the
     * win (1), draw (1/2) or loss (0), blended with weight {@link SearchParams#scoreWeight} with a
     * margin term {@code 0.5 + 0.5 tanh(margin / scale)}, so that among winning lines the
     * search prefers the ones that win by more (no slack moves once the game is decided) and
     * among losing lines the ones that lose by less. The fraction is rounded up or down at
     * random in proportion (unbiased), since the statistics hold whole units.
     */
    private int blackValue(double margin, int size, int rootColor) {
        // A draw (integer komi) is worth drawValue to the engine's side (the root's colour)
        // and the rest to the other: 1/2 as in match scoring by default; counting it as a
        // win for White made White settle for draws it could have won.
        double win;
        if (margin > 0) {
            if (scoreWeight <= 0) return NodeStore.VALUE_SCALE;
            win = 1;
        } else if (margin < 0) {
            if (scoreWeight <= 0) return 0;
            win = 0;
        } else {
            win = rootColor == Board.BLACK ? params.drawValue : 1 - params.drawValue;
        }
        double v = win;
        if (scoreWeight > 0) {
            double scale = params.scoreScale > 0 ? params.scoreScale : size * size / 10.0;
            v = (1 - scoreWeight) * win + scoreWeight * (0.5 + 0.5 * Math.tanh(margin / scale));
        }
        double units = v * NodeStore.VALUE_SCALE;
        int whole = (int) units;
        if (rng.next16() < (int) ((units - whole) * 65536)) whole++;
        return Math.min(whole, NodeStore.VALUE_SCALE);
    }

    /**
     * Adds the result and the score margin to every node on the path (for the player who
     * moved into it) and the AMAF result to every child of a path node whose move the player
     * to move there played first, at or after that node, weighted by how early it came
     * ({@link SearchParams#raveDistance}; weight 1 when that is off). With criticality on, also
     * whether the mover into a path node owns its point at the end ({@link NodeStore#owner}),
     * from the playout's (or the final count's) owners.
     */
    private void backup(int depth, int blackValue, long blackScoreUnits, int simLength) {
        // The mover into path[i] is the root colour's opponent for even i.
        int rootColor = search.rootColor;
        int d = raveDistance;
        for (int i = 0; i <= depth; i++) {
            int node = path[i];
            int toMove = (i & 1) == 0 ? rootColor : Board.opponent(rootColor);
            int mover = Board.opponent(toMove);
            int moverValue = mover == Board.BLACK ? blackValue : NodeStore.VALUE_SCALE - blackValue;
            store.addStats(node, NodeStore.VISIT + moverValue);
            store.addScore(node, mover == Board.BLACK ? blackScoreUnits : -blackScoreUnits);
            if (i == depth) store.addTerminal(node);
            if (critRave > 0 && i > 0) {
                int pt = store.move[node];
                if (pt != Board.PASS && playout.owner(pt) == mover) store.addOwner(node, NodeStore.VISIT + moverValue);
            }
            if (store.stateAcquire(node) != NodeStore.EXPANDED) continue;
            long amafDelta = NodeStore.VISIT + (NodeStore.VALUE_SCALE - moverValue);
            int fc = store.firstChild[node];
            int end = fc + store.childCount[node];
            amafWeightLimits(d, i, simLength, weightLimit);
            for (int c = fc; c < end; c++) {
                int mv = store.move[c];
                int f;
                if (mv != Board.PASS && amafColor[mv] == toMove && (f = amafIndex[mv]) >= i) {
                    store.addAmaf(c, amafWeight(f, d, weightLimit) * amafDelta);
                }
            }
        }
    }

    /**
     * The AMAF weight of {@link SearchParams#raveDistance} without a division per child: a
     * move first played at index f, seen from the node at index {@code start} of a simulation
     * of {@code length} moves, weighs {@code 1 + floor(d (length - f) / (length - start + 1))},
     * which is 1 plus the number of k in 1..d-1 with {@code f <= limit[k]} ({@link #amafWeight}).
     * Fills {@code limit[1..d-1]}; for d of 0 or 1 nothing, and every weight is 1.
     */
    static void amafWeightLimits(int d, int start, int length, int[] limit) {
        int denom = length - start + 1;
        for (int k = 1; k < d; k++) {
            // d (length - f) >= k denom  <=>  f <= length - ceil(k denom / d)
            limit[k] = length - (k * denom + d - 1) / d;
        }
    }

    /** The AMAF weight of a move first played at index f, from {@link #amafWeightLimits}'s limits. */
    static int amafWeight(int f, int d, int[] limit) {
        int w = 1;
        for (int k = 1; k < d; k++) {
            if (f <= limit[k]) w++;
        }
        return w;
    }

    /**
     * Criticality of a node from its statistics and its {@link NodeStore#owner} statistics:
     * twice the covariance of "the mover owns the point at the end" and the mover's value
     * over the node's simulations, in [-1/2, 1/2] (Pachi's point criticality, which for a
     * win-or-loss value is the same number). 0 without visits.
     */
    static double criticality(long stats, long owner) {
        int n = NodeStore.visits(stats);
        if (n == 0) return 0;
        double inv = 1.0 / n;
        double own = NodeStore.visits(owner) * inv;
        double ownValue = NodeStore.valueSum(owner) * inv;
        double value = NodeStore.valueSum(stats) * inv;
        return 2 * (ownValue - own * value);
    }

    /**
     * PUCT over the children: the value blends the mean with the AMAF mean (RAVE), virtual
     * loss counts as lost visits, an unvisited child without AMAF data gets first-play
     * urgency. With {@link SearchParams#raveVirtual}, a child's AMAF statistics (once it has
     * any) count that many more samples at the parent's value for the chooser; with {@link
     * SearchParams#priorEquiv}, its own statistics start with virtual results from its prior
     * (counted as visits by the PUCT term too). Root children excluded for superko are skipped. With criticality on, a child
     * past {@link SearchParams#critMinVisits} gets {@code crit * critRave * (AMAF visits)}
     * extra AMAF wins and visits (Pachi adds them the same way, negative ones too). Without
     * {@code passOk} the pass is skipped ({@link SearchParams#passLateUnclear}); a node with
     * no other child still returns it.
     */
    private int select(int node, boolean atRoot, boolean passOk) {
        int fc = store.firstChild[node];
        int n = store.childCount[node];
        long ps = store.stats(node);
        int pv = NodeStore.visits(ps);
        // The node's own value is for the player who moved into it; the chooser is the other one.
        double parentQ = pv > 0 ? 1.0 - NodeStore.valueSum(ps) / pv : 0.5;
        double fpu = parentQ - params.fpuReduction;
        double explore = search.cpuct * Math.sqrt(Math.max(pv, 1));
        double equiv = search.raveEquiv;
        double virtual = params.raveVirtual;
        double priorEquiv = search.priorEquiv;
        double evenEquiv = search.evenEquiv;
        int vlw = params.virtualLoss;
        boolean[] excluded = atRoot ? search.rootExcluded : null;
        int best = fc;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < n; k++) {
            if (excluded != null && excluded[k]) continue;
            int c = fc + k;
            if (!passOk && store.move[c] == Board.PASS) continue;
            long s = store.stats(c);
            double visits = NodeStore.visits(s) + (double) vlw * store.vloss(c);
            long a = store.amaf(c);
            double av = NodeStore.visits(a);
            double aw = NodeStore.valueSum(a);
            if (critRave > 0 && av > 0 && NodeStore.visits(s) > critMinVisits) {
                double extra = criticality(s, store.owner(c)) * critRave * av;
                av += extra;
                aw += extra;
            }
            double wins = NodeStore.valueSum(s);
            if (priorEquiv > 0) {
                // Virtual results: priorEquiv sqrt(p) wins and evenEquiv half-wins.
                double pw = priorEquiv * Math.sqrt(store.prior[c]);
                wins += pw + 0.5 * evenEquiv;
                visits += pw + evenEquiv;
            }
            double q = childValue(wins, visits, aw, av, equiv, virtual, parentQ, fpu);
            double score = q + explore * store.prior[c] / (1 + visits);
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    /**
     * A child's value for the chooser in selection: its mean over {@code visits} (virtual
     * losses counted as lost visits) blended with its AMAF mean, the AMAF weight
     * {@code av / (av + visits + visits av / equiv)}; with no visits, the AMAF mean, or
     * {@code fpu} without AMAF data. Once there are AMAF samples, {@code virtual} more of them
     * at {@code parentQ} join them ({@link SearchParams#raveVirtual}).
     */
    static double childValue(double wins, double visits, double aw, double av, double equiv,
                             double virtual, double parentQ, double fpu) {
        if (av > 0) {
            av += virtual;
            aw += virtual * parentQ;
        }
        if (visits == 0) return av > 0 ? aw / av : fpu;
        double q = wins / visits;
        if (av > 0 && equiv > 0) {
            double beta = av / (av + visits + visits * av / equiv);
            q = beta * (aw / av) + (1 - beta) * q;
        }
        return q;
    }

    /**
     * Gives {@code node} (position {@code b}, {@code color} to move) its children: every legal
     * point except own true eyes, plus pass, with priors from the gammas. Returns true when
     * the node is now expanded (by this thread or another one).
     */
    boolean expand(int node, Board b, int color) {
        if (!store.claimExpansion(node)) {
            return store.stateAcquire(node) == NodeStore.EXPANDED;
        }
        int len = b.arrayLength();
        priors.gammas(b, color, gamma, priorScratch);
        ladderPriors.adjust(b, color, gamma, 0);
        // Only a pass that answers a pass can end the game; any other is a free move for the
        // opponent and gets a smaller share of the visits (the table's pass strength is one
        // number for the whole game).
        if (b.lastMove() != Board.PASS) gamma[Board.PASS] *= (float) params.passPriorFactor;
        int count = 0;
        double sum = 0;
        for (int pt = Board.PASS; pt < len; pt++) {
            float g = gamma[pt];
            if (g > 0 && (pt == Board.PASS || !b.isEye(pt, color))) {
                count++;
                sum += g;
            } else {
                gamma[pt] = 0;
            }
        }
        if (gamma[Board.PASS] <= 0) {
            // Pass is always legal; the contract asks for its gamma, but never leave it out.
            gamma[Board.PASS] = (float) Math.max(sum * 1e-3, 1e-6);
            sum += gamma[Board.PASS];
            count++;
        }
        int first = store.allocate(count);
        if (first < 0) {
            store.markNoRoom(node);
            return false;
        }
        int c = first;
        float inv = (float) (1.0 / sum);
        for (int pt = Board.PASS; pt < len; pt++) {
            float g = gamma[pt];
            if (g > 0) store.initNode(c++, pt, g * inv);
        }
        store.publishChildren(node, first, count);
        return true;
    }

    /** The worker's board, for the controlling thread's root expansion between searches. */
    Board board() {
        return board;
    }
}
