package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.kosumi.game.Game;
import org.junit.jupiter.api.Test;

class BenchPositionsTest {
    @Test
    void shippedOwnGamesGiveTheMiddlePositionForEachSize() {
        for (int size : new int[] {9, 13, 19}) {
            Game g = BenchPositions.middle(size);
            assertEquals(size, g.size());
            assertEquals(size * size / 3, g.moveCount(), "moves of the " + size + "x" + size + " position");
            // Not the generated fallback: the shipped record is a different game.
            assertNotEquals(SearchBench.middleGame(size).board().hash(), g.board().hash(), size + "x" + size);
        }
    }

    @Test
    void sizesWithoutARecordFallBackToTheGeneratedPosition() {
        Game g = BenchPositions.middle(7);
        assertEquals(SearchBench.middleGame(7).board().hash(), g.board().hash());
    }
}
