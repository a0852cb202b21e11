package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.engine.EngineSettings;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.sgf.SgfGames;
import io.kosumi.sgf.SgfNode;
import io.kosumi.sgf.SgfReader;
import io.kosumi.testutil.GnuGo;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kosumi blunders} against GNU Go as a real subprocess, on a hand-made position whose
 * answer is plain: Black's chain B5-C5-D5 has one liberty, E5, and E5 also joins it to Black's
 * living wall on the F line, so E5 and only E5 saves it. Komi 0.5 makes the chain decide the game
 * (Black's area is 36 without it, about 45 with it, out of 81), so a search must find E5 too.
 */
class BlundersTest {
    /** Black's living right side and the chain in atari; White's stones around it. */
    private static final String SETUP =
            "AB[fa][ha][fb][gb][hb][ib][fc][hc][fd][gd][hd][id][be][ce][de][fe][he][ff][gf][hf][if][fg][hg]"
                    + "[fh][gh][hh][ih][fi][hi]\nAW[bd][cd][dd][ae][bf][cf][df]\n";

    private static final String HEADER = "# kosumi match results v1\n"
            + "# game\tblack\twhite\twinner\tresult\tmoves\tblack_avg_ms\tblack_max_ms\twhite_avg_ms\twhite_max_ms\treason\topening\tflags\n";

    /** A game where A (Black) plays elsewhere, A9, and B captures the chain with E5. */
    private static final String LOST = "(;FF[4]GM[1]SZ[9]KM[0.5]RU[Chinese]PB[A: Kosumi]PW[B: GNU Go]RE[W+R]\n"
            + SETUP + ";B[aa]C[A 1.00 s];W[ee]C[B 1.00 s];B[ai]C[A 1.00 s];W[ah]C[B 1.00 s])\n";

    /** The same start where A saves the chain with E5 (and wins). */
    private static final String WON = "(;FF[4]GM[1]SZ[9]KM[0.5]RU[Chinese]PB[A: Kosumi]PW[B: GNU Go]RE[B+R]\n"
            + SETUP + ";B[ee]C[A 1.00 s];W[aa]C[B 1.00 s];B[ai]C[A 1.00 s];W[ah]C[B 1.00 s])\n";

    private static Path matchFolder(Path tmp) throws Exception {
        GnuGo.start().close(); // skips (or fails under CI) when GNU Go is missing
        Path m = Files.createDirectories(tmp.resolve("m"));
        Files.writeString(m.resolve("game-0001.sgf"), LOST);
        Files.writeString(m.resolve("game-0002.sgf"), WON);
        Files.writeString(m.resolve("results.tsv"), HEADER
                + "1\tA\tB\tW\tW+R\t4\t1000\t1000\t1000\t1000\tresign\t-\t-\n"
                + "2\tA\tB\tB\tB+R\t4\t1000\t1000\t1000\t1000\tresign\t-\t-\n");
        return m;
    }

    private static ToolRun run(String... args) throws Exception {
        return ToolRun.of((o, e) -> new Blunders().main(args, o, e));
    }

    private static String judge() {
        return GnuGo.binary() + " --mode gtp --level 10 --chinese-rules";
    }

    @Test
    void findsTheChainLeftInAtariAndExpectsOnlyTheSavingMove(@TempDir Path tmp) throws Exception {
        Path m = matchFolder(tmp);
        Path cases = tmp.resolve("cases");
        ToolRun r = run("--games", m.toString(), "--out", cases.toString(), "--gnugo", judge(), "--prefix", "t");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("1 case(s) from 1 game(s)"), r.err()); // the won game is not examined
        String expected = "# game 1 (9x9, Kosumi Black), move 1: Kosumi played A9; expected: the moves that save B5 "
                + "(GNU Go plays E5)\nloadsgf cases/t-1-1.sgf\n10 reg_genmove black\n#? [E5]\n";
        assertEquals(expected, r.out().strip() + "\n");

        // The case file holds the position before the blunder, Black to move, and says what happened.
        Path file = cases.resolve("t-1-1.sgf");
        SgfNode root = SgfReader.read(file);
        Game g = SgfGames.toGame(root, 0, Rules.CHINESE);
        assertEquals(0, g.moveCount());
        assertEquals(Board.BLACK, g.toMove());
        assertEquals(Board.BLACK, g.board().color(Coord.parseGtp("B5", 9)));
        assertEquals(1, g.board().libertyCount(Coord.parseGtp("B5", 9)));
        assertTrue(root.get("C").contains("after the reply E5: B5 captured"), root.get("C"));
        assertTrue(root.get("RE") == null, "the case must not carry the game's result");

        // The entry is a working regression test: Kosumi (a short search) finds E5 there.
        Path suite = tmp.resolve("t.tst");
        Files.writeString(suite, r.out());
        EngineSettings settings = TacticsSuiteTest.repeatable(500);
        Regress.FileResult result = Regress.runFile(suite, dir -> Regress.inProcess(dir, settings), null);
        assertTrue(result.errors.isEmpty(), String.join("\n", result.errors));
        assertEquals(1, result.tests.size());
        assertFalse(result.tests.get(0).failed, result.tests.get(0).toString());
    }

    @Test
    void aGameWhereTheChainIsSavedGivesNoCase(@TempDir Path tmp) throws Exception {
        Path m = matchFolder(tmp);
        ToolRun r = run("--games", m.toString(), "--game", "2", "--include-won", "--out", tmp.resolve("c").toString(),
                "--gnugo", judge());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().contains("0 case(s) from 1 game(s)"), r.err());
    }

    @Test
    void oneGameRecordWithItsColourAndATstFile(@TempDir Path tmp) throws Exception {
        Path m = matchFolder(tmp);
        Path tst = tmp.resolve("out.tst");
        ToolRun r = run("--sgf", m.resolve("game-0001.sgf").toString(), "--colour", "black", "--out",
                tmp.resolve("cases").toString(), "--tst", tst.toString(), "--first-id", "500", "--gnugo", judge());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.out());
        String text = Files.readString(tst);
        assertTrue(text.contains("loadsgf cases/game-0001-1-1.sgf\n500 reg_genmove black\n#? [E5]\n"), text);
        // As White in the same game there is nothing to find: White's stones were never in danger.
        ToolRun w = run("--sgf", m.resolve("game-0001.sgf").toString(), "--colour", "white", "--out",
                tmp.resolve("cases2").toString(), "--gnugo", judge());
        assertEquals(0, w.code(), w.err());
        assertEquals("", w.out());
    }

    @Test
    void badArgumentsAndBrokenFilesGiveClearErrors(@TempDir Path tmp) throws Exception {
        ToolRun both = run("--games", tmp.toString(), "--sgf", "x.sgf", "--colour", "b", "--out", tmp.toString());
        assertEquals(2, both.code());
        assertTrue(both.err().contains("either --games or --sgf"), both.err());
        ToolRun noColour = run("--sgf", "x.sgf", "--out", tmp.toString());
        assertEquals(2, noColour.code());
        assertTrue(noColour.err().contains("--colour"), noColour.err());
        ToolRun noResults = run("--games", tmp.toString(), "--out", tmp.resolve("c").toString());
        assertEquals(1, noResults.code());
        assertTrue(noResults.err().contains("no results.tsv"), noResults.err());

        GnuGo.start().close();
        // Records that are skipped with a message naming them, and what else the message says: a
        // broken file (where), a record with an illegal move (a stone on an occupied point),
        // refused before GNU Go sees it, and a 21x21 record, which GNU Go refuses (it stops at
        // 19x19), not a crash.
        String[][] skipped = {
            {"broken.sgf", "(;FF[4]SZ[9];B[ee];W[dd]C[unterminated", "line"},
            {"illegal.sgf", "(;FF[4]GM[1]SZ[9]KM[7];B[ee];W[ee];B[cc];W[dd])", "game skipped"},
            {"big.sgf", "(;FF[4]GM[1]SZ[21]KM[7];B[aa];W[bb];B[cc];W[dd])", "the judge refused"},
        };
        for (String[] k : skipped) {
            Path record = tmp.resolve(k[0]);
            Files.writeString(record, k[1]);
            ToolRun r = run("--sgf", record.toString(), "--colour", "black", "--out",
                    tmp.resolve("cases-" + k[0]).toString(), "--gnugo", judge());
            assertEquals(1, r.code(), k[0]);
            assertTrue(r.err().contains(k[0]) && r.err().contains(k[2]) && r.err().contains("game skipped"),
                    r.err());
        }
        Path big = tmp.resolve("big.sgf");

        // A match folder whose results name a game without its record: skipped with a message.
        Path m = Files.createDirectories(tmp.resolve("m2"));
        Files.writeString(m.resolve("results.tsv"), HEADER + "3\tA\tB\tW\tW+R\t4\t1000\t1000\t1000\t1000\tresign\t-\t-\n");
        ToolRun missing = run("--games", m.toString(), "--out", tmp.resolve("c6").toString(), "--gnugo", judge());
        assertEquals(1, missing.code());
        assertTrue(missing.err().contains("game-0003.sgf: no such file (game skipped)"), missing.err());

        ToolRun none = run("--sgf", big.toString(), "--colour", "black", "--out", tmp.resolve("c4").toString(),
                "--gnugo", tmp.resolve("no-such-gnugo") + " --mode gtp");
        assertEquals(1, none.code());
        assertTrue(none.err().contains("the judge does not answer"), none.err());
    }
}
