package io.kosumi.tactics;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.testutil.Allocations;
import io.kosumi.testutil.LadderPositions;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LadderTest {
    private final Ladder ladder = new Ladder();

    private static int pt(Board b, String gtp) {
        return Coord.parseGtp(gtp, b.size());
    }

    @Test
    void ladderWorksOnAnEmptyBoard() {
        Board b = Board.fromDiagram(LadderPositions.working());
        String before = b.toString();
        assertTrue(ladder.isCaptured(b, pt(b, "E5")));
        assertTrue(ladder.moveGetsLaddered(b, pt(b, "F5"), Board.WHITE));
        assertTrue(ladder.lastPlays() > 6, "the ladder runs several steps: " + ladder.lastPlays());
        assertEquals(before, b.toString(), "the caller's board is untouched");
    }

    @Test
    void ladderBreakerSavesTheChain() {
        Board b = Board.fromDiagram(LadderPositions.broken());
        assertFalse(ladder.isCaptured(b, pt(b, "E5")));
        assertFalse(ladder.moveGetsLaddered(b, pt(b, "F5"), Board.WHITE));
    }

    @Test
    void attackerBreakerOnThePathStillCaptures() {
        // A black stone on the path only helps Black.
        Board b = Board.fromDiagram(
                ".........",
                ".........",
                "......X..",
                "....X....",
                "...XO....",
                "....XX...",
                ".........",
                ".........",
                ".........");
        assertTrue(ladder.isCaptured(b, pt(b, "E5")));
    }

    @Test
    void ladderAlongTheEdge() {
        // White A5 in atari runs down the first line: A4, A3 ... and dies in the corner.
        Board b = Board.fromDiagram(
                ".........",
                ".........",
                ".........",
                "X........",
                "OX.......",
                ".........",
                ".........",
                ".........",
                ".........");
        assertTrue(ladder.isCaptured(b, pt(b, "A5")));
    }

    @Test
    void escapeByCapturingAnAttackerInAtari() {
        // Black D5 has one liberty (D4): White captures it instead of running.
        Board b = Board.fromDiagram(
                ".........",
                ".........",
                ".........",
                "...OX....",
                "..OXO....",
                "....XX...",
                ".........",
                ".........",
                ".........");
        assertEquals(1, b.libertyCount(pt(b, "D5")));
        assertFalse(ladder.isCaptured(b, pt(b, "E5")));
    }

    @Test
    void escapeByCapturingAnAtariStoneOnTheWay() {
        // The ladder's second atari from below (G5) would have one liberty: White G4 and H5
        // wait there. Black must atari from the other side (F6), which lets White out at G5.
        Board b = Board.fromDiagram(
                ".........",
                ".........",
                ".........",
                "....X....",
                "...XO..O.",
                "....XXO..",
                ".........",
                ".........",
                ".........");
        assertFalse(ladder.isCaptured(b, pt(b, "E5")));
    }

    @Test
    void wrongSideAtariLetsTheChainOut() {
        // White E5 with two liberties (E4, F5), Black to play: only some ataris work.
        Board b = Board.fromDiagram(LadderPositions.beforeAtari());
        assertTrue(ladder.canCapture(b, pt(b, "E5")));
        // E4 from below: White runs to F5, then the ladder goes up-right: works.
        assertTrue(ladder.atariLadders(b, pt(b, "E4"), Board.BLACK, 1));
        // F5: White runs to E4 with D4, E3 free and F4 black: two liberties, still a ladder down-left.
        assertTrue(ladder.atariLadders(b, pt(b, "F5"), Board.BLACK, 1));
        // A move that puts nothing in atari is no ladder.
        assertFalse(ladder.atariLadders(b, pt(b, "C3"), Board.BLACK, 1));
        // The size filter.
        assertFalse(ladder.atariLadders(b, pt(b, "E4"), Board.BLACK, 2));
    }

    @Test
    void openChainCannotBeLaddered() {
        Board b = Board.fromDiagram(
                ".........",
                ".........",
                ".........",
                ".........",
                "...XO....",
                ".........",
                ".........",
                ".........",
                ".........");
        // White E5 has 3 liberties: not a ladder question.
        assertThrows(IllegalArgumentException.class, () -> ladder.canCapture(b, pt(b, "E5")));
        assertThrows(IllegalArgumentException.class, () -> ladder.isCaptured(b, pt(b, "E5")));
        assertThrows(IllegalArgumentException.class, () -> ladder.isCaptured(b, pt(b, "A1")));
        // Extending to F5 gives 3+ liberties.
        assertFalse(ladder.moveGetsLaddered(b, pt(b, "F5"), Board.WHITE));
    }

    @Test
    void longLadderOn19x19WithinBudget() {
        String[] rows = new String[19];
        for (int i = 0; i < 19; i++) rows[i] = ".".repeat(19);
        Board b = Board.fromDiagram(rows);
        // White D4 in atari, Black C4, D5? no: D3 below, C4 left, E... run up-right across the board.
        b.placeSetupStone(pt(b, "D4"), Board.WHITE);
        b.placeSetupStone(pt(b, "C4"), Board.BLACK);
        b.placeSetupStone(pt(b, "D3"), Board.BLACK);
        b.placeSetupStone(pt(b, "D5"), Board.BLACK);
        b.placeSetupStone(pt(b, "E3"), Board.BLACK);
        assertEquals(1, b.libertyCount(pt(b, "D4")));
        assertTrue(ladder.isCaptured(b, pt(b, "D4")));
        // A white stone near the far corner breaks it.
        b.placeSetupStone(pt(b, "Q16"), Board.WHITE);
        assertFalse(ladder.isCaptured(b, pt(b, "D4")));
    }

    @Test
    void readingAllocatesNothingAfterWarmUp() {
        Board b = Board.fromDiagram(LadderPositions.working());
        int e5 = pt(b, "E5");
        int f5 = pt(b, "F5");
        int[] count = new int[1];
        Runnable readings = () -> {
            for (int i = 0; i < 20_000; i++) {
                if (ladder.isCaptured(b, e5) && ladder.moveGetsLaddered(b, f5, Board.WHITE)) count[0]++;
            }
        };
        readings.run(); // warm-up
        long allocated = Allocations.measure(readings);
        assertEquals(40_000, count[0]);
        assertEquals(0, allocated, "bytes allocated by 40,000 ladder readings");
    }
}
