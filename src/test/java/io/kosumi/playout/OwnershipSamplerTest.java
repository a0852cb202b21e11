package io.kosumi.playout;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.pattern.FeatureScratch;
import io.kosumi.pattern.Features;
import io.kosumi.pattern.OwnershipMap;
import io.kosumi.pattern.PriorTable;
import io.kosumi.testutil.Allocations;
import io.kosumi.testutil.Positions;
import io.kosumi.util.FastRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code owner} prior feature: the map, its sampling by playouts, and its gammas. */
class OwnershipSamplerTest {
    @TempDir
    Path tmp;

    private static final String[] WALLS = Positions.WALLED_SIDES;

    @Test
    void bucketsSplitTheShareIntoNineEqualParts() {
        assertEquals(0, OwnershipMap.bucket(0));
        assertEquals(0, OwnershipMap.bucket(0.11));
        assertEquals(1, OwnershipMap.bucket(0.12));
        assertEquals(4, OwnershipMap.bucket(0.5));
        assertEquals(8, OwnershipMap.bucket(0.95));
        assertEquals(8, OwnershipMap.bucket(1));
        OwnershipMap m = new OwnershipMap();
        assertTrue(m.isEmpty());
        assertEquals(0, m.value(20, Board.BLACK), "unknown: the feature is absent");
        int[] black = new int[Board.arrayLength(9)];
        int[] white = new int[Board.arrayLength(9)];
        black[20] = 10;
        white[21] = 7;
        black[21] = 3;
        m.set(black, white, 10, black.length);
        assertFalse(m.isEmpty());
        assertEquals(9, m.value(20, Board.BLACK));
        assertEquals(1, m.value(20, Board.WHITE));
        assertEquals(1 + OwnershipMap.bucket(0.3), m.value(21, Board.BLACK));
        assertEquals(1 + OwnershipMap.bucket(0.7), m.value(21, Board.WHITE));
        m.clear();
        assertTrue(m.isEmpty());
        assertEquals(0, m.value(20, Board.BLACK));
        assertThrows(IllegalArgumentException.class, () -> m.set(black, white, 0, black.length));
    }

    @Test
    void playoutsFindTheWalledAreasAndTheFeatureReadsThem() {
        Board b = Board.fromDiagram(WALLS);
        OwnershipMap m = new OwnershipMap();
        OwnershipSampler s = new OwnershipSampler(PlayoutRunner.heuristic(new PlayoutParams(), new FastRandom(3)));
        long hash = b.hash();
        s.sample(b, Board.BLACK, 64, m);
        assertEquals(hash, b.hash(), "the position is not changed");
        int blackSide = Coord.parseGtp("A5", 9);
        int whiteSide = Coord.parseGtp("J5", 9);
        assertEquals(9, m.value(blackSide, Board.BLACK));
        assertEquals(1, m.value(blackSide, Board.WHITE));
        assertEquals(9, m.value(whiteSide, Board.WHITE));
        assertEquals(1, m.value(whiteSide, Board.BLACK));
        int middle = Coord.parseGtp("E5", 9);
        assertTrue(m.value(middle, Board.BLACK) > 1 && m.value(middle, Board.BLACK) < 9,
                "the open middle is contested: " + m.value(middle, Board.BLACK));

        FeatureScratch scratch = new FeatureScratch(9);
        int[] v = new int[Features.GROUPS];
        Features.prepare(b, scratch);
        Features.compute(b, whiteSide, Board.BLACK, scratch, v);
        assertEquals(0, v[Features.OWNER], "no map: absent");
        scratch.useOwnership(m);
        Features.compute(b, whiteSide, Board.BLACK, scratch, v);
        assertEquals(1, v[Features.OWNER]);
        Features.compute(b, blackSide, Board.BLACK, scratch, v);
        assertEquals(9, v[Features.OWNER]);

        // Allocation-free once warmed up (the search samples the root before every run).
        for (int i = 0; i < 20; i++) s.sample(b, Board.WHITE, 16, m);
        long allocated = Allocations.measure(() -> s.sample(b, Board.WHITE, 64, m));
        assertTrue(allocated < 256, "allocated " + allocated + " bytes");
    }

    @Test
    void ownerGammasWeighTheMovesAndMarkTheTable() throws IOException {
        Path plain = tmp.resolve("plain.txt");
        Files.writeString(plain, "kosumi-priors 1\npat3 rare 1\nline 1 0.5\n");
        Path owner = tmp.resolve("owner.txt");
        Files.writeString(owner, "kosumi-priors 1\npat3 rare 1\nline 1 0.5\nowner 1 0.1\nowner 5 2\n");
        PriorTable p = PriorTable.load(plain);
        PriorTable t = PriorTable.load(owner);
        assertFalse(p.usesOwnership(9));
        assertTrue(t.usesOwnership(9));
        assertFalse(t.withoutGroup(Features.OWNER).usesOwnership(9));

        Board b = Board.fromDiagram(WALLS);
        OwnershipMap m = new OwnershipMap();
        new OwnershipSampler(PlayoutRunner.heuristic(new PlayoutParams(), new FastRandom(3))).sample(b, Board.BLACK, 64, m);
        FeatureScratch scratch = new FeatureScratch(9);
        int whiteSide = Coord.parseGtp("J5", 9);
        int blackSide = Coord.parseGtp("A5", 9);
        assertEquals(p.gamma(b, whiteSide, Board.BLACK, scratch), t.gamma(b, whiteSide, Board.BLACK, scratch), 0,
                "without a map the owner gammas do nothing");
        scratch.useOwnership(m);
        assertEquals(0.1f, t.gamma(b, whiteSide, Board.BLACK, scratch) / p.gamma(b, whiteSide, Board.BLACK, scratch), 1e-6);
        assertEquals(1f, t.gamma(b, blackSide, Board.BLACK, scratch) / p.gamma(b, blackSide, Board.BLACK, scratch), 1e-6);
        Files.writeString(owner, "kosumi-priors 1\nowner 10 2\n");
        IOException e = assertThrows(IOException.class, () -> PriorTable.load(owner));
        assertTrue(e.getMessage().contains("must be 1 to 9"), e.getMessage());
    }
}
