package io.kosumi.engine;

import io.kosumi.board.Coord;
import io.kosumi.search.SearchResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What the engine tells the protocol about a search: the move chosen and the figures behind
 * it, with every root move's statistics in the order the search prefers them. Win rates and
 * scores are for the side the search moved for ({@link #color}). Immutable (the arrays too:
 * nobody may change them).
 *
 * <p>A type of the engine's rather than the search's {@code SearchResult}, so that the
 * protocol talks to the engine facade only (PackageOrderTest holds {@code gtp} to that) and a
 * move generator other than the search can produce one. The copy costs one small object per
 * root move, made only for the snapshots that leave the engine: the final result of each search
 * and, during analysis, one snapshot per reporting interval (the time rules read the search's
 * own snapshots every 20 ms without a copy). Next to formatting the same moves into an
 * {@code info} line, which writes several numbers per move, it is small.
 *
 * <p>Units: a <em>playout</em> is one simulation run by this search; a move's <em>visits</em>
 * count the simulations that went through it, including those kept from the previous search by
 * tree reuse ({@code rootVisits == visitsKept + playouts}, up to simulations still running when
 * a snapshot is taken).
 */
public final class Analysis {
    /** {@link #bestMove} value for resignation (the same as {@link MoveGenerator#RESIGN}). */
    public static final int RESIGN = MoveGenerator.RESIGN;

    /** One root move. */
    public static final class Candidate {
        /** A point or {@code Board.PASS}. */
        public final int move;
        public final int visits;
        /** Mean result for the mover (0..1); 0.5 when unvisited. */
        public final double winRate;
        /** The move's prior probability among its siblings. */
        public final double prior;
        /**
         * Mean final score margin of this move's simulations for the mover, in points, against
         * the game's komi; 0 when unvisited.
         */
        public final double scoreMean;
        /** The most visited line that starts with this move (this move first). */
        public final int[] pv;

        public Candidate(int move, int visits, double winRate, double prior, double scoreMean, int[] pv) {
            this.move = move;
            this.visits = visits;
            this.winRate = winRate;
            this.prior = prior;
            this.scoreMean = scoreMean;
            this.pv = pv;
        }
    }

    /** The chosen move: a point, {@code Board.PASS} or {@link #RESIGN}. */
    public final int bestMove;
    public final int color;
    /** Win rate of the chosen move for {@link #color}, 0..1. */
    public final double winRate;
    public final long playouts;
    public final int rootVisits;
    public final int visitsKept;
    public final long millis;
    /** Mean result of all the root's simulations for {@link #color} (0..1; 0.5 with none): the position's value. */
    public final double rootWinRate;
    /** Mean score margin of all the root's simulations for {@link #color} (0 with none). */
    public final double rootScoreMean;
    /**
     * The root moves in the order the search prefers them: the move it would play first
     * (before the engine's pass and resign rules), the unvisited ones last. Superko-illegal
     * moves are left out.
     */
    public final List<Candidate> ranked;
    /** The principal variation starting with the chosen move (empty for resign). */
    public final int[] pv;
    /** Board size, for printing. */
    public final int size;

    public Analysis(int bestMove, int color, double winRate, long playouts, int rootVisits, int visitsKept,
            long millis, double rootWinRate, double rootScoreMean, List<Candidate> ranked, int[] pv, int size) {
        this.bestMove = bestMove;
        this.color = color;
        this.winRate = winRate;
        this.playouts = playouts;
        this.rootVisits = rootVisits;
        this.visitsKept = visitsKept;
        this.millis = millis;
        this.rootWinRate = rootWinRate;
        this.rootScoreMean = rootScoreMean;
        this.ranked = Collections.unmodifiableList(ranked);
        this.pv = pv;
        this.size = size;
    }

    /**
     * The engine's view of a search result, with the search's own first choice as the move
     * (progress snapshots). The pv arrays are shared, not copied.
     */
    static Analysis of(SearchResult r) {
        return of(r, r.bestMove, r.winRate, r.pv);
    }

    /** The same with the move the engine chose ({@link MoveDecision}), its win rate and line. */
    static Analysis of(SearchResult r, int move, double winRate, int[] pv) {
        List<Candidate> ranked = new ArrayList<>(r.ranked.size());
        for (SearchResult.Child c : r.ranked) {
            ranked.add(new Candidate(c.move, c.visits, c.winRate, c.prior, c.scoreMean, c.pv));
        }
        return new Analysis(move, r.color, winRate, r.playouts, r.rootVisits, r.visitsKept, r.millis,
                r.rootWinRate, r.rootScoreMean, ranked, pv, r.size);
    }

    /** "pass", "resign" or the GTP vertex of a move. */
    public static String moveText(int move, int size) {
        return move == RESIGN ? "resign" : Coord.toGtp(move, size);
    }
}
