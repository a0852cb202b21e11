package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.sgf.SgfGameInfo;
import io.kosumi.sgf.SgfGames;
import io.kosumi.testutil.Positions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpeningsTest {
    private static Game game(int size, String... moves) {
        return Positions.played(size, 7, moves);
    }

    private static void write(Path dir, String name, Game g) throws Exception {
        Files.write(dir.resolve(name), SgfGames.toSgf(g, new SgfGameInfo(), null).getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void symmetricPositionsShareAKeyAndOthersDoNot() {
        String a = Openings.canonicalKey(game(9, "E5", "C3", "G7"));
        String mirrored = Openings.canonicalKey(game(9, "E5", "G3", "C7"));
        String rotated = Openings.canonicalKey(game(9, "E5", "C7", "G3"));
        String other = Openings.canonicalKey(game(9, "E5", "C3", "G3"));
        assertEquals(a, mirrored);
        assertEquals(a, rotated);
        assertNotEquals(a, other);
    }

    @Test
    void linesCountFromTheNearestEdge() {
        assertEquals(1, Openings.line(Coord.parseGtp("J6", 9), 9));
        assertEquals(1, Openings.line(Coord.parseGtp("A1", 9), 9));
        assertEquals(2, Openings.line(Coord.parseGtp("H7", 9), 9));
        assertEquals(3, Openings.line(Coord.parseGtp("C7", 9), 9));
        assertEquals(5, Openings.line(Coord.parseGtp("E5", 9), 9));
    }

    @Test
    void keepsDistinctUnhandicappedOpeningsInsideTheBand(@TempDir Path tmp) throws Exception {
        Path in = Files.createDirectories(tmp.resolve("in"));
        write(in, "a.sgf", game(9, "E5", "C3", "G7", "C7", "D4"));
        write(in, "b.sgf", game(9, "E5", "G3", "C7", "G7", "F4")); // a's first 4 moves mirrored
        write(in, "c.sgf", game(9, "C3", "G7", "E5", "E3"));
        write(in, "d.sgf", game(9, "E5", "E3")); // too short
        write(in, "d2.sgf", game(9, "J6", "J7", "H6", "H7")); // first-line moves
        write(in, "e.sgf", game(13, "D4", "K10", "C3", "L11")); // other size
        Game h = new Game(9, Rules.CHINESE, 0.5);
        h.placeHandicap(h.fixedHandicapPoints(2));
        h.play(h.toMove(), Coord.parseGtp("E5", 9));
        h.play(h.toMove(), Coord.parseGtp("C5", 9));
        h.play(h.toMove(), Coord.parseGtp("G3", 9));
        h.play(h.toMove(), Coord.parseGtp("E7", 9));
        write(in, "f.sgf", h); // handicap
        Files.write(in.resolve("g.sgf"), "(;SZ[9];B[ee];W[".getBytes(StandardCharsets.UTF_8)); // broken
        Path out = tmp.resolve("out");

        ToolRun r = ToolRun.of((o, e) -> new Openings().main(new String[] {"--from", in.toString(), "--out",
                out.toString(), "--moves", "4", "--count", "5", "--playouts", "300", "--min", "0.05", "--max", "0.95"},
                o, e));
        List<Path> files;
        try (Stream<Path> s = Files.list(out)) {
            files = s.sorted().collect(Collectors.toList());
        }
        // At most a (or b, its mirror) and c qualify; fewer than --count were found.
        assertEquals(1, r.code(), r.err());
        assertTrue(files.size() <= 2 && !files.isEmpty(), files + " " + r.err());
        Pattern rate = Pattern.compile("win rate (\\d\\.\\d+)");
        for (Path f : files) {
            Game g = SgfGames.load(f, 0, Rules.CHINESE);
            assertEquals(4, g.moveCount(), f.toString());
            assertEquals(9, g.size());
            assertEquals(7.0, g.komi());
            String text = Files.readString(f);
            Matcher m = rate.matcher(text);
            assertTrue(m.find(), text);
            double black = Double.parseDouble(m.group(1));
            assertTrue(black >= 0.05 && black <= 0.95, text);
        }
    }

    @Test
    void badOptionsAreRefusedWithUsage(@TempDir Path tmp) throws Exception {
        ToolRun r = ToolRun.of((o, e) -> new Openings().main(new String[] {"--from", tmp.toString(), "--out",
                tmp.resolve("o").toString(), "--min", "0.8", "--max", "0.2"}, o, e));
        assertEquals(2, r.code());
        assertTrue(r.err().contains("usage"), r.err());
        assertEquals("", r.out());
    }
}
