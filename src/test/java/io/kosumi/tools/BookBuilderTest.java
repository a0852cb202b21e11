package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.engine.OpeningBook;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.sgf.SgfGames;
import io.kosumi.sgf.SgfNode;
import io.kosumi.sgf.SgfReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookBuilderTest {
    private static final int N = 9;
    private static final String[] PREFERENCE = {"E5", "C3", "D4", "F6", "G7"};

    private static int pt(String v) {
        return Coord.parseGtp(v, N);
    }

    /**
     * A scripted evaluator: the first three free points of {@link #PREFERENCE} with 100, 90 and
     * 10 visits at 55%, 54% and 40%; the side to move wins 70% right after C3 (so a player of
     * C3 keeps 30% and the line must be dropped), 50% otherwise.
     */
    private static BookBuilder.Evaluator scripted(AtomicInteger calls) {
        return (game, color, playouts) -> {
            calls.incrementAndGet();
            List<BookBuilder.Candidate> list = new ArrayList<>();
            int[] visits = {100, 90, 10};
            double[] wins = {0.55, 0.54, 0.40};
            for (String v : PREFERENCE) {
                if (list.size() < 3 && game.board().color(pt(v)) == Board.EMPTY) {
                    list.add(new BookBuilder.Candidate(pt(v), visits[list.size()], wins[list.size()]));
                }
            }
            double win = game.lastMove() == pt("C3") ? 0.7 : 0.5;
            return new BookBuilder.Evaluation(win, playouts, list);
        };
    }

    private static BookBuilder.Settings settings(Path out) {
        BookBuilder.Settings s = new BookBuilder.Settings();
        s.playouts = 100;
        s.depth = 2;
        s.width = 2;
        s.out = out.toString();
        return s;
    }

    private static SgfNode child(SgfNode n, String id, String vertex) {
        for (SgfNode c : n.children()) {
            if (c.has(id) && SgfGames.parseMove(c.get(id), N) == pt(vertex)) {
                return c;
            }
        }
        return null;
    }

    @Test
    void linesFailingValidationAreDroppedAndTheRestFormTheTree(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("book.sgf");
        AtomicInteger calls = new AtomicInteger();
        BookBuilder.Stats st = new BookBuilder(settings(out), scripted(calls), out).build();

        SgfNode root = SgfReader.read(out);
        assertEquals("9", root.get("SZ"));
        assertEquals("7", root.get("KM"));
        assertEquals("4", root.get("FF"));
        assertEquals("100", root.get(OpeningBook.PLAYOUTS));
        // Root: E5 and the close C3 are candidates; C3 leaves Black 30% and is dropped.
        assertEquals(1, root.children().size());
        SgfNode e5 = child(root, "B", "E5");
        assertNotNull(e5);
        assertNull(child(root, "B", "C3"));
        assertEquals(List.of("C3 0.3000"), root.values(OpeningBook.DROPPED));
        assertEquals("100 0.5500", e5.get(OpeningBook.SEARCH));
        assertEquals("200 0.5000", e5.get(OpeningBook.VALIDATED), "validated at 2 x playouts");
        assertEquals("200", e5.get(OpeningBook.PLAYOUTS));
        assertTrue(e5.get("C").contains("Validation (200 playouts"), e5.get("C"));
        assertTrue(e5.get("C").contains("55.0%"), e5.get("C"));
        // After E5, White: C3 (dropped again) and D4 (kept); depth 2 ends the line.
        SgfNode d4 = child(e5, "W", "D4");
        assertNotNull(d4);
        assertEquals(1, e5.children().size());
        assertEquals(List.of("C3 0.3000"), e5.values(OpeningBook.DROPPED));
        assertTrue(d4.children().isEmpty());

        assertEquals(2, st.positions);
        assertEquals(1, st.lines);
        assertEquals(2, st.maxDepth);
        assertEquals(2, st.dropped);
        assertEquals(5, st.searches);
        assertEquals(5, calls.get());
        assertTrue(st.complete);

        // The engine's reader sees the same book.
        OpeningBook book = OpeningBook.load(out);
        Game g = new Game(N, Rules.CHINESE, 7);
        assertEquals(pt("E5"), book.lookup(g, Board.BLACK));
        g.play(Board.BLACK, pt("E5"));
        assertEquals(pt("D4"), book.lookup(g, Board.WHITE));
        g.play(Board.WHITE, pt("D4"));
        assertEquals(Board.NO_POINT, book.lookup(g, Board.BLACK));
    }

    @Test
    void deeperThanBranchPliesOnlyTheBestMoveIsTried(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("book.sgf");
        BookBuilder.Settings s = settings(out);
        s.branchPlies = 1;
        AtomicInteger calls = new AtomicInteger();
        BookBuilder.Stats st = new BookBuilder(s, scripted(calls), out).build();
        SgfNode root = SgfReader.read(out);
        SgfNode e5 = child(root, "B", "E5");
        assertEquals(List.of("C3 0.3000"), root.values(OpeningBook.DROPPED), "the root still branches");
        // After E5 only White's best, C3, is tried (and dropped); D4 is not tried.
        assertEquals(List.of("C3 0.3000"), e5.values(OpeningBook.DROPPED));
        assertTrue(e5.children().isEmpty());
        assertEquals(1, st.positions);
        assertEquals(4, calls.get());
    }

    @Test
    void aStoppedBuildResumesWithoutSearchingAgain(@TempDir Path dir) throws Exception {
        Path whole = dir.resolve("whole.sgf");
        new BookBuilder(settings(whole), scripted(new AtomicInteger()), whole).build();

        Path out = dir.resolve("book.sgf");
        AtomicInteger calls = new AtomicInteger();
        BookBuilder.Settings s = settings(out);
        s.maxSearches = 2;
        BookBuilder.Stats first = new BookBuilder(s, scripted(calls), out).build();
        assertFalse(first.complete);
        assertEquals(2, calls.get());
        s.maxSearches = 0;
        BookBuilder.Stats second = new BookBuilder(s, scripted(calls), out).build();
        assertTrue(second.complete);
        assertEquals(5, calls.get(), "3 more searches, none repeated");
        assertEquals(Files.readString(whole), Files.readString(out));
    }

    @Test
    void aTinyBuildWithTheRealSearch(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("book.sgf");
        BookBuilder.Settings s = settings(out);
        s.playouts = 60;
        s.width = 1;
        s.minWinRate = 0; // at 60 playouts the win rates are noise: keep every line
        BookBuilder.Stats st = new BookBuilder(s, BookBuilder.searchEvaluator(s), out).build();
        assertEquals(2, st.maxDepth);
        assertEquals(2, st.positions);
        assertEquals(3, st.searches);
        SgfNode root = SgfReader.read(out);
        SgfNode first = root.firstChild();
        assertTrue(first.has("B"));
        assertTrue(first.firstChild().has("W"));
        double v = OpeningBook.validatedWinRate(first);
        assertTrue(v >= 0 && v <= 1, "win rate " + v);
        assertEquals("120", first.get(OpeningBook.PLAYOUTS));
        assertFalse(root.values(OpeningBook.CANDIDATES).isEmpty());
    }
}
