package io.kosumi.pattern;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.testutil.RandomBoards;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.*;

/** Move features on hand-made diagrams, and the symmetry / colour invariance of pattern codes. */
class FeaturesTest {
    private final FeatureScratch scratch = new FeatureScratch(19);

    private int[] features(Board b, String move, int color) {
        int pt = Coord.parseGtp(move, b.size());
        assertTrue(b.isLegal(pt, color, false), move + " must be legal");
        Features.prepare(b, scratch);
        int[] v = new int[Features.GROUPS];
        Features.compute(b, pt, color, scratch, v);
        return v;
    }

    private static void play(Board b, String move, int color) {
        int pt = Coord.parseGtp(move, b.size());
        assertTrue(b.isLegal(pt, color, false), move + " must be legal");
        b.playLegal(pt, color);
    }

    /** White D4 against black C4 and D5: two liberties, E4 and D3. */
    private static final String[] WHITE_D4_TWO_LIBERTIES = {
            ".......",
            ".......",
            "...X...",
            "..XO...",
            ".......",
            ".......",
            "......."};

    @Test
    void captureBySizeAndContext() {
        Board b = Board.fromDiagram(
                ".......",
                ".......",
                "..XX...",
                ".XO.X..",
                "..X....",
                ".......",
                ".......");
        // White D4 joins C4: a two-stone chain with one liberty (D3), and it is the last move.
        play(b, "D4", Board.WHITE);
        int[] v = features(b, "D3", Board.BLACK);
        assertEquals(1 + 4 * 1 + 1, v[Features.CAPTURE], "2 stones, holding the last move");
        assertEquals(0, v[Features.ESCAPE]);
        assertEquals(0, v[Features.SELF_ATARI]);

        // The same capture when the last move was elsewhere: plain context.
        play(b, "G7", Board.BLACK);
        play(b, "A7", Board.WHITE);
        v = features(b, "D3", Board.BLACK);
        assertEquals(1 + 4 * 0 + 1, v[Features.CAPTURE]);

        // No capture on an ordinary point.
        assertEquals(0, features(b, "F2", Board.BLACK)[Features.CAPTURE]);
    }

    @Test
    void captureThatRescuesAnOwnChainInAtari() {
        Board b = Board.fromDiagram(
                ".......",
                "..X....",
                "OXOX...",
                ".O.....",
                ".......",
                ".......",
                ".......");
        // Black B5 is in atari (liberty B6); white C5 next to it is in atari too (liberty C4).
        assertEquals(1, b.libertyCount(Coord.parseGtp("B5", 7)));
        assertEquals(1, b.libertyCount(Coord.parseGtp("C5", 7)));
        int[] v = features(b, "C4", Board.BLACK);
        assertEquals(1 + 4 * 2 + 0, v[Features.CAPTURE], "1 stone, rescuing an own chain in atari");
        // Extending B5 to B6 instead joins C6: an escape to 3+ liberties (no last move).
        v = features(b, "B6", Board.BLACK);
        assertEquals(0, v[Features.CAPTURE]);
        assertEquals(1 + 0 + 1, v[Features.ESCAPE]);
    }

    @Test
    void atariEscapeAndFailedEscapeIsSelfAtari() {
        Board b = Board.fromDiagram(WHITE_D4_TWO_LIBERTIES);
        play(b, "E4", Board.BLACK); // puts white D4 in atari (liberty D3)
        int[] v = features(b, "D3", Board.WHITE);
        assertEquals(1 + 2 + 1, v[Features.ESCAPE], "escape of a chain the last move ataried, to 3+ liberties");
        assertEquals(0, v[Features.SELF_ATARI]);
        assertEquals(0, v[Features.CAPTURE]);

        // With C3 black too, the extension gets exactly 2 liberties (E3, D2).
        Board c = Board.fromDiagram(
                ".......",
                ".......",
                "...X...",
                "..XOX..",
                "..X....",
                ".......",
                ".......");
        play(c, "G1", Board.BLACK);
        v = features(c, "D3", Board.WHITE);
        assertEquals(1 + 0 + 0, v[Features.ESCAPE], "2 liberties after, last move elsewhere");

        // An extension that still has one liberty is no escape but a self-atari of 2 stones.
        Board d = Board.fromDiagram(
                ".......",
                ".......",
                "...X...",
                "..XOX..",
                "..X.X..",
                "...X...",
                ".......");
        // D3 has neighbours C3, E3, D2 black: the extension would have no liberty (suicide).
        assertFalse(d.isLegal(Coord.parseGtp("D3", 7), Board.WHITE, false));
        Board e = Board.fromDiagram(
                ".......",
                ".......",
                "...X...",
                "..XOX..",
                "..X.X..",
                ".......",
                ".......");
        v = features(e, "D3", Board.WHITE);
        assertEquals(0, v[Features.ESCAPE]);
        assertEquals(2, v[Features.SELF_ATARI], "self-atari of a 2-stone chain");
    }

    @Test
    void selfAtariOfOneStoneAndAtariOnTheOpponent() {
        Board b = Board.fromDiagram(
                ".......",
                ".......",
                ".......",
                ".......",
                ".......",
                ".......",
                ".X.....");
        int[] v = features(b, "A1", Board.WHITE);
        assertEquals(1, v[Features.SELF_ATARI], "single stone left with one liberty");
        assertEquals(1, features(b, "A1", Board.BLACK)[Features.LINE], "A1 is on the first line");

        Board c = Board.fromDiagram(WHITE_D4_TWO_LIBERTIES);
        v = features(c, "E4", Board.BLACK);
        assertEquals(1, v[Features.ATARI], "ataris a single stone, no ko on the board");
        assertEquals(0, v[Features.SELF_ATARI]);
        assertEquals(0, features(c, "F6", Board.BLACK)[Features.ATARI]);
    }

    @Test
    void distancesToTheLastTwoMovesAndLine() {
        Board b = new Board(19);
        assertEquals(0, features(b, "K10", Board.BLACK)[Features.DIST1], "no last move");
        play(b, "A1", Board.BLACK);
        play(b, "D4", Board.WHITE);
        int[] v = features(b, "F5", Board.BLACK);
        assertEquals(2 + 1 + 2, v[Features.DIST1], "dx 2, dy 1");
        assertEquals(5 + 4 + 5, v[Features.DIST2], "dx 5, dy 4 from A1");
        assertEquals(5, v[Features.LINE], "F5 is on the fifth line");
        v = features(b, "T19", Board.BLACK);
        assertEquals(Features.MAX_DIST, v[Features.DIST1], "capped");
        assertEquals(1, v[Features.LINE]);
        assertEquals(2, features(b, "D5", Board.BLACK)[Features.DIST1], "orthogonal neighbour: 1+0+1");
        assertEquals(3, features(b, "E5", Board.BLACK)[Features.DIST1], "diagonal neighbour: 1+1+1");
        assertEquals(3, features(b, "C3", Board.BLACK)[Features.LINE]);
        assertEquals(4, features(b, "Q4", Board.BLACK)[Features.LINE]);

        b.playLegal(Board.PASS, Board.BLACK);
        v = features(b, "F5", Board.WHITE);
        assertEquals(0, v[Features.DIST1], "last move was a pass");
        assertEquals(2 + 1 + 2, v[Features.DIST2]);
        int[] p = new int[Features.GROUPS];
        Features.computePass(b, p);
        assertEquals(1, p[Features.PASS], "pass after a pass");
        play(b, "K10", Board.WHITE);
        Features.computePass(b, p);
        assertEquals(2, p[Features.PASS]);
    }

    // ------------------------------------------------------------------------------------
    // Symmetry and colour

    /** The board seen through symmetry s (0..7) of the square, optionally with colours swapped. */
    private static Board transformed(Board b, int s, boolean swap) {
        int n = b.size();
        char[][] rows = new char[n][n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int[] t = map(s, x, y, n);
                int c = b.color(b.point(x, y));
                if (swap && c != Board.EMPTY) c = Board.opponent(c);
                rows[n - 1 - t[1]][t[0]] = c == Board.BLACK ? 'X' : c == Board.WHITE ? 'O' : '.';
            }
        }
        String[] r = new String[n];
        for (int i = 0; i < n; i++) r[i] = new String(rows[i]);
        return Board.fromDiagram(r);
    }

    private static int[] map(int s, int x, int y, int n) {
        int m = n - 1;
        switch (s) {
            case 0: return new int[] {x, y};
            case 1: return new int[] {m - x, y};
            case 2: return new int[] {x, m - y};
            case 3: return new int[] {m - x, m - y};
            case 4: return new int[] {y, x};
            case 5: return new int[] {m - y, x};
            case 6: return new int[] {y, m - x};
            default: return new int[] {m - y, m - x};
        }
    }

    @Test
    void symmetricAndColourSwappedBoardsGiveTheSameCodesAndHashes() {
        Board b = RandomBoards.after(9, 7, 70);
        FeatureScratch s2 = new FeatureScratch(9);
        long[] h = new long[SpatialPatterns.MAX_RADIUS - SpatialPatterns.MIN_RADIUS + 1];
        long[] h2 = new long[h.length];
        Set<Integer> distinct = new HashSet<>();
        for (int s = 0; s < 8; s++) {
            for (int swap = 0; swap < 2; swap++) {
                Board t = transformed(b, s, swap == 1);
                for (int y = 0; y < 9; y++) {
                    for (int x = 0; x < 9; x++) {
                        int pt = b.point(x, y);
                        if (b.color(pt) != Board.EMPTY) continue;
                        int[] m = map(s, x, y, 9);
                        int tp = t.point(m[0], m[1]);
                        int code = Pattern3x3.code(b, pt);
                        int tcode = Pattern3x3.code(t, tp);
                        assertTrue(Pattern3x3.isPossible(code), Pattern3x3.toString(code));
                        int toMove = swap == 1 ? Board.WHITE : Board.BLACK;
                        assertEquals(Pattern3x3.canonical(Pattern3x3.forColor(code, Board.BLACK)),
                                Pattern3x3.canonical(Pattern3x3.forColor(tcode, toMove)),
                                "3x3 at " + Coord.toGtp(pt, 9) + " symmetry " + s + " swap " + swap);
                        if (s == 0 && swap == 0) distinct.add(Pattern3x3.canonical(code));
                        Features.prepare(b, scratch);
                        SpatialPatterns.hashes(b, pt, Board.BLACK, scratch, h);
                        Features.prepare(t, s2);
                        SpatialPatterns.hashes(t, tp, toMove, s2, h2);
                        assertArrayEquals(h, h2, "spatial hashes at " + Coord.toGtp(pt, 9) + " symmetry " + s + " swap " + swap);
                    }
                }
            }
        }
        // The codes do tell positions apart (a constant code would pass the checks above).
        assertTrue(distinct.size() > 10, "distinct canonical codes: " + distinct.size());
    }

    @Test
    void codeBitsAndSymmetryBasics() {
        Board b = Board.fromDiagram(
                ".....",
                ".....",
                "..XO.",
                "...O.",
                ".....");
        int pt = Coord.parseGtp("C2", 5);
        int code = Pattern3x3.code(b, pt);
        // Neighbour 1 (above C2) is C3 = black; neighbour 2 (up-right) is D3 = white; 4 (right) is D2 = white.
        assertEquals(Board.BLACK, Pattern3x3.colorAt(code, 1));
        assertEquals(Board.WHITE, Pattern3x3.colorAt(code, 2));
        assertEquals(Board.WHITE, Pattern3x3.colorAt(code, 4));
        assertEquals(Board.EMPTY, Pattern3x3.colorAt(code, 6));
        assertEquals(0, code >>> 16, "no chain in atari");
        int edge = Pattern3x3.code(b, Coord.parseGtp("A1", 5));
        assertEquals(Board.BORDER, Pattern3x3.colorAt(edge, 5));
        assertEquals(Board.BORDER, Pattern3x3.colorAt(edge, 3));
        assertEquals(Board.EMPTY, Pattern3x3.colorAt(edge, 4));

        Board a = Board.fromDiagram(
                ".....",
                ".OX..",
                ".....",
                ".....",
                ".....");
        // Black C4 has liberties C5, D4, C3: not in atari. White B4: A4, B5, B3: not in atari.
        assertEquals(0, Pattern3x3.code(a, Coord.parseGtp("C3", 5)) >>> 16);
        Board at = Board.fromDiagram(
                "..O..",
                ".OXO.",
                ".....",
                ".....",
                ".....");
        int below = Pattern3x3.code(at, Coord.parseGtp("C3", 5));
        assertEquals(1, below >>> 16, "the chain above (neighbour 1) is in atari");

        for (int c = 0; c < Pattern3x3.CODES; c += 97) {
            assertEquals(c, Pattern3x3.swapColours(Pattern3x3.swapColours(c)));
            int canon = Pattern3x3.canonical(c);
            for (int s = 0; s < 8; s++) {
                assertEquals(canon, Pattern3x3.canonical(Pattern3x3.symmetric(c, s)));
            }
        }
        assertEquals(Pattern3x3.swapColours(code), Pattern3x3.forColor(code, Board.WHITE));
        assertEquals(code, Pattern3x3.forColor(code, Board.BLACK));
    }

    @Test
    void largestMatchAgreesWithTheHashesOfEveryRadius() {
        Random rnd = new Random(4);
        long[] h = new long[SpatialPatterns.MAX_RADIUS - SpatialPatterns.MIN_RADIUS + 1];
        int checked = 0;
        for (int n : new int[] {19, 13, 9, 5}) {
            Board b = RandomBoards.after(n, n, n * n / 2);
            FeatureScratch s = new FeatureScratch(n);
            Features.prepare(b, s);
            for (int i = 0; i < b.emptyCount(); i++) {
                int pt = b.emptyAt(i);
                int color = 1 + rnd.nextInt(2);
                SpatialPatterns.hashes(b, pt, color, s, h);
                int upTo = SpatialPatterns.MIN_RADIUS - 1 + rnd.nextInt(h.length + 1);
                LongFloatMap dict = new LongFloatMap(16);
                for (int r = SpatialPatterns.MIN_RADIUS; r <= upTo; r++) dict.put(h[r - SpatialPatterns.MIN_RADIUS], r);
                // A hash of a larger radius alone does not count: matching stops at the first miss.
                if (upTo + 2 <= SpatialPatterns.MAX_RADIUS) dict.put(h[upTo + 2 - SpatialPatterns.MIN_RADIUS], 99f);
                float expected = upTo < SpatialPatterns.MIN_RADIUS ? -1f : upTo;
                assertEquals(expected, SpatialPatterns.largestMatch(b, pt, color, s, dict, -1f),
                        "size " + n + " point " + Coord.toGtp(pt, n) + " radius " + upTo);
                checked++;
            }
        }
        assertTrue(checked > 200);
    }
}
