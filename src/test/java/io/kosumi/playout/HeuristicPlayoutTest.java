package io.kosumi.playout;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.pattern.Features;
import io.kosumi.pattern.Pattern3x3;
import io.kosumi.pattern.PriorTable;
import io.kosumi.util.FastRandom;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class HeuristicPlayoutTest {
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
        b.play(Coord.parseGtp(last, b.size()), color);
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
        HeuristicPlayout hp = new HeuristicPlayout(certain(), new FastRandom(1));
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
        HeuristicPlayout hp = new HeuristicPlayout(certain(), new FastRandom(2));
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
        HeuristicPlayout hp = new HeuristicPlayout(twoLiberties(), new FastRandom(2));
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
        HeuristicPlayout hp = new HeuristicPlayout(twoLiberties(), new FastRandom(3));
        java.util.Set<String> seen = new java.util.TreeSet<>();
        for (int i = 0; i < 50; i++) seen.add(Coord.toGtp(hp.chooseMove(b, Board.BLACK), 9));
        assertEquals(java.util.Set.of("C4", "F4"), seen);
        // With the step off, the policy has no such answer and plays elsewhere too.
        HeuristicPlayout off = new HeuristicPlayout(certain(), new FastRandom(3));
        java.util.Set<String> seenOff = new java.util.TreeSet<>();
        for (int i = 0; i < 50; i++) seenOff.add(Coord.toGtp(off.chooseMove(b, Board.BLACK), 9));
        assertFalse(java.util.Set.of("C4", "F4").containsAll(seenOff), "without the step: " + seenOff);
    }

    /** Records the simulation {@code moves} (Black first) from the empty 9x9 board, then learns with {@code winner}. */
    private static void simulate(HeuristicPlayout hp, int winner, String... moves) {
        Board b = new Board(9);
        hp.beginSimulation(b, Board.BLACK);
        for (String m : moves) hp.noteMove(Coord.parseGtp(m, 9));
        hp.learnReplies(winner);
    }

    /** White's policy moves over 50 draws after the given moves (Black first) on an empty 9x9 board. */
    private static java.util.Map<String, Integer> whiteAnswers(HeuristicPlayout hp, String... moves) {
        Board b = new Board(9);
        int c = Board.BLACK;
        for (String m : moves) {
            b.play(Coord.parseGtp(m, 9), c);
            c ^= 3;
        }
        java.util.Map<String, Integer> seen = new java.util.TreeMap<>();
        for (int i = 0; i < 50; i++) seen.merge(Coord.toGtp(hp.chooseMove(b, Board.WHITE), 9), 1, Integer::sum);
        return seen;
    }

    @Test
    void lastGoodReplyPlaysTheWinnersRepliesAndForgetsTheLosers() {
        PlayoutParams p = PlayoutParams.uniform();
        p.lastGoodReply = 1;
        HeuristicPlayout hp = new HeuristicPlayout(p, new FastRandom(7));
        // White won D4 F6 C3 G7: G7 is White's reply to C3, and to F6-then-C3.
        simulate(hp, Board.WHITE, "D4", "F6", "C3", "G7");
        assertEquals(java.util.Map.of("G7", 50), whiteAnswers(hp, "D4", "F6", "C3"));
        // White won C3 H8 from the start: H8 is now the reply to C3 alone, but the reply to
        // F6-then-C3 is still G7 (the two-move reply comes first).
        simulate(hp, Board.WHITE, "C3", "H8");
        assertEquals(java.util.Map.of("H8", 50), whiteAnswers(hp, "B2", "E5", "C3"));
        assertEquals(java.util.Map.of("G7", 50), whiteAnswers(hp, "D4", "F6", "C3"));
        // A stored reply on an occupied point is not played.
        java.util.Map<String, Integer> blocked = whiteAnswers(hp, "G7", "F6", "C3");
        assertFalse(blocked.containsKey("G7"), "occupied reply played: " + blocked);
        // The loser's moves are deleted where they are its stored reply: White lost C3 H8, so
        // H8 is forgotten as White's reply to C3.
        simulate(hp, Board.BLACK, "C3", "H8");
        java.util.Map<String, Integer> forgotten = whiteAnswers(hp, "B2", "E5", "C3");
        assertTrue(forgotten.getOrDefault("H8", 0) < 10 && forgotten.size() > 10, "after forgetting: " + forgotten);
        // A draw teaches nothing.
        simulate(hp, Board.EMPTY, "C3", "J9");
        assertFalse(whiteAnswers(hp, "B2", "E5", "C3").getOrDefault("J9", 0) > 10, "a draw stored J9");
        // With the step off the same tables are not consulted.
        PlayoutParams off = PlayoutParams.uniform();
        HeuristicPlayout hpOff = new HeuristicPlayout(off, new FastRandom(7));
        simulate(hpOff, Board.WHITE, "D4", "F6", "C3", "G7");
        assertTrue(whiteAnswers(hpOff, "D4", "F6", "C3").getOrDefault("G7", 0) < 10, "step off but G7 played");
    }

    @Test
    void neverFillsOwnEyeAndPassesWhenOnlyEyesRemain() {
        // Black has two one-point eyes (A1 region and C1); everything else is black.
        Board b = Board.fromDiagram(
                "XXX",
                "XXX",
                ".X.");
        HeuristicPlayout hp = new HeuristicPlayout(new PlayoutParams(), new FastRandom(3));
        for (int i = 0; i < 100; i++) {
            assertEquals(Board.PASS, hp.chooseMove(b, Board.BLACK));
        }
        // White may play there (it is legal only as a capture? no: suicide), so White passes too.
        assertEquals(Board.PASS, hp.chooseMove(b, Board.WHITE));
    }

    @Test
    void playoutsEndAndScoreByArea() {
        HeuristicPlayout hp = new HeuristicPlayout(new PlayoutParams(), new FastRandom(4));
        Board root = new Board(9);
        Board b = new Board(9);
        int[] amafColor = new int[b.arrayLength()];
        int[] amafIndex = new int[b.arrayLength()];
        for (int i = 0; i < 200; i++) {
            b.copyFrom(root);
            java.util.Arrays.fill(amafColor, 0);
            int area = hp.run(b, Board.BLACK, 0, hp.maxMoves(9), amafColor, amafIndex, 0);
            b.checkConsistency();
            assertTrue(Math.abs(area) <= 81);
            int counted = 0;
            for (int pt = 0; pt < b.arrayLength(); pt++) {
                if (hp.owner(pt) == Board.BLACK) counted++;
                else if (hp.owner(pt) == Board.WHITE) counted--;
                if (amafColor[pt] != 0) assertTrue(b.onBoard(pt));
            }
            assertEquals(area, counted);
            assertTrue(hp.lastLength() <= hp.maxMoves(9));
        }
    }

    @Test
    void uniformPolicyIsLegalAndDifferentFromHeuristic() {
        Board b = new Board(9);
        HeuristicPlayout uni = new HeuristicPlayout(PlayoutParams.uniform(), new FastRandom(5));
        for (int i = 0; i < 300; i++) {
            int c = (i & 1) == 0 ? Board.BLACK : Board.WHITE;
            int mv = uni.chooseMove(b, c);
            if (mv == Board.PASS) break;
            assertTrue(b.isLegal(mv, c, false));
            assertNotEquals(true, b.isEye(mv, c));
            b.play(mv, c);
        }
        b.checkConsistency();
    }

    @Test
    void runAllocatesNothingAfterWarmUp() {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        assumeTrue(mx instanceof com.sun.management.ThreadMXBean, "no allocation counter in this JVM");
        com.sun.management.ThreadMXBean amx = (com.sun.management.ThreadMXBean) mx;
        assumeTrue(amx.isThreadAllocatedMemorySupported(), "allocation counter unsupported");
        amx.setThreadAllocatedMemoryEnabled(true);
        PlayoutParams withGamma = new PlayoutParams();
        withGamma.randomGamma = 2;
        PlayoutParams twoLibs = new PlayoutParams();
        twoLibs.twoLiberties = 1;
        PlayoutParams noTwoLibs = new PlayoutParams();
        noTwoLibs.twoLiberties = 0;
        PlayoutParams replies = new PlayoutParams();
        replies.lastGoodReply = 1;
        // Runs: 9x9, 19x19, 9x9 with the gamma-biased random step (learned table), 9x9 with
        // the two-liberty step, 9x9 and 19x19 with the last-good-reply tables learning.
        for (int run = 0; run < 6; run++) {
            int size = run == 1 || run == 5 ? 19 : 9;
            HeuristicPlayout hp = run < 2 ? new HeuristicPlayout(noTwoLibs, new FastRandom(6))
                    : run == 2 ? new HeuristicPlayout(withGamma, new FastRandom(6), PriorTable.loadDefault())
                    : run == 3 ? new HeuristicPlayout(twoLibs, new FastRandom(6))
                    : new HeuristicPlayout(replies, new FastRandom(6));
            Board root = new Board(size);
            Board b = new Board(size);
            int[] ac = new int[b.arrayLength()];
            int[] ai = new int[b.arrayLength()];
            for (int i = 0; i < 3000; i++) {
                b.copyFrom(root);
                hp.beginSimulation(b, Board.BLACK);
                int area = hp.run(b, Board.BLACK, 0, hp.maxMoves(size), ac, ai, 0);
                hp.learnReplies(area > 0 ? Board.BLACK : Board.WHITE);
            }
            long tid = Thread.currentThread().getId();
            long before = amx.getThreadAllocatedBytes(tid);
            for (int i = 0; i < 500; i++) {
                b.copyFrom(root);
                java.util.Arrays.fill(ac, 0);
                hp.beginSimulation(b, Board.BLACK);
                int area = hp.run(b, Board.BLACK, 0, hp.maxMoves(size), ac, ai, 0);
                hp.learnReplies(area > 0 ? Board.BLACK : Board.WHITE);
            }
            long after = amx.getThreadAllocatedBytes(tid);
            // The counter call itself may allocate a few bytes; 500 playouts must add nothing.
            assertTrue(after - before < 1024, "allocated " + (after - before) + " bytes in 500 playouts on " + size);
        }
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
    void learnedShapesFollowTheTableGammas() {
        // A contact fight in the middle (White's D5, played by the helper, is in atari): several neighbours of White's last move D5 have
        // distinct 3x3 patterns. With only the shape step on, the learned mode must choose
        // among the neighbours whose gamma reaches the threshold, in proportion to the gammas,
        // and fall through to a random move only when none is acceptable.
        Board b = contactFight();
        PriorTable table = PriorTable.loadDefault();
        PlayoutParams p = PlayoutParams.uniform();
        p.pattern = 1;
        p.learnedPatternMin = 0.5;
        int[] around = aroundD5(b);
        double[] gamma = new double[around.length];
        double total = 0;
        for (int i = 0; i < around.length; i++) {
            if (b.color(around[i]) != Board.EMPTY) continue;
            double g = table.featureGamma(9, Features.PAT3, Pattern3x3.forColor(Pattern3x3.code(b, around[i]), Board.BLACK));
            if (g >= p.learnedPatternMin) {
                gamma[i] = g;
                total += g;
            }
        }
        assertTrue(total > 0, "test position: some neighbour must qualify");
        HeuristicPlayout hp = new HeuristicPlayout(p, new FastRandom(5), table);
        int n = 20000;
        int[] count = new int[around.length];
        for (int k = 0; k < n; k++) {
            int mv = hp.chooseMove(b, Board.BLACK);
            boolean found = false;
            for (int i = 0; i < around.length; i++) {
                if (around[i] == mv) {
                    count[i]++;
                    found = true;
                }
            }
            assertTrue(found, "move " + Coord.toGtp(mv, 9) + " is not a qualifying neighbour of D5");
        }
        for (int i = 0; i < around.length; i++) {
            double expected = n * gamma[i] / total;
            // Binomial standard deviation is at most sqrt(n)/2 = 71; allow 5 of them.
            assertEquals(expected, count[i], 360, "neighbour " + Coord.toGtp(around[i], 9));
        }
    }
    @Test
    void shapeGammaWeightsTheHandWrittenShapes() {
        // shapeGamma=1: the hand-written shapes pick the candidates, the learned gammas weight
        // them. Every chosen move must fit a shape, and the frequencies follow the gammas.
        Board b = contactFight();
        PriorTable table = PriorTable.loadDefault();
        PlayoutParams p = PlayoutParams.uniform();
        p.pattern = 1;
        p.shapeGamma = 1;
        int[] around = aroundD5(b);
        double[] gamma = new double[around.length];
        double total = 0;
        int shapes = 0;
        for (int i = 0; i < around.length; i++) {
            if (b.color(around[i]) != Board.EMPTY || !ShapePatterns.matches(b, around[i])) continue;
            gamma[i] = table.featureGamma(9, Features.PAT3, Pattern3x3.forColor(Pattern3x3.code(b, around[i]), Board.BLACK));
            total += gamma[i];
            shapes++;
        }
        assertTrue(shapes >= 2, "test position: at least two neighbours must fit a shape, found " + shapes);
        HeuristicPlayout hp = new HeuristicPlayout(p, new FastRandom(7), table);
        int n = 20000;
        int[] count = new int[around.length];
        for (int k = 0; k < n; k++) {
            int mv = hp.chooseMove(b, Board.BLACK);
            int hit = -1;
            for (int i = 0; i < around.length; i++) if (around[i] == mv) hit = i;
            assertTrue(hit >= 0 && gamma[hit] > 0, "move " + Coord.toGtp(mv, 9) + " is not a shape point next to D5");
            count[hit]++;
        }
        for (int i = 0; i < around.length; i++) {
            assertEquals(n * gamma[i] / total, count[i], 360, "neighbour " + Coord.toGtp(around[i], 9));
        }
    }

    /**
     * A table that gives every first-line pattern of an empty board gamma 0.01 and every other
     * pattern {@code rare}; written to a temporary file and read like a user's table.
     */
    private static PriorTable firstLineTable(float rare) throws java.io.IOException {
        Board b = new Board(9);
        StringBuilder sb = new StringBuilder("kosumi-priors 1\npat3 rare " + rare + "\n");
        for (int x = 0; x < 9; x++) {
            for (int y = 0; y < 9; y++) {
                if (x != 0 && y != 0 && x != 8 && y != 8) continue;
                sb.append(String.format("pat3 0x%05x 0.01%n", Pattern3x3.code(b, b.point(x, y))));
            }
        }
        java.nio.file.Path f = java.nio.file.Files.createTempFile("kosumi-gamma", ".txt");
        try {
            java.nio.file.Files.writeString(f, sb);
            return PriorTable.load(f);
        } finally {
            java.nio.file.Files.delete(f);
        }
    }

    /** How often the random step picks a first-line point of the empty 9x9 board, in {@code n} draws. */
    private static int firstLineChoices(PlayoutParams p, PriorTable table, int color, int n) {
        HeuristicPlayout hp = new HeuristicPlayout(p, new FastRandom(11), table);
        Board b = new Board(9);
        int edge = 0;
        for (int k = 0; k < n; k++) {
            int mv = hp.chooseMove(b, color);
            assertTrue(b.onBoard(mv), "the random step must find a move on the empty board: " + mv);
            if (b.edgeDistance(mv) == 0) edge++;
        }
        return edge;
    }

    @Test
    void randomGammaAvoidsPatternsWithTinyGammas() throws Exception {
        // 32 of the 81 points are on the first line (39.5% uniformly). With gamma 0.01 for those
        // patterns, 1 for the rest and G = 1, a first-line point survives a draw with
        // probability 0.01, so it is chosen only when all 6 draws fail (0.395^6 = 0.4%) or
        // one of them is accepted anyway: about 1% in all.
        PriorTable table = firstLineTable(1f);
        PlayoutParams p = PlayoutParams.uniform();
        int n = 20000;
        int uniform = firstLineChoices(p, table, Board.BLACK, n);
        assertEquals(n * 32.0 / 81, uniform, 5 * Math.sqrt(n) / 2, "without the option the step is uniform");
        p.randomGamma = 1;
        p.randomGammaTries = 6;
        for (int color : new int[] {Board.BLACK, Board.WHITE}) {
            int biased = firstLineChoices(p, table, color, n);
            assertTrue(biased < n * 0.03, "first-line points chosen " + biased + " times of " + n + " for colour " + color);
        }
    }

    @Test
    void randomGammaFallsBackToAUniformMoveWhenEveryPatternIsRare() throws Exception {
        // Every pattern has a tiny gamma: the draws nearly always fail and the bounded fallback
        // must still play, uniformly (first line 39.5%).
        PriorTable table = firstLineTable(0.01f);
        PlayoutParams p = PlayoutParams.uniform();
        p.randomGamma = 1;
        int n = 20000;
        int edge = firstLineChoices(p, table, Board.BLACK, n);
        assertEquals(n * 32.0 / 81, edge, 5 * Math.sqrt(n) / 2);
    }

    @Test
    void randomGammaRejectsBadSettings() {
        PlayoutParams p = new PlayoutParams();
        p.randomGamma = -1;
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new HeuristicPlayout(p, new FastRandom(1), PriorTable.loadDefault()));
        p.randomGamma = 2;
        p.randomGammaTries = 0;
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new HeuristicPlayout(p, new FastRandom(1), PriorTable.loadDefault()));
    }

    @Test
    void captureGammaPrefersTheRescueOverAPlainCapture() {
        // Black to move can take the lone White C5 (plain capture at C4) or the White F2 whose
        // capture at F1 rescues Black's G2 from atari. captureGamma=1 picks between them in
        // proportion to their learned capture gammas; without it the step takes whichever
        // comes first in its list, always the same one.
        Board b = Board.fromDiagram(
                ".........",
                ".........",
                ".........",
                "..X......",
                ".XOX.....",
                ".........",
                ".....X...",
                "....XOXO.",
                "......O..");
        int c4 = Coord.parseGtp("C4", 9), f1 = Coord.parseGtp("F1", 9);
        assertEquals(1, b.libertyCount(Coord.parseGtp("C5", 9)), "test position: C5 in atari");
        assertEquals(1, b.libertyCount(Coord.parseGtp("F2", 9)), "test position: F2 in atari");
        assertEquals(1, b.libertyCount(Coord.parseGtp("G2", 9)), "test position: G2 in atari");
        PriorTable table = PriorTable.loadDefault();
        double plain = table.featureGamma(9, Features.CAPTURE, 1);
        double rescue = table.featureGamma(9, Features.CAPTURE, 9);
        assertTrue(rescue > 2 * plain, "the learned table should favour rescues: " + rescue + " vs " + plain);
        PlayoutParams p = PlayoutParams.uniform();
        p.captureAny = 1;
        int n = 20000;
        int[] off = new int[2];
        int[] on = new int[2];
        HeuristicPlayout first = new HeuristicPlayout(p, new FastRandom(3), table);
        p.captureGamma = 1;
        HeuristicPlayout weighted = new HeuristicPlayout(p, new FastRandom(3), table);
        for (int k = 0; k < n; k++) {
            int a = first.chooseMove(b, Board.BLACK);
            int m = weighted.chooseMove(b, Board.BLACK);
            assertTrue((a == c4 || a == f1) && (m == c4 || m == f1), "not a capture: " + Coord.toGtp(a, 9) + " " + Coord.toGtp(m, 9));
            off[a == f1 ? 1 : 0]++;
            on[m == f1 ? 1 : 0]++;
        }
        assertTrue(off[0] == n || off[1] == n, "without captureGamma one capture is always taken: " + off[0] + "/" + off[1]);
        assertEquals(n * rescue / (rescue + plain), on[1], 5 * Math.sqrt(n) / 2, "rescues at F1");
    }

    @Test
    void randomGammaShapesFiltersTheShapeStep() throws Exception {
        // Only the shape step and the random step are on. Every pattern gets gamma 0.01 and
        // G = 1: with randomGammaShapes the shape candidates next to D5 nearly always fail the
        // test, so the move comes from the (fallback) random step, which hits one of the 8
        // neighbours only by chance; without it every move is a shape point next to D5.
        Board b = contactFight();
        PriorTable table = firstLineTable(0.01f);
        PlayoutParams p = PlayoutParams.uniform();
        p.pattern = 1;
        p.randomGamma = 1;
        int[] around = aroundD5(b);
        int n = 5000;
        int[] near = new int[2];
        for (int gate = 0; gate < 2; gate++) {
            p.randomGammaShapes = gate;
            HeuristicPlayout hp = new HeuristicPlayout(p, new FastRandom(13), table);
            for (int k = 0; k < n; k++) {
                int mv = hp.chooseMove(b, Board.BLACK);
                for (int q : around) if (q == mv) near[gate]++;
            }
        }
        assertEquals(n, near[0], "without the filter the shape step decides every move");
        assertTrue(near[1] < n * 0.3, "with the filter only " + near[1] + " of " + n + " moves should be next to D5");
    }
}
