package io.kosumi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.sgf.SgfGames;
import io.kosumi.sgf.SgfNode;
import io.kosumi.sgf.SgfReader;
import io.kosumi.sgf.SgfWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpeningBookTest {
    private static final int N = 9;

    private static SgfNode root(int size, String komi) {
        SgfNode r = new SgfNode();
        r.set("FF", "4").set("GM", "1").set("SZ", Integer.toString(size)).set("KM", komi).set("RU", "Chinese");
        return r;
    }

    /** A move node under {@code parent}: colour "B"/"W", a GTP vertex, a validated win rate (or none). */
    private static SgfNode move(SgfNode parent, String color, String vertex, Double validated) {
        SgfNode n = parent.newChild();
        n.set(color, SgfGames.sgfPoint(Coord.parseGtp(vertex, N), N));
        if (validated != null) {
            n.set(OpeningBook.VALIDATED, "1000 " + validated);
        }
        return n;
    }

    private static int pt(String vertex) {
        return Coord.parseGtp(vertex, N);
    }

    private static Game game(double komi, String... moves) throws Exception {
        Game g = new Game(N, Rules.CHINESE, komi);
        for (String m : moves) {
            g.play(g.toMove(), m.equals("pass") ? Board.PASS : pt(m));
        }
        return g;
    }

    /** Book: B C3 (W G7 | W C7 unvalidated (B E5)), B E5 at 40% (not a book line). */
    private static SgfNode sampleTree() {
        SgfNode r = root(N, "7");
        SgfNode c3 = move(r, "B", "C3", 0.52);
        move(c3, "W", "G7", 0.47);
        SgfNode c7 = move(c3, "W", "C7", null);
        move(c7, "B", "E5", 0.6);
        move(r, "B", "E5", 0.40);
        return r;
    }

    @Test
    void aTreeWithVariationsSurvivesWritingAndReading(@TempDir Path dir) throws Exception {
        SgfNode r = sampleTree();
        Path f = dir.resolve("book.sgf");
        Files.writeString(f, SgfWriter.write(r), StandardCharsets.UTF_8);
        SgfNode back = SgfReader.read(f);
        assertEquals(SgfWriter.write(r), SgfWriter.write(back));
        assertEquals(2, back.children().size());
        assertEquals(2, back.children().get(0).children().size());
        assertEquals("1000 0.47", back.children().get(0).children().get(0).get(OpeningBook.VALIDATED));
        OpeningBook book = OpeningBook.load(f);
        assertEquals(9, book.size());
        assertEquals(7.0, book.komi());
        // Two positions: the empty board (C3) and C3 played (G7).
        assertEquals(2, book.positions());
        assertEquals(pt("C3"), book.lookup(game(7), Board.BLACK));
        assertEquals(pt("G7"), book.lookup(game(7, "C3"), Board.WHITE));
    }

    @Test
    void onlyValidatedLinesAreBookMoves() throws Exception {
        OpeningBook book = OpeningBook.fromTree(sampleTree(), "test");
        // E5 at the root is below 45%: C3 is the root's only book move, whatever the order.
        assertEquals(pt("C3"), book.lookup(game(7), Board.BLACK));
        // C7 has no validation, so nothing under it counts either.
        assertEquals(Board.NO_POINT, book.lookup(game(7, "C3", "C7"), Board.BLACK));
        // The side to move is part of the position.
        assertEquals(Board.NO_POINT, book.lookup(game(7), Board.WHITE));
        // Off the book.
        assertEquals(Board.NO_POINT, book.lookup(game(7, "D4"), Board.WHITE));
    }

    @Test
    void theBestValidatedMoveIsChosen() throws Exception {
        SgfNode r = root(N, "7");
        move(r, "B", "E5", 0.49);
        move(r, "B", "C3", 0.55);
        move(r, "B", "D4", 0.51);
        OpeningBook book = OpeningBook.fromTree(r, "test");
        assertEquals(pt("C3"), book.lookup(game(7), Board.BLACK));
        assertEquals(0.55, book.winRate(game(7), Board.BLACK), 1e-12);
    }

    @Test
    void everySymmetryOfABookPositionIsFound() throws Exception {
        OpeningBook book = OpeningBook.fromTree(sampleTree(), "test");
        Board b = new Board(N);
        // The eight images of C3 -> G7 (book line) in the eight orientations.
        Set<Integer> firstMoves = new HashSet<>();
        for (int sym = 0; sym < 8; sym++) {
            int black = OpeningBook.transform(b, pt("C3"), sym);
            int white = OpeningBook.transform(b, pt("G7"), sym);
            firstMoves.add(black);
            Game g = new Game(N, Rules.CHINESE, 7);
            g.play(Board.BLACK, black);
            assertEquals(white, book.lookup(g, Board.WHITE), "symmetry " + sym);
        }
        // C3 has four images (the diagonal symmetries keep it on the same corner point).
        assertEquals(4, firstMoves.size());
        // Inverse undoes transform for every point and symmetry.
        for (int sym = 0; sym < 8; sym++) {
            for (int y = 0; y < N; y++) {
                for (int x = 0; x < N; x++) {
                    int p = b.point(x, y);
                    assertEquals(p, OpeningBook.inverse(b, OpeningBook.transform(b, p, sym), sym));
                }
            }
        }
    }

    @Test
    void aTranspositionFindsTheBookMove() throws Exception {
        SgfNode r = root(N, "7");
        SgfNode a = move(r, "B", "C3", 0.5);
        SgfNode b = move(a, "W", "G7", 0.5);
        SgfNode c = move(b, "B", "C7", 0.5);
        move(c, "W", "G3", 0.5);
        OpeningBook book = OpeningBook.fromTree(r, "test");
        // Same stones reached in another order.
        assertEquals(pt("G3"), book.lookup(game(7, "C7", "G7", "C3"), Board.WHITE));
    }

    /**
     * The book's line reaches a position with White to move where W B2 captures; the game
     * reaches the same stones by a ko capture, so B2 would retake the ko at once: refused.
     */
    @Test
    void anIllegalBookMoveIsRefused() throws Exception {
        SgfNode r = root(N, "7");
        SgfNode n = r;
        String[] line = {"A2", "A3", "C2", "C3", "B1", "B4", "B3"};
        for (int i = 0; i < line.length; i++) {
            n = move(n, i % 2 == 0 ? "B" : "W", line[i], 0.5);
        }
        move(n, "W", "B2", 0.5);
        OpeningBook book = OpeningBook.fromTree(r, "test");
        Game inBook = game(7, line);
        assertEquals(pt("B2"), book.lookup(inBook, Board.WHITE));

        Game ko = game(7, "A2", "A3", "C2", "C3", "B1", "B4", "pass", "B2", "B3");
        assertEquals(inBook.board().hash(), ko.board().hash(), "same stones");
        assertTrue(!ko.isLegal(Board.WHITE, pt("B2")), "B2 retakes the ko");
        assertEquals(Board.NO_POINT, book.lookup(ko, Board.WHITE));
    }

    @Test
    void anotherSizeOrKomiGetsNoBookMove() throws Exception {
        OpeningBook book = OpeningBook.fromTree(sampleTree(), "test");
        assertEquals(Board.NO_POINT, book.lookup(game(7.5), Board.BLACK));
        assertEquals(Board.NO_POINT, book.lookup(new Game(13, Rules.CHINESE, 7), Board.BLACK));
        assertEquals(pt("C3"), book.lookup(game(7), Board.BLACK));
    }

    @Test
    void badBooksAreRefusedWithAReason() {
        SgfNode noKomi = new SgfNode();
        noKomi.set("SZ", "9");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OpeningBook.fromTree(noKomi, "test"));
        assertTrue(e.getMessage().contains("KM"), e.getMessage());
        SgfNode illegal = root(N, "7");
        move(move(illegal, "B", "C3", 0.5), "W", "C3", 0.5);
        e = assertThrows(IllegalArgumentException.class, () -> OpeningBook.fromTree(illegal, "test"));
        assertTrue(e.getMessage().contains("illegal book move C3"), e.getMessage());
    }

    @Test
    void settingsChooseTheBook(@TempDir Path dir) throws Exception {
        EngineSettings none = new EngineSettings();
        none.noBook = true;
        assertNull(OpeningBooks.forSettings(none));

        Path f = dir.resolve("b.sgf");
        Files.writeString(f, SgfWriter.write(sampleTree()), StandardCharsets.UTF_8);
        EngineSettings file = new EngineSettings();
        file.book = f;
        assertEquals(2, OpeningBooks.forSettings(file).books().get(0).positions());

        EngineSettings missing = new EngineSettings();
        missing.book = dir.resolve("nope.sgf");
        assertThrows(IllegalArgumentException.class, () -> OpeningBooks.forSettings(missing));
    }

    @Test
    void theShippedBookLoadsAndCoversTheEmptyBoard() throws Exception {
        OpeningBook book = OpeningBook.loadDefault();
        assertNotNull(book, "the jar's resources hold " + OpeningBook.DEFAULT_RESOURCE);
        assertEquals(9, book.size());
        assertEquals(7.0, book.komi());
        assertTrue(book.positions() > 0);
        int first = book.lookup(game(7), Board.BLACK);
        assertTrue(new Board(N).onBoard(first), "a book move for the empty board");
    }

    /** A move node of a book from records: "games wins". */
    private static SgfNode recordMove(SgfNode parent, String color, String vertex, int games, int wins) {
        SgfNode n = parent.newChild();
        n.set(color, SgfGames.sgfPoint(Coord.parseGtp(vertex, N), N));
        n.set(OpeningBook.GAMES, games + " " + wins);
        return n;
    }

    @Test
    void aBookFromRecordsPlaysTheMostPlayedMoveAtNearbyKomi() throws Exception {
        SgfNode r = root(N, "7");
        recordMove(r, "B", "C3", 40, 10);
        SgfNode e5 = recordMove(r, "B", "E5", 120, 60);
        recordMove(e5, "W", "C3", 30, 20);
        // An unmarked line is for people: neither it nor anything below it is a book move.
        SgfNode g7 = e5.newChild().set("W", SgfGames.sgfPoint(pt("G7"), N));
        recordMove(g7, "B", "C3", 50, 40);
        OpeningBook book = OpeningBook.fromTree(r, "test");
        assertTrue(book.fromRecords());
        assertEquals(2, book.positions());
        assertEquals(pt("E5"), book.lookup(game(7), Board.BLACK), "more games beat a better win share");
        assertEquals(0.5, book.winRate(game(7), Board.BLACK), 1e-12);
        assertEquals("played in 120 records, won 50%", book.why(game(7), Board.BLACK));
        assertEquals(pt("C3"), book.lookup(game(7, "E5"), Board.WHITE));
        assertEquals(Board.NO_POINT, book.lookup(game(7, "E5", "G7"), Board.BLACK));
        // Komi within a point of the book's answers; further off, or another size, does not.
        assertEquals(pt("E5"), book.lookup(game(6.5), Board.BLACK));
        assertEquals(pt("E5"), book.lookup(game(8), Board.BLACK));
        assertEquals(Board.NO_POINT, book.lookup(game(5.5), Board.BLACK));
        // A searched book keeps its exact komi.
        OpeningBook searched = OpeningBook.fromTree(sampleTree(), "test");
        assertTrue(!searched.fromRecords());
        assertEquals(Board.NO_POINT, searched.lookup(game(6.5), Board.BLACK));
        assertEquals("validated win rate 0.520", searched.why(game(7), Board.BLACK));
    }

    @Test
    void badRecordCountsAreNotBookMoves() {
        SgfNode r = root(N, "7");
        r.newChild().set("B", SgfGames.sgfPoint(pt("E5"), N)).set(OpeningBook.GAMES, "ten 3");
        r.newChild().set("B", SgfGames.sgfPoint(pt("C3"), N)).set(OpeningBook.GAMES, "5 9");
        r.newChild().set("B", SgfGames.sgfPoint(pt("G7"), N)).set(OpeningBook.GAMES, "0 0");
        assertEquals(0, OpeningBook.fromTree(r, "test").positions());
    }

    @Test
    void theJarHoldsA19x19BookFromRecordsThatOpensInACorner() throws Exception {
        OpeningBook big = OpeningBook.loadResource(OpeningBook.RECORDS_19_RESOURCE);
        assertNotNull(big, "the jar's resources hold " + OpeningBook.RECORDS_19_RESOURCE);
        assertEquals(19, big.size());
        assertTrue(big.fromRecords());
        Game empty = new Game(19, Rules.CHINESE, 7.5);
        int first = big.lookup(empty, Board.BLACK);
        Board b = empty.board();
        // The strong games open on the 3-4 or 4-4 points of a corner.
        int line = Math.min(Math.min(b.x(first), b.y(first)), Math.min(18 - b.x(first), 18 - b.y(first)));
        assertTrue(line == 2 || line == 3, "first book move " + Coord.toGtp(first, 19));
        assertTrue(big.why(empty, Board.BLACK).startsWith("played in "));
        // The default books are the 9x9 one only, until the 19x19 book is measured in matches.
        OpeningBooks shipped = OpeningBooks.shipped();
        assertEquals(1, shipped.books().size());
        assertEquals(Board.NO_POINT, shipped.lookup(empty, Board.BLACK));
        assertTrue(new Board(N).onBoard(shipped.lookup(game(7), Board.BLACK)));
    }

    // ---- the engine ------------------------------------------------------------------------

    /** A generator that always answers A1 (so a book move is told apart from a search move). */
    private static final MoveGenerator A1 = (game, color, request) -> game.board().point(0, 0);

    private static Engine engine(Path book, boolean noBook) {
        EngineSettings s = new EngineSettings();
        s.book = book;
        s.noBook = noBook;
        s.warmupSeconds = 0;
        Engine e = new Engine(s, A1);
        e.setBoardSize(N);
        e.setKomi(7);
        return e;
    }

    @Test
    void genmovePlaysTheBookMoveAndAnalysisDoesNot(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("b.sgf");
        Files.writeString(f, SgfWriter.write(sampleTree()), StandardCharsets.UTF_8);
        Engine e = engine(f, false);
        assertEquals(pt("C3"), e.genmove(Board.BLACK, SearchRequest.Kind.PLAY));
        assertEquals(Board.BLACK, e.board().color(pt("C3")));
        assertEquals(pt("G7"), e.genmove(Board.WHITE, SearchRequest.Kind.PLAY));
        // Out of the book: the generator decides.
        assertEquals(pt("A1"), e.genmove(Board.BLACK, SearchRequest.Kind.PLAY));

        Engine reg = engine(f, false);
        assertEquals(pt("A1"), reg.genmove(Board.BLACK, SearchRequest.Kind.REGRESSION));
        Engine analysed = engine(f, false);
        assertEquals(pt("A1"), analysed.genmove(Board.BLACK, SearchRequest.Kind.PLAY, r -> { }, 100));

        Engine other = engine(f, false);
        other.setKomi(6.5);
        assertEquals(pt("A1"), other.genmove(Board.BLACK, SearchRequest.Kind.PLAY));
    }

    @Test
    void noBookMeansTheGeneratorDecides(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("b.sgf");
        Files.writeString(f, SgfWriter.write(sampleTree()), StandardCharsets.UTF_8);
        Engine e = engine(f, true);
        assertNull(e.book());
        assertEquals(pt("A1"), e.genmove(Board.BLACK, SearchRequest.Kind.PLAY));
    }
}
