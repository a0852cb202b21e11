package io.kosumi.search;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.pattern.PriorTable;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * A quick strength check, not a unit test: Kosumi's search in-process against GNU Go over
 * plain GTP, colours alternating, GNU Go's final_score as the referee. Until the match tool
 * exists this is how the search helper measures strength. Run with
 * {@code java -cp target/classes:target/test-classes:SLF4J io.kosumi.search.GnuGoMatch
 * [--games N] [--millis MS | --playouts N] [--size N] [--komi K] [--threads T] [--level L] [--param n=v]}.
 */
public final class GnuGoMatch {
    private GnuGoMatch() {
    }

    private static final class Gtp implements AutoCloseable {
        final Process p;
        final PrintWriter in;
        final BufferedReader out;

        Gtp(String... cmd) throws IOException {
            p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            in = new PrintWriter(p.getOutputStream(), true, StandardCharsets.UTF_8);
            out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        }

        String send(String cmd) throws IOException {
            in.println(cmd);
            StringBuilder sb = new StringBuilder();
            String line;
            while ((line = out.readLine()) != null) {
                if (line.isEmpty()) {
                    if (sb.length() > 0) break;
                    continue;
                }
                sb.append(line).append('\n');
            }
            String r = sb.toString().trim();
            if (r.startsWith("?")) throw new IOException("gnugo: " + cmd + " -> " + r);
            return r.substring(1).trim();
        }

        @Override
        public void close() {
            in.println("quit");
            p.destroy();
        }
    }

    public static void main(String[] args) throws Exception {
        int games = 10;
        long millis = 1000;
        long playouts = 0;
        int size = 9;
        double komi = 7;
        int threads = 1;
        int level = 10;
        SearchParams params = new SearchParams();
        boolean builtin = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--games": games = Integer.parseInt(args[++i]); break;
                case "--millis": millis = Long.parseLong(args[++i]); break;
                case "--playouts": playouts = Long.parseLong(args[++i]); break;
                case "--size": size = Integer.parseInt(args[++i]); break;
                case "--komi": komi = Double.parseDouble(args[++i]); break;
                case "--threads": threads = Integer.parseInt(args[++i]); break;
                case "--level": level = Integer.parseInt(args[++i]); break;
                case "--param": params.setAssignment(args[++i]); break;
                case "--builtin-priors": builtin = true; break;
                default: throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        MovePriors priors = builtin ? new BuiltinPriors() : new PatternPriors(PriorTable.loadDefault());
        int wins = 0;
        int draws = 0;
        for (int g = 0; g < games; g++) {
            int me = g % 2 == 0 ? Board.BLACK : Board.WHITE;
            Search search = new Search(params, priors, threads, 256L << 20);
            Game game = new Game(size, Rules.CHINESE, komi);
            StringBuilder record = new StringBuilder();
            String result;
            try (Gtp gnugo = new Gtp("/usr/games/gnugo", "--mode", "gtp", "--level", Integer.toString(level),
                    "--chinese-rules", "--capture-all-dead")) {
                gnugo.send("boardsize " + size);
                gnugo.send("clear_board");
                gnugo.send("komi " + komi);
                result = null;
                while (game.consecutivePasses() < 2 && game.moveCount() < size * size * 3) {
                    int c = game.toMove();
                    String cname = c == Board.BLACK ? "b" : "w";
                    int mv;
                    if (c == me) {
                        SearchResult r = search.run(game, c,
                                playouts > 0 ? SearchLimits.playouts(playouts) : SearchLimits.millis(millis));
                        mv = r.bestMove;
                        if (mv == SearchResult.RESIGN) {
                            result = (me == Board.BLACK ? "W" : "B") + "+R";
                            break;
                        }
                        gnugo.send("play " + cname + " " + Coord.toGtp(mv, size));
                        record.append(String.format("%s %s (%.2f %d) ", cname, Coord.toGtp(mv, size), r.winRate, r.playouts));
                    } else {
                        String v = gnugo.send("genmove " + cname);
                        if (v.equalsIgnoreCase("resign")) {
                            result = (me == Board.BLACK ? "B" : "W") + "+R";
                            break;
                        }
                        mv = Coord.parseGtp(v, size);
                        record.append(cname).append(' ').append(v).append(' ');
                    }
                    game.play(c, mv);
                }
                if (result == null) result = gnugo.send("final_score");
            }
            boolean won = result.startsWith(me == Board.BLACK ? "B" : "W");
            boolean draw = result.equals("0");
            if (won) wins++;
            if (draw) draws++;
            System.out.printf("game %d kosumi %s: %s %s (moves %d)%n", g + 1, me == Board.BLACK ? "black" : "white", result,
                    won ? "WIN" : draw ? "draw" : "loss", game.moveCount());
            System.out.println("  " + record);
            System.out.flush();
        }
        double p = (wins + 0.5 * draws) / games;
        double half = 1.96 * Math.sqrt(p * (1 - p) / games);
        System.out.printf("kosumi won %d, drew %d of %d: score %.1f%% +- %.1f%%%n", wins, draws, games, 100 * p, 100 * half);
    }
}
