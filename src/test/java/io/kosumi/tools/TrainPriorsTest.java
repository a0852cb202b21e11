package io.kosumi.tools;

import io.kosumi.testutil.SharedData;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.pattern.PriorTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

class TrainPriorsTest {
    @TempDir
    Path tmp;

    @Test
    void readsMainLineSetupAfterSizePassesAndPointLists() throws IOException {
        String sgf = "(;GM[1]FF[4]AB[aa:bb][ee]\n[cc]SZ[9]HA[2]C[a comment with \\] bracket]"
                + ";W[ba];B[tt](;W[ce];B[]AE[ee];W[ii])(;W[dd]))";
        GameRecords.Game g = GameRecords.parse(sgf, "t.sgf");
        assertEquals(9, g.size);
        assertEquals(7, g.setupPoint.length, "aa:bb is 4 points, plus ee and cc, plus the AE");
        java.util.Set<Integer> rect = new java.util.HashSet<>();
        for (int i = 0; i < 4; i++) rect.add(g.setupPoint[i]);
        assertEquals(java.util.Set.of(Coord.parseGtp("A9", 9), Coord.parseGtp("B9", 9), Coord.parseGtp("A8", 9), Coord.parseGtp("B8", 9)), rect);
        assertEquals(Coord.parseGtp("E5", 9), g.setupPoint[4]);
        assertEquals(Coord.parseGtp("C7", 9), g.setupPoint[5]);
        assertEquals(Board.BLACK, g.setupColor[5]);
        assertEquals(Coord.parseGtp("E5", 9), g.setupPoint[6]);
        assertEquals(Board.EMPTY, g.setupColor[6]);
        assertEquals(0, g.setupAt[0], "AB before the first play");
        assertEquals(4, g.setupAt[6], "AE (after B[] in its node) comes before the fifth play");
        assertEquals(5, g.moves());
        assertEquals(Coord.parseGtp("B9", 9), g.movePoint[0]);
        assertEquals(Board.WHITE, g.moveColor[0]);
        assertEquals(Board.PASS, g.movePoint[1], "tt is a pass on 9x9");
        assertEquals(Coord.parseGtp("C5", 9), g.movePoint[2], "first variation is the main line");
        assertEquals(Board.PASS, g.movePoint[3]);
        assertEquals(Coord.parseGtp("J1", 9), g.movePoint[4]);

        IOException e = assertThrows(IOException.class, () -> GameRecords.parse("(;SZ[9];B[zz])", "bad.sgf"));
        assertTrue(e.getMessage().contains("bad.sgf") && e.getMessage().contains("off the board"), e.getMessage());
        assertThrows(IOException.class, () -> GameRecords.parse("no tree here", "x.sgf"));
        assertThrows(IOException.class, () -> GameRecords.parse("(;B[aa", "x.sgf"));
    }

    @Test
    void badArgumentsGiveUsageAndExitCode2() {
        assertEquals(2, TrainPriors.run(new String[] {}));
        assertEquals(2, TrainPriors.run(new String[] {"--data"}));
        assertEquals(2, TrainPriors.run(new String[] {"--data", "x", "--out", "y", "--holdout", "1.5"}));
        assertEquals(2, TrainPriors.run(new String[] {"--data", "x", "--out", "y", "--bogus", "1"}));
        assertEquals(2, TrainPriors.run(new String[] {"--data", "x", "--out", "y", "--games", "ten"}));
        assertEquals(1, TrainPriors.run(new String[] {"--data", tmp.resolve("missing").toString(), "--out", tmp.resolve("o.txt").toString()}));
        assertEquals(2, TrainPriors.run(new String[] {"--data", "x", "--eval", "default", "--no-spatial", "maybe"}));
        assertEquals(2, TrainPriors.run(new String[] {"--data", "x", "--eval", "default", "--without", "ladders"}));
        assertEquals(List.of("dist1", "line"), TrainPriors.parse(new String[] {"--data", "x", "--eval", "default",
                "--without", "dist1", "--without", "line"}).without);
        assertEquals(0, TrainPriors.run(new String[] {"--help"}));
        assertEquals(0, TrainPriors.run(new String[] {"-h"}));
        TrainPriors.Options o = TrainPriors.parse(new String[] {"--data", "x", "--eval", "default", "--no-spatial", "true",
                "--games", "7", "--seed", "3"});
        assertTrue(o.noSpatial);
        assertEquals(Paths.get("default"), o.eval);
        assertEquals(7, o.games);
        assertEquals(3, o.seed);
        assertEquals(Integer.MAX_VALUE, TrainPriors.parse(new String[] {"--data", "x", "--out", "y"}).evalGames);
    }

    @Test
    void perFolderSamplingOverridesTheGlobalFraction() {
        TrainPriors.Options o = TrainPriors.parse(new String[] {"--data", "/x/big@0.25", "--data", "/x/small", "--out", "t.txt", "--sample", "0.5"});
        assertEquals(List.of(Paths.get("/x/big"), Paths.get("/x/small")), o.data);
        assertEquals(0.25, TrainPriors.sampleFor(o, Paths.get("/x/big/a.sgf")));
        assertEquals(0.5, TrainPriors.sampleFor(o, Paths.get("/x/small/b.sgf")));
        assertEquals(2, TrainPriors.run(new String[] {"--data", "/x/big@2", "--out", "t.txt"}), "fraction above 1");
    }

    /**
     * A candidate's key keeps every group's value (the pass in the pattern field, the owner
     * bucket among the packed groups) and its spatial id, and tells different candidates apart.
     */
    @Test
    void keysKeepEveryFeatureValue() {
        Random rnd = new Random(5);
        java.util.Map<Long, String> seen = new java.util.HashMap<>();
        int[] v = new int[io.kosumi.pattern.Features.GROUPS];
        for (int trial = 0; trial < 20000; trial++) {
            boolean pass = rnd.nextInt(10) == 0;
            for (int g = 1; g < v.length; g++) v[g] = pass ? 0 : rnd.nextInt(io.kosumi.pattern.Features.SIZES[g]);
            v[io.kosumi.pattern.Features.PASS] = pass ? 1 + rnd.nextInt(2) : 0;
            v[io.kosumi.pattern.Features.PAT3] = pass ? 0 : rnd.nextInt(io.kosumi.pattern.Pattern3x3.CODES);
            int spatial = pass ? 0 : rnd.nextInt(0x10000);
            long key = TrainPriors.key(v, spatial);
            int packed = TrainPriors.packedGroups(key);
            for (int g = 1; g < v.length; g++) {
                assertEquals(v[g], TrainPriors.groupValue(packed, g), "group " + g + " of trial " + trial);
            }
            String what = java.util.Arrays.toString(java.util.Arrays.copyOfRange(v, 1, v.length)) + " "
                    + (pass ? "pass" : io.kosumi.pattern.Pattern3x3.canonical(v[0])) + " " + spatial;
            String before = seen.put(key, what);
            assertTrue(before == null || before.equals(what), "two candidates share a key: " + before + " and " + what);
        }
    }

    /** Random games where Black always answers next to White's last move: a learnable habit. */
    private void writeSyntheticGames(Path dir, int count) throws IOException {
        Files.createDirectories(dir);
        Random rnd = new Random(3);
        for (int k = 0; k < count; k++) {
            Board b = new Board(9);
            StringBuilder sb = new StringBuilder("(;GM[1]FF[4]SZ[9]");
            int color = Board.BLACK;
            int last = Board.NO_POINT;
            for (int i = 0; i < 50; i++) {
                int pt = Board.NO_POINT;
                if (color == Board.BLACK && last > Board.PASS) {
                    for (int d = 0; d < 4 && pt == Board.NO_POINT; d++) {
                        int n = last + b.delta(d);
                        if (b.onBoard(n) && b.isLegal(n, color, false)) pt = n;
                    }
                }
                for (int tries = 0; tries < 50 && pt == Board.NO_POINT; tries++) {
                    int c = b.emptyAt(rnd.nextInt(b.emptyCount()));
                    if (b.isLegal(c, color, false) && !b.isEye(c, color)) pt = c;
                }
                if (pt == Board.NO_POINT) break;
                b.playLegal(pt, color);
                sb.append(';').append(color == Board.BLACK ? 'B' : 'W').append('[')
                        .append((char) ('a' + b.x(pt))).append((char) ('a' + 8 - b.y(pt))).append(']');
                last = pt;
                color = Board.opponent(color);
            }
            sb.append(")\n");
            Files.writeString(dir.resolve(String.format("g%03d.sgf", k)), sb.toString(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void trainsALoadableTableThatLearnsASimpleHabit() throws IOException {
        Path data = tmp.resolve("games");
        writeSyntheticGames(data, 60);
        Path out = tmp.resolve("table.txt");
        int rc = TrainPriors.run(new String[] {"--data", data.toString(), "--out", out.toString(), "--iterations", "6",
                "--holdout", "0.2", "--spatial-min", "3"});
        assertEquals(0, rc);
        String text = Files.readString(out);
        assertTrue(text.startsWith("kosumi-priors 1\n"), text.substring(0, 40));
        assertTrue(text.contains("# held-out"), "header carries the held-out figures");
        PriorTable t = PriorTable.load(out);
        // Black's habit: the orthogonal neighbour of the last move (distance 2) must stand out.
        float near = t.featureGamma(9, io.kosumi.pattern.Features.DIST1, 2);
        float far = t.featureGamma(9, io.kosumi.pattern.Features.DIST1, 10);
        assertTrue(near > 5 * far, "dist1=2 gamma " + near + " vs dist1=10 " + far);
        List<Path> held = new ArrayList<>();
        for (Path p : GameRecords.listGames(List.of(data))) if (GameRecords.isHeldOut(p, 0.2)) held.add(p);
        assertFalse(held.isEmpty());
        TrainPriors.Evaluation ev = TrainPriors.evaluate(t, held, 9, 100);
        // Half the moves are Black's habit, among ~4 neighbours: a uniform guess gets ~1.5%.
        assertTrue(ev.top1Rate() > 0.15, ev.toString());
    }

    private static List<Path> heldOutGames(Path dir, int max) throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path p : GameRecords.listGames(List.of(dir))) {
            if (GameRecords.isHeldOut(p, 0.1) && out.size() < max) out.add(p);
        }
        return out;
    }

    @Test
    void shipped19x19TablePredictsHeldOutGames() throws IOException {
        TrainPriors.Evaluation ev = shippedTableOnHeldOutGames(19, 3000, FLOOR_19_TOP1);
        assertTrue(ev.top5Rate() >= FLOOR_19_TOP5, ev.toString());
    }

    @Test
    void shipped9x9TablePredictsHeldOutGames() throws IOException {
        shippedTableOnHeldOutGames(9, 500, FLOOR_9_TOP1);
    }

    @Test
    void shipped13x13TablePredictsHeldOutGames() throws IOException {
        shippedTableOnHeldOutGames(13, 500, FLOOR_13_TOP1);
    }

    /**
     * The shipped table on the first 30 held-out games of one size (skipped without the shared
     * data): more than {@code minPositions} positions, and top-1 at least {@code top1Floor}.
     */
    private static TrainPriors.Evaluation shippedTableOnHeldOutGames(int size, int minPositions, double top1Floor)
            throws IOException {
        Path dir = SharedData.require("data/sgf/" + size + "x" + size);
        TrainPriors.Evaluation ev = TrainPriors.evaluate(PriorTable.loadDefault(), heldOutGames(dir, 30), size, 30);
        assertTrue(ev.positions > minPositions, ev.toString());
        assertTrue(ev.top1Rate() >= top1Floor, ev.toString());
        return ev;
    }

    /**
     * Floors about 3 points under the figures measured with the shipped tables on exactly these
     * games (the first 30 held-out files in name order): 19x19 top-1 31.96%, top-5 58.21%;
     * 13x13 (14 games) top-1 32.59%; 9x9 (23 games) top-1 37.21%. Retraining moves them.
     */
    static final double FLOOR_19_TOP1 = 0.29;
    static final double FLOOR_19_TOP5 = 0.55;
    static final double FLOOR_9_TOP1 = 0.34;
    static final double FLOOR_13_TOP1 = 0.29;
}
