package io.kosumi.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.engine.Analysis;
import io.kosumi.engine.EngineSettings;
import io.kosumi.engine.SearchMoveGenerator;
import io.kosumi.testutil.SearchCpu;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Live analysis through the real GTP loop with the Monte-Carlo search: the Leela Zero and
 * KataGo formats read strictly, the figures the clients take from them on real positions, the
 * argument errors, GoGui's interrupt, pondering. The GUIs' own command sequences are replayed
 * in {@link GuiSequencesTest}.
 */
class AnalysisCommandsTest {
    /** A search of a few playouts: the root's raw mean is 0% or 100%, the report must not be. */
    @Test
    void theFirstPlayoutsOfASearchReportNoExtremes() {
        Analysis.Candidate lost = new Analysis.Candidate(Board.PASS + 10, 1, 0.0, 0.2, -30, new int[0]);
        Analysis early = new Analysis(lost.move, Board.BLACK, 0, 1, 1, 0, 1, 0.0, -30, List.of(lost), new int[0], 9);
        double win = AnalysisCommands.winRate(early, lost);
        assertTrue(win > 0.4 && win < 0.5, "one lost playout reported as " + win);
        double lead = AnalysisCommands.scoreLead(early, lost);
        assertTrue(lead < 0 && lead > -3.5, "one playout's -30 reported as " + lead);

        Analysis.Candidate settled = new Analysis.Candidate(Board.PASS + 10, 4000, 0.62, 0.2, 4.0, new int[0]);
        Analysis late = new Analysis(settled.move, Board.BLACK, 0.62, 5000, 5000, 0, 1000, 0.6, 3.5, List.of(settled),
                new int[0], 9);
        assertEquals(0.6, AnalysisCommands.positionWinRate(late), 0.001, "a long search keeps its own value");
        assertEquals(0.62, AnalysisCommands.winRate(late, settled), 0.001);
    }

    private static final Set<String> LZ_KEYS = Set.of("move", "visits", "winrate", "prior", "lcb", "order");
    private static final Set<String> KATA_KEYS = Set.of("move", "visits", "utility", "winrate", "scoreMean",
            "scoreLead", "prior", "lcb", "utilityLcb", "order");

    /** One parsed {@code info} entry: its key-value pairs and its PV. */
    static final class Info {
        final Map<String, String> values = new LinkedHashMap<>();
        final List<String> pv = new ArrayList<>();
    }

    static GtpSession searchSession(double secondsPerMove, long playouts) throws IOException {
        EngineSettings s = new EngineSettings();
        s.seed = 7L;
        s.threads = 1;
        s.memoryMb = 32;
        s.playouts = playouts;
        s.secondsPerMove = secondsPerMove;
        s.warmupSeconds = 0;
        return new GtpSession(s, new SearchMoveGenerator(s), Path.of("").toAbsolutePath());
    }

    /**
     * A strict reading, tighter than any client's: the line is split into segments on
     * {@code info}; in each, everything after {@code pv} is the variation (vertices only), and
     * what comes before is strictly key-value pairs. Any violation fails the test.
     */
    static List<Info> parseStrict(String line, int size) {
        assertTrue(line.startsWith("info "), "info line expected: " + line);
        List<Info> out = new ArrayList<>();
        for (String seg : line.split("\\s*info\\s+")) {
            if (seg.isEmpty()) {
                continue;
            }
            int p = seg.indexOf(" pv ");
            assertTrue(p > 0, "no pv in segment: " + seg);
            String[] kv = seg.substring(0, p).trim().split("\\s+");
            assertEquals(0, kv.length % 2, "key-value pairs expected: " + seg);
            Info info = new Info();
            for (int i = 0; i < kv.length; i += 2) {
                assertFalse(info.values.containsKey(kv[i]), "repeated key " + kv[i]);
                info.values.put(kv[i], kv[i + 1]);
            }
            for (String v : seg.substring(p + 4).trim().split("\\s+")) {
                assertNotEquals(Board.NO_POINT, Coord.parseGtp(v, size), "pv vertex " + v + " in " + seg);
                info.pv.add(v);
            }
            assertFalse(info.pv.isEmpty());
            assertEquals(info.values.get("move"), info.pv.get(0), "pv starts with the move: " + seg);
            out.add(info);
        }
        assertFalse(out.isEmpty());
        return out;
    }

    private static void checkLz(List<Info> infos, int size) {
        int order = 0;
        int maxVisits = 0;
        for (Info i : infos) {
            maxVisits = Math.max(maxVisits, Integer.parseInt(i.values.get("visits")));
        }
        for (Info i : infos) {
            assertEquals(LZ_KEYS, i.values.keySet());
            assertNotEquals(Board.NO_POINT, Coord.parseGtp(i.values.get("move"), size));
            int visits = Integer.parseInt(i.values.get("visits"));
            assertTrue(visits >= 1, "only visited moves without minmoves");
            if (order == 0) {
                // The engine's choice: the most visited or one with a tenth of its visits and a better bound.
                assertTrue(visits * 10 >= maxVisits, "first move with " + visits + " of " + maxVisits + " visits");
            }
            for (String k : new String[] {"winrate", "prior", "lcb"}) {
                int v = Integer.parseInt(i.values.get(k)); // integers in 1/10000
                assertTrue(v >= 0 && v <= 10000, k + " " + v);
            }
            assertTrue(Integer.parseInt(i.values.get("lcb")) <= Integer.parseInt(i.values.get("winrate")), "lcb above winrate");
            assertEquals(order++, Integer.parseInt(i.values.get("order")));
        }
    }

    /** Reads the rest of a streamed reply up to its blank line; returns the lines. */
    private static List<String> readToBlank(GtpSession s) throws IOException {
        List<String> lines = new ArrayList<>();
        while (true) {
            String l = s.readLine();
            assertNotNull(l, "reply cut off");
            if (l.isEmpty()) {
                return lines;
            }
            lines.add(l);
        }
    }

    @Test
    void lzAnalyzeAndGenmoveAnalyze() {
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            try (GtpSession s = searchSession(1.5, 0)) {
                String commands = s.command("list_commands");
                for (String c : new String[] {"lz-analyze", "lz-genmove_analyze", "kata-analyze",
                        "kata-genmove_analyze", "gogui-analyze_commands"}) {
                    assertTrue(commands.contains("\n" + c + "\n") || commands.endsWith("\n" + c), c);
                }
                assertEquals("= ", s.command("komi 6.5"));
                assertEquals("= ", s.command("boardsize 19"));
                assertEquals("= ", s.command("clear_board"));
                assertEquals("= ", s.command("play B Q16"));
                assertEquals("= ", s.command("play W D4"));

                s.sendLine("lz-analyze B 50");
                assertEquals("= ", s.readLine(), "header at once");
                List<String> infoLines = new ArrayList<>();
                while (infoLines.size() < 2) {
                    String l = s.readLine();
                    assertNotNull(l);
                    assertFalse(l.isEmpty(), "analysis ended by itself");
                    infoLines.add(l);
                }
                // Any command stops the analysis (Sabaki sends protocol_version).
                s.sendLine("protocol_version");
                infoLines.addAll(readToBlank(s));
                assertEquals("= 2", s.readReply());
                for (String l : infoLines) {
                    checkLz(parseStrict(l, 19), 19);
                }
                // The analysis played nothing.
                assertEquals("= Q16", s.command("list_stones B"));

                s.sendLine("lz-genmove_analyze B 50");
                assertEquals("= ", s.readLine());
                List<String> lines = readToBlank(s);
                String last = lines.get(lines.size() - 1);
                assertTrue(last.startsWith("play "), last);
                assertTrue(lines.size() >= 2, "info lines while thinking: " + lines);
                for (String l : lines.subList(0, lines.size() - 1)) {
                    checkLz(parseStrict(l, 19), 19);
                }
                String move = last.substring(5);
                int pt = Coord.parseGtp(move, 19);
                assertTrue(pt != Board.NO_POINT && pt != Board.PASS, move);
                // The move was played.
                assertTrue(s.command("list_stones B").contains(move), move);
                assertEquals("= Kosumi", s.command("name"));
            }
        });
    }

    /**
     * A search that ends before its first interval (here a 0.3 s move with 10 s intervals, as
     * an early stop or a short clock does) still sends one info line, of the search that chose
     * the move, before the play line.
     */
    @Test
    void aSearchShorterThanTheIntervalStillSendsItsAnalysis() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (GtpSession s = searchSession(0.3, 0)) {
                for (String format : new String[] {"lz", "kata"}) {
                    s.sendLine(format + "-genmove_analyze 1000");
                    assertEquals("= ", s.readLine());
                    List<String> lines = readToBlank(s);
                    assertEquals(2, lines.size(), format + ": " + lines);
                    List<Info> infos = parseStrict(lines.get(0), 19);
                    String last = lines.get(1);
                    assertTrue(last.startsWith("play "), last);
                    // The line is of the search that chose the move: the move is among its candidates.
                    String played = last.substring(5);
                    assertTrue(infos.stream().anyMatch(i -> played.equals(i.values.get("move"))), format + ": " + lines);
                }
                assertEquals(2, s.engine().game().moveCount());
            }
        });
    }

    /** Largest gap, in win-rate points, between what a client shows for a position and the engine's move. */
    static final double GAP_POINTS = 5;
    /** The same for the score lead, in points of the board. */
    static final double SCORE_GAP_POINTS = 10;
    /** How far a move with at most 4 visits may show from the position's value, in win-rate points. */
    static final double FEW_VISITS_POINTS = 5;

    /**
     * Real positions (openings of real games, and the middle games the benchmarks use), each
     * searched a fixed number of playouts with a fixed seed, then reported as {@code lz-analyze}
     * and {@code kata-analyze} would report that search: what Sabaki records (the highest win
     * rate and score of the update) and what Lizzie rings (the highest win rate) stay near the
     * move the engine would play, and no move with a handful of visits shows an extreme.
     */
    @Test
    void reportedFiguresOfRealPositionsStayNearTheEnginesMove() throws Exception {
        String[][] positions = {
            {"sgf/openings/9x9/opening-01.sgf", "0"},
            {"sgf/openings/9x9/opening-02.sgf", "0"},
            {"sgf/openings/19x19/opening-01.sgf", "0"},
            {"sgf/openings/19x19/opening-02.sgf", "0"},
            {"sgf/bench/9x9.sgf", "28"},
            {"sgf/bench/19x19.sgf", "121"},
        };
        for (String[] p : positions) {
            try (GtpSession s = searchSession(0, 2000)) {
                assertTrue(s.command("loadsgf " + p[0] + " " + p[1]).startsWith("= "), p[0]);
                int size = s.engine().board().size();
                int color = s.engine().game().toMove();
                assertTrue(s.command("reg_genmove " + (color == Board.BLACK ? "b" : "w")).startsWith("= "));
                io.kosumi.engine.Analysis r = s.engine().lastSearch();
                AnalysisCommands a = new AnalysisCommands(s.engine());
                AnalysisCommands.Options o = new AnalysisCommands.Options();
                o.color = color;
                String where = p[0] + (p[1].equals("0") ? "" : " before move " + p[1]) + ": ";

                String kata = a.lines(r, o, AnalysisCommands.Format.KATA);
                GuiClients.Sabaki.Analysis sabaki = GuiClients.Sabaki.analysis("kata-analyze", color == Board.BLACK ? "B"
                        : "W", kata, size);
                GuiClients.Sabaki.Variation first = sabaki.variations().get(0);
                assertEquals(Coord.toGtp(r.ranked.get(0).move, size), GuiClients.Sabaki.stringifyVertex(first.vertex()[0],
                        first.vertex()[1], size), where + "Sabaki's first variation is the engine's move");
                assertTrue(sabaki.winrate() - first.winrate() <= GAP_POINTS, where + "Sabaki records "
                        + sabaki.winrate() + "%, the engine's move has " + first.winrate() + "%: " + kata);
                assertTrue(sabaki.scoreLead() - first.scoreLead() <= SCORE_GAP_POINTS, where + "Sabaki records a lead of "
                        + sabaki.scoreLead() + ", the engine's move has " + first.scoreLead() + ": " + kata);
                for (GuiClients.Sabaki.Variation v : sabaki.variations()) {
                    if (v.visits() <= 4) {
                        assertEquals(r.rootWinRate * 100, v.winrate(), FEW_VISITS_POINTS, where + "a move with " + v.visits()
                                + " visits: " + kata);
                    }
                }

                String lz = a.lines(r, o, AnalysisCommands.Format.LZ);
                List<GuiClients.Lizzie.MoveData> lizzie = GuiClients.Lizzie.parseInfo(lz.substring(5));
                double best = lizzie.get(0).winrate;
                assertTrue(GuiClients.Lizzie.maxWinrate(lizzie) - best <= GAP_POINTS, where + "Lizzie rings "
                        + GuiClients.Lizzie.maxWinrate(lizzie) + "% over the best move's " + best + "%: " + lz);
                assertEquals(Coord.toGtp(r.ranked.get(0).move, size), lizzie.get(0).coordinate);
            }
        }
    }

    @Test
    void kataAnalyzeFormatAndOwnership() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (GtpSession s = searchSession(1, 0)) {
                s.command("boardsize 9");
                s.command("play B E5");
                s.sendLine("kata-analyze W interval 10 maxmoves 3 ownership true");
                assertEquals("= ", s.readLine());
                List<String> lines = new ArrayList<>();
                while (lines.size() < 4) {
                    String l = s.readLine();
                    assertFalse(l.isEmpty());
                    lines.add(l);
                }
                s.sendLine(""); // a blank line also ends the analysis
                lines.addAll(readToBlank(s));
                assertEquals("= Kosumi", s.command("name"));
                int info = 0;
                int own = 0;
                for (String l : lines) {
                    if (l.startsWith("ownership")) {
                        String[] v = l.split(" ");
                        assertEquals(1 + 81, v.length, "one value per point");
                        for (int i = 1; i < v.length; i++) {
                            double d = Double.parseDouble(v[i]);
                            assertTrue(d >= -1 && d <= 1, v[i]);
                        }
                        own++;
                        continue;
                    }
                    List<Info> infos = parseStrict(l, 9);
                    assertTrue(infos.size() <= 3, "maxmoves 3: " + l);
                    for (Info i : infos) {
                        assertEquals(KATA_KEYS, i.values.keySet());
                        for (String k : new String[] {"winrate", "prior", "lcb"}) {
                            double d = Double.parseDouble(i.values.get(k));
                            assertTrue(d >= 0 && d <= 1, k + " " + d);
                        }
                        Double.parseDouble(i.values.get("scoreLead"));
                        assertNotEquals("E5", i.values.get("move"));
                    }
                    info++;
                }
                assertTrue(info >= 2 && own >= 1, lines.toString());
                assertEquals(info, own, "an ownership line after every info line");
            }
        });
    }

    @Test
    void badAnalyzeArgumentsAreSyntaxErrors() throws Exception {
        try (GtpSession s = searchSession(1, 0)) {
            s.command("boardsize 9");
            String before = s.command(GtpSession.FINGERPRINT);
            assertEquals("? syntax error", s.command("lz-analyze B 50 bogus 3"));
            assertEquals("? syntax error", s.command("lz-analyze B 50 ownership true"));
            assertEquals("? syntax error", s.command("kata-analyze B interval"));
            assertEquals("? syntax error", s.command("kata-analyze B maxmoves -1"));
            assertEquals("? syntax error", s.command("kata-genmove_analyze B 10 ownership maybe"));
            assertEquals(before, s.command(GtpSession.FINGERPRINT));
        }
    }

    @Test
    void goguiInterruptEndsALongGenmove() {
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            try (GtpSession s = searchSession(600, 0)) {
                s.command("boardsize 9");
                SearchCpu search = SearchCpu.fromNow();
                s.sendLine("genmove b");
                // An interrupt that came before the search started would be dropped and the
                // 600 s genmove would time out: wait until it is searching (CPU time, any load).
                search.await(50);
                s.sendLine("# interrupt");
                String reply = s.readReply();
                assertTrue(reply.startsWith("= "), reply);
                int pt = Coord.parseGtp(reply.substring(2), 9);
                assertTrue(pt != Board.NO_POINT, reply);
                assertEquals("= Kosumi", s.command("name"));
            }
        });
    }

    @Test
    void goguiLeadsAreWrittenAsGoResults() {
        assertEquals("B+1.2", AnalysisCommands.leadText(1.24, Board.BLACK));
        assertEquals("W+1.2", AnalysisCommands.leadText(1.24, Board.WHITE), "a lead for White, the side to move");
        assertEquals("W+0.5", AnalysisCommands.leadText(-0.5, Board.BLACK));
        assertEquals("B+7.5", AnalysisCommands.leadText(-7.5, Board.WHITE));
        assertEquals("even", AnalysisCommands.leadText(0.04, Board.WHITE));
    }

    /**
     * GoGui's best-moves coloured field and status line name the move Kosumi would play (the search's
     * decision, as genmove makes it), and the last-search text is about the current position
     * only: after a move it says there is none yet and which move the last one was for.
     */
    @Test
    void goguiMarksTheChosenMoveAndLastSearchFollowsThePosition() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (GtpSession s = searchSession(0.5, 0)) {
                s.command("boardsize 9");
                assertEquals("= no search yet", s.command("kosumi-last_search"));
                GuiClients.GoGui.Gfx g = GuiClients.GoGui.showGfx(s.command("kosumi-best_moves").substring(2), 9);
                io.kosumi.engine.Analysis r = s.engine().lastSearch();
                String chosen = Coord.toGtp(r.bestMove, 9);
                assertEquals(Map.of(chosen, AnalysisCommands.GFX_CHOSEN_COLOR), g.colored);
                assertTrue(g.text.get(0).startsWith("Black " + chosen + ": win "), g.text.toString());
                String last = s.command("kosumi-last_search");
                assertTrue(last.startsWith("= Black " + chosen + ": win "), last);
                assertTrue(last.contains(" " + r.rootVisits + " visits (" + r.visitsKept + " kept)"), last);

                assertEquals("= ", s.command("play b " + chosen));
                String stale = s.command("kosumi-last_search");
                assertTrue(stale.startsWith("= none of this position yet (move 1: Black " + chosen + ", "), stale);
                assertTrue(("Last search: " + stale.substring(2)).length() <= GuiClients.GoGui.STATUS_CHARS, stale);
                assertEquals("= ", s.command("undo"));
                assertEquals(last, s.command("kosumi-last_search"), "back at the searched position");

                assertEquals("= ", s.command("play b " + chosen));
                String reply = s.command("genmove w").substring(2);
                assertTrue(s.command("kosumi-last_search").startsWith("= none of this position yet (move 2: White "
                        + reply + ", "), "the search that chose White's move");
                assertEquals("= ", s.command("clear_board"));
                assertTrue(s.command("kosumi-last_search").startsWith("= none of this position yet"));
            }
        });
    }

    @Test
    void ponderingThroughGtpKeepsTheTreeForTheNextGenmove() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            EngineSettings st = new EngineSettings();
            st.seed = 5L;
            st.threads = 1;
            st.memoryMb = 32;
            st.playouts = 300;
            st.secondsPerMove = 0;
            st.warmupSeconds = 0;
            st.ponder = true;
            SearchMoveGenerator g = new SearchMoveGenerator(st);
            try (GtpSession s = new GtpSession(st, g, Path.of("").toAbsolutePath())) {
                s.command("boardsize 9");
                SearchCpu ponder = SearchCpu.fromNow(); // before the reply, after which pondering starts
                String move = s.command("genmove b").substring(2);
                io.kosumi.engine.Analysis first = g.lastResult();
                int before = 0; // visits of Black's move: all its subtree had before pondering
                for (io.kosumi.engine.Analysis.Candidate c : first.ranked) {
                    if (Coord.toGtp(c.move, 9).equals(move)) {
                        before = c.visits;
                    }
                }
                // The engine ponders on White's move meanwhile: a second of its CPU time (not of
                // the wall clock, so at any load) is many times the 300 playouts Black's move had.
                ponder.await(1000);
                // White answers with Black's expected reply, so its subtree exists.
                String reply = first.pv.length > 1 ? Coord.toGtp(first.pv[1], 9) : "C3";
                assertEquals("= ", s.command("play w " + reply));
                assertTrue(s.command("genmove b").startsWith("= "));
                io.kosumi.engine.Analysis next = g.lastResult();
                // Without pondering the reply's subtree could not hold more than Black's move had.
                assertTrue(next.visitsKept > before, "kept " + next.visitsKept + ", Black's move had " + before);
                // Black's move is played: that search is no longer of the position...
                String last = s.command("kosumi-last_search");
                assertTrue(last.startsWith("= none of this position yet (move 3: Black "), last);
                // ...until the move is taken back.
                assertEquals("= ", s.command("undo"));
                last = s.command("kosumi-last_search");
                assertTrue(last.contains("(" + next.visitsKept + " kept)"), last);
            }
        });
    }
}
