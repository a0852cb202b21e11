package io.kosumi.tools;

import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.sgf.SgfGames;
import io.kosumi.sgf.SgfReader;
import java.io.InputStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The benchmarks' middle-game positions, taken from the project's own games: Kosumi
 * self-play records shipped in {@code sgf/bench/NxN.sgf} (on the classpath as
 * {@code /bench/NxN.sgf}); the position is the one after a third of the board's points have
 * been played. Sizes without a record fall back to {@link SearchBench#middleGame}, the
 * position the playout policy reaches from a fixed seed.
 */
public final class BenchPositions {
    private static final Logger log = LoggerFactory.getLogger(BenchPositions.class);

    private BenchPositions() {
    }

    /** The move count of the middle-game position on a board of this size. */
    public static int middleMoves(int size) {
        return size * size / 3;
    }

    /** The middle-game position for this board size. */
    public static Game middle(int size) {
        String name = "/bench/" + size + "x" + size + ".sgf";
        try (InputStream in = BenchPositions.class.getResourceAsStream(name)) {
            if (in != null) {
                Game g = SgfGames.toGame(SgfReader.read(in.readAllBytes()), middleMoves(size) + 1, Rules.CHINESE);
                if (g.size() == size && g.moveCount() == middleMoves(size)) {
                    g.setKomi(7.5);
                    return g;
                }
                log.warn("{}: not a {}x{} game of at least {} moves; using the generated position", name, size, size,
                        middleMoves(size));
            }
        } catch (Exception e) {
            log.warn("{}: {}; using the generated position", name, e.getMessage());
        }
        return SearchBench.middleGame(size);
    }
}
