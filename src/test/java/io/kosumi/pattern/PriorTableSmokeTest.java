package io.kosumi.pattern;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

class PriorTableSmokeTest {
    @Test
    void legalMovesPositiveOthersZeroAndCaptureRanksHigh() {
        Board b = Board.fromDiagram(
                ".....",
                ".XO..",
                "XO...",
                ".X...",
                ".....");
        b.play(Coord.parseGtp("C3", 5), Board.BLACK);
        PriorTable t = PriorTable.loadDefault();
        FeatureScratch s = new FeatureScratch(19);
        float[] out = new float[b.arrayLength()];
        double sum = t.gammas(b, Board.WHITE, out, s);
        double check = 0;
        for (int pt = 0; pt < out.length; pt++) {
            boolean legal = pt == Board.PASS || (b.onBoard(pt) && b.isLegal(pt, Board.WHITE, false));
            assertEquals(legal, out[pt] > 0, "point " + pt);
            check += out[pt];
        }
        assertEquals(check, sum, 1e-3 * sum);
    }
}
