package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.sgf.SgfException;
import io.kosumi.sgf.SgfGames;
import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.kohsuke.args4j.Argument;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The match runner's command line ({@code kosumi match --help}) and what follows from it: the
 * checks of every option and combination, the derived configuration (engines A and B, rules,
 * output folder, shard, SPRT bounds, openings), the referee's clock for each side, and the
 * configuration line that ties a results file to its match.
 *
 * <p>Fields are set by args4j and then by {@link #configure}; the other parts of the runner
 * read them and do not change them (merging reads a configuration line back with
 * {@link #applyConfigLine}).
 */
final class MatchOptions {
    private static final Logger log = LoggerFactory.getLogger(MatchOptions.class);

    static final String USAGE =
            "usage: kosumi match (--engine CMD --engine CMD | --black CMD --white CMD) [options]";

    @Option(name = "--engine", usage = "GTP engine command line; give it twice (A, then B); colours alternate")
    List<String> engines = new ArrayList<>();

    @Option(name = "--black", usage = "engine A, always Black (with --white)")
    String black;

    @Option(name = "--white", usage = "engine B, always White (with --black)")
    String white;

    @Option(name = "--games", usage = "number of games in the whole match (with --first-game K, games K..N of it are played)")
    int games = 10;

    @Option(name = "--size", usage = "board size")
    int size = 9;

    @Option(name = "--komi", usage = "komi")
    double komi = 7.5;

    @Option(name = "--rules", usage = "chinese, tromp-taylor or simple-ko (checks the moves)")
    String rulesName = "chinese";

    @Option(name = "--time", usage = "seconds per move (sent as time_settings 0 T 1 and enforced: over it loses); 0 = none")
    double timePerMove = 0;

    @Option(name = "--main-time", usage = "absolute time per side in seconds (sent as time_settings S 0 0 and"
            + " enforced: running out loses); 0 = none; not with --time")
    double mainTime = 0;

    @Option(name = "--no-time-left", usage = "with --main-time: never send time_left, so each engine keeps"
            + " its own clock from time_settings, as under gogui-twogtp -time; the runner still enforces it")
    boolean noTimeLeft;

    @Option(name = "--byo-yomi-time", usage = "byo-yomi period in seconds after --main-time, with"
            + " --byo-yomi-stones (Canadian: time_settings M S N) or --byo-yomi-periods (Japanese:"
            + " kgs-time_settings byoyomi M S P); enforced, time_left sent before each genmove unless --no-time-left")
    double byoYomiTime = 0;

    @Option(name = "--byo-yomi-stones", usage = "Canadian byo-yomi: moves per period")
    int byoYomiStones = 0;

    @Option(name = "--byo-yomi-periods", usage = "Japanese byo-yomi: number of periods")
    int byoYomiPeriods = 0;

    @Option(name = "--time-margin", usage = "milliseconds of tolerance over --time for pipe and process lag")
    long timeMarginMillis = 250;

    @Option(name = "--move-timeout", usage = "seconds after which a move counts as a hang when --time is 0")
    double moveTimeout = 600;

    @Option(name = "--max-moves", usage = "move cap per game (0: 3 x size x size); the game is then scored as it stands")
    int maxMoves = 0;

    @Option(name = "--openings", usage = "folder of SGF files: each pair of games starts from one of them, once with each colour")
    String openingsDir;

    @Option(name = "--opening-moves", usage = "moves taken from each opening file")
    int openingMoves = 10;

    @Option(name = "--referee", usage = "GTP engine that gives dead stones (final_status_list dead), e.g. \"gnugo --mode gtp --chinese-rules --capture-all-dead\"")
    String refereeCommand;

    @Option(name = "--name", usage = "match name (folder sgf/matches/NAME)")
    String name;

    @Option(name = "--out", usage = "output folder (default sgf/matches/NAME)")
    String outDir;

    @Option(name = "--concurrency", usage = "games played at once (default: cores / --engine-threads)")
    int concurrency = 0;

    @Option(name = "--engine-threads", usage = "threads each engine uses while thinking (for the default concurrency)")
    int engineThreads = 1;

    @Option(name = "--sprt", usage = "elo0,elo1: stop early when the sequential test decides (alpha = beta = 0.05)")
    String sprt;

    @Option(name = "--json", usage = "print the summary as JSON on stdout instead of the table")
    boolean json;

    @Option(name = "--engine-stderr", usage = "log the engines' stderr (debug level) instead of discarding it")
    boolean engineStderr;

    @Option(name = "--shard", usage = "i/n: play only games i, i+n, i+2n, ... (1-based) into OUT/shard-i-of-n; combine with --merge")
    String shard;

    @Option(name = "--first-game", metaVar = "K", usage = "play only games K and later (1-based; default 1): the rest of a"
            + " match whose first games were played elsewhere, with the same openings and colours")
    int firstGame = 1;

    @Option(name = "--merge", usage = "combine the results of the folders given as arguments (shards or runs of one match) and print the summary; with --out, write the merged results there")
    boolean merge;

    @Argument(metaVar = "DIR", usage = "with --merge: result folders")
    List<String> mergeDirs = new ArrayList<>();

    @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
    boolean help;

    // Derived by configure().
    Rules rules;
    /** Where this run writes (a shard's own subfolder with --shard). */
    Path out;
    /** Engine A's and B's command lines. */
    String engineA;
    String engineB;
    /** Colours alternate (--engine twice), or A is always Black (--black, --white). */
    boolean alternate;
    double sprtElo0;
    double sprtElo1;
    List<Opening> openings = List.of();
    /** This run plays the games with index % shardCount == shardIndex (0-based). */
    int shardIndex = 0;
    int shardCount = 1;

    /** True when this run plays game {@code index} (0-based): every game from --first-game on, or its shard's. */
    boolean inShard(int index) {
        return index >= firstGame - 1 && index % shardCount == shardIndex;
    }

    /** An opening: the first moves of an SGF game. */
    record Opening(String name, int[] colors, int[] moves) {}

    /** Checks the options and derives the configuration; a bad combination is a CmdLineException. */
    void configure(CmdLineParser parser) throws CmdLineException {
        if (merge) {
            if (mergeDirs.isEmpty()) {
                throw new CmdLineException(parser, "--merge needs the result folders as arguments", null);
            }
            if (name == null) {
                name = "merged";
            }
            return;
        }
        if (!mergeDirs.isEmpty()) {
            throw new CmdLineException(parser, "unexpected argument " + mergeDirs.get(0) + " (folders only with --merge)", null);
        }
        if (!engines.isEmpty()) {
            if (engines.size() != 2 || black != null || white != null) {
                throw new CmdLineException(parser, "give --engine exactly twice, or --black and --white", null);
            }
            engineA = engines.get(0);
            engineB = engines.get(1);
            alternate = true;
        } else if (black != null && white != null) {
            engineA = black;
            engineB = white;
            alternate = false;
        } else {
            throw new CmdLineException(parser, "two engines needed: --engine A --engine B, or --black and --white", null);
        }
        for (String cmd : new String[] {engineA, engineB, refereeCommand}) {
            if (cmd != null) {
                try {
                    if (CommandLine.split(cmd).isEmpty()) {
                        throw new CmdLineException(parser, "empty engine command", null);
                    }
                } catch (IllegalArgumentException e) {
                    throw new CmdLineException(parser, e.getMessage(), e);
                }
            }
        }
        if (games < 1) {
            throw new CmdLineException(parser, "--games must be at least 1", null);
        }
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            throw new CmdLineException(parser, "--size must be 2 to 25", null);
        }
        try {
            rules = Rules.parse(rulesName);
        } catch (IllegalArgumentException e) {
            throw new CmdLineException(parser, "--rules: " + e.getMessage(), e);
        }
        if (timePerMove > 0 && mainTime > 0) {
            throw new CmdLineException(parser, "--time and --main-time cannot be combined", null);
        }
        if (noTimeLeft && mainTime <= 0) {
            throw new CmdLineException(parser, "--no-time-left needs --main-time", null);
        }
        if (byoYomiTime < 0 || byoYomiStones < 0 || byoYomiPeriods < 0) {
            throw new CmdLineException(parser, "byo-yomi settings must not be negative", null);
        }
        if (byoYomiTime > 0 && (byoYomiStones > 0) == (byoYomiPeriods > 0)) {
            throw new CmdLineException(parser,
                    "--byo-yomi-time needs exactly one of --byo-yomi-stones and --byo-yomi-periods", null);
        }
        if (byoYomiTime == 0 && (byoYomiStones > 0 || byoYomiPeriods > 0)) {
            throw new CmdLineException(parser, "--byo-yomi-stones/--byo-yomi-periods need --byo-yomi-time", null);
        }
        if (byoYomiTime > 0 && timePerMove > 0) {
            throw new CmdLineException(parser, "--time and byo-yomi cannot be combined", null);
        }
        if (byoYomiTime > 0 && (byoYomiTime != Math.rint(byoYomiTime) || mainTime != Math.rint(mainTime))) {
            throw new CmdLineException(parser, "with byo-yomi, --main-time and --byo-yomi-time are whole"
                    + " seconds (GTP time_settings takes integers)", null);
        }
        if (timePerMove < 0 || mainTime < 0 || moveTimeout <= 0 || timeMarginMillis < 0 || openingMoves < 0
                || engineThreads < 1 || concurrency < 0 || maxMoves < 0) {
            throw new CmdLineException(parser, "negative or zero value where a positive one is needed", null);
        }
        if (maxMoves == 0) {
            maxMoves = 3 * size * size;
        }
        if (concurrency == 0) {
            concurrency = Math.max(1, Runtime.getRuntime().availableProcessors() / engineThreads);
        }
        concurrency = Math.min(concurrency, games);
        if (sprt != null) {
            String[] p = sprt.split(",");
            try {
                if (p.length != 2) {
                    throw new NumberFormatException();
                }
                sprtElo0 = Double.parseDouble(p[0].trim());
                sprtElo1 = Double.parseDouble(p[1].trim());
            } catch (NumberFormatException e) {
                throw new CmdLineException(parser, "--sprt wants two Elo values: elo0,elo1", null);
            }
            if (sprtElo1 <= sprtElo0) {
                throw new CmdLineException(parser, "--sprt: elo1 must be greater than elo0", null);
            }
        }
        if (name == null) {
            name = "match-" + size + "x" + size;
        }
        if (!name.matches("[A-Za-z0-9._+-]+")) {
            throw new CmdLineException(parser, "--name may use letters, digits and . _ + - only", null);
        }
        out = outDir != null ? Paths.get(outDir) : Paths.get("sgf", "matches", name);
        if (shard != null) {
            String[] p = shard.split("/");
            try {
                if (p.length != 2) {
                    throw new NumberFormatException();
                }
                shardIndex = Integer.parseInt(p[0].trim()) - 1;
                shardCount = Integer.parseInt(p[1].trim());
            } catch (NumberFormatException e) {
                throw new CmdLineException(parser, "--shard wants i/n, e.g. 2/8", null);
            }
            if (shardCount < 1 || shardIndex < 0 || shardIndex >= shardCount) {
                throw new CmdLineException(parser, "--shard i/n needs 1 <= i <= n", null);
            }
            out = out.resolve("shard-" + (shardIndex + 1) + "-of-" + shardCount);
        }
        if (firstGame < 1) {
            throw new CmdLineException(parser, "--first-game must be 1 or more", null);
        }
        if (firstGame > games) {
            throw new CmdLineException(parser, "--first-game " + firstGame + " is past the last game: --games counts the"
                    + " whole match (games 51-100 of 100 are --games 100 --first-game 51)", null);
        }
        if (openingsDir != null) {
            openings = loadOpenings(parser, Paths.get(openingsDir));
        }
    }

    private List<Opening> loadOpenings(CmdLineParser parser, Path dir) throws CmdLineException {
        List<Path> files;
        try {
            files = GameRecords.sgfFilesIn(dir);
        } catch (IOException e) {
            throw new CmdLineException(parser, "--openings: cannot list " + dir + ": " + e.getMessage(), e);
        }
        List<Opening> list = new ArrayList<>();
        for (Path f : files) {
            try {
                Game g = SgfGames.load(f, 0, rules, true);
                if (g.size() != size) {
                    log.info("opening {} skipped: size {} is not {}", f.getFileName(), g.size(), size);
                    continue;
                }
                if (g.startBoard().emptyCount() != size * size) {
                    log.info("opening {} skipped: it has setup or handicap stones", f.getFileName());
                    continue;
                }
                int n = Math.min(openingMoves, g.moveCount());
                int[] colors = new int[n];
                int[] moves = new int[n];
                for (int i = 0; i < n; i++) {
                    colors[i] = g.colorAt(i);
                    moves[i] = g.moveAt(i);
                }
                list.add(new Opening(f.getFileName().toString(), colors, moves));
            } catch (IOException | SgfException | RuntimeException e) {
                log.info("opening {} skipped: {}", f.getFileName(), e.getMessage());
            }
        }
        if (list.isEmpty()) {
            throw new CmdLineException(parser, "--openings: no usable " + size + "x" + size + " SGF file in " + dir, null);
        }
        return list;
    }

    /** A fresh clock for one side, or null when there is no game clock (none or --time). */
    GameClock newClock() {
        long main = (long) (mainTime * 1000);
        long byo = (long) (byoYomiTime * 1000);
        if (byoYomiStones > 0) {
            return GameClock.canadian(main, byo, byoYomiStones, timeMarginMillis);
        }
        if (byoYomiPeriods > 0) {
            return GameClock.japanese(main, byo, byoYomiPeriods, timeMarginMillis);
        }
        return mainTime > 0 ? GameClock.absolute(main, timeMarginMillis) : null;
    }

    /** The configuration line stored in the results file; a resumed run must have the same. */
    String configLine() {
        return "# config: size=" + size + " komi=" + komi + " rules=" + rules.name()
                + " colours=" + (alternate ? "alternate" : "fixed") + " time=" + timePerMove
                + (mainTime > 0 ? " main-time=" + mainTime : "")
                + (noTimeLeft ? " time-left=no" : "")
                + (byoYomiTime > 0 ? " byo-yomi=" + byoYomiTime + (byoYomiStones > 0
                        ? "/" + byoYomiStones + "-stones" : "/" + byoYomiPeriods + "-periods") : "")
                + " openings=" + (openingsDir == null ? "-" : openingsDir + ":" + openingMoves)
                + " A=" + engineA + " B=" + engineB;
    }

    /**
     * Recovers the settings a summary needs from a results file's configuration line (the
     * inverse of {@link #configLine}).
     */
    void applyConfigLine(String config) {
        String c = config.substring("# config: ".length());
        int a = c.indexOf(" A=");
        int b = c.lastIndexOf(" B=");
        if (a < 0 || b < a) {
            throw new IllegalStateException("cannot read the configuration line: " + config);
        }
        engineA = c.substring(a + 3, b);
        engineB = c.substring(b + 3);
        for (String kv : c.substring(0, a).split(" ")) {
            int eq = kv.indexOf('=');
            if (eq < 0) {
                continue;
            }
            String k = kv.substring(0, eq);
            String v = kv.substring(eq + 1);
            try {
                switch (k) {
                    case "size":
                        size = Integer.parseInt(v);
                        break;
                    case "komi":
                        komi = Double.parseDouble(v);
                        break;
                    case "rules":
                        rules = Rules.parse(v);
                        break;
                    case "time":
                        timePerMove = Double.parseDouble(v);
                        break;
                    case "main-time":
                        mainTime = Double.parseDouble(v);
                        break;
                    case "time-left":
                        if (!v.equals("no")) {
                            throw new IllegalArgumentException(kv);
                        }
                        noTimeLeft = true;
                        break;
                    case "byo-yomi": {
                        // T/N-stones (Canadian) or T/N-periods (Japanese)
                        int slash = v.indexOf('/');
                        int dash = v.indexOf('-', slash);
                        if (slash < 0 || dash < 0) {
                            throw new IllegalArgumentException(kv);
                        }
                        byoYomiTime = Double.parseDouble(v.substring(0, slash));
                        int n = Integer.parseInt(v.substring(slash + 1, dash));
                        switch (v.substring(dash + 1)) {
                            case "stones" -> byoYomiStones = n;
                            case "periods" -> byoYomiPeriods = n;
                            default -> throw new IllegalArgumentException(kv);
                        }
                        break;
                    }
                    default:
                        break;
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("bad value in the configuration line: " + kv);
            }
        }
        if (rules == null) {
            rules = Rules.CHINESE;
        }
    }
}
