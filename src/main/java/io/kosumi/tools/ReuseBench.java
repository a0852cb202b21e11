package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.pattern.PriorTable;
import io.kosumi.search.PatternPriors;
import io.kosumi.search.Search;
import io.kosumi.search.SearchLimits;
import io.kosumi.search.SearchParams;
import io.kosumi.search.SearchResult;
import io.kosumi.util.JsonWriter;
import io.kosumi.util.Stats;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code kosumi bench reuse}: tree-reuse statistics from a short self-play game. Each side has
 * its own search (as when Kosumi plays an opponent), so at each of its moves the new root is two
 * plies below the previous one: its own move, then the reply. With {@code --shared-tree} one
 * search plays both sides (one ply, as when pondering on the opponent's move is right).
 *
 * <p>Per move it reports the visits kept at the new root and their fraction of the previous
 * tree's root visits (that search's previous move), then the median, minimum and maximum.
 * The fraction says how much of a search's work the next search starts with.
 */
public final class ReuseBench {
  private ReuseBench() {}

  /** One search after the first of its side: what it inherited. */
  public record Step(int moveNumber, int color, String move, long previousRootVisits, long kept) {
    public double fraction() {
      return previousRootVisits > 0 ? (double) kept / previousRootVisits : 0;
    }
  }

  /** Plays the game and returns a step per search that had a previous search. */
  public static List<Step> play(int size, int moves, long playouts, int threads, boolean shared,
      long memoryBytes, long seed) {
    SearchParams params = new SearchParams();
    if (params.seed == 0) {
      params.seed = seed;
    }
    PatternPriors priors = new PatternPriors(PriorTable.loadDefault());
    Search black = new Search(params, priors, threads, memoryBytes);
    Search white = shared ? black : new Search(params, priors, threads, memoryBytes);
    long[] lastRoot = new long[3]; // by colour; with a shared tree both entries track one search
    long sharedLast = 0;
    Game game = new Game(size, Rules.CHINESE, 7.5);
    List<Step> steps = new ArrayList<>();
    for (int i = 0; i < moves; i++) {
      int color = game.toMove();
      Search s = color == Board.BLACK ? black : white;
      SearchResult r = s.run(game, color, SearchLimits.playouts(playouts));
      long previous = shared ? sharedLast : lastRoot[color];
      if (previous > 0) {
        steps.add(new Step(i + 1, color, SearchResult.moveText(r.bestMove, size), previous,
            r.visitsKept));
      }
      lastRoot[color] = r.rootVisits;
      sharedLast = r.rootVisits;
      if (r.bestMove == SearchResult.RESIGN) {
        break;
      }
      game.playLegal(color, r.bestMove);
      if (game.consecutivePasses() >= 2) {
        break;
      }
    }
    return steps;
  }

  static double[] fractions(List<Step> steps) {
    return steps.stream().mapToDouble(Step::fraction).toArray();
  }

  static double[] kept(List<Step> steps) {
    return steps.stream().mapToDouble(Step::kept).toArray();
  }

  public static int run(String[] args, PrintStream out, PrintStream err) {
    int size = 9;
    int moves = 40;
    long playouts = 5000;
    int threads = 1;
    boolean shared = false;
    boolean json = false;
    long memoryMb = 256;
    long seed = 20261129L;
    try {
      for (int i = 0; i < args.length; i++) {
        String a = args[i];
        String v = i + 1 < args.length ? args[i + 1] : null;
        switch (a) {
          case "--size" -> { size = Integer.parseInt(need(v, a)); i++; }
          case "--moves" -> { moves = Integer.parseInt(need(v, a)); i++; }
          case "--playouts" -> { playouts = Long.parseLong(need(v, a)); i++; }
          case "--threads" -> { threads = Integer.parseInt(need(v, a)); i++; }
          case "--memory-mb" -> { memoryMb = Long.parseLong(need(v, a)); i++; }
          case "--seed" -> { seed = Long.parseLong(need(v, a)); i++; }
          case "--shared-tree" -> shared = true;
          case "--json" -> json = true;
          case "--help", "-h" -> {
            out.println(USAGE);
            return 0;
          }
          default -> throw new IllegalArgumentException("unknown option " + a);
        }
      }
      if (size < Board.MIN_SIZE || size > Board.MAX_SIZE || moves < 2 || playouts < 1
          || threads < 1 || memoryMb < 1) {
        throw new IllegalArgumentException("--size 2..25, --moves >= 2, --playouts, --threads"
            + " and --memory-mb >= 1");
      }
    } catch (RuntimeException e) {
      err.println("kosumi bench reuse: " + e.getMessage());
      err.println(USAGE);
      return 2;
    }
    List<Step> steps = play(size, moves, playouts, threads, shared, memoryMb << 20, seed);
    double[] f = fractions(steps);
    double[] k = kept(steps);
    if (json) {
      out.println(toJson(size, playouts, shared, steps));
      return 0;
    }
    out.printf(Locale.ROOT, "tree reuse, %dx%d self-play, %d playouts per move, %s%n", size, size,
        playouts, shared ? "one tree for both sides (1 ply)" : "one tree per side (2 plies)");
    out.printf(Locale.ROOT, "%5s %5s %6s %12s %10s %9s%n", "move", "color", "played",
        "prev visits", "kept", "fraction");
    for (Step s : steps) {
      out.printf(Locale.ROOT, "%5d %5s %6s %12d %10d %9.3f%n", s.moveNumber(),
          s.color() == Board.BLACK ? "b" : "w", s.move(), s.previousRootVisits(), s.kept(),
          s.fraction());
    }
    out.printf(Locale.ROOT,
        "kept fraction: median %.3f, min %.3f, max %.3f; kept visits: median %.0f, min %.0f,"
            + " max %.0f (%d searches)%n",
        Stats.median(f), Stats.min(f), Stats.max(f), Stats.median(k), Stats.min(k), Stats.max(k),
        steps.size());
    return 0;
  }

  static String toJson(int size, long playouts, boolean shared, List<Step> steps) {
    double[] f = fractions(steps);
    double[] k = kept(steps);
    JsonWriter w = new JsonWriter().beginObject().name("reuse").beginObject()
        .field("size", size)
        .field("playouts", playouts)
        .field("sharedTree", shared)
        .field("searches", steps.size())
        .field("fractionMedian", Stats.median(f), 4)
        .field("fractionMin", Stats.min(f), 4)
        .field("fractionMax", Stats.max(f), 4)
        .field("keptMedian", Stats.median(k), 1)
        .field("keptMin", Stats.min(k), 0)
        .field("keptMax", Stats.max(k), 0)
        .name("moves").beginArray();
    for (Step s : steps) {
      w.beginObject()
          .field("move", s.moveNumber())
          .field("color", s.color() == Board.BLACK ? "b" : "w")
          .field("played", s.move())
          .field("previousRootVisits", s.previousRootVisits())
          .field("kept", s.kept())
          .field("fraction", s.fraction(), 4)
          .endObject();
    }
    return w.endArray().endObject().endObject().toString();
  }

  private static String need(String v, String option) {
    if (v == null) {
      throw new IllegalArgumentException(option + " needs a value");
    }
    return v;
  }

  private static final String USAGE = "usage: kosumi bench reuse [--size 9] [--moves 40]"
      + " [--playouts 5000] [--threads 1] [--shared-tree] [--memory-mb 256] [--seed N] [--json]";
}
