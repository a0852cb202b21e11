package io.kosumi.gtp;

import io.kosumi.board.Board;
import io.kosumi.engine.Engine;
import io.kosumi.engine.MoveGenerator;
import io.kosumi.engine.SearchRequest;
import io.kosumi.engine.Version;
import io.kosumi.game.Game;
import io.kosumi.game.IllegalMoveException;
import io.kosumi.game.Rules;
import io.kosumi.time.TimeSettings;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The GTP commands of Kosumi, bound to an {@link Engine}. Meanings follow GTP v2; the
 * inspection commands ({@code list_stones}, {@code is_legal}, {@code countlib},
 * {@code captures}) follow GNU Go's, so the same test scripts run against both.
 *
 * <p>Every handler validates all of its arguments before it changes anything, so an error
 * reply always means "nothing happened".
 */
public final class GtpCommands {
    private static final Logger log = LoggerFactory.getLogger(GtpCommands.class);

    public static final String NAME = "Kosumi";

    private final Engine engine;
    private final Path baseDir;
    private final GtpRegistry registry;

    /**
     * @param baseDir directory that relative file names ({@code loadsgf}, {@code printsgf})
     *                are resolved against; gogui-regress starts the engine in the suite's
     *                directory, and the in-process runner passes that directory here
     */
    public GtpCommands(Engine engine, Path baseDir, GtpRegistry registry) {
        this.engine = engine;
        this.baseDir = baseDir;
        this.registry = registry;
    }

    /** A registry holding every standard command for {@code engine}. */
    public static GtpRegistry createRegistry(Engine engine, Path baseDir) {
        GtpRegistry registry = new GtpRegistry();
        new GtpCommands(engine, baseDir, registry).registerAll();
        return registry;
    }

    public void registerAll() {
        GtpRegistry r = registry;
        // Administrative.
        r.register("protocol_version", (c, x) -> noArgs(c, "2"));
        r.register("name", (c, x) -> noArgs(c, NAME));
        r.register("version", (c, x) -> noArgs(c, Version.get()));
        r.register("known_command", (c, x) -> {
            c.requireArgs(1);
            return registry.isKnown(c.stringArg(0)) ? "true" : "false";
        });
        r.register("list_commands", (c, x) -> noArgs(c, String.join("\n", registry.names())));
        r.register("quit", silent(0, (c, x) -> x.requestQuit()));
        // Setup.
        r.register("boardsize", silent(1, (c, x) -> setSize(c.intArg(0))));
        r.register("rectangular_boardsize", this::rectangularBoardsize);
        r.register("clear_board", silent(0, (c, x) -> engine.clearBoard()));
        r.register("komi", silent(1, (c, x) -> engine.setKomi(c.doubleArg(0))));
        r.register("fixed_handicap", this::fixedHandicap);
        r.register("place_free_handicap", this::placeFreeHandicap);
        r.register("set_free_handicap", this::setFreeHandicap);
        // Play.
        r.register("play", this::play);
        r.register("genmove", (c, x) -> genmove(c, x, SearchRequest.Kind.PLAY));
        r.register("reg_genmove", (c, x) -> genmove(c, x, SearchRequest.Kind.REGRESSION));
        r.register("kgs-genmove_cleanup", (c, x) -> genmove(c, x, SearchRequest.Kind.CLEANUP));
        r.register("undo", silent(0, (c, x) -> {
            if (!engine.undo()) {
                throw new GtpError(GtpError.CANNOT_UNDO);
            }
        }));
        r.register("gogui-play_sequence", this::playSequence);
        r.register("gogui-setup", this::setup);
        r.register("gogui-setup_player", silent(1, (c, x) -> engine.setToMove(c.colorArg(0))));
        // Records.
        r.register("loadsgf", this::loadsgf);
        r.register("printsgf", this::printsgf);
        // Scoring and the end of the game.
        r.register("final_score", this::finalScore);
        r.register("final_status_list", this::finalStatusList);
        // The area count with every stone alive (tests and debugging; final_score removes
        // the stones the search believes dead).
        r.register("kosumi-area_score", (c, x) -> noArgs(c, io.kosumi.game.Scoring.format(engine.game().areaScore())));
        r.register("kgs-rules", this::kgsRules);
        r.register("kgs-game_over", silent(0, (c, x) -> engine.gameOver()));
        // Time.
        r.register("time_settings", silent(3, this::timeSettings));
        r.register("kgs-time_settings", this::kgsTimeSettings);
        r.register("time_left", this::timeLeft);
        // Inspection (GNU Go's meanings).
        r.register("showboard", (c, x) -> noArgs(c, showboard()));
        r.register("list_stones", (c, x) -> {
            c.requireArgs(1);
            return listStones(c.colorArg(0));
        });
        r.register("is_legal", (c, x) -> {
            c.requireArgs(2);
            int color = c.colorArg(0);
            int pt = c.vertexArg(1, engine.board());
            return engine.game().isLegal(color, pt) ? "1" : "0";
        });
        r.register("countlib", (c, x) -> {
            c.requireArgs(1);
            int pt = c.pointArg(0, engine.board());
            if (engine.board().color(pt) == Board.EMPTY) {
                throw new GtpError("vertex must not be empty");
            }
            return Integer.toString(engine.board().libertyCount(pt));
        });
        r.register("captures", (c, x) -> {
            c.requireArgs(1);
            return Integer.toString(engine.board().capturedStones(c.colorArg(0)));
        });
        r.register("cputime", (c, x) -> noArgs(c, String.format(Locale.ROOT, "%.3f", cpuSeconds())));
        // GoGui: the "# interrupt" comment line stops a running command; this command only
        // tells GoGui that we understand it.
        r.register("gogui-interrupt", (c, x) -> noArgs(c, ""));
        r.register("kosumi-error_text", this::errorText);
        // Live analysis (Sabaki, Lizzie, GoGui).
        new AnalysisCommands(engine).register(r);
    }

    private static String noArgs(GtpCommand c, String reply) throws GtpError {
        c.requireArgs(0);
        return reply;
    }

    /** What a command with an empty reply does, after its argument count is checked. */
    @FunctionalInterface
    private interface Action {
        void run(GtpCommand c, GtpContext x) throws GtpError;
    }

    /** A command of exactly {@code args} arguments that does {@code action} and replies with nothing. */
    private static GtpHandler silent(int args, Action action) {
        return (c, x) -> {
            c.requireArgs(args);
            action.run(c, x);
            return "";
        };
    }

    // ---- setup --------------------------------------------------------------------------

    private String rectangularBoardsize(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(2);
        int w = c.intArg(0);
        int h = c.intArg(1);
        if (w != h) {
            throw new GtpError(GtpError.UNACCEPTABLE_SIZE);
        }
        setSize(w);
        return "";
    }

    private void setSize(int size) throws GtpError {
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            throw new GtpError(GtpError.UNACCEPTABLE_SIZE);
        }
        engine.setBoardSize(size);
    }

    private String fixedHandicap(GtpCommand c, GtpContext x) throws GtpError {
        int size = engine.board().size();
        return handicap(c, Game.maxFixedHandicap(size), n -> Game.fixedHandicapPoints(size, n));
    }

    private String placeFreeHandicap(GtpCommand c, GtpContext x) throws GtpError {
        int size = engine.board().size();
        return handicap(c, size * size - 1, engine::freeHandicapPoints);
    }

    /**
     * {@code fixed_handicap N} and {@code place_free_handicap N}: on an empty board, places the
     * {@code N} (2 to {@code max}) stones that {@code points} chooses and lists them.
     */
    private String handicap(GtpCommand c, int max, IntFunction<int[]> points) throws GtpError {
        c.requireArgs(1);
        int n = c.intArg(0);
        if (!engine.isBoardEmpty()) {
            throw new GtpError(GtpError.BOARD_NOT_EMPTY);
        }
        if (n < 2 || n > max) {
            throw new GtpError("invalid number of stones");
        }
        int[] stones = points.apply(n);
        engine.placeHandicap(stones);
        return vertexList(stones);
    }

    private String setFreeHandicap(GtpCommand c, GtpContext x) throws GtpError {
        Board b = engine.board();
        int n = c.argCount();
        int[] points = new int[n];
        for (int i = 0; i < n; i++) {
            points[i] = c.vertexArg(i, b);
        }
        if (!engine.isBoardEmpty()) {
            throw new GtpError(GtpError.BOARD_NOT_EMPTY);
        }
        if (n < 2 || n > b.size() * b.size() - 1) {
            throw new GtpError("bad vertex list");
        }
        requireDistinctEmpty(points, b);
        engine.placeHandicap(points);
        return "";
    }

    /**
     * Throws {@code bad vertex list} unless {@code points} are distinct empty points of
     * {@code b} (pass, a border cell, is not empty).
     */
    private static void requireDistinctEmpty(int[] points, Board b) throws GtpError {
        boolean[] seen = new boolean[b.arrayLength()];
        for (int pt : points) {
            if (b.color(pt) != Board.EMPTY || seen[pt]) {
                throw new GtpError("bad vertex list");
            }
            seen[pt] = true;
        }
    }

    // ---- play ---------------------------------------------------------------------------

    private String play(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(2);
        int color = c.colorArg(0);
        int pt = c.vertexArg(1, engine.board());
        try {
            engine.play(color, pt);
        } catch (IllegalMoveException e) {
            log.debug("illegal move {}: {}", c.line(), e.getMessage());
            throw new GtpError(GtpError.ILLEGAL_MOVE);
        }
        return "";
    }

    private String genmove(GtpCommand c, GtpContext x, SearchRequest.Kind kind) throws GtpError {
        c.requireArgs(1);
        int color = c.colorArg(0);
        int move = engine.genmove(color, kind);
        // The move log and pondering wait until the reply is out.
        x.afterReply(engine::afterGenmove);
        return move == MoveGenerator.RESIGN ? "resign" : GtpCommand.vertexText(move, engine.board());
    }

    /**
     * {@code gogui-play_sequence COLOR VERTEX ...}: plays the moves in order; when one is
     * illegal, the ones already played are taken back, so the command changes nothing.
     */
    private String playSequence(GtpCommand c, GtpContext x) throws GtpError {
        Stones moves = colorVertexPairs(c, true);
        int[] colors = moves.colors();
        int toMoveBefore = engine.game().toMove();
        for (int i = 0; i < colors.length; i++) {
            try {
                engine.play(colors[i], moves.points()[i]);
            } catch (IllegalMoveException e) {
                for (int k = 0; k < i; k++) {
                    engine.undo();
                }
                // Undo hands the move to the colour that played; the sequence may have
                // started out of turn, so put back the side to move as it was.
                engine.setToMove(toMoveBefore);
                throw new GtpError(GtpError.ILLEGAL_MOVE);
            }
        }
        return "";
    }

    /**
     * {@code gogui-setup COLOR VERTEX ...}: GoGui sends the setup stones of a position right
     * after {@code clear_board}. Allowed before the first play only; the points must be
     * distinct and empty.
     */
    private String setup(GtpCommand c, GtpContext x) throws GtpError {
        Stones stones = colorVertexPairs(c, false);
        if (engine.game().moveCount() != 0) {
            throw new GtpError("setup not allowed after moves");
        }
        requireDistinctEmpty(stones.points(), engine.board());
        int[] black = stones.pointsOf(Board.BLACK);
        int[] white = stones.pointsOf(Board.WHITE);
        if (black.length > 0) {
            engine.setupStones(Board.BLACK, black);
        }
        if (white.length > 0) {
            engine.setupStones(Board.WHITE, white);
        }
        return "";
    }

    /** The colours and vertices of a {@code COLOR VERTEX ...} argument list, in order. */
    private record Stones(int[] colors, int[] points) {
        /** The points of {@code color}'s stones, in order. */
        int[] pointsOf(int color) {
            return IntStream.range(0, points.length).filter(i -> colors[i] == color).map(i -> points[i]).toArray();
        }
    }

    /** Reads {@code COLOR VERTEX} pairs; {@code pass} is a vertex only when {@code passAllowed}. */
    private Stones colorVertexPairs(GtpCommand c, boolean passAllowed) throws GtpError {
        int n = c.argCount();
        if (n % 2 != 0) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        Board b = engine.board();
        int[] colors = new int[n / 2];
        int[] points = new int[n / 2];
        for (int i = 0; i < n / 2; i++) {
            colors[i] = c.colorArg(2 * i);
            points[i] = passAllowed ? c.vertexArg(2 * i + 1, b) : c.pointArg(2 * i + 1, b);
        }
        return new Stones(colors, points);
    }

    // ---- records ------------------------------------------------------------------------

    private String loadsgf(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(1, 2);
        String file = c.stringArg(0);
        int untilMove = c.argCount() == 2 ? c.intArg(1) : 0;
        return SgfSupport.load(engine, resolve(file, GtpError.CANNOT_LOAD_FILE), untilMove);
    }

    private String printsgf(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(0, 1);
        if (c.argCount() == 0) {
            return SgfSupport.toSgf(engine);
        }
        SgfSupport.save(engine, resolve(c.stringArg(0), GtpError.CANNOT_SAVE_FILE));
        return "";
    }

    /** A file name relative to the base directory; a name the OS cannot take is {@code error}. */
    private Path resolve(String file, String error) throws GtpError {
        try {
            return baseDir.resolve(file);
        } catch (java.nio.file.InvalidPathException e) {
            throw new GtpError(error);
        }
    }

    // ---- end of game ----------------------------------------------------------------------

    private String finalScore(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(0);
        try {
            return engine.finalScore();
        } catch (RuntimeException e) {
            // The dead-stone estimate comes from the move generator; if it fails we cannot
            // give a score, but the game goes on.
            log.warn("final_score failed", e);
            throw new GtpError(GtpError.CANNOT_SCORE);
        }
    }

    private String finalStatusList(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(1);
        String status = c.stringArg(0).toLowerCase(Locale.ROOT);
        if (!status.equals("alive") && !status.equals("dead") && !status.equals("seki")) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        boolean[] dead;
        try {
            dead = engine.deadStones();
        } catch (RuntimeException e) {
            log.warn("final_status_list failed", e);
            throw new GtpError(GtpError.CANNOT_SCORE);
        }
        if (status.equals("seki")) {
            // Seki is not recognised yet: stones in seki are reported alive.
            return "";
        }
        boolean wantDead = status.equals("dead");
        Board b = engine.board();
        StringBuilder sb = new StringBuilder();
        forEachPointTopDown(b, pt -> {
            int col = b.color(pt);
            if ((col == Board.BLACK || col == Board.WHITE) && dead[pt] == wantDead) {
                appendVertex(sb, pt, b);
            }
        });
        return sb.toString();
    }

    private String kgsRules(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(1);
        String name = c.stringArg(0);
        Rules rules;
        try {
            rules = Rules.parse(name);
        } catch (IllegalArgumentException e) {
            throw new GtpError("unknown rules");
        }
        engine.setAnnouncedRules(name.toLowerCase(Locale.ROOT), rules);
        return "";
    }

    // ---- time -----------------------------------------------------------------------------

    private void timeSettings(GtpCommand c, GtpContext x) throws GtpError {
        engine.setTimeSettings(parseTime(() -> TimeSettings.parseGtp(c.args())));
    }

    private String kgsTimeSettings(GtpCommand c, GtpContext x) throws GtpError {
        if (c.argCount() < 1) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        engine.setTimeSettings(parseTime(() -> TimeSettings.parseKgs(c.args())));
        return "";
    }

    private String timeLeft(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(3);
        int color = c.colorArg(0);
        // GTP says integer seconds; some controllers send fractions, which are harmless.
        double seconds = c.doubleArg(1);
        int stones = c.intArg(2);
        try {
            engine.setTimeLeft(color, seconds, stones);
        } catch (IllegalArgumentException e) {
            log.debug("time_left rejected: {}", e.getMessage());
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        return "";
    }

    private interface TimeParser {
        TimeSettings parse();
    }

    /** Time settings from the time package's parser; its IllegalArgumentException is a syntax error. */
    private static TimeSettings parseTime(TimeParser parser) throws GtpError {
        try {
            return parser.parse();
        } catch (IllegalArgumentException e) {
            log.debug("time settings rejected: {}", e.getMessage());
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
    }

    // ---- inspection -------------------------------------------------------------------------

    private String showboard() {
        Board b = engine.board();
        Game g = engine.game();
        StringBuilder sb = new StringBuilder();
        sb.append('\n').append(b.toString());
        sb.append(g.toMove() == Board.BLACK ? "Black" : "White").append(" to move");
        sb.append(", move ").append(g.moveCount());
        sb.append(", captures B ").append(b.capturedStones(Board.BLACK))
                .append(" W ").append(b.capturedStones(Board.WHITE));
        sb.append(", komi ").append(g.komi());
        sb.append(", rules ").append(engine.announcedRules());
        return sb.toString();
    }

    /** Stones of {@code color}, top row first and left to right in each row (GNU Go's order). */
    private String listStones(int color) {
        Board b = engine.board();
        StringBuilder sb = new StringBuilder();
        forEachPointTopDown(b, pt -> {
            if (b.color(pt) == color) {
                appendVertex(sb, pt, b);
            }
        });
        return sb.toString();
    }

    private interface PointVisitor {
        void visit(int pt);
    }

    private static void forEachPointTopDown(Board b, PointVisitor v) {
        int n = b.size();
        for (int y = n - 1; y >= 0; y--) {
            for (int x = 0; x < n; x++) {
                v.visit(b.point(x, y));
            }
        }
    }

    private static void appendVertex(StringBuilder sb, int pt, Board b) {
        if (sb.length() > 0) {
            sb.append(' ');
        }
        sb.append(GtpCommand.vertexText(pt, b));
    }

    private String vertexList(int[] points) {
        Board b = engine.board();
        StringBuilder sb = new StringBuilder();
        for (int pt : points) {
            appendVertex(sb, pt, b);
        }
        return sb.toString();
    }

    private static double cpuSeconds() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean) {
            long nanos = ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime();
            if (nanos >= 0) {
                return nanos / 1e9;
            }
        }
        // Fallback: the CPU time of this thread only, better than nothing.
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() / 1e9;
    }

    // ---- testing aid ------------------------------------------------------------------------

    /**
     * {@code kosumi-error_text COMMAND [ARGS]}: runs the command and answers with its error
     * text, or with nothing when it succeeded (its effect then stays, as for any successful
     * command). gogui-regress counts every error reply as a failed test, so the suites check
     * the standard error texts through this; the command itself fails only when it has no
     * command to run, so an error reply still always means that nothing changed.
     */
    private String errorText(GtpCommand c, GtpContext x) throws GtpError {
        if (c.argCount() < 1) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        String[] all = c.args();
        String[] rest = new String[all.length - 1];
        System.arraycopy(all, 1, rest, 0, rest.length);
        GtpCommand inner = GtpCommand.of(all[0], rest);
        GtpHandler handler = registry.lookup(inner.name());
        if (handler == null) {
            return GtpError.UNKNOWN_COMMAND;
        }
        if (inner.name().equals("quit") || inner.name().equals(c.name())) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        try {
            handler.handle(inner, x);
        } catch (GtpError e) {
            return e.getMessage();
        }
        return "";
    }
}
