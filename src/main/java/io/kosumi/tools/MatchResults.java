package io.kosumi.tools;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The match runner's results file, {@code results.tsv}: a header, the configuration line of
 * the match, the column names, then one line per finished game, appended and flushed as each
 * game ends so that a killed run loses at most the games in progress.
 *
 * <p>Resume: a rerun into the same folder reads the file back, refuses it when its
 * configuration line differs from this run's (another match), and plays only the games not
 * yet in it. Shards: {@code --shard i/n} runs write their own subfolders; {@link #merge}
 * combines the files of shards (or of several runs of one match) into one list of games.
 *
 * <p>The last two columns, each side's {@link ClockUse}, came later: lines without them (older
 * files, or the games of a resumed older run above the newer lines) read with no clock use.
 */
final class MatchResults {
    static final String RESULTS = "results.tsv";
    static final String SUMMARY = "summary.json";
    private static final String HEADER = "# kosumi match results v1";
    static final String COLUMNS = "# game\tblack\twhite\twinner\tresult\tmoves\tblack_avg_ms"
            + "\tblack_max_ms\twhite_avg_ms\twhite_max_ms\treason\topening\tflags\tblack_clock\twhite_clock";
    /** Fields of a line written before the two clock columns existed; such lines still read. */
    private static final int OLD_FIELDS = 13;
    private static final int FIELDS = 15;

    private final Path file;

    /** The results file in {@code dir}. */
    MatchResults(Path dir) {
        this.file = dir.resolve(RESULTS);
    }

    Path file() {
        return file;
    }

    /**
     * Opens the file for a run of {@code options}: the games of this run's shard already in it
     * (a resumed run), or none after writing a fresh header.
     *
     * @throws IllegalStateException when the file belongs to another match
     */
    List<GameRecord> open(MatchOptions options, PrintStream err) throws IOException {
        String config = options.configLine();
        List<GameRecord> done = new ArrayList<>();
        if (Files.exists(file)) {
            boolean[] seen = new boolean[options.games];
            for (GameRecord r : read(file, config, err)) {
                if (r.index() < options.games && !seen[r.index()] && options.inShard(r.index())) {
                    seen[r.index()] = true;
                    done.add(r);
                }
            }
        } else {
            Files.writeString(file, HEADER + "\n" + config + "\n" + COLUMNS + "\n",
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        }
        return done;
    }

    /** Appends one game's line and flushes it. Callers serialise their calls. */
    void append(GameRecord r) throws IOException {
        Files.writeString(file, r.toLine() + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND, StandardOpenOption.WRITE);
    }

    /** A whole results file: header, {@code config}, columns and {@code records}. */
    static void write(Path dir, String config, List<GameRecord> records) throws IOException {
        StringBuilder sb = new StringBuilder(HEADER + "\n" + config + "\n" + COLUMNS + "\n");
        for (GameRecord r : records) {
            sb.append(r.toLine()).append('\n');
        }
        Files.writeString(dir.resolve(RESULTS), sb.toString(), StandardCharsets.UTF_8);
    }

    /** The games of several results files of one match, each game once, in game order. */
    record Merged(List<Path> files, String config, List<GameRecord> records) {}

    /**
     * Combines the results files of {@code dirs} (each folder's own, or those of its
     * {@code shard-*} subfolders), checking they share one configuration. A game present twice
     * counts once (the first file's line).
     *
     * @throws IllegalStateException when there is no results file or two matches are mixed
     */
    static Merged merge(List<String> dirs, PrintStream err) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String d : dirs) {
            Path dir = Paths.get(d);
            if (Files.isRegularFile(dir.resolve(RESULTS))) {
                files.add(dir.resolve(RESULTS));
            } else if (Files.isDirectory(dir)) {
                try (Stream<Path> sub = Files.list(dir)) {
                    sub.filter(p -> p.getFileName().toString().startsWith("shard-"))
                            .map(p -> p.resolve(RESULTS)).filter(Files::isRegularFile).sorted()
                            .forEach(files::add);
                }
            }
        }
        if (files.isEmpty()) {
            throw new IllegalStateException("no " + RESULTS + " found in " + dirs);
        }
        String config = null;
        Map<Integer, GameRecord> byIndex = new TreeMap<>();
        for (Path f : files) {
            String c = readConfig(f);
            if (config == null) {
                config = c;
            }
            for (GameRecord r : read(f, config, err)) {
                byIndex.putIfAbsent(r.index(), r);
            }
        }
        return new Merged(files, config, new ArrayList<>(byIndex.values()));
    }

    /** The configuration line of a results file. */
    static String readConfig(Path results) throws IOException {
        for (String line : Files.readAllLines(results, StandardCharsets.UTF_8)) {
            if (line.startsWith("# config: ")) {
                return line;
            }
        }
        throw new IllegalStateException(results + " has no '# config:' line");
    }

    /**
     * Whether two configuration lines describe the same match: equal up to runs of white space,
     * since an engine command is split into words on it ({@code "--threads 1 "} runs as
     * {@code "--threads 1"}). White space inside a quoted word is compared the same way.
     */
    static boolean sameConfig(String a, String b) {
        return a.trim().replaceAll("\\s+", " ").equals(b.trim().replaceAll("\\s+", " "));
    }

    /** Reads the results file, checking it belongs to this match; skips (and reports) bad lines. */
    static List<GameRecord> read(Path results, String expectedConfig, PrintStream err)
            throws IOException {
        List<String> lines = Files.readAllLines(results, StandardCharsets.UTF_8);
        String config = null;
        List<GameRecord> list = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("# config: ")) {
                config = line;
            } else if (line.startsWith("#") || line.isBlank()) {
                continue;
            } else {
                try {
                    list.add(GameRecord.parse(line));
                } catch (IllegalArgumentException e) {
                    err.println("kosumi match: ignoring a damaged line of " + results + " (game will be replayed): " + line);
                }
            }
        }
        if (config != null && !sameConfig(config, expectedConfig)) {
            throw new IllegalStateException(results + " belongs to a different match:\n  " + config
                    + "\nthis run:\n  " + expectedConfig + "\nuse another --name or --out");
        }
        // A kill during a write can leave a line without its newline; start the next one cleanly.
        byte[] all = Files.readAllBytes(results);
        if (all.length > 0 && all[all.length - 1] != '\n') {
            Files.writeString(results, "\n", StandardOpenOption.APPEND);
        }
        return list;
    }

    /**
     * How much of its main time one side had used after the genmove that ends the first third of
     * its own genmoves of the game, after two thirds, and at the end: the sum of its measured
     * genmove times divided by the main time (above 1 once it is in byo-yomi or lost on time).
     */
    record ClockUse(double third, double twoThirds, double end) {
        /**
         * The use of a side that made {@code n} genmoves of {@code ms[0..n)} milliseconds under
         * {@code mainMs} of main time; null when it made none (nothing was measured).
         */
        static ClockUse of(long[] ms, int n, long mainMs) {
            if (n == 0 || mainMs <= 0) {
                return null;
            }
            // The k-th third ends with the genmove during which k * n / 3 moves are complete.
            int first = (n + 2) / 3;
            int second = (2 * n + 2) / 3;
            long sum = 0;
            double third = 0;
            double twoThirds = 0;
            for (int i = 0; i < n; i++) {
                sum += ms[i];
                if (i + 1 == first) {
                    third = (double) sum / mainMs;
                }
                if (i + 1 == second) {
                    twoThirds = (double) sum / mainMs;
                }
            }
            return new ClockUse(third, twoThirds, (double) sum / mainMs);
        }

        /** The three shares in order. */
        double[] shares() {
            return new double[] {third, twoThirds, end};
        }

        static String format(ClockUse u) {
            return u == null ? "-" : String.format(Locale.ROOT, "%.3f/%.3f/%.3f", u.third, u.twoThirds, u.end);
        }

        static ClockUse parse(String s) {
            if (s.equals("-")) {
                return null;
            }
            String[] p = s.split("/", -1);
            if (p.length != 3) {
                throw new IllegalArgumentException("bad clock use " + s);
            }
            double[] v = new double[3];
            for (int i = 0; i < 3; i++) {
                v[i] = Double.parseDouble(p[i]);
                if (!(v[i] >= 0) || Double.isInfinite(v[i])) {
                    throw new IllegalArgumentException("bad clock use " + s);
                }
            }
            return new ClockUse(v[0], v[1], v[2]);
        }
    }

    /**
     * One line of the results file; {@code blackClock} and {@code whiteClock} are null without a
     * main time, for a side that never moved, and in lines written before they existed.
     */
    record GameRecord(int index, String black, String white, char winner, String result, int moves,
            double blackAvgMs, long blackMaxMs, double whiteAvgMs, long whiteMaxMs, String reason,
            String opening, String flags, ClockUse blackClock, ClockUse whiteClock) {

        String toLine() {
            return String.format(Locale.ROOT, "%d\t%s\t%s\t%c\t%s\t%d\t%.0f\t%d\t%.0f\t%d\t%s\t%s\t%s\t%s\t%s",
                    index + 1, black, white, winner, result, moves, blackAvgMs, blackMaxMs, whiteAvgMs,
                    whiteMaxMs, reason, opening.replace('\t', ' '), flags, ClockUse.format(blackClock),
                    ClockUse.format(whiteClock));
        }

        static GameRecord parse(String line) {
            String[] f = line.split("\t", -1);
            if (f.length != FIELDS && f.length != OLD_FIELDS) {
                throw new IllegalArgumentException("expected " + FIELDS + " (or, from older files, "
                        + OLD_FIELDS + ") fields, got " + f.length);
            }
            try {
                int index = Integer.parseInt(f[0]) - 1;
                if (index < 0 || f[3].length() != 1 || "BW0?".indexOf(f[3].charAt(0)) < 0
                        || !isEngineLabel(f[1]) || !isEngineLabel(f[2]) || f[1].equals(f[2])) {
                    throw new IllegalArgumentException("bad field");
                }
                boolean clocks = f.length == FIELDS;
                return new GameRecord(index, f[1], f[2], f[3].charAt(0), f[4], Integer.parseInt(f[5]),
                        Double.parseDouble(f[6]), Long.parseLong(f[7]), Double.parseDouble(f[8]),
                        Long.parseLong(f[9]), f[10], f[11], f[12], clocks ? ClockUse.parse(f[13]) : null,
                        clocks ? ClockUse.parse(f[14]) : null);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad number", e);
            }
        }

        /** The clock use of engine {@code label} ("A" or "B") in this game, or null. */
        ClockUse clockOf(String label) {
            return black.equals(label) ? blackClock : whiteClock;
        }

        private static boolean isEngineLabel(String s) {
            return s.equals("A") || s.equals("B");
        }

        /** 1 if A won, 0 if A lost, -1 for a draw or a disputed game. */
        int aWon() {
            if (winner == 'B') {
                return black.equals("A") ? 1 : 0;
            }
            if (winner == 'W') {
                return white.equals("A") ? 1 : 0;
            }
            return -1;
        }

        /** The label of the engine that lost by {@code reason}, or null. */
        String loser() {
            if (winner == 'B') {
                return white;
            }
            if (winner == 'W') {
                return black;
            }
            return null;
        }
    }
}
