package io.kosumi.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SGF trees to games: properties, moves, setup, errors. */
class SgfGamesTest {

    static Game game(String sgf) throws SgfException {
        return game(sgf, 0);
    }

    static Game game(String sgf, int untilMove) throws SgfException {
        return SgfGames.toGame(SgfReader.read(sgf.getBytes(StandardCharsets.UTF_8)), untilMove, Rules.CHINESE);
    }

    static SgfException fails(String sgf) {
        return assertThrows(SgfException.class, () -> game(sgf));
    }

    static int pt(Game g, String vertex) {
        int p = Coord.parseGtp(vertex, g.size());
        assertTrue(p != Board.NO_POINT, vertex);
        return p;
    }

    static int color(Game g, String vertex) {
        return g.board().color(pt(g, vertex));
    }

    // ------------------------------------------------------------------ size, komi, GM

    @Test
    void boardSize() throws SgfException {
        assertEquals(19, game("(;GM[1])").size(), "missing SZ is 19");
        assertEquals(9, game("(;SZ[9])").size());
        assertEquals(13, game("(;SZ[ 13 ])").size());
        assertEquals(7, game("(;SZ[7:7])").size());
        assertEquals(2, game("(;SZ[2])").size());
        assertEquals(25, game("(;SZ[25])").size());
        assertEquals("line 1, column 2: SZ[1]: board size must be 2 to 25", fails("(;SZ[1])").getMessage());
        assertEquals("line 1, column 2: SZ[26]: board size must be 2 to 25", fails("(;SZ[26])").getMessage());
        assertEquals("line 1, column 2: SZ[nine]: board size is not a whole number", fails("(;SZ[nine])").getMessage());
        assertEquals("line 1, column 2: SZ[19:13]: rectangular boards are not supported",
                fails("(;SZ[19:13])").getMessage());
        assertEquals("line 1, column 2: GM[2]: not a game of Go (GM[1])", fails("(;GM[2]SZ[9])").getMessage());
    }

    @Test
    void komi() throws SgfException {
        assertEquals(7.5, game("(;KM[7.5])").komi());
        assertEquals(7.5, game("(;KM[7.50])").komi());
        assertEquals(-9.5, game("(;KM[-9.50])").komi());
        assertEquals(6.5, game("(;KM[6,5])").komi());
        assertEquals(0.0, game("(;KM[])").komi());
        assertEquals(0.0, game("(;SZ[9])").komi());
        assertEquals(5.0, game("(;KM[5])").komi());
        // Fox's hundredfold values
        assertEquals(7.5, game("(;KM[750])").komi());
        assertEquals(3.75, game("(;KM[375])").komi());
        assertEquals(6.5, game("(;KM[650])").komi());
        assertEquals(-9.5, game("(;KM[-950])").komi());
        assertEquals(1.0, game("(;KM[100])").komi());
        // not Fox: below 100 or written with a decimal point
        assertEquals(99.0, game("(;KM[99])").komi());
        assertEquals(150.5, game("(;KM[150.5])").komi());
        assertEquals(120.0, game("(;KM[120.0])").komi());
        assertEquals("line 1, column 2: KM[seven]: komi is not a number", fails("(;KM[seven])").getMessage());
        assertEquals("line 1, column 2: KM[NaN]: komi is not a number", fails("(;KM[NaN])").getMessage());
        assertEquals("line 1, column 2: KM[Infinity]: komi is not a number", fails("(;KM[Infinity])").getMessage());
        assertEquals("line 1, column 2: KM[5000.5]: komi out of range", fails("(;KM[5000.5])").getMessage());
    }

    // ------------------------------------------------------------------ moves

    @Test
    void sgfPointsCountRowsFromTheTop() throws SgfException {
        Game g = game("(;SZ[9];B[aa];W[ii];B[ai];W[ia];B[ee])");
        assertEquals(Board.BLACK, color(g, "A9"));
        assertEquals(Board.WHITE, color(g, "J1"));
        assertEquals(Board.BLACK, color(g, "A1"));
        assertEquals(Board.WHITE, color(g, "J9"));
        assertEquals(Board.BLACK, color(g, "E5"));
        assertEquals(5, g.moveCount());
        assertEquals(Board.WHITE, g.toMove());
        assertEquals(pt(g, "A9"), g.moveAt(0));
        assertEquals(Board.BLACK, g.colorAt(0));
    }

    @Test
    void largeBoardsUseLettersPastS() throws SgfException {
        Game g = game("(;SZ[25];B[yy];W[tt];B[ay])");
        assertEquals(Board.BLACK, color(g, "Z1"));
        assertEquals(Board.WHITE, color(g, "U6"), "tt is a point on boards larger than 19x19");
        assertEquals(Board.BLACK, color(g, "A1"));
    }

    @Test
    void passes() throws SgfException {
        Game g = game("(;SZ[19];B[];W[tt];B[ dd ];W[])");
        assertEquals(4, g.moveCount());
        assertEquals(Board.PASS, g.moveAt(0));
        assertEquals(Board.PASS, g.moveAt(1));
        assertEquals(pt(g, "D16"), g.moveAt(2));
        assertEquals(Board.PASS, g.moveAt(3));
        g = game("(;SZ[9];B[tt])");
        assertEquals(Board.PASS, g.moveAt(0), "tt is a pass on boards up to 19x19");
    }

    @Test
    void gtpStyleMovesAreAccepted() throws SgfException {
        Game g = game("(;SZ[19];B[R16];W[d4];B[Pass];W[PASS];B[q4])");
        assertEquals(pt(g, "R16"), g.moveAt(0));
        assertEquals(pt(g, "D4"), g.moveAt(1));
        assertEquals(Board.PASS, g.moveAt(2));
        assertEquals(Board.PASS, g.moveAt(3));
        assertEquals(pt(g, "Q4"), g.moveAt(4));
    }

    @Test
    void badMoveValues() {
        assertEquals("line 1, column 14: move 2 (W[zz]): not a move on a 9x9 board (expected two letters a-i,"
                + " '' or 'tt' for a pass)", fails("(;SZ[9];B[aa];W[zz])").getMessage());
        assertEquals("line 1, column 9: move 1 (B[a]): not a move on a 19x19 board (expected two letters a-s,"
                + " '' or 'tt' for a pass)", fails("(;SZ[19];B[a])").getMessage());
        assertEquals("line 1, column 8: move 1 (B[ja]): not a move on a 9x9 board (expected two letters a-i,"
                + " '' or 'tt' for a pass)", fails("(;SZ[9];B[ja])").getMessage());
        assertEquals("line 1, column 8: move 1 (B[K10]): not a move on a 9x9 board (expected two letters a-i,"
                + " '' or 'tt' for a pass)", fails("(;SZ[9];B[K10])").getMessage());
        assertEquals("line 1, column 8: move 1 (B[ab cd]): not a move on a 9x9 board (expected two letters a-i,"
                + " '' or 'tt' for a pass)", fails("(;SZ[9];B[ab cd])").getMessage());
        assertEquals("line 1, column 9: move 1 (B[vv]): not a move on a 21x21 board (expected two letters a-u,"
                + " '' for a pass)", fails("(;SZ[21];B[vv])").getMessage());
        assertEquals("line 1, column 8: move 1 (B[aa]): a move has more than one value",
                fails("(;SZ[9];B[aa][bb])").getMessage());
        assertEquals("line 1, column 8: a node holds both B and W moves", fails("(;SZ[9];B[aa]W[bb])").getMessage());
    }

    @Test
    void illegalMovesNameMoveNumberPointAndPlace() {
        SgfException e = fails("(;SZ[9]\n;B[ee]\n;W[cc]\n;B[ee])");
        assertEquals("line 4, column 1: move 3 (B[ee]) at E5 is illegal: occupied (rules chinese)", e.getMessage());
        assertEquals(4, e.line());
        // single-stone suicide at A9 inside White's stones
        e = fails("(;SZ[9]AW[ba][ab];B[aa])");
        assertEquals("line 1, column 18: move 1 (B[aa]) at A9 is illegal: suicide (rules chinese)", e.getMessage());
        // immediate ko retake (the position of sgf/rules/ko.sgf)
        e = fails("(;SZ[5]AB[ac][bb][bd]AW[bc][cb][dc][cd]PL[B];B[cc];W[bc])");
        assertEquals("line 1, column 51: move 2 (W[bc]) at B3 is illegal: ko (rules chinese)", e.getMessage());
    }

    @Test
    void sameColourMayMoveTwiceInARow() throws SgfException {
        Game g = game("(;SZ[9];B[aa];B[bb];W[cc];W[dd])");
        assertEquals(4, g.moveCount());
        assertEquals(Board.BLACK, g.colorAt(1));
        assertEquals(Board.WHITE, g.colorAt(3));
        assertEquals(Board.BLACK, g.toMove());
    }

    // ------------------------------------------------------------------ loadsgf N

    @Test
    void untilMoveStopsBeforeMoveNLikeGtpLoadsgf() throws SgfException {
        // The same answers as GNU Go's "loadsgf FILE N" on this record.
        String sgf = "(;SZ[9];B[ee];B[cc];W[gg];W[dd])";
        Game g = game(sgf, 1);
        assertEquals(0, g.moveCount());
        assertEquals(Board.BLACK, g.toMove());
        g = game(sgf, 2);
        assertEquals(1, g.moveCount());
        assertEquals(Board.BLACK, g.toMove(), "move 2 is Black's");
        g = game(sgf, 3);
        assertEquals(2, g.moveCount());
        assertEquals(Board.WHITE, g.toMove());
        assertEquals(Board.EMPTY, color(g, "G3"));
        g = game(sgf, 4);
        assertEquals(3, g.moveCount());
        assertEquals(Board.WHITE, g.toMove());
        for (int n : new int[] {0, -1, 5, 100}) {
            g = game(sgf, n);
            assertEquals(4, g.moveCount(), "until " + n);
            assertEquals(Board.BLACK, g.toMove(), "until " + n);
        }
    }

    @Test
    void untilMoveStopsBeforeAnIllegalMove() throws SgfException {
        Game g = game("(;SZ[9];B[ee];W[ee])", 2);
        assertEquals(1, g.moveCount());
        assertEquals(Board.WHITE, g.toMove());
    }

    @Test
    void untilMoveCountsMovesNotNodes() throws SgfException {
        Game g = game("(;SZ[9];C[no move];B[ee];AB[aa];;W[cc];B[dd])", 3);
        assertEquals(2, g.moveCount() + g.frozenMoves().size());
        assertEquals(Board.BLACK, color(g, "A9"));
        assertEquals(Board.WHITE, color(g, "C7"));
        assertEquals(Board.EMPTY, color(g, "D6"));
    }

    // ------------------------------------------------------------------ setup, handicap, PL

    @Test
    void rootSetupAndCompressedLists() throws SgfException {
        Game g = game("(;SZ[9]AB[aa:cb][ee]AW[gg][hh]\n[ii];W[dd])");
        for (String v : new String[] {"A9", "B9", "C9", "A8", "B8", "C8", "E5"}) {
            assertEquals(Board.BLACK, color(g, v), v);
        }
        for (String v : new String[] {"G3", "H2", "J1", "D6"}) {
            assertEquals(Board.WHITE, color(g, v), v);
        }
        assertEquals(7, g.startBoard().stoneCount(Board.BLACK));
        assertEquals(3, g.startBoard().stoneCount(Board.WHITE));
        assertEquals(0, g.handicap());
        assertEquals(1, g.moveCount());
    }

    @Test
    void reversedRectangleIsTheSameRectangle() throws SgfException {
        Game g = game("(;SZ[9]AB[cb:aa])");
        assertEquals(6, g.board().stoneCount(Board.BLACK));
    }

    @Test
    void setupInLaterNodesApplies() throws SgfException {
        Game g = game("(;SZ[9];B[ee];W[cc];AE[ee]AB[aa]AW[bb];B[dd]PL[W])");
        assertEquals(Board.EMPTY, color(g, "E5"));
        assertEquals(Board.BLACK, color(g, "A9"));
        assertEquals(Board.WHITE, color(g, "B8"));
        assertEquals(Board.WHITE, color(g, "C7"));
        assertEquals(Board.BLACK, color(g, "D6"));
        assertEquals(2, g.frozenMoves().size(), "plays before the setup are kept for the record");
        assertEquals(1, g.moveCount());
    }

    @Test
    void setupErrors() {
        assertEquals("line 1, column 2: AB[jj]: point off the 9x9 board", fails("(;SZ[9]AB[jj])").getMessage());
        assertEquals("line 1, column 2: AW[a]: not a point or a rectangle of points",
                fails("(;SZ[9]AW[a])").getMessage());
        assertEquals("line 1, column 2: AB[aa:zz]: point off the 9x9 board", fails("(;SZ[9]AB[aa:zz])").getMessage());
        // A black stone in the corner with both neighbours White has no liberty.
        assertEquals("line 1, column 2: AB stone at A9 has no liberties (or is placed twice) in the setup",
                fails("(;SZ[9]AW[ba][ab]AB[aa])").getMessage());
        assertEquals("line 1, column 2: PL[X]: expected B or W", fails("(;SZ[9]PL[X])").getMessage());
    }

    @Test
    void playerToMove() throws SgfException {
        Game g = game("(;SZ[9]AB[ee]PL[W])");
        assertEquals(Board.WHITE, g.toMove());
        g = game("(;SZ[9]AB[ee]PL[white])");
        assertEquals(Board.WHITE, g.toMove());
        g = game("(;SZ[9]HA[2]AB[cg][gc]PL[B])");
        assertEquals(Board.BLACK, g.toMove());
    }

    @Test
    void handicap() throws SgfException {
        Game g = game("(;SZ[9]HA[2]AB[cg][gc];W[ee])", 1);
        assertEquals(2, g.handicap());
        assertEquals(Board.WHITE, g.toMove());
        assertEquals(Board.WHITE, g.startToMove());
        assertEquals(Board.BLACK, color(g, "C3"));
        assertEquals(Board.BLACK, color(g, "G7"));
        // HA that does not match the stones: setup plus the count
        g = game("(;SZ[9]HA[3]AB[cg][gc])");
        assertEquals(3, g.handicap());
        assertEquals(Board.BLACK, g.toMove());
        // a handicap written without HA is setup
        g = game("(;SZ[9]AB[cg][gc];W[ee])");
        assertEquals(0, g.handicap());
        assertEquals(2, g.board().stoneCount(Board.BLACK));
        // HA that is not a count is ignored (seen in real files: HA[7.5])
        g = game("(;SZ[19]HA[7.5];B[dd])");
        assertEquals(0, g.handicap());
    }

    // ------------------------------------------------------------------ rules

    @Test
    void rulesFromRu() throws SgfException {
        assertSame(Rules.CHINESE, game("(;RU[Chinese])").rules());
        assertSame(Rules.CHINESE, game("(;RU[chinese])").rules());
        assertSame(Rules.JAPANESE, game("(;RU[Japanese])").rules());
        assertSame(Rules.JAPANESE, game("(;RU[Korean])").rules());
        assertSame(Rules.TROMP_TAYLOR, game("(;RU[Tromp/Taylor])").rules());
        assertSame(Rules.TROMP_TAYLOR, game("(;RU[TT--])").rules());
        assertSame(Rules.TROMP_TAYLOR, game("(;RU[Tromp-Taylor])").rules());
        assertEquals("aga", game("(;RU[AGA])").rules().name());
        assertTrue(game("(;RU[NZ])").rules().allowSuicide());
        assertTrue(game("(;RU[Ing])").rules().allowSuicide());
        assertSame(Rules.CHINESE, game("(;RU[some house rules])").rules(), "unknown RU: the caller's default");
        assertSame(Rules.CHINESE, game("(;SZ[9])").rules(), "missing RU: the caller's default");
        SgfNode root = SgfReader.read("(;RU[Japanese])".getBytes(StandardCharsets.UTF_8));
        assertSame(Rules.SIMPLE_KO, SgfGames.toGame(root, 0, Rules.SIMPLE_KO, true).rules());
        assertSame(Rules.TROMP_TAYLOR, SgfGames.rulesFor(null, Rules.TROMP_TAYLOR));
    }

    @Test
    void ruDecidesWhetherSuicideIsLegal() throws SgfException {
        // Black B9 fills the last liberty of Black A9: a two-stone suicide.
        String tail = "SZ[9]AB[aa]AW[ca][ab][bb];B[ba])";
        SgfException e = fails("(;RU[Chinese]" + tail);
        assertTrue(e.getMessage().contains("move 1 (B[ba]) at B9 is illegal: suicide"), e.getMessage());
        Game g = game("(;RU[Tromp-Taylor]" + tail);
        assertEquals(Board.EMPTY, color(g, "A9"));
        assertEquals(Board.EMPTY, color(g, "B9"));
    }

    // ------------------------------------------------------------------ info

    @Test
    void gameInfo() throws SgfException {
        SgfNode root = SgfReader.read(("(;GM[1]FF[4]SZ[13]KM[750]HA[0]RU[Japanese]PB[Alice]PW[Bob]BR[3d]WR[5k]"
                + "RE[W+R]DT[2024-01-02]GN[final];B[aa];W[];B[cc]C[x](;W[dd])(;W[ee];B[ff]))")
                .getBytes(StandardCharsets.UTF_8));
        SgfGameInfo info = SgfGameInfo.of(root);
        assertEquals("Alice", info.playerBlack());
        assertEquals("Bob", info.playerWhite());
        assertEquals("3d", info.rankBlack());
        assertEquals("5k", info.rankWhite());
        assertEquals("W+R", info.result());
        assertEquals("2024-01-02", info.date());
        assertEquals("Japanese", info.rules());
        assertEquals("final", info.gameName());
        assertEquals(7.5, info.komi());
        assertEquals(0, info.handicap());
        assertEquals(13, info.size());
        assertEquals(4, info.moveCount(), "main line only");
        SgfGameInfo empty = SgfGameInfo.of(new SgfNode());
        assertNull(empty.playerBlack());
        assertEquals(19, empty.size());
        assertEquals(0, empty.moveCount());
    }

    // ------------------------------------------------------------------ files

    @Test
    void loadFromAFile(@TempDir Path dir) throws IOException, SgfException {
        Path f = dir.resolve("g.sgf");
        Files.write(f, "(;SZ[9]KM[5.5];B[ee];W[cc];B[gg])".getBytes(StandardCharsets.UTF_8));
        Game g = SgfGames.load(f, 0, Rules.CHINESE);
        assertEquals(3, g.moveCount());
        assertEquals(5.5, g.komi());
        g = SgfGames.load(f, 3, Rules.CHINESE);
        assertEquals(2, g.moveCount());
        Files.write(f, "(;SZ[9];B[ee];W[ee])".getBytes(StandardCharsets.UTF_8));
        SgfException e = assertThrows(SgfException.class, () -> SgfGames.load(f, 0, Rules.CHINESE));
        assertEquals(f + ": line 1, column 14: move 2 (W[ee]) at E5 is illegal: occupied (rules chinese)",
                e.getMessage());
        assertEquals(1, e.line());
        assertEquals(14, e.column());
        Files.write(f, "(;SZ[9];B[ee]".getBytes(StandardCharsets.UTF_8));
        e = assertThrows(SgfException.class, () -> SgfGames.load(f, 0, Rules.CHINESE));
        assertTrue(e.getMessage().startsWith(f + ": line 1, column 14: expected ')'"), e.getMessage());
        assertThrows(IOException.class, () -> SgfGames.load(dir.resolve("missing.sgf"), 0, Rules.CHINESE));
    }
}
