package io.kosumi.sgf;

import io.kosumi.testutil.SharedData;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every file of {@code ../shared/data/sgf/edge} (listed in its INDEX.tsv) is either read or
 * rejected with a clear message. The expectations below say which, and why; the test fails
 * when a file's outcome changes, when the folder gains a file not listed here, or when a
 * file listed here disappears. Skipped when the shared folder is absent.
 *
 * <p>Each file is loaded twice, with the rules forced to positional superko (Chinese) and to
 * simple ko, since the folder's point is largely about repetitions that only superko
 * forbids.
 */
class SgfEdgeFilesTest {

    /** What loading a file must give: null message = read, else a part of the error message. */
    private record Expect(String underSuperko, String underSimpleKo, String why) {
        static Expect read(String why) {
            return new Expect(null, null, why);
        }

        static Expect rejected(String message, String why) {
            return new Expect(message, message, why);
        }

        static Expect superko(String message, String why) {
            return new Expect(message, null, why);
        }
    }

    private static final Map<String, Expect> EXPECTED = new LinkedHashMap<>();

    static {
        // ---- read
        EXPECTED.put("gb2312_player_name.sgf", Expect.read(
                "GB2312 bytes without CA decode as GB18030 (PW = 白); HA[9] with nine AB is a handicap"));
        EXPECTED.put("undecodable_bytes_fox.sgf", Expect.read(
                "the bad bytes (a UTF-8 sequence cut short in PW) become U+FFFD; the game is intact"));
        EXPECTED.put("gogui_ff4_ex.sgf", Expect.read("official FF[4] example: variations, markup, compressed lists"));
        EXPECTED.put("gogui_ff4_ex_1.sgf", Expect.read("variant of the FF[4] example"));
        EXPECTED.put("gogui_ff4_ex_2.sgf", Expect.read("variant of the FF[4] example"));
        EXPECTED.put("gogui_human_readable.sgf", Expect.read(
                "B[R16], W[Pass]: GTP vertices are accepted as moves, they cannot be mistaken for SGF points"));
        EXPECTED.put("gogui_size_after_valid_points.sgf", Expect.read(
                "AB/AW before SZ in the same node: properties of a node apply together"));
        EXPECTED.put("gogui_time_settings_unknown_ot.sgf", Expect.read("unknown properties are kept and ignored"));
        EXPECTED.put("gogui_verbose_property_names.sgf", Expect.read(
                "FF[3] long names (PlayerBlack = PB); nodes after a closed variation become one more variation"));
        EXPECTED.put("two_game_trees_9x9.sgf", Expect.read("collection: the first game tree is read"));
        EXPECTED.put("two_game_trees_kgs.sgf", Expect.read("collection: the first game tree is read"));
        EXPECTED.put("illegal_ko_retake_fox.sgf", Expect.read(
                "INDEX calls move 251 an immediate ko retake, but the record gives it to White: W[so] (move 250)"
                        + " takes the ko at T6 and W[sn] (move 251) is White filling that point, legal; colours are"
                        + " played as written (real records have one side moving twice), as GNU Go's loadsgf does"));
        // ---- rejected
        EXPECTED.put("empty_file.sgf", Expect.rejected("line 1, column 1: empty file (0 bytes)", "0 bytes"));
        EXPECTED.put("truncated_no_close_paren.sgf", Expect.rejected(
                "line 24, column 1: expected ')' to close the game tree opened at line 1, column 1, found end of file",
                "the final ')' is missing"));
        EXPECTED.put("illegal_occupied_fox.sgf", Expect.rejected(
                "line 29, column 61: move 242 (W[gd]) at G16 is illegal: occupied", "a move on a stone"));
        EXPECTED.put("gogui_invalidmove.sgf", Expect.rejected(
                "line 2, column 13: move 3 (B[rs]): not a move on a 9x9 board", "B[rs] is off the 9x9 board"));
        EXPECTED.put("gogui_size_after_invalid_points.sgf", Expect.rejected(
                "line 1, column 2: AB[pp]: point off the 9x9 board", "setup points off the 9x9 board"));
        // ---- position repetitions: read under simple ko, rejected under positional superko
        EXPECTED.put("long_life.sgf", Expect.superko("line 10, column 9: move 4 (W[af]) at A4 is illegal: superko",
                "long-life cycle"));
        EXPECTED.put("positional_superko.sgf", Expect.superko(
                "line 4, column 68: move 3 (W[ba]) at B9 is illegal: superko", "minimal positional superko"));
        EXPECTED.put("repetition_1.sgf", Expect.superko(
                "line 138, column 1: move 65 (B[ih]) at J2 is illegal: superko", "repetitions"));
        EXPECTED.put("superko_gnugo_heeroy.sgf", Expect.superko(
                "line 46, column 61: move 443 (B[ar]) at A2 is illegal: superko", "repetitions"));
        EXPECTED.put("superko_gnugo_ko6.sgf", Expect.superko(
                "line 29, column 48: move 248 (W[an]) at A6 is illegal: superko", "repetitions"));
        EXPECTED.put("superko_gnugo_reading41.sgf", Expect.superko(
                "line 19, column 31: move 132 (B[ac]) at A17 is illegal: superko", "long ko fight"));
        EXPECTED.put("superko_gnugo_verybad.sgf", Expect.superko(
                "line 11, column 55: move 122 (B[qa]) at R19 is illegal: superko", "repetitions"));
        EXPECTED.put("superko_real_jinmao.sgf", Expect.superko(
                "line 31, column 1: move 254 (W[bb]) at B18 is illegal: superko", "real game repetition"));
        EXPECTED.put("superko_real_uec_1.sgf", Expect.superko(
                "line 47, column 61: move 374 (W[ms]) at N1 is illegal: superko", "real game repetition"));
        EXPECTED.put("superko_real_uec_2.sgf", Expect.superko(
                "line 40, column 141: move 308 (W[oa]) at P19 is illegal: superko", "real game repetition"));
        EXPECTED.put("superko_real_uec_3.sgf", Expect.superko(
                "line 41, column 127: move 317 (B[ac]) at A17 is illegal: superko", "real game repetitions"));
        EXPECTED.put("superko_real_wago.sgf", Expect.superko(
                "line 35, column 61: move 319 (B[ab]) at A18 is illegal: superko", "real game repetition"));
        EXPECTED.put("triple_ko.sgf", Expect.superko(
                "line 4, column 36: move 6 (W[ec]) at E7 is illegal: superko", "triple ko cycle"));
        EXPECTED.put("triple_ko_700moves.sgf", Expect.superko(
                "line 11, column 1: move 51 (B[ib]) at J8 is illegal: superko", "700 moves of triple ko"));
    }

    private static Path edgeDir() {
        return SharedData.require("data/sgf/edge");
    }

    @Test
    void everyListedFileIsReadOrRejectedAsExpected() throws IOException {
        Path dir = edgeDir();
        List<String> indexed = new ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve("INDEX.tsv"), StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("file\t")) {
                indexed.add(line.substring(0, line.indexOf('\t')));
            }
        }
        TreeSet<String> present = new TreeSet<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.sgf")) {
            for (Path f : files) {
                present.add(f.getFileName().toString());
            }
        }
        assertEquals(new TreeSet<>(indexed), present, "INDEX.tsv and the folder list the same files");
        assertEquals(new TreeSet<>(EXPECTED.keySet()), present, "every edge file has an expectation here");

        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, Expect> e : EXPECTED.entrySet()) {
            Path file = dir.resolve(e.getKey());
            check(file, Rules.CHINESE, e.getValue().underSuperko(), e.getValue().why(), problems);
            check(file, Rules.SIMPLE_KO, e.getValue().underSimpleKo(), e.getValue().why(), problems);
        }
        if (!problems.isEmpty()) {
            fail(problems.size() + " edge file(s) changed outcome:\n" + String.join("\n", problems));
        }
    }

    private static void check(Path file, Rules rules, String expectedError, String why, List<String> problems)
            throws IOException {
        String name = file.getFileName() + " under " + rules.name() + " (" + why + ")";
        try {
            Game g = SgfGames.load(file, 0, rules, true);
            if (expectedError != null) {
                problems.add(name + ": read (" + g.moveCount() + " moves) but expected rejection: " + expectedError);
            }
        } catch (SgfException ex) {
            if (expectedError == null) {
                problems.add(name + ": rejected but expected to be read: " + ex.getMessage());
            } else if (!ex.getMessage().contains(expectedError)) {
                problems.add(name + ": message\n    " + ex.getMessage() + "\n  does not contain\n    " + expectedError);
            } else if (!ex.getMessage().startsWith(file + ": line ")) {
                problems.add(name + ": message does not name the file and position: " + ex.getMessage());
            }
        }
    }

    // ---- what the read files hold

    @Test
    void encodings() throws Exception {
        Path dir = edgeDir();
        SgfGameInfo gb = SgfGameInfo.of(SgfReader.read(dir.resolve("gb2312_player_name.sgf")));
        assertEquals("白", gb.playerWhite(), "bytes B0 D7");
        assertEquals(9, gb.handicap());
        Game g = SgfGames.load(dir.resolve("gb2312_player_name.sgf"), 0, Rules.CHINESE);
        assertEquals(9, g.handicap());
        assertEquals(400, g.moveCount());

        SgfGameInfo fox = SgfGameInfo.of(SgfReader.read(dir.resolve("undecodable_bytes_fox.sgf")));
        assertEquals("舞\uFFFD", fox.playerWhite(), "E8 88 9E then a cut E8 80");
        assertEquals("金毛测试", fox.playerBlack());
        assertEquals(217, SgfGames.load(dir.resolve("undecodable_bytes_fox.sgf"), 0, Rules.CHINESE).moveCount());
    }

    @Test
    void oddButReadableFiles() throws Exception {
        Path dir = edgeDir();
        Game g = SgfGames.load(dir.resolve("gogui_human_readable.sgf"), 0, Rules.CHINESE);
        assertEquals(6, g.moveCount());
        assertEquals(Coord.parseGtp("R16", 19), g.moveAt(0));
        assertEquals(Coord.parseGtp("R6", 19), g.moveAt(4));
        assertEquals(Board.PASS, g.moveAt(5));

        SgfNode verbose = SgfReader.read(dir.resolve("gogui_verbose_property_names.sgf"));
        SgfGameInfo info = SgfGameInfo.of(verbose);
        assertEquals("Robin Upton", info.playerBlack());
        assertEquals("J. Chin", info.playerWhite());
        assertEquals(6.0, info.komi());
        assertEquals(184, SgfGames.toGame(verbose, 0, Rules.CHINESE).moveCount());

        g = SgfGames.load(dir.resolve("gogui_ff4_ex.sgf"), 0, Rules.CHINESE);
        assertEquals(13, g.moveCount(), "main line of the FF[4] example");

        g = SgfGames.load(dir.resolve("gogui_size_after_valid_points.sgf"), 0, Rules.CHINESE);
        assertEquals(19, g.size());
        assertTrue(g.board().stoneCount(Board.BLACK) + g.board().stoneCount(Board.WHITE) > 0);

        byte[] two = Files.readAllBytes(dir.resolve("two_game_trees_kgs.sgf"));
        assertEquals(2, SgfReader.readAll(two).size());
        assertEquals(228, SgfGames.toGame(SgfReader.read(two), 0, Rules.CHINESE).moveCount());
        assertNotNull(SgfReader.read(two, 1));
    }

    @Test
    void foxRecordWhereWhiteMovesTwiceAtTheKo() throws Exception {
        Path file = edgeDir().resolve("illegal_ko_retake_fox.sgf");
        Game before = SgfGames.load(file, 251, Rules.CHINESE);
        int t6 = Coord.parseGtp("T6", 19);
        int t5 = Coord.parseGtp("T5", 19);
        assertEquals(Board.WHITE, before.colorAt(249), "move 250 is White's");
        assertEquals(t5, before.moveAt(249));
        assertEquals(1, before.board().lastCaptureCount(), "move 250 took the ko stone at T6");
        assertEquals(Board.WHITE, before.toMove(), "move 251 is White's again");
        assertEquals(Board.KO, before.legality(Board.BLACK, t6), "Black's retake would be illegal");
        assertEquals(Board.LEGAL, before.legality(Board.WHITE, t6), "White filling the ko is legal");
        Game all = SgfGames.load(file, 0, Rules.CHINESE);
        assertEquals(253, all.moveCount());
        assertEquals(Board.WHITE, all.board().color(t6));
        assertEquals(Board.WHITE, all.board().color(t5));
        assertFalse(all.rules().allowSuicide());
        assertThrows(SgfException.class, () -> SgfGames.load(edgeDir().resolve("superko_real_jinmao.sgf"), 0,
                Rules.CHINESE), "RU[Japanese] is replayed with positional superko");
    }
}
