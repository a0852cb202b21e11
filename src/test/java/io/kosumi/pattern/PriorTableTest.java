package io.kosumi.pattern;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.testutil.RandomBoards;
import io.kosumi.testutil.Allocations;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

class PriorTableTest {
    @TempDir
    Path tmp;

    @Test
    void gammasArePositiveExactlyOnLegalMovesAndAgreeWithGamma() {
        // White B3 captures C3 and makes a ko (black may not retake at once); E5 is suicide for black.
        Board b = Board.fromDiagram(
                "...O.",
                ".XO.O",
                "X.XO.",
                ".XO..",
                ".....");
        assertEquals(Board.SUICIDE, b.legality(Coord.parseGtp("E5", 5), Board.BLACK, false));
        int capture = Coord.parseGtp("B3", 5);
        assertTrue(b.isLegal(capture, Board.WHITE, false));
        b.playLegal(capture, Board.WHITE);
        assertEquals(Board.BLACK, b.koColor(), "the diagram must make a ko");
        for (PriorTable t : new PriorTable[] {PriorTable.loadDefault(), PriorTable.builtinTable()}) {
            FeatureScratch s = new FeatureScratch(19);
            float[] out = new float[b.arrayLength() + 7];
            java.util.Arrays.fill(out, 42f);
            double sum = t.gammas(b, Board.BLACK, out, s);
            double check = 0;
            for (int pt = 0; pt < b.arrayLength(); pt++) {
                boolean legal = pt == Board.PASS || (b.onBoard(pt) && b.isLegal(pt, Board.BLACK, false));
                assertEquals(legal, out[pt] > 0, "point " + pt + " legal " + legal);
                if (legal) {
                    assertEquals(out[pt], t.gamma(b, pt, Board.BLACK, s), 1e-6f * out[pt], "gamma() agrees at " + pt);
                }
                check += out[pt];
            }
            assertEquals(0f, out[b.koPoint()], "ko retake is excluded");
            assertEquals(check, sum, 1e-4 * sum);
            assertEquals(42f, out[b.arrayLength()], "nothing written past the board");
        }
    }

    @Test
    void captureOutranksAQuietMoveWithTheShippedTable() {
        Board b = Board.fromDiagram(
                ".........",
                ".........",
                ".........",
                "...XX....",
                "..XOO....",
                "...XX....",
                ".........",
                ".........",
                ".........");
        PriorTable t = PriorTable.loadDefault();
        FeatureScratch s = new FeatureScratch(9);
        float cap = t.gamma(b, Coord.parseGtp("F5", 9), Board.BLACK, s);
        float quiet = t.gamma(b, Coord.parseGtp("A9", 9), Board.BLACK, s);
        assertTrue(cap > 10 * quiet, "capture " + cap + " vs first-line corner " + quiet);
    }

    @Test
    void gammasAllocateNothingAfterWarmUp() {
        PriorTable t = PriorTable.loadDefault();
        Board[] boards = {RandomBoards.after(19, 1, 150), RandomBoards.after(9, 2, 40), RandomBoards.after(13, 3, 80)};
        FeatureScratch s = new FeatureScratch(19);
        float[] out = new float[Board.arrayLength(19)];
        double[] sink = new double[1];
        Runnable calls = () -> {
            for (int i = 0; i < 3000; i++) {
                Board b = boards[i % 3];
                sink[0] += t.gammas(b, 1 + (i & 1), out, s);
                int pt = b.emptyAt(i % b.emptyCount());
                if (b.isLegal(pt, Board.BLACK, false)) sink[0] += t.gamma(b, pt, Board.BLACK, s);
            }
        };
        calls.run(); // warm-up
        long allocated = Allocations.measure(calls);
        assertTrue(sink[0] > 0);
        // 6000 calls: any per-call allocation would show up as many kilobytes.
        assertTrue(allocated < 2048, "allocated " + allocated + " bytes in 6000 calls");
    }

    // ------------------------------------------------------------------------------------
    // File format

    private Path file(String text) throws IOException {
        Path p = Files.createTempFile(tmp, "table", ".txt");
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    private void rejects(String text, String lineTag, String phrase) throws IOException {
        Path p = file(text);
        IOException e = assertThrows(IOException.class, () -> PriorTable.load(p));
        assertTrue(e.getMessage().contains(p + ":" + lineTag + ":"), e.getMessage());
        assertTrue(e.getMessage().contains(phrase), e.getMessage());
    }

    @Test
    void malformedTablesAreRejectedWithTheLineNumber() throws IOException {
        rejects("", "0", "empty table");
        rejects("# only a comment\n", "1", "empty table");
        rejects("kosumi-table 1\n", "1", "expected header");
        rejects("kosumi-priors 7\n", "1", "unsupported table version 7");
        rejects("kosumi-priors 1\ncapture 1 2.0\nfoo 1 2.0\n", "3", "unknown feature group 'foo'");
        rejects("kosumi-priors 1\n# c\n\ncapture 1\n", "4", "expected 'GROUP VALUE GAMMA'");
        rejects("kosumi-priors 1\ncapture 13 2.0\n", "2", "must be 1 to 12");
        rejects("kosumi-priors 1\ncapture 0 2.0\n", "2", "must be 1 to 12");
        rejects("kosumi-priors 1\ncapture x 2.0\n", "2", "not an integer");
        rejects("kosumi-priors 1\nline 2 -1\n", "2", "finite and positive");
        rejects("kosumi-priors 1\nline 2 0\n", "2", "finite and positive");
        rejects("kosumi-priors 1\nline 2 NaN\n", "2", "finite and positive");
        rejects("kosumi-priors 1\nline 2 Infinity\n", "2", "finite and positive");
        rejects("kosumi-priors 1\nline 2 abc\n", "2", "not a number");
        rejects("kosumi-priors 1\npat3 0x100000 1.5\n", "2", "out of range");
        rejects("kosumi-priors 1\npat3 zz 1.5\n", "2", "bad 3x3 code");
        rejects("kosumi-priors 1\nspat 0xnothex 1.5\n", "2", "bad spatial pattern hash");
    }

    @Test
    void writtenTablesLoadBackWithTheSameGammas() throws IOException {
        float[][] gamma = new float[Features.GROUPS][];
        Random rnd = new Random(5);
        for (int g = 0; g < Features.GROUPS; g++) {
            gamma[g] = new float[Features.SIZES[g]];
            for (int v = 0; v < gamma[g].length; v++) gamma[g][v] = 0.05f + 10 * rnd.nextFloat();
        }
        boolean[] seen = new boolean[Pattern3x3.CODES];
        int code = Pattern3x3.canonical(0x0_4_1_2_6 & 0xFFFF);
        seen[code] = true;
        LongFloatMap spatial = new LongFloatMap(4);
        Board b = RandomBoards.after(9, 11, 30);
        FeatureScratch s = new FeatureScratch(9);
        Features.prepare(b, s);
        long[] h = new long[SpatialPatterns.MAX_RADIUS - SpatialPatterns.MIN_RADIUS + 1];
        int pt = -1;
        for (int i = 0; i < b.emptyCount() && pt < 0; i++) {
            if (b.isLegal(b.emptyAt(i), Board.BLACK, false)) pt = b.emptyAt(i);
        }
        SpatialPatterns.hashes(b, pt, Board.BLACK, s, h);
        spatial.put(h[0], 3.5f);
        StringWriter w = new StringWriter();
        PriorTable.write(w, List.of("test table"), gamma, seen, 0.25f, spatial);
        Path p = file(w.toString());
        PriorTable t = PriorTable.load(p);
        for (int g = 1; g < Features.GROUPS; g++) {
            for (int v = 1; v < Features.SIZES[g]; v++) {
                // Written with 6 significant digits.
                assertEquals(gamma[g][v], t.featureGamma(9, g, v), 1e-5f * gamma[g][v], "group " + Features.NAMES[g] + " value " + v);
            }
        }
        for (int sym = 0; sym < 8; sym++) {
            assertEquals(gamma[Features.PAT3][code], t.featureGamma(19, Features.PAT3, Pattern3x3.symmetric(code, sym)), 1e-5f * gamma[Features.PAT3][code]);
        }
        int other = Pattern3x3.canonical(0x5555 & 0xAAAA | 0x0004);
        if (other != code) assertEquals(0.25f, t.featureGamma(19, Features.PAT3, other), "unlisted codes take the rare gamma");
        assertEquals(1, t.spatialPatterns(13));

        // The move's strength is the product of its feature gammas (spatial radius 4 matched).
        int[] v = new int[Features.GROUPS];
        Features.compute(b, pt, Board.BLACK, s, v);
        float expected = t.featureGamma(9, Features.PAT3, v[Features.PAT3]) * 3.5f;
        for (int g = 1; g < Features.GROUPS; g++) expected *= t.featureGamma(9, g, v[g]);
        assertEquals(expected, t.gamma(b, pt, Board.BLACK, s), 1e-5f * expected);
        assertEquals(expected / 3.5f, t.withoutSpatial().gamma(b, pt, Board.BLACK, s), 1e-5f * expected, "no spatial factor");

        // Leaving a group out: its gammas are 1, the others and the spatial factor stay.
        int dist = Features.DIST1;
        PriorTable noDist = t.withoutGroup(dist);
        for (int val = 0; val < Features.SIZES[dist]; val++) assertEquals(1f, noDist.featureGamma(9, dist, val));
        assertEquals(t.featureGamma(19, Features.LINE, 2), noDist.featureGamma(19, Features.LINE, 2));
        assertEquals(expected / t.featureGamma(9, dist, v[dist]), noDist.gamma(b, pt, Board.BLACK, s), 1e-5f * expected);
        assertTrue(noDist.description().endsWith("(without dist1)"), noDist.description());
        assertEquals(gamma[dist][3], t.featureGamma(9, dist, 3), 1e-5f * gamma[dist][3], "the original is unchanged");
    }

    @Test
    void defaultTablesDependOnBoardSizeClass() {
        assertEquals(0, PriorTable.sizeClass(9));
        assertEquals(0, PriorTable.sizeClass(7));
        assertEquals(1, PriorTable.sizeClass(13));
        assertEquals(2, PriorTable.sizeClass(19));
        assertEquals(2, PriorTable.sizeClass(25));
        PriorTable t = PriorTable.loadDefault();
        for (String r : PriorTable.RESOURCES) {
            assertNotNull(PriorTable.class.getResource(r), "shipped resource " + r);
            assertTrue(t.description().contains(r), t.description());
        }
        assertTrue(t.spatialPatterns(19) > 1000, "the 19x19 table has spatial patterns");
        assertNotSame(t.weightsFor(9), t.weightsFor(19));
        assertSame(t.weightsFor(9), t.weightsFor(13), "9x9 and 13x13 share the mixed table, read once");
    }
}
