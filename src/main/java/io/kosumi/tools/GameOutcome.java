package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Scoring;
import java.util.Arrays;

/**
 * How a match game ended: the winner (BLACK, WHITE, or EMPTY for a draw or a disputed game),
 * why ({@code reason}: score, max-moves, resign, time, illegal, crash, error, rejected,
 * disputed), a detail for the record, and flags about how the score was reached. Made by the
 * game loop for a forfeit ({@link #loss}) or from the dead stones at the end of a game
 * ({@link #score}, {@link #scoreByAgreement}).
 */
final class GameOutcome {
    final int winner;
    final String reason;
    final String detail;
    final String flags;
    final boolean disputed;
    /** The score as SGF writes it (B+3.5, 0) when the game was scored; null otherwise. */
    final String scoreText;

    private GameOutcome(int winner, String reason, String detail, String flags, boolean disputed,
            String scoreText) {
        this.winner = winner;
        this.reason = reason;
        this.detail = detail;
        this.flags = flags;
        this.disputed = disputed;
        this.scoreText = scoreText;
    }

    /** {@code loser} loses by {@code reason}. */
    static GameOutcome loss(int loser, String reason, String detail) {
        return new GameOutcome(Board.opponent(loser), reason, detail, null, false, null);
    }

    /**
     * The game scored by area with {@code dead} stones removed (null: none known, the board as
     * it stands).
     */
    static GameOutcome score(Game game, boolean[] dead, String flags, String reason) {
        double s = dead == null ? game.areaScore() : game.areaScore(dead);
        return new GameOutcome(winnerOf(s), reason, Scoring.format(s), flags, false, Scoring.format(s));
    }

    /**
     * The game scored with the referee's dead stones ({@code refereeDead}), as gogui-twogtp
     * scores it. An engine whose own dead stones ({@code blackView}, {@code whiteView}; null
     * when it gave none) give the other winner does not change the result, but the game is
     * flagged {@code referee-vs-black} or {@code referee-vs-white} (both when both engines
     * count so) with that engine's count in the detail: a referee can misjudge a seki, and the
     * flags find the games to look at.
     */
    static GameOutcome scoreByReferee(Game game, boolean[] refereeDead, boolean[] blackView,
            boolean[] whiteView, String reason) {
        GameOutcome byReferee = score(game, refereeDead, null, reason);
        String flags = null;
        String detail = byReferee.detail;
        String[] names = {"black", "white"};
        boolean[][] views = {blackView, whiteView};
        for (int i = 0; i < 2; i++) {
            if (views[i] == null) {
                continue;
            }
            double s = game.areaScore(views[i]);
            if (winnerOf(s) != byReferee.winner) {
                flags = join(flags, "referee-vs-" + names[i]);
                detail += " (" + (i == 0 ? "Black" : "White") + "'s count: " + Scoring.format(s) + ")";
            }
        }
        if (flags == null) {
            return byReferee;
        }
        return new GameOutcome(byReferee.winner, reason, detail, flags, false, byReferee.scoreText);
    }

    /**
     * The game scored with the dead stones both engines name ({@code blackView},
     * {@code whiteView}; null where an engine gave none). One view alone is used and flagged;
     * two views that differ but give the same winner settle on the smaller margin; two views
     * that give different winners make the game disputed.
     */
    static GameOutcome scoreByAgreement(Game game, boolean[] blackView, boolean[] whiteView,
            String flags, String reason) {
        if (blackView == null && whiteView == null) {
            return score(game, null, join(flags, "no-dead-info"), reason);
        }
        if (blackView == null || whiteView == null) {
            return score(game, blackView != null ? blackView : whiteView,
                    join(flags, "dead-from-one-engine"), reason);
        }
        if (Arrays.equals(blackView, whiteView)) {
            return score(game, blackView, flags, reason);
        }
        double sb = game.areaScore(blackView);
        double sw = game.areaScore(whiteView);
        if (Math.signum(sb) == Math.signum(sw)) {
            return score(game, Math.abs(sb) <= Math.abs(sw) ? blackView : whiteView,
                    join(flags, "dead-disagree"), reason);
        }
        return new GameOutcome(Board.EMPTY, "disputed",
                "engines disagree on dead stones: " + Scoring.format(sb) + " (Black's view) vs "
                        + Scoring.format(sw) + " (White's view)", join(flags, "disputed"), true, null);
    }

    /** The winner of an area score from Black's side: BLACK, WHITE, or EMPTY for a draw. */
    private static int winnerOf(double blackScore) {
        return blackScore > 0 ? Board.BLACK : blackScore < 0 ? Board.WHITE : Board.EMPTY;
    }

    /** Dead-stone marks from a list of vertices; null if a vertex is invalid or not a stone. */
    static boolean[] parseVertices(String text, Game game) {
        Board b = game.board();
        boolean[] dead = new boolean[b.arrayLength()];
        for (String v : text.trim().split("\\s+")) {
            if (v.isEmpty()) {
                continue;
            }
            int pt;
            try {
                pt = Coord.parseGtp(v, b.size());
            } catch (IllegalArgumentException e) {
                return null;
            }
            if (pt == Board.NO_POINT || pt == Board.PASS || b.color(pt) == Board.EMPTY) {
                return null;
            }
            dead[pt] = true;
        }
        return dead;
    }

    /** Flags as the results file writes them: comma-separated. */
    static String join(String a, String b) {
        return a == null ? b : a + "," + b;
    }

    /** SGF RE value: B+R, W+T, B+F (forfeit: illegal move, crash, refusal), B+3.5, 0, ?. */
    String result() {
        if (disputed) {
            return "?";
        }
        if (scoreText != null) {
            return scoreText;
        }
        String w = winner == Board.BLACK ? "B+" : "W+";
        switch (reason) {
            case "resign":
                return w + "R";
            case "time":
                return w + "T";
            default:
                return w + "F";
        }
    }

    /** The results file's winner column: B, W, 0 (draw) or ? (disputed). */
    char winnerChar() {
        return disputed ? '?' : winner == Board.BLACK ? 'B' : winner == Board.WHITE ? 'W' : '0';
    }

    /** The line added to the last move's SGF comment; {@code label} names the engine by colour. */
    String describe(String[] label) {
        String who = winner == Board.EMPTY ? "" : " (" + label[Board.opponent(winner)] + " loses)";
        return "result " + result() + ": " + reason + (detail == null ? "" : ": " + detail)
                + (scoreText == null ? who : "");
    }
}
