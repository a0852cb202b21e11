package io.kosumi.playout;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.util.FastRandom;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HeuristicPolicyTest {
    private static PlayoutParams certain() {
        PlayoutParams p = new PlayoutParams();
        p.captureLast = 1;
        p.saveAtari = 1;
        p.nakade = 1;
        p.pattern = 1;
        p.twoLiberties = 0; // on by default; the tests of the other steps leave it out
        return p;
    }

    /** Plays the diagram's position, then {@code color} at {@code last}, so that the last move is set. */
    private static Board withLastMove(String last, int color, String... rows) {
        Board b = Board.fromDiagram(rows);
        b.playLegal(Coord.parseGtp(last, b.size()), color);
        return b;
    }

    /** A contact fight in the middle of 9x9 after White's D5 (in atari), Black to move. */
    private static Board contactFight() {
        return withLastMove("D5", Board.WHITE,
                ".........",
                ".........",
                ".........",
                "...X.....",
                "..X......",
                "...XO....",
                ".........",
                ".........",
                ".........");
    }

    /** The 8 neighbours of D5. */
    private static int[] aroundD5(Board b) {
        int last = Coord.parseGtp("D5", 9);
        int s = b.stride();
        return new int[] {last - 1, last + 1, last - s, last + s, last - s - 1, last - s + 1, last + s - 1, last + s + 1};
    }

    @Test
    void capturesTheLastMovesChainInAtari() {
        // White's G5 extends its chain into atari (one liberty, G6): Black captures.
        Board b = withLastMove("G5", Board.WHITE,
                ".........",
                ".........",
                ".........",
                "..XXXX...",
                ".XOOOO.X.",
                "..XXXXX..",
                ".........",
                ".........",
                ".........");
        HeuristicPolicy hp = new HeuristicPolicy(certain(), new FastRandom(1));
        int lib = b.libertyCount(Coord.parseGtp("G5", 9)) == 1 ? b.atariLiberty(Coord.parseGtp("G5", 9)) : Board.NO_POINT;
        assertEquals("G6", Coord.toGtp(lib, 9), "test position: white chain must be in atari at G6\n" + b);
        for (int i = 0; i < 50; i++) {
            assertEquals(lib, hp.chooseMove(b, Board.BLACK));
        }
    }

    @Test
    void savesOwnChainPutInAtariByExtending() {
        // White's F5 leaves Black's C5-E5 chain one liberty, B5, where it gets 3 liberties.
        Board b = withLastMove("F5", Board.WHITE,
                ".........",
                ".........",
                ".........",
                "..OOO....",
                "..XXX....",
                "..OOO....",
                ".........",
                ".........",
                ".........");
        int chain = Coord.parseGtp("D5", 9);
        assertEquals(1, b.libertyCount(chain), "test position: black chain in atari\n" + b);
        int lib = b.atariLiberty(chain);
        assertEquals("B5", Coord.toGtp(lib, 9));
        HeuristicPolicy hp = new HeuristicPolicy(certain(), new FastRandom(2));
        for (int i = 0; i < 50; i++) {
            assertEquals(lib, hp.chooseMove(b, Board.BLACK));
        }
    }

    private static PlayoutParams twoLiberties() {
        PlayoutParams p = certain();
        p.twoLiberties = 1;
        return p;
    }

    @Test
    void twoLibertyStepAtarisTheLastMovesChainWhereItCannotEscape() {
        // White's E5 has two liberties, E6 and F5. Black F5 wins it (the escape at E6 has one
        // liberty, E7); Black E6 does not (White runs out at F5 with F4 and G5).
        Board b = withLastMove("E5", Board.WHITE,
                ".........",
                ".........",
                ".........",
                "...X.X...",
                "...X.....",
                "....X....",
                ".........",
                ".........",
                ".........");
        assertEquals(2, b.libertyCount(Coord.parseGtp("E5", 9)), "test position: E5 has two liberties\n" + b);
        HeuristicPolicy hp = new HeuristicPolicy(twoLiberties(), new FastRandom(2));
        for (int i = 0; i < 50; i++) {
            assertEquals("F5", Coord.toGtp(hp.chooseMove(b, Board.BLACK), 9));
        }
    }

    @Test
    void twoLibertyStepAtarisFirstInATwoAgainstTwoRace() {
        // White's E6 takes Black's D5-E5 down to two liberties (C5, F5); White's D4-E4 next to
        // it also has two (C4, F4), each closed in by Black. Black ataris first (either atari
        // wins the race: White's escape at the other liberty has one) rather than extending.
        Board b = withLastMove("E6", Board.WHITE,
                ".........",
                ".........",
                ".........",
                "...O.....",
                "...XX....",
                ".X.OO.X..",
                "..XXXX...",
                ".........",
                ".........");
        assertEquals(2, b.libertyCount(Coord.parseGtp("D5", 9)), "test position: D5-E5 has two liberties\n" + b);
        assertEquals(2, b.libertyCount(Coord.parseGtp("D4", 9)), "test position: D4-E4 has two liberties\n" + b);
        HeuristicPolicy hp = new HeuristicPolicy(twoLiberties(), new FastRandom(3));
        java.util.Set<String> seen = new java.util.TreeSet<>();
        for (int i = 0; i < 50; i++) seen.add(Coord.toGtp(hp.chooseMove(b, Board.BLACK), 9));
        assertEquals(java.util.Set.of("C4", "F4"), seen);
        // With the step off, the policy has no such answer and plays elsewhere too.
        HeuristicPolicy off = new HeuristicPolicy(certain(), new FastRandom(3));
        java.util.Set<String> seenOff = new java.util.TreeSet<>();
        for (int i = 0; i < 50; i++) seenOff.add(Coord.toGtp(off.chooseMove(b, Board.BLACK), 9));
        assertFalse(java.util.Set.of("C4", "F4").containsAll(seenOff), "without the step: " + seenOff);
    }

    @Test
    void neverFillsOwnEyeAndPassesWhenOnlyEyesRemain() {
        // Black has two one-point eyes (A1 region and C1); everything else is black.
        Board b = Board.fromDiagram(
                "XXX",
                "XXX",
                ".X.");
        HeuristicPolicy hp = new HeuristicPolicy(new PlayoutParams(), new FastRandom(3));
        for (int i = 0; i < 100; i++) {
            assertEquals(Board.PASS, hp.chooseMove(b, Board.BLACK));
        }
        // White may play there (it is legal only as a capture? no: suicide), so White passes too.
        assertEquals(Board.PASS, hp.chooseMove(b, Board.WHITE));
    }

    @Test
    void uniformPolicyIsLegalAndDifferentFromHeuristic() {
        Board b = new Board(9);
        HeuristicPolicy uni = new HeuristicPolicy(PlayoutParams.uniform(), new FastRandom(5));
        for (int i = 0; i < 300; i++) {
            int c = (i & 1) == 0 ? Board.BLACK : Board.WHITE;
            int mv = uni.chooseMove(b, c);
            if (mv == Board.PASS) break;
            assertTrue(b.isLegal(mv, c, false));
            assertNotEquals(true, b.isEye(mv, c));
            b.playLegal(mv, c);
        }
        b.checkConsistency();
    }

    @Test
    void shapeTableIsColourAndSymmetryInvariant() {
        // The hane "XOX / ... / ???" in all orientations and colours.
        Board b1 = Board.fromDiagram(".....", ".XOX.", ".....", ".....", ".....");
        Board b2 = Board.fromDiagram(".....", ".OXO.", ".....", ".....", ".....");
        Board b3 = Board.fromDiagram(".....", ".X...", ".O...", ".X...", ".....");
        int c1 = Coord.parseGtp("C3", 5);
        int c3 = Coord.parseGtp("C3", 5);
        assertTrue(ShapePatterns.matches(b1, c1));
        assertTrue(ShapePatterns.matches(b2, c1));
        assertTrue(ShapePatterns.matches(b3, c3));
        // An empty neighbourhood is no shape.
        assertTrue(!ShapePatterns.matches(new Board(5), c1));
    }

    @Test
    void shapeStepPlaysTheHandWrittenShapesNextToTheLastMoveUniformly() {
        // Only the shape step is on: every move is an empty neighbour of White's last move D5
        // that fits a hand-written shape, each about equally often.
        Board b = contactFight();
        PlayoutParams p = PlayoutParams.uniform();
        p.pattern = 1;
        int[] around = aroundD5(b);
        boolean[] shape = new boolean[around.length];
        int shapes = 0;
        for (int i = 0; i < around.length; i++) {
            shape[i] = b.color(around[i]) == Board.EMPTY && ShapePatterns.matches(b, around[i]);
            if (shape[i]) shapes++;
        }
        assertTrue(shapes >= 2, "test position: at least two neighbours must fit a shape, found " + shapes);
        assertDrawnEquallyOften(new HeuristicPolicy(p, new FastRandom(7)), b, around, shape, shapes);
    }

    /**
     * Draws 20,000 moves for Black with {@code hp}: each must be one of {@code around} marked in
     * {@code shape}, and each of the {@code shapes} marked points must come about equally often,
     * within five binomial standard deviations (at most sqrt(n)/2 = 71 each).
     */
    private static void assertDrawnEquallyOften(HeuristicPolicy hp, Board b, int[] around, boolean[] shape, int shapes) {
        int n = 20000;
        int[] count = new int[around.length];
        for (int k = 0; k < n; k++) {
            int mv = hp.chooseMove(b, Board.BLACK);
            int hit = -1;
            for (int i = 0; i < around.length; i++) if (around[i] == mv) hit = i;
            assertTrue(hit >= 0 && shape[hit], "move " + Coord.toGtp(mv, 9) + " is not a shape point next to D5");
            count[hit]++;
        }
        for (int i = 0; i < around.length; i++) {
            if (!shape[i]) continue;
            assertEquals((double) n / shapes, count[i], 360,
                    "neighbour " + Coord.toGtp(around[i], 9) + ", one of " + shapes + " shape points");
        }
    }

    /**
     * The end of a 9x9 game against Pachi (2026-12-02): White's group from F1 to J5 and
     * Black's H2 H3 J2 share the liberties J1 and J3 and nothing else. It looks like seki, but
     * Black's J3 is a killing sacrifice: White must capture four stones in a square, and the
     * square four is one eye. Black's J1 sacrifices a zigzag four instead, which White lives with.
     */
    private static Board falseSeki() {
        return Board.fromDiagram(
                "O.XOOO...",
                ".XOOXOOOO",
                ".OOXXXXXX",
                "OOOOX.X.X",
                "XOOXXXXXO",
                "XXOOOXOOO",
                "XXOXXOOX.",
                "X.X.XXOXX",
                "XXXXXOOO.");
    }

    @Test
    void killingShapesAreTheDeadEyeShapes() {
        Board b = falseSeki();
        HeuristicPolicy hp = new HeuristicPolicy(new PlayoutParams(), new FastRandom(1));
        assertTrue(hp.killingShape(b, Coord.parseGtp("J3", 9), Board.BLACK), "square four");
        assertFalse(hp.killingShape(b, Coord.parseGtp("J1", 9), Board.BLACK), "zigzag four lives");
        // Shapes by themselves on an empty board: Black's stones, then the move that joins them.
        String[][] dead = {
            {"A2", "B2"},                       // two points
            {"A2 B2", "C2"},                    // three in a row
            {"A2 B2", "A3"},                    // bent three
            {"A2 B2 C2", "B3"},                 // pyramid four
            {"A2 B2 A3", "B3"},                 // square four
            {"A2 B2 A3 B3", "C2"},              // bulky five
            {"B2 A3 C3 B4", "B3"},              // crossed five
            {"B2 C2 A3 C3 B4", "B3"},           // rabbity six
        };
        String[][] alive = {
            {"A2 B2 C2", "D2"},                 // straight four
            {"A2 B2 C2", "A3"},                 // bent four
            {"A2 B2 B3", "C3"},                 // zigzag four
            {"A2 B2 C2 D2", "E2"},              // straight five
            {"A2 B2 C2 B3", "B4"},              // T five: a point touching three, no square
            {"A2 B2 A3 B3 C2", "D2"},           // six: a square with a tail of two
        };
        for (String[] c : dead) {
            assertTrue(killingShape(hp, c[0], c[1]), c[0] + " + " + c[1]);
        }
        for (String[] c : alive) {
            assertFalse(killingShape(hp, c[0], c[1]), c[0] + " + " + c[1]);
        }
    }

    /** Black stones at {@code stones} (GTP points, space-separated), then Black's move at {@code move}. */
    private static boolean killingShape(HeuristicPolicy hp, String stones, String move) {
        Board b = new Board(9);
        for (String v : stones.split(" ")) {
            b.placeSetupStone(Coord.parseGtp(v, 9), Board.BLACK);
        }
        return hp.killingShape(b, Coord.parseGtp(move, 9), Board.BLACK);
    }

    @Test
    void killingSacrificeLetsPlayoutsFindTheFalseSeki() {
        // White's group dies in the playouts from the false seki only when Black's sacrifice is
        // played; count how often F1 is Black's at the end with and without the step.
        int f1 = Coord.parseGtp("F1", 9);
        int[] killed = new int[2];
        for (int on = 0; on <= 1; on++) {
            PlayoutParams p = new PlayoutParams();
            p.killingSacrifice = on;
            PlayoutRunner runner = PlayoutRunner.heuristic(p, new FastRandom(5));
            Board b = new Board(9);
            for (int i = 0; i < 400; i++) {
                b.copyFrom(falseSeki());
                runner.run(b, Board.BLACK, 0, runner.maxMoves(9), null, null, 0);
                if (runner.owner(f1) == Board.BLACK) killed[on]++;
            }
        }
        assertTrue(killed[1] > 2 * killed[0] + 40, "White's group killed in 400 playouts: without the step "
                + killed[0] + ", with it " + killed[1]);
    }

    /**
     * A 9x9 game lost to Pachi (2026-12-06, move 74): White's group from E6 to J8 has one eye
     * (H7) and a liberty at J9 shared with Black's H9. Black kills it by G9, then J9; Black's
     * J9 first is a two-stone throw-in whose capture gives White a second eye.
     */
    private static Board throwInNextToAnEye() {
        return Board.fromDiagram(
                ".OX.OX.X.",
                "XXX..XXOO",
                ".XXXXXO.O",
                "...XOOOOO",
                "XXXOXXOOX",
                "OOXOXXXXX",
                ".OOOOX.XX",
                ".O.OOXOOO",
                "..OOOXXX.");
    }

    @Test
    void sacrificeEyeCheckRefusesAThrowInNextToAGroupWithAnEye() {
        Board b = throwInNextToAnEye();
        int j9 = Coord.parseGtp("J9", 9);
        assertTrue(b.isEye(Coord.parseGtp("H7", 9), Board.WHITE), "test position: H7 is White's eye\n" + b);
        assertEquals(1, b.libertiesAfter(j9, Board.BLACK, 2), "test position: J9 is a self-atari\n" + b);
        for (boolean check : new boolean[] {false, true}) {
            PlayoutParams p = PlayoutParams.uniform();
            p.rejectSelfAtariBig = 1;
            p.killingSacrifice = 1;
            p.sacrificeEyeCheck = check ? 1 : 0;
            HeuristicPolicy hp = new HeuristicPolicy(p, new FastRandom(8));
            int atJ9 = timesChosen(hp, b, j9, 2000);
            if (check) assertEquals(0, atJ9, "with the check J9 is refused");
            else assertTrue(atJ9 > 40, "without it J9 is one random point of 18: " + atJ9 + " of 2000");
        }
        // In playouts the check leaves White's group dead more often, and still lets the
        // sacrifice kill in the false seki (where the enemy chain has no eye): arms without
        // the check, with it, and without killing sacrifices at all.
        int h6 = Coord.parseGtp("H6", 9);
        int f1 = Coord.parseGtp("F1", 9);
        int n = 4000;
        int[] killed = new int[3];
        int[] seki = new int[3];
        for (int arm = 0; arm < 3; arm++) {
            PlayoutParams p = new PlayoutParams();
            p.sacrificeEyeCheck = arm == 1 ? 1 : 0;
            p.killingSacrifice = arm == 2 ? 0 : 1;
            PlayoutRunner runner = PlayoutRunner.heuristic(p, new FastRandom(9));
            Board w = new Board(9);
            for (int i = 0; i < n; i++) {
                w.copyFrom(b);
                runner.run(w, Board.BLACK, 0, runner.maxMoves(9), null, null, 0);
                if (runner.owner(h6) == Board.BLACK) killed[arm]++;
                if (i % 4 != 0) continue;
                w.copyFrom(falseSeki());
                runner.run(w, Board.BLACK, 0, runner.maxMoves(9), null, null, 0);
                if (runner.owner(f1) == Board.BLACK) seki[arm]++;
            }
        }
        // About 79% and 82% of playouts kill the group (88% without killing sacrifices): a
        // difference of some 110 in 4000, three standard errors.
        assertTrue(killed[1] > killed[0] + 40, "White's group killed in " + n + " playouts: without the check "
                + killed[0] + ", with it " + killed[1]);
        assertTrue(seki[1] > 2 * seki[2] + 40, "the false seki killed in " + n / 4 + " playouts: with the check "
                + seki[1] + ", without killing sacrifices " + seki[2]);
    }

    /** Black's C1 throws a stone in that White can only capture into a snapback (White's four-stone chain has C1 and D1). */
    private static Board snapback(String row1) {
        return bottom("XXXXX....", "XOOOX....", row1);
    }

    /** A 9x9 board whose bottom rows are {@code rows} (top one first), empty above them. */
    private static Board bottom(String... rows) {
        String[] all = new String[9];
        java.util.Arrays.fill(all, ".........");
        System.arraycopy(rows, 0, all, 9 - rows.length, rows.length);
        return Board.fromDiagram(all);
    }

    @Test
    void snapbackIsTheThrowInWhoseCaptureIsRetaken() {
        HeuristicPolicy hp = new HeuristicPolicy(new PlayoutParams(), new FastRandom(1));
        int c1 = Coord.parseGtp("C1", 9);
        Board b = snapback("XO..X....");
        assertEquals(1, b.libertiesAfter(c1, Board.BLACK, 2), "test position: C1 is a self-atari\n" + b);
        assertTrue(hp.setsUpSnapback(b, c1, Board.BLACK), "D1 is enclosed: White's capture there is retaken at C1");
        // The capture and the retake, played out: White's D1 takes the stone, Black's C1 takes five.
        b.playLegal(c1, Board.BLACK);
        b.playLegal(Coord.parseGtp("D1", 9), Board.WHITE);
        assertEquals(1, b.libertyCount(Coord.parseGtp("D1", 9)), "after the capture White's chain has one liberty\n" + b);
        b.playLegal(c1, Board.BLACK);
        assertEquals(5, b.lastCaptureCount(), "the retake\n" + b);

        // Not a snapback: D1 has another empty neighbour (E1), so White's chain would escape.
        assertFalse(hp.setsUpSnapback(snapback("XO......."), c1, Board.BLACK), "E1 empty");
        // Not a snapback: Black's chain next to D1 is in atari, so White's capture at D1 takes it too.
        Board inAtari = bottom("XXXXOO...", "XOOOXO...", "XO..XO...");
        assertEquals(1, inAtari.libertyCount(Coord.parseGtp("E1", 9)), "test position: E1-E2 in atari\n" + inAtari);
        assertFalse(hp.setsUpSnapback(inAtari, c1, Board.BLACK), "own chain next to D1 in atari");
        // Not a snapback: the liberty touches no White stone, so taking the stone is a ko at most.
        Board noEnemy = bottom("..OX.....", ".O..X....");
        assertEquals(1, noEnemy.libertiesAfter(c1, Board.BLACK, 2), "test position: C1 is a self-atari\n" + noEnemy);
        assertFalse(hp.setsUpSnapback(noEnemy, c1, Board.BLACK), "C1's liberty D1 touches only Black");
        // Not a snapback: a White chain next to the liberty has a third liberty.
        Board threeLibs = snapback("XO..X....");
        threeLibs.placeSetupStone(Coord.parseGtp("D3", 9), Board.EMPTY);
        assertFalse(hp.setsUpSnapback(threeLibs, c1, Board.BLACK), "White's chain also has D3\n" + threeLibs);
    }

    @Test
    void snapbackStepKeepsTheThrowInTheSelfAtariRuleRefuses() {
        Board b = snapback("XO..X....");
        int c1 = Coord.parseGtp("C1", 9);
        for (boolean on : new boolean[] {false, true}) {
            PlayoutParams p = PlayoutParams.uniform();
            p.rejectSelfAtariSingle = 1;
            p.snapback = on ? 1 : 0;
            HeuristicPolicy hp = new HeuristicPolicy(p, new FastRandom(3));
            int atC1 = timesChosen(hp, b, c1, 2000);
            if (on) assertTrue(atC1 > 10, "with the step C1 is one random point among the empty ones: " + atC1 + " of 2000");
            else assertEquals(0, atC1, "without it every lone-stone self-atari is refused");
        }
    }

    /** How many of {@code n} choices for Black in {@code b} are {@code pt}. */
    private static int timesChosen(HeuristicPolicy hp, Board b, int pt, int n) {
        int hits = 0;
        for (int k = 0; k < n; k++) if (hp.chooseMove(b, Board.BLACK) == pt) hits++;
        return hits;
    }
}
