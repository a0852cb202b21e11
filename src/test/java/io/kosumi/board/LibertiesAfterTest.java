package io.kosumi.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.util.FastRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** {@link Board#libertiesAfter} against the liberties a real play leaves, over random games. */
@Tag("slow")
class LibertiesAfterTest {
    @Test
    void matchesTheLibertiesOfARealPlayEverywhere() {
        FastRandom rng = new FastRandom(7);
        long compared = 0;
        long captures = 0;
        for (int size : new int[] {5, 9, 13, 19}) {
            for (int game = 0; game < 40; game++) {
                Board b = new Board(size);
                Board copy = new Board(size);
                int color = Board.BLACK;
                for (int move = 0; move < size * size * 2; move++) {
                    if (move % 3 == 0) {
                        for (int i = 0; i < b.emptyCount(); i++) {
                            int pt = b.emptyAt(i);
                            for (int c = Board.BLACK; c <= Board.WHITE; c++) {
                                if (!b.isLegal(pt, c, false)) continue;
                                int expected;
                                copy.copyFrom(b);
                                int before = copy.stoneCount(Board.opponent(c));
                                copy.playLegal(pt, c);
                                if (copy.stoneCount(Board.opponent(c)) < before) captures++;
                                expected = copy.libertyCount(pt);
                                for (int limit : new int[] {1, 2, 3, 1000}) {
                                    assertEquals(Math.min(expected, limit), b.libertiesAfter(pt, c, limit),
                                            "libertiesAfter(" + Coord.toGtp(pt, size) + ", " + c + ", " + limit + ")\n" + b);
                                }
                                compared++;
                            }
                        }
                    }
                    int n = b.emptyCount();
                    int mv = Board.PASS;
                    for (int k = 0, i = rng.nextInt(Math.max(1, n)); k < n; k++, i = (i + 1) % n) {
                        int pt = b.emptyAt(i);
                        if (b.isLegal(pt, color, false) && !b.isEye(pt, color)) {
                            mv = pt;
                            break;
                        }
                    }
                    if (mv == Board.PASS) break;
                    b.playLegal(mv, color);
                    color = Board.opponent(color);
                }
            }
        }
        assertTrue(compared > 100_000 && captures > 1_000, compared + " comparisons, " + captures + " captures");
    }
}
