package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.engine.OpeningBook;
import io.kosumi.engine.Version;
import io.kosumi.game.Game;
import io.kosumi.game.IllegalMoveException;
import io.kosumi.game.Rules;
import io.kosumi.pattern.PriorTable;
import io.kosumi.search.Search;
import io.kosumi.search.SearchLimits;
import io.kosumi.search.SearchParams;
import io.kosumi.search.SearchResult;
import io.kosumi.sgf.SgfException;
import io.kosumi.sgf.SgfGames;
import io.kosumi.sgf.SgfNode;
import io.kosumi.sgf.SgfReader;
import io.kosumi.sgf.SgfWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code kosumi book}: builds an opening book by searching from the empty board.
 *
 * <h2>Method</h2>
 * Positions are taken breadth first from the root. Each is searched once: the root with
 * {@code --playouts}, every other position with {@code --validate-playouts}. From a position's
 * search the best move (most visits) is a candidate, and so are the next ones, up to
 * {@code --width}, when they are close to it (at least {@code --close-visits} of its visits and
 * at most {@code --close-win} below its win rate) and the position has fewer than
 * {@code --branch-plies} moves (so the search budget buys a few deep lines rather than a wide,
 * shallow tree). Each candidate is then validated: the position
 * after it is searched afresh, for the other side, with {@code --validate-playouts}; the
 * candidate's player's win rate there is one minus the opponent's best. A candidate below
 * {@code --min-winrate} (45%) is dropped (recorded in the parent's {@code KD} and logged);
 * one that holds up becomes a book node, and the validation search is also that node's own
 * search, whose best moves are the candidates one ply deeper. Lines stop at {@code --depth}
 * plies.
 *
 * <h2>Resuming</h2>
 * The book file is rewritten (atomically) after every search, and every search's result is in
 * it ({@code KP}, {@code KC}, {@code KD}), so a rerun with the same output continues where the
 * last one stopped without searching anything again ({@code --fresh} starts over).
 * {@code --max-searches} and {@code --minutes} bound one run.
 *
 * <p>Searches run with a fresh tree each (a validation must not inherit the tree it checks) and a
 * fixed seed, so an uninterrupted one-thread build is reproducible (a resumed one restarts the
 * random sequence, so its later searches differ).
 */
public final class BookBuilder {
    private static final Logger log = LoggerFactory.getLogger(BookBuilder.class);

    /** What a search says about a position, for the side to move. */
    public static final class Evaluation {
        /** Win rate of the best move for the side to move. */
        final double winRate;
        final long playouts;
        /** Moves by visits, most first (no pass). */
        final List<Candidate> candidates;

        public Evaluation(double winRate, long playouts, List<Candidate> candidates) {
            this.winRate = winRate;
            this.playouts = playouts;
            this.candidates = candidates;
        }
    }

    /** One move of a search: visits and the mover's win rate. */
    public static final class Candidate {
        final int move;
        final int visits;
        final double winRate;

        public Candidate(int move, int visits, double winRate) {
            this.move = move;
            this.visits = visits;
            this.winRate = winRate;
        }
    }

    /** Searches a position; replaceable so that tests can check the rules of the build. */
    @FunctionalInterface
    public interface Evaluator {
        Evaluation evaluate(Game game, int color, long playouts);
    }

    /** The build's settings (the command-line options). */
    public static final class Settings {
        @Option(name = "--size", usage = "board size")
        public int size = 9;
        @Option(name = "--komi", usage = "komi (the book is used only at this komi)")
        public double komi = 7;
        @Option(name = "--playouts", usage = "playouts of the root's search")
        public long playouts = 50_000;
        @Option(name = "--validate-playouts", usage = "playouts of every other search (validation); default 2 x --playouts")
        public long validatePlayouts;
        @Option(name = "--depth", usage = "plies of the longest line")
        public int depth = 8;
        @Option(name = "--width", usage = "most candidate moves per position")
        public int width = 2;
        @Option(name = "--branch-plies", usage = "positions with fewer moves than this get up to --width candidates, "
                + "deeper ones only the best (0: every position)")
        public int branchPlies;
        @Option(name = "--close-visits", usage = "a further candidate needs this share of the best move's visits")
        public double closeVisits = 0.3;
        @Option(name = "--close-win", usage = "... and a win rate at most this much below the best move's")
        public double closeWin = 0.03;
        @Option(name = "--min-winrate", usage = "drop a line whose validated win rate for its chooser is below this")
        public double minWinRate = OpeningBook.MIN_WIN_RATE;
        @Option(name = "--top", usage = "moves of each search listed in the book (KC, comments)")
        public int top = 5;
        @Option(name = "--max-searches", usage = "stop when the book holds this many searches (0: no limit)")
        public int maxSearches;
        @Option(name = "--minutes", usage = "stop this run after this many minutes (0: no limit); rerun to resume")
        public double minutes;
        @Option(name = "--threads", usage = "search threads")
        public int threads = 1;
        @Option(name = "--memory", usage = "search tree memory in megabytes")
        public int memoryMb = 512;
        @Option(name = "--seed", usage = "search seed")
        public long seed = 1;
        @Option(name = "--out", usage = "book file (resumed when it exists)")
        public String out = "sgf/book/9x9.sgf";
        @Option(name = "--fresh", usage = "start over even if --out exists")
        public boolean fresh;
        @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
        boolean help;

        long validation() {
            return validatePlayouts > 0 ? validatePlayouts : 2 * playouts;
        }

        /** The settings that shape the tree, stored in the root ({@code KB}). */
        String describe() {
            return String.format(Locale.ROOT, "playouts=%d validate-playouts=%d depth=%d width=%d branch-plies=%d "
                    + "close-visits=%s close-win=%s min-winrate=%s top=%d threads=%d seed=%d", playouts, validation(),
                    depth, width, branchPlies, closeVisits, closeWin, minWinRate, top, threads, seed);
        }
    }

    /** Figures of a finished (or stopped) build. */
    public static final class Stats {
        public int positions;
        public int lines;
        public int maxDepth;
        public int dropped;
        public int searches;
        public int searchesThisRun;
        public boolean complete;

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%d book moves, %d lines, max depth %d, %d dropped, %d searches "
                    + "(%d this run)%s", positions, lines, maxDepth, dropped, searches, searchesThisRun,
                    complete ? "" : ", not complete (rerun to resume)");
        }
    }

    private final Settings settings;
    private final Evaluator evaluator;
    private final Path out;
    private int searchesThisRun;

    public BookBuilder(Settings settings, Evaluator evaluator, Path out) {
        this.settings = settings;
        this.evaluator = evaluator;
        this.out = out;
    }

    /** {@code kosumi book [options]}. */
    public static int run(String[] args) throws Exception {
        Settings s = new Settings();
        PrintStream err = System.err;
        int code = SubcommandArgs.parse(new CmdLineParser(s), args, () -> s.help, parser -> check(parser, s),
                "kosumi book", "usage: kosumi book [options]", System.out, err);
        if (code != SubcommandArgs.RUN) {
            return code;
        }
        Evaluator ev = searchEvaluator(s);
        BookBuilder b = new BookBuilder(s, ev, Path.of(s.out));
        Stats st;
        try {
            st = b.build();
        } catch (SgfException | IllegalArgumentException e) {
            err.println("kosumi book: " + e.getMessage());
            return 1;
        }
        err.println("kosumi book: " + s.out + ": " + st);
        return 0;
    }

    private static void check(CmdLineParser parser, Settings s) throws CmdLineException {
        if (s.size < Board.MIN_SIZE || s.size > Board.MAX_SIZE) {
            throw new CmdLineException(parser, "--size must be 2 to 25", null);
        }
        if (s.playouts < 1 || s.validatePlayouts < 0) {
            throw new CmdLineException(parser, "--playouts must be at least 1 and --validate-playouts not negative", null);
        }
        if (s.depth < 1 || s.depth > 60 || s.width < 1 || s.top < s.width) {
            throw new CmdLineException(parser, "need 1 <= --depth <= 60, --width >= 1 and --top >= --width", null);
        }
        if (!(s.minWinRate >= 0 && s.minWinRate <= 1) || !(s.closeVisits >= 0) || !(s.closeWin >= 0)) {
            throw new CmdLineException(parser, "--min-winrate must be in [0, 1]; --close-* not negative", null);
        }
        if (s.threads < 1 || s.memoryMb < 16 || s.maxSearches < 0 || !(s.minutes >= 0)) {
            throw new CmdLineException(parser, "bad --threads, --memory, --max-searches or --minutes", null);
        }
        if (Double.isNaN(s.komi) || Double.isInfinite(s.komi)) {
            throw new CmdLineException(parser, "--komi must be a number", null);
        }
    }

    /** The Monte-Carlo search as the evaluator: a fresh tree per position, fixed playouts. */
    public static Evaluator searchEvaluator(Settings s) {
        SearchParams p = new SearchParams();
        p.seed = s.seed;
        p.resignThreshold = 0; // the book wants the statistics, not a resignation
        Search search = new Search(p, PriorTable.loadDefault(), s.threads, (long) s.memoryMb << 20);
        return (game, color, playouts) -> {
            search.clearTree();
            SearchResult r = search.run(game, color, SearchLimits.playouts(playouts));
            List<Candidate> list = new ArrayList<>();
            for (SearchResult.Child c : r.children) {
                if (c.move != Board.PASS) {
                    list.add(new Candidate(c.move, c.visits, c.winRate));
                }
            }
            return new Evaluation(r.winRate, r.playouts, list);
        };
    }

    // ---- the build ----------------------------------------------------------------------------

    /** A queued position: its node and the moves from the root. */
    private static final class Item {
        final SgfNode node;
        final int[] moves;

        Item(SgfNode node, int[] moves) {
            this.node = node;
            this.moves = moves;
        }
    }

    /** Builds (or resumes) the book at {@code out}; returns its figures. */
    public Stats build() throws IOException, SgfException {
        SgfNode root = openRoot();
        long deadline = settings.minutes > 0 ? System.nanoTime() + (long) (settings.minutes * 60e9) : Long.MAX_VALUE;
        boolean complete = true;
        ArrayDeque<Item> queue = new ArrayDeque<>();
        queue.add(new Item(root, new int[0]));
        outer:
        while (!queue.isEmpty()) {
            Item item = queue.poll();
            Game game = replay(item.moves);
            int toMove = game.toMove();
            SgfNode node = item.node;
            if (!node.has(OpeningBook.PLAYOUTS)) {
                if (outOfBudget(root, deadline)) {
                    complete = false;
                    break;
                }
                Evaluation ev = evaluate(game, toMove, settings.playouts);
                record(node, ev, game.size(), toMove);
                if (node == root) {
                    node.set("C", rootComment(root));
                }
                save(root);
            }
            if (item.moves.length >= settings.depth) {
                continue;
            }
            boolean branch = settings.branchPlies == 0 || item.moves.length < settings.branchPlies;
            for (int move : chooseCandidates(node, game.size(), branch ? settings.width : 1)) {
                SgfNode child = childWith(node, toMove, move, game.size());
                if (child == null && !isDropped(node, move, game.size())) {
                    if (outOfBudget(root, deadline)) {
                        complete = false;
                        break outer;
                    }
                    child = validate(node, game, toMove, move);
                    save(root);
                }
                if (child != null) {
                    int[] moves = java.util.Arrays.copyOf(item.moves, item.moves.length + 1);
                    moves[item.moves.length] = move;
                    queue.add(new Item(child, moves));
                }
            }
        }
        Stats st = stats(root);
        st.complete = complete;
        st.searchesThisRun = searchesThisRun;
        root.set("C", rootComment(root));
        save(root);
        log.info("book {}: {}", out, st);
        return st;
    }

    private boolean outOfBudget(SgfNode root, long deadline) {
        if (System.nanoTime() > deadline) {
            return true;
        }
        return settings.maxSearches > 0 && stats(root).searches >= settings.maxSearches;
    }

    /**
     * Searches the position after {@code move} for the opponent; returns the new book node, or
     * null when the line fails (recorded as dropped in {@code parent}).
     */
    private SgfNode validate(SgfNode parent, Game game, int color, int move) {
        int size = game.size();
        try {
            game.play(color, move);
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("search proposed an illegal move " + Coord.toGtp(move, size), e);
        }
        long playouts = settings.validation();
        Evaluation ev = evaluate(game, Board.opponent(color), playouts);
        game.undo();
        double chooser = 1 - ev.winRate;
        String who = color == Board.BLACK ? "Black" : "White";
        Candidate inParent = candidate(parent, move, size);
        if (!(chooser >= settings.minWinRate)) {
            parent.add(OpeningBook.DROPPED, Coord.toGtp(move, size) + " " + fmt(chooser));
            log.info("dropped {} {} after {}: validation {} for {} is below {}", who, Coord.toGtp(move, size),
                    lineText(parent, size), pct(chooser), who, pct(settings.minWinRate));
            return null;
        }
        SgfNode child = parent.newChild();
        child.set(color == Board.BLACK ? "B" : "W", SgfGames.sgfPoint(move, size));
        if (inParent != null) {
            child.set(OpeningBook.SEARCH, inParent.visits + " " + fmt(inParent.winRate));
        }
        child.set(OpeningBook.VALIDATED, playouts + " " + fmt(chooser));
        record(child, ev, size, Board.opponent(color));
        StringBuilder c = new StringBuilder();
        c.append(who).append(' ').append(Coord.toGtp(move, size)).append(".\n");
        if (inParent != null) {
            c.append("Search of the previous position (").append(parent.get(OpeningBook.PLAYOUTS))
                    .append(" playouts): ").append(inParent.visits).append(" visits, ").append(who).append(' ')
                    .append(pct(inParent.winRate)).append(".\n");
        }
        c.append("Validation (").append(playouts).append(" playouts from this position): ").append(who).append(' ')
                .append(pct(chooser)).append(" - validated (at least ").append(pct(settings.minWinRate)).append(").\n");
        c.append(candidatesText(child, size, Board.opponent(color)));
        child.set("C", c.toString());
        log.info("book: {} {} after {}: search {} / validation {} for {}", who, Coord.toGtp(move, size),
                lineText(parent, size), inParent == null ? "-" : pct(inParent.winRate), pct(chooser), who);
        return child;
    }

    private Evaluation evaluate(Game game, int color, long playouts) {
        searchesThisRun++;
        return evaluator.evaluate(game, color, playouts);
    }

    /** Stores a position's search in its node. */
    private void record(SgfNode node, Evaluation ev, int size, int toMove) {
        node.set(OpeningBook.PLAYOUTS, Long.toString(ev.playouts));
        List<String> values = new ArrayList<>();
        for (int i = 0; i < ev.candidates.size() && i < settings.top; i++) {
            Candidate c = ev.candidates.get(i);
            values.add(Coord.toGtp(c.move, size) + " " + c.visits + " " + fmt(c.winRate));
        }
        if (values.isEmpty()) {
            node.remove(OpeningBook.CANDIDATES);
        } else {
            node.set(OpeningBook.CANDIDATES, values.toArray(new String[0]));
        }
    }

    /** The node's candidates ({@code KC}) in order. */
    private static List<Candidate> candidates(SgfNode node, int size) {
        List<Candidate> list = new ArrayList<>();
        for (String v : node.values(OpeningBook.CANDIDATES)) {
            String[] p = v.trim().split("\\s+");
            if (p.length < 3) {
                throw new IllegalArgumentException("bad " + OpeningBook.CANDIDATES + "[" + v + "] at line " + node.line());
            }
            int move = Coord.parseGtp(p[0], size);
            if (move == Board.NO_POINT) {
                throw new IllegalArgumentException("bad move in " + OpeningBook.CANDIDATES + "[" + v + "]");
            }
            list.add(new Candidate(move, Integer.parseInt(p[1]), Double.parseDouble(p[2])));
        }
        return list;
    }

    private static Candidate candidate(SgfNode node, int move, int size) {
        for (Candidate c : candidates(node, size)) {
            if (c.move == move) {
                return c;
            }
        }
        return null;
    }

    /** The best move and the close runners-up, up to the width. */
    List<Integer> chooseCandidates(SgfNode node, int size, int width) {
        List<Candidate> all = candidates(node, size);
        List<Integer> chosen = new ArrayList<>();
        if (all.isEmpty()) {
            return chosen;
        }
        Candidate best = all.get(0);
        chosen.add(best.move);
        for (int i = 1; i < all.size() && chosen.size() < width; i++) {
            Candidate c = all.get(i);
            if (c.visits >= settings.closeVisits * best.visits && best.winRate - c.winRate <= settings.closeWin) {
                chosen.add(c.move);
            }
        }
        return chosen;
    }

    private static SgfNode childWith(SgfNode node, int color, int move, int size) {
        String id = color == Board.BLACK ? "B" : "W";
        for (SgfNode c : node.children()) {
            String v = c.get(id);
            if (v != null && SgfGames.parseMove(v, size) == move) {
                return c;
            }
        }
        return null;
    }

    private static boolean isDropped(SgfNode node, int move, int size) {
        for (String v : node.values(OpeningBook.DROPPED)) {
            String[] p = v.trim().split("\\s+");
            if (p.length > 0 && Coord.parseGtp(p[0], size) == move) {
                return true;
            }
        }
        return false;
    }

    private Game replay(int[] moves) {
        Game g = new Game(settings.size, Rules.CHINESE, settings.komi);
        for (int m : moves) {
            try {
                g.play(g.toMove(), m);
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("the book holds an illegal line at " + Coord.toGtp(m, settings.size));
            }
        }
        return g;
    }

    // ---- file ---------------------------------------------------------------------------------

    private SgfNode openRoot() throws IOException, SgfException {
        if (!settings.fresh && Files.isRegularFile(out)) {
            SgfNode root = SgfReader.read(out);
            String sz = root.get("SZ");
            String km = root.get("KM");
            if (sz == null || Integer.parseInt(sz.trim()) != settings.size || km == null
                    || Math.abs(Double.parseDouble(km.trim()) - settings.komi) > 1e-9) {
                throw new IllegalArgumentException(out + " is a book for SZ[" + sz + "] KM[" + km + "], not size "
                        + settings.size + " komi " + settings.komi + " (use --fresh or another --out)");
            }
            String kb = root.get(OpeningBook.SETTINGS);
            if (kb != null && !kb.equals(settings.describe())) {
                log.warn("resuming {} built with other settings ({}); new searches use {}", out, kb, settings.describe());
                root.set(OpeningBook.SETTINGS, settings.describe());
            }
            log.info("resuming {}: {}", out, summary(stats(root)));
            return root;
        }
        SgfNode root = new SgfNode();
        root.set("FF", "4");
        root.set("GM", "1");
        root.set("CA", "UTF-8");
        root.set("AP", "Kosumi:" + Version.get());
        root.set("SZ", Integer.toString(settings.size));
        root.set("KM", BigDecimal.valueOf(settings.komi).stripTrailingZeros().toPlainString());
        root.set("RU", "Chinese");
        root.set("GN", "Kosumi " + settings.size + "x" + settings.size + " opening book");
        root.set(OpeningBook.SETTINGS, settings.describe());
        return root;
    }

    /** Writes the book through a temporary file, so a killed run leaves the last full version. */
    private void save(SgfNode root) throws IOException {
        SgfWriter.save(root, out);
    }

    /** Figures of the tree under {@code root}. */
    public static Stats stats(SgfNode root) {
        Stats st = new Stats();
        ArrayDeque<SgfNode> stack = new ArrayDeque<>();
        ArrayDeque<Integer> depths = new ArrayDeque<>();
        stack.push(root);
        depths.push(0);
        while (!stack.isEmpty()) {
            SgfNode n = stack.pop();
            int d = depths.pop();
            if (n.has(OpeningBook.PLAYOUTS)) {
                st.searches++;
            }
            st.dropped += n.values(OpeningBook.DROPPED).size();
            st.searches += n.values(OpeningBook.DROPPED).size();
            if (n != root) {
                st.positions++;
                st.maxDepth = Math.max(st.maxDepth, d);
                if (n.children().isEmpty()) {
                    st.lines++;
                }
            }
            for (SgfNode c : n.children()) {
                stack.push(c);
                depths.push(d + 1);
            }
        }
        return st;
    }

    private String rootComment(SgfNode root) {
        int size = settings.size;
        StringBuilder c = new StringBuilder();
        c.append("Kosumi opening book, ").append(size).append('x').append(size).append(", komi ")
                .append(root.get("KM")).append(", Chinese rules.\n")
                .append("Built by kosumi book (").append(root.get(OpeningBook.SETTINGS)).append(").\n")
                .append("Each move node: KS = visits and win rate (for the player of the move) in the search of the "
                        + "previous position; KV = playouts and win rate for that player in a separate validation "
                        + "search of the position after the move; KC = the best moves of this position's own search "
                        + "(move visits win rate, for the side to move); KD = candidates dropped by validation.\n")
                .append("Book: ").append(summary(stats(root))).append(".\n");
        c.append(candidatesText(root, size, Board.BLACK));
        return c.toString();
    }

    /** The tree's figures without the run's (for the root comment). */
    private static String summary(Stats st) {
        return String.format(Locale.ROOT, "%d book moves, %d lines, max depth %d, %d candidates dropped by validation, "
                + "%d searches", st.positions, st.lines, st.maxDepth, st.dropped, st.searches);
    }

    private static String candidatesText(SgfNode node, int size, int toMove) {
        StringBuilder c = new StringBuilder();
        c.append("Best moves for ").append(toMove == Board.BLACK ? "Black" : "White").append(" here (")
                .append(node.get(OpeningBook.PLAYOUTS)).append(" playouts):");
        for (Candidate k : candidates(node, size)) {
            c.append(' ').append(Coord.toGtp(k.move, size)).append(' ').append(k.visits).append("v ")
                    .append(pct(k.winRate)).append(';');
        }
        return c.toString();
    }

    private static String lineText(SgfNode node, int size) {
        List<String> moves = new ArrayList<>();
        for (SgfNode n = node; n != null && n.parent() != null; n = n.parent()) {
            String v = n.has("B") ? n.get("B") : n.get("W");
            moves.add(0, v == null ? "?" : Coord.toGtp(SgfGames.parseMove(v, size), size));
        }
        return moves.isEmpty() ? "the empty board" : String.join(" ", moves);
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.4f", v);
    }

    private static String pct(double v) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * v);
    }
}
