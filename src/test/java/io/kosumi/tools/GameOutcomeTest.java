package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import org.junit.jupiter.api.Test;

class GameOutcomeTest {
    /** Black A1 and J9, White E5, komi 0.5: Black wins by 0.5 as it stands, by 80.5 without E5. */
    private static Game game() {
        Game g = new Game(9, Rules.CHINESE, 0.5);
        g.playLegal(Board.BLACK, Coord.parseGtp("A1", 9));
        g.playLegal(Board.WHITE, Coord.parseGtp("E5", 9));
        g.playLegal(Board.BLACK, Coord.parseGtp("J9", 9));
        return g;
    }

    private static boolean[] dead(Game g, String vertices) {
        boolean[] d = GameOutcome.parseVertices(vertices, g);
        assertTrue(d != null, vertices);
        return d;
    }

    @Test
    void forfeitsNameTheWinnerAndTheReason() {
        GameOutcome o = GameOutcome.loss(Board.BLACK, "time", "2000 ms for a move");
        assertEquals(Board.WHITE, o.winner);
        assertEquals("W+T", o.result());
        assertEquals('W', o.winnerChar());
        assertEquals("B+R", GameOutcome.loss(Board.WHITE, "resign", null).result());
        assertEquals("W+F", GameOutcome.loss(Board.BLACK, "crash", "exit 3").result());
        assertEquals("result W+T: time: 2000 ms for a move (A loses)",
                o.describe(new String[] {"", "A", "B"}));
    }

    @Test
    void agreementDisagreementAndDispute() {
        Game g = game();
        GameOutcome same = GameOutcome.scoreByAgreement(g, dead(g, "E5"), dead(g, "E5"), null, "score");
        assertEquals("B+80.5", same.result());
        assertNull(same.flags);
        // Both see Black winning, by different margins: the smaller one counts, flagged.
        GameOutcome disagree = GameOutcome.scoreByAgreement(g, dead(g, "E5"), dead(g, ""), null, "score");
        assertEquals("dead-disagree", disagree.flags);
        assertEquals("B+0.5", disagree.result());
        // White's view removes both black stones: White wins there, Black wins in Black's view.
        GameOutcome dispute = GameOutcome.scoreByAgreement(g, dead(g, "E5"), dead(g, "A1 J9"), "referee-failed",
                "score");
        assertTrue(dispute.disputed);
        assertEquals("?", dispute.result());
        assertEquals('?', dispute.winnerChar());
        assertEquals("referee-failed,disputed", dispute.flags);
        GameOutcome one = GameOutcome.scoreByAgreement(g, null, dead(g, "E5"), null, "max-moves");
        assertEquals("dead-from-one-engine", one.flags);
        assertEquals("B+80.5", one.result());
        assertEquals("max-moves", one.reason);
        assertEquals("no-dead-info", GameOutcome.scoreByAgreement(g, null, null, null, "score").flags);
    }

    @Test
    void refereeDecidesAndEachEngineCountingTheOtherWinnerIsFlagged() {
        Game g = game();
        // The referee sees no dead stones (Black wins by 0.5); both engines call E5 dead, which
        // also makes Black the winner: no flag.
        GameOutcome same = GameOutcome.scoreByReferee(g, dead(g, ""), dead(g, "E5"), dead(g, "E5"), "score");
        assertEquals("B+0.5", same.result());
        assertNull(same.flags);
        // White's engine calls Black's two stones dead (White wins there): the referee's count
        // stands, flagged, with that engine's count in the detail.
        GameOutcome white = GameOutcome.scoreByReferee(g, dead(g, ""), dead(g, "E5"), dead(g, "A1 J9"), "score");
        assertEquals("B+0.5", white.result());
        assertEquals(Board.BLACK, white.winner);
        assertEquals("referee-vs-white", white.flags);
        assertTrue(white.detail.contains("White's count: W+"), white.detail);
        assertTrue(!white.detail.contains("Black's count"), white.detail);
        // Both engines count White the winner: both flagged. An engine that names nothing
        // (null) flags nothing.
        assertEquals("referee-vs-black,referee-vs-white",
                GameOutcome.scoreByReferee(g, dead(g, ""), dead(g, "A1 J9"), dead(g, "A1"), "score").flags);
        assertEquals("referee-vs-black",
                GameOutcome.scoreByReferee(g, dead(g, ""), dead(g, "A1 J9"), null, "score").flags);
    }

    @Test
    void deadStoneListsMustNameStones() {
        Game g = game();
        boolean[] d = GameOutcome.parseVertices(" a1\nJ9 ", g);
        boolean[] expected = new boolean[g.board().arrayLength()];
        expected[Coord.parseGtp("A1", 9)] = true;
        expected[Coord.parseGtp("J9", 9)] = true;
        assertArrayEquals(expected, d);
        assertNull(GameOutcome.parseVertices("B2", g), "an empty point");
        assertNull(GameOutcome.parseVertices("Z99", g));
        assertNull(GameOutcome.parseVertices("pass", g));
        assertEquals(0, count(GameOutcome.parseVertices("", g)));
    }

    private static int count(boolean[] v) {
        int n = 0;
        for (boolean b : v) {
            n += b ? 1 : 0;
        }
        return n;
    }
}
