package io.kosumi.gtp;

import io.kosumi.engine.Engine;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.sgf.SgfException;
import io.kosumi.sgf.SgfGameInfo;
import io.kosumi.sgf.SgfGames;
import io.kosumi.sgf.SgfNode;
import io.kosumi.sgf.SgfReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** {@code loadsgf} and {@code printsgf} on top of the sgf package. */
final class SgfSupport {
    private static final Logger log = LoggerFactory.getLogger(SgfSupport.class);

    private SgfSupport() {
    }

    /**
     * Loads the main line of the first game in {@code file}, stopping before move
     * {@code untilMove} (GTP's {@code loadsgf FILE N}; 0 or less: every move). The engine's
     * game is replaced only when the whole file was read without error. Komi comes from
     * {@code KM}; a file without one keeps the current komi (as GNU Go does). Rules come
     * from {@code RU} when it names a known rule set, else the current rules stay. A record
     * that repeats a position is still loaded (see {@link #replay}).
     */
    static String load(Engine engine, Path file, int untilMove) throws GtpError {
        Game game;
        try {
            SgfNode root = SgfReader.read(file);
            game = replay(root, untilMove, engine.rules(), file);
            String km = root.get("KM");
            if (km == null || km.trim().isEmpty()) {
                game.setKomi(engine.komi());
            }
        } catch (IOException | SgfException e) {
            log.info("loadsgf {}: {}", file, e.getMessage());
            throw new GtpError(GtpError.CANNOT_LOAD_FILE);
        } catch (RuntimeException e) {
            // A reader bug must not take the engine down or leave a half-loaded game.
            log.warn("loadsgf {} failed", file, e);
            throw new GtpError(GtpError.CANNOT_LOAD_FILE);
        }
        engine.replaceGame(game);
        return "";
    }

    /**
     * The game under its rules; if a repetition makes that fail, the moves are replayed again
     * under simple ko. A record is what was played: some rule sets (and the GNU Go and Fuego
     * regression suites) allow repetitions that positional superko forbids, and GTP's
     * loadsgf should still set the position up. Play then goes on under the game's rules.
     */
    private static Game replay(SgfNode root, int untilMove, Rules rules, Path file) throws SgfException {
        try {
            return SgfGames.toGame(root, untilMove, rules);
        } catch (SgfException e) {
            Game game;
            try {
                game = SgfGames.toGame(root, untilMove, Rules.SIMPLE_KO, true);
            } catch (SgfException again) {
                throw e;
            }
            log.info("loadsgf {}: {}; replayed under simple ko", file, e.getMessage());
            game.setRules(SgfGames.rulesFor(root.get("RU"), rules));
            return game;
        }
    }

    /** The current game as SGF text. */
    static String toSgf(Engine engine) {
        SgfGameInfo info = new SgfGameInfo().rules(engine.announcedRules());
        return SgfGames.toSgf(engine.game(), info, null);
    }

    /** Writes the current game to {@code file}. */
    static void save(Engine engine, Path file) throws GtpError {
        try {
            Files.writeString(file, toSgf(engine), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            log.info("printsgf {}: {}", file, e.toString());
            throw new GtpError(GtpError.CANNOT_SAVE_FILE);
        }
    }
}
