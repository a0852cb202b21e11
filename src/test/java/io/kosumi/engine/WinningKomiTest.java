package io.kosumi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.search.SearchParams;
import org.junit.jupiter.api.Test;

/** How the winning komi climbs, falls and starts again, one game search at a time. */
class WinningKomiTest {
    private static final int VISITS = 1000;

    private static SearchParams params() {
        SearchParams p = new SearchParams();
        p.winningKomiFrom = 0.3; // from move 25 on 9x9
        return p;
    }

    /**
     * A 9x9 game of {@code n} plays on rows 1, 3, 5, 7 and 9, colours alternating along each
     * row: every stone keeps the liberties above and below it, so nothing is ever captured.
     */
    private static Game game(int n) {
        Game g = new Game(9, Rules.CHINESE, 7);
        for (int i = 0; i < n; i++) play(g);
        return g;
    }

    private static void play(Game g) {
        int i = g.moveCount();
        g.playLegal(i % 2 == 0 ? Board.BLACK : Board.WHITE, g.board().point(i % 9, 2 * (i / 9)));
    }

    /** {@code before}, then {@code after} with {@code winRate}, then the opponent's reply. */
    private static double search(WinningKomi k, Game g, double winRate) {
        double given = k.before(g, Board.BLACK);
        k.after(g, Board.BLACK, winRate, VISITS);
        play(g);
        play(g);
        return given;
    }

    @Test
    void offGivesNothing() {
        WinningKomi k = new WinningKomi(new SearchParams());
        Game g = game(30);
        for (int i = 0; i < 4; i++) assertEquals(0, search(k, g, 0.99));
        assertEquals(0, k.before(g, Board.BLACK));
    }

    @Test
    void climbsAPointPerClearWinFromItsMoveOn() {
        WinningKomi k = new WinningKomi(params());
        Game g = game(18);
        // The searches at moves 18, 20 and 22 are before move 25: nothing moves yet.
        for (int i = 0; i < 3; i++) assertEquals(0, search(k, g, 0.99));
        // The one at move 24 sets the komi of the one at move 26, the first from move 25.
        assertEquals(0, search(k, g, 0.99));
        assertEquals(1, search(k, g, 0.9));
        assertEquals(2, search(k, g, 0.82));
        assertEquals(2, search(k, g, 0.9), "between low and high: held");
        assertEquals(3, k.before(g, Board.BLACK));
        // Too few visits for the win rate to count.
        k.after(g, Board.BLACK, 0.99, 10);
        play(g);
        play(g);
        assertEquals(3, k.before(g, Board.BLACK));
    }

    @Test
    void fallsBackAndNeverClimbsPastWhereItFell() {
        SearchParams p = params();
        p.winningKomiDrop = 2;
        WinningKomi k = new WinningKomi(p);
        Game g = game(24);
        for (int i = 0; i < 4; i++) search(k, g, 0.9);
        assertEquals(4, search(k, g, 0.7));
        assertEquals(2, search(k, g, 0.95), "under low: 2 points back");
        assertEquals(2, search(k, g, 0.6), "the ceiling is now 2");
        assertEquals(0, search(k, g, 0.95));
        assertEquals(0, k.before(g, Board.BLACK));
    }

    @Test
    void aLosingSearchEndsItForTheGame() {
        WinningKomi k = new WinningKomi(params());
        Game g = game(24);
        for (int i = 0; i < 3; i++) search(k, g, 0.9);
        assertEquals(3, search(k, g, 0.45));
        for (int i = 0; i < 3; i++) assertEquals(0, search(k, g, 0.99));
    }

    @Test
    void startsAgainOffTheLineOfPlay() {
        WinningKomi k = new WinningKomi(params());
        Game g = game(24);
        for (int i = 0; i < 3; i++) search(k, g, 0.9);
        assertEquals(3, k.before(g, Board.BLACK));
        // Two plays undone: the last searched position again, not a reply to it.
        k.after(g, Board.BLACK, 0.9, VISITS);
        play(g);
        play(g);
        g.undo();
        g.undo();
        assertEquals(0, k.before(g, Board.BLACK), "after an undo");
        for (int i = 0; i < 2; i++) search(k, g, 0.9);
        assertEquals(2, k.before(g, Board.BLACK));
        assertEquals(0, k.before(g, Board.WHITE), "the other colour");
        for (int i = 0; i < 2; i++) search(k, g, 0.9);
        k.after(g, Board.BLACK, 0.9, VISITS);
        // Another game at the move count of a reply, from other positions.
        Game other = new Game(9, Rules.CHINESE, 7);
        for (int i = 0; i < g.moveCount() + 2; i++) {
            other.playLegal(i % 2 == 0 ? Board.BLACK : Board.WHITE, other.board().point((i + 1) % 9, 2 * (i / 9)));
        }
        assertEquals(0, k.before(other, Board.BLACK), "another game");
    }
}
