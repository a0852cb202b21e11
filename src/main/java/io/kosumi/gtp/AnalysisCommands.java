package io.kosumi.gtp;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.engine.Engine;
import io.kosumi.engine.MoveGenerator;
import io.kosumi.engine.SearchRequest;
import io.kosumi.search.SearchResult;
import java.util.List;
import java.util.Locale;

/**
 * Live analysis for GUIs: Leela Zero's {@code lz-analyze} / {@code lz-genmove_analyze}
 * (Sabaki, Lizzie), KataGo's {@code kata-analyze} / {@code kata-genmove_analyze}, and GoGui's
 * analyze commands ({@code gogui-analyze_commands} and the {@code gfx}/{@code string}
 * commands it lists).
 *
 * <h2>Streaming format</h2>
 * The reply header ({@code =id}) is written at once; then, every interval, one line holding
 * an {@code info} entry per move, most visited first:
 * {@code info move D4 visits 120 winrate 5230 prior 870 lcb 5100 order 0 pv D4 Q16}. Each
 * entry is strict key-value pairs and ends with {@code pv} and its moves, nothing after them,
 * so a client can split the line on {@code info} and read the trailing PV. Leela Zero's form
 * gives win rate, prior and LCB in 1/10000 (integers); KataGo's gives floats in [0,1] and adds
 * {@code utility}, {@code scoreMean}, {@code scoreLead} and {@code utilityLcb}. With
 * {@code ownership true}, {@code kata-analyze} follows every info line with a line
 * {@code ownership v1 v2 ...}: one value in [-1,1] per point, top row first and left to right,
 * positive for the side to move. All figures are from the analysed side's view.
 *
 * <p>The analysis runs until any line arrives (a command, a blank line, or GoGui's
 * {@code # interrupt}); the reply then ends with its blank line and the next command runs.
 *
 * <h2>Score estimate</h2>
 * Kosumi has no score head: {@code scoreLead} (and {@code scoreMean}) is the root's expected
 * area margin from the playouts' ownership minus komi, the same for every move of a line.
 */
final class AnalysisCommands {
    /** Interval when none is given, in centiseconds. */
    static final int DEFAULT_INTERVAL_CS = 100;
    /** How long a GoGui gfx command searches when it needs fresh statistics. */
    static final long GFX_SEARCH_MILLIS = 2000;
    /** Moves a GoGui best-moves display labels. */
    static final int GFX_MOVES = 10;

    enum Format { LZ, KATA }

    /** The parsed arguments of an analyze command. */
    static final class Options {
        int color;
        int intervalCs = DEFAULT_INTERVAL_CS;
        int maxMoves;
        int minMoves;
        boolean ownership;
    }

    private final Engine engine;

    AnalysisCommands(Engine engine) {
        this.engine = engine;
    }

    void register(GtpRegistry r) {
        r.register("lz-analyze", (c, x) -> analyze(c, x, Format.LZ));
        r.register("kata-analyze", (c, x) -> analyze(c, x, Format.KATA));
        r.register("lz-genmove_analyze", (c, x) -> genmoveAnalyze(c, x, Format.LZ));
        r.register("kata-genmove_analyze", (c, x) -> genmoveAnalyze(c, x, Format.KATA));
        r.register("gogui-analyze_commands", (c, x) -> {
            c.requireArgs(0);
            return analyzeCommands();
        });
        r.register("kosumi-best_moves", this::gfxBestMoves);
        r.register("kosumi-pv", this::gfxPv);
        r.register("kosumi-ownership", this::gfxOwnership);
        r.register("kosumi-last_search", (c, x) -> {
            c.requireArgs(0);
            return lastSearchText();
        });
    }

    // ---- argument parsing ---------------------------------------------------------------

    /**
     * {@code [color] [interval] [key value]...} with keys {@code interval}, {@code maxmoves},
     * {@code minmoves}, {@code ownership} (kata only). KataGo's display keys that change
     * nothing here ({@code pvVisits}, {@code pvEdgeVisits}, {@code rootInfo},
     * {@code ownershipStdev}, {@code movesOwnership}) are accepted and ignored; anything else
     * is a syntax error, and nothing runs.
     */
    static Options parseOptions(GtpCommand c, Format format, int defaultColor) throws GtpError {
        Options o = new Options();
        o.color = defaultColor;
        String[] a = c.args();
        int i = 0;
        if (i < a.length && Coord.parseColor(a[i]) != Board.EMPTY) {
            o.color = Coord.parseColor(a[i]);
            i++;
        }
        if (i < a.length && isNumber(a[i])) {
            o.intervalCs = nonNegative(a[i]);
            i++;
        }
        while (i < a.length) {
            String key = a[i].toLowerCase(Locale.ROOT);
            if (i + 1 >= a.length) {
                throw new GtpError(GtpError.SYNTAX_ERROR);
            }
            String value = a[i + 1];
            switch (key) {
                case "interval":
                    o.intervalCs = nonNegative(value);
                    break;
                case "maxmoves":
                    o.maxMoves = nonNegative(value);
                    break;
                case "minmoves":
                    o.minMoves = nonNegative(value);
                    break;
                case "ownership":
                    if (format != Format.KATA) {
                        throw new GtpError(GtpError.SYNTAX_ERROR);
                    }
                    o.ownership = bool(value);
                    break;
                case "pvvisits":
                case "pvedgevisits":
                case "rootinfo":
                case "ownershipstdev":
                case "movesownership":
                    bool(value);
                    break;
                default:
                    throw new GtpError(GtpError.SYNTAX_ERROR);
            }
            i += 2;
        }
        return o;
    }

    private static boolean isNumber(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch < '0' || ch > '9') {
                return false;
            }
        }
        return true;
    }

    private static int nonNegative(String s) throws GtpError {
        if (!isNumber(s) || s.length() > 9) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        return Integer.parseInt(s);
    }

    private static boolean bool(String s) throws GtpError {
        if (s.equalsIgnoreCase("true")) {
            return true;
        }
        if (s.equalsIgnoreCase("false")) {
            return false;
        }
        throw new GtpError(GtpError.SYNTAX_ERROR);
    }

    /** Centiseconds to the milliseconds between lines (at least 10 ms, so 0 does not spin). */
    static long intervalMillis(Options o) {
        return Math.max(10, o.intervalCs * 10L);
    }

    // ---- commands ---------------------------------------------------------------------------

    private String analyze(GtpCommand c, GtpContext x, Format format) throws GtpError {
        Options o = parseOptions(c, format, engine.game().toMove());
        x.startStream();
        if (!x.inputPending()) {
            engine.analyze(o.color, intervalMillis(o), x::inputPending, r -> stream(x, r, o, format));
        }
        // The search may end by itself (nothing to analyse, or its visit cap): the reply
        // still lasts until the client sends something.
        while (!x.awaitInput(1000)) {
            // waiting
        }
        return "";
    }

    private String genmoveAnalyze(GtpCommand c, GtpContext x, Format format) throws GtpError {
        Options o = parseOptions(c, format, engine.game().toMove());
        x.startStream();
        int move = engine.genmove(o.color, SearchRequest.Kind.PLAY, r -> stream(x, r, o, format),
                intervalMillis(o));
        x.afterReply(engine::afterGenmove);
        String text = move == MoveGenerator.RESIGN ? "resign" : Coord.toGtp(move, engine.board().size());
        x.streamLine("play " + text);
        return "";
    }

    /** Streams the lines for one snapshot, if it has anything to show. */
    private void stream(GtpContext x, SearchResult r, Options o, Format format) {
        String text = lines(r, o, format);
        if (text != null) {
            x.streamLine(text);
        }
    }

    /**
     * The info line (and the ownership line when asked for) for one snapshot; null when no
     * move has a visit yet.
     */
    String lines(SearchResult r, Options o, Format format) {
        StringBuilder sb = new StringBuilder(2048);
        int size = engine.board().size();
        List<SearchResult.Child> ch = r.children;
        float[] own = format == Format.KATA ? engine.liveOwnership() : null;
        double lead = format == Format.KATA ? scoreLead(own, r.color) : 0;
        int shown = 0;
        for (int k = 0; k < ch.size(); k++) {
            SearchResult.Child c = ch.get(k);
            boolean wanted = c.visits > 0 || shown < o.minMoves;
            if (!wanted || (o.maxMoves > 0 && shown >= o.maxMoves)) {
                break;
            }
            if (sb.length() > 0) {
                sb.append(' ');
            }
            appendInfo(sb, c, shown, format, lead, size);
            shown++;
        }
        if (shown == 0) {
            return null; // nothing visited yet: no line rather than an empty one
        }
        if (format == Format.KATA && o.ownership) {
            sb.append('\n').append("ownership");
            Board b = engine.board();
            for (int y = size - 1; y >= 0; y--) {
                for (int xx = 0; xx < size; xx++) {
                    int pt = b.point(xx, y);
                    float v = own != null && pt < own.length ? own[pt] : 0f;
                    if (r.color == Board.WHITE) {
                        v = -v;
                    }
                    sb.append(' ').append(String.format(Locale.ROOT, "%.6f", v));
                }
            }
        }
        return sb.toString();
    }

    private static void appendInfo(StringBuilder sb, SearchResult.Child c, int order, Format format, double lead,
            int size) {
        double win = clamp01(c.winRate);
        double lcb = clamp01(c.lcb);
        double prior = clamp01(c.prior);
        sb.append("info move ").append(Coord.toGtp(c.move, size)).append(" visits ").append(c.visits);
        if (format == Format.LZ) {
            sb.append(" winrate ").append(Math.round(win * 10000))
                    .append(" prior ").append(Math.round(prior * 10000))
                    .append(" lcb ").append(Math.round(lcb * 10000));
        } else {
            sb.append(" utility ").append(fmt(2 * win - 1))
                    .append(" winrate ").append(fmt(win))
                    .append(" scoreMean ").append(fmt(lead))
                    .append(" scoreLead ").append(fmt(lead))
                    .append(" prior ").append(fmt(prior))
                    .append(" lcb ").append(fmt(lcb))
                    .append(" utilityLcb ").append(fmt(2 * lcb - 1));
        }
        sb.append(" order ").append(order).append(" pv");
        for (int m : c.pv) {
            sb.append(' ').append(Coord.toGtp(m, size));
        }
    }

    /** Area margin expected from the ownership, minus komi, for {@code color}. */
    private double scoreLead(float[] own, int color) {
        if (own == null) {
            return 0;
        }
        Board b = engine.board();
        double sum = 0;
        int size = b.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int pt = b.point(x, y);
                if (pt < own.length) {
                    sum += own[pt];
                }
            }
        }
        double blackLead = sum - engine.komi();
        return color == Board.BLACK ? blackLead : -blackLead;
    }

    private static double clamp01(double v) {
        return v < 0 ? 0 : v > 1 ? 1 : v;
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.6f", v);
    }

    // ---- GoGui -------------------------------------------------------------------------------

    /** GoGui's analyze command list: {@code type/label/command} per line. */
    static String analyzeCommands() {
        return String.join("\n",
                "gfx/Best moves (win rate, visits)/kosumi-best_moves",
                "gfx/Principal variation/kosumi-pv",
                "gfx/Ownership/kosumi-ownership",
                "string/Last search: win rate and playouts/kosumi-last_search");
    }

    /**
     * A short search of the current position for the side to move (the tree is kept, so it
     * also deepens what genmove or pondering found); GoGui's interrupt ends it early.
     */
    private SearchResult gfxSearch(GtpContext x) {
        long end = System.nanoTime() + GFX_SEARCH_MILLIS * 1_000_000L;
        return engine.analyze(engine.game().toMove(), GFX_SEARCH_MILLIS,
                () -> x.interrupted() || System.nanoTime() >= end, r -> { });
    }

    private String gfxBestMoves(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(0);
        SearchResult r = gfxSearch(x);
        if (r == null) {
            return "TEXT no analysis available";
        }
        int size = engine.board().size();
        StringBuilder labels = new StringBuilder("LABEL");
        int n = 0;
        for (SearchResult.Child ch : r.children) {
            if (n >= GFX_MOVES || ch.visits == 0) {
                break;
            }
            if (ch.move != Board.PASS) {
                labels.append(' ').append(Coord.toGtp(ch.move, size)).append(' ')
                        .append(Math.round(ch.winRate * 100)).append('%');
            }
            n++;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(labels);
        if (!r.children.isEmpty() && r.children.get(0).move != Board.PASS) {
            sb.append("\nSQUARE ").append(Coord.toGtp(r.children.get(0).move, size));
        }
        if (!r.children.isEmpty()) {
            SearchResult.Child best = r.children.get(0);
            sb.append(String.format(Locale.ROOT, "\nTEXT best %s: win %.1f%%, %d visits (%d playouts)",
                    Coord.toGtp(best.move, size), best.winRate * 100, best.visits, r.playouts));
        }
        return sb.toString();
    }

    private String gfxPv(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(0);
        SearchResult r = gfxSearch(x);
        if (r == null || r.children.isEmpty()) {
            return "TEXT no analysis available";
        }
        int size = engine.board().size();
        int color = r.color;
        StringBuilder sb = new StringBuilder("VAR");
        for (int m : r.children.get(0).pv) {
            sb.append(' ').append(color == Board.BLACK ? 'b' : 'w').append(' ').append(Coord.toGtp(m, size));
            color ^= 3;
        }
        return sb.toString();
    }

    private String gfxOwnership(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(0);
        float[] own;
        try {
            own = engine.ownership();
        } catch (RuntimeException e) {
            throw new GtpError(GtpError.CANNOT_SCORE);
        }
        if (own == null) {
            return "TEXT no ownership available";
        }
        Board b = engine.board();
        int size = b.size();
        StringBuilder sb = new StringBuilder("INFLUENCE");
        for (int y = size - 1; y >= 0; y--) {
            for (int xx = 0; xx < size; xx++) {
                int pt = b.point(xx, y);
                sb.append(' ').append(Coord.toGtp(pt, size)).append(' ')
                        .append(String.format(Locale.ROOT, "%.2f", pt < own.length ? own[pt] : 0f));
            }
        }
        return sb.toString();
    }

    private String lastSearchText() {
        SearchResult r = engine.lastSearch();
        if (r == null) {
            return "no search yet";
        }
        return String.format(Locale.ROOT, "%s to play: %s, win rate %.1f%%, %d playouts, %d visits (%d kept), %d ms",
                r.color == Board.BLACK ? "Black" : "White", SearchResult.moveText(r.bestMove, r.size), r.winRate * 100,
                r.playouts, r.rootVisits, r.visitsKept, r.millis);
    }
}
