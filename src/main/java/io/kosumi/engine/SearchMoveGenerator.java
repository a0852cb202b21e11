package io.kosumi.engine;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.pattern.PriorTable;
import io.kosumi.search.Search;
import io.kosumi.search.SearchLimits;
import io.kosumi.search.SearchParams;
import io.kosumi.search.SearchResult;
import io.kosumi.time.Clock;
import io.kosumi.time.MoveBudget;
import io.kosumi.time.TimeManager;
import java.io.IOException;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Monte-Carlo tree search ({@link Search}) as the engine's move generator: time budgets,
 * the move decision ({@link MoveDecision}), analysis, pondering, warm-up and the dead stones
 * behind {@code final_status_list}.
 *
 * <h2>Time</h2>
 * The hard maximum of the {@link MoveBudget} goes to the search as its wall-clock limit, which
 * the workers check between playouts. The target and the early-stop and extension rules are
 * the {@link TimeManager}'s: a progress callback on the search's controlling thread feeds them
 * the root statistics every {@value #TIME_TICK_MILLIS} ms and raises a stop flag that the
 * workers poll. With no time limit and a playout limit, the search's own early stop (the
 * leader cannot be overtaken in the playouts left) applies.
 *
 * <h2>Dead stones</h2>
 * A chain is dead when its mean ownership for its own colour is below
 * {@link SearchParams#deadOwnership} ({@link MoveDecision#deadStones}, the rule the pass decision
 * uses too), taken from the last search of the
 * same position when it ran enough playouts. After the engine passes, the position is the one
 * it searched (a pass does not change the stones), so {@code final_status_list} and
 * {@code final_score} use the very ownership behind the pass decision.
 *
 * <h2>Threads</h2>
 * {@link #generateMove}, {@link #analyze}, {@link #deadStones}, {@link #ownership} and the
 * pondering controls run on the protocol thread; {@link #stop} and {@link #requestPonderStop}
 * may come from any thread. Pondering and warm-up run on their own threads and are stopped
 * (and joined) before any other search starts.
 */
public final class SearchMoveGenerator implements MoveGenerator {
    private static final Logger log = LoggerFactory.getLogger(SearchMoveGenerator.class);

    /** How often the time rules look at the root statistics. */
    static final long TIME_TICK_MILLIS = 20;
    /**
     * Part of the hard maximum kept for ending the search (5% of it up to this): on a loaded
     * machine joining the workers can take tens of milliseconds (seen: 40 ms at load 9 on
     * two cores).
     */
    static final long FINISH_RESERVE_MILLIS = 50;
    /** Fewest playouts whose ownership is trusted for dead stones without a fresh search. */
    static final int MIN_OWNERSHIP_PLAYOUTS = 100;
    /** Node store of the warm-up search: small, as only the JIT matters. */
    private static final long WARMUP_MEMORY = 32L << 20;

    private final Search search;
    private final SearchParams params;
    private final PriorTable priorTable;
    private final int threads;
    private final long warmupMillis;

    private final WinningKomi winningKomi;

    private volatile boolean stopRequested;
    private volatile Analysis last;
    private volatile long lastCpuNanos;

    // Position of the last search of any kind (its ownership is the search's current one).
    private long ownHash;
    private int ownSize = -1;
    private long ownPlayouts;

    private final Object backgroundLock = new Object();
    private Thread ponderThread;
    private volatile boolean ponderStop;
    private Thread warmupThread;
    private volatile Warmup warmup;

    /**
     * Builds the search from the engine settings (threads, memory, priors, seed, resign
     * threshold, {@code --param} overrides). IllegalArgumentException names a bad setting
     * or an unreadable prior table.
     */
    public SearchMoveGenerator(EngineSettings settings) {
        this.params = paramsFor(settings);
        this.priorTable = loadPriors(settings);
        this.threads = settings.threads;
        this.warmupMillis = Math.round(settings.warmupSeconds * 1000);
        this.search = buildSearch(params, priorTable, settings);
        this.winningKomi = new WinningKomi(params);
        log.debug("search ready: {} threads, {} nodes, priors {}", threads, search.nodeCapacity(),
                priorTable.description());
    }

    /**
     * The search with its node store, which takes {@code --memory} of heap at once. A heap too
     * small for it is a bad setting, reported as one rather than as an OutOfMemoryError with a
     * stack trace. The arrays allocated before the one that failed are garbage once it has
     * thrown, so the heap is whole again for the message and whatever the caller does next.
     */
    private static Search buildSearch(SearchParams params, PriorTable priorTable, EngineSettings settings) {
        try {
            return new Search(params, priorTable, settings.threads, (long) settings.memoryMb << 20);
        } catch (OutOfMemoryError e) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "the search tree needs %d MB (--memory) but the Java heap allows only %d MB; "
                            + "give a smaller --memory or a larger -Xmx",
                    settings.memoryMb, Runtime.getRuntime().maxMemory() >> 20));
        }
    }

    /** The search parameters for {@code settings}; IllegalArgumentException on a bad override. */
    public static SearchParams paramsFor(EngineSettings settings) {
        SearchParams p = new SearchParams();
        p.resignThreshold = settings.resignThreshold;
        if (settings.seed != null) {
            // 0 means "from the clock" to the search; any fixed seed must stay fixed.
            p.seed = settings.seed == 0 ? 0x5DEECE66DL : settings.seed;
        }
        for (String assignment : settings.searchParams) {
            if (!EngineSettings.isTimeParam(assignment)) p.setAssignment(assignment);
        }
        return p;
    }

    private static PriorTable loadPriors(EngineSettings settings) {
        if (settings.priors == null) {
            return PriorTable.loadDefault();
        }
        try {
            return PriorTable.load(settings.priors);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("cannot read prior table " + settings.priors + ": " + e.getMessage(), e);
        }
    }

    public Search search() {
        return search;
    }

    @Override
    public String name() {
        return "mcts";
    }

    // ---- move generation -------------------------------------------------------------------

    @Override
    public int generateMove(Game game, int color, SearchRequest request) {
        stopWarmup();
        stopPondering();
        stopRequested = false;
        MoveBudget budget = request.budget();
        SearchLimits limits = SearchLimits.none();
        if (request.playouts() > 0) {
            limits = limits.withPlayouts(request.playouts());
        }
        TimeDriver driver = null;
        if (!budget.isUnlimited()) {
            long left = budget.maxMillis() - request.clock().millisSince(request.moveStartNanos());
            // The workers stop at the deadline; joining them and choosing the move take a
            // little more, which must fit under the maximum too.
            left -= Math.min(FINISH_RESERVE_MILLIS, left / 20);
            // SearchLimits reads 0 as "no limit"; a spent budget still gets a moment.
            limits = limits.withMillis(Math.max(1, left));
            driver = new TimeDriver(request.timeManager(), budget, request.clock(), request.moveStartNanos());
        } else if (request.playouts() > 0) {
            limits = limits.withEarlyStop(true);
        }
        Consumer<Analysis> analysis = request.progress();
        if (driver != null || analysis != null) {
            long tick = driver == null ? analysisTick(request.progressMillis())
                    : analysis == null ? TIME_TICK_MILLIS : Math.min(TIME_TICK_MILLIS, analysisTick(request.progressMillis()));
            limits = limits.withProgress(tick, new Progress(driver, analysis, request.progressMillis()));
        }
        final TimeDriver d = driver;
        limits = limits.withStop(d == null ? () -> stopRequested : () -> stopRequested || d.stop);
        double extraKomi = winningKomi.before(game, color);
        if (extraKomi > 0) {
            limits = limits.withExtraKomi(extraKomi);
            log.debug("winning komi: {} points more for the opponent", extraKomi);
        }
        SearchResult r = run(game, color, limits);
        // A search lost against the harder komi only is not a reason to resign: the next one
        // (with no winning komi after a win rate under 1/2) decides with the game's.
        Analysis a = MoveDecision.decide(search, game, color, request.kind() == SearchRequest.Kind.CLEANUP,
                extraKomi == 0, r);
        winningKomi.after(game, color, a.winRate, r.rootVisits);
        last = a;
        lastCpuNanos = search.lastCpuNanos();
        return a.bestMove;
    }

    /** Runs the search and notes the position its ownership is now of. */
    private SearchResult run(Game game, int color, SearchLimits limits) {
        SearchResult r = search.run(game, color, limits);
        ownHash = game.board().hash();
        ownSize = game.size();
        ownPlayouts = r.playouts;
        return r;
    }

    @Override
    public void stop() {
        stopRequested = true;
    }

    @Override
    public float[] liveOwnership() {
        return search.liveOwnership();
    }

    @Override
    public long lastCpuNanos() {
        return lastCpuNanos;
    }

    @Override
    public Analysis lastResult() {
        return last;
    }

    /**
     * The search's progress period for an analysis interval: a quarter of it, so each line
     * is late by at most that (the search schedules its callbacks from the end of the last).
     */
    static long analysisTick(long intervalMillis) {
        return Math.max(2, intervalMillis / 4);
    }

    /**
     * Calls the time rules and the analysis listener from the search's progress callback. Only
     * the snapshots handed to the listener are copied into the engine's {@link Analysis}.
     */
    private static final class Progress implements Consumer<SearchResult> {
        private final TimeDriver driver;
        private final Consumer<Analysis> analysis;
        private final long analysisNanos;
        private long nextAnalysis;

        Progress(TimeDriver driver, Consumer<Analysis> analysis, long analysisMillis) {
            this.driver = driver;
            this.analysis = analysis;
            this.analysisNanos = analysisMillis * 1_000_000L;
            this.nextAnalysis = System.nanoTime() + analysisNanos;
        }

        @Override
        public void accept(SearchResult r) {
            if (driver != null) {
                driver.update(r);
            }
            if (analysis != null) {
                long now = System.nanoTime();
                // Fixed rate: lines keep the interval on average whatever each one costs;
                // after a stall the schedule restarts rather than bursting to catch up.
                if (now >= nextAnalysis) {
                    analysis.accept(Analysis.of(r));
                    nextAnalysis += analysisNanos;
                    if (nextAnalysis <= now) {
                        nextAnalysis = now + analysisNanos;
                    }
                }
            }
        }
    }

    /** The time package's stop rules over live root statistics. */
    static final class TimeDriver {
        private final TimeManager manager;
        private final MoveBudget budget;
        private final Clock clock;
        private final long start;
        private int bestMove = Integer.MIN_VALUE;
        private long bestSince;
        volatile boolean stop;

        TimeDriver(TimeManager manager, MoveBudget budget, Clock clock, long start) {
            this.manager = manager;
            this.budget = budget;
            this.clock = clock;
            this.start = start;
        }

        void update(SearchResult r) {
            long elapsed = clock.millisSince(start);
            int best = r.children.isEmpty() ? 0 : r.children.get(0).visits;
            int second = r.children.size() < 2 ? 0 : r.children.get(1).visits;
            int move = r.children.isEmpty() ? Board.PASS : r.children.get(0).move;
            if (move != bestMove) {
                // The first snapshot's leader counts as the leader from the start.
                bestSince = bestMove == Integer.MIN_VALUE ? 0 : elapsed;
                bestMove = move;
            }
            double rate = r.millis > 0 ? r.playouts / (double) r.millis : 0;
            if (manager.shouldStop(elapsed, budget, best, second, rate, bestSince)) {
                stop = true;
            }
        }
    }

    // ---- analysis -----------------------------------------------------------------------------

    @Override
    public Analysis analyze(Game game, int color, long intervalMillis, BooleanSupplier stop,
            Consumer<Analysis> progress) {
        stopWarmup();
        stopPondering();
        stopRequested = false;
        long interval = Math.max(1, intervalMillis);
        SearchLimits limits = SearchLimits.none().withStop(() -> stopRequested || stop.getAsBoolean())
                .withProgress(analysisTick(interval), new Progress(null, progress, interval));
        Analysis a = MoveDecision.decide(search, game, color, false, run(game, color, limits));
        last = a;
        return a;
    }

    // ---- dead stones and ownership ---------------------------------------------------------------

    private boolean ownershipIsOf(Board b) {
        return ownPlayouts >= MIN_OWNERSHIP_PLAYOUTS && ownHash == b.hash() && ownSize == b.size();
    }

    @Override
    public int[] deadStones(Game game) {
        stopPondering();
        Board b = game.board();
        if (!ownershipIsOf(b)) {
            search.refreshOwnership(game);
            // The search's ownership is now of this position (it searched it if it had to).
            ownHash = b.hash();
            ownSize = b.size();
            ownPlayouts = Math.max(MIN_OWNERSHIP_PLAYOUTS, params.deadStonePlayouts);
        }
        boolean[] dead = MoveDecision.deadStones(MoveDecision.ownership(search), b, params.deadOwnership);
        int n = 0;
        for (boolean d : dead) {
            n += d ? 1 : 0;
        }
        int[] out = new int[n];
        int k = 0;
        for (int pt = 0; pt < dead.length; pt++) {
            if (dead[pt]) {
                out[k++] = pt;
            }
        }
        return out;
    }

    @Override
    public float[] ownership(Game game) {
        stopPondering();
        if (!ownershipIsOf(game.board())) {
            deadStones(game);
        }
        return search.ownership();
    }

    // ---- pondering -------------------------------------------------------------------------------

    @Override
    public void startPondering(Game game, int color) {
        stopWarmup();
        synchronized (backgroundLock) {
            if (ponderThread != null) {
                return;
            }
            ponderStop = false;
            Thread t = new Thread(() -> {
                try {
                    SearchResult r = run(game, color, SearchLimits.none().withStop(() -> ponderStop));
                    log.debug("ponder: {}", r.summary());
                } catch (RuntimeException e) {
                    log.warn("pondering failed", e);
                }
            }, "kosumi-ponder");
            t.setDaemon(true);
            ponderThread = t;
            t.start();
        }
    }

    @Override
    public void stopPondering() {
        Thread t;
        synchronized (backgroundLock) {
            t = ponderThread;
            ponderThread = null;
        }
        if (t != null) {
            ponderStop = true;
            joinQuietly(t);
        }
    }

    @Override
    public void requestPonderStop() {
        ponderStop = true;
    }

    /** True while a ponder search runs (tests). */
    boolean pondering() {
        synchronized (backgroundLock) {
            return ponderThread != null && ponderThread.isAlive();
        }
    }

    // ---- warm-up ---------------------------------------------------------------------------------

    @Override
    public void startWarmup() {
        if (warmupMillis <= 0) {
            return;
        }
        synchronized (backgroundLock) {
            if (warmupThread != null) {
                return;
            }
            Warmup w = new Warmup(params, priorTable, threads, warmupMillis);
            warmup = w;
            Thread t = new Thread(w::run, "kosumi-warmup");
            t.setDaemon(true);
            // Below the protocol thread, so early replies are not delayed.
            t.setPriority(Thread.MIN_PRIORITY);
            warmupThread = t;
            t.start();
        }
    }

    /**
     * Searches the empty 9x9 and 19x19 boards on a small separate tree: compiled code is
     * shared by every search, the node store is not, so the real tree stays untouched. It
     * holds no reference to the generator, so an engine that is dropped (tests, regression
     * runs) is not kept in memory by its warm-up.
     */
    private static final class Warmup {
        private final SearchParams params;
        private final PriorTable priorTable;
        private final int threads;
        private final long millis;
        volatile boolean stop;
        volatile String report = "not run";

        Warmup(SearchParams params, PriorTable priorTable, int threads, long millis) {
            this.params = params;
            this.priorTable = priorTable;
            this.threads = threads;
            this.millis = millis;
        }

        void run() {
            try {
                long t0 = System.nanoTime();
                Search w = new Search(params, priorTable, threads, WARMUP_MEMORY);
                long total = 0;
                // 9x9 first: short playouts reach the JIT's thresholds soonest.
                int[] sizes = {9, 19};
                for (int i = 0; i < sizes.length && !stop; i++) {
                    Game g = new Game(sizes[i], Rules.CHINESE, 7.5);
                    long ms = i == 0 ? millis / 2 : millis - millis / 2;
                    SearchResult r = w.run(g, Board.BLACK, SearchLimits.millis(Math.max(1, ms)).withStop(() -> stop));
                    total += r.playouts;
                }
                report = String.format("%d playouts in %d ms%s", total, (System.nanoTime() - t0) / 1_000_000L,
                        stop ? " (cut short)" : "");
                log.debug("warm-up: {}", report);
            } catch (RuntimeException | OutOfMemoryError e) {
                log.warn("warm-up failed: {}", e.toString());
            }
        }
    }

    /**
     * Ends the warm-up without waiting for it: its workers stop at their next playout, but it
     * may be building its tree or still loading classes, and the move's clock is running.
     */
    @Override
    public void stopWarmup() {
        Warmup w = warmup;
        if (w != null) {
            w.stop = true;
        }
    }

    /** Waits for the warm-up to finish by itself (benchmarks). */
    public void awaitWarmup() {
        Thread t;
        synchronized (backgroundLock) {
            t = warmupThread;
        }
        if (t != null) {
            joinQuietly(t);
        }
    }

    /** What the warm-up did, for logs and benchmarks. */
    public String warmupReport() {
        Warmup w = warmup;
        return w == null ? "not run" : w.report;
    }

    private static void joinQuietly(Thread t) {
        boolean interrupted = false;
        while (t.isAlive()) {
            try {
                t.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
