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
 * An opening book: an SGF game tree (written by {@code kosumi book}) turned into a table from
 * positions to validated moves.
 *
 * <h2>File format</h2>
 * The root holds {@code SZ} and {@code KM}: the book is used only for games of that board size
 * and komi. Every move node a book line may follow carries {@value #VALIDATED} = "playouts
 * winrate": the win rate, for the side that chose the move, of a separate search of the position
 * after it (see {@code tools.BookBuilder}). A node without it, or whose validated win rate is
 * below {@link #MIN_WIN_RATE}, is not a book move (a person may add unvalidated lines to study;
 * the engine ignores them), and neither is anything below it. Other Kosumi properties
 * ({@value #SEARCH}, {@value #CANDIDATES}, ...) are for people and for resuming a build.
 *
 * <h2>Lookup</h2>
 * By position, not by move order: the key is a Zobrist hash of the stones and the side to move,
 * taken as the smallest over the 8 symmetries of the board, so a book built from one orientation
 * of the empty board answers for all eight, and transpositions meet. The move is stored in the
 * orientation of that smallest hash and turned back into the game's orientation on lookup. Where
 * one position has several validated moves, the one with the best validated win rate is played.
 * A book move is returned only when it is legal in the game (ko and superko included).
 */
public final class OpeningBook {
    private static final Logger log = LoggerFactory.getLogger(OpeningBook.class);

    /** The shipped book, a classpath resource copied from {@code sgf/book/9x9.sgf} by the pom. */
    public static final String DEFAULT_RESOURCE = "/book/9x9.sgf";
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
    /** Root: the build settings, "name=value" separated by spaces. */
    public static final String SETTINGS = "KB";

    private static final long WHITE_TO_MOVE = 0x6A09E667F3BCC909L;

    private final int size;
    private final double komi;
    private final String source;
    /** Canonical position key -> entry. */
    private final Map<Long, Entry> entries = new HashMap<>();

    /** One book position: the move in the canonical orientation and its validated win rate. */
    private static final class Entry {
        final int move;
        final double winRate;

        Entry(int move, double winRate) {
            this.move = move;
            this.winRate = winRate;
        }
    }

    private OpeningBook(int size, double komi, String source) {
        this.size = size;
        this.komi = komi;
        this.source = source;
    }

    // ---- loading --------------------------------------------------------------------------

    /**
     * The book the settings ask for: none ({@code --book none}), the file given, or the shipped
     * one. IllegalArgumentException names a given file that cannot be read; a missing or broken
     * shipped book is logged and means no book.
     */
    public static OpeningBook forSettings(EngineSettings settings) {
        if (settings.noBook) {
            return null;
        }
        if (settings.book != null) {
            try {
                return load(settings.book);
            } catch (IOException | SgfException | IllegalArgumentException e) {
                throw new IllegalArgumentException("cannot read opening book " + settings.book + ": " + e.getMessage(), e);
            }
        }
        return loadDefault();
    }

    /** The shipped 9x9 book, or null (logged) when the jar has none or it cannot be read. */
    public static OpeningBook loadDefault() {
        try (InputStream in = OpeningBook.class.getResourceAsStream(DEFAULT_RESOURCE)) {
            if (in == null) {
                log.debug("no shipped opening book ({} not on the classpath)", DEFAULT_RESOURCE);
                return null;
            }
            return fromTree(SgfReader.read(in.readAllBytes()), "shipped " + DEFAULT_RESOURCE);
        } catch (IOException | SgfException | IllegalArgumentException e) {
            log.warn("shipped opening book {} unusable, playing without a book: {}", DEFAULT_RESOURCE, e.getMessage());
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
            double win = validatedWinRate(node);
            if (!(win >= MIN_WIN_RATE)) {
                continue;
            }
            int move = SgfGames.parseMove(node.get(color == Board.BLACK ? "B" : "W"), size);
            if (move == Board.PASS || move == Board.NO_POINT) {
                continue;
            }
            add(game.board(), color, move, win);
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

    private void add(Board board, int color, int move, double win) {
        int sym = canonicalSymmetry(board, color);
        long key = hash(board, color, sym);
        int canonMove = transform(board, move, sym);
        Entry old = entries.get(key);
        if (old == null || win > old.winRate) {
            entries.put(key, new Entry(canonMove, win));
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

    /** True when the book applies to games of this size and komi. */
    public boolean matches(Game game) {
        return game.size() == size && Math.abs(game.komi() - komi) < 1e-9;
    }

    /**
     * The book move for {@code color} in the game's current position, or
     * {@link Board#NO_POINT} when the book has none, does not apply (size, komi) or its move is
     * illegal here (ko, superko).
     */
    public int lookup(Game game, int color) {
        if (!matches(game)) {
            return Board.NO_POINT;
        }
        Board b = game.board();
        int sym = canonicalSymmetry(b, color);
        Entry e = entries.get(hash(b, color, sym));
        if (e == null) {
            return Board.NO_POINT;
        }
        int move = inverse(b, e.move, sym);
        if (move == Board.NO_POINT || !game.isLegal(color, move)) {
            return Board.NO_POINT;
        }
        return move;
    }

    /** The validated win rate of the book move that {@link #lookup} would return (NaN if none). */
    public double winRate(Game game, int color) {
        if (!matches(game)) {
            return Double.NaN;
        }
        Board b = game.board();
        Entry e = entries.get(hash(b, color, canonicalSymmetry(b, color)));
        return e == null ? Double.NaN : e.winRate;
    }

    // ---- symmetry -------------------------------------------------------------------------

    /** Point {@code pt} under symmetry {@code sym} (0..7; 0 is the identity). */
    static int transform(Board b, int pt, int sym) {
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
    static int inverse(Board b, int pt, int sym) {
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
    static long hash(Board b, int color, int sym) {
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
    static int canonicalSymmetry(Board b, int color) {
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
