package io.kosumi.engine;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.search.Search;
import io.kosumi.search.SearchParams;
import io.kosumi.search.SearchResult;
import java.util.List;

/**
 * The move the engine plays, chosen from a finished search: the search ranks the root moves
 * (most visits, with the lower-confidence-bound tie break: {@link SearchResult#ranked}), and
 * the rules here turn its first choice into a game move: passing, the cleanup phase, and
 * resignation. They are move choice rather than search, so they live with the engine, apart
 * from the tree (as KataGo keeps its bot's resignation and pass handling out of the search).
 * Their numbers stay in {@link SearchParams} with every other tunable ({@code --param}).
 *
 * <p>Dead stones come from the search's ownership (the one rule, {@link #deadStones}), so
 * {@code final_status_list} and {@code final_score} after a pass use the very ownership behind
 * the pass.
 */
public final class MoveDecision {
    private MoveDecision() {
    }

    /** The decision on {@code r}, the last result of {@code search}, with that search's ownership and parameters. */
    public static Analysis decide(Search search, Game game, int color, boolean cleanup, SearchResult r) {
        return decide(search, game, color, cleanup, true, r);
    }

    /**
     * The same, resigning only when {@code mayResign}: not while the search gave the opponent
     * a winning komi ({@link SearchParams#winningKomiFrom}), whose lost count is not the game's.
     */
    public static Analysis decide(Search search, Game game, int color, boolean cleanup, boolean mayResign,
            SearchResult r) {
        return decide(game, color, cleanup, mayResign, r, ownership(search), search.params());
    }

    /**
     * Chooses the move for {@code color} from {@code r}, the final result of a search of
     * {@code game}'s current position.
     *
     * @param cleanup {@code kgs-genmove_cleanup}: never pass while the opponent has stones the
     *     ownership calls dead
     * @param ownership that search's ownership (point-indexed, +1 Black), or null when it had
     *     no played-out simulation (then no stone counts as dead)
     * @return the engine's view of {@code r} with the chosen move: a point, {@code Board.PASS}
     *     or {@link MoveGenerator#RESIGN}
     */
    public static Analysis decide(Game game, int color, boolean cleanup, SearchResult r, float[] ownership,
            SearchParams params) {
        return decide(game, color, cleanup, true, r, ownership, params);
    }

    /** The same, resigning only when {@code mayResign}. */
    public static Analysis decide(Game game, int color, boolean cleanup, boolean mayResign, SearchResult r,
            float[] ownership, SearchParams params) {
        List<SearchResult.Child> ch = r.children;
        if (ch.isEmpty()) {
            return Analysis.of(r, Board.PASS, 0.5, new int[] {Board.PASS});
        }
        // The most visited move unless one with enough visits has a higher lower bound.
        SearchResult.Child best = r.ranked.get(0);
        boolean[] dead = deadStones(ownership, game.board(), params.deadOwnership);
        boolean opponentDeadStones = hasDead(game.board(), dead, Board.opponent(color));
        if (cleanup && best.move == Board.PASS && opponentDeadStones) {
            SearchResult.Child other = mostVisitedMove(ch);
            if (other != null) {
                best = other;
            }
        }
        // Our pass ends the game when it answers a pass: won when the count with the dead
        // stones removed wins and still wins read pessimistically (countHolds), lost when the
        // count loses.
        boolean answersPass = game.lastMove() == Board.PASS;
        boolean passCountWins = answersPass && countWins(game, color, dead);
        boolean passWins = passCountWins && countHolds(game, color, ownership, params);
        // Any other pass is replaced by the most visited real move. One that ends the game
        // lost was valued by the search with a playout from the position (a game ended by two
        // passes), which on an open board plays on where the referee counts: play on while
        // that move keeps some hope (playOnMinWin). Otherwise the pass is played only when no
        // real move comes close (passFirstMargin) and the pass has been searched enough to
        // trust that (passFirstMinVisits): a pass that does not answer a pass gives
        // the opponent a free move, and under area scoring a move inside one's own area costs
        // nothing.
        if (best.move == Board.PASS && !passWins) {
            SearchResult.Child other = mostVisitedMove(ch);
            if (other != null) {
                boolean playOn = answersPass && !passCountWins && params.playOnMinWin >= 0
                        && other.winRate >= params.playOnMinWin;
                boolean close = params.passFirstMargin >= 0 && other.visits >= 2
                        && other.winRate >= best.winRate - params.passFirstMargin;
                boolean unproven = !answersPass && best.visits < params.passFirstMinVisits;
                if (playOn || close || unproven) {
                    best = other;
                }
            }
        }
        // Passing ends the game after the opponent's pass: do it when that wins the count.
        if (passWins && best.move != Board.PASS && (!cleanup || !opponentDeadStones)) {
            return Analysis.of(r, Board.PASS, best.winRate, new int[] {Board.PASS});
        }
        int resignAfter = (int) (params.resignMinMoveShare * game.size() * game.size());
        if (mayResign && params.resignThreshold > 0 && best.winRate < params.resignThreshold && r.rootVisits >= params.resignMinVisits
                && game.moveCount() >= resignAfter) {
            return Analysis.of(r, MoveGenerator.RESIGN, best.winRate, new int[0]);
        }
        return Analysis.of(r, best.move, best.winRate, best.pv);
    }

    /**
     * True when a count that {@code color} wins (with the dead stones removed) still wins when
     * the {@code ownership} (if any) is read pessimistically: a point counts for {@code color}
     * only when its ownership for {@code color} is at least {@link SearchParams#passSettled},
     * or at least {@link SearchParams#passDeadOwnership} for an opponent's stone (it must be
     * clearly dead), and every other point counts for the opponent. The count gives an empty
     * region to a side only when that side alone borders it, and the dead stones are a guess:
     * on an unsettled board (open areas, unclear groups) a referee's count differs from it, and
     * passing then ends a game that is not won. Playing on instead costs nothing under area
     * scoring.
     */
    private static boolean countHolds(Game game, int color, float[] ownership, SearchParams params) {
        if (ownership == null || params.passSettled <= 0) {
            return true;
        }
        Board b = game.board();
        int opponent = Board.opponent(color);
        int size = b.size();
        int ours = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int pt = b.point(x, y);
                float o = pt < ownership.length ? ownership[pt] : 0f;
                double need = b.color(pt) == opponent ? params.passDeadOwnership : params.passSettled;
                if ((color == Board.BLACK ? o : -o) >= need) {
                    ours++;
                }
            }
        }
        // Our points minus the opponent's (every other point); komi goes to White.
        double margin = 2 * ours - size * size;
        return color == Board.BLACK ? margin - game.komi() > 0 : margin + game.komi() > 0;
    }

    /** True when {@code color} wins the area count of {@code game}'s board with the {@code dead} stones removed. */
    private static boolean countWins(Game game, int color, boolean[] dead) {
        double score = game.areaScore(dead);
        return color == Board.BLACK ? score > 0 : score < 0;
    }

    /** The most visited child that is not a pass, or null when there is none. */
    private static SearchResult.Child mostVisitedMove(List<SearchResult.Child> children) {
        for (SearchResult.Child c : children) {
            if (c.move != Board.PASS) {
                return c;
            }
        }
        return null;
    }

    /** {@code search}'s ownership after its last run, or null when that run had no played-out simulation. */
    public static float[] ownership(Search search) {
        return search.ownershipPlayouts() > 0 ? search.ownership() : null;
    }

    /**
     * The stones of {@code b} in chains whose mean ownership for their own colour is below
     * {@code threshold} (point-indexed). The ownership must be of this position; null means
     * none is known, and then nothing is dead.
     */
    public static boolean[] deadStones(float[] ownership, Board b, double threshold) {
        int len = b.arrayLength();
        boolean[] dead = new boolean[len];
        if (ownership == null) {
            return dead;
        }
        boolean[] seen = new boolean[len];
        for (int pt = 0; pt < len; pt++) {
            int c = b.color(pt);
            if ((c != Board.BLACK && c != Board.WHITE) || seen[pt]) {
                continue;
            }
            double sum = 0;
            int count = 0;
            int s = pt;
            do {
                seen[s] = true;
                float o = s < ownership.length ? ownership[s] : 0f;
                sum += c == Board.BLACK ? o : -o;
                count++;
                s = b.nextStone(s);
            } while (s != pt);
            if (sum / count < threshold) {
                s = pt;
                do {
                    dead[s] = true;
                    s = b.nextStone(s);
                } while (s != pt);
            }
        }
        return dead;
    }

    private static boolean hasDead(Board b, boolean[] dead, int color) {
        for (int pt = 0; pt < dead.length; pt++) {
            if (dead[pt] && b.color(pt) == color) {
                return true;
            }
        }
        return false;
    }
}
