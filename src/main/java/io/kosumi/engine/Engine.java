package io.kosumi.engine;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.cli.LogConfig;
import io.kosumi.game.Game;
import io.kosumi.game.IllegalMoveException;
import io.kosumi.game.Rules;
import io.kosumi.game.Scoring;
import io.kosumi.time.Clock;
import io.kosumi.time.MoveBudget;
import io.kosumi.time.TimeControl;
import io.kosumi.time.TimeManager;
import io.kosumi.time.TimeParams;
import io.kosumi.time.TimeSettings;
import io.kosumi.util.JsonWriter;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The facade the protocol talks to: it owns the {@link Game}, the settings that GTP can
 * change (komi, rules, time), and the {@link MoveGenerator} that chooses moves.
 *
 * <p>Every mutating method either succeeds completely or throws before changing anything,
 * so a rejected GTP command leaves the engine as it was.
 *
 * <p>Threading: all methods run on the protocol thread, except {@link #interrupt()}, which
 * the input thread calls when {@code # interrupt} arrives.
 */
public final class Engine {
    private static final Logger log = LoggerFactory.getLogger(Engine.class);
    /** The per-move log: one JSON line per genmove ({@code --log-file}). */
    private static final Logger moveLog = LoggerFactory.getLogger(LogConfig.MOVE_LOG);

    private final EngineSettings settings;
    private final MoveGenerator generator;
    /** The opening book, or null for none. */
    private final OpeningBooks book;
    private Game game;
    private final Clock clock;
    private final TimeParams timeParams;
    private final TimeControl timeControl;
    private final TimeManager timeManager;
    /** True while {@link #genmove} runs the generator; read by the input thread. */
    private volatile boolean generating;
    /** The rules name the controller announced (kgs-rules), kept for display. */
    private String announcedRules;
    /** The last genmove, for the move log and pondering after its reply; null once handled. */
    private MoveRecord lastMove;
    /**
     * The generator's statistics after the last search this engine asked for, and the position
     * it was of (board hash, size, moves played, side to move), so that
     * {@link #lastSearchIsOfCurrentPosition} can tell a search of this position from one of an
     * earlier one. Protocol thread.
     */
    private Analysis searched;
    private long searchedHash;
    private int searchedSize;
    private int searchedMoveCount;
    private int searchedToMove;

    /** What the move log says about one genmove. */
    private static final class MoveRecord {
        int moveNumber;
        long hash;
        int color;
        int move;
        int size;
        long usedMillis;
        MoveBudget budget;
        Analysis result;
        long cpuNanos;
        boolean played;
        boolean fromBook;
    }

    public Engine(EngineSettings settings, MoveGenerator generator) {
        this(settings, generator, Clock.SYSTEM);
    }

    /** With an injected clock (tests and time simulations). */
    public Engine(EngineSettings settings, MoveGenerator generator, Clock clock) {
        this.settings = settings;
        this.generator = generator;
        Rules rules = Rules.parse(settings.rules);
        this.game = new Game(19, rules, settings.komi);
        this.clock = clock;
        this.timeParams = new TimeParams();
        timeParams.fixedMoveSeconds = settings.secondsPerMove;
        timeParams.lagSeconds = settings.lagSeconds;
        for (String assignment : settings.searchParams) {
            if (EngineSettings.isTimeParam(assignment)) {
                timeParams.setAssignment(assignment.trim().substring(EngineSettings.TIME_PARAM_PREFIX.length()));
            }
        }
        this.timeControl = new TimeControl(clock, timeParams);
        this.timeManager = new TimeManager(timeParams, timeControl);
        this.book = OpeningBooks.forSettings(settings);
        if (book != null) {
            log.debug("{}", book);
        }
    }

    /** The opening books in use, or null. */
    public OpeningBooks book() {
        return book;
    }

    public EngineSettings settings() {
        return settings;
    }

    public MoveGenerator generator() {
        return generator;
    }

    /** The game; callers must not change it except through this class. */
    public Game game() {
        return game;
    }

    public Board board() {
        return game.board();
    }

    // ---- position -----------------------------------------------------------------------

    /** New empty board of {@code size}; komi, rules and time settings stay. */
    public void setBoardSize(int size) {
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            throw new IllegalArgumentException("unacceptable size " + size);
        }
        game.resize(size);
        clearClocks();
    }

    /** Empties the board and the history; size, komi, rules and time settings stay. */
    public void clearBoard() {
        game.clear();
        clearClocks();
    }

    private void clearClocks() {
        timeControl.resetClocks();
    }

    public double komi() {
        return game.komi();
    }

    public void setKomi(double komi) {
        game.setKomi(komi);
    }

    public Rules rules() {
        return game.rules();
    }

    public void setRules(Rules rules) {
        game.setRules(rules);
    }

    public String announcedRules() {
        return announcedRules != null ? announcedRules : game.rules().name();
    }

    /**
     * Rules named by the controller (kgs-rules). Area scoring is used whatever the name
     * (DESIGN.md, Game and rules): "japanese" keeps the name for display and plays by
     * Chinese legality; the cleanup phase settles disputed dead stones.
     */
    public void setAnnouncedRules(String name, Rules rules) {
        game.setRules(rules);
        announcedRules = name;
    }

    /** Plays a move; throws (changing nothing) when it is illegal. */
    public void play(int color, int pt) throws IllegalMoveException {
        game.play(color, pt);
    }

    /** Takes back the last play; false (nothing changed) when there is none. */
    public boolean undo() {
        return game.undo();
    }

    /** Replaces the game, e.g. by one loaded from SGF. */
    public void replaceGame(Game loaded) {
        this.game = loaded;
        clearClocks();
    }

    /** Places {@code points} as Black's handicap; IllegalStateException if the board is not empty. */
    public void placeHandicap(int[] points) {
        game.placeHandicap(points);
    }

    /** True when no stone is on the board and no play has been made. */
    public boolean isBoardEmpty() {
        Board b = game.board();
        return game.moveCount() == 0 && game.frozenMoves().isEmpty() && b.emptyCount() == b.size() * b.size();
    }

    /**
     * Points for {@code place_free_handicap}: the standard fixed points as far as they go,
     * then further points chosen evenly over the board. IllegalArgumentException when
     * {@code n} is not in [2, size*size - 1].
     */
    public int[] freeHandicapPoints(int n) {
        Board b = game.board();
        int size = b.size();
        if (n < 2 || n > size * size - 1) {
            throw new IllegalArgumentException("bad handicap " + n);
        }
        int fixed = Math.min(n, Game.maxFixedHandicap(size));
        int[] out = new int[n];
        boolean[] used = new boolean[b.arrayLength()];
        int k = 0;
        if (fixed >= 2) {
            for (int pt : Game.fixedHandicapPoints(size, fixed)) {
                out[k++] = pt;
                used[pt] = true;
            }
        }
        // Remaining stones: visit the points on a coarse lattice first (spread out), then the
        // rest, each time taking the point farthest from the stones already chosen.
        while (k < n) {
            int best = Board.NO_POINT;
            int bestDist = -1;
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int pt = b.point(x, y);
                    if (used[pt]) {
                        continue;
                    }
                    int d = k == 0 ? 0 : Integer.MAX_VALUE;
                    for (int i = 0; i < k; i++) {
                        int dx = Math.abs(b.x(out[i]) - x);
                        int dy = Math.abs(b.y(out[i]) - y);
                        d = Math.min(d, dx + dy);
                    }
                    // Prefer points away from the edge when distances tie.
                    int edge = Math.min(Math.min(x, y), Math.min(size - 1 - x, size - 1 - y));
                    int score = d * 8 + Math.min(edge, 3);
                    if (score > bestDist) {
                        bestDist = score;
                        best = pt;
                    }
                }
            }
            out[k++] = best;
            used[best] = true;
        }
        return out;
    }

    /** Setup stones (GoGui setup); allowed only before the first play. */
    public void setupStones(int color, int[] points) {
        if (game.moveCount() != 0) {
            throw new IllegalStateException("setup after moves");
        }
        game.setupStones(color, points);
    }

    public void setToMove(int color) {
        game.setToMove(color);
    }

    // ---- move generation ----------------------------------------------------------------

    /**
     * Generates a move for {@code color}; for {@link SearchRequest.Kind#PLAY} and
     * {@link SearchRequest.Kind#CLEANUP} it is also played. Returns a point, Board.PASS or
     * {@link MoveGenerator#RESIGN}. Never returns an illegal move: a generator bug is logged
     * and replaced by a legal move.
     */
    public int genmove(int color, SearchRequest.Kind kind) {
        return genmove(color, kind, null, 0);
    }

    /**
     * {@link #genmove(int, SearchRequest.Kind)} that also calls {@code progress} with search
     * snapshots about every {@code progressMillis} while it thinks ({@code lz-genmove_analyze}).
     */
    public int genmove(int color, SearchRequest.Kind kind, Consumer<Analysis> progress, long progressMillis) {
        // reg_genmove is not a game move: it must not run the game clock.
        boolean timed = kind != SearchRequest.Kind.REGRESSION;
        long start;
        if (timed) {
            timeControl.startMove(color);
            start = timeControl.moveStartNanos(color);
        } else {
            start = clock.nanoTime();
        }
        MoveRecord rec = new MoveRecord();
        rec.moveNumber = game.moveCount() + 1;
        rec.hash = game.board().hash();
        rec.color = color;
        rec.size = game.size();
        int move;
        generating = true;
        try {
            MoveBudget budget = timeManager.budget(color, game.board().emptyCount(), game.size(), game.moveCount());
            rec.budget = budget;
            SearchRequest request = new SearchRequest(kind, budget, start, clock, timeManager, settings.playouts,
                    progress, progress == null ? 0 : Math.max(1, progressMillis));
            move = bookMove(color, kind, progress);
            if (move != Board.NO_POINT) {
                rec.fromBook = true;
            } else {
                move = generator.generateMove(game, color, request);
                noteSearch();
            }
            if (move != MoveGenerator.RESIGN && move != Board.PASS && !game.isLegal(color, move)) {
                log.error("move generator {} proposed an illegal move {} ({}); playing a random legal move",
                        generator.name(), move, Game.reason(game.legality(color, move)));
                move = new RandomMoveGenerator(move).generateMove(game, color, request);
            }
        } finally {
            generating = false;
            rec.usedMillis = clock.millisSince(start);
            if (timed) {
                long measured = timeControl.endMove(color);
                if (rec.budget != null && !rec.fromBook) {
                    // The plan learns what its targets cost (book moves cost nothing).
                    timeControl.recordPlanned(color, rec.budget.planMillis(), rec.budget.targetMillis(), measured);
                }
            }
        }
        if (move != MoveGenerator.RESIGN && kind != SearchRequest.Kind.REGRESSION) {
            try {
                game.play(color, move);
            } catch (IllegalMoveException e) {
                // Checked just above; reaching this is a bug in Game's legality test.
                throw new IllegalStateException("legal move rejected: " + Coord.toGtp(move, game.size()), e);
            }
            rec.played = true;
        }
        rec.move = move;
        // A book move ran no search: the generator's last result is of another position.
        rec.result = rec.fromBook ? null : generator.lastResult();
        rec.cpuNanos = rec.fromBook ? 0 : generator.lastCpuNanos();
        lastMove = rec;
        return move;
    }

    /**
     * The book's move for a played genmove, or Board.NO_POINT. Only plain genmove uses the
     * book: analysis (lz-genmove_analyze streams search lines), cleanup and reg_genmove search.
     * The search keeps its tree: its reuse check finds the book moves in the game's history
     * and starts afresh when they are not in its tree.
     */
    private int bookMove(int color, SearchRequest.Kind kind, Consumer<Analysis> progress) {
        if (book == null || kind != SearchRequest.Kind.PLAY || progress != null) {
            return Board.NO_POINT;
        }
        OpeningBook.Hit hit = book.find(game, color);
        if (hit == null) {
            return Board.NO_POINT;
        }
        log.info("book move {} for {} at move {} ({})", Coord.toGtp(hit.move(), game.size()),
                color == Board.BLACK ? "B" : "W", game.moveCount() + 1, hit.reason());
        return hit.move();
    }

    /**
     * After the reply to a genmove has been sent: writes its line to the move log and starts
     * pondering when that is on. Runs on the protocol thread, so nothing here delays the reply.
     */
    public void afterGenmove() {
        MoveRecord rec = lastMove;
        lastMove = null;
        if (rec == null) {
            return;
        }
        if (settings.moveLog && moveLog.isInfoEnabled()) {
            moveLog.info(moveLogLine(rec));
        }
        // Not after a game-ending second pass: nobody moves then.
        if (settings.ponder && rec.played && game.consecutivePasses() < 2) {
            generator.startPondering(game, game.toMove());
        }
    }

    /** The move log's JSON line for one genmove. */
    private static String moveLogLine(MoveRecord rec) {
        Analysis r = rec.result;
        String moveText = rec.move == MoveGenerator.RESIGN ? "resign" : Coord.toGtp(rec.move, rec.size);
        boolean unlimited = rec.budget == null || rec.budget.isUnlimited();
        JsonWriter w = new JsonWriter(new StringBuilder(256)).beginObject()
                .field("move_number", rec.moveNumber)
                .field("hash", String.format("%016x", rec.hash))
                .field("color", rec.color == Board.BLACK ? "B" : "W")
                .field("move", moveText)
                .field("playouts", r == null ? 0 : r.playouts)
                .field("visits", r == null ? 0 : r.rootVisits)
                .field("visits_kept", r == null ? 0 : r.visitsKept);
        if (r == null) {
            w.name("winrate").nullValue();
        } else {
            w.field("winrate", r.winRate, 4);
        }
        w.field("book", rec.fromBook)
                .field("time_ms", rec.usedMillis)
                .field("cpu_ms", rec.cpuNanos / 1_000_000L);
        if (unlimited) {
            w.name("target_ms").nullValue().name("max_ms").nullValue();
        } else {
            w.field("target_ms", rec.budget.targetMillis()).field("max_ms", rec.budget.maxMillis())
                    .field("plan_ms", rec.budget.planMillis());
        }
        w.name("pv").beginArray();
        if (r != null) {
            for (int pt : r.pv) {
                w.value(Coord.toGtp(pt, rec.size));
            }
        }
        return w.endArray().endObject().toString();
    }

    /**
     * Analyses the current position for {@code color} until {@code stop} says so, passing
     * snapshots to {@code progress} about every {@code intervalMillis}. Changes nothing; the
     * tree is kept for the next search. Returns the last snapshot, or null when the move
     * generator cannot analyse.
     */
    public Analysis analyze(int color, long intervalMillis, BooleanSupplier stop, Consumer<Analysis> progress) {
        Analysis r = generator.analyze(game, color, intervalMillis, stop, progress);
        noteSearch();
        return r;
    }

    /** Right after a search (the generator does not change the game, so it is the searched position). */
    private void noteSearch() {
        searched = generator.lastResult();
        searchedHash = game.board().hash();
        searchedSize = game.size();
        searchedMoveCount = game.moveCount();
        searchedToMove = game.toMove();
    }

    /** Ownership of every point (point-indexed, +1 Black, -1 White), or null when unknown. */
    public float[] ownership() {
        return generator.ownership(game);
    }

    /** Ownership counted so far by the running analysis (inside its progress callback), or null. */
    public float[] liveOwnership() {
        return generator.liveOwnership();
    }

    /** The statistics of the last search, or null. */
    public Analysis lastSearch() {
        return generator.lastResult();
    }

    /**
     * True when {@link #lastSearch} is of the current position: the same stones, board size,
     * number of moves played and side to move. False once the game has moved on (a move, a new
     * or loaded game; an undo back to the searched position makes it true again), and when the
     * last search was not one this engine ran (or there was none).
     */
    public boolean lastSearchIsOfCurrentPosition() {
        Analysis r = generator.lastResult();
        return r != null && r == searched && searchedSize == game.size() && searchedMoveCount == game.moveCount()
                && searchedToMove == game.toMove() && searchedHash == game.board().hash();
    }

    /** The move number {@link #lastSearch} was for (its position's moves played plus one); 0 when unknown. */
    public int lastSearchMoveNumber() {
        Analysis r = generator.lastResult();
        return r != null && r == searched ? searchedMoveCount + 1 : 0;
    }

    /**
     * A command is about to run: stop background thinking first (it reads the game, which the
     * command may change). Protocol thread.
     */
    public void beforeCommand() {
        generator.stopPondering();
    }

    /** A line arrived (input thread): background thinking should end at once. */
    public void inputArrived() {
        generator.requestPonderStop();
    }

    /** The session ends: stop every background search (pondering, warm-up). */
    public void shutdown() {
        generator.stopPondering();
        generator.stopWarmup();
    }

    /** Starts the background warm-up search, if the generator has one. */
    public void startWarmup() {
        generator.startWarmup();
    }

    /**
     * Stops a running move generation soon (GoGui's {@code # interrupt}). Any thread. An
     * interrupt that arrives while no move is being generated is ignored, so it cannot cut
     * the next search short.
     */
    public void interrupt() {
        if (generating) {
            generator.stop();
        }
    }

    /** The game is over (kgs-game_over). */
    public void gameOver() {
        generator.gameOver();
    }

    // ---- scoring --------------------------------------------------------------------------

    /** Dead stones according to the generator, restricted to stones actually on the board. */
    public boolean[] deadStones() {
        Board b = game.board();
        boolean[] dead = new boolean[b.arrayLength()];
        for (int pt : generator.deadStones(game)) {
            if (pt >= 0 && pt < dead.length && b.onBoard(pt)) {
                int c = b.color(pt);
                dead[pt] = c == Board.BLACK || c == Board.WHITE;
            }
        }
        return dead;
    }

    /** Area score from Black's side, komi included, dead stones removed. */
    public double score() {
        return game.areaScore(deadStones());
    }

    /** "B+3.5", "W+0.5" or "0". */
    public String finalScore() {
        return Scoring.format(score());
    }

    // ---- time -------------------------------------------------------------------------------

    /** The game clocks (settings, time left, each colour's state). */
    public TimeControl timeControl() {
        return timeControl;
    }

    public TimeManager timeManager() {
        return timeManager;
    }

    public TimeParams timeParams() {
        return timeParams;
    }

    /** New time settings ({@code time_settings}, {@code kgs-time_settings}); the clocks restart. */
    public void setTimeSettings(TimeSettings ts) {
        timeControl.setSettings(ts);
    }

    /**
     * {@code time_left}: the controller's view of {@code color}'s clock. Throws
     * IllegalArgumentException (changing nothing) when the figures are invalid.
     */
    public void setTimeLeft(int color, double seconds, int stones) {
        timeControl.timeLeft(color, seconds, stones);
    }

    // ---- inspection -------------------------------------------------------------------------

    /**
     * Everything a GTP command can change, as one string: two engines with the same
     * fingerprint answer every query the same way. Tests compare it before and after a
     * rejected command.
     */
    public String fingerprint() {
        Board b = game.board();
        StringBuilder sb = new StringBuilder(128);
        sb.append(b.size()).append('|').append(Long.toHexString(b.hash()))
                .append("|ko=").append(b.koPoint())
                .append("|tomove=").append(game.toMove())
                .append("|moves=").append(game.moveCount())
                .append("|frozen=").append(game.frozenMoves().size())
                .append("|cap=").append(b.capturedStones(Board.BLACK)).append(',').append(b.capturedStones(Board.WHITE))
                .append("|komi=").append(game.komi())
                .append("|rules=").append(game.rules().name()).append('/').append(announcedRules)
                .append("|hcp=").append(game.handicap())
                .append("|time=").append(timeControl.settings())
                .append("|clocks=").append(timeControl.state(Board.BLACK)).append(',')
                .append(timeControl.state(Board.WHITE));
        for (int i = 0; i < game.moveCount(); i++) {
            sb.append(i == 0 ? "|" : ",").append(game.colorAt(i)).append(':').append(game.moveAt(i));
        }
        return sb.toString();
    }
}
