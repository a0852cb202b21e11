package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * What starting fresh search threads costs, against handing the work to a pool: the figure
 * behind the choice to keep one new thread per worker per search ({@link Search} comment). Not a
 * test (it asserts nothing and times things); run it by hand on a quiet machine after
 * {@code mvn package -DskipTests} and {@code mvn test-compile} (the jar brings the dependencies):
 *
 * <pre>
 * java -cp target/test-classes:target/kosumi.jar io.kosumi.search.ThreadStartCost [ROUNDS]
 * </pre>
 *
 * It prints, in microseconds (median and 90th percentile over the rounds), for two threads:
 * <ul>
 *   <li>new threads: from before {@code new Thread(...).start()} to the first instruction of
 *       each thread (the latency a search's first playout waits for), and the whole
 *       start-to-joined time of two threads with nothing to do;
 *   <li>a pool of two threads: the same two figures for {@code submit} and {@code Future.get};
 *   <li>a real {@code Search.run} of two playouts on an empty 9x9 board (root preparation, the
 *       threads, the snapshot and the ownership included): the fixed cost of one search.
 * </ul>
 */
public final class ThreadStartCost {
    private static final int THREADS = 2;

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        for (int pass = 0; pass < 2; pass++) { // the first pass warms up the JIT
            boolean report = pass == 1;
            measureNewThreads(rounds, report);
            measurePool(rounds, report);
            measureSearch(rounds, report);
        }
    }

    private static void measureNewThreads(int rounds, boolean report) throws InterruptedException {
        double[] firstRun = new double[rounds * THREADS];
        double[] joined = new double[rounds];
        long[] started = new long[THREADS];
        for (int r = 0; r < rounds; r++) {
            Thread[] ts = new Thread[THREADS];
            long t0 = System.nanoTime();
            for (int i = 0; i < THREADS; i++) {
                int k = i;
                ts[i] = new Thread(() -> started[k] = System.nanoTime(), "cost-" + i);
                ts[i].setDaemon(true);
                ts[i].start();
            }
            for (Thread t : ts) {
                t.join();
            }
            long t1 = System.nanoTime();
            for (int i = 0; i < THREADS; i++) {
                firstRun[r * THREADS + i] = (started[i] - t0) / 1e3;
            }
            joined[r] = (t1 - t0) / 1e3;
        }
        if (report) {
            print("new threads: start to first instruction", firstRun);
            print("new threads: start to both joined", joined);
        }
    }

    private static void measurePool(int rounds, boolean report) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS, r -> {
            Thread t = new Thread(r, "cost-pool");
            t.setDaemon(true);
            return t;
        });
        try {
            double[] firstRun = new double[rounds * THREADS];
            double[] joined = new double[rounds];
            long[] started = new long[THREADS];
            for (int r = 0; r < rounds; r++) {
                // The pool's threads are parked between rounds, as they would be between searches.
                Thread.sleep(1);
                Future<?>[] fs = new Future<?>[THREADS];
                CountDownLatch both = new CountDownLatch(THREADS);
                long t0 = System.nanoTime();
                for (int i = 0; i < THREADS; i++) {
                    int k = i;
                    fs[i] = pool.submit(() -> {
                        started[k] = System.nanoTime();
                        both.countDown();
                    });
                }
                for (Future<?> f : fs) {
                    f.get();
                }
                long t1 = System.nanoTime();
                for (int i = 0; i < THREADS; i++) {
                    firstRun[r * THREADS + i] = (started[i] - t0) / 1e3;
                }
                joined[r] = (t1 - t0) / 1e3;
            }
            if (report) {
                print("pool: submit to first instruction", firstRun);
                print("pool: submit to both done", joined);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static void measureSearch(int rounds, boolean report) {
        SearchParams p = new SearchParams();
        p.seed = 1;
        Search s = new Search(p, new BuiltinPriors(), THREADS, 16L << 20);
        Game g = new Game(9, Rules.CHINESE, 7.5);
        double[] whole = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            s.clearTree();
            long t0 = System.nanoTime();
            s.run(g, Board.BLACK, SearchLimits.playouts(THREADS));
            whole[r] = (System.nanoTime() - t0) / 1e3;
        }
        if (report) {
            print("Search.run of " + THREADS + " playouts, " + THREADS + " threads, fresh 9x9 tree", whole);
        }
    }

    private static void print(String what, double[] micros) {
        double[] v = micros.clone();
        Arrays.sort(v);
        System.out.printf("%-62s median %7.1f us  p90 %7.1f us%n", what, v[v.length / 2], v[(int) (v.length * 0.9)]);
    }
}
