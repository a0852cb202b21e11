package io.kosumi.gtp;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.engine.Analysis;
import io.kosumi.engine.Engine;
import io.kosumi.engine.MoveGenerator;
import io.kosumi.engine.SearchRequest;
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
 * an {@code info} entry per visited move (and unvisited ones up to {@code minmoves}):
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
 * <p>Moves come in the order the search prefers them ({@link Analysis#ranked}): the move
 * it would play now is {@code order 0} and first on the line, as Leela Zero orders by its
 * lower confidence bound; Lizzie marks the first move as the best one.
 *
 * <h2>What the figures are</h2>
 * A move's raw mean over a handful of playouts says little: with 1 to 4 visits it is often 0
 * or 1, and Sabaki records a position's win rate as the <em>highest</em> {@code winrate} of
 * an update, its score as the highest {@code scoreLead} ({@code src/modules/enginesyncer.js},
 * v0.60), while Lizzie rings the move with the highest win rate. So every figure of a move is
 * its mean shrunk towards the position's: the move's own simulations plus
 * {@link #PRIOR_VISITS} pseudo-simulations at the root's mean, the Bayesian mean with the
 * position's value as the prior. A move with 3 visits shows at most 3/103 of its distance
 * from the root's value; one with thousands shows its own mean. Why 100: the moves a search
 * spends playouts on are mostly within about 5 win-rate points of the position's value, and
 * one playout's result varies by about 50, so the prior weighs as (50 / 5)^2 = 100 playouts.
 * Measured with {@code kosumi analysis-gap} over 60 positions of real 9x9 and 19x19 games at
 * 3000 playouts: the highest reported win rate is then at most 3.5 points above the move the
 * engine would play (80 points with raw means, from a 1-visit move at 100%).
 * Leaving low-visit moves out instead would blank Sabaki's heat map and Lizzie's candidate
 * stones, and the value the search selects with (blended with AMAF) is not a win rate.
 * The root's mean is itself a small sample in the first playouts of a search (0% or 100%
 * after one), so the position's value is the root's mean with {@link #ROOT_PRIOR_VISITS}
 * pseudo-simulations at an even game.
 *
 * <p>{@code winrate} and {@code scoreLead} are shrunk alike; {@code lcb} is that estimate
 * minus 1.96 standard errors over the visits plus the pseudo-visits. {@code scoreLead} is the
 * mean final margin (area minus the game's komi) of the move's own simulations for the side to
 * move, KataGo's meaning; {@code scoreMean} repeats it, as KataGo's does. There is no
 * {@code scoreStdev}: it would take a second sum per node and no client reads it from an
 * engine that is not KataGo. These figures are reports only: the search and its choice use
 * the raw statistics and never see them.
 */
final class AnalysisCommands {
    /** Interval when none is given, in centiseconds. */
    static final int DEFAULT_INTERVAL_CS = 100;
    /** How long a GoGui gfx command searches when it needs fresh statistics. */
    static final long GFX_SEARCH_MILLIS = 2000;
    /** Moves a GoGui best-moves display labels. */
    static final int GFX_MOVES = 10;
    /**
     * Background of the move Kosumi would play in GoGui's label displays. GoGui draws it at half
     * opacity under the label; a SQUARE mark would cross the label's text.
     */
    static final String GFX_CHOSEN_COLOR = "#3377ff";
    /** Pseudo-visits at the root's value in every reported move figure (see the class comment). */
    static final int PRIOR_VISITS = 100;
    /**
     * Pseudo-visits at an even game (50%, no lead) in the position's own value, which every move
     * figure is shrunk towards. It matters only in the first few dozen playouts of a search, when
     * the root's raw mean is itself a small sample (0% or 100% after one playout); beyond a few
     * hundred visits it moves the value by a fraction of a point.
     */
    static final int ROOT_PRIOR_VISITS = 10;
    /** Standard errors between a reported win rate and its lower bound (the search's default LCB z). */
    static final double LCB_Z = 1.96;

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
        r.register("kosumi-score_lead", this::gfxScoreLead);
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
        Analysis before = engine.lastSearch();
        boolean[] streamed = {false};
        int move = engine.genmove(o.color, SearchRequest.Kind.PLAY, r -> streamed[0] |= stream(x, r, o, format),
                intervalMillis(o));
        Analysis searched = engine.lastSearch();
        if (!streamed[0] && searched != null && searched != before) {
            // The search ended before its first interval (an early stop, a short clock): the
            // GUI still gets the analysis of the move it is about to place.
            stream(x, searched, o, format);
        }
        x.afterReply(engine::afterGenmove);
        String text = move == MoveGenerator.RESIGN ? "resign" : Coord.toGtp(move, engine.board().size());
        x.streamLine("play " + text);
        return "";
    }

    /** Streams the lines for one snapshot, if it has anything to show; true when it did. */
    private boolean stream(GtpContext x, Analysis r, Options o, Format format) {
        String text = lines(r, o, format);
        if (text != null) {
            x.streamLine(text);
        }
        return text != null;
    }

    /**
     * The info line (and the ownership line when asked for) for one snapshot; null when no
     * move has a visit yet.
     */
    String lines(Analysis r, Options o, Format format) {
        StringBuilder sb = new StringBuilder(2048);
        int size = engine.board().size();
        List<Analysis.Candidate> ch = r.ranked;
        int visited = 0;
        for (Analysis.Candidate c : ch) {
            if (c.visits > 0) {
                visited++;
            }
        }
        // The ranking ends with the unvisited moves (by prior): they fill up to minmoves.
        int shown = Math.max(visited, Math.min(o.minMoves, ch.size()));
        if (o.maxMoves > 0) {
            shown = Math.min(shown, o.maxMoves);
        }
        for (int k = 0; k < shown; k++) {
            if (k > 0) {
                sb.append(' ');
            }
            appendInfo(sb, r, ch.get(k), k, format, size);
        }
        if (visited == 0) {
            return null; // nothing visited yet: no line rather than an empty one
        }
        if (format == Format.KATA && o.ownership) {
            float[] own = engine.liveOwnership();
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

    private static void appendInfo(StringBuilder sb, Analysis r, Analysis.Candidate c, int order, Format format,
            int size) {
        double win = clamp01(winRate(r, c));
        double lcb = clamp01(lcb(r, c));
        double lead = scoreLead(r, c);
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

    /** {@code mean} over {@code visits} shrunk towards {@code parent} by {@link #PRIOR_VISITS}. */
    static double shrink(double mean, int visits, double parent) {
        return shrink(mean, visits, parent, PRIOR_VISITS);
    }

    private static double shrink(double mean, int visits, double parent, int priorVisits) {
        return (mean * visits + priorVisits * parent) / (visits + (double) priorVisits);
    }

    /** The position's value every move's win rate is shrunk towards: the root's mean, itself shrunk towards 50%. */
    static double positionWinRate(Analysis r) {
        return shrink(r.rootWinRate, r.rootVisits, 0.5, ROOT_PRIOR_VISITS);
    }

    /** The position's score every move's lead is shrunk towards: the root's mean, shrunk towards 0. */
    static double positionScore(Analysis r) {
        return shrink(r.rootScoreMean, r.rootVisits, 0, ROOT_PRIOR_VISITS);
    }

    /** The win rate analysis reports for a move (see the class comment). */
    static double winRate(Analysis r, Analysis.Candidate c) {
        return shrink(c.winRate, c.visits, positionWinRate(r));
    }

    /** The lower bound reported with {@link #winRate}. */
    static double lcb(Analysis r, Analysis.Candidate c) {
        double w = winRate(r, c);
        return w - LCB_Z * Math.sqrt(Math.max(w * (1 - w), 0.01) / (c.visits + PRIOR_VISITS));
    }

    /** The score lead analysis reports for a move, in points for the side to move. */
    static double scoreLead(Analysis r, Analysis.Candidate c) {
        return shrink(c.scoreMean, c.visits, positionScore(r));
    }

    private static double clamp01(double v) {
        return v < 0 ? 0 : v > 1 ? 1 : v;
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.6f", v);
    }

    // ---- GoGui -------------------------------------------------------------------------------

    /*
     * How GoGui 1.6 shows these replies (gogui/GoGui.java analyzeContinue, gui/AnalyzeShow.java):
     * a gfx reply draws its LABEL, COLOR, VAR and INFLUENCE lines on the board and collects its
     * TEXT lines; a string reply is all text. Text of one line goes to the status bar as
     * "menu label: text", cut off with "..." where the bar ends (about 100 characters in a
     * 900-pixel window, fewer in a smaller one); text of several lines opens a separate text
     * window. So every command here answers one short line of text, about 60 characters, and
     * the menu labels are short too.
     */

    /** GoGui's analyze command list: {@code type/label/command} per line. */
    static String analyzeCommands() {
        return String.join("\n",
                "gfx/Best moves (win rate)/kosumi-best_moves",
                "gfx/Score lead per move/kosumi-score_lead",
                "gfx/Principal variation/kosumi-pv",
                "gfx/Ownership/kosumi-ownership",
                "string/Last search/kosumi-last_search");
    }

    /**
     * A short search of the current position for the side to move (the tree is kept, so it
     * also deepens what genmove or pondering found); GoGui's interrupt ends it early. The result
     * is decided as genmove decides, so its {@code bestMove} is the move Kosumi would play.
     */
    private Analysis gfxSearch(GtpContext x) {
        long end = System.nanoTime() + GFX_SEARCH_MILLIS * 1_000_000L;
        return engine.analyze(engine.game().toMove(), GFX_SEARCH_MILLIS,
                () -> x.interrupted() || System.nanoTime() >= end, r -> { });
    }

    private String gfxBestMoves(GtpCommand c, GtpContext x) throws GtpError {
        return gfxMoveLabels(c, x, false);
    }

    private String gfxScoreLead(GtpCommand c, GtpContext x) throws GtpError {
        return gfxMoveLabels(c, x, true);
    }

    /**
     * Labels on the best {@link #GFX_MOVES} visited moves, in the search's order: the reported
     * win rate in percent, or the score lead for the side to move ({@code +3.5}); a coloured
     * field under the move Kosumi would play, and a status line about that move. A label holds
     * a few characters (GoGui clips it to its point's width), so the visits go in the status
     * line.
     */
    private String gfxMoveLabels(GtpCommand c, GtpContext x, boolean score) throws GtpError {
        c.requireArgs(0);
        Analysis r = gfxSearch(x);
        if (r == null || r.ranked.isEmpty() || r.ranked.get(0).visits == 0) {
            return "TEXT no analysis available";
        }
        int size = engine.board().size();
        StringBuilder labels = new StringBuilder("LABEL");
        boolean chosenLabelled = false;
        int n = 0;
        for (Analysis.Candidate ch : r.ranked) {
            if (n >= GFX_MOVES || ch.visits == 0) {
                break;
            }
            appendLabel(labels, r, ch, score, size);
            chosenLabelled |= ch.move == r.bestMove;
            n++;
        }
        Analysis.Candidate chosen = child(r, r.bestMove);
        if (!chosenLabelled && chosen != null) {
            // The pass rules can choose a real move below the first ten: it gets its label too.
            appendLabel(labels, r, chosen, score, size);
        }
        StringBuilder sb = new StringBuilder();
        sb.append(labels);
        if (r.bestMove != Board.PASS && r.bestMove != Analysis.RESIGN) {
            sb.append("\nCOLOR ").append(GFX_CHOSEN_COLOR).append(' ').append(Coord.toGtp(r.bestMove, size));
        }
        sb.append("\nTEXT ").append(choiceText(r));
        if (chosen != null) {
            if (score) {
                sb.append(", labels: ").append(colorName(r.color)).append("'s lead");
            } else {
                sb.append(", ").append(chosen.visits).append(" of ").append(r.rootVisits).append(" visits");
            }
        }
        return sb.toString();
    }

    private static void appendLabel(StringBuilder labels, Analysis r, Analysis.Candidate ch, boolean score,
            int size) {
        if (ch.move == Board.PASS) {
            return;
        }
        labels.append(' ').append(Coord.toGtp(ch.move, size)).append(' ');
        if (score) {
            labels.append(String.format(Locale.ROOT, "%+.1f", scoreLead(r, ch)));
        } else {
            labels.append(Math.round(winRate(r, ch) * 100)).append('%');
        }
    }

    private String gfxPv(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(0);
        Analysis r = gfxSearch(x);
        if (r == null || r.ranked.isEmpty() || r.ranked.get(0).visits == 0) {
            return "TEXT no analysis available";
        }
        int size = engine.board().size();
        int color = r.color;
        // The line of the move Kosumi would play; when it would resign, the best line anyway.
        int[] pv = r.bestMove == Analysis.RESIGN ? r.ranked.get(0).pv : r.pv;
        StringBuilder sb = new StringBuilder("VAR");
        for (int m : pv) {
            sb.append(' ').append(color == Board.BLACK ? 'b' : 'w').append(' ').append(Coord.toGtp(m, size));
            color = Board.opponent(color);
        }
        sb.append("\nTEXT ").append(choiceText(r));
        Analysis.Candidate chosen = child(r, r.bestMove);
        if (chosen != null) {
            sb.append(", ").append(chosen.visits).append(" visits, ").append(pv.length).append(" moves");
        }
        return sb.toString();
    }

    /**
     * Ownership as GoGui's influence (positive Black, drawn as grey squares; negative White, white squares)
     * and, in the status line, the result it adds up to: the sum over the points is the
     * expected area of Black minus White, minus komi.
     */
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
        double area = 0;
        for (int y = size - 1; y >= 0; y--) {
            for (int xx = 0; xx < size; xx++) {
                int pt = b.point(xx, y);
                float v = pt < own.length ? own[pt] : 0f;
                area += v;
                sb.append(' ').append(Coord.toGtp(pt, size)).append(' ')
                        .append(String.format(Locale.ROOT, "%.2f", v));
            }
        }
        double komi = engine.komi();
        sb.append("\nTEXT estimated result ").append(leadText(area - komi, Board.BLACK))
                .append(String.format(Locale.ROOT, " (area scoring, komi %s)", fmtKomi(komi)));
        return sb.toString();
    }

    /**
     * The last search when it is of the current position; otherwise says there is none yet
     * and which move the last one was for (after genmove, the move Kosumi just played).
     */
    private String lastSearchText() {
        Analysis r = engine.lastSearch();
        if (r == null) {
            return "no search yet";
        }
        if (!engine.lastSearchIsOfCurrentPosition()) {
            int number = engine.lastSearchMoveNumber();
            if (number <= 0) {
                return "none of this position yet";
            }
            Analysis.Candidate chosen = child(r, r.bestMove);
            return String.format(Locale.ROOT, "none of this position yet (move %d: %s %s%s)", number,
                    colorName(r.color), Analysis.moveText(r.bestMove, r.size),
                    chosen == null ? "" : String.format(Locale.ROOT, ", %.1f%%", winRate(r, chosen) * 100));
        }
        return String.format(Locale.ROOT, "%s, %d visits (%d kept), %.1f s", choiceText(r), r.rootVisits, r.visitsKept,
                r.millis / 1000.0);
    }

    /**
     * "Black E13: win 52.4%, B+1.2" ("Black passes: ...", "Black resigns (...)"): the move
     * Kosumi would play after this search (genmove's choice, pass and resign rules included),
     * with the figures analysis reports for it.
     */
    static String choiceText(Analysis r) {
        String who = colorName(r.color);
        Analysis.Candidate chosen = child(r, r.bestMove);
        if (r.bestMove == Analysis.RESIGN) {
            Analysis.Candidate top = r.ranked.isEmpty() ? null : r.ranked.get(0);
            return top == null ? who + " resigns" : String.format(Locale.ROOT, "%s resigns (best %s: win %.1f%%)", who,
                    Analysis.moveText(top.move, r.size), winRate(r, top) * 100);
        }
        String move = r.bestMove == Board.PASS ? "passes" : Analysis.moveText(r.bestMove, r.size);
        if (chosen == null) {
            return who + " " + move;
        }
        return String.format(Locale.ROOT, "%s %s: win %.1f%%, %s", who, move, winRate(r, chosen) * 100,
                leadText(scoreLead(r, chosen), r.color));
    }

    /** The root child that plays {@code move}, or null (resign, or a move the search did not list). */
    private static Analysis.Candidate child(Analysis r, int move) {
        for (Analysis.Candidate c : r.ranked) {
            if (c.move == move) {
                return c;
            }
        }
        return null;
    }

    /** A lead for {@code color} in Go's notation: "B+1.2", "W+0.5", or "even" when it rounds to 0. */
    static String leadText(double lead, int color) {
        double black = color == Board.BLACK ? lead : -lead;
        if (Math.round(Math.abs(black) * 10) == 0) {
            return "even";
        }
        return String.format(Locale.ROOT, "%s+%.1f", black > 0 ? "B" : "W", Math.abs(black));
    }

    private static String colorName(int color) {
        return color == Board.BLACK ? "Black" : "White";
    }

    /** Komi as players write it: "7.5", "6", "0.5". */
    private static String fmtKomi(double komi) {
        return komi == Math.rint(komi) ? Long.toString((long) komi) : Double.toString(komi);
    }
}
