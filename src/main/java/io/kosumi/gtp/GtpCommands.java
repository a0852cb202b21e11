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
        r.register("quit", (c, x) -> {
            c.requireArgs(0);
            x.requestQuit();
            return "";
        });
        // Setup.
        r.register("boardsize", this::boardsize);
        r.register("rectangular_boardsize", this::rectangularBoardsize);
        r.register("clear_board", (c, x) -> {
            c.requireArgs(0);
            engine.clearBoard();
            return "";
        });
        r.register("komi", (c, x) -> {
            c.requireArgs(1);
            engine.setKomi(c.doubleArg(0));
            return "";
        });
        r.register("fixed_handicap", this::fixedHandicap);
        r.register("place_free_handicap", this::placeFreeHandicap);
        r.register("set_free_handicap", this::setFreeHandicap);
        // Play.
        r.register("play", this::play);
        r.register("genmove", (c, x) -> genmove(c, SearchRequest.Kind.PLAY));
        r.register("reg_genmove", (c, x) -> genmove(c, SearchRequest.Kind.REGRESSION));
        r.register("kgs-genmove_cleanup", (c, x) -> genmove(c, SearchRequest.Kind.CLEANUP));
        r.register("undo", (c, x) -> {
            c.requireArgs(0);
            if (!engine.undo()) {
                throw new GtpError(GtpError.CANNOT_UNDO);
            }
            return "";
        });
        r.register("gogui-play_sequence", this::playSequence);
        r.register("gogui-setup", this::setup);
        r.register("gogui-setup_player", (c, x) -> {
            c.requireArgs(1);
            engine.setToMove(c.colorArg(0));
            return "";
        });
        // Records.
        r.register("loadsgf", this::loadsgf);
        r.register("printsgf", this::printsgf);
        // Scoring and the end of the game.
        r.register("final_score", this::finalScore);
        r.register("final_status_list", this::finalStatusList);
        r.register("kgs-rules", this::kgsRules);
        r.register("kgs-game_over", (c, x) -> {
            c.requireArgs(0);
            engine.gameOver();
            return "";
        });
        // Time.
        r.register("time_settings", this::timeSettings);
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
    }

    private static String noArgs(GtpCommand c, String reply) throws GtpError {
        c.requireArgs(0);
        return reply;
    }

    // ---- setup --------------------------------------------------------------------------

    private String boardsize(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(1);
        setSize(c.intArg(0));
        return "";
    }

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
        c.requireArgs(1);
        int n = c.intArg(0);
        if (!engine.isBoardEmpty()) {
            throw new GtpError(GtpError.BOARD_NOT_EMPTY);
        }
        if (n < 2 || n > Game.maxFixedHandicap(engine.board().size())) {
            throw new GtpError("invalid number of stones");
        }
        int[] points = Game.fixedHandicapPoints(engine.board().size(), n);
        engine.placeHandicap(points);
        return vertexList(points);
    }

    private String placeFreeHandicap(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(1);
        int n = c.intArg(0);
        if (!engine.isBoardEmpty()) {
            throw new GtpError(GtpError.BOARD_NOT_EMPTY);
        }
        int size = engine.board().size();
        if (n < 2 || n > size * size - 1) {
            throw new GtpError("invalid number of stones");
        }
        int[] points = engine.freeHandicapPoints(n);
        engine.placeHandicap(points);
        return vertexList(points);
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
        boolean[] seen = new boolean[b.arrayLength()];
        for (int i = 0; i < n; i++) {
            if (points[i] == Board.PASS || seen[points[i]]) {
                throw new GtpError("bad vertex list");
            }
            seen[points[i]] = true;
        }
        engine.placeHandicap(points);
        return "";
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

    private String genmove(GtpCommand c, SearchRequest.Kind kind) throws GtpError {
        c.requireArgs(1);
        int color = c.colorArg(0);
        int move = engine.genmove(color, kind);
        return move == MoveGenerator.RESIGN ? "resign" : GtpCommand.vertexText(move, engine.board());
    }

    /**
     * {@code gogui-play_sequence COLOR VERTEX ...}: plays the moves in order; when one is
     * illegal, the ones already played are taken back, so the command changes nothing.
     */
    private String playSequence(GtpCommand c, GtpContext x) throws GtpError {
        int n = c.argCount();
        if (n % 2 != 0) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        Board b = engine.board();
        int[] colors = new int[n / 2];
        int[] points = new int[n / 2];
        for (int i = 0; i < n / 2; i++) {
            colors[i] = c.colorArg(2 * i);
            points[i] = c.vertexArg(2 * i + 1, b);
        }
        int toMoveBefore = engine.game().toMove();
        for (int i = 0; i < colors.length; i++) {
            try {
                engine.play(colors[i], points[i]);
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
        int n = c.argCount();
        if (n % 2 != 0) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        Board b = engine.board();
        int[] colors = new int[n / 2];
        int[] points = new int[n / 2];
        int blacks = 0;
        for (int i = 0; i < n / 2; i++) {
            colors[i] = c.colorArg(2 * i);
            points[i] = c.pointArg(2 * i + 1, b);
            if (colors[i] == Board.BLACK) {
                blacks++;
            }
        }
        if (engine.game().moveCount() != 0) {
            throw new GtpError("setup not allowed after moves");
        }
        boolean[] seen = new boolean[b.arrayLength()];
        for (int i = 0; i < points.length; i++) {
            if (b.color(points[i]) != Board.EMPTY || seen[points[i]]) {
                throw new GtpError("bad vertex list");
            }
            seen[points[i]] = true;
        }
        int[] black = new int[blacks];
        int[] white = new int[points.length - blacks];
        int kb = 0;
        int kw = 0;
        for (int i = 0; i < points.length; i++) {
            if (colors[i] == Board.BLACK) {
                black[kb++] = points[i];
            } else {
                white[kw++] = points[i];
            }
        }
        if (black.length > 0) {
            engine.setupStones(Board.BLACK, black);
        }
        if (white.length > 0) {
            engine.setupStones(Board.WHITE, white);
        }
        return "";
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

    private String timeSettings(GtpCommand c, GtpContext x) throws GtpError {
        c.requireArgs(3);
        engine.setTimeSettings(parseTime(() -> TimeSettings.parseGtp(c.args())));
        return "";
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
