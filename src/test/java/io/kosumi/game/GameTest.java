package io.kosumi.game;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import org.junit.jupiter.api.Test;

import static io.kosumi.board.Board.BLACK;
import static io.kosumi.board.Board.WHITE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GameTest {
    /** A game whose start position is the diagram (top row first). */
    static Game fromDiagram(Rules rules, double komi, String... rows) {
        Board d = Board.fromDiagram(rows);
        Game g = new Game(d.size(), rules, komi);
        int[] black = new int[d.size() * d.size()];
        int[] white = new int[black.length];
        int nb = 0, nw = 0;
        for (int pt = 0; pt < d.arrayLength(); pt++) {
            if (d.color(pt) == BLACK) black[nb++] = pt;
            if (d.color(pt) == WHITE) white[nw++] = pt;
        }
        g.setupStones(BLACK, java.util.Arrays.copyOf(black, nb));
        g.setupStones(WHITE, java.util.Arrays.copyOf(white, nw));
        g.board().checkConsistency();
        return g;
    }

    private static int at(Game g, String v) {
        return Coord.parseGtp(v, g.size());
    }

    private static final String[] KO = {
        ". X O . .",
        "X O . O .",
        ". X O . .",
        ". . . . .",
        ". . . . .",
    };

    @Test
    void koRetakeAfterTwoPassesIsSuperkoButLegalUnderSimpleKo() throws Exception {
        for (Rules rules : new Rules[] {Rules.CHINESE, Rules.SIMPLE_KO}) {
            Game g = fromDiagram(rules, 0, KO);
            g.play(BLACK, at(g, "C4"));             // takes the ko
            assertEquals(Board.KO, g.legality(WHITE, at(g, "B4")));
            g.play(WHITE, Board.PASS);
            g.play(BLACK, Board.PASS);
            // Simple ko is gone after the passes; the retake would recreate the start position.
            int expected = rules.positionalSuperko() ? Game.SUPERKO : Board.LEGAL;
            assertEquals(expected, g.legality(WHITE, at(g, "B4")), rules.name());
            if (rules.positionalSuperko()) {
                IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> g.play(WHITE, at(g, "B4")));
                assertEquals("superko", e.getMessage());
                assertEquals(3, g.moveCount());
            } else {
                g.play(WHITE, at(g, "B4"));
                assertTrue(g.board().sameStones(g.startBoard()));
            }
        }
    }

    @Test
    void illegalPlaysChangeNothing() {
        Game g = fromDiagram(Rules.CHINESE, 7.5, KO);
        long h = g.board().hash();
        assertThrows(IllegalMoveException.class, () -> g.play(BLACK, at(g, "B5")));   // occupied
        assertThrows(IllegalMoveException.class, () -> g.play(BLACK, Board.NO_POINT)); // off board
        assertEquals(h, g.board().hash());
        assertEquals(0, g.moveCount());
        assertEquals(BLACK, g.toMove());
    }

    @Test
    void undoRestoresPositionKoAndSideToMove() throws Exception {
        Game g = fromDiagram(Rules.CHINESE, 7.5, KO);
        long h0 = g.board().hash();
        g.play(BLACK, at(g, "C4"));
        long h1 = g.board().hash();
        int ko = g.board().koPoint();
        g.play(WHITE, at(g, "E1"));
        assertEquals(Board.NO_POINT, g.board().koPoint());
        assertTrue(g.undo());
        assertEquals(h1, g.board().hash());
        assertEquals(ko, g.board().koPoint());
        assertEquals(WHITE, g.toMove());
        assertEquals(Board.KO, g.legality(WHITE, at(g, "B4")));
        assertTrue(g.undo());
        assertEquals(h0, g.board().hash());
        assertEquals(BLACK, g.toMove());
        assertFalse(g.undo());
        g.board().checkConsistency();
    }

    @Test
    void fixedHandicapFollowsGtp() {
        assertArrayEquals(pts(19, "D4", "Q16"), Game.fixedHandicapPoints(19, 2));
        assertArrayEquals(pts(19, "D4", "Q16", "D16"), Game.fixedHandicapPoints(19, 3));
        assertArrayEquals(pts(19, "D4", "Q16", "D16", "Q4", "K10"), Game.fixedHandicapPoints(19, 5));
        assertArrayEquals(pts(19, "D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16"), Game.fixedHandicapPoints(19, 8));
        assertArrayEquals(pts(9, "C3", "G7", "C7", "G3", "E5", "C5", "G5", "E3", "E7"), Game.fixedHandicapPoints(9, 9));
        assertArrayEquals(pts(13, "D4", "K10", "D10", "K4"), Game.fixedHandicapPoints(13, 4));
        assertEquals(4, Game.maxFixedHandicap(7));
        assertEquals(4, Game.maxFixedHandicap(8));
        assertEquals(0, Game.maxFixedHandicap(6));
        assertThrows(IllegalArgumentException.class, () -> Game.fixedHandicapPoints(7, 5));
        assertThrows(IllegalArgumentException.class, () -> Game.fixedHandicapPoints(19, 1));
        assertThrows(IllegalArgumentException.class, () -> Game.fixedHandicapPoints(19, 10));
        Game g = new Game(19, Rules.CHINESE, 0.5);
        g.placeHandicap(g.fixedHandicapPoints(4));
        assertEquals(4, g.handicap());
        assertEquals(WHITE, g.toMove());
        assertEquals(4, g.board().stoneCount(BLACK));
        assertFalse(g.undo());
        assertThrows(IllegalStateException.class, () -> g.placeHandicap(g.fixedHandicapPoints(2)));
    }

    private static int[] pts(int size, String... v) {
        int[] r = new int[v.length];
        for (int i = 0; i < v.length; i++) r[i] = Coord.parseGtp(v[i], size);
        return r;
    }

    @Test
    void areaScoringWithAndWithoutDeadStones() {
        Game g = fromDiagram(Rules.CHINESE, 7.5,
                ". X O . .",
                ". X O . .",
                ". X O O O",
                "X X O . O",
                ". X O O .");
        // Black: 6 stones + A5 A4 A3 A1 = 10. White: 9 stones + D5 E5 D4 E4 D2 E1 = 15.
        assertEquals(10 - 15 - 7.5, g.areaScore(), 1e-9);
        assertEquals("W+12.5", Scoring.format(g.areaScore()));
        boolean[] dead = new boolean[g.board().arrayLength()];
        for (String v : new String[] {"E3", "D3", "C3", "C4", "C5", "C2", "C1", "D1", "E2"}) dead[at(g, v)] = true;
        // With every white stone dead the whole board is Black's: 25 points.
        assertEquals(25 - 7.5, g.areaScore(dead), 1e-9);
        assertEquals("B+17.5", Scoring.format(g.areaScore(dead)));
        assertEquals("0", Scoring.format(0));
    }

    @Test
    void sekiPointsAreNeutral() {
        Game g = fromDiagram(Rules.CHINESE, 0,
                ". X O . O",
                "X X O O O",
                "O O O . .",
                ". . . . .",
                ". . . . .");
        int[] owner = Scoring.areaOwners(g.board(), null);
        assertEquals(BLACK, owner[at(g, "A5")]);
        assertEquals(WHITE, owner[at(g, "D5")]);
        assertEquals(WHITE, owner[at(g, "A1")]);
    }

    @Test
    void resizeKeepsKomiAndRules() {
        Game g = new Game(9, Rules.TROMP_TAYLOR, 6.5);
        g.resize(13);
        assertEquals(13, g.size());
        assertEquals(6.5, g.komi());
        assertEquals(Rules.TROMP_TAYLOR, g.rules());
        assertEquals(169, g.board().emptyCount());
    }

    @Test
    void rulesParse() {
        assertEquals(Rules.CHINESE, Rules.parse("Chinese"));
        assertEquals(Rules.TROMP_TAYLOR, Rules.parse("tromp_taylor"));
        assertThrows(IllegalArgumentException.class, () -> Rules.parse("ing-goe"));
    }
}
