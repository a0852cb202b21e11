package io.kosumi.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.IllegalMoveException;
import io.kosumi.game.Rules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The hand-made rule cases in the project's {@code sgf/rules/}: each file is loaded and the
 * rule outcome is checked through {@link Game}. The positions are drawn in the files'
 * comments; the diagrams below repeat them so a broken file shows at once.
 */
class SgfRuleFilesTest {

    static Path rulesDir() {
        Path project = Paths.get(System.getProperty("kosumi.projectDir", "."));
        Path dir = project.resolve("sgf").resolve("rules");
        assertTrue(Files.isDirectory(dir), "missing " + dir.toAbsolutePath());
        return dir;
    }

    private static Game load(String name, int untilMove) throws IOException, SgfException {
        return SgfGames.load(rulesDir().resolve(name), untilMove, Rules.CHINESE);
    }

    private static int pt(Game g, String vertex) {
        return Coord.parseGtp(vertex, g.size());
    }

    private static void assertPosition(Game g, String... rows) {
        Board expected = Board.fromDiagram(rows);
        assertTrue(expected.sameStones(g.board()), "expected\n" + expected + "but was\n" + g.board());
    }

    @Test
    void ko() throws Exception {
        Game g = load("ko.sgf", 1);
        assertPosition(g,
                ". . . . .",
                ". X O . .",
                "X O . O .",
                ". X O . .",
                ". . . . .");
        assertEquals(Board.LEGAL, g.legality(Board.BLACK, pt(g, "C3")));

        g = load("ko.sgf", 2); // after Black C3 captured B3
        assertEquals(1, g.board().lastCaptureCount());
        assertEquals(Board.EMPTY, g.board().color(pt(g, "B3")));
        assertEquals(Board.KO, g.legality(Board.WHITE, pt(g, "B3")), "immediate retake");
        assertFalse(g.isLegal(Board.WHITE, pt(g, "B3")));
        Game before = g;
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> before.play(Board.WHITE, pt(before, "B3")));
        assertEquals("ko", e.getMessage());

        g = load("ko.sgf", 0); // White retook after a threat and its answer; now Black may not retake
        assertEquals(4, g.moveCount());
        assertPosition(g,
                ". . . . .",
                ". X O . .",
                "X O . O .",
                ". X O . .",
                "X . . . O");
        assertEquals(Board.BLACK, g.toMove());
        assertEquals(Board.KO, g.legality(Board.BLACK, pt(g, "C3")));
        assertEquals(Board.LEGAL, g.legality(Board.BLACK, pt(g, "E5")));
    }

    @Test
    void positionalSuperko() throws Exception {
        Game g = load("superko.sgf", 0);
        assertSame(Rules.CHINESE, g.rules());
        assertEquals(5, g.moveCount());
        assertEquals(Board.WHITE, g.toMove());
        int e5 = pt(g, "E5");
        // White E5 takes the ko at row 5 and would recreate the starting position.
        assertEquals(Board.LEGAL, g.board().legality(e5, Board.WHITE, false), "legal under simple ko");
        assertEquals(Game.SUPERKO, g.legality(Board.WHITE, e5), "illegal under positional superko");

        // The same record with White's E5 added is refused, naming the move.
        String text = new String(Files.readAllBytes(rulesDir().resolve("superko.sgf")), StandardCharsets.UTF_8);
        String extended = text.substring(0, text.lastIndexOf(')')) + ";W[ee])";
        SgfException e = assertThrows(SgfException.class,
                () -> SgfGames.toGame(SgfReader.read(extended.getBytes(StandardCharsets.UTF_8)), 0, Rules.CHINESE));
        assertTrue(e.getMessage().matches("line \\d+, column \\d+: move 6 \\(W\\[ee\\]\\) at E5 is illegal: superko "
                + "\\(rules chinese\\)"), e.getMessage());
        Game replayed = SgfGames.toGame(SgfReader.read(extended.getBytes(StandardCharsets.UTF_8)), 0, Rules.SIMPLE_KO, true);
        assertEquals(6, replayed.moveCount());

        // Every move in the record took one stone in a ko.
        for (int n = 2; n <= 6; n++) {
            assertEquals(1, load("superko.sgf", n).board().lastCaptureCount(), "move " + (n - 1));
        }

        // Under simple ko the move is played and the start position is back.
        Game simple = SgfGames.load(rulesDir().resolve("superko.sgf"), 0, Rules.SIMPLE_KO, true);
        assertEquals(Board.LEGAL, simple.legality(Board.WHITE, e5));
        simple.play(Board.WHITE, e5);
        assertTrue(simple.board().sameStones(simple.startBoard()));
        assertPosition(simple,
                ". . O O X X . . .",
                ". . O . O X . . .",
                ". . O O X X . . .",
                ". . O O X X . . .",
                ". . O . O X . . .",
                ". . O O X X . . .",
                ". . O O X X . . .",
                ". . O X . X . . .",
                ". . O O X X . . .");
    }

    @Test
    void snapback() throws Exception {
        Game g = load("snapback.sgf", 3); // after the throw-in and White's capture
        assertPosition(g,
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". X X X . . .",
                "X O O O X . .",
                "X O . O X . .");
        assertEquals(1, g.board().lastCaptureCount());
        assertEquals(Board.NO_POINT, g.board().koPoint(), "the capturing stone joined a chain: no ko");
        assertEquals(Board.LEGAL, g.legality(Board.BLACK, pt(g, "C1")));
        assertEquals(1, g.board().libertyCount(pt(g, "D1")));

        g = load("snapback.sgf", 0);
        assertEquals(5, g.board().lastCaptureCount(), "the snapback takes five stones");
        assertPosition(g,
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". X X X . . .",
                "X . . . X . .",
                "X . X . X . .");
    }

    @Test
    void suicide() throws Exception {
        Game g = load("suicide.sgf", 1);
        assertSame(Rules.TROMP_TAYLOR, g.rules(), "the file's RU");
        assertPosition(g,
                ". . . . .",
                ". . . . .",
                ". . . . .",
                "O . . O O",
                ". O O X .");
        int a1 = pt(g, "A1");
        int e1 = pt(g, "E1");
        assertEquals(Board.SUICIDE, g.legality(Board.BLACK, a1), "single-stone suicide: illegal under every rule set");
        assertEquals(Board.LEGAL, g.legality(Board.BLACK, e1), "two-stone suicide: legal under Tromp-Taylor");
        g.setRules(Rules.CHINESE);
        assertEquals(Board.SUICIDE, g.legality(Board.BLACK, a1));
        assertEquals(Board.SUICIDE, g.legality(Board.BLACK, e1), "two-stone suicide: illegal under Chinese rules");

        g = load("suicide.sgf", 0);
        assertEquals(2, g.moveCount());
        assertPosition(g,
                ". . . . .",
                ". . . . .",
                ". . O . .",
                "O . . O O",
                ". O O . .");

        SgfException e = assertThrows(SgfException.class,
                () -> SgfGames.load(rulesDir().resolve("suicide.sgf"), 0, Rules.CHINESE, true));
        assertTrue(e.getMessage().contains("move 1 (B[ee]) at E1 is illegal: suicide (rules chinese)"), e.getMessage());
    }

    @Test
    void handicap() throws Exception {
        Game g = load("handicap.sgf", 1);
        assertEquals(4, g.handicap());
        assertEquals(0.5, g.komi());
        assertEquals(Board.WHITE, g.toMove());
        assertEquals(Board.WHITE, g.startToMove());
        Set<Integer> expected = new HashSet<>();
        for (int p : Game.fixedHandicapPoints(19, 4)) {
            expected.add(p);
        }
        Set<Integer> black = new HashSet<>();
        Board b = g.board();
        for (int y = 0; y < 19; y++) {
            for (int x = 0; x < 19; x++) {
                if (b.color(b.point(x, y)) == Board.BLACK) {
                    black.add(b.point(x, y));
                }
            }
        }
        assertEquals(expected, black, "the standard points D4, Q16, D16, Q4");
        assertEquals(0, b.stoneCount(Board.WHITE));

        g = load("handicap.sgf", 0);
        assertEquals(10, g.moveCount());
        assertEquals(Board.WHITE, g.colorAt(0));
        assertEquals(pt(g, "R17"), g.moveAt(0));
        assertEquals(Board.WHITE, g.toMove());
        assertEquals(9, g.board().stoneCount(Board.BLACK));
        assertEquals(5, g.board().stoneCount(Board.WHITE));
    }
}
