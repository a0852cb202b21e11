package io.kosumi.sgf;

import io.kosumi.testutil.SharedData;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every game under {@code ../shared/data/sgf/{9x9,13x13,19x19}} replays with no illegal move
 * under positional superko, and reaches the final position the manifest describes: the same
 * number of moves, setup stones, passes and captured stones, and as many stones on the board
 * as were placed minus those captured. Skipped when the shared folder is absent. (Comparing
 * final positions with GNU Go is the job of RealGamesVsGnuGoTest.)
 */
@Tag("slow")
class SgfRealGamesTest {
    private static final String[] FOLDERS = {"9x9", "13x13", "19x19"};

    @Test
    void everyRealGameReplaysToItsFinalPosition() throws IOException {
        Path sgfDir = SharedData.require("data/sgf");
        Path manifestFile = sgfDir.resolve("manifest.tsv");
        Map<String, Map<String, String>> manifest = new HashMap<>();
        if (Files.exists(manifestFile)) {
            List<String> lines = Files.readAllLines(manifestFile, StandardCharsets.UTF_8);
            String[] header = lines.get(0).split("\t", -1);
            for (String line : lines.subList(1, lines.size())) {
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                Map<String, String> row = new HashMap<>();
                for (int i = 0; i < header.length && i < f.length; i++) {
                    row.put(header[i], f[i]);
                }
                manifest.put(f[0], row);
            }
        }
        TreeSet<String> files = new TreeSet<>();
        for (String folder : FOLDERS) {
            Path dir = sgfDir.resolve(folder);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "*.sgf")) {
                for (Path p : ds) {
                    files.add(folder + "/" + p.getFileName());
                }
            }
        }
        assertTrue(files.size() > 0, "no game under " + sgfDir);

        List<String> problems = new ArrayList<>();
        int checkedAgainstManifest = 0;
        long moves = 0;
        for (String name : files) {
            Path file = sgfDir.resolve(name);
            Game g;
            try {
                g = SgfGames.load(file, 0, Rules.CHINESE);
            } catch (SgfException e) {
                problems.add(e.getMessage());
                continue;
            }
            if (!g.rules().positionalSuperko()) {
                problems.add(name + ": replayed without positional superko (" + g.rules() + ")");
            }
            Board start = g.startBoard();
            Board end = g.board();
            int setup = start.stoneCount(Board.BLACK) + start.stoneCount(Board.WHITE);
            int passes = 0;
            for (int i = 0; i < g.moveCount(); i++) {
                if (g.moveAt(i) == Board.PASS) {
                    passes++;
                }
            }
            int captured = end.capturedStones(Board.BLACK) + end.capturedStones(Board.WHITE);
            int onBoard = end.stoneCount(Board.BLACK) + end.stoneCount(Board.WHITE);
            if (setup + g.moveCount() - passes - captured != onBoard) {
                problems.add(name + ": " + setup + " setup + " + (g.moveCount() - passes) + " stones played - "
                        + captured + " captured != " + onBoard + " on the board");
            }
            end.checkConsistency();
            moves += g.moveCount();
            Map<String, String> row = manifest.get(name);
            if (row == null) {
                if (!manifest.isEmpty()) {
                    problems.add(name + ": not in manifest.tsv");
                }
                continue;
            }
            checkedAgainstManifest++;
            String got = "size " + g.size() + ", moves " + g.moveCount() + ", setup stones " + setup
                    + ", passes " + passes + ", captured " + captured;
            String want = "size " + row.get("size") + ", moves " + row.get("moves") + ", setup stones "
                    + row.get("handicap_stones") + ", passes " + row.get("passes") + ", captured " + row.get("captures");
            if (!got.equals(want)) {
                problems.add(name + ": " + got + " but the manifest says " + want);
            }
        }
        if (!problems.isEmpty()) {
            fail(problems.size() + " of " + files.size() + " games failed:\n"
                    + String.join("\n", problems.subList(0, Math.min(30, problems.size()))));
        }
        if (!manifest.isEmpty()) {
            assertEquals(files.size(), checkedAgainstManifest);
        }
        System.out.println("replayed " + files.size() + " games, " + moves + " moves; " + checkedAgainstManifest
                + " checked against manifest.tsv");
    }
}
