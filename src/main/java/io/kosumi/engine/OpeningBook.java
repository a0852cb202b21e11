package io.kosumi.engine;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.board.Zobrist;
import io.kosumi.game.Game;
import io.kosumi.game.IllegalMoveException;
import io.kosumi.game.Rules;
import io.kosumi.sgf.SgfException;
import io.kosumi.sgf.SgfGameInfo;
import io.kosumi.sgf.SgfGames;
import io.kosumi.sgf.SgfNode;
import io.kosumi.sgf.SgfReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An opening book: an SGF game tree (written by {@code kosumi book} or {@code kosumi
 * record-book}) turned into a table from positions to book moves.
 *
 * <h2>File format</h2>
 * The root holds {@code SZ} and {@code KM}: the book is used only for games of that board size
 * and komi. A searched book ({@code tools.BookBuilder}) marks every move node a book line may
 * follow with {@value #VALIDATED} = "playouts winrate": the win rate, for the side that chose the
 * move, of a separate search of the position after it. A book from game records
 * ({@code tools.RecordBook}) marks them with {@value #GAMES} = "games wins": how many records
 * played the move there and how many of those its player won; such a book also answers for a
 * komi within {@link #RECORD_KOMI_TOLERANCE} of its own, since the first moves of strong games
 * do not turn on a point of komi. A node with neither, or whose validated win rate is below
 * {@link #MIN_WIN_RATE}, is not a book move (a person may add unmarked lines to study; the
 * engine ignores them), and neither is anything below it. Other Kosumi properties
 * ({@value #SEARCH}, {@value #CANDIDATES}, ...) are for people and for resuming a build.
 *
 * <h2>Lookup</h2>
 * By position, not by move order: the key is a Zobrist hash of the stones and the side to move,
 * taken as the smallest over the 8 symmetries of the board, so a book built from one orientation
 * of the empty board answers for all eight, and transpositions meet. The move is stored in the
 * orientation of that smallest hash and turned back into the game's orientation on lookup. Where
 * one position has several book moves, the one with the best validated win rate is played, or in
 * a book from records the most played one.
 * A book move is returned only when it is legal in the game (ko and superko included).
 */
public final class OpeningBook {
    private static final Logger log = LoggerFactory.getLogger(OpeningBook.class);

    /** The shipped 9x9 book, a classpath resource copied from {@code sgf/book/9x9.sgf} by the pom. */
    public static final String DEFAULT_RESOURCE = "/book/9x9.sgf";
    /** The 19x19 book from game records, copied from {@code sgf/book/19x19.sgf} (not consulted by default). */
    public static final String RECORDS_19_RESOURCE = "/book/19x19.sgf";
    /** Lines whose chooser's validated win rate is below this are not book lines. */
    public static final double MIN_WIN_RATE = 0.45;

    /** Move node: "visits winrate" of the move in the parent's search (win rate for its player). */
    public static final String SEARCH = "KS";
    /** Move node: "playouts winrate" of the validation search (win rate for the move's player). */
    public static final String VALIDATED = "KV";
    /** Any node: "move visits winrate" of the node's own search, best first (side to move's view). */
    public static final String CANDIDATES = "KC";
    /** Any node: playouts of the node's own search. */
    public static final String PLAYOUTS = "KP";
    /** Any node: "move winrate" of candidates whose validation failed. */
    public static final String DROPPED = "KD";
    /** Move node of a book from records: "games wins" (games that played it, won by its player). */
    public static final String GAMES = "KG";
    /** A book from records answers for komi this close to its own. */
    public static final double RECORD_KOMI_TOLERANCE = 1.0;
    /** Root: the build settings, "name=value" separated by spaces. */
    public static final String SETTINGS = "KB";

    private static final long WHITE_TO_MOVE = 0x6A09E667F3BCC909L;

    private final int size;
    private final double komi;
    private final String source;
    /** Canonical position key -> entry. */
    private final Map<Long, Entry> entries = new HashMap<>();
    /** True when the lines come from game records ({@value #GAMES}) rather than searches. */
    private boolean fromRecords;

    /**
     * One book position: the move in the canonical orientation, its validated win rate (or in a
     * book from records its players' share of wins) and the records that played it (0 in a
     * searched book).
     */
    private static final class Entry {
        final int move;
        final double winRate;
        final int games;

        Entry(int move, double winRate, int games) {
            this.move = move;
            this.winRate = winRate;
            this.games = games;
        }

        boolean betterThan(Entry o) {
            return games != o.games ? games > o.games : winRate > o.winRate;
        }
    }

    private OpeningBook(int size, double komi, String source) {
        this.size = size;
        this.komi = komi;
        this.source = source;
    }

    // ---- loading --------------------------------------------------------------------------

    /** The shipped 9x9 book, or null (logged) when the jar has none or it cannot be read. */
    public static OpeningBook loadDefault() {
        return loadResource(DEFAULT_RESOURCE);
    }

    /** A shipped book by its classpath name, or null (logged) when the jar has none or it cannot be read. */
    public static OpeningBook loadResource(String resource) {
        try (InputStream in = OpeningBook.class.getResourceAsStream(resource)) {
            if (in == null) {
                log.debug("no shipped opening book ({} not on the classpath)", resource);
                return null;
            }
            return fromTree(SgfReader.read(in.readAllBytes()), "shipped " + resource);
        } catch (IOException | SgfException | IllegalArgumentException e) {
            log.warn("shipped opening book {} unusable, playing without it: {}", resource, e.getMessage());
            return null;
        }
    }

    public static OpeningBook load(Path file) throws IOException, SgfException {
        return fromTree(SgfReader.read(file), file.toString());
    }

    /**
     * The book of an SGF tree. IllegalArgumentException when the root lacks a usable size or
     * komi or a line holds an illegal move (the message names the node).
     */
    public static OpeningBook fromTree(SgfNode root, String source) {
        int size = rootSize(root);
        String km = root.get("KM");
        if (km == null) {
            throw new IllegalArgumentException("the book's root has no KM (komi)");
        }
        double komi = SgfGameInfo.parseKomi(km);
        if (Double.isNaN(komi)) {
            throw new IllegalArgumentException("the book's root has a bad KM: " + km);
        }
        OpeningBook book = new OpeningBook(size, komi, source);
        book.addLines(root);
        log.debug("opening book {}: {} positions, {}x{}, komi {}", source, book.entries.size(), size, size, komi);
        return book;
    }

    private static int rootSize(SgfNode root) {
        String sz = root.get("SZ");
        if (sz == null) {
            return 19;
        }
        try {
            int s = Integer.parseInt(sz.trim());
            if (s < Board.MIN_SIZE || s > Board.MAX_SIZE) {
                throw new IllegalArgumentException("the book's board size " + s + " is not supported");
            }
            return s;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the book's root has a bad SZ: " + sz);
        }
    }

    /** Walks the validated part of the tree, replaying each line on a game. */
    private void addLines(SgfNode root) {
        Game game = new Game(size, Rules.CHINESE, komi);
        ArrayDeque<SgfNode> stack = new ArrayDeque<>();
        ArrayDeque<Integer> depth = new ArrayDeque<>();
        // Iterative walk; each step undoes the game to the depth of the node taken.
        for (SgfNode child : root.children()) {
            stack.push(child);
            depth.push(0);
        }
        while (!stack.isEmpty()) {
            SgfNode node = stack.pop();
            int d = depth.pop();
            while (game.moveCount() > d) {
                game.undo();
            }
            int color = node.has("B") ? Board.BLACK : node.has("W") ? Board.WHITE : Board.EMPTY;
            if (color == Board.EMPTY) {
                continue; // not a move node: nothing below it is a book line
            }
            int[] record = gamesAndWins(node);
            double win = record != null ? (double) record[1] / record[0] : validatedWinRate(node);
            if (record == null && !(win >= MIN_WIN_RATE)) {
                continue;
            }
            if (record != null) {
                fromRecords = true;
            }
            int move = SgfGames.parseMove(node.get(color == Board.BLACK ? "B" : "W"), size);
            if (move == Board.PASS || move == Board.NO_POINT) {
                continue;
            }
            add(game.board(), color, move, win, record == null ? 0 : record[0]);
            try {
                game.play(color, move);
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("illegal book move " + Coord.toGtp(move, size) + " ("
                        + e.getMessage() + ") at line " + node.line() + " of the book");
            }
            for (SgfNode child : node.children()) {
                stack.push(child);
                depth.push(d + 1);
            }
        }
    }

    /** The validated win rate of a move node, or NaN when it has none (or a bad one). */
    public static double validatedWinRate(SgfNode node) {
        String v = node.get(VALIDATED);
        if (v == null) {
            return Double.NaN;
        }
        String[] parts = v.trim().split("\\s+");
        try {
            return parts.length >= 2 ? Double.parseDouble(parts[1]) : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** The "games wins" of a move node of a book from records, or null when it has none (or a bad one). */
    static int[] gamesAndWins(SgfNode node) {
        String v = node.get(GAMES);
        if (v == null) {
            return null;
        }
        String[] parts = v.trim().split("\\s+");
        try {
            int games = Integer.parseInt(parts[0]);
            int wins = parts.length >= 2 ? Integer.parseInt(parts[1]) : 0;
            return games > 0 && wins >= 0 && wins <= games ? new int[] {games, wins} : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private void add(Board board, int color, int move, double win, int games) {
        int sym = canonicalSymmetry(board, color);
        long key = hash(board, color, sym);
        int canonMove = transform(board, move, sym);
        Entry e = new Entry(canonMove, win, games);
        Entry old = entries.get(key);
        if (old == null || e.betterThan(old)) {
            entries.put(key, e);
        }
    }

    // ---- lookup ---------------------------------------------------------------------------

    /** Board size the book is for. */
    public int size() {
        return size;
    }

    public double komi() {
        return komi;
    }

    /** Distinct positions (up to symmetry) that have a book move. */
    public int positions() {
        return entries.size();
    }

    public String source() {
        return source;
    }

    /** True when the book's lines come from game records rather than searches. */
    public boolean fromRecords() {
        return fromRecords;
    }

    /** True when the book applies to games of this size and komi. */
    public boolean matches(Game game) {
        double tolerance = fromRecords ? RECORD_KOMI_TOLERANCE : 1e-9;
        return game.size() == size && Math.abs(game.komi() - komi) <= tolerance;
    }

    /**
     * The book move for {@code color} in the game's current position, or
     * {@link Board#NO_POINT} when the book has none, does not apply (size, komi) or its move is
     * illegal here (ko, superko).
     */
    public int lookup(Game game, int color) {
        Hit h = find(game, color);
        return h == null ? Board.NO_POINT : h.move();
    }

    /**
     * A book move found for a position: the point in the game's orientation, and the validated
     * win rate (or the records' share of wins) and the records behind it (0 in a searched book).
     */
    public record Hit(int move, double winRate, int games) {
        /** Why the move is in the book, for the log: "validated win rate 0.475" or "played in 120 records, won 55%". */
        public String reason() {
            return games > 0 ? String.format(Locale.ROOT, "played in %d records, won %.0f%%", games, 100 * winRate)
                    : String.format(Locale.ROOT, "validated win rate %.3f", winRate);
        }
    }

    /** The book move {@link #lookup} returns, with what the book says of it, or null when there is none. */
    public Hit find(Game game, int color) {
        if (!matches(game)) {
            return null;
        }
        Board b = game.board();
        int sym = canonicalSymmetry(b, color);
        Entry e = entries.get(hash(b, color, sym));
        if (e == null) {
            return null;
        }
        int move = inverse(b, e.move, sym);
        if (move == Board.NO_POINT || !game.isLegal(color, move)) {
            return null;
        }
        return new Hit(move, e.winRate, e.games);
    }

    /** The validated win rate of the book move that {@link #lookup} would return (NaN if none). */
    public double winRate(Game game, int color) {
        Entry e = entry(game, color);
        return e == null ? Double.NaN : e.winRate;
    }

    /**
     * Why the book move that {@link #lookup} would return is in the book, for the log:
     * "validated win rate 0.475" or "played in 120 records, won 55%" (empty if none).
     */
    public String why(Game game, int color) {
        Entry e = entry(game, color);
        return e == null ? "" : new Hit(Board.NO_POINT, e.winRate, e.games).reason();
    }

    private Entry entry(Game game, int color) {
        if (!matches(game)) {
            return null;
        }
        Board b = game.board();
        return entries.get(hash(b, color, canonicalSymmetry(b, color)));
    }

    // ---- symmetry -------------------------------------------------------------------------

    /** Point {@code pt} under symmetry {@code sym} (0..7; 0 is the identity). */
    public static int transform(Board b, int pt, int sym) {
        if (pt == Board.PASS || pt == Board.NO_POINT) {
            return pt;
        }
        int n = b.size() - 1;
        int x = b.x(pt);
        int y = b.y(pt);
        if ((sym & 4) != 0) {
            int t = x;
            x = y;
            y = t;
        }
        if ((sym & 1) != 0) {
            x = n - x;
        }
        if ((sym & 2) != 0) {
            y = n - y;
        }
        return b.point(x, y);
    }

    /** The point that {@link #transform} maps to {@code pt} under {@code sym}. */
    public static int inverse(Board b, int pt, int sym) {
        if (pt == Board.PASS || pt == Board.NO_POINT) {
            return pt;
        }
        int size = b.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = b.point(x, y);
                if (transform(b, p, sym) == pt) {
                    return p;
                }
            }
        }
        return Board.NO_POINT;
    }

    /** Zobrist hash of the stones after symmetry {@code sym}, with the side to move. */
    public static long hash(Board b, int color, int sym) {
        long h = color == Board.WHITE ? WHITE_TO_MOVE : 0L;
        int size = b.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = b.point(x, y);
                int c = b.color(p);
                if (c == Board.BLACK || c == Board.WHITE) {
                    h ^= Zobrist.key(c, transform(b, p, sym));
                }
            }
        }
        return h;
    }

    /** The symmetry whose hash is the smallest (the first of them on ties). */
    public static int canonicalSymmetry(Board b, int color) {
        int best = 0;
        long bestHash = hash(b, color, 0);
        for (int s = 1; s < 8; s++) {
            long h = hash(b, color, s);
            if (Long.compareUnsigned(h, bestHash) < 0) {
                best = s;
                bestHash = h;
            }
        }
        return best;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "opening book %s (%dx%d, komi %s, %d positions)", source, size, size,
                komi, entries.size());
    }
}
