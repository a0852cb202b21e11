package io.kosumi.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Randomized stress: at least 1,000,000 random moves over sizes 5, 9, 13, 19 and 25 with
 * {@code checkConsistency()} after every move; then every game is undone back to the start,
 * checking consistency and that each position equals the one recorded on the way forward.
 *
 * <p>Rules vary by game (Chinese, simple ko, Tromp-Taylor with multi-stone suicide) so every
 * capture path of the board is exercised; in half the games eyes get filled, which produces
 * large captures and near-empty boards.
 */
@Tag("slow")
class GameRandomStressTest {
    private static final int[] SIZES = {5, 9, 13, 19, 25};
    private static final long MOVES_PER_SIZE = 200_000;
    private static final Rules[] RULES = {Rules.CHINESE, Rules.SIMPLE_KO, Rules.TROMP_TAYLOR};

    /** Position snapshot: colour of every array cell, ko point, hash, capture counts. */
    private record Snapshot(byte[] colors, int ko, long hash, int capturedByBlack,
            int capturedByWhite, int toMove) {}

    @Test
    void millionRandomMovesStayConsistentAndUndoRestoresEveryPosition() {
        SplittableRandom rng = new SplittableRandom(20261129L);
        long totalMoves = 0;
        long totalCaptured = 0;
        long suicides = 0;
        for (int size : SIZES) {
            long done = 0;
            int gameNo = 0;
            while (done < MOVES_PER_SIZE) {
                Rules rules = RULES[gameNo % RULES.length];
                boolean fillEyes = (gameNo / RULES.length) % 2 == 0;
                long[] stats = playAndUndo(size, rules, fillEyes, rng.split(), gameNo);
                done += stats[0];
                totalCaptured += stats[1];
                suicides += stats[2];
                gameNo++;
            }
            totalMoves += done;
        }
        System.out.printf("stress: %d moves, %d stones captured, %d suicides%n", totalMoves,
                totalCaptured, suicides);
        assertTrue(totalMoves >= 1_000_000, "moves " + totalMoves);
        assertTrue(totalCaptured > 100_000, "too few captures to mean anything: " + totalCaptured);
        assertTrue(suicides > 0, "Tromp-Taylor games never played a suicide");
    }

    /** Returns {moves, stones captured, multi-stone or single suicides}. */
    private static long[] playAndUndo(int size, Rules rules, boolean fillEyes, SplittableRandom rng,
            int gameNo) {
        Game game = new Game(size, rules, 7.5);
        Board b = game.board();
        List<Snapshot> snaps = new ArrayList<>();
        snaps.add(snapshot(game));
        int[] cand = new int[b.arrayLength()];
        int maxMoves = 3 * size * size;
        long captured = 0;
        long suicides = 0;
        StringBuilder rec = new StringBuilder();
        while (game.moveCount() < maxMoves && game.consecutivePasses() < 2) {
            int color = game.toMove();
            int pt = Board.PASS;
            if (rng.nextInt(50) != 0) {
                // Random probes first (cheap); a full scan only when they all miss.
                for (int t = 0; t < 20 && pt == Board.PASS && b.emptyCount() > 0; t++) {
                    int p = b.emptyAt(rng.nextInt(b.emptyCount()));
                    if (game.isLegal(color, p) && (fillEyes || !b.isEye(p, color))) {
                        pt = p;
                    }
                }
                if (pt == Board.PASS) {
                    int n = 0;
                    for (int i = 0; i < b.emptyCount(); i++) {
                        int p = b.emptyAt(i);
                        if (game.isLegal(color, p) && (fillEyes || !b.isEye(p, color))) {
                            cand[n++] = p;
                        }
                    }
                    if (n > 0) {
                        pt = cand[rng.nextInt(n)];
                    }
                }
            }
            boolean suicide = pt != Board.PASS && b.isSuicide(pt, color);
            try {
                game.play(color, pt);
            } catch (IllegalMoveException e) {
                throw new AssertionError(where(size, rules, gameNo, rec) + " rejected its own legal move "
                        + Coord.toGtp(pt, size) + ": " + e.getMessage());
            }
            rec.append(color == Board.BLACK ? " B " : " W ").append(Coord.toGtp(pt, size));
            if (suicide) {
                suicides++;
                if (b.color(pt) != Board.EMPTY) {
                    throw new AssertionError(where(size, rules, gameNo, rec) + " suicide left a stone");
                }
            }
            captured += b.lastCaptureCount();
            try {
                b.checkConsistency();
            } catch (IllegalStateException e) {
                throw new AssertionError(where(size, rules, gameNo, rec) + ": " + e.getMessage()
                        + "\n" + b, e);
            }
            snaps.add(snapshot(game));
        }
        int moves = game.moveCount();
        for (int k = moves - 1; k >= 0; k--) {
            assertTrue(game.undo(), "undo refused at move " + k);
            try {
                b.checkConsistency();
            } catch (IllegalStateException e) {
                throw new AssertionError(where(size, rules, gameNo, rec) + " after undo to move " + k
                        + ": " + e.getMessage() + "\n" + b, e);
            }
            Snapshot expected = snaps.get(k);
            Snapshot actual = snapshot(game);
            if (!same(expected, actual)) {
                throw new AssertionError(where(size, rules, gameNo, rec) + ": undo to move " + k
                        + " gives a different position: expected ko " + expected.ko() + " hash "
                        + expected.hash() + ", got ko " + actual.ko() + " hash " + actual.hash() + "\n" + b);
            }
        }
        assertEquals(0, game.moveCount());
        assertTrue(!game.undo(), "undo past the start must be refused");
        return new long[] {moves, captured, suicides};
    }

    private static String where(int size, Rules rules, int gameNo, StringBuilder rec) {
        String moves = rec.length() > 4000 ? "..." + rec.substring(rec.length() - 4000) : rec.toString();
        return size + "x" + size + " game " + gameNo + " (" + rules.name() + "), moves:" + moves + "\n";
    }

    private static Snapshot snapshot(Game g) {
        Board b = g.board();
        byte[] c = new byte[b.arrayLength()];
        for (int i = 0; i < c.length; i++) {
            c[i] = (byte) b.color(i);
        }
        return new Snapshot(c, b.koPoint(), b.hash(), b.capturedStones(Board.BLACK),
                b.capturedStones(Board.WHITE), g.toMove());
    }

    private static boolean same(Snapshot a, Snapshot b) {
        return java.util.Arrays.equals(a.colors(), b.colors()) && a.ko() == b.ko()
                && a.hash() == b.hash() && a.capturedByBlack() == b.capturedByBlack()
                && a.capturedByWhite() == b.capturedByWhite() && a.toMove() == b.toMove();
    }
}
