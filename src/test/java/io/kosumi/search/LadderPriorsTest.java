package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.testutil.LadderPositions;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LadderPriorsTest {
    private static float[] ones(Board b) {
        float[] g = new float[b.arrayLength()];
        for (int pt = 0; pt < b.arrayLength(); pt++) {
            if (b.onBoard(pt) && b.color(pt) == Board.EMPTY) g[pt] = 1f;
        }
        return g;
    }

    @Test
    void escapeIntoWorkingLadderIsPenalisedAndLadderAtariBoosted() {
        SearchParams p = new SearchParams();
        p.ladderEscapeFactor = 0.1;
        p.ladderAtariFactor = 3;
        LadderPriors lp = new LadderPriors(p);
        // White E5 in atari, liberty F5; the ladder runs up-right with nothing in the way.
        Board b = Board.fromDiagram(LadderPositions.working());
        float[] g = ones(b);
        double sum = 0;
        for (float x : g) sum += x;
        double after = lp.adjust(b, Board.WHITE, g, sum);
        int f5 = Coord.parseGtp("F5", 9);
        assertEquals(0.1f, g[f5], 1e-6);
        assertEquals(1f, g[Coord.parseGtp("A1", 9)]);
        assertEquals(sum - 0.9, after, 1e-5);

        // The same chain before the atari: White E5 has liberties E4 and F5; both ataris work.
        b = Board.fromDiagram(LadderPositions.beforeAtari());
        g = ones(b);
        lp.adjust(b, Board.BLACK, g, 0);
        assertEquals(3f, g[Coord.parseGtp("E4", 9)]);
        assertEquals(3f, g[Coord.parseGtp("F5", 9)]);
        assertEquals(1f, g[Coord.parseGtp("C3", 9)]);
    }

    @Test
    void brokenLadderAndNeutralFactorsChangeNothing() {
        Board b = Board.fromDiagram(LadderPositions.broken());
        LadderPriors lp = new LadderPriors(new SearchParams());
        float[] g = ones(b);
        lp.adjust(b, Board.WHITE, g, 0);
        assertEquals(1f, g[Coord.parseGtp("F5", 9)], "the breaker at G7 lets F5 out");

        SearchParams off = new SearchParams();
        off.ladderEscapeFactor = 1;
        off.ladderAtariFactor = 1;
        Board working = Board.fromDiagram(LadderPositions.working());
        g = ones(working);
        new LadderPriors(off).adjust(working, Board.WHITE, g, 0);
        assertEquals(1f, g[Coord.parseGtp("F5", 9)]);
    }
}
