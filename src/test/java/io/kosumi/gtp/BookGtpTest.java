package io.kosumi.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Coord;
import io.kosumi.engine.EngineSettings;
import io.kosumi.engine.MoveGenerator;
import io.kosumi.engine.OpeningBook;
import io.kosumi.sgf.SgfGames;
import io.kosumi.sgf.SgfNode;
import io.kosumi.sgf.SgfReader;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** genmove over GTP with the shipped book, with {@code --book none}, and the option itself. */
class BookGtpTest {
    /** Always A1: a book move is told apart from the generator's. */
    private static final MoveGenerator A1 = (game, color, request) -> game.board().point(0, 0);

    private static EngineSettings settings(String... args) throws Exception {
        GtpOptions o = new GtpOptions();
        GtpOptions.parse(new org.kohsuke.args4j.CmdLineParser(o), o, args);
        EngineSettings s = o.toSettings();
        s.warmupSeconds = 0;
        return s;
    }

    /**
     * The shipped book's move for Black on the empty board, read from the resource directly:
     * the root's validated child with the best validated win rate.
     */
    private static String shippedFirstMove() throws Exception {
        SgfNode root;
        try (InputStream in = OpeningBook.class.getResourceAsStream(OpeningBook.DEFAULT_RESOURCE)) {
            assertNotNull(in, "shipped book on the classpath");
            root = SgfReader.read(in.readAllBytes());
        }
        String best = null;
        double bestWin = -1;
        for (SgfNode c : root.children()) {
            double w = OpeningBook.validatedWinRate(c);
            if (c.has("B") && w >= OpeningBook.MIN_WIN_RATE && w > bestWin) {
                bestWin = w;
                best = Coord.toGtp(SgfGames.parseMove(c.get("B"), 9), 9);
            }
        }
        assertNotNull(best, "the shipped book has a validated first move");
        return best;
    }

    @Test
    void genmoveOnTheEmpty9x9BoardAtKomi7PlaysTheShippedBookMove() throws Exception {
        String expected = shippedFirstMove();
        try (GtpSession s = new GtpSession(settings(), A1, Path.of("").toAbsolutePath())) {
            assertEquals("= ", s.command("boardsize 9"));
            assertEquals("= ", s.command("komi 7"));
            assertEquals("= " + expected, s.command("genmove b"));
            // The move was played: the same point is now occupied.
            assertTrue(s.command("play w " + expected).startsWith("?"));
        }
    }

    @Test
    void bookNoneLetsTheGeneratorPlay() throws Exception {
        EngineSettings s = settings("--book", "none");
        assertTrue(s.noBook);
        try (GtpSession gtp = new GtpSession(s, A1, Path.of("").toAbsolutePath())) {
            gtp.command("boardsize 9");
            gtp.command("komi 7");
            assertEquals("= A1", gtp.command("genmove b"));
        }
    }

    @Test
    void anotherKomiOrSizeLetsTheGeneratorPlay() throws Exception {
        try (GtpSession gtp = new GtpSession(settings(), A1, Path.of("").toAbsolutePath())) {
            gtp.command("boardsize 9");
            gtp.command("komi 7.5");
            assertEquals("= A1", gtp.command("genmove b"));
            gtp.command("boardsize 13");
            gtp.command("komi 7");
            assertEquals("= A1", gtp.command("genmove b"));
        }
    }

    @Test
    void aMissingBookFileIsACommandLineError() {
        org.kohsuke.args4j.CmdLineException e = org.junit.jupiter.api.Assertions.assertThrows(
                org.kohsuke.args4j.CmdLineException.class, () -> settings("--book", "/no/such/book.sgf"));
        assertTrue(e.getMessage().toLowerCase(Locale.ROOT).contains("no such file"), e.getMessage());
        assertNotEquals("", e.getMessage());
    }
}
