package io.kosumi.gtp;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.engine.RandomMoveGenerator;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.gtp.GuiClients.GoGui;
import io.kosumi.gtp.GuiClients.Lizzie;
import io.kosumi.gtp.GuiClients.Sabaki;
import io.kosumi.sgf.SgfGames;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The command sequences the GUIs really send (Sabaki v0.60.2, Lizzie 0.7.4, GoGui 1.6,
 * gogui-twogtp), replayed against the loop, and their replies read by each client's own rules
 * ({@link GuiClients}) to check what the user would see.
 */
class GuiSequencesTest {
    /**
     * Largest gap, in win-rate points, between what a client shows as the position's win rate
     * (Sabaki: the highest of an update; Lizzie: the ringed highest) and the move the engine
     * would play, in these live sessions. Their search length depends on the machine, so the
     * bound is loose; a small-sample 0 or 100% (what raw means gave) breaks it.
     */
    private static final double LIVE_GAP = 25;
    private static final Pattern MOVE_19 = Pattern.compile("= ([A-HJ-T]([1-9]|1[0-9])|pass|resign)");

    @Test
    void sabakiAttachSyncAndReplay() throws Exception {
        try (GtpSession s = new GtpSession()) {
            // Attach: Sabaki writes its four queries at once, then reads the replies.
            s.write("name\nversion\nprotocol_version\nlist_commands\n".getBytes(StandardCharsets.US_ASCII));
            assertEquals("= Kosumi", s.readReply());
            assertTrue(s.readReply().matches("= [0-9]+\\.[0-9]+\\.[0-9]+.*"));
            assertEquals("= 2", s.readReply());
            String commands = s.readReply();
            assertTrue(commands.startsWith("= "));
            for (String needed : new String[] {"undo", "genmove", "play", "komi", "boardsize", "clear_board"}) {
                assertTrue(commands.contains("\n" + needed + "\n") || commands.endsWith("\n" + needed),
                        "list_commands lacks " + needed);
            }
            // New game: komi comes before boardsize, and must survive it.
            assertEquals("= ", s.command("komi 6.5"));
            assertEquals("= ", s.command("boardsize 19"));
            assertEquals("= ", s.command("clear_board"));
            assertEquals("= W+6.5", s.command("final_score"));
            // Moves, a pass as "play B pass", then the engine's move.
            assertEquals("= ", s.command("play B D4"));
            assertEquals("= ", s.command("play W Q16"));
            assertEquals("= ", s.command("play B pass"));
            String reply = s.command("genmove W");
            assertTrue(MOVE_19.matcher(reply).matches(), reply);
            // The user steps back over the engine's move and the pass and plays elsewhere:
            // undo + play.
            assertEquals("= ", s.command("undo"));
            assertEquals("= ", s.command("undo"));
            assertEquals("= ", s.command("play B C3"));
            assertEquals("= D4 C3", s.command("list_stones B"));
            assertEquals("= Q16", s.command("list_stones W"));
            assertEquals(3, s.engine().game().moveCount());
            // Jumping to another game position: clear_board and replay, pipelined.
            s.write("clear_board\nplay B Q4\nplay W D16\nplay B pass\nplay W pass\n".getBytes(StandardCharsets.US_ASCII));
            for (int i = 0; i < 5; i++) {
                assertEquals("= ", s.readReply());
            }
            assertEquals("= Q4", s.command("list_stones B"));
            assertEquals("= D16", s.command("list_stones W"));
            assertEquals(4, s.engine().game().moveCount());
            assertEquals(2, s.engine().game().consecutivePasses());
            assertEquals("= W+6.5", s.command("final_score"));
        }
    }

    /** The moves of a game record as Sabaki's tracker holds them ("play B Q4"), and its komi. */
    private static List<String> history(Path sgf, int moves) throws Exception {
        Game g = SgfGames.load(sgf, 0, Rules.CHINESE);
        List<String> h = new ArrayList<>();
        for (int i = 0; i < Math.min(moves, g.moveCount()); i++) {
            h.add("play " + (g.colorAt(i) == Board.BLACK ? "B" : "W") + " " + Coord.toGtp(g.moveAt(i), g.size()));
        }
        return h;
    }

    /** Reads one reply through @sabaki/gtp's rules and checks it succeeded. */
    private static Sabaki.Response sabakiReply(GtpSession s) throws IOException {
        String text = s.readReply();
        assertNotNull(text, "reply cut off");
        Sabaki.Response r = Sabaki.Response.fromString(text);
        assertFalse(r.error(), text);
        return r;
    }

    /** The first line of a streamed reply: a success without content. */
    private static void sabakiHeader(GtpSession s) throws IOException {
        String line = s.readLine();
        Sabaki.Response r = Sabaki.Response.fromString(line);
        assertFalse(r.error(), line);
        assertEquals("", r.content(), line);
    }

    /** Sends commands all at once, as Promise.all does, and checks every reply. */
    private static void pipelined(GtpSession s, List<String> commands) throws IOException {
        s.write((String.join("\n", commands) + "\n").getBytes(StandardCharsets.US_ASCII));
        for (int i = 0; i < commands.size(); i++) {
            sabakiReply(s);
        }
    }

    /**
     * Reads {@code n} lines of a running analysis and checks, for each, what Sabaki records:
     * every variation on the board with a win rate and a score, SBKV a percentage near the
     * move the engine would play (the first variation), SBKS written.
     */
    private static List<Sabaki.Analysis> sabakiLines(GtpSession s, String name, String color, int n, int size)
            throws IOException {
        List<Sabaki.Analysis> out = new ArrayList<>();
        while (out.size() < n) {
            String line = s.readLine();
            assertNotNull(line);
            assertFalse(line.isEmpty(), "analysis ended by itself");
            out.add(checkSabaki(name, color, line, size));
        }
        return out;
    }

    private static Sabaki.Analysis checkSabaki(String name, String color, String line, int size) {
        Sabaki.Analysis a = Sabaki.analysis(name, color, line, size);
        assertNotNull(a, "Sabaki finds no variation in: " + line);
        // Sabaki leaves out a pass (its move is no vertex) and nothing else.
        int entries = 0;
        for (String seg : line.split("\\binfo ")) {
            if (!seg.isBlank() && !seg.startsWith("move pass ")) {
                entries++;
            }
        }
        assertEquals(entries, a.variations().size(), "Sabaki dropped a variation: " + line);
        for (Sabaki.Variation v : a.variations()) {
            assertTrue(v.vertex()[0] >= 0, "vertex off the board: " + line);
            assertTrue(v.visits() >= 1, line);
            assertTrue(v.winrate() >= 0 && v.winrate() <= 100, line);
            assertFalse(v.moves().isEmpty(), line);
            assertNotNull(v.scoreLead(), "no scoreLead: " + line);
        }
        double sbkv = Sabaki.sbkv(a);
        assertTrue(sbkv >= 0 && sbkv <= 100, "SBKV " + sbkv);
        double first = a.variations().get(0).winrate();
        assertTrue(a.winrate() - first <= LIVE_GAP, "Sabaki records " + a.winrate() + "%, the engine's move has "
                + first + "%: " + line);
        assertTrue(Double.isFinite(Sabaki.sbks(a)), "no SBKS for: " + line);
        return a;
    }

    @Test
    void sabakiV0602AnalysisSession() {
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            try (GtpSession s = AnalysisCommandsTest.searchSession(1.5, 0)) {
                // Attach: four queries at once (enginesyncer.js, 'started').
                s.write("name\nversion\nprotocol_version\nlist_commands\n".getBytes(StandardCharsets.US_ASCII));
                assertEquals("Kosumi", sabakiReply(s).content());
                sabakiReply(s);
                assertEquals("2", sabakiReply(s).content());
                List<String> commands = Arrays.asList(sabakiReply(s).content().split("\n"));
                String analyze = Sabaki.choose(Sabaki.ANALYZE_COMMANDS, commands);
                String genmove = Sabaki.choose(Sabaki.GENMOVE_ANALYZE_COMMANDS, commands);
                assertEquals("kata-analyze", analyze);
                assertEquals("kata-genmove_analyze", genmove);

                // Sync to a real game's opening: komi and size one by one, then the history at once.
                List<String> game = history(Path.of("sgf/openings/19x19/opening-01.sgf"), 4);
                List<String> sync = Sabaki.sync(null, null, null, 7.5, 19, game);
                assertEquals(List.of("komi 7.5", "boardsize 19", "clear_board"), sync.subList(0, 3));
                for (String c : sync.subList(0, 2)) {
                    s.sendLine(c);
                    assertEquals("", sabakiReply(s).content(), c);
                }
                pipelined(s, sync.subList(2, sync.size()));

                s.sendLine(analyze + " B " + Sabaki.ANALYSIS_INTERVAL);
                sabakiHeader(s);
                sabakiLines(s, analyze, "B", 2, 19);

                // One move back: sendAbort (protocol_version, the engine is busy), then the tracker
                // undoes to the shared history, then the analysis of the new position.
                List<String> back = game.subList(0, 3);
                s.sendLine("protocol_version");
                s.readReply(); // the analysis reply up to its end
                assertEquals("2", sabakiReply(s).content());
                List<String> undo = Sabaki.sync(7.5, 19, game, 7.5, 19, back);
                assertEquals(List.of("undo"), undo);
                pipelined(s, undo);
                assertEquals(3, s.engine().game().moveCount());
                s.sendLine(analyze + " W " + Sabaki.ANALYSIS_INTERVAL);
                sabakiHeader(s);
                List<Sabaki.Analysis> white = sabakiLines(s, analyze, "W", 2, 19);
                // White to move: Sabaki stores 100 minus the best White win rate as Black's.
                Sabaki.Analysis last = white.get(white.size() - 1);
                assertEquals(Math.round((100 - last.winrate()) * 100) / 100.0, Sabaki.sbkv(last), 1e-9);

                // The engine plays: sendAbort twice (sync and queueCommand both call it while the
                // aborted analysis is still pending), then kata-genmove_analyze.
                s.write("protocol_version\nprotocol_version\n".getBytes(StandardCharsets.US_ASCII));
                s.readReply(); // the analysis reply up to its end
                assertEquals("2", sabakiReply(s).content());
                assertEquals("2", sabakiReply(s).content());
                s.sendLine(genmove + " W " + Sabaki.ANALYSIS_INTERVAL);
                sabakiHeader(s);
                String played = null;
                int infos = 0;
                for (String l = s.readLine(); !l.isEmpty(); l = s.readLine()) {
                    assertNull(played, "nothing after the play line: " + l);
                    if (l.startsWith("play ")) {
                        played = l.substring("play ".length()).trim();
                    } else {
                        checkSabaki(genmove, "W", l, 19);
                        infos++;
                    }
                }
                assertNotNull(played, "no play line");
                assertTrue(infos >= 1, "no info line for the move");
                int[] v = Sabaki.parseVertex(played, 19);
                assertTrue(v[0] >= 0, "Sabaki cannot place " + played);
                // The tracker appends the move; the engine's game is that history.
                assertEquals(4, s.engine().game().moveCount());
                assertEquals(Board.WHITE, s.engine().game().colorAt(3));
                assertEquals(played, Coord.toGtp(s.engine().game().moveAt(3), 19));
            }
        });
    }

    @Test
    void lizzieAnalysisSession() {
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            try (GtpSession s = AnalysisCommandsTest.searchSession(1.5, 0)) {
                // Leelaz.startEngine: name, version (both checked), then the board and the komi.
                String name = s.command("0 name");
                assertEquals(0, Lizzie.replyNumber(name));
                assertFalse(name.split(" ")[1].startsWith("KataGo"), "Lizzie would read KataGo's format");
                String version = s.command("1 version");
                assertEquals(1, Lizzie.replyNumber(version));
                // An exception here would end Lizzie's reader; a minor number below 15 only shows a warning.
                assertDoesNotThrow(() -> Lizzie.versionMinor(version), version);
                assertEquals(2, Lizzie.replyNumber(s.command("2 boardsize 19")));
                assertEquals(3, Lizzie.replyNumber(s.command("3 komi 7.5")));

                // togglePonder after the version check: "lz-analyze 10", no colour.
                s.sendLine("4 lz-analyze " + Lizzie.INTERVAL_CS);
                assertEquals(4, Lizzie.replyNumber(s.readLine()));
                lizzieLines(s, 2, 19);
                // playMove while pondering: play, then lz-analyze again once the play is answered.
                s.sendLine("5 play B Q16");
                s.readReply(); // the analysis reply up to its end
                assertEquals(5, Lizzie.replyNumber(s.readReply()));
                s.sendLine("6 lz-analyze " + Lizzie.INTERVAL_CS);
                assertEquals(6, Lizzie.replyNumber(s.readLine()));
                lizzieLines(s, 2, 19);
                // togglePonder off: "name".
                s.sendLine("7 name");
                s.readReply(); // the analysis reply up to its end
                assertEquals(7, Lizzie.replyNumber(s.readReply()));

                // genmove_analyze: info lines while thinking, then "play MOVE".
                s.sendLine("8 lz-genmove_analyze W " + Lizzie.INTERVAL_CS);
                assertEquals(8, Lizzie.replyNumber(s.readLine()));
                String played = null;
                for (String l = s.readLine(); !l.isEmpty(); l = s.readLine()) {
                    if (l.startsWith("play")) {
                        played = l.substring(5).trim();
                    } else {
                        assertNull(played, "info after the play line");
                        checkLizzie(l, 19);
                    }
                }
                assertTrue(played != null && Lizzie.isCoordinate(played, 19), "Lizzie cannot place " + played);
                assertEquals(2, s.engine().game().moveCount());
            }
        });
    }

    private static void lizzieLines(GtpSession s, int n, int size) throws IOException {
        for (int i = 0; i < n; i++) {
            String l = s.readLine();
            assertFalse(l.isEmpty(), "analysis ended by itself");
            checkLizzie(l, size);
        }
    }

    /** parseLine on an info line: what Lizzie keeps and draws. */
    private static void checkLizzie(String line, int size) {
        assertTrue(line.startsWith("info"), line);
        List<Lizzie.MoveData> moves = assertDoesNotThrow(() -> Lizzie.parseInfo(line.substring(5)), line);
        assertFalse(moves.isEmpty());
        for (Lizzie.MoveData m : moves) {
            assertTrue(Lizzie.isCoordinate(m.coordinate, size) || "pass".equals(m.coordinate), line);
            assertTrue(m.playouts >= 1, "Lizzie skips moves without playouts: " + line);
            assertTrue(m.winrate >= 0 && m.winrate <= 100, line);
            assertTrue(m.policy >= 0 && m.policy <= 100, line);
            assertNotNull(m.variation, "no pv: " + line);
            assertEquals(m.coordinate, m.variation.get(0), line);
        }
        double w = Lizzie.winrate(moves);
        assertTrue(w >= 0 && w <= 100, "position win rate " + w);
        // BoardRenderer rings the highest win rate and always prints it, whatever its playouts.
        double best = moves.get(0).winrate;
        assertTrue(Lizzie.maxWinrate(moves) - best <= LIVE_GAP, "ringed " + Lizzie.maxWinrate(moves) + "% vs the best "
                + best + "%: " + line);
    }

    @Test
    void goGui16AttachAndEveryAnalyzeCommand() {
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            try (GtpSession s = AnalysisCommandsTest.searchSession(1, 0)) {
                // GoGui.attachNewProgram: name, protocol_version, version, list_commands, the
                // interrupt query, name and protocol_version again, then the analyze commands.
                assertEquals("= Kosumi", s.command("name"));
                assertEquals("= 2", s.command("protocol_version"));
                assertTrue(s.command("version").startsWith("= "));
                List<String> supported = GoGui.splitArguments(s.command("list_commands").substring(2));
                assertTrue(supported.contains("gogui-interrupt"));
                assertEquals("= ", s.command("gogui-interrupt"));
                assertEquals("= Kosumi", s.command("name"));
                assertEquals("= 2", s.command("protocol_version"));
                assertFalse(supported.contains("gogui-rules_board_size"));
                String list = s.command("gogui-analyze_commands");
                assertTrue(list.startsWith("= "), list);
                List<String> problems = new ArrayList<>();
                List<GoGui.Definition> defs = GoGui.readConfig(list.substring(2), problems);
                assertEquals(List.of(), problems);
                assertTrue(defs.size() >= 4, list);

                // A new 9x9 game and a few moves, as GoGui sends them.
                assertEquals("= ", s.command("boardsize 9"));
                assertEquals("= ", s.command("clear_board"));
                assertEquals("= ", s.command("komi 6.5"));
                assertEquals("= ", s.command("play b E5"));
                assertEquals("= ", s.command("play w C3"));
                for (GoGui.Definition d : defs) {
                    assertFalse(GoGui.needsUserArgument(d.command()), d.toString());
                    String cmd = GoGui.replaceWildCards(d.command(), true);
                    assertTrue(supported.contains(GoGui.splitArguments(cmd).get(0)), cmd);
                    String reply = s.command(cmd);
                    assertTrue(reply.startsWith("= "), cmd + ": " + reply);
                    String body = reply.substring(2);
                    GoGui.Gfx g = null;
                    if (d.type().equals("gfx")) {
                        g = GoGui.showGfx(body, 9);
                        assertEquals(List.of(), g.problems, cmd + ": " + body);
                        checkGfx(d.command(), g, body);
                    } else {
                        assertEquals("string", d.type(), d.toString());
                        assertFalse(body.isBlank(), cmd);
                    }
                    // Each command says something in the status bar, in one line that fits.
                    GoGui.Shown shown = GoGui.shownText(d, body, g);
                    assertNull(shown.window(), cmd + " opens a text window: " + body);
                    assertNotEquals(d.label(), shown.status(), cmd + " leaves the status bar at its label");
                    assertTrue(shown.status().length() <= GoGui.STATUS_CHARS,
                            "GoGui cuts off \"" + shown.status() + "\"");
                }
                assertEquals(2, s.engine().game().moveCount(), "analyze commands play nothing");
            }
        });
    }

    /** What each of Kosumi's gfx commands must draw. */
    private static void checkGfx(String command, GoGui.Gfx g, String body) {
        switch (command) {
            case "kosumi-best_moves", "kosumi-score_lead" -> {
                assertFalse(g.labels.isEmpty(), body);
                // One field coloured: the move Kosumi would play, which has its label.
                assertEquals(1, g.colored.size(), body);
                String chosen = g.colored.keySet().iterator().next();
                assertTrue(g.labels.containsKey(chosen), "the coloured field is a labelled move: " + body);
                for (Map.Entry<String, String> e : g.labels.entrySet()) {
                    String t = e.getValue();
                    if (command.equals("kosumi-best_moves")) {
                        assertTrue(t.matches("[0-9]{1,3}%"), t);
                        int pc = Integer.parseInt(t.substring(0, t.length() - 1));
                        assertTrue(pc >= 0 && pc <= 100, t);
                    } else {
                        assertTrue(t.matches("[+-][0-9]+\\.[0-9]"), t);
                    }
                }
                assertEquals(1, g.text.size(), body);
                // The status line is about that move (Black is to move here).
                assertTrue(g.text.get(0).startsWith("Black " + chosen + ": win "), body);
            }
            case "kosumi-pv" -> {
                assertFalse(g.variation.isEmpty(), body);
                for (int i = 0; i < g.variation.size(); i++) {
                    assertTrue(g.variation.get(i).startsWith(i % 2 == 0 ? "b " : "w "), "colours alternate: " + body);
                }
                assertEquals(1, g.text.size(), body);
                assertTrue(g.text.get(0).startsWith("Black " + g.variation.get(0).substring(2) + ": win "), body);
            }
            case "kosumi-ownership" -> {
                assertEquals(81, g.influence.size(), body);
                double area = 0;
                for (double v : g.influence.values()) {
                    assertTrue(v >= -1 && v <= 1, body);
                    area += v;
                }
                // The status line is the result the squares add up to, with komi 6.5 (the
                // values shown are rounded to 0.01 each, the engine sums them unrounded).
                assertEquals(1, g.text.size(), body);
                java.util.regex.Matcher m = Pattern.compile("estimated result (?:(even)|([BW])\\+([0-9]+\\.[0-9]))"
                        + " \\(area scoring, komi 6\\.5\\)").matcher(g.text.get(0));
                assertTrue(m.matches(), g.text.get(0));
                double lead = m.group(1) != null ? 0
                        : (m.group(2).equals("B") ? 1 : -1) * Double.parseDouble(m.group(3));
                assertEquals(area - 6.5, lead, 81 * 0.005 + 0.05, g.text.get(0));
            }
            default -> throw new AssertionError("a gfx command this test does not know: " + command);
        }
    }

    @Test
    void gogui_twogtp_gameBetweenTwoEngines() throws Exception {
        try (GtpSession black = new GtpSession(new RandomMoveGenerator(11), Path.of(""));
                GtpSession white = new GtpSession(new RandomMoveGenerator(12), Path.of(""))) {
            for (GtpSession s : new GtpSession[] {black, white}) {
                // Start-up queries, then the game set-up.
                assertEquals("= 2", s.command("protocol_version"));
                assertEquals("= Kosumi", s.command("name"));
                assertTrue(s.command("version").startsWith("= "));
                assertEquals("= true", s.command("known_command final_score"));
                assertEquals("= ", s.command("boardsize 9"));
                assertEquals("= ", s.command("clear_board"));
                assertEquals("= ", s.command("komi 7.5"));
            }
            int passes = 0;
            int moves = 0;
            String toMove = "b";
            boolean resigned = false;
            while (passes < 2 && moves < 1000) {
                GtpSession mover = toMove.equals("b") ? black : white;
                GtpSession other = toMove.equals("b") ? white : black;
                String reply = mover.command("genmove " + toMove);
                assertTrue(reply.matches("= ([A-HJ][1-9]|pass|resign)"), reply);
                String move = reply.substring(2);
                if (move.equals("resign")) {
                    resigned = true;
                    break;
                }
                // The opponent accepts every generated move: it is legal in its own game too.
                assertEquals("= ", other.command("play " + toMove + " " + move), "move " + moves + " " + move);
                passes = move.equals("pass") ? passes + 1 : 0;
                toMove = toMove.equals("b") ? "w" : "b";
                moves++;
            }
            assertTrue(passes == 2 || resigned, "the game must end: " + moves + " moves");
            assertEquals(black.engine().board().hash(), white.engine().board().hash());
            String scoreB = black.command("final_score");
            String scoreW = white.command("final_score");
            assertTrue(scoreB.matches("= ([BW]\\+[0-9]+(\\.[0-9]+)?|0)"), scoreB);
            assertEquals(scoreB, scoreW);
            assertEquals("= ", black.command("quit"));
            assertEquals("= ", white.command("quit"));
            assertTrue(black.waitForEnd(5000));
            assertTrue(white.waitForEnd(5000));
        }
    }
}
