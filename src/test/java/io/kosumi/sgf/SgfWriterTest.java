package io.kosumi.sgf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.IllegalMoveException;
import io.kosumi.game.Rules;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Writing games and trees, and reading back what was written. */
class SgfWriterTest {

    private static Game reread(String sgf, Rules defaultRules) throws SgfException {
        return SgfGames.toGame(SgfReader.read(sgf.getBytes(StandardCharsets.UTF_8)), 0, defaultRules);
    }

    private static int pt(Game g, String v) {
        return Coord.parseGtp(v, g.size());
    }

    @Test
    void writesTheHeaderMovesPassesAndComments() throws Exception {
        Game g = new Game(9, Rules.CHINESE, 6.5);
        g.play(Board.BLACK, pt(g, "E5"));
        g.play(Board.WHITE, Board.PASS);
        g.play(Board.BLACK, pt(g, "A1"));
        SgfGameInfo info = new SgfGameInfo().playerBlack("Kosumi").playerWhite("GNU Go [level 10]")
                .result("B+R").date("2026-11-29");
        String sgf = SgfGames.toSgf(g, info, new String[] {"center", null, "a]b\\c"});
        assertTrue(sgf.startsWith("(;FF[4]GM[1]CA[UTF-8]AP[Kosumi:"), sgf);
        assertTrue(sgf.contains("]SZ[9]KM[6.5]RU[Chinese]PB[Kosumi]PW[GNU Go [level 10\\]]RE[B+R]DT[2026-11-29]\n"),
                sgf);
        assertTrue(sgf.contains(";B[ee]C[center]\n;W[];B[ai]C[a\\]b\\\\c]\n)"), sgf);
        assertFalse(sgf.contains("HA["), "no handicap");
        assertFalse(sgf.contains("PL["), "Black starts, as a reader assumes");
        SgfNode root = SgfReader.read(sgf.getBytes(StandardCharsets.UTF_8));
        assertEquals("GNU Go [level 10]", root.get("PW"));
        assertEquals("a]b\\c", root.mainLine().get(3).get("C"));
        assertNull(root.mainLine().get(2).get("C"));
        assertEquals(sgf, SgfWriter.toSgf(g, info, new String[] {"center", null, "a]b\\c"}));
    }

    @Test
    void nullInfoAndComments() throws Exception {
        Game g = new Game(5, Rules.TROMP_TAYLOR, 0);
        g.play(Board.BLACK, pt(g, "C3"));
        String sgf = SgfGames.toSgf(g, null, null);
        assertTrue(sgf.contains("RU[Tromp-Taylor]"), sgf);
        assertTrue(sgf.contains("KM[0]"), sgf);
        assertEquals(Rules.TROMP_TAYLOR, reread(sgf, Rules.CHINESE).rules());
    }

    @Test
    void tooManyCommentsIsAnError() throws Exception {
        Game g = new Game(5, Rules.CHINESE, 0);
        g.play(Board.BLACK, pt(g, "C3"));
        assertThrows(IllegalArgumentException.class, () -> SgfGames.toSgf(g, null, new String[] {"a", "b"}));
    }

    @Test
    void handicapIsWrittenAsHaAndAb() throws Exception {
        Game g = new Game(19, Rules.CHINESE, 0.5);
        g.placeHandicap(g.fixedHandicapPoints(4));
        g.play(Board.WHITE, pt(g, "Q17"));
        String sgf = SgfGames.toSgf(g, null, null);
        assertTrue(sgf.contains("HA[4]AB[dd][pd][dp][pp]"), sgf);
        assertFalse(sgf.contains("PL["), sgf);
        Game back = reread(sgf, Rules.CHINESE);
        assertEquals(4, back.handicap());
        assertEquals(Board.WHITE, back.startToMove());
        assertTrue(back.startBoard().sameStones(g.startBoard()));
        assertTrue(back.board().sameStones(g.board()));
    }

    @Test
    void komiFormats() {
        assertEquals("7.5", SgfGames.formatKomi(7.5));
        assertEquals("0", SgfGames.formatKomi(0));
        assertEquals("-3", SgfGames.formatKomi(-3));
        assertEquals("3.75", SgfGames.formatKomi(3.75));
        assertEquals("150.0", SgfGames.formatKomi(150), "so that it is not read as Fox's komi x100");
        assertEquals(150.0, SgfGameInfo.parseKomi(SgfGames.formatKomi(150)));
        assertEquals(-120.0, SgfGameInfo.parseKomi(SgfGames.formatKomi(-120)));
    }

    @Test
    void sideToMoveChangedAfterTheLastMoveIsKept() throws Exception {
        Game g = new Game(9, Rules.CHINESE, 7.5);
        g.play(Board.BLACK, pt(g, "E5"));
        g.setToMove(Board.BLACK);
        String sgf = SgfGames.toSgf(g, null, null);
        assertTrue(sgf.contains(";B[ee];PL[B]"), sgf);
        Game back = reread(sgf, Rules.CHINESE);
        assertEquals(Board.BLACK, back.toMove());
        assertEquals(1, back.moveCount());
    }

    @Test
    void treesWithVariationsRoundTrip() throws SgfException {
        String text = "(;GM[1]SZ[9]C[root \\] \\\\](;B[aa];W[bb](;B[cc])(;B[dd]C[x]))(;B[ee]))";
        SgfNode root = SgfReader.read(text.getBytes(StandardCharsets.UTF_8));
        String written = SgfWriter.write(root);
        SgfNode again = SgfReader.read(written.getBytes(StandardCharsets.UTF_8));
        assertEquals(SgfWriter.write(again), written);
        assertEquals("root ] \\", again.get("C"));
        assertEquals(2, again.children().size());
        assertEquals("x", again.firstChild().firstChild().children().get(1).get("C"));
        assertEquals("ee", again.children().get(1).get("B"));
        assertEquals(";B[dd]C[x]", again.firstChild().firstChild().children().get(1).toString());
    }

    @Test
    void writtenTextSurvivesAsUtf8() throws Exception {
        Game g = new Game(9, Rules.CHINESE, 7.5);
        String sgf = SgfGames.toSgf(g, new SgfGameInfo().playerBlack("柯洁").playerWhite("Jan Hrabánek"), null);
        SgfNode root = SgfReader.read(sgf.getBytes(StandardCharsets.UTF_8));
        assertEquals("柯洁", root.get("PB"));
        assertEquals("Jan Hrabánek", root.get("PW"));
    }

    /**
     * Random games on every kind of board, with handicap, setup, passes, suicides (under
     * Tromp-Taylor), same-colour moves and comments: reading what was written gives the same
     * game.
     */
    @Test
    void randomGamesRoundTrip() throws Exception {
        Random rnd = new Random(20261129);
        int[] sizes = {2, 3, 5, 7, 9, 9, 13, 19, 19, 21, 25};
        double[] komis = {0, 0.5, 6.5, 7.5, -3, 3.75, 150, -120.5};
        Rules[] rules = {Rules.CHINESE, Rules.TROMP_TAYLOR, Rules.SIMPLE_KO, Rules.JAPANESE, Rules.parse("aga")};
        int games = 300;
        int totalMoves = 0;
        for (int n = 0; n < games; n++) {
            int size = sizes[rnd.nextInt(sizes.length)];
            Game g = new Game(size, rules[rnd.nextInt(rules.length)], komis[rnd.nextInt(komis.length)]);
            int kind = rnd.nextInt(4);
            if (kind == 1 && Game.maxFixedHandicap(size) >= 2) {
                g.placeHandicap(g.fixedHandicapPoints(2 + rnd.nextInt(Game.maxFixedHandicap(size) - 1)));
            } else if (kind == 2) {
                setupRandomStones(g, rnd);
                if (rnd.nextBoolean()) {
                    g.setToMove(Board.WHITE);
                }
            }
            int length = rnd.nextInt(size * size * 2 + 2);
            List<String> comments = new ArrayList<>();
            for (int i = 0; i < length; i++) {
                int color = rnd.nextInt(20) == 0 ? Board.opponent(g.toMove()) : g.toMove();
                g.play(color, randomMove(g, color, rnd));
                comments.add(rnd.nextInt(10) == 0 ? "move " + i + " ]\\[ " : null);
                if (kind == 3 && i == length / 2) {
                    setupRandomStones(g, rnd); // setup after plays: they become frozen
                    comments.clear();
                }
            }
            if (rnd.nextInt(10) == 0) {
                g.setToMove(rnd.nextBoolean() ? Board.BLACK : Board.WHITE);
            }
            totalMoves += g.moveCount();
            String[] commentArray = comments.toArray(new String[0]);
            SgfGameInfo info = new SgfGameInfo().playerBlack("b" + n).playerWhite("w" + n).result("?");
            String sgf = SgfGames.toSgf(g, info, commentArray);
            String context = "game " + n + ":\n" + sgf;
            SgfNode root = SgfReader.read(sgf.getBytes(StandardCharsets.UTF_8));
            Game back = SgfGames.toGame(root, 0, Rules.CHINESE);
            assertEquals(g.size(), back.size(), context);
            assertEquals(g.komi(), back.komi(), context);
            assertEquals(g.rules().name(), back.rules().name(), context);
            assertEquals(g.rules().allowSuicide(), back.rules().allowSuicide(), context);
            assertEquals(g.rules().positionalSuperko(), back.rules().positionalSuperko(), context);
            assertEquals(g.handicap(), back.handicap(), context);
            assertTrue(g.startBoard().sameStones(back.startBoard()), context);
            assertEquals(g.startToMove(), back.startToMove(), context);
            assertEquals(g.moveCount(), back.moveCount(), context);
            for (int i = 0; i < g.moveCount(); i++) {
                assertEquals(g.moveAt(i), back.moveAt(i), context);
                assertEquals(g.colorAt(i), back.colorAt(i), context);
            }
            assertTrue(g.board().sameStones(back.board()), context);
            assertEquals(g.toMove(), back.toMove(), context);
            String[] backComments = new String[g.moveCount()];
            List<SgfNode> line = root.mainLine();
            for (int i = 0; i < g.moveCount(); i++) {
                backComments[i] = line.get(i + 1).get("C");
            }
            assertArrayEquals(commentArray, java.util.Arrays.copyOf(backComments, commentArray.length), context);
            SgfGameInfo backInfo = SgfGameInfo.of(root);
            assertEquals("b" + n, backInfo.playerBlack());
            assertEquals("w" + n, backInfo.playerWhite());
            assertEquals(g.moveCount(), backInfo.moveCount());
            // writing the read game again gives the same text
            assertEquals(sgf, SgfGames.toSgf(back, backInfo, commentArray), context);
        }
        assertTrue(totalMoves > 20000, "the random games were long enough: " + totalMoves);
    }

    /** A legal move for {@code color}: a random empty point that is legal, else a pass. */
    private static int randomMove(Game g, int color, Random rnd) {
        Board b = g.board();
        if (rnd.nextInt(25) == 0 || b.emptyCount() == 0) {
            return Board.PASS;
        }
        for (int tries = 0; tries < 20; tries++) {
            int p = b.emptyAt(rnd.nextInt(b.emptyCount()));
            if (g.isLegal(color, p)) {
                return p;
            }
        }
        return Board.PASS;
    }

    private static void setupRandomStones(Game g, Random rnd) throws IllegalMoveException {
        int size = g.size();
        int count = 1 + rnd.nextInt(Math.max(1, size * size / 6));
        List<Integer> black = new ArrayList<>();
        List<Integer> white = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int p = g.board().point(rnd.nextInt(size), rnd.nextInt(size));
            if (!black.contains(p) && !white.contains(p)) {
                (rnd.nextBoolean() ? black : white).add(p);
            }
        }
        g.setupStones(Board.BLACK, black.stream().mapToInt(Integer::intValue).toArray());
        g.setupStones(Board.WHITE, white.stream().mapToInt(Integer::intValue).toArray());
    }
}
