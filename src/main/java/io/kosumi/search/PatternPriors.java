package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.pattern.FeatureScratch;
import io.kosumi.pattern.OwnershipMap;
import io.kosumi.pattern.PriorTable;

/** The learned prior table ({@link PriorTable}) as the search's prior source. */
public final class PatternPriors implements MovePriors {
    private final PriorTable table;

    public PatternPriors(PriorTable table) {
        if (table == null) throw new IllegalArgumentException("prior table is null");
        this.table = table;
    }

    @Override
    public Object newScratch() {
        return new FeatureScratch(Board.MAX_SIZE);
    }

    @Override
    public double gammas(Board board, int color, float[] gammaOut, Object scratch) {
        return table.gammas(board, color, gammaOut, (FeatureScratch) scratch);
    }

    @Override
    public boolean usesOwnership(int boardSize) {
        return table.usesOwnership(boardSize);
    }

    @Override
    public void useOwnership(Object scratch, OwnershipMap map) {
        ((FeatureScratch) scratch).useOwnership(map);
    }
}
