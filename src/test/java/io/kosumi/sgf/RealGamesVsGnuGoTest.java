package io.kosumi.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.testutil.GnuGo;
import io.kosumi.testutil.SharedData;
import io.kosumi.tools.GtpClient;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Real games against GNU Go: an evenly spaced sample of the game records under
 * {@code ../shared/data/sgf/{9x9,13x13,19x19}} is loaded in Kosumi ({@link SgfGames#load}) and in
 * GNU Go ({@code loadsgf}); both must reach the same final position (every stone of both colours)
 * and agree on the side to move. Skipped when the shared folder is absent.
 */
@Tag("slow")
class RealGamesVsGnuGoTest {
    /** Games sampled per folder: 400 in all. */
    private static final String[] FOLDERS = {"9x9", "13x13", "19x19"};
    private static final int[] SAMPLE = {120, 80, 200};
    private static final int MAX_REPORTS = 10;

    @Test
    void sampledGamesEndInTheSamePositionAsInGnuGo() throws IOException {
        Path sgfRoot = SharedData.require("data/sgf");
        List<Path> sample = new ArrayList<>();
        for (int i = 0; i < FOLDERS.length; i++) {
            Path dir = sgfRoot.resolve(FOLDERS[i]);
            List<Path> files;
            try (Stream<Path> s = Files.list(dir)) {
                files = s.filter(p -> p.getFileName().toString().endsWith(".sgf")).sorted()
                        .collect(Collectors.toList());
            }
            int n = Math.min(SAMPLE[i], files.size());
            for (int k = 0; k < n; k++) {
                sample.add(files.get((int) ((long) k * files.size() / n)));
            }
        }
        assertTrue(sample.size() >= 200, "sample too small: " + sample.size());

        List<String> problems = new ArrayList<>();
        int compared = 0;
        long stones = 0;
        try (GtpClient gnugo = GnuGo.start()) {
            for (Path file : sample) {
                Game game;
                try {
                    game = SgfGames.load(file, 0, Rules.CHINESE);
                } catch (SgfException e) {
                    problems.add(file.getFileName() + ": Kosumi cannot load it: " + e.getMessage());
                    continue;
                }
                Board b = game.board();
                String path = file.toAbsolutePath().toString();
                if (path.chars().anyMatch(Character::isWhitespace)) {
                    problems.add(file + ": path has a blank, GTP loadsgf cannot take it");
                    continue;
                }
                GtpClient.Reply loaded = gnugo.send("loadsgf " + path, 60_000);
                if (!loaded.success()) {
                    problems.add(file.getFileName() + ": GNU Go loadsgf failed: " + loaded.text());
                    continue;
                }
                String gBlack = GnuGo.normalize(gnugo.sendOk("list_stones black", 10_000));
                String gWhite = GnuGo.normalize(gnugo.sendOk("list_stones white", 10_000));
                String kBlack = GnuGo.stones(b, Board.BLACK);
                String kWhite = GnuGo.stones(b, Board.WHITE);
                compared++;
                stones += b.stoneCount(Board.BLACK) + b.stoneCount(Board.WHITE);
                if (!gBlack.equals(kBlack) || !gWhite.equals(kWhite)) {
                    problems.add(file.getFileName() + " (" + game.moveCount() + " moves): final position"
                            + " differs\n  black GNU Go [" + gBlack + "]\n  black Kosumi [" + kBlack + "]\n"
                            + "  white GNU Go [" + gWhite + "]\n  white Kosumi [" + kWhite + "]");
                } else if (game.moveCount() > 0
                        && !loaded.text().trim().equalsIgnoreCase(Coord.colorName(game.toMove()))) {
                    problems.add(file.getFileName() + ": side to move GNU Go " + loaded.text()
                            + ", Kosumi " + Coord.colorName(game.toMove()));
                }
            }
        }
        System.out.printf("real games vs GNU Go: %d of %d sampled games compared, %d final stones,"
                + " %d problems%n", compared, sample.size(), stones, problems.size());
        assertEquals(0, problems.size(), problems.size() + " of " + sample.size() + " games:\n"
                + String.join("\n", problems.subList(0, Math.min(MAX_REPORTS, problems.size()))));
        assertEquals(sample.size(), compared);
    }
}
