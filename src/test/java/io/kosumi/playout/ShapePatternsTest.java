package io.kosumi.playout;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The weighted shape set: the shapes fit as drawn, under symmetry and colours, with their conditions. */
class ShapePatternsTest {

    private static int weightAt(String point, int me, String... rows) {
        Board b = Board.fromDiagram(rows);
        return ShapePatterns.weight(b, Coord.parseGtp(point, b.size()), me);
    }

    @Test
    void knightsMoveCutHasTheHighestWeightInEveryOrientationAndForBothColours() {
        // "OX? / ?.O / ?o?" at D4: the cut between C5 and E4 (White's knight's move) beside D5.
        String[] drawn = {
                ".......",
                ".......",
                "..OX...",
                "....O..",
                ".......",
                ".......",
                "......."};
        assertEquals(82, weightAt("D4", Board.BLACK, drawn));
        assertEquals(82, weightAt("D4", Board.WHITE, drawn));
        // Colours exchanged.
        assertEquals(82, weightAt("D4", Board.BLACK,
                ".......", ".......", "..XO...", "....X..", ".......", ".......", "......."));
        // Turned a quarter (C5->E5, D5->E4, E4->D3) and mirrored (C5->E5, D5->D5, E4->C4).
        assertEquals(82, weightAt("D4", Board.BLACK,
                ".......", ".......", "....O..", "....X..", "...O...", ".......", "......."));
        assertEquals(82, weightAt("D4", Board.BLACK,
                ".......", ".......", "...XO..", "..O....", ".......", ".......", "......."));
        // An O stone at D3 below the point ("o" there: not O) spoils the cut, and no other
        // shape fits these four stones.
        assertEquals(0, weightAt("D4", Board.BLACK,
                ".......", ".......", "..OX...", "....O..", "...O...", ".......", "......."));
        // An empty neighbourhood fits nothing.
        assertEquals(0, weightAt("D4", Board.BLACK,
                ".......", ".......", ".......", ".......", ".......", ".......", "......."));
    }

    @Test
    void thinHaneIsForThePlayerWithTheLoneStoneOnly() {
        // "XOO / ... / ?.?" with X the player to move: Black's C5 beside White's D5-E5.
        String[] drawn = {
                ".......",
                ".......",
                "..XOO..",
                ".......",
                ".......",
                ".......",
                "......."};
        assertEquals(22, weightAt("D4", Board.BLACK, drawn));
        assertEquals(0, weightAt("D4", Board.WHITE, drawn));
    }

    @Test
    void firstLineCutNeedsTheStoneBesideItOutOfAtari() {
        // D1 on the first line: Black C1 and E2, White D2 and E1. "?OY / Y.O / ###" (57) fits
        // while C1 is not in atari; it also fits the block of the cut "OX? / X.O / ###" (20),
        // mirrored with the colours exchanged, which has no atari condition.
        assertEquals(57, weightAt("D1", Board.BLACK,
                ".........", ".........", ".........", ".........", ".........",
                ".........", ".........", "...OX....", "..X.O...."));
        // White B1 and C2 put C1 in atari (D1 its last liberty): only the block is left.
        Board b = Board.fromDiagram(
                ".........", ".........", ".........", ".........", ".........",
                ".........", ".........", "..OOX....", ".OX.O....");
        assertEquals(1, b.libertyCount(Coord.parseGtp("C1", 9)), "test position\n" + b);
        assertEquals(20, ShapePatterns.weight(b, Coord.parseGtp("D1", 9), Board.BLACK));
        assertEquals(20, ShapePatterns.weight(b, Coord.parseGtp("D1", 9), Board.WHITE));
    }

    @Test
    void atariBitsFollowTheFourSides() {
        // Black C1 in atari beside D1 (to its left); White D2 above D1 is not.
        Board b = Board.fromDiagram(
                ".........", ".........", ".........", ".........", ".........",
                ".........", ".........", "..OOX....", ".OX.O....");
        int d1 = Coord.parseGtp("D1", 9);
        int bits = ShapePatterns.atariBits(b, d1);
        // Bit 1 is the point at pt - 1 (C1); the others are not in atari.
        assertEquals(1 << 1, bits, "atari bits " + Integer.toBinaryString(bits));
    }
}
