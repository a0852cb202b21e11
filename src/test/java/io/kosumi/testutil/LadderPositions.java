package io.kosumi.testutil;

/**
 * The 9x9 ladder positions that both the ladder reader's tests ({@code tactics.LadderTest}) and
 * the ladder priors' tests ({@code search.LadderPriorsTest}) use, written once so that the priors
 * are checked on positions whose reading is itself tested. Diagrams for {@code
 * Board.fromDiagram}, top row first, X black, O white; each call returns a fresh array.
 */
public final class LadderPositions {
    private LadderPositions() {}

    /** White E5 in atari (liberty F5); running to F5 leads up and right to the corner: it dies. */
    public static String[] working() {
        return new String[] {
                ".........",
                ".........",
                ".........",
                "....X....",
                "...XO....",
                "....XX...",
                ".........",
                ".........",
                "........."};
    }

    /** {@link #working()} with a white stone at G7 on the ladder's path: running to F5 escapes. */
    public static String[] broken() {
        String[] rows = working();
        rows[2] = "......O..";
        return rows;
    }

    /**
     * The chain of {@link #working()} before the atari (no black stone at E4): White E5 has two
     * liberties, E4 and F5, and Black's atari from either side starts a ladder that works.
     */
    public static String[] beforeAtari() {
        String[] rows = working();
        rows[5] = ".....X...";
        return rows;
    }
}
