package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.sgf.SgfNode;
import io.kosumi.sgf.SgfReader;
import io.kosumi.testutil.GnuGo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The match runner against scripted engines ({@code fake-engine.sh}). Tests with a clock use
 * the 2 s sleeper only where more delay cannot change the verdict: a loss on time stays a loss
 * however loaded the machine, and a move that must stand gets ten seconds or more of slack
 * beyond its 2 s. The engines that only pass must never be the ones timed out, so their limits
 * are generous too.
 */
class MatchTest {
    @TempDir
    Path tmp;

    /** Output of one run of the match runner. */
    private record Run(int code, String out, String err, List<String[]> results) {}

    private static String fake(String mode) throws Exception {
        Path script = Paths.get(MatchTest.class.getResource("fake-engine.sh").toURI());
        return "sh " + script + " " + mode;
    }

    private Run match(String dir, String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--out");
        all.add(tmp.resolve(dir).toString());
        ToolRun run = ToolRun.of((o, e) -> new Match().execute(all.toArray(new String[0]), o, e));
        List<String[]> rows = new ArrayList<>();
        Path results = tmp.resolve(dir).resolve(MatchResults.RESULTS);
        if (Files.exists(results)) {
            for (String line : Files.readAllLines(results)) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    rows.add(line.split("\t", -1));
                }
            }
        }
        return new Run(run.code(), run.out(), run.err(), rows);
    }

    @Test
    void illegalMoveLosesForTheOffender() throws Exception {
        Run r = match("illegal", "--black", fake("a1"), "--white", fake("pass"), "--games", "1");
        assertEquals(0, r.code(), r.err());
        assertEquals(1, r.results().size());
        String[] row = r.results().get(0);
        assertEquals("W", row[3], String.join(" ", row));
        assertEquals("W+F", row[4]);
        assertEquals("illegal", row[10]);
        assertEquals("2", row[5], "B A1, W pass; the second A1 is not played");
        assertTrue(Files.exists(tmp.resolve("illegal/game-0001.sgf")));
    }

    @Test
    void garbageVertexIsAnIllegalMove() throws Exception {
        Run r = match("garbage", "--black", fake("pass"), "--white", fake("garbage"), "--games", "1");
        assertEquals(0, r.code(), r.err());
        String[] row = r.results().get(0);
        assertEquals("B+F", row[4]);
        assertEquals("illegal", row[10]);
    }

    @Test
    void crashLosesAndTheEngineIsRestarted() throws Exception {
        Run r = match("crash", "--engine", fake("crash"), "--engine", fake("pass"), "--games", "2",
                "--concurrency", "1");
        assertEquals(0, r.code(), r.err());
        assertEquals(2, r.results().size());
        for (String[] row : r.results()) {
            assertEquals("crash", row[10], String.join(" ", row));
            // The crashing engine A loses with either colour, so it was restarted for game 2.
            assertEquals(row[1].equals("A") ? "W+F" : "B+F", row[4]);
        }
        assertTrue(r.out().contains("crash 2/0/0"), r.out());
    }

    @Tag("slow")
    @Test
    void mainTimeRunsOutForTheSlowSide() throws Exception {
        // A 2 s sleeper against 1 s of absolute time: its first move empties its clock.
        Run r = match("slow-main", "--black", fake("slow"), "--white", fake("pass"), "--games", "1",
                "--main-time", "1", "--time-margin", "100");
        assertEquals(0, r.code(), r.err());
        String[] row = r.results().get(0);
        assertEquals("W+T", row[4], String.join(" ", row));
        assertEquals("time", row[10]);
        Run bad = match("both-times", "--black", fake("pass"), "--white", fake("pass"), "--games", "1",
                "--main-time", "3", "--time", "1");
        assertEquals(2, bad.code(), bad.err());
    }

    @Test
    void noTimeLeftSendsTheSettingsButNeverTheClock() throws Exception {
        // As gogui-twogtp -time: time_settings once per game, then the engines keep their own clocks.
        Path quiet = tmp.resolve("quiet-black.log");
        String black = fake("pass") + " - " + quiet;
        Run r = match("quiet", "--black", black, "--white", fake("pass"),
                "--games", "1", "--main-time", "60", "--no-time-left", "--json");
        assertEquals(0, r.code(), r.err());
        List<String> sent = Files.readAllLines(quiet);
        assertTrue(sent.contains("time_settings 60 0 0"), sent.toString());
        assertTrue(sent.contains("genmove black"), sent.toString());
        assertFalse(sent.stream().anyMatch(l -> l.startsWith("time_left")), sent.toString());
        assertTrue(r.out().contains("\"timeLeftSent\":false"), r.out());
        // Each side passed once in well under 60 s: a clock use is stored with the game.
        String[] row = r.results().get(0);
        assertEquals(15, row.length, String.join(" ", row));
        MatchResults.ClockUse black0 = MatchResults.ClockUse.parse(row[13]);
        assertTrue(black0.end() < 0.5 && black0.end() == black0.third(), row[13]);
        assertTrue(r.out().contains("\"mainTimeUsed\":{\"A\":{\"games\":1,"), r.out());
        // Without the option the same engine learns its clock before each genmove.
        Path told = tmp.resolve("told-black.log");
        Run t = match("told", "--black", fake("pass") + " - " + told, "--white", fake("pass"),
                "--games", "1", "--main-time", "60");
        assertEquals(0, t.code(), t.err());
        List<String> toldSent = Files.readAllLines(told);
        int tl = toldSent.indexOf("time_left black 60 0");
        assertTrue(tl >= 0 && toldSent.get(tl + 1).equals("genmove black"), toldSent.toString());
        // A resumed run cannot mix the two: the option is part of the configuration line.
        Run mixed = match("quiet", "--black", black, "--white", fake("pass"), "--games", "2",
                "--main-time", "60");
        assertEquals(1, mixed.code());
        assertTrue(mixed.err().contains("belongs to a different match"), mixed.err());
        Run resumed = match("quiet", "--black", black, "--white", fake("pass"), "--games", "2",
                "--main-time", "60", "--no-time-left");
        assertEquals(0, resumed.code(), resumed.err());
        assertEquals(2, resumed.results().size());
        // White space in an engine command is not a different match: the command runs the same.
        Run spaced = match("quiet", "--black", black + "  ", "--white", fake("pass"), "--games", "3",
                "--main-time", "60", "--no-time-left");
        assertEquals(0, spaced.code(), spaced.err());
        assertEquals(3, spaced.results().size());
        // And a merge reads it back.
        ToolRun merged = ToolRun.of((o, e) -> new Match().execute(new String[] {"--merge",
                tmp.resolve("quiet").toString()}, o, e));
        assertEquals(0, merged.code(), merged.err());
        assertTrue(merged.out().contains("main 60.0 s, no time_left"), merged.out());
        assertTrue(merged.out().contains("main time used at 1/3 2/3 end: A median "), merged.out());
        // Meaningless without a main time: refused.
        Run bad = match("no-main", "--black", fake("pass"), "--white", fake("pass"), "--no-time-left");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("--no-time-left needs --main-time"), bad.err());
        Run badTime = match("no-main2", "--black", fake("pass"), "--white", fake("pass"),
                "--time", "1", "--no-time-left");
        assertEquals(2, badTime.code());
    }

    @Tag("slow")
    @Test
    void canadianByoYomiSavesAMovePastTheMainTime() throws Exception {
        // The 2 s sleeper has 1 s of main time, then 30 s for each stone: its move spills into the
        // first period and stands; the runner told it its settings and its clock.
        Path log = tmp.resolve("canadian-black.log");
        Run r = match("canadian", "--black", fake("slow") + " - " + log, "--white", fake("pass"),
                "--games", "1", "--main-time", "1", "--byo-yomi-time", "30", "--byo-yomi-stones", "1",
                "--time-margin", "100", "--json");
        assertEquals(0, r.code(), r.err());
        String[] row = r.results().get(0);
        assertEquals("score", row[10], String.join(" ", row));
        List<String> sent = Files.readAllLines(log);
        assertTrue(sent.contains("time_settings 1 30 1"), sent.toString());
        int tl = sent.indexOf("time_left black 1 0");
        assertTrue(tl >= 0 && sent.get(tl + 1).equals("genmove black"), sent.toString());
        assertTrue(r.out().contains("\"byoYomi\":{\"time\":30.0,\"stones\":1,\"periods\":0}"), r.out());
    }

    @Tag("slow")
    @Test
    void japaneseByoYomiCostsAPeriodPerOverrunAndLosesWithTheLast() throws Exception {
        // 1 s periods: the 2 s move overruns one or two of thirty periods and survives...
        Path log = tmp.resolve("japanese-black.log");
        Run keep = match("japanese30", "--black", fake("slow") + " - " + log, "--white", fake("pass"),
                "--games", "1", "--byo-yomi-time", "1", "--byo-yomi-periods", "30", "--time-margin", "100");
        assertEquals(0, keep.code(), keep.err());
        assertEquals("score", keep.results().get(0)[10]);
        List<String> sent = Files.readAllLines(log);
        assertTrue(sent.contains("kgs-time_settings byoyomi 0 1 30"), sent.toString());
        assertTrue(sent.contains("time_left black 1 30"), sent.toString());
        // ...but with a single period it loses on time.
        Run lose = match("japanese1", "--black", fake("slow"), "--white", fake("pass"), "--games", "1",
                "--byo-yomi-time", "1", "--byo-yomi-periods", "1", "--time-margin", "100");
        assertEquals(0, lose.code(), lose.err());
        String[] row = lose.results().get(0);
        assertEquals("W+T", row[4], String.join(" ", row));
        assertEquals("time", row[10]);
    }

    @Test
    void byoYomiOptionsAreChecked() throws Exception {
        String[] base = {"--black", fake("pass"), "--white", fake("pass"), "--games", "1"};
        String[][] bad = {{"--byo-yomi-time", "5"},
                {"--byo-yomi-time", "5", "--byo-yomi-stones", "5", "--byo-yomi-periods", "3"},
                {"--byo-yomi-stones", "5"}, {"--byo-yomi-time", "5", "--byo-yomi-stones", "5", "--time", "1"},
                {"--byo-yomi-time", "2.5", "--byo-yomi-stones", "5"},
                {"--main-time", "1.5", "--byo-yomi-time", "2", "--byo-yomi-periods", "5"},
                {"--byo-yomi-time", "-1", "--byo-yomi-stones", "5"}};
        int i = 0;
        for (String[] b : bad) {
            List<String> all = new ArrayList<>(List.of(base));
            all.addAll(List.of(b));
            Run r = match("bad-byo" + i++, all.toArray(new String[0]));
            assertEquals(2, r.code(), String.join(" ", b));
            assertTrue(r.results().isEmpty());
        }
    }

    @Tag("slow")
    @Test
    void slowMoveLosesOnTime() throws Exception {
        Run r = match("slow", "--black", fake("slow"), "--white", fake("pass"), "--games", "1",
                "--time", "0.5", "--time-margin", "100");
        assertEquals(0, r.code(), r.err());
        String[] row = r.results().get(0);
        assertEquals("W+T", row[4]);
        assertEquals("time", row[10]);
        assertTrue(Long.parseLong(row[7]) >= 1500, "measured max time " + row[7]);
    }

    @Test
    void hungEngineIsKilledAndRestarted() throws Exception {
        // No time limit, but a move timeout of 3 s: the engine that never answers counts as hung
        // each game (and is killed), the passer answers well within it.
        Run r = match("hang", "--engine", fake("hang"), "--engine", fake("pass"), "--games", "2",
                "--move-timeout", "3", "--concurrency", "1");
        assertEquals(0, r.code(), r.err());
        assertEquals(2, r.results().size());
        for (String[] row : r.results()) {
            assertEquals("time", row[10], String.join(" ", row));
            assertEquals(row[1].equals("A") ? "W+T" : "B+T", row[4]);
        }
        String sgf = Files.readString(tmp.resolve("hang/game-0002.sgf"));
        assertTrue(sgf.contains("hung; restarted"), sgf);
    }

    @Test
    void resignationAndTwoPassesAreScored() throws Exception {
        Run r = match("resign", "--black", fake("resign"), "--white", fake("pass"), "--games", "1");
        assertEquals("A", r.results().get(0)[1]);
        assertEquals("W+R", r.results().get(0)[4]);
        Run p = match("passes", "--black", fake("pass"), "--white", fake("pass"), "--games", "1",
                "--komi", "6.5");
        String[] row = p.results().get(0);
        assertEquals("W+6.5", row[4], "empty board: White wins by komi");
        assertEquals("score", row[10]);
        assertEquals("-", row[12], "both engines agree (no dead stones)");
    }

    @Test
    void deadStonesFromAgreementOrReferee() throws Exception {
        // Black plays A1 then passes; White passes. Black's stone fills the board by area.
        Run agree = match("agree", "--black", fake("a1once"), "--white", fake("pass"), "--games", "1");
        String[] row = agree.results().get(0);
        assertEquals("B+73.5", row[4], String.join(" ", row));
        assertEquals("-", row[12]);
        // White claims A1 is dead: with it removed White wins by komi; the engines' views give
        // different winners, so the game is disputed (counted as a draw, flagged).
        Run dispute = match("dispute", "--black", fake("a1once"), "--white", fake("pass") + " A1",
                "--games", "1");
        row = dispute.results().get(0);
        assertEquals("?", row[3], String.join(" ", row));
        assertEquals("?", row[4]);
        assertEquals("disputed", row[10]);
        assertTrue(row[12].contains("disputed"), row[12]);
        assertTrue(dispute.out().contains("total           0      0      1"), dispute.out());
        // A referee settles it: this one sees no dead stones. White's engine, which calls A1
        // dead, counts the other winner: the referee's count stands, flagged for review (a
        // referee can misjudge a seki).
        Run ref = match("referee", "--black", fake("a1once"), "--white", fake("pass") + " A1",
                "--games", "1", "--referee", fake("pass"));
        row = ref.results().get(0);
        assertEquals("B+73.5", row[4], String.join(" ", row));
        assertEquals("referee-vs-white", row[12]);
        assertTrue(ref.out().contains("flagged (flag: games): referee-vs-white: 1\n"), ref.out());
        // A referee that names an empty point is ignored (flagged) and the engines decide.
        Run badRef = match("badref", "--black", fake("a1once"), "--white", fake("pass"),
                "--games", "1", "--referee", fake("pass") + " E5");
        row = badRef.results().get(0);
        assertEquals("B+73.5", row[4]);
        assertEquals("referee-failed", row[12]);
    }

    @Test
    void rerunResumesAndRefusesAnotherMatchesFolder() throws Exception {
        Run first = match("resume", "--engine", fake("pass"), "--engine", fake("resign"), "--games",
                "2");
        assertEquals(0, first.code(), first.err());
        assertEquals(2, first.results().size());
        Run second = match("resume", "--engine", fake("pass"), "--engine", fake("resign"),
                "--games", "5");
        assertEquals(0, second.code(), second.err());
        assertTrue(second.err().contains("2 of 5 games already played"), second.err());
        List<String> indices = second.results().stream().map(row -> row[0]).sorted()
                .collect(Collectors.toList());
        assertEquals(List.of("1", "2", "3", "4", "5"), indices);
        // Colours alternate: A (the passer) is Black in games 1, 3, 5; B resigns at once as Black.
        for (String[] row : second.results()) {
            int game = Integer.parseInt(row[0]);
            assertEquals(game % 2 == 1 ? "A" : "B", row[1]);
        }
        assertTrue(second.out().contains("A: fake-pass 1"), second.out());
        Run other = match("resume", "--engine", fake("pass"), "--engine", fake("resign"), "--games",
                "5", "--komi", "0.5");
        assertEquals(1, other.code());
        assertTrue(other.err().contains("belongs to a different match"), other.err());
    }

    @Test
    void openingsAreSharedByEachPairOfGames() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("openings"));
        Files.writeString(dir.resolve("a.sgf"), "(;GM[1]SZ[9];B[ee];W[cc];B[gg])");
        Files.writeString(dir.resolve("b.sgf"), "(;GM[1]SZ[9];B[cg];W[gc])");
        Files.writeString(dir.resolve("c.sgf"), "(;GM[1]SZ[13];B[ee])"); // other size: skipped
        Files.writeString(dir.resolve("d.sgf"), "(;GM[1]SZ[9]AB[aa];W[ee])"); // setup: skipped
        Run r = match("open", "--engine", fake("pass"), "--engine", fake("pass"), "--games", "4",
                "--openings", dir.toString(), "--opening-moves", "2", "--concurrency", "1");
        assertEquals(0, r.code(), r.err());
        List<String> openings = r.results().stream().map(row -> row[0] + ":" + row[11]).sorted()
                .collect(Collectors.toList());
        assertEquals(List.of("1:a.sgf", "2:a.sgf", "3:b.sgf", "4:b.sgf"), openings);
        SgfNode root = SgfReader.read(tmp.resolve("open/game-0002.sgf"));
        List<SgfNode> line = root.mainLine();
        assertEquals("ee", line.get(1).get("B"));
        assertEquals("cc", line.get(2).get("W"));
        // After the 2 opening moves both engines pass: 4 moves in all.
        assertEquals(5, line.size());
        Run none = match("open2", "--engine", fake("pass"), "--engine", fake("pass"), "--openings",
                tmp.resolve("no-such-dir").toString());
        assertEquals(2, none.code());
    }

    @Test
    void shardsPlayDisjointGamesAndMergeIntoOneSummary() throws Exception {
        String[] common = {"--engine", fake("pass"), "--engine", fake("resign"), "--games", "5"};
        List<String> a = new ArrayList<>(List.of(common));
        a.addAll(List.of("--shard", "1/2"));
        Run s1 = match("sharded", a.toArray(new String[0]));
        List<String> b = new ArrayList<>(List.of(common));
        b.addAll(List.of("--shard", "2/2"));
        Run s2 = match("sharded", b.toArray(new String[0]));
        assertEquals(0, s1.code(), s1.err());
        assertEquals(0, s2.code(), s2.err());
        Path base = tmp.resolve("sharded");
        List<String> g1 = Files.readAllLines(base.resolve("shard-1-of-2/results.tsv")).stream()
                .filter(l -> !l.startsWith("#")).map(l -> l.split("\t")[0]).sorted()
                .collect(Collectors.toList());
        assertEquals(List.of("1", "3", "5"), g1);
        assertTrue(Files.exists(base.resolve("shard-2-of-2/game-0004.sgf")));
        ToolRun merged = ToolRun.of((o, e) -> new Match().execute(new String[] {"--merge", base.toString(),
                "--out", tmp.resolve("merged").toString()}, o, e));
        String text = merged.out();
        assertEquals(0, merged.code(), merged.err());
        assertTrue(merged.err().contains("merged 5 games from 2"), text);
        // A (the passer) wins every game: B resigns at its first move with either colour.
        assertTrue(text.contains("total           5      0      0"), text);
        assertEquals(5, Files.readAllLines(tmp.resolve("merged/results.tsv")).stream()
                .filter(l -> !l.startsWith("#")).count());
    }

    /** --first-game K plays games K.. with the colours (and openings) they have in the whole match. */
    @Test
    void firstGamePlaysOnlyTheLaterGamesWithTheirColours() throws Exception {
        Run r = match("later", "--engine", fake("pass"), "--engine", fake("resign"), "--games", "5",
                "--first-game", "3", "--concurrency", "1");
        assertEquals(0, r.code(), r.err());
        List<String> indices = r.results().stream().map(row -> row[0]).sorted().collect(Collectors.toList());
        assertEquals(List.of("3", "4", "5"), indices);
        for (String[] row : r.results()) {
            int game = Integer.parseInt(row[0]);
            assertEquals(game % 2 == 1 ? "A" : "B", row[1], "Black in game " + game);
        }
        assertEquals(2, match("later0", "--engine", "x", "--engine", "y", "--first-game", "0").code());
        Run past = match("later6", "--engine", "x", "--engine", "y", "--games", "5", "--first-game", "6");
        assertEquals(2, past.code());
        assertTrue(past.err().contains("--first-game 6 is past the last game"), past.err());
    }

    @Test
    void mergeReadsTheTimeControlBackFromTheConfigurationLine() throws Exception {
        Run r = match("timed", "--engine", fake("pass"), "--engine", fake("resign"), "--games", "2",
                "--main-time", "60", "--byo-yomi-time", "10", "--byo-yomi-periods", "5");
        assertEquals(0, r.code(), r.err());
        ToolRun merged = ToolRun.of((o, e) -> new Match().execute(new String[] {"--merge",
                tmp.resolve("timed").toString(), "--json"}, o, e));
        assertEquals(0, merged.code(), merged.err());
        String json = merged.out();
        assertTrue(json.contains("\"mainTime\":60.0,\"byoYomi\":{\"time\":10.0,\"stones\":0,"
                + "\"periods\":5}"), json);
    }

    @Test
    void sprtStopsAOneSidedMatchEarly() throws Exception {
        Run r = match("sprt", "--engine", fake("pass"), "--engine", fake("resign"), "--games", "200",
                "--sprt", "0,50", "--concurrency", "1");
        assertEquals(0, r.code(), r.err());
        int played = r.results().size();
        assertTrue(played >= 5 && played < 50, "games played before the SPRT decided: " + played);
        assertTrue(r.out().contains("stopped early: SPRT accepted H1"), r.out());
    }

    @Test
    void badCommandLinesAreRefused() throws Exception {
        assertEquals(2, match("bad1", "--engine", "x").code());
        assertEquals(2, match("bad2", "--black", "x", "--white", "y", "--size", "30").code());
        assertEquals(2, match("bad3", "--black", "x", "--white", "y", "--sprt", "5").code());
        assertEquals(2, match("bad4", "--black", "x 'y", "--white", "y").code());
        assertEquals(2, match("bad5", "--black", "x", "--white", "y", "--shard", "3/2").code());
        assertEquals(2, match("bad6", "--merge").code());
        assertFalse(Files.exists(tmp.resolve("bad2")), "nothing written for a refused command line");
        Run missing = match("missing", "--black", "/nonexistent/engine", "--white", "/bin/cat");
        assertEquals(1, missing.code());
        assertTrue(missing.err().contains("/nonexistent/engine"), missing.err());
    }

    @Test
    void statistics() {
        MatchStats even = new MatchStats(0, 0, 0);
        assertEquals(0.5, even.score());
        assertEquals(0.0, MatchStats.elo(0.5), 1e-9);
        assertEquals(100.0, MatchStats.elo(MatchStats.expectedScore(100)), 1e-9);
        MatchStats s = new MatchStats(60, 30, 10);
        assertEquals(0.65, s.score(), 1e-12);
        // Per-game variance of the mix 60 x 1, 10 x 0.5, 30 x 0 around 0.65.
        double var = (60 * 0.35 * 0.35 + 10 * 0.15 * 0.15 + 30 * 0.65 * 0.65) / 100;
        assertEquals(var, s.perGameVariance(), 1e-12);
        assertTrue(s.eloLow95() < s.elo() && s.elo() < s.eloHigh95());
        // Wilson interval for p = 0.65, n = 100 (z = 1.96): about 0.553..0.736.
        assertEquals(0.5525, s.scoreLow95(), 0.001);
        assertEquals(0.7364, s.scoreHigh95(), 0.001);
        MatchStats big = new MatchStats(600, 300, 100);
        double w = big.scoreHigh95() - big.scoreLow95();
        assertTrue(w < (s.scoreHigh95() - s.scoreLow95()) / 3 && w > 0);
        // One-sided small samples keep a real interval: 5-0 is not proof of infinite strength.
        MatchStats fiveNil = new MatchStats(5, 0, 0);
        assertEquals(1.0, fiveNil.scoreHigh95());
        assertTrue(fiveNil.scoreLow95() > 0.5 && fiveNil.scoreLow95() < 0.6, "" + fiveNil.scoreLow95());
        assertEquals("0", MatchStats.formatElo(-0.0));
        // SPRT: a clear edge accepts H1, an even result accepts H0 in the long run.
        assertTrue(big.sprtLlr(0, 20) > MatchStats.sprtUpper(0.05, 0.05));
        assertTrue(new MatchStats(2000, 2000, 0).sprtLlr(0, 20) < MatchStats.sprtLower(0.05, 0.05));
        assertTrue(new MatchStats(30, 0, 0).sprtLlr(0, 50) > MatchStats.sprtUpper(0.05, 0.05),
                "all wins must eventually decide");
        assertEquals(0.0, new MatchStats(0, 0, 0).sprtLlr(0, 50));
    }

    @Test
    void resultLinesRoundTrip() {
        MatchResults.GameRecord r = new MatchResults.GameRecord(6, "B", "A", 'W', "W+3.5", 81, 120, 400, 95, 300,
                "score", "opening.sgf", "dead-disagree", null, new MatchResults.ClockUse(0.25, 0.5, 0.75));
        assertEquals(r, MatchResults.GameRecord.parse(r.toLine()));
        assertEquals(1, r.aWon());
    }

    @Tag("slow")
    @Test
    void gnuGoAgainstGnuGoWithAReferee() throws Exception {
        GnuGo.start().close(); // skips, or fails under CI, when GNU Go is unavailable
        String gnugo = GnuGo.binary() + " --mode gtp --level 0";
        Run r = match("gnugo", "--engine", gnugo, "--engine", gnugo, "--games", "2", "--size", "9",
                "--referee", GnuGo.binary() + " --mode gtp --chinese-rules --capture-all-dead",
                "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals(2, r.results().size());
        for (String[] row : r.results()) {
            assertTrue(row[4].matches("[BW]\\+(R|[0-9.]+)"), "result " + row[4]);
            assertTrue(Integer.parseInt(row[5]) > 20, "a real game has moves: " + row[5]);
            assertEquals("-", row[12], "referee worked: " + String.join(" ", row));
            SgfNode root = SgfReader.read(tmp.resolve("gnugo/game-000" + row[0] + ".sgf"));
            assertEquals(row[4], root.get("RE"));
            assertEquals(Integer.parseInt(row[5]), root.mainLine().size() - 1);
        }
        assertTrue(r.out().startsWith("{\"name\":"), r.out());
        assertTrue(Files.readString(tmp.resolve("gnugo/summary.json")).contains("\"gamesDone\":2"));
    }

    @Tag("slow")
    @Test
    void kosumiAgainstGnuGo() throws Exception {
        GnuGo.start().close(); // skips, or fails under CI, when GNU Go is unavailable
        // Kosumi runs from this test's own classpath (the jar is built only after the tests).
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        String kosumi = "'" + java + "' -cp '" + System.getProperty("java.class.path")
                + "' io.kosumi.Main";
        Run r = match("kosumi-gnugo", "--engine", kosumi, "--engine",
                GnuGo.binary() + " --mode gtp --level 0", "--games", "2", "--size", "9", "--referee",
                GnuGo.binary() + " --mode gtp --chinese-rules --capture-all-dead");
        assertEquals(0, r.code(), r.err());
        assertEquals(2, r.results().size());
        for (String[] row : r.results()) {
            // Whoever wins, the game must end in the board, never by a protocol failure.
            assertTrue(row[10].equals("score") || row[10].equals("resign"), String.join(" ", row));
            assertTrue(Integer.parseInt(row[5]) > 10, String.join(" ", row));
        }
        assertTrue(r.out().contains("A: Kosumi"), r.out());
    }
}
