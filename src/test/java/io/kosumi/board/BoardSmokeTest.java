package io.kosumi.board;

import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Random games on several sizes with the consistency check after every play and undo. */
class BoardSmokeTest {
    @Test
    void randomGamesStayConsistentAndUndoExactly() {
        SplittableRandom rng = new SplittableRandom(7);
        int total = 0;
        for (int size : new int[] {2, 3, 5, 9, 13, 19, 25}) {
            for (Rules rules : new Rules[] {Rules.CHINESE, Rules.TROMP_TAYLOR, Rules.SIMPLE_KO}) {
                Game g = new Game(size, rules, 7.5);
                long[] hashes = new long[size * size * 4 + 2];
                hashes[0] = g.board().hash();
                int limit = size * size * 4;
                while (g.moveCount() < limit && g.consecutivePasses() < 2) {
                    Board b = g.board();
                    int c = g.toMove();
                    int pt = Board.PASS;
                    for (int tries = 0; tries < 30; tries++) {
                        int cand = b.emptyCount() == 0 ? Board.PASS : b.emptyAt(rng.nextInt(b.emptyCount()));
                        if (cand != Board.PASS && !b.isEye(cand, c) && g.isLegal(c, cand)) {
                            pt = cand;
                            break;
                        }
                    }
                    g.playLegal(c, pt);
                    g.board().checkConsistency();
                    hashes[g.moveCount()] = g.board().hash();
                    total++;
                }
                while (g.moveCount() > 0) {
                    assertEquals(hashes[g.moveCount()], g.board().hash());
                    assertTrue(g.undo());
                    g.board().checkConsistency();
                }
                assertEquals(hashes[0], g.board().hash());
            }
        }
        assertTrue(total > 1000, "played " + total);
    }
}
