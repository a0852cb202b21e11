package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.sgf.SgfGameInfo;
import io.kosumi.sgf.SgfGames;
import io.kosumi.tools.MatchOptions.Opening;
import io.kosumi.tools.MatchResults.ClockUse;
import io.kosumi.tools.MatchResults.GameRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays match games one after another with its own engines A and B and its own referee, as
 * one of the runner's concurrent workers: sets both engines up (board size, komi, time
 * settings), plays the opening, then asks for moves in turn, checking each one with Kosumi's
 * own {@link Game} under the match rules and each side's time with its {@link GameClock}, and
 * tells each move to the other engine. The game ends on two passes or the move cap (scored
 * with dead stones from the referee or the engines, see {@link GameOutcome}), a resignation,
 * a move over the time limit, an illegal move, a refused move, or an engine that crashes or
 * hangs (it is killed and restarted for the next game). Each game's SGF record is written to
 * the output folder.
 *
 * <p>Not thread-safe: one thread drives one runner.
 */
final class GameRunner {
    private static final Logger log = LoggerFactory.getLogger(GameRunner.class);
    /** Extra wait for a reply past the time limit before the engine counts as hung and is killed. */
    private static final long HANG_GRACE_MILLIS = 5000;
    private static final long SETUP_TIMEOUT_MILLIS = 60_000;

    private final MatchOptions o;
    private final int id;
    /** Told each engine's name and version ("A" or "B", name) when it starts. */
    private final BiConsumer<String, String> names;
    private GtpClient a;
    private GtpClient b;
    private GtpClient referee;
    private String nameA = "A";
    private String nameB = "B";

    /**
     * @param id number of this runner, part of its engines' names in logs
     * @param names told the name and version each engine reports when it starts
     */
    GameRunner(MatchOptions o, int id, BiConsumer<String, String> names) {
        this.o = o;
        this.id = id;
        this.names = names;
    }

    /** Stops this runner's engines and referee. */
    void closeAll() {
        for (GtpClient c : new GtpClient[] {a, b, referee}) {
            if (c != null) {
                c.close();
            }
        }
        a = null;
        b = null;
        referee = null;
    }

    private GtpClient startEngine(String label, String cmd) throws IOException {
        GtpClient c = GtpClient.start(label + id, cmd, null, o.engineStderr);
        try {
            String n = c.sendOk("name", SETUP_TIMEOUT_MILLIS).trim();
            String v = "";
            GtpClient.Reply vr = c.send("version", SETUP_TIMEOUT_MILLIS);
            if (vr.success()) {
                v = vr.text().trim();
            }
            String full = (n.isEmpty() ? CommandLine.split(cmd).get(0) : n)
                    + (v.isEmpty() ? "" : " " + v);
            if (label.equals("A")) {
                nameA = full;
            } else if (label.equals("B")) {
                nameB = full;
            }
            names.accept(label, full);
        } catch (IOException e) {
            c.kill();
            throw new IOException("engine " + label + " (" + cmd + ") does not answer 'name': " + e.getMessage(), e);
        }
        return c;
    }

    /** Restarts dead engines; failing to start is fatal for the match (a configuration error). */
    private void ensureEngines() throws IOException {
        if (a == null || !a.isAlive()) {
            if (a != null) {
                a.kill();
            }
            a = startEngine("A", o.engineA);
        }
        if (b == null || !b.isAlive()) {
            if (b != null) {
                b.kill();
            }
            b = startEngine("B", o.engineB);
        }
    }

    private void drop(GtpClient c) {
        c.kill();
        if (c == a) {
            a = null;
        }
        if (c == b) {
            b = null;
        }
    }

    /**
     * Plays game {@code index} (0-based; A is Black in even games when colours alternate),
     * writes its SGF file and returns its line of the results file. Engines that died are
     * restarted first.
     *
     * @throws IOException when an engine cannot be started, or the SGF file cannot be written
     * @throws IllegalStateException when an engine refuses the board size
     */
    GameRecord playGame(int index) throws IOException {
        ensureEngines();
        boolean aBlack = !o.alternate || index % 2 == 0;
        GtpClient[] eng = new GtpClient[3];
        eng[Board.BLACK] = aBlack ? a : b;
        eng[Board.WHITE] = aBlack ? b : a;
        String[] label = {"", aBlack ? "A" : "B", aBlack ? "B" : "A"};
        Game game = new Game(o.size, o.rules, o.komi);
        List<String> comments = new ArrayList<>();
        long[] sumMs = new long[3];
        long[] maxMs = new long[3];
        int[] count = new int[3];
        // Each side's genmove times in order, for its clock use at thirds of the game.
        long[][] moveMs = new long[3][o.maxMoves + 1];
        Opening opening = o.openings.isEmpty() ? null : o.openings.get((index / 2) % o.openings.size());
        GameOutcome outcome = null;

        // Set up both engines; a failure here is the engine's fault (crash) unless the size is refused.
        for (int c = Board.BLACK; c <= Board.WHITE && outcome == null; c++) {
            outcome = setUp(eng[c], c, game);
        }
        if (outcome == null && opening != null) {
            for (int i = 0; i < opening.moves().length && outcome == null; i++) {
                int c = opening.colors()[i];
                int pt = opening.moves()[i];
                if (c != game.toMove() || !game.isLegal(c, pt)) {
                    break; // an opening with a move out of turn or illegal here is cut short
                }
                game.playLegal(c, pt);
                comments.add("opening " + opening.name());
                for (int e = Board.BLACK; e <= Board.WHITE && outcome == null; e++) {
                    outcome = tell(eng[e], e, c, pt);
                }
            }
        }
        // Each side's clock (--main-time, byo-yomi), charged with every measured move.
        GameClock[] clocks = {null, o.newClock(), o.newClock()};
        while (outcome == null) {
            int c = game.toMove();
            GtpClient engine = eng[c];
            GameClock clock = clocks[c];
            if (clock != null && !o.noTimeLeft) {
                // As GUIs do: the mover learns its clock before each genmove (with --no-time-left,
                // as gogui-twogtp does: never, so the engine keeps its own clock).
                try {
                    GtpClient.Reply tl = engine.send("time_left " + Coord.colorName(c) + " "
                            + clock.timeLeftArgs(), SETUP_TIMEOUT_MILLIS);
                    if (!tl.success()) {
                        log.debug("{} refuses time_left: {}", engine.name(), tl.text());
                    }
                } catch (IOException e) {
                    drop(engine);
                    outcome = GameOutcome.loss(c, "crash", "on time_left: " + e.getMessage());
                    break;
                }
            }
            long limitMs = o.timePerMove > 0 ? (long) (o.timePerMove * 1000)
                    : clock != null ? Math.max(1, clock.allowanceMs()) : 0;
            long waitMs = limitMs > 0 ? limitMs + o.timeMarginMillis + Math.max(HANG_GRACE_MILLIS, limitMs)
                    : (long) (o.moveTimeout * 1000);
            GtpClient.Reply reply;
            long t0 = System.nanoTime();
            try {
                engine.write("genmove " + Coord.colorName(c));
                engine.flush();
                reply = engine.read(waitMs);
            } catch (GtpClient.GtpTimeout e) {
                drop(engine);
                outcome = GameOutcome.loss(c, "time", "no reply within " + waitMs + " ms (hung; restarted)");
                break;
            } catch (IOException e) {
                drop(engine);
                outcome = GameOutcome.loss(c, "crash", e.getMessage());
                break;
            }
            long ms = (Math.max(engine.lastReplyNanos(), t0) - t0) / 1_000_000;
            sumMs[c] += ms;
            maxMs[c] = Math.max(maxMs[c], ms);
            moveMs[c][count[c]] = ms;
            count[c]++;
            if (!reply.success()) {
                outcome = GameOutcome.loss(c, "error", "genmove failed: " + reply.text());
                break;
            }
            if (clock != null) {
                if (!clock.charge(ms)) {
                    outcome = GameOutcome.loss(c, "time", (o.byoYomiTime > 0 ? "out of byo-yomi (" + ms
                            + " ms for the last move)" : "main time of " + o.mainTime + " s used up") + " ("
                            + sumMs[c] + " ms in " + count[c] + " moves)");
                    break;
                }
            } else if (limitMs > 0 && ms > limitMs + o.timeMarginMillis) {
                outcome = GameOutcome.loss(c, "time", ms + " ms for a move, limit " + limitMs + " ms");
                break;
            }
            String text = reply.text().trim().toLowerCase(Locale.ROOT);
            if (text.equals("resign")) {
                outcome = GameOutcome.loss(c, "resign", null);
                break;
            }
            int pt;
            try {
                pt = Coord.parseGtp(text, o.size);
            } catch (IllegalArgumentException e) {
                pt = Board.NO_POINT;
            }
            if (pt == Board.NO_POINT) {
                outcome = GameOutcome.loss(c, "illegal", "not a move: '" + reply.text() + "'");
                break;
            }
            int code = game.legality(c, pt);
            if (code != Board.LEGAL) {
                outcome = GameOutcome.loss(c, "illegal", Coord.toGtp(pt, o.size) + ": " + Game.reason(code));
                break;
            }
            game.playLegal(c, pt);
            comments.add(String.format(Locale.ROOT, "%s %.2f s", label[c], ms / 1000.0));
            outcome = tell(eng[Board.opponent(c)], Board.opponent(c), c, pt);
            if (outcome != null) {
                break;
            }
            if (game.consecutivePasses() >= 2) {
                outcome = score(game, eng, "score");
            } else if (game.moveCount() >= o.maxMoves) {
                outcome = score(game, eng, "max-moves");
            }
        }

        long mainMs = (long) (o.mainTime * 1000);
        String result = outcome.result();
        String flags = outcome.flags == null ? "-" : outcome.flags;
        String[] commentArray = comments.toArray(new String[0]);
        if (commentArray.length > 0) {
            int last = commentArray.length - 1;
            commentArray[last] = commentArray[last] + "\n" + outcome.describe(label);
        }
        SgfGameInfo info = new SgfGameInfo()
                .playerBlack(label[Board.BLACK] + ": " + (aBlack ? nameA : nameB))
                .playerWhite(label[Board.WHITE] + ": " + (aBlack ? nameB : nameA))
                .result(result)
                .date(LocalDate.now().toString())
                .gameName(o.name + " game " + (index + 1));
        String sgf = SgfGames.toSgf(game, info, commentArray);
        Files.writeString(o.out.resolve(String.format(Locale.ROOT, "game-%04d.sgf", index + 1)), sgf,
                StandardCharsets.UTF_8);
        return new GameRecord(index, label[Board.BLACK], label[Board.WHITE], outcome.winnerChar(),
                result, game.moveCount(), avg(sumMs[1], count[1]), maxMs[1], avg(sumMs[2], count[2]),
                maxMs[2], outcome.reason, opening == null ? "-" : opening.name(), flags,
                ClockUse.of(moveMs[1], count[1], mainMs), ClockUse.of(moveMs[2], count[2], mainMs));
    }

    private double avg(long sum, int n) {
        return n == 0 ? 0 : (double) sum / n;
    }

    /** Sends the game settings to one engine; null when all is well. */
    private GameOutcome setUp(GtpClient engine, int color, Game game) throws IOException {
        try {
            GtpClient.Reply r = engine.send("boardsize " + o.size, SETUP_TIMEOUT_MILLIS);
            if (!r.success()) {
                throw new IllegalStateException("engine " + engine.name() + " refuses boardsize " + o.size + ": " + r.text());
            }
            engine.sendOk("clear_board", SETUP_TIMEOUT_MILLIS);
            engine.sendOk("komi " + o.komi, SETUP_TIMEOUT_MILLIS);
            if (o.byoYomiPeriods > 0) {
                String kgs = "kgs-time_settings byoyomi " + (long) o.mainTime + " " + (long) o.byoYomiTime
                        + " " + o.byoYomiPeriods;
                GtpClient.Reply t = engine.send(kgs, SETUP_TIMEOUT_MILLIS);
                if (!t.success()) {
                    // Without KGS's command the nearest standard setting is one stone per period;
                    // the runner still enforces the Japanese clock.
                    log.warn("{} does not accept {}: {}; sending time_settings with 1 stone per period",
                            engine.name(), kgs, t.text());
                    sendTimeSettings(engine, "time_settings " + (long) o.mainTime + " " + (long) o.byoYomiTime + " 1");
                }
            } else if (o.timePerMove > 0 || o.mainTime > 0 || o.byoYomiTime > 0) {
                String settings = o.byoYomiStones > 0
                        ? "time_settings " + (long) o.mainTime + " " + (long) o.byoYomiTime + " " + o.byoYomiStones
                        : o.mainTime > 0 ? "time_settings " + (int) Math.floor(o.mainTime) + " 0 0"
                        : "time_settings 0 " + (int) Math.ceil(o.timePerMove) + " 1";
                sendTimeSettings(engine, settings);
            }
            return null;
        } catch (GtpClient.GtpFailure e) {
            return GameOutcome.loss(color, "error", e.getMessage());
        } catch (IOException e) {
            drop(engine);
            return GameOutcome.loss(color, "crash", "during setup: " + e.getMessage());
        }
    }

    private void sendTimeSettings(GtpClient engine, String settings) throws IOException {
        GtpClient.Reply t = engine.send(settings, SETUP_TIMEOUT_MILLIS);
        if (!t.success()) {
            log.warn("{} does not accept {}: {}", engine.name(), settings, t.text());
        }
    }

    /** Tells {@code engine} (playing {@code engineColor}) a move; null when it accepted it. */
    private GameOutcome tell(GtpClient engine, int engineColor, int color, int pt) {
        String cmd = "play " + Coord.colorName(color) + " " + Coord.toGtp(pt, o.size);
        try {
            GtpClient.Reply r = engine.send(cmd, SETUP_TIMEOUT_MILLIS);
            if (!r.success()) {
                return GameOutcome.loss(engineColor, "rejected", "'" + cmd + "' refused: " + r.text());
            }
            return null;
        } catch (IOException e) {
            drop(engine);
            return GameOutcome.loss(engineColor, "crash", "on '" + cmd + "': " + e.getMessage());
        }
    }

    /**
     * Scores a finished game by area with dead stones from the referee (the engines' lists
     * only flag a disagreement with it) or else from the engines.
     */
    private GameOutcome score(Game game, GtpClient[] eng, String reason) {
        String flags = null;
        if (o.refereeCommand != null) {
            boolean[] dead = refereeDead(game);
            if (dead != null) {
                return GameOutcome.scoreByReferee(game, dead, deadFrom(eng[Board.BLACK], game),
                        deadFrom(eng[Board.WHITE], game), reason);
            }
            flags = "referee-failed";
        }
        return GameOutcome.scoreByAgreement(game, deadFrom(eng[Board.BLACK], game),
                deadFrom(eng[Board.WHITE], game), flags, reason);
    }

    private boolean[] refereeDead(Game game) {
        try {
            if (referee == null || !referee.isAlive()) {
                referee = startEngine("referee", o.refereeCommand);
            }
            referee.write("boardsize " + o.size);
            referee.write("clear_board");
            referee.write("komi " + o.komi);
            for (int i = 0; i < game.moveCount(); i++) {
                referee.write("play " + Coord.colorName(game.colorAt(i)) + " " + Coord.toGtp(game.moveAt(i), o.size));
            }
            referee.flush();
            int n = referee.pending();
            for (int i = 0; i < n; i++) {
                GtpClient.Reply r = referee.read(SETUP_TIMEOUT_MILLIS);
                if (!r.success()) {
                    log.warn("referee refused a command of game replay: {}", r.text());
                    return null;
                }
            }
            GtpClient.Reply r = referee.send("final_status_list dead", 10 * SETUP_TIMEOUT_MILLIS);
            return r.success() ? GameOutcome.parseVertices(r.text(), game) : null;
        } catch (IOException e) {
            log.warn("referee failed: {}", e.getMessage());
            if (referee != null) {
                referee.kill();
                referee = null;
            }
            return null;
        }
    }

    private boolean[] deadFrom(GtpClient engine, Game game) {
        if (engine == null) {
            return null;
        }
        try {
            GtpClient.Reply r = engine.send("final_status_list dead", 10 * SETUP_TIMEOUT_MILLIS);
            return r.success() ? GameOutcome.parseVertices(r.text(), game) : null;
        } catch (IOException e) {
            drop(engine);
            return null;
        }
    }
}
