package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.pattern.PriorTable;

import java.util.ArrayList;
import java.util.List;

/**
 * Parameter comparison by self-play at a fixed number of playouts per move (so the result
 * does not depend on machine load): configuration A ({@code --a name=value ...}) against B
 * ({@code --b name=value ...}), colours alternating, games ended by two passes and scored by
 * area with the dead stones of a fresh ownership search. Not a unit test; run with
 * {@code java -cp target/classes:target/test-classes:SLF4J io.kosumi.search.SelfPlayMatch
 * --games 40 --playouts 2000 --a cpuct=0.5 --b cpuct=1.0}.
 */
public final class SelfPlayMatch {
    private SelfPlayMatch() {
    }

    public static void main(String[] args) {
        int games = 20;
        long playouts = 2000;
        int size = 9;
        double komi = 7;
        SearchParams a = new SearchParams();
        SearchParams b = new SearchParams();
        List<String> desc = new ArrayList<>();
        SearchParams cur = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--games": games = Integer.parseInt(args[++i]); break;
                case "--playouts": playouts = Long.parseLong(args[++i]); break;
                case "--size": size = Integer.parseInt(args[++i]); break;
                case "--komi": komi = Double.parseDouble(args[++i]); break;
                case "--a": cur = a; break;
                case "--b": cur = b; break;
                default:
                    if (cur == null) throw new IllegalArgumentException("unknown option " + args[i]);
                    cur.setAssignment(args[i]);
                    desc.add((cur == a ? "A:" : "B:") + args[i]);
            }
        }
        a.seed = 1;
        b.seed = 2;
        PatternPriors priors = new PatternPriors(PriorTable.loadDefault());
        int winsA = 0;
        for (int g = 0; g < games; g++) {
            a.seed = 1000 + g;
            b.seed = 2000 + g;
            Search sa = new Search(a, priors, 1, 128L << 20);
            Search sb = new Search(b, priors, 1, 128L << 20);
            int colorA = g % 2 == 0 ? Board.BLACK : Board.WHITE;
            Game game = new Game(size, Rules.CHINESE, komi);
            String result = null;
            while (game.consecutivePasses() < 2 && game.moveCount() < size * size * 3) {
                int c = game.toMove();
                Search s = c == colorA ? sa : sb;
                SearchResult r = s.run(game, c, SearchLimits.playouts(playouts));
                if (r.bestMove == SearchResult.RESIGN) {
                    result = c == colorA ? "B" : "A";
                    break;
                }
                game.playLegal(c, r.bestMove);
            }
            if (result == null) {
                SearchParams judgeParams = new SearchParams();
                judgeParams.seed = 7;
                judgeParams.deadStonePlayouts = 5000;
                Search judge = new Search(judgeParams, priors, 1, 128L << 20);
                double score = judge.finalScore(game);
                boolean blackWins = score > 0;
                result = blackWins == (colorA == Board.BLACK) ? "A" : "B";
            }
            if (result.equals("A")) winsA++;
            System.out.printf("game %d: A %s, winner %s, moves %d; A %d of %d%n", g + 1,
                    colorA == Board.BLACK ? "black" : "white", result, game.moveCount(), winsA, g + 1);
            System.out.flush();
        }
        double p = (double) winsA / games;
        System.out.printf("%s: A won %d of %d (%.1f%% +- %.1f%%)%n", desc, winsA, games, 100 * p,
                196 * Math.sqrt(p * (1 - p) / games));
    }
}
