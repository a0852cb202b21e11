package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;

import java.util.List;

/**
 * What a search found: the chosen move and the statistics behind it. Win rates are for the
 * side the search moved for ({@link #color}). A snapshot: it does not change afterwards.
 *
 * <p>Units: a <em>playout</em> is one simulation run by this search; a node's
 * <em>visits</em> count the simulations that went through it, including those kept from the
 * previous search by tree reuse, so {@code rootVisits == visitsKept + playouts} (up to
 * simulations still running when a progress snapshot is taken).
 */
public final class SearchResult {
    /** One move at the root. */
    public static final class Child {
        public final int move;
        public final int visits;
        /** Mean result for the mover (0..1); 0.5 when unvisited. */
        public final double winRate;
        public final double prior;
        /** Lower confidence bound of the win rate (-1 when there are too few visits). */
        public final double lcb;
        public final int amafVisits;
        /**
         * Mean final score margin of this move's simulations for the mover, in points, against
         * the game's komi (dynamic komi taken out); 0 when unvisited.
         */
        public final double scoreMean;
        /** The most visited line that starts with this move (this move first). */
        public final int[] pv;

        Child(int move, int visits, double winRate, double prior, double lcb, int amafVisits, double scoreMean,
                int[] pv) {
            this.move = move;
            this.visits = visits;
            this.winRate = winRate;
            this.prior = prior;
            this.lcb = lcb;
            this.amafVisits = amafVisits;
            this.scoreMean = scoreMean;
            this.pv = pv;
        }
    }

    /**
     * The search's first choice, {@code ranked.get(0)}: a point or {@link Board#PASS} ({@code
     * PASS} when no move is legal). The engine's pass and resign rules may play another move.
     */
    public final int bestMove;
    public final int color;
    /** Win rate of {@link #bestMove} for {@link #color}, 0..1. */
    public final double winRate;
    public final long playouts;
    public final int rootVisits;
    public final int visitsKept;
    public final long millis;
    public final int nodesUsed;
    public final boolean storeFull;
    /** The komi the search played with (Black's view; dynamic and extra komi included). */
    public final double komiUsed;
    /**
     * Mean result of all the root's simulations for {@link #color} (0..1; 0.5 with none): the
     * position's value as the whole tree sees it, mostly the best moves' since they get most
     * visits.
     */
    public final double rootWinRate;
    /** Mean score margin of all the root's simulations for {@link #color}, like {@link Child#scoreMean} (0 with none). */
    public final double rootScoreMean;
    /** Root children sorted by visits, most first; excludes superko-illegal moves. */
    public final List<Child> children;
    /**
     * The same children in the order the search prefers them: first those with enough visits
     * to be chosen over the most visited one (at least {@link SearchParams#lcbMinShare} of its
     * visits, and two), by lower confidence bound, highest first; then the others by visits.
     * The first is {@link #bestMove}.
     */
    public final List<Child> ranked;
    /** The principal variation starting with {@link #bestMove}. */
    public final int[] pv;
    /** Board size, for printing. */
    public final int size;

    SearchResult(int bestMove, int color, double winRate, long playouts, int rootVisits, int visitsKept, long millis,
            int nodesUsed, boolean storeFull, double komiUsed, double rootWinRate, double rootScoreMean,
            List<Child> children, List<Child> ranked, int[] pv, int size) {
        this.bestMove = bestMove;
        this.color = color;
        this.winRate = winRate;
        this.playouts = playouts;
        this.rootVisits = rootVisits;
        this.visitsKept = visitsKept;
        this.millis = millis;
        this.nodesUsed = nodesUsed;
        this.storeFull = storeFull;
        this.komiUsed = komiUsed;
        this.rootWinRate = rootWinRate;
        this.rootScoreMean = rootScoreMean;
        this.children = children;
        this.ranked = ranked;
        this.pv = pv;
        this.size = size;
    }

    /** A one-line summary for logs. */
    public String summary() {
        StringBuilder sb = new StringBuilder();
        sb.append(Coord.toGtp(bestMove, size)).append(String.format(" win %.3f playouts %d visits %d kept %d %dms nodes %d",
                winRate, playouts, rootVisits, visitsKept, millis, nodesUsed));
        if (storeFull) sb.append(" (store full)");
        sb.append(" pv");
        for (int m : pv) sb.append(' ').append(Coord.toGtp(m, size));
        return sb.toString();
    }
}
