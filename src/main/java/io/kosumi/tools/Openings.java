package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.pattern.PriorTable;
import io.kosumi.search.PatternPriors;
import io.kosumi.search.Search;
import io.kosumi.search.SearchLimits;
import io.kosumi.search.SearchParams;
import io.kosumi.search.SearchResult;
import io.kosumi.sgf.SgfGameInfo;
import io.kosumi.sgf.SgfGames;
import io.kosumi.util.FastRandom;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code kosumi openings}: a set of balanced openings for matches ({@code kosumi match
 * --openings DIR}). It takes the first moves of real games from a folder of SGF files,
 * drops games with handicap or setup stones and openings already taken (the same stones up
 * to the 8 symmetries of the board) and openings with a move on the first line (by default:
 * such moves are accidents in real games, not openings anyone would test), evaluates each candidate with a fixed-playout search
 * and keeps those where Black's win rate at the given komi lies in a band around one half.
 * Each opening is written as a small SGF file whose comment names the source game and the
 * evaluation, so the set can be rebuilt and checked.
 *
 * <p>Candidates are visited in a seeded shuffle of the file names so that the set mixes the
 * folder's sources instead of taking the first files alphabetically.
 */
public final class Openings {
    private static final Logger log = LoggerFactory.getLogger(Openings.class);

    @Option(name = "--from", required = true, usage = "folder of SGF game records")
    private String from;

    @Option(name = "--out", required = true, usage = "output folder (created; existing opening-*.sgf files are replaced)")
    private String out;

    @Option(name = "--size", usage = "board size")
    private int size = 9;

    @Option(name = "--moves", usage = "moves per opening")
    private int moves = 4;

    @Option(name = "--count", usage = "openings to keep")
    private int count = 50;

    @Option(name = "--komi", usage = "komi of the evaluation (and written in the files)")
    private double komi = 7;

    @Option(name = "--playouts", usage = "playouts of the evaluation search")
    private int playouts = 20000;

    @Option(name = "--min", usage = "lowest win rate for Black kept")
    private double min = 0.35;

    @Option(name = "--max", usage = "highest win rate for Black kept")
    private double max = 0.65;

    @Option(name = "--min-line", usage = "lowest line from the edge for opening moves (1 = any; 2 drops first-line moves)")
    private int minLine = 2;

    @Option(name = "--seed", usage = "seed of the shuffle and of the search")
    private long seed = 1;

    @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
    private boolean help;

    public static int run(String[] args) throws Exception {
        return new Openings().main(args, System.out, System.err);
    }

    /** Help goes to {@code stdout}; errors, progress and the summary to {@code err}. */
    int main(String[] args, PrintStream stdout, PrintStream err) throws IOException {
        int code = SubcommandArgs.parse(new CmdLineParser(this), args, () -> help, parser -> {
            if (size < 2 || size > 25 || moves < 1 || count < 1 || playouts < 1 || min < 0 || max > 1 || min > max) {
                throw new CmdLineException(parser, "bad value: need size 2-25, moves/count/playouts >= 1, 0 <= min <= max <= 1", null);
            }
        }, "openings", "usage: kosumi openings --from DIR --out DIR [options]", stdout, err);
        if (code != SubcommandArgs.RUN) {
            return code;
        }
        Path dir = Paths.get(from);
        List<Path> files;
        try {
            files = GameRecords.sgfFilesIn(dir);
        } catch (IOException e) {
            err.println("openings: cannot list " + dir + ": " + e.getMessage());
            return 1;
        }
        shuffle(files, new FastRandom(seed));
        Path outDir = Paths.get(out);
        Files.createDirectories(outDir);
        try (Stream<Path> s = Files.list(outDir)) {
            for (Path p : s.filter(p -> p.getFileName().toString().matches("opening-\\d+\\.sgf")).collect(Collectors.toList())) {
                Files.delete(p);
            }
        }

        SearchParams params = new SearchParams();
        params.seed = seed;
        Search search = new Search(params, new PatternPriors(PriorTable.loadDefault()), 1, 256L << 20);
        Set<String> seen = new HashSet<>();
        int kept = 0;
        int evaluated = 0;
        for (Path f : files) {
            if (kept >= count) break;
            Game g;
            try {
                g = SgfGames.load(f, 0, Rules.CHINESE, true);
            } catch (Exception e) {
                log.info("{} skipped: {}", f.getFileName(), e.getMessage());
                continue;
            }
            if (g.size() != size || g.startBoard().emptyCount() != size * size || g.moveCount() < moves) continue;
            Game opening = new Game(size, Rules.CHINESE, komi);
            boolean ok = true;
            for (int i = 0; i < moves && ok; i++) {
                int c = g.colorAt(i);
                int pt = g.moveAt(i);
                ok = c == opening.toMove() && pt != Board.PASS && opening.isLegal(c, pt) && line(pt, size) >= minLine;
                if (ok) opening.playLegal(c, pt);
            }
            if (!ok) continue;
            String key = canonicalKey(opening);
            if (!seen.add(key)) continue;
            search.clearTree();
            SearchResult r = search.run(opening, opening.toMove(), SearchLimits.playouts(playouts));
            evaluated++;
            double black = opening.toMove() == Board.BLACK ? r.winRate : 1 - r.winRate;
            String moveList = moveList(opening);
            if (black < min || black > max) {
                log.info("{} {}: Black {} outside {}-{}", f.getFileName(), moveList, fmt(black), min, max);
                continue;
            }
            kept++;
            String[] comments = new String[opening.moveCount()];
            comments[comments.length - 1] = "Opening " + kept + ": first " + moves + " moves of " + f.getFileName()
                    + "; Black's win rate " + fmt(black) + " at komi " + komi + " (" + r.playouts
                    + " playouts, kosumi openings --seed " + seed + ")";
            String sgf = SgfGames.toSgf(opening, new SgfGameInfo(), comments);
            Files.write(outDir.resolve(String.format("opening-%02d.sgf", kept)), sgf.getBytes(StandardCharsets.UTF_8));
            err.printf("opening %d: %s  Black %s  (%s)%n", kept, moveList, fmt(black), f.getFileName());
        }
        err.printf("kept %d of %d evaluated openings (%d files) in %s%n", kept, evaluated, files.size(), outDir);
        return kept >= count ? 0 : 1;
    }

    /** The line of a point counted from the nearest edge (1 = the edge). */
    static int line(int pt, int n) {
        int x = pt % (n + 1) - 1;
        int y = pt / (n + 1) - 1;
        return 1 + Math.min(Math.min(x, y), Math.min(n - 1 - x, n - 1 - y));
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }

    private static String moveList(Game g) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < g.moveCount(); i++) {
            if (i > 0) sb.append(' ');
            sb.append(Coord.toGtp(g.moveAt(i), g.size()));
        }
        return sb.toString();
    }

    private static void shuffle(List<Path> list, FastRandom rng) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            Path t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    /**
     * The position after the opening, the same for all 8 symmetric versions: the smallest
     * of the 8 transformed stone lists.
     */
    static String canonicalKey(Game game) {
        Board b = game.board();
        int n = game.size();
        String best = null;
        List<Integer> stones = new ArrayList<>();
        for (int sym = 0; sym < 8; sym++) {
            stones.clear();
            for (int y = 0; y < n; y++) {
                for (int x = 0; x < n; x++) {
                    int c = b.color((x + 1) + (y + 1) * (n + 1));
                    if (c != Board.BLACK && c != Board.WHITE) continue;
                    int tx = x;
                    int ty = y;
                    if ((sym & 1) != 0) tx = n - 1 - tx;
                    if ((sym & 2) != 0) ty = n - 1 - ty;
                    if ((sym & 4) != 0) {
                        int t = tx;
                        tx = ty;
                        ty = t;
                    }
                    stones.add((ty * n + tx) * 4 + c);
                }
            }
            int[] arr = stones.stream().mapToInt(Integer::intValue).toArray();
            Arrays.sort(arr);
            String s = Arrays.toString(arr);
            if (best == null || s.compareTo(best) < 0) best = s;
        }
        return best + " to move " + game.toMove();
    }
}
