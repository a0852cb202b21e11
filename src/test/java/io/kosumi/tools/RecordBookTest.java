package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.engine.OpeningBook;
import io.kosumi.game.Game;
import io.kosumi.sgf.SgfNode;
import io.kosumi.sgf.SgfReader;
import io.kosumi.testutil.Positions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordBookTest {
    private static void write(Path dir, String name, String sgf) throws Exception {
        Files.writeString(dir.resolve(name), sgf, StandardCharsets.UTF_8);
    }

    private static Game game(String... moves) {
        return Positions.played(9, 7, moves);
    }

    private static ToolRun run(String... args) throws Exception {
        return ToolRun.of((out, err) -> RecordBook.run(args, out, err));
    }

    @Test
    void movesTheSameUpToSymmetryAreCountedTogether(@TempDir Path dir) throws Exception {
        Path data = Files.createDirectories(dir.resolve("games"));
        // E5 then C3 / G7 / C7: the same move up to a symmetry of the board with one stone at E5.
        write(data, "a.sgf", "(;GM[1]SZ[9]KM[7]RE[B+R];B[ee];W[cg];B[gc])");
        write(data, "b.sgf", "(;GM[1]SZ[9]KM[7]RE[W+2.5];B[ee];W[gc];B[cg])");
        write(data, "c.sgf", "(;GM[1]SZ[9]KM[7]RE[W+R];B[ee];W[cc];B[gc])");
        // Counted apart: a lone C3, a handicap game, another board size and a broken file.
        write(data, "d.sgf", "(;GM[1]SZ[9]KM[7]RE[B+R];B[cg];W[ee])");
        write(data, "e.sgf", "(;GM[1]SZ[9]HA[2]AB[cc][gg]KM[0.5]RE[W+R];W[ee])");
        write(data, "f.sgf", "(;GM[1]SZ[13]KM[7]RE[B+R];B[gg];W[dd])");
        write(data, "g.sgf", "(;GM[1]SZ[9];B[ee];W[");
        Path out = dir.resolve("book.sgf");
        ToolRun r = run("--data", data.toString(), "--out", out.toString(), "--size", "9", "--komi", "7",
                "--min-games", "2", "--min-win", "0.3");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("3 book moves"), r.out());
        assertTrue(r.out().contains("from 4 games (3 skipped)"), r.out());

        SgfNode root = SgfReader.read(out);
        assertEquals("9", root.get("SZ"));
        assertEquals(1, root.children().size());
        SgfNode e5 = root.children().get(0);
        assertEquals("ee", e5.get("B"));
        assertEquals("3 1", e5.get(OpeningBook.GAMES));
        assertEquals(1, e5.children().size(), "W's reply: C3, G7 and C7 (not a reply to each other) are one move");
        SgfNode reply = e5.children().get(0);
        assertEquals("3 2", reply.get(OpeningBook.GAMES));
        // B's third move: the opposite corner in games a and b (won once), next to W's in game c.
        assertEquals(1, reply.children().size());
        assertEquals("2 1", reply.children().get(0).get(OpeningBook.GAMES));

        OpeningBook book = OpeningBook.load(out);
        assertEquals(Coord.parseGtp("E5", 9), book.lookup(game(), Board.BLACK));
        int w = book.lookup(game("E5"), Board.WHITE);
        List<String> corners = new ArrayList<>(List.of("C3", "C7", "G3", "G7"));
        assertTrue(corners.contains(Coord.toGtp(w, 9)), Coord.toGtp(w, 9));
    }

    @Test
    void movesItsPlayersMostlyLostStayOut(@TempDir Path dir) throws Exception {
        Path data = Files.createDirectories(dir.resolve("games"));
        write(data, "a.sgf", "(;GM[1]SZ[9]KM[7]RE[W+R];B[ee];W[cc])");
        write(data, "b.sgf", "(;GM[1]SZ[9]KM[7]RE[W+R];B[ee];W[gg])");
        Path out = dir.resolve("book.sgf");
        ToolRun r = run("--data", data.toString(), "--out", out.toString(), "--size", "9", "--min-games", "2");
        assertEquals(0, r.code(), r.err());
        SgfNode root = SgfReader.read(out);
        assertTrue(root.children().isEmpty(), "B E5 won 0 of 2: below --min-win 0.4");
        assertTrue(r.out().contains("0 book moves"), r.out());
    }

    @Test
    void badOptionsAreRefused(@TempDir Path dir) throws Exception {
        ToolRun r = run("--out", dir.resolve("b.sgf").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--data"), r.err());
        r = run("--data", dir.toString(), "--out", dir.resolve("b.sgf").toString(), "--min-win", "2");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--min-win"), r.err());
        r = run("--data", dir.resolve("none").toString(), "--out", dir.resolve("b.sgf").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("not a directory"), r.err());
    }
}
