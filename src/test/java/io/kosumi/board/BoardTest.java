package io.kosumi.board;

import org.junit.jupiter.api.Test;

import static io.kosumi.board.Board.BLACK;
import static io.kosumi.board.Board.EMPTY;
import static io.kosumi.board.Board.WHITE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Board rules on small diagrams (top row first; X black, O white). */
class BoardTest {
    private static int at(Board b, String v) {
        int pt = Coord.parseGtp(v, b.size());
        assertTrue(b.onBoard(pt), v);
        return pt;
    }

    private static void play(Board b, String v, int c) {
        int pt = v.equals("pass") ? Board.PASS : at(b, v);
        assertEquals(Board.LEGAL, b.legality(pt, c, false), "legality of " + v);
        b.playLegal(pt, c);
        b.checkConsistency();
    }

    /** Black C4 captures White B4: a ko (White may not retake at B4 at once). */
    private static final String[] KO = {
            ". X O . .",
            "X O . O .",
            ". X O . .",
            ". . . . .",
            ". . . . ."};

    /** One black chain of two stones, B5 and B4: what the corruption tests tamper with. */
    private static final String[] B5_CHAIN = {
            ". X . . .",
            ". X . . .",
            ". . . . .",
            ". . . . .",
            ". . . . ."};

    /** A private field of the board, for the tests that corrupt it on purpose. */
    private static Object privateField(Board b, String name) throws ReflectiveOperationException {
        java.lang.reflect.Field f = Board.class.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(b);
    }

    @Test
    void coordinatesRoundTripAndSkipI() {
        Board b = new Board(19);
        assertEquals("A1", Coord.toGtp(b.point(0, 0), 19));
        assertEquals("J1", Coord.toGtp(b.point(8, 0), 19));
        assertEquals("T19", Coord.toGtp(b.point(18, 18), 19));
        assertEquals(b.point(3, 3), Coord.parseGtp("d4", 19));
        assertEquals(Board.PASS, Coord.parseGtp("PASS", 19));
        assertEquals(Board.NO_POINT, Coord.parseGtp("I5", 19));
        assertEquals(Board.NO_POINT, Coord.parseGtp("A20", 19));
        assertEquals(Board.NO_POINT, Coord.parseGtp("K1", 9));
        assertEquals(Board.NO_POINT, Coord.parseGtp("A0", 9));
        assertEquals(Board.NO_POINT, Coord.parseGtp("A05", 9));
        for (int pt = 0; pt < b.arrayLength(); pt++) {
            if (b.onBoard(pt)) assertEquals(pt, Coord.parseGtp(Coord.toGtp(pt, 19), 19));
        }
    }

    @Test
    void playOnAStoneOrOffTheBoardFailsTheAssertionAndChangesNothing() {
        assumeTrue(Board.class.desiredAssertionStatus(), "needs -ea (Surefire enables assertions by default)");
        Board b = Board.fromDiagram(new String[] {"X O .", ". . .", ". . ."});
        long hash = b.hash();
        AssertionError e = assertThrows(AssertionError.class, () -> b.playLegal(at(b, "A3"), WHITE));
        assertTrue(e.getMessage().contains("colour 1"), e.getMessage());
        assertThrows(AssertionError.class, () -> b.playLegal(Board.NO_POINT, BLACK));
        assertThrows(AssertionError.class, () -> b.playLegal(b.arrayLength(), BLACK));
        assertEquals(hash, b.hash());
        b.checkConsistency();
    }

    @Test
    void diagramRoundTrip() {
        String[] rows = {
            "X O . .",
            ". X O .",
            ". . . .",
            "O . . X",
        };
        Board b = Board.fromDiagram(rows);
        b.checkConsistency();
        assertArrayEquals(new String[] {"XO..", ".XO.", "....", "O..X"}, b.toDiagram());
        assertEquals(BLACK, b.color(at(b, "A4")));
        assertEquals(WHITE, b.color(at(b, "A1")));
    }

    @Test
    void singleStoneCaptureCountsAndLiberties() {
        Board b = Board.fromDiagram(
                ". X . . .",
                "X O X . .",
                ". . . . .",
                ". . . . .",
                ". . . . .");
        int o = at(b, "B4");
        assertEquals(1, b.libertyCount(o));
        assertEquals(at(b, "B3"), b.atariLiberty(o));
        assertTrue(b.captures(at(b, "B3"), BLACK));
        assertEquals(1, b.captureSize(at(b, "B3"), BLACK));
        play(b, "B3", BLACK);
        assertEquals(EMPTY, b.color(o));
        assertEquals(1, b.capturedStones(BLACK));
        assertEquals(1, b.lastCaptureCount());
        // The capturing stone joins nothing; its liberties are A3, C3, B2 and the freed B4.
        assertEquals(4, b.libertyCount(at(b, "B3")));
    }

    @Test
    void multiChainCaptureWithOneStone() {
        Board b = Board.fromDiagram(
                "O X . . .",
                ". O X . .",
                "O X . . .",
                "X . . . .",
                ". . . . .");
        // A4 captures O at A5 and B4 and A3 at once? A5 has liberty A4 only; B4 has A4 only;
        // A3 has A4 only (A2 is black). Three chains, one play.
        assertEquals(1, b.libertyCount(at(b, "A5")));
        assertEquals(1, b.libertyCount(at(b, "B4")));
        assertEquals(1, b.libertyCount(at(b, "A3")));
        assertEquals(3, b.captureSize(at(b, "A4"), BLACK));
        play(b, "A4", BLACK);
        assertEquals(3, b.lastCaptureCount());
        assertEquals(EMPTY, b.color(at(b, "A5")));
        assertEquals(EMPTY, b.color(at(b, "B4")));
        assertEquals(EMPTY, b.color(at(b, "A3")));
        // No ko: three stones were taken.
        assertEquals(Board.NO_POINT, b.koPoint());
    }

    @Test
    void largeChainCaptureGivesLibertiesBack() {
        Board b = Board.fromDiagram(
                "X X X X .",
                "X O O X .",
                "X O . X .",
                "X X X X .",
                ". . . . .");
        int o = at(b, "B4");
        assertEquals(3, b.chainSize(o));
        assertEquals(1, b.libertyCount(o));
        play(b, "C3", BLACK);
        assertEquals(3, b.lastCaptureCount());
        // The whole black wall is now one chain? No: C3 joins the wall through C2/D3.
        assertEquals(b.chainHead(at(b, "A5")), b.chainHead(at(b, "C3")));
        assertEquals(b.libertyCount(at(b, "A5")), b.libertyCount(at(b, "D2")));
    }

    @Test
    void mergeCountsSharedLibertiesOnce() {
        Board b = Board.fromDiagram(
                ". . . . .",
                ". X . X .",
                ". . . . .",
                ". . . . .",
                ". . . . .");
        play(b, "C4", BLACK);
        // B4 C4 D4 in a row: liberties B5 C5 D5 A4 E4 B3 C3 D3 = 8.
        assertEquals(8, b.libertyCount(at(b, "C4")));
        assertEquals(3, b.chainSize(at(b, "B4")));
        play(b, "C3", BLACK);
        assertEquals(4, b.chainSize(at(b, "C3")));
        // + C2, - C3 => B5 C5 D5 A4 E4 B3 D3 C2 = 8.
        assertEquals(8, b.libertyCount(at(b, "B4")));
    }

    @Test
    void snapback() {
        Board b = Board.fromDiagram(
                ". . . . .",
                ". . . . .",
                "X X X X .",
                "O O O X .",
                ". . O X .");
        // White A2-B2-C2-C1 has two liberties, A1 and B1.
        int white = at(b, "C1");
        assertEquals(4, b.chainSize(white));
        assertEquals(2, b.libertyCount(white));
        // Black throws in at B1: a self-atari that puts White in atari too.
        assertTrue(b.isSelfAtari(at(b, "B1"), BLACK));
        play(b, "B1", BLACK);
        assertEquals(1, b.libertyCount(white));
        assertEquals(at(b, "A1"), b.atariLiberty(white));
        // White captures the single stone with A1 ...
        play(b, "A1", WHITE);
        assertEquals(1, b.lastCaptureCount());
        assertEquals(EMPTY, b.color(at(b, "B1")));
        // ... which is no ko (the capturing chain has five stones) and leaves White in atari.
        assertEquals(Board.NO_POINT, b.koPoint());
        assertEquals(5, b.chainSize(white));
        assertEquals(1, b.libertyCount(white));
        // Black plays back at B1 and takes all five.
        play(b, "B1", BLACK);
        assertEquals(5, b.lastCaptureCount());
        assertEquals(6, b.capturedStones(BLACK) + b.capturedStones(WHITE));
        assertEquals(5, b.capturedStones(BLACK));
    }

    @Test
    void suicideSingleAndMultiStone() {
        Board b = Board.fromDiagram(
                ". X . . .",
                "X . . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .");
        // White A5: neighbours B5 X, A4 X -> single-stone suicide.
        assertTrue(b.isSuicide(at(b, "A5"), WHITE));
        assertEquals(Board.SUICIDE, b.legality(at(b, "A5"), WHITE, false));
        // Even with suicide allowed a lone stone with no liberties is illegal.
        assertEquals(Board.SUICIDE, b.legality(at(b, "A5"), WHITE, true));
        // Multi-stone: White B3 would join nothing... use C4? C4 neighbours B4 O: chain B4+C4 libs D4? yes D4 empty.
        Board m = Board.fromDiagram(
                "X X X . .",
                "X O . X .",
                "X X X . .",
                ". . . . .",
                ". . . . .");
        // White C4 joins B4: neighbours of C4: C5 X, D4 X, C3 X, B4 O; B4 has lib C4 only -> suicide of 2 stones.
        int c4 = at(m, "C4");
        assertTrue(m.isSuicide(c4, WHITE));
        assertEquals(Board.SUICIDE, m.legality(c4, WHITE, false));
        assertEquals(Board.LEGAL, m.legality(c4, WHITE, true));
        long before = m.hash();
        long predicted = m.hashAfter(c4, WHITE);
        m.playLegal(c4, WHITE);
        m.checkConsistency();
        assertEquals(EMPTY, m.color(c4));
        assertEquals(EMPTY, m.color(at(m, "B4")));
        assertEquals(predicted, m.hash());
        assertTrue(before != m.hash());
        assertEquals(2, m.capturedStones(BLACK));
    }

    @Test
    void captureIsNotSuicide() {
        Board b = Board.fromDiagram(
                ". X O . .",
                "X O . . .",
                "O . . . .",
                ". . . . .",
                ". . . . .");
        // White A5 fills its own eye-like point but captures B5? B5 X libs: A5 only (C5 O, B4 O). Yes.
        assertFalse(b.isSuicide(at(b, "A5"), WHITE));
        assertTrue(b.captures(at(b, "A5"), WHITE));
        play(b, "A5", WHITE);
        assertEquals(EMPTY, b.color(at(b, "B5")));
    }

    @Test
    void simpleKo() {
        Board b = Board.fromDiagram(KO);
        // Black C4 captures White B4: a ko.
        play(b, "C4", BLACK);
        assertEquals(1, b.lastCaptureCount());
        int b4 = at(b, "B4");
        assertEquals(b4, b.koPoint());
        assertEquals(WHITE, b.koColor());
        assertEquals(Board.KO, b.legality(b4, WHITE, false));
        // Black may fill the ko; White may play elsewhere, after which the ko is gone.
        assertEquals(Board.LEGAL, b.legality(b4, BLACK, false));
        play(b, "E1", WHITE);
        play(b, "E2", BLACK);
        assertEquals(Board.NO_POINT, b.koPoint());
        assertEquals(Board.LEGAL, b.legality(b4, WHITE, false));
        play(b, "B4", WHITE);
        assertEquals(at(b, "C4"), b.koPoint());
    }

    @Test
    void koIsClearedByPass() {
        Board b = Board.fromDiagram(KO);
        play(b, "C4", BLACK);
        play(b, "pass", WHITE);
        assertEquals(Board.NO_POINT, b.koPoint());
    }

    @Test
    void eyes() {
        Board b = Board.fromDiagram(
                ". X . X O",
                "X X X X .",
                ". X . O .",
                "X X X . .",
                "O . . . .");
        assertTrue(b.isEye(at(b, "A5"), BLACK)); // corner, no diagonal enemy
        assertTrue(b.isEye(at(b, "C5"), BLACK)); // edge, no diagonal enemy
        assertTrue(b.isEye(at(b, "A3"), BLACK)); // edge eye: diagonals B4 X, B2 X
        assertFalse(b.isEye(at(b, "C3"), BLACK)); // D3 is white: not eye-like
        assertFalse(b.isEye(at(b, "A5"), WHITE));
        Board c = Board.fromDiagram(
                ". . . . .",
                ". O X O .",
                ". X . X .",
                ". O X . .",
                ". . . . .");
        // Middle point C3: orthogonals all black, two diagonal enemies (B4, B2) -> false eye.
        assertTrue(c.isEyeLike(at(c, "C3"), BLACK));
        assertFalse(c.isEye(at(c, "C3"), BLACK));
        Board d = Board.fromDiagram(
                ". . . . .",
                ". O X X .",
                ". X . X .",
                ". X X X .",
                ". . . . .");
        // One diagonal enemy in the middle is still an eye for the reference bot.
        assertTrue(d.isEye(at(d, "C3"), BLACK));
    }

    @Test
    void selfAtariAndLibertiesAfter() {
        Board b = Board.fromDiagram(
                ". . . . .",
                ". . . . .",
                ". . O . .",
                ". O X O .",
                ". . . . .");
        // Black C1 would make C2-C1 with liberties B1, D1 -> 2, not self-atari.
        assertFalse(b.isSelfAtari(at(b, "C1"), BLACK));
        assertEquals(2, b.libertiesAfter(at(b, "C1"), BLACK, 10));
        // Black B3? neighbours A3, B4, C3(O), B2(O) -> 2 libs.
        assertEquals(2, b.libertiesAfter(at(b, "B3"), BLACK, 10));
        Board c = Board.fromDiagram(
                "O . O . .",
                "X O . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .");
        // Black B5 captures A5? A5 O libs: B5 only (A4 X). Then B5 has liberties A5 (freed) + nothing else? C5 O, B4 O.
        assertTrue(c.captures(at(c, "B5"), BLACK));
        assertEquals(1, c.libertiesAfter(at(c, "B5"), BLACK, 10));
        assertTrue(c.isSelfAtari(at(c, "B5"), BLACK));
    }

    @Test
    void findLibertiesAndAtariLiberty() {
        Board b = Board.fromDiagram(
                ". . . . .",
                ". X X . .",
                ". O . . .",
                ". . . . .",
                ". . . . .");
        int[] out = new int[10];
        int n = b.findLiberties(at(b, "B4"), out);
        assertEquals(b.libertyCount(at(b, "B4")), n);
        assertEquals(5, n); // B5 C5 A4 D4 C3
        assertThrows(IllegalArgumentException.class, () -> Board.fromDiagram("X O", "O ."));
    }

    @Test
    void copyFromMakesAnEqualIndependentBoard() {
        Board a = Board.fromDiagram(KO);
        a.playLegal(Coord.parseGtp("C4", 5), BLACK);
        Board c = new Board(9);
        c.copyFrom(a);
        c.checkConsistency();
        assertTrue(c.sameStones(a));
        assertEquals(a.hash(), c.hash());
        assertEquals(a.koPoint(), c.koPoint());
        c.playLegal(Coord.parseGtp("E5", 5), WHITE);
        assertFalse(c.sameStones(a));
        a.checkConsistency();
    }

    @Test
    void checkConsistencyReportsCorruption() throws Exception {
        Board b = Board.fromDiagram(B5_CHAIN);
        int[] libs = (int[]) privateField(b, "libs");
        libs[b.chainHead(Coord.parseGtp("B5", 5))]++;
        IllegalStateException e = assertThrows(IllegalStateException.class, b::checkConsistency);
        assertTrue(e.getMessage().contains("liberty count"), e.getMessage());
    }

    /**
     * isPlayoutMove is the reference bot's filter in one call: on random positions of several
     * sizes (with captures, kos and multi-stone suicide states reached by random play, suicide
     * allowed), it agrees with !isEye && isLegal(no suicide) at every empty point for both colours.
     */
    @Test
    void playoutMoveFilterAgreesWithEyeAndLegality() {
        java.util.SplittableRandom rng = new java.util.SplittableRandom(11);
        long compared = 0;
        int rejectedEyes = 0;
        int rejectedIllegal = 0;
        for (int size : new int[] {2, 3, 5, 9, 19}) {
            Board b = new Board(size);
            for (int game = 0; game < (size < 19 ? 40 : 4); game++) {
                b.clear();
                int c = BLACK;
                for (int move = 0; move < size * size * 3; move++) {
                    for (int k = 0; k < b.emptyCount(); k++) {
                        int pt = b.emptyAt(k);
                        for (int col = BLACK; col <= WHITE; col++) {
                            boolean expect = !b.isEye(pt, col) && b.isLegal(pt, col, false);
                            if (expect != b.isPlayoutMove(pt, col)) {
                                fail("isPlayoutMove(" + Coord.toGtp(pt, size) + ", " + col + ") is " + !expect + "\n" + b);
                            }
                            compared++;
                            if (b.isEye(pt, col)) rejectedEyes++;
                            else if (!expect) rejectedIllegal++;
                        }
                    }
                    // Random move, suicide allowed (so multi-stone suicides happen too).
                    int pt = Board.PASS;
                    for (int t = 0; t < 20 && b.emptyCount() > 0; t++) {
                        int p = b.emptyAt(rng.nextInt(b.emptyCount()));
                        if (b.isLegal(p, c, true) && !(b.isEye(p, c) && rng.nextInt(4) != 0)) {
                            pt = p;
                            break;
                        }
                    }
                    b.playLegal(pt, c);
                    c = Board.opponent(c);
                }
                b.checkConsistency();
            }
        }
        assertTrue(compared > 100_000 && rejectedEyes > 100 && rejectedIllegal > 100,
                compared + " comparisons, " + rejectedEyes + " eyes, " + rejectedIllegal + " illegal");
    }

    @Test
    void checkConsistencyReportsACorruptLibertySet() throws Exception {
        Board b = Board.fromDiagram(B5_CHAIN);
        long[] bits = (long[]) privateField(b, "libBits");
        int words = (int) privateField(b, "words");
        int h = b.chainHead(Coord.parseGtp("B5", 5));
        int a5 = Coord.parseGtp("A5", 5);
        int c3 = Coord.parseGtp("C3", 5);
        // Swap one liberty (A5) for a point that is not one (C3): the count stays right.
        bits[h * words + (a5 >>> 6)] &= ~(1L << a5);
        bits[h * words + (c3 >>> 6)] |= 1L << c3;
        IllegalStateException e = assertThrows(IllegalStateException.class, b::checkConsistency);
        assertTrue(e.getMessage().contains("liberty set"), e.getMessage());
    }

    @Test
    void atariLibertyAndLibertyListAfterMergeAndCapture() {
        Board b = Board.fromDiagram(
                ". O . . .",
                "O X O . .",
                ". X . . .",
                ". O . . .",
                ". . . . .");
        // B3 and B4 form one chain with liberties A3, C3 (A4/C4 are white).
        play(b, "A3", WHITE);
        assertEquals(1, b.libertyCount(at(b, "B4")));
        assertEquals(at(b, "C3"), b.atariLiberty(at(b, "B3")));
        play(b, "C3", WHITE);
        assertEquals(EMPTY, b.color(at(b, "B4")));
        assertEquals(2, b.lastCaptureCount());
        // The capture freed B3 and B4; C4's liberty list, from its bitset, holds B4 now.
        int[] out = new int[8];
        int n = b.findLiberties(at(b, "C4"), out);
        assertEquals(b.libertyCount(at(b, "C4")), n);
        for (int i = 0; i < n; i++) assertEquals(EMPTY, b.color(out[i]));
        for (int i = 1; i < n; i++) assertTrue(out[i - 1] < out[i], "increasing order");
        assertTrue(java.util.Arrays.stream(out, 0, n).anyMatch(p -> p == at(b, "B4")), "B4 is a liberty of C4");
    }

    @Test
    void swapEmptyReordersTheEmptySetOnlyAndRejectsBadIndices() {
        Board b = new Board(5);
        play(b, "C3", BLACK);
        play(b, "D3", WHITE);
        int n = b.emptyCount();
        java.util.Set<Integer> before = new java.util.HashSet<>();
        for (int i = 0; i < n; i++) before.add(b.emptyAt(i));
        int first = b.emptyAt(0);
        int last = b.emptyAt(n - 1);
        b.swapEmpty(0, n - 1);
        assertEquals(last, b.emptyAt(0));
        assertEquals(first, b.emptyAt(n - 1));
        b.checkConsistency();
        // The empty-set index follows the swap: playing a swapped point removes that point.
        play(b, Coord.toGtp(first, 5), BLACK);
        assertEquals(n - 1, b.emptyCount());
        java.util.Set<Integer> after = new java.util.HashSet<>();
        for (int i = 0; i < b.emptyCount(); i++) after.add(b.emptyAt(i));
        before.remove(first);
        assertEquals(before, after);
        long hash = b.hash();
        assertThrows(IndexOutOfBoundsException.class, () -> b.swapEmpty(-1, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> b.swapEmpty(0, b.emptyCount()));
        assertEquals(hash, b.hash());
        b.checkConsistency();
    }
}
