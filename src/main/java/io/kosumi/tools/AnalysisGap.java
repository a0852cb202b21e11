package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.sgf.SgfException;
import io.kosumi.sgf.SgfGames;
import io.kosumi.util.Stats;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;

/**
 * {@code kosumi analysis-gap}: how far live analysis lets a GUI's position win rate stray from
 * the engine's real choice. Sabaki (v0.60) records a position's win rate as the highest
 * {@code winrate} of all the moves of an analysis update ({@code src/modules/enginesyncer.js})
 * and its score as the highest {@code scoreLead}; Lizzie rings the move with the highest win
 * rate. So the figures that matter are, per update, the gap between the highest reported win
 * rate and the most visited move's, and the gap to the first move of the line, the one the
 * engine would play (they differ when a move with fewer visits has the better lower bound).
 *
 * <p>For each position taken from real game records, the engine searches a fixed number of
 * playouts with {@code reg_genmove} (the tree is kept), then {@code lz-analyze} or
 * {@code kata-analyze} with the shortest interval is read up to its first {@code info} line and
 * stopped as Sabaki stops it (with {@code protocol_version}). The line so holds the fixed
 * playouts plus about one interval (10 ms) of search, so the figures hardly depend on machine
 * load. Every line comes from its own engine process, so from a fresh tree and a fresh random
 * stream: the playouts of one analysis (a number that depends on the machine's speed) never
 * change the next position's search.
 *
 * <p>Output: a summary per format and board size (for each gap the largest, with the move that
 * made it, the median and how many lines exceed {@code --threshold} points; the same for
 * {@code scoreLead} with {@code kata-analyze}), and with {@code --out} one TSV row per line.
 * Game records with set-up stones or fewer than {@value #MIN_GAME_MOVES} moves are passed over.
 */
public final class AnalysisGap {
    @Option(name = "--sgf", required = true, metaVar = "DIR", usage = "folder of game records (repeatable)")
    private List<String> sgfDirs = new ArrayList<>();

    @Option(name = "--positions", metaVar = "N", usage = "positions taken from each --sgf folder")
    private int positions = 30;

    @Option(name = "--jar", metaVar = "FILE", usage = "the Kosumi jar to measure (default: this build)")
    private String jar;

    @Option(name = "--engine", metaVar = "COMMAND",
            usage = "the whole engine command line instead of --jar and the fixed engine options")
    private String engine;

    @Option(name = "--playouts", metaVar = "N", usage = "playouts searched before each analysis line")
    private int playouts = 3000;

    @Option(name = "--seed", metaVar = "N", usage = "the engine's random seed")
    private long seed = 7;

    @Option(name = "--formats", metaVar = "LIST", usage = "analysis commands to measure: lz, kata or lz,kata")
    private String formats = "lz,kata";

    @Option(name = "--threshold", metaVar = "POINTS", usage = "a gap above this many win-rate points is counted")
    private double threshold = 5;

    @Option(name = "--out", metaVar = "FILE", usage = "also write one TSV row per analysis line here")
    private String out;

    @Option(name = "--timeout", metaVar = "SECONDS", usage = "longest wait for one engine reply")
    private int timeoutSeconds = 300;

    @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
    private boolean help;

    private static final String USAGE = "usage: kosumi analysis-gap --sgf DIR [--sgf DIR ...] [options]";
    /** Moves a game must have to give a position. */
    static final int MIN_GAME_MOVES = 20;
    /** Where in a game the positions are taken, cycling over the games: a spread of phases. */
    private static final double[] PHASES = {0.2, 0.4, 0.6, 0.8};

    /** A position to analyse: the game record's name, board size, komi, moves and the side to move. */
    record Position(String name, int size, double komi, int[] moves, int[] colors, int toMove) {}

    /** What a GUI reads from one info line (Sabaki's max rule) and the most visited move's figures. */
    record LineFigures(int moves, int visits, String mostVisited, double mostVisitedWin, double maxWin,
            String maxWinMove, int maxWinVisits, double mostVisitedLead, double maxLead, String maxLeadMove,
            int maxLeadVisits, double firstWin) {
        /** The highest reported win rate minus the most visited move's, in points. */
        double winGap() {
            return maxWin - mostVisitedWin;
        }

        /** The highest reported win rate minus the first entry's (the engine's choice), in points. */
        double firstGap() {
            return maxWin - firstWin;
        }

        double leadGap() {
            return maxLead - mostVisitedLead;
        }
    }

    public static int run(String[] args) throws Exception {
        return new AnalysisGap().main(args, System.out, System.err);
    }

    int main(String[] args, PrintStream stdout, PrintStream err) throws IOException {
        int code = SubcommandArgs.parse(new CmdLineParser(this), args, () -> help, this::check, "analysis-gap",
                USAGE, stdout, err);
        if (code != SubcommandArgs.RUN) {
            return code;
        }
        List<String> formatList = Arrays.asList(formats.split(","));
        List<Position> all = new ArrayList<>();
        for (String d : sgfDirs) {
            Path dir = Paths.get(d);
            if (!Files.isDirectory(dir)) {
                err.println("analysis-gap: not a folder: " + dir);
                return 1;
            }
            List<Position> got = choosePositions(GameRecords.listGames(List.of(dir)), positions, err);
            if (got.size() < positions) {
                err.println("analysis-gap: only " + got.size() + " usable positions in " + dir);
            }
            all.addAll(got);
        }
        if (all.isEmpty()) {
            err.println("analysis-gap: no usable positions");
            return 1;
        }
        List<String> command = engine != null ? CommandLine.split(engine) : engineCommand();
        stdout.println("# engine: " + String.join(" ", command));
        stdout.printf(Locale.ROOT, "# %d positions, %s (reg_genmove) plus one 10 ms analysis interval%n", all.size(),
                engine != null ? "the engine's playouts" : playouts + " playouts each");
        PrintWriter tsv = null;
        if (out != null) {
            tsv = new PrintWriter(Files.newBufferedWriter(Paths.get(out), StandardCharsets.UTF_8));
            tsv.println("format\tgame\tsize\tmove\tcolor\tmoves\tvisits\tmost_visited\tmost_visited_win\tmax_win_move"
                    + "\tmax_win_visits\tmax_win\twin_gap\tfirst_win\tfirst_gap\tmost_visited_lead\tmax_lead\tlead_gap");
        }
        try {
            for (String f : formatList) {
                List<LineFigures> figures = new ArrayList<>();
                for (Position p : all) {
                    String line;
                    try (GtpClient e = GtpClient.start("analysed", command, null, false)) {
                        line = analyse(e, p, f, timeoutSeconds * 1000L);
                    }
                    LineFigures lf = figures(line, f.equals("kata"));
                    figures.add(lf);
                    if (tsv != null) {
                        tsv.println(tsvRow(f, p, lf));
                        tsv.flush();
                    }
                }
                for (int size : sizes(all)) {
                    List<LineFigures> some = new ArrayList<>();
                    for (int i = 0; i < all.size(); i++) {
                        if (all.get(i).size == size) {
                            some.add(figures.get(i));
                        }
                    }
                    stdout.println(summary(f + "-analyze", size + "x" + size, some, threshold, f.equals("kata")));
                }
                stdout.println(summary(f + "-analyze", "all", figures, threshold, f.equals("kata")));
            }
        } finally {
            if (tsv != null) {
                tsv.close();
            }
        }
        return 0;
    }

    private void check(CmdLineParser parser) throws CmdLineException {
        if (positions < 1 || playouts < 1 || timeoutSeconds < 1) {
            throw new CmdLineException(parser, "--positions, --playouts and --timeout must be at least 1", null);
        }
        if (jar != null && engine != null) {
            throw new CmdLineException(parser, "give --jar or --engine, not both", null);
        }
        for (String f : formats.split(",")) {
            if (!f.equals("lz") && !f.equals("kata")) {
                throw new CmdLineException(parser, "--formats: lz, kata or lz,kata, not " + formats, null);
            }
        }
        if (jar != null && !Files.isRegularFile(Paths.get(jar))) {
            throw new CmdLineException(parser, "no such jar: " + jar, null);
        }
    }

    /** This build's engine with the fixed options that make the figures repeatable. */
    private List<String> engineCommand() {
        List<String> c = new ArrayList<>();
        c.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        if (jar != null) {
            c.add("-jar");
            c.add(jar);
        } else {
            c.add("-cp");
            c.add(System.getProperty("java.class.path"));
            c.add("io.kosumi.Main");
        }
        c.addAll(List.of("--threads", "1", "--playouts", Integer.toString(playouts), "--seed", Long.toString(seed),
                "--book", "none", "--warmup", "0", "--log-level", "warn"));
        return c;
    }

    private static int[] sizes(List<Position> all) {
        return all.stream().mapToInt(Position::size).distinct().sorted().toArray();
    }

    /**
     * {@code n} positions from the files, spread evenly over them (the next usable file when one
     * is not: unreadable, set-up stones or fewer than {@value #MIN_GAME_MOVES} moves).
     */
    static List<Position> choosePositions(List<Path> files, int n, PrintStream err) {
        List<Position> out = new ArrayList<>();
        int next = 0;
        for (int i = 0; i < n && next < files.size(); i++) {
            Position p = null;
            int k = Math.max(next, (int) ((long) i * files.size() / n));
            for (; k < files.size() && p == null; k++) {
                p = position(files.get(k), PHASES[out.size() % PHASES.length], err);
            }
            next = k;
            if (p != null) {
                out.add(p);
            }
        }
        return out;
    }

    /** The position {@code phase} of the way through a game record, or null when the record does not serve. */
    static Position position(Path file, double phase, PrintStream err) {
        Game g;
        try {
            g = SgfGames.load(file, 0, Rules.CHINESE);
        } catch (IOException | SgfException | RuntimeException e) {
            err.println("analysis-gap: skipping " + file.getFileName() + ": " + e.getMessage());
            return null;
        }
        int size = g.size();
        if (g.startBoard().emptyCount() != size * size || g.moveCount() < MIN_GAME_MOVES) {
            return null;
        }
        int m = (int) Math.round(g.moveCount() * phase);
        m = Math.max(10, Math.min(m, g.moveCount() - 1));
        int[] moves = new int[m];
        int[] colors = new int[m];
        for (int i = 0; i < m; i++) {
            moves[i] = g.moveAt(i);
            colors[i] = g.colorAt(i);
        }
        return new Position(file.getFileName().toString(), size, g.komi(), moves, colors, g.colorAt(m));
    }

    /** Sets up the position, searches it, and returns the first analysis line. */
    private static String analyse(GtpClient e, Position p, String format, long timeoutMillis) throws IOException {
        e.sendOk("boardsize " + p.size, timeoutMillis);
        e.sendOk("clear_board", timeoutMillis);
        e.sendOk("komi " + p.komi, timeoutMillis);
        for (int i = 0; i < p.moves.length; i++) {
            e.sendOk("play " + Coord.colorName(p.colors[i]) + " " + Coord.toGtp(p.moves[i], p.size), timeoutMillis);
        }
        String color = p.toMove == Board.BLACK ? "b" : "w";
        e.sendOk("reg_genmove " + color, timeoutMillis);
        e.writeStreamed(format + "-analyze " + color + " 1");
        e.flush();
        String header = e.readStreamedLine(timeoutMillis);
        if (!header.startsWith("=")) {
            throw new IOException(format + "-analyze failed: " + header);
        }
        String first = e.readStreamedLine(timeoutMillis);
        if (first == null) {
            throw new IOException(format + "-analyze on " + p.name + " ended without an info line");
        }
        // Sabaki's way to stop an analysis: any command ends the streamed reply, then is answered.
        e.write("protocol_version");
        e.flush();
        e.read(timeoutMillis);
        e.read(timeoutMillis);
        return first;
    }

    /**
     * The figures of one info line. Win rates in percent (LZ gives 1/10000, KataGo [0,1]);
     * entries are split as Sabaki splits them, on {@code info}, and read as key-value pairs up
     * to {@code pv}.
     */
    static LineFigures figures(String line, boolean kata) {
        int moves = 0;
        int visits = 0;
        int bestVisits = -1;
        String most = "";
        double mostWin = Double.NaN;
        double mostLead = Double.NaN;
        double maxWin = Double.NEGATIVE_INFINITY;
        String maxMove = "";
        int maxMoveVisits = 0;
        double maxLead = Double.NEGATIVE_INFINITY;
        String maxLeadMove = "";
        int maxLeadVisits = 0;
        double firstWin = Double.NaN;
        for (String seg : line.split("\\s*info\\s+")) {
            if (seg.isBlank()) {
                continue;
            }
            String[] t = seg.trim().split("\\s+");
            String move = null;
            int v = 0;
            double win = Double.NaN;
            double lead = Double.NaN;
            for (int i = 0; i + 1 < t.length && !t[i].equals("pv"); i += 2) {
                switch (t[i]) {
                    case "move" -> move = t[i + 1];
                    case "visits" -> v = Integer.parseInt(t[i + 1]);
                    case "winrate" -> win = kata ? Double.parseDouble(t[i + 1]) * 100 : Integer.parseInt(t[i + 1]) / 100.0;
                    case "scoreLead" -> lead = Double.parseDouble(t[i + 1]);
                    default -> { }
                }
            }
            if (move == null || Double.isNaN(win)) {
                throw new IllegalArgumentException("info entry without move or winrate: " + seg);
            }
            if (moves == 0) {
                firstWin = win;
            }
            moves++;
            visits += v;
            if (v > bestVisits) {
                bestVisits = v;
                most = move;
                mostWin = win;
                mostLead = lead;
            }
            if (win > maxWin) {
                maxWin = win;
                maxMove = move;
                maxMoveVisits = v;
            }
            if (lead > maxLead) {
                maxLead = lead;
                maxLeadMove = move;
                maxLeadVisits = v;
            }
        }
        if (moves == 0) {
            throw new IllegalArgumentException("no info entry: " + line);
        }
        return new LineFigures(moves, visits, most, mostWin, maxWin, maxMove, maxMoveVisits, mostLead,
                kata ? maxLead : Double.NaN, maxLeadMove, maxLeadVisits, firstWin);
    }

    private static String tsvRow(String format, Position p, LineFigures f) {
        return String.format(Locale.ROOT,
                "%s\t%s\t%d\t%d\t%s\t%d\t%d\t%s\t%.2f\t%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f",
                format, p.name, p.size, p.moves.length + 1, p.toMove == Board.BLACK ? "B" : "W", f.moves(), f.visits(),
                f.mostVisited(), f.mostVisitedWin(), f.maxWinMove(), f.maxWinVisits(), f.maxWin(), f.winGap(),
                f.firstWin(), f.firstGap(), f.mostVisitedLead(), f.maxLead(), f.leadGap());
    }

    /**
     * The summary of some lines: for the gap to the most visited move and to the first entry,
     * the largest (with the move that made it), the median and how many lines exceed the
     * threshold; for {@code scoreLead} the largest and the median.
     */
    static String summary(String format, String boards, List<LineFigures> fs, double threshold, boolean lead) {
        int n = fs.size();
        long visits = 0;
        for (LineFigures f : fs) {
            visits += f.visits();
        }
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%s %s: %d lines, mean visits %.0f",
                format, boards, n, n == 0 ? 0.0 : (double) visits / n));
        sb.append('\n').append(gapLine("win rate, max reported - most visited", fs, LineFigures::winGap, false,
                threshold));
        sb.append('\n').append(gapLine("win rate, max reported - first (the engine's choice)", fs,
                LineFigures::firstGap, false, threshold));
        if (lead) {
            sb.append('\n').append(gapLine("scoreLead, max reported - most visited", fs, LineFigures::leadGap, true,
                    threshold));
        }
        return sb.toString();
    }

    private static String gapLine(String what, List<LineFigures> fs, ToDoubleFunction<LineFigures> gap, boolean lead,
            double threshold) {
        int n = fs.size();
        double[] g = new double[n];
        int worst = -1;
        int over = 0;
        for (int i = 0; i < n; i++) {
            g[i] = gap.applyAsDouble(fs.get(i));
            if (g[i] > threshold) {
                over++;
            }
            if (worst < 0 || g[i] > g[worst]) {
                worst = i;
            }
        }
        if (worst < 0) {
            return "  " + what + ": no lines";
        }
        LineFigures w = fs.get(worst);
        return String.format(Locale.ROOT, "  %s: largest %.1f points (max %s with %d visits), median %.1f,"
                + " above %.0f points in %d (%.0f%%)", what, g[worst], lead ? w.maxLeadMove() : w.maxWinMove(),
                lead ? w.maxLeadVisits() : w.maxWinVisits(), Stats.median(g), threshold, over, 100.0 * over / n);
    }
}
