package io.kosumi.sgf;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Broken input never crashes the reader or the game builder: whatever the bytes, the result
 * is a tree and a game, or an {@link SgfException} with a message. Random edits (bytes
 * replaced, inserted, deleted, cut short; SGF punctuation favoured) of the project's rule
 * files and a few hand-written records.
 */
class SgfFuzzTest {
    private static final byte[] PUNCTUATION = "()[];\\:\n ABWEPLHAKMSZtt".getBytes(StandardCharsets.US_ASCII);

    @Test
    void randomEditsGiveAGameOrAnSgfException() throws Exception {
        List<byte[]> seeds = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(SgfRuleFilesTest.rulesDir(), "*.sgf")) {
            for (Path f : files) {
                seeds.add(Files.readAllBytes(f));
            }
        }
        seeds.add("(;GM[1]FF[4]SZ[9]KM[750]HA[2]AB[cc][gg]RU[Japanese];W[ee];B[];W[tt](;B[aa:bb])(;B[R16]))"
                .getBytes(StandardCharsets.UTF_8));
        seeds.add("(;FF[3]SiZe[5]AddBlack[aa:cc]AddWhite[ee]PLayer[W];White[dd]C[a\\]b\\\n c])(;SZ[3])"
                .getBytes(StandardCharsets.UTF_8));
        Random rnd = new Random(7);
        int games = 0;
        int errors = 0;
        for (int i = 0; i < 5000; i++) {
            byte[] data = mutate(seeds.get(rnd.nextInt(seeds.size())), rnd);
            try {
                SgfNode root = SgfReader.read(data);
                SgfGameInfo.of(root);
                Game g = SgfGames.toGame(root, rnd.nextInt(4) == 0 ? rnd.nextInt(8) : 0,
                        rnd.nextBoolean() ? Rules.CHINESE : Rules.TROMP_TAYLOR);
                g.board().checkConsistency();
                SgfReader.read(SgfGames.toSgf(g, null, null).getBytes(StandardCharsets.UTF_8));
                games++;
            } catch (SgfException e) {
                if (e.getMessage() == null || e.getMessage().isEmpty()) {
                    fail("SgfException without a message for " + new String(data, StandardCharsets.ISO_8859_1));
                }
                errors++;
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError("crash on input:\n" + new String(data, StandardCharsets.ISO_8859_1), e);
            }
        }
        System.out.println("fuzz: " + games + " games, " + errors + " SgfExceptions");
        assertTrue(games > 500 && errors > 500, "both outcomes exercised: " + games + " games, " + errors + " errors");
    }

    private static byte[] mutate(byte[] seed, Random rnd) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int edits = 1 + rnd.nextInt(3);
        int[] at = new int[edits];
        for (int k = 0; k < edits; k++) {
            at[k] = rnd.nextInt(seed.length + 1);
        }
        int cut = rnd.nextInt(10) == 0 ? rnd.nextInt(seed.length + 1) : seed.length;
        for (int i = 0; i <= seed.length && i <= cut; i++) {
            boolean skip = false;
            for (int k = 0; k < edits; k++) {
                if (at[k] == i) {
                    switch (rnd.nextInt(3)) {
                        case 0: out.write(randomByte(rnd)); break; // insert
                        case 1: skip = true; break; // delete
                        default: out.write(randomByte(rnd)); skip = true; break; // replace
                    }
                }
            }
            if (i < seed.length && i < cut && !skip) {
                out.write(seed[i]);
            }
        }
        return out.toByteArray();
    }

    private static int randomByte(Random rnd) {
        return rnd.nextInt(3) == 0 ? rnd.nextInt(256) : PUNCTUATION[rnd.nextInt(PUNCTUATION.length)];
    }
}
