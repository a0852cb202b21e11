package io.kosumi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.search.BuiltinPriors;
import io.kosumi.search.Search;
import io.kosumi.search.SearchLimits;
import io.kosumi.search.SearchParams;
import io.kosumi.search.SearchResult;
import io.kosumi.search.SearchResults;
import io.kosumi.testutil.Positions;
import org.junit.jupiter.api.Test;

/** The engine's pass, cleanup and resign rules on top of real searches, and the dead stones from ownership. */
class MoveDecisionTest {
    private static final long MEMORY = 64L << 20;

    private static SearchParams seeded() {
        SearchParams p = new SearchParams();
        p.seed = 99;
        return p;
    }

    /** A fresh one-thread search of {@code g} for {@code color}, then the decision on it. */
    private static Analysis decide(SearchParams p, Game g, int color, int playouts, boolean cleanup) {
        Search s = new Search(p, new BuiltinPriors(), 1, MEMORY);
        return decide(s, g, color, playouts, cleanup);
    }

    private static Analysis decide(Search s, Game g, int color, int playouts, boolean cleanup) {
        SearchResult r = s.run(g, color, SearchLimits.playouts(playouts));
        return MoveDecision.decide(s, g, color, cleanup, r);
    }

    private static String text(Analysis a) {
        StringBuilder sb = new StringBuilder(Analysis.moveText(a.bestMove, a.size) + " win " + a.winRate);
        for (Analysis.Candidate c : a.ranked) {
            sb.append(String.format(" | %s %d %.3f", Coord.toGtp(c.move, a.size), c.visits, c.winRate));
        }
        return sb.toString();
    }

    private static boolean[] deadStones(Search s, Game g) {
        s.refreshOwnership(g);
        return MoveDecision.deadStones(MoveDecision.ownership(s), g.board(), s.params().deadOwnership);
    }

    @Test
    void passesWhenOpponentPassedAndCountWins() {
        Game g = Positions.game(7, Board.WHITE, Positions.SETTLED);
        g.playLegal(Board.WHITE, Board.PASS);
        Search s = new Search(seeded(), new BuiltinPriors(), 1, MEMORY);
        Analysis a = decide(s, g, Board.BLACK, 3000, false);
        assertEquals(Board.PASS, a.bestMove, text(a));
        boolean[] dead = deadStones(s, g);
        for (boolean d : dead) {
            assertFalse(d);
        }
        assertEquals(2.0, g.areaScore(dead), 1e-9);
    }

    @Test
    void doesNotPassFirstWhenARealMoveIsAsGood() {
        // Nothing left to gain on the board (Black's moves in its three-point eye change
        // nothing); a huge pass prior makes the search choose the pass.
        SearchParams p = seeded();
        p.passPriorFactor = 1000;
        p.passFirstMargin = -1;
        p.lcbMinShare = 1; // the most visited move is the search's choice
        Game g = Positions.sealedBoard(7, Board.BLACK, "X...X.X.X");
        Analysis a = decide(p, g, Board.BLACK, 1000, false);
        assertEquals(Board.PASS, a.ranked.get(0).move, "the search prefers the pass: " + text(a));
        assertEquals(Board.PASS, a.bestMove, "rule off: " + text(a));

        p.passFirstMargin = 0.05;
        a = decide(p, g, Board.BLACK, 1000, false);
        assertEquals(Board.PASS, a.ranked.get(0).move, "the search prefers the pass: " + text(a));
        assertNotEquals(Board.PASS, a.bestMove, "rule on: " + text(a));
        double passWin = a.ranked.get(0).winRate;
        assertTrue(a.winRate >= passWin - 0.05, text(a));

        // After the opponent's pass the rule does not apply: the pass ends the game and wins.
        g.playLegal(Board.BLACK, Board.PASS);
        g.playLegal(Board.WHITE, Board.PASS);
        a = decide(p, g, Board.BLACK, 1000, false);
        assertEquals(Board.PASS, a.bestMove, "answering a pass: " + text(a));
    }

    @Test
    void doesNotPassFirstOnAFewVisits() {
        // Move 5 of a 13x13 game after a one-second search of a cold engine on a busy machine:
        // the pass leads by more than the margin, on a few dozen visits.
        Game g = Positions.played(13, 7.5, "D4", "K4", "C9", "L11");
        int d11 = Coord.parseGtp("D11", 13);
        SearchResult few = SearchResults.of(Board.BLACK, 13, new int[] {Board.PASS, d11}, new int[] {33, 30},
                new double[] {0.55, 0.44});
        SearchParams p = seeded();
        p.passFirstMinVisits = 0;
        assertEquals(Board.PASS, MoveDecision.decide(g, Board.BLACK, false, few, null, p).bestMove, "rule off");
        p.passFirstMinVisits = 400;
        assertEquals(d11, MoveDecision.decide(g, Board.BLACK, false, few, null, p).bestMove, "rule on");
        // With the visits to trust it, the pass stands (the margin rule still applies).
        SearchResult many = SearchResults.of(Board.BLACK, 13, new int[] {Board.PASS, d11}, new int[] {4000, 3000},
                new double[] {0.55, 0.44});
        assertEquals(Board.PASS, MoveDecision.decide(g, Board.BLACK, false, many, null, p).bestMove, "enough visits");
        // A pass that answers a pass: doesNotAnswerAPassWithAPassThatLosesTheCount.
    }

    @Test
    void doesNotAnswerAPassWithAPassThatLosesTheCount() {
        // Black owns the board and has passed; White's search ranks its pass first, a real
        // move close behind (as when every move loses). Passing back would end the game lost
        // on the count.
        Game g = Positions.sealedBoard(7, Board.BLACK, "X...X.X.X");
        g.playLegal(Board.BLACK, Board.PASS);
        boolean[] none = new boolean[g.board().arrayLength()];
        assertTrue(g.areaScore(none) > 0, "Black wins the count");
        int c9 = Coord.parseGtp("C9", 9);
        SearchResult r = SearchResults.of(Board.WHITE, 9, new int[] {Board.PASS, c9}, new int[] {500, 400},
                new double[] {0.03, 0.02});
        SearchParams p = seeded();
        p.passFirstMargin = -1;
        p.playOnMinWin = -1;
        assertEquals(Board.PASS, MoveDecision.decide(g, Board.WHITE, false, r, null, p).bestMove, "rules off");
        p.passFirstMargin = 0.05;
        assertEquals(c9, MoveDecision.decide(g, Board.WHITE, false, r, null, p).bestMove, "margin rule on");
        // A real move that the search values well below the pass: the pass still loses the
        // count for certain, so White plays on while the move keeps some hope.
        SearchResult worse = SearchResults.of(Board.WHITE, 9, new int[] {Board.PASS, c9}, new int[] {500, 400},
                new double[] {0.30, 0.10});
        assertEquals(Board.PASS, MoveDecision.decide(g, Board.WHITE, false, worse, null, p).bestMove,
                "play-on rule off: the pass stands");
        p.playOnMinWin = 0.05;
        assertEquals(c9, MoveDecision.decide(g, Board.WHITE, false, worse, null, p).bestMove, "play-on rule on");
        // Every real move hopeless: the pass stands (the resignation rule decides the rest).
        SearchResult hopeless = SearchResults.of(Board.WHITE, 9, new int[] {Board.PASS, c9}, new int[] {500, 400},
                new double[] {0.30, 0.01});
        assertEquals(Board.PASS, MoveDecision.decide(g, Board.WHITE, false, hopeless, null, p).bestMove, "hopeless");
        // A pass that answers a pass is not a free move: the count decides it, whatever its
        // visits (passFirstMinVisits leaves it alone).
        SearchResult hopelessFew = SearchResults.of(Board.WHITE, 9, new int[] {Board.PASS, c9}, new int[] {30, 20},
                new double[] {0.30, 0.01});
        assertEquals(Board.PASS, MoveDecision.decide(g, Board.WHITE, false, hopelessFew, null, p).bestMove,
                "answering a pass");
        // Black, who wins the count, answers the pass with a pass.
        Game b = Positions.sealedBoard(7, Board.WHITE, "X...X.X.X");
        b.playLegal(Board.WHITE, Board.PASS);
        SearchResult rb = SearchResults.of(Board.BLACK, 9, new int[] {Board.PASS, c9}, new int[] {500, 400},
                new double[] {0.97, 0.97});
        assertEquals(Board.PASS, MoveDecision.decide(b, Board.BLACK, false, rb, null, p).bestMove, "count wins");
    }

    @Test
    void doesNotAnswerAPassOnAnUnsettledBoard() {
        // An open board: the empty region touches both colours, so the count gives it to no
        // one and Black wins by its extra stone. Black's search ranks the pass first with a
        // real move close behind.
        Game g = openBoard();
        g.playLegal(Board.WHITE, Board.PASS);
        Board b = g.board();
        assertTrue(g.areaScore(new boolean[b.arrayLength()]) > 0, "Black wins the count");
        int e5 = Coord.parseGtp("E5", 9);
        SearchResult r = SearchResults.of(Board.BLACK, 9, new int[] {Board.PASS, e5}, new int[] {500, 400},
                new double[] {0.50, 0.48});
        SearchParams p = seeded();
        assertEquals(Board.PASS, MoveDecision.decide(g, Board.BLACK, false, r, null, p).bestMove,
                "no ownership: the count alone decides");
        // The ownership gives the open area to White: play on.
        assertEquals(e5, MoveDecision.decide(g, Board.BLACK, false, r, ownership(b, 0.9f, -0.8f), p).bestMove,
                "White's open area");
        // The ownership leans to Black but the area is not settled: play on.
        assertEquals(e5, MoveDecision.decide(g, Board.BLACK, false, r, ownership(b, 0.9f, 0.1f), p).bestMove,
                "unsettled");
        // The area settled as Black's: the pass ends the game won, even when the search
        // ranks a real move first.
        SearchResult rb = SearchResults.of(Board.BLACK, 9, new int[] {e5, Board.PASS}, new int[] {500, 400},
                new double[] {0.80, 0.78});
        assertEquals(Board.PASS, MoveDecision.decide(g, Board.BLACK, false, rb, ownership(b, 0.9f, 0.7f), p).bestMove,
                "settled");
        // A white stone in that area, dead by the count: the pass waits until it is clearly
        // dead, as a referee may count it alive.
        Game d = openBoard();
        int j1 = Coord.parseGtp("J1", 9);
        d.setupStones(Board.BLACK, new int[] {Coord.parseGtp("G2", 9)});
        d.setupStones(Board.WHITE, new int[] {j1});
        d.playLegal(Board.WHITE, Board.PASS);
        // Black's stones and 37 empty points are Black's, the other 39 empty points and G4
        // White's: with J1 Black's too, Black has 41 of the 81 points and wins by 0.5.
        Board db = d.board();
        float[] j1Dead = ownership(db, 0.9f, -0.7f);
        int blackEmpty = 0;
        for (int pt = 0; pt < j1Dead.length && blackEmpty < 37; pt++) {
            if (db.onBoard(pt) && db.color(pt) == Board.EMPTY) {
                j1Dead[pt] = 0.7f;
                blackEmpty++;
            }
        }
        j1Dead[j1] = 0.5f;
        assertEquals(e5, MoveDecision.decide(d, Board.BLACK, false, rb, j1Dead, p).bestMove, "J1 not clearly dead");
        j1Dead[j1] = 0.9f;
        assertEquals(Board.PASS, MoveDecision.decide(d, Board.BLACK, false, rb, j1Dead, p).bestMove, "J1 clearly dead");
        // The rule off: the count alone.
        p.passSettled = 0;
        assertEquals(Board.PASS, MoveDecision.decide(g, Board.BLACK, false, r, ownership(b, 0.9f, -0.8f), p).bestMove,
                "rule off");
    }

    /** A 9x9 board open but for Black's C3 D3 and White's G4, komi 0.5, White to move. */
    private static Game openBoard() {
        return Positions.game(0.5, Board.WHITE,
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "......O..",
                "..XX.....",
                ".........",
                ".........");
    }

    /** Ownership for {@code b}: {@code stones} on Black's stones, minus it on White's, {@code empty} elsewhere. */
    private static float[] ownership(Board b, float stones, float empty) {
        float[] own = new float[b.arrayLength()];
        for (int pt = 0; pt < own.length; pt++) {
            int c = b.color(pt);
            own[pt] = c == Board.BLACK ? stones : c == Board.WHITE ? -stones : empty;
        }
        return own;
    }

    @Test
    void doesNotPassIntoALossAndResignsWhenHopeless() {
        Game g = Positions.game(7, Board.BLACK, Positions.SETTLED);
        g.playLegal(Board.BLACK, Board.PASS);
        SearchParams p = seeded();
        p.resignThreshold = 0;
        Analysis a = decide(p, g, Board.WHITE, 3000, false);
        assertNotEquals(Board.PASS, a.bestMove, "passing loses for White: " + text(a));

        Game lost = Positions.game(7, Board.BLACK,
                "OOOOOOOOO",
                "O.O.O.O.O",
                "OOOOOOOOO",
                ".........",
                ".........",
                ".........",
                "OOOOOOOOO",
                "O.O.O.O.O",
                "OOOOOOOOO");
        SearchParams q = seeded();
        q.resignMinVisits = 1000;
        q.resignMinMoveShare = 0;
        a = decide(q, lost, Board.BLACK, 3000, false);
        assertEquals(MoveGenerator.RESIGN, a.bestMove, text(a));
        assertEquals(0, a.pv.length, "no line after resigning");
        // Not while the search gave a winning komi.
        Search s = new Search(q, new BuiltinPriors(), 1, MEMORY);
        SearchResult r = s.run(lost, Board.BLACK, SearchLimits.playouts(3000));
        assertEquals(MoveGenerator.RESIGN, MoveDecision.decide(s, lost, Board.BLACK, false, true, r).bestMove);
        a = MoveDecision.decide(s, lost, Board.BLACK, false, false, r);
        assertNotEquals(MoveGenerator.RESIGN, a.bestMove, text(a));
        q.resignThreshold = 0;
        assertEquals(MoveDecision.decide(lost, Board.BLACK, false, r, MoveDecision.ownership(s), q).bestMove,
                a.bestMove, "the move it plays with resigning off: " + text(a));
        // Not in the opening: the default keeps playing at move 0.
        a = decide(seeded(), lost, Board.BLACK, 3000, false);
        assertNotEquals(MoveGenerator.RESIGN, a.bestMove, text(a));
    }

    @Test
    void deadStonesFollowOwnershipAndCleanupCapturesThem() {
        // A lone white stone inside Black's big area is dead.
        Game g = Positions.game(7, Board.BLACK,
                "....XO...",
                "....XO...",
                "....XO...",
                "..O.XO...",
                "....XO...",
                "....XO...",
                "....XO...",
                "....XO...",
                "....XO...");
        Search s = new Search(seeded(), new BuiltinPriors(), 1, MEMORY);
        boolean[] dead = deadStones(s, g);
        assertTrue(dead[Coord.parseGtp("C6", 9)], "C6 should be dead");
        assertFalse(dead[Coord.parseGtp("E6", 9)]);
        assertFalse(dead[Coord.parseGtp("F6", 9)]);
        assertEquals(2.0, g.areaScore(dead), 1e-9);
        // Cleanup mode: White passed, but Black must capture C6 before passing.
        g.playLegal(Board.BLACK, Board.PASS);
        g.playLegal(Board.WHITE, Board.PASS);
        Analysis a = decide(s, g, Board.BLACK, 3000, true);
        assertNotEquals(Board.PASS, a.bestMove, text(a));
        // Outside cleanup, Black passes when C6 counts as clearly dead; the playouts give its
        // point to Black only about a third of the time more than to White (the area is wide
        // open), so by default Black plays on rather than pass on a count that needs C6 dead.
        Analysis normal = decide(s, g, Board.BLACK, 3000, false);
        assertNotEquals(Board.PASS, normal.bestMove, "C6 not clearly dead: " + text(normal));
        s.params().passDeadOwnership = 0.1;
        normal = decide(s, g, Board.BLACK, 3000, false);
        assertEquals(Board.PASS, normal.bestMove, "C6 dead enough: " + text(normal));
    }

    @Test
    void deadStonesAreWholeChainsBelowTheThreshold() {
        Board b = Board.fromDiagram(
                "XX...",
                ".....",
                "...O.",
                "...O.",
                ".....");
        float[] own = new float[b.arrayLength()];
        own[b.point(0, 4)] = -0.9f; // A5 mostly White's: with B5 at +0.5 the chain's mean is -0.2
        own[b.point(1, 4)] = 0.5f;
        own[b.point(3, 2)] = -0.4f; // the White chain D3-D2 owned by White on average
        own[b.point(3, 1)] = 0.2f;
        boolean[] dead = MoveDecision.deadStones(own, b, 0.0);
        assertTrue(dead[b.point(0, 4)] && dead[b.point(1, 4)], "both stones of the Black chain");
        assertFalse(dead[b.point(3, 2)] || dead[b.point(3, 1)], "the White chain lives");
        int n = 0;
        for (boolean d : dead) {
            n += d ? 1 : 0;
        }
        assertEquals(2, n);
        for (boolean d : MoveDecision.deadStones(null, b, 0.5)) {
            assertFalse(d, "no ownership: nothing is dead, whatever the threshold");
        }
    }
}
