package io.kosumi.tools;

import io.kosumi.tools.MatchResults.GameRecord;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.kohsuke.args4j.CmdLineParser;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code kosumi match}: plays two GTP engines against each other and reports who is stronger.
 *
 * <p>Engine A is the first {@code --engine} (or {@code --black}), engine B the second (or
 * {@code --white}). With {@code --engine} the colours alternate: A is Black in even-numbered games
 * (0-based). Every move is checked by Kosumi's own {@link io.kosumi.game.Game} under the match
 * rules; a game ends on two passes (scored by area, dead stones from the referee or from the
 * engines' agreement), a resignation, an illegal move, a move over the time limit, an engine
 * crash or hang (the engine is restarted for the next game), an engine refusing a legal move of
 * its opponent, or the move cap (scored as it stands).
 *
 * <p>Output folder (default {@code sgf/matches/NAME}): {@code game-NNNN.sgf} per game,
 * {@code results.tsv} (one line per game, appended and flushed after each game; a rerun with the
 * same folder skips the games already there), {@code summary.json}. Progress goes to stderr, the
 * final summary table to stdout.
 *
 * <p>The runner in parts: {@link MatchOptions} (the command line, its checks and the derived
 * configuration), {@link MatchResults} (the results file: resume, shards, merge),
 * {@link GameRunner} (one worker's games: engines, referee, clocks), {@link GameOutcome} (how a
 * game ended and its score), {@link MatchSummary} (totals, text and JSON). This class runs the
 * workers, prints the progress and applies the SPRT.
 */
public final class Match {
    private static final Logger log = LoggerFactory.getLogger(Match.class);

    private MatchOptions o;

    // Shared state, guarded by {@code this}.
    private final List<GameRecord> records = new ArrayList<>();
    private String nameA = "A";
    private String nameB = "B";
    private long startNanos;
    private int playedThisRun;
    /** Games this run (or shard) is responsible for. */
    private int plannedGames;
    private final AtomicBoolean stop = new AtomicBoolean();
    private volatile String stopReason;
    private PrintStream err = System.err;
    /** A's totals at the end of {@link #execute} (null before, or after a refused command line). */
    private MatchStats finalStats;

    /** Entry point for the subcommand dispatcher; returns the exit code. */
    public static int run(String[] args) {
        return new Match().execute(args, System.out, System.err);
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** A's wins, losses and draws after {@link #execute} ran a match; null if it did not. */
    MatchStats finalStats() {
        return finalStats;
    }

    /** Why the match stopped before its last game (SPRT), or null. */
    String stopReason() {
        return stopReason;
    }

    int execute(String[] args, PrintStream out, PrintStream errStream) {
        this.err = errStream;
        o = new MatchOptions();
        int code = SubcommandArgs.parse(new CmdLineParser(o), args, () -> o.help, o::configure,
                "kosumi match", MatchOptions.USAGE, out, errStream);
        if (code != SubcommandArgs.RUN) {
            return code;
        }
        try {
            return o.merge ? runMerge(out) : runMatch(out);
        } catch (IOException | IllegalStateException e) {
            errStream.println("kosumi match: " + e.getMessage());
            return 1;
        }
    }

    private int runMatch(PrintStream stdout) throws IOException {
        Files.createDirectories(o.out);
        MatchResults results = new MatchResults(o.out);
        records.addAll(results.open(o, err));
        boolean[] done = new boolean[o.games];
        for (GameRecord r : records) {
            done[r.index()] = true;
        }
        if (!records.isEmpty()) {
            int mine = 0;
            for (int i = 0; i < o.games; i++) {
                if (o.inShard(i)) mine++;
            }
            err.printf("kosumi match: resuming %s: %d of %d games already played%n", o.out, records.size(), mine);
        }
        ConcurrentLinkedQueue<Integer> todo = new ConcurrentLinkedQueue<>();
        plannedGames = 0;
        for (int i = 0; i < o.games; i++) {
            if (o.inShard(i)) {
                plannedGames++;
                if (!done[i]) {
                    todo.add(i);
                }
            }
        }
        startNanos = System.nanoTime();
        checkSprt();
        int workers = Math.max(1, Math.min(o.concurrency, todo.size()));
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        for (int w = 0; w < workers && !todo.isEmpty(); w++) {
            GameRunner runner = new GameRunner(o, w, this::engineStarted);
            Thread t = new Thread(() -> {
                try {
                    Integer next;
                    while (!stop.get() && (next = todo.poll()) != null) {
                        gameFinished(runner.playGame(next), results);
                    }
                } catch (Throwable e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                    stop.set(true);
                    stopReason = "error: " + e.getMessage();
                } finally {
                    runner.closeAll();
                }
            }, "match-worker-" + w);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop.set(true);
            }
        }
        MatchSummary summary = summarize();
        finalStats = summary.stats;
        Files.writeString(o.out.resolve(MatchResults.SUMMARY), summary.toJson() + "\n",
                StandardCharsets.UTF_8);
        if (o.json) {
            stdout.println(summary.toJson());
        } else {
            stdout.print(summary.toText());
        }
        if (!failures.isEmpty()) {
            Throwable f = failures.get(0);
            err.println("kosumi match: stopped: " + f.getMessage());
            log.debug("match failure", f);
            return 1;
        }
        return 0;
    }

    /**
     * {@code --merge}: combines the results files of several folders (each folder, or its
     * {@code shard-*} subfolders) of one match, checks they share one configuration, and prints the
     * summary. A game present twice counts once.
     */
    private int runMerge(PrintStream stdout) throws IOException {
        MatchResults.Merged merged = MatchResults.merge(o.mergeDirs, err);
        o.applyConfigLine(merged.config());
        nameA = o.engineA;
        nameB = o.engineB;
        records.addAll(merged.records());
        o.games = records.isEmpty() ? 0 : records.get(records.size() - 1).index() + 1;
        o.out = o.outDir != null ? Paths.get(o.outDir) : merged.files().get(0).getParent();
        err.printf("kosumi match: merged %d games from %d results files%n", records.size(),
                merged.files().size());
        MatchSummary summary = summarize();
        if (o.outDir != null) {
            Files.createDirectories(o.out);
            MatchResults.write(o.out, merged.config(), records);
            Files.writeString(o.out.resolve(MatchResults.SUMMARY), summary.toJson() + "\n",
                    StandardCharsets.UTF_8);
        }
        stdout.print(o.json ? summary.toJson() + "\n" : summary.toText());
        return 0;
    }

    /** A runner's engine started and gave its name. */
    private synchronized void engineStarted(String label, String name) {
        if (label.equals("A")) {
            nameA = name;
        } else if (label.equals("B")) {
            nameB = name;
        }
    }

    private void gameFinished(GameRecord r, MatchResults results) throws IOException {
        synchronized (this) {
            // Appended and flushed at once: a killed run loses at most the game in progress.
            results.append(r);
            records.add(r);
            playedThisRun++;
            MatchSummary s = summarize();
            long elapsed = System.nanoTime() - startNanos;
            int remaining = plannedGames - records.size();
            double eta = playedThisRun == 0 ? 0
                    : elapsed / 1e9 / playedThisRun * remaining;
            err.printf(Locale.ROOT,
                    "[%d/%d] game %d: %s %s-%s %s (%s) | A %s | avg move A %.2f s B %.2f s | time-outs %d,"
                            + " illegal %d, crashes %d | ETA %s%n",
                    records.size(), plannedGames, r.index() + 1, r.result(), r.black(), r.white(), r.reason(),
                    r.moves() + " moves", s.stats, s.avgMsA / 1000, s.avgMsB / 1000, s.timeouts,
                    s.illegal, s.crashes, formatDuration(eta));
            checkSprt();
        }
    }

    /** Sets the stop flag when the SPRT has decided. Caller holds the lock or runs alone. */
    private void checkSprt() {
        if (o.sprt == null) {
            return;
        }
        MatchStats st = summarize().stats;
        double llr = st.sprtLlr(o.sprtElo0, o.sprtElo1);
        double lo = MatchStats.sprtLower(0.05, 0.05);
        double hi = MatchStats.sprtUpper(0.05, 0.05);
        err.printf(Locale.ROOT, "SPRT elo0=%.1f elo1=%.1f: LLR %.2f [%.2f, %.2f]%n", o.sprtElo0,
                o.sprtElo1, llr, lo, hi);
        if (llr >= hi) {
            stopReason = "SPRT accepted H1 (A is at least " + o.sprtElo1 + " Elo stronger)";
            stop.set(true);
        } else if (llr <= lo) {
            stopReason = "SPRT accepted H0 (A is not more than " + o.sprtElo0 + " Elo stronger)";
            stop.set(true);
        }
    }

    static String formatDuration(double seconds) {
        long s = Math.round(seconds);
        if (s >= 3600) {
            return String.format(Locale.ROOT, "%dh%02dm", s / 3600, (s % 3600) / 60);
        }
        return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
    }

    /** Totals over all records so far. */
    private synchronized MatchSummary summarize() {
        return new MatchSummary(o, nameA, nameB, stopReason, records);
    }
}
