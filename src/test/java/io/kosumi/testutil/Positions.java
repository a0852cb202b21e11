package io.kosumi.testutil;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.IllegalMoveException;
import io.kosumi.game.Rules;
import java.util.ArrayList;
import java.util.List;

/** Test positions written as diagrams ({@code X} Black, {@code O} White, {@code .} empty, top row first). */
public final class Positions {
    /** Black owns the left five columns, White the right four: B+9 on the board, B+2 with komi 7. */
    public static final String[] SETTLED = {
        "....XO...",
        "....XO...",
        "....XO...",
        "....XO...",
        "....XO...",
        "....XO...",
        "....XO...",
        "....XO...",
        "....XO...",
    };

    /** Black walls off the left two columns, White the right two; the three between the walls are open. */
    public static final String[] WALLED_SIDES = {
        "..X...O..",
        "..X...O..",
        "..X...O..",
        "..X...O..",
        "..X...O..",
        "..X...O..",
        "..X...O..",
        "..X...O..",
        "..X...O..",
    };

    private Positions() {}

    /** A Chinese-rules game whose start position is the diagram (setup stones), {@code toMove} to play. */
    public static Game game(double komi, int toMove, String... rows) {
        Game g = new Game(rows.length, Rules.CHINESE, komi);
        List<Integer> black = new ArrayList<>();
        List<Integer> white = new ArrayList<>();
        Board b = Board.fromDiagram(rows);
        for (int pt = 0; pt < b.arrayLength(); pt++) {
            if (b.color(pt) == Board.BLACK) {
                black.add(pt);
            } else if (b.color(pt) == Board.WHITE) {
                white.add(pt);
            }
        }
        g.setupStones(Board.BLACK, black.stream().mapToInt(Integer::intValue).toArray());
        g.setupStones(Board.WHITE, white.stream().mapToInt(Integer::intValue).toArray());
        g.setToMove(toMove);
        return g;
    }

    /**
     * A Chinese-rules game from the empty board with {@code moves} (GTP points) played in turn,
     * Black first; an illegal move (a typo in a test) throws.
     */
    public static Game played(int size, double komi, String... moves) {
        Game g = new Game(size, Rules.CHINESE, komi);
        for (String m : moves) {
            try {
                g.play(g.toMove(), Coord.parseGtp(m, size));
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("illegal test move " + m + ": " + e.getMessage(), e);
            }
        }
        return g;
    }

    /**
     * A 9x9 board where Black holds the top five rows and White the bottom four, every empty
     * point a one-point eye except in Black's {@code topRow}: B+9 by area before komi.
     */
    public static Game sealedBoard(double komi, int toMove, String topRow) {
        return game(komi, toMove,
                topRow,
                "XXXXXXXXX",
                "X.X.X.X.X",
                "XXXXXXXXX",
                "XXXXXXXXX",
                "OOOOOOOOO",
                "O.O.O.O.O",
                "OOOOOOOOO",
                "O.O.O.O.O");
    }
}
