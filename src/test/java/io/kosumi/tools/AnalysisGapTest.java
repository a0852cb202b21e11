package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kosumi analysis-gap}: reading info lines, choosing positions, and a short real run. */
class AnalysisGapTest {
    private static ToolRun run(String... args) throws Exception {
        return ToolRun.of((o, e) -> new AnalysisGap().main(args, o, e));
    }

    @Test
    void figuresFollowSabakisMaxRule() {
        // The engine's choice (first) is not the most visited; a 2-visit move has the highest win rate.
        String lz = "info move C3 visits 300 winrate 5200 prior 100 lcb 4900 order 0 pv C3 D4 "
                + "info move D4 visits 500 winrate 4800 prior 200 lcb 4700 order 1 pv D4 "
                + "info move E5 visits 2 winrate 10000 prior 5 lcb 8000 order 2 pv E5 pass";
        AnalysisGap.LineFigures f = AnalysisGap.figures(lz, false);
        assertEquals(3, f.moves());
        assertEquals(802, f.visits());
        assertEquals("D4", f.mostVisited());
        assertEquals(48.0, f.mostVisitedWin(), 1e-9);
        assertEquals("E5", f.maxWinMove());
        assertEquals(2, f.maxWinVisits());
        assertEquals(52.0, f.winGap(), 1e-9);
        assertEquals(48.0, f.firstGap(), 1e-9);
        assertTrue(Double.isNaN(f.maxLead()), "no score in Leela Zero's form");

        String kata = "info move C3 visits 30 utility 0.1 winrate 0.55 scoreMean 2.5 scoreLead 2.5 prior 0.1 lcb 0.5"
                + " utilityLcb 0 order 0 pv C3 info move D4 visits 50 utility 0 winrate 0.5 scoreMean -1 scoreLead -1"
                + " prior 0.2 lcb 0.45 utilityLcb -0.1 order 1 pv D4 Q16";
        AnalysisGap.LineFigures k = AnalysisGap.figures(kata, true);
        assertEquals("D4", k.mostVisited());
        assertEquals(5.0, k.winGap(), 1e-9);
        assertEquals(0.0, k.firstGap(), 1e-9);
        assertEquals(3.5, k.leadGap(), 1e-9);
        assertEquals("C3", k.maxLeadMove());
    }

    @Test
    void positionsAreSpreadOverTheGamesAndPhases() throws Exception {
        List<Path> files = GameRecords.listGames(List.of(Path.of("sgf/bench")));
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        List<AnalysisGap.Position> ps = AnalysisGap.choosePositions(files, 3, quiet);
        assertEquals(3, ps.size());
        assertNotEquals(ps.get(0).name(), ps.get(1).name());
        for (AnalysisGap.Position p : ps) {
            assertTrue(p.moves().length >= 10, p.name());
            assertTrue(p.toMove() == Board.BLACK || p.toMove() == Board.WHITE);
            assertNotEquals(p.colors()[p.moves().length - 1], p.toMove(), "the side to move follows the record");
        }
        // The same files give the same positions.
        assertEquals(ps.get(2).moves().length, AnalysisGap.choosePositions(files, 3, quiet).get(2).moves().length);
    }

    @Test
    void badOptionsAreRefused() throws Exception {
        assertEquals(2, run("--sgf", "sgf/bench", "--formats", "gnugo").code());
        assertEquals(2, run("--sgf", "sgf/bench", "--jar", "x.jar", "--engine", "y").code());
        assertEquals(2, run("--positions", "3").code(), "--sgf is required");
        ToolRun missing = run("--sgf", "no/such/folder");
        assertEquals(1, missing.code());
        assertTrue(missing.err().contains("not a folder"), missing.err());
    }

    @Test
    void shortRunOnTheBenchGames(@TempDir Path tmp) throws Exception {
        Path tsv = tmp.resolve("gap.tsv");
        ToolRun r = run("--sgf", "sgf/bench", "--positions", "2", "--playouts", "400", "--out", tsv.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("lz-analyze all: 2 lines"), r.out());
        assertTrue(r.out().contains("kata-analyze all: 2 lines"), r.out());
        assertTrue(r.out().contains("scoreLead, max reported - most visited"), r.out());
        List<String> rows = Files.readAllLines(tsv);
        assertEquals(1 + 4, rows.size(), rows.toString());
        String[] head = rows.get(0).split("\t");
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split("\t");
            assertEquals(head.length, f.length, row);
            assertTrue(Integer.parseInt(f[6]) >= 100, "the playouts searched: " + row);
            // The highest win rate shown is the engine's move's, or close to it.
            double firstGap = Double.parseDouble(f[14]);
            assertTrue(firstGap >= 0 && firstGap <= 5, row);
        }
    }
}
