package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.engine.OpeningBook;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.sgf.SgfException;
import io.kosumi.sgf.SgfGameInfo;
import io.kosumi.sgf.SgfGames;
import io.kosumi.sgf.SgfNode;
import io.kosumi.sgf.SgfReader;
import io.kosumi.sgf.SgfWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code kosumi record-book}: an opening book from the first moves of real games. Every
 * position of the first {@code --plies} moves of every game is counted up to the 8 symmetries
 * of the board, with the move played there and whether its player won the game. A move enters
 * the book when at least {@code --min-games} games played it in that position and its players
 * won at least {@code --min-win} of them. The book is written as an SGF tree in the format
 * {@link OpeningBook} reads, each move node carrying {@value OpeningBook#GAMES} = "games wins";
 * where a position has several such moves the engine plays the most played one.
 *
 * <p>Unlike {@code kosumi book}, nothing here is searched: the book is what strong players did,
 * for boards where a search of the empty board says little (19x19).
 */
public final class RecordBook {
    private static final Logger log = LoggerFactory.getLogger(RecordBook.class);

    @Option(name = "--data", required = true, metaVar = "DIR", usage = "folder of SGF game records (repeatable)")
    private List<String> data = new ArrayList<>();

    @Option(name = "--out", required = true, metaVar = "FILE", usage = "the book to write (SGF)")
    private String out;

    @Option(name = "--size", metaVar = "N", usage = "board size (default 19)")
    private int size = 19;

    @Option(name = "--komi", metaVar = "K", usage = "komi written in the book's root (default 7.5)")
    private double komi = 7.5;

    @Option(name = "--plies", metaVar = "N", usage = "moves from the start counted (default 16)")
    private int plies = 16;

    @Option(name = "--min-games", metaVar = "N", usage = "games that must have played a move for it to enter (default 30)")
    private int minGames = 30;

    @Option(name = "--min-win", metaVar = "F", usage = "lowest share of those games its players won (default 0.4)")
    private double minWin = 0.4;

    @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
    private boolean help;

    private static final String USAGE = "usage: kosumi record-book --data DIR [--data DIR ...] --out FILE [options]";

    /**
     * {games, wins} per move, keyed by the canonical keys of the position before and after it:
     * moves that are the same up to a symmetry of the position (D4 and Q16 on the empty board)
     * lead to the same position and are counted together.
     */
    private final Map<Long, int[]> counts = new HashMap<>();
    private int gamesUsed;
    private int gamesSkipped;

    public static int run(String[] args) {
        return run(args, System.out, System.err);
    }

    static int run(String[] args, PrintStream stdout, PrintStream stderr) {
        RecordBook rb = new RecordBook();
        int code = SubcommandArgs.parse(new CmdLineParser(rb), args, () -> rb.help, p -> rb.check(), "record-book",
                USAGE, stdout, stderr);
        if (code != SubcommandArgs.RUN) {
            return code;
        }
        try {
            rb.build(stdout);
            return 0;
        } catch (IOException | RuntimeException e) {
            stderr.println("record-book: " + e.getMessage());
            log.debug("record-book failed", e);
            return 1;
        }
    }

    private void check() {
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) throw new IllegalArgumentException("--size out of range: " + size);
        if (plies < 1) throw new IllegalArgumentException("--plies must be at least 1");
        if (minGames < 1) throw new IllegalArgumentException("--min-games must be at least 1");
        if (!(minWin >= 0 && minWin <= 1)) throw new IllegalArgumentException("--min-win must be in [0, 1]");
    }

    private void build(PrintStream report) throws IOException {
        List<Path> dirs = new ArrayList<>();
        for (String d : data) dirs.add(Paths.get(d));
        for (Path file : GameRecords.listGames(dirs)) {
            count(file);
        }
        SgfNode root = new SgfNode();
        root.set("FF", "4");
        root.set("GM", "1");
        root.set("SZ", Integer.toString(size));
        root.set("KM", SgfGames.formatKomi(komi));
        String settings = String.format(Locale.ROOT, "plies=%d min-games=%d min-win=%.2f games=%d", plies, minGames,
                minWin, gamesUsed);
        root.set(OpeningBook.SETTINGS, settings);
        int[] stats = new int[2]; // book moves, deepest ply
        Game game = new Game(size, Rules.CHINESE, komi);
        expand(root, game, new HashSet<>(), stats);
        root.set("C", "Opening book from the first " + plies + " moves of " + gamesUsed + " game records ("
                + gamesSkipped + " skipped: other size, handicap or setup stones, unreadable). A move is in the book"
                + " when at least " + minGames + " games played it in that position (up to symmetry) and its players"
                + " won at least " + Math.round(minWin * 100) + "% of them; KG is \"games wins\". " + stats[0]
                + " book moves, at most " + stats[1] + " plies deep. Built by kosumi record-book (" + settings + ").");
        SgfWriter.save(root, Paths.get(out));
        report.printf(Locale.ROOT, "%s: %d book moves, at most %d plies deep, from %d games (%d skipped)%n", out, stats[0],
                stats[1], gamesUsed, gamesSkipped);
    }

    /** Counts the opening of one record; skips it when it is not an even game of the size. */
    private void count(Path file) {
        SgfNode root;
        SgfGameInfo info;
        try {
            root = SgfReader.read(file);
            info = SgfGameInfo.of(root);
        } catch (IOException | SgfException e) {
            log.debug("skipping {}: {}", file, e.getMessage());
            gamesSkipped++;
            return;
        }
        if (info.size() != size || info.handicap() > 0 || root.has("AB") || root.has("AW")) {
            gamesSkipped++;
            return;
        }
        int winner = winner(info.result());
        Game game = new Game(size, Rules.CHINESE, komi);
        int ply = 0;
        // The position after one move is the position before the next: its key is computed once.
        long before = key(game.board(), Board.BLACK);
        for (SgfNode node = root.firstChild(); node != null && ply < plies; node = node.firstChild()) {
            if (node.has("AB") || node.has("AW") || node.has("AE")) break;
            int color = node.has("B") ? Board.BLACK : node.has("W") ? Board.WHITE : Board.EMPTY;
            if (color == Board.EMPTY) continue;
            int pt = SgfGames.parseMove(node.get(color == Board.BLACK ? "B" : "W"), size);
            if (pt == Board.PASS || pt == Board.NO_POINT || color != game.toMove() || !game.isLegal(color, pt)) break;
            game.playLegal(color, pt);
            long after = key(game.board(), Board.opponent(color));
            int[] c = counts.computeIfAbsent(moveKey(before, after), k -> new int[2]);
            c[0]++;
            if (winner == color) c[1]++;
            before = after;
            ply++;
        }
        gamesUsed++;
    }

    private static long key(Board b, int toMove) {
        return OpeningBook.hash(b, toMove, OpeningBook.canonicalSymmetry(b, toMove));
    }

    private static long moveKey(long before, long after) {
        return before * 0x9E3779B97F4A7C15L + after;
    }

    /** The winner of an RE value (B+..., W+...), or EMPTY for a draw, no result or anything else. */
    static int winner(String result) {
        if (result == null) return Board.EMPTY;
        String r = result.trim().toUpperCase(Locale.ROOT);
        if (r.startsWith("B+")) return Board.BLACK;
        if (r.startsWith("W+")) return Board.WHITE;
        return Board.EMPTY;
    }

    /**
     * Adds the book moves of the game's position below {@code node} and recurses. A position
     * reached before by another order of moves is not expanded again: the book is read by
     * position, so its moves are already there.
     */
    private void expand(SgfNode node, Game game, Set<Long> expanded, int[] stats) {
        if (game.moveCount() >= plies) return;
        int color = game.toMove();
        Board b = game.board();
        long before = key(b, color);
        if (!expanded.add(before)) return;
        // Every legal move, one per position it leads to (symmetric moves lead to the same one).
        Map<Long, Integer> moveOf = new HashMap<>();
        List<int[]> chosen = new ArrayList<>(); // {point, games, wins}
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int pt = b.point(x, y);
                if (b.color(pt) != Board.EMPTY || !game.isLegal(color, pt)) continue;
                game.playLegal(color, pt);
                long after = key(game.board(), Board.opponent(color));
                game.undo();
                if (moveOf.putIfAbsent(after, pt) != null) continue;
                int[] c = counts.get(moveKey(before, after));
                if (c != null && c[0] >= minGames && c[1] >= minWin * c[0]) chosen.add(new int[] {pt, c[0], c[1]});
            }
        }
        // Most played first (the engine's choice, and the main line in a viewer), then by point.
        chosen.sort((p, q) -> p[1] != q[1] ? Integer.compare(q[1], p[1]) : Integer.compare(p[0], q[0]));
        for (int[] c : chosen) {
            int pt = c[0];
            SgfNode child = node.newChild();
            child.set(color == Board.BLACK ? "B" : "W", SgfGames.sgfPoint(pt, size));
            child.set(OpeningBook.GAMES, c[1] + " " + c[2]);
            child.set("C", String.format(Locale.ROOT, "%s %s: played in %d games (up to symmetry), its player won %d"
                    + " (%.0f%%)", color == Board.BLACK ? "B" : "W", Coord.toGtp(pt, size), c[1], c[2], 100.0 * c[2] / c[1]));
            stats[0]++;
            game.playLegal(color, pt);
            stats[1] = Math.max(stats[1], game.moveCount());
            expand(child, game, expanded, stats);
            game.undo();
        }
    }
}
