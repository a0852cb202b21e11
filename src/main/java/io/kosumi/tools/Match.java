package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.game.Scoring;
import io.kosumi.sgf.SgfException;
import io.kosumi.sgf.SgfGameInfo;
import io.kosumi.sgf.SgfGames;
import io.kosumi.util.JsonWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.kohsuke.args4j.Argument;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code kosumi match}: plays two GTP engines against each other and reports who is stronger.
 *
 * <p>Engine A is the first {@code --engine} (or {@code --black}), engine B the second (or
 * {@code --white}). With {@code --engine} the colours alternate: A is Black in even-numbered games
 * (0-based). Every move is checked by Kosumi's own {@link Game} under the match rules; a game
 * ends on two passes (scored by area, dead stones from the referee or from the engines'
 * agreement), a resignation, an illegal move, a move over the time limit, an engine crash or hang
 * (the engine is restarted for the next game), an engine refusing a legal move of its opponent,
 * or the move cap (scored as it stands).
 *
 * <p>Output folder (default {@code sgf/matches/NAME}): {@code game-NNNN.sgf} per game,
 * {@code results.tsv} (one line per game, appended and flushed after each game; a rerun with the
 * same folder skips the games already there), {@code summary.json}. Progress goes to stderr, the
 * final summary table to stdout.
 */
public final class Match {
  private static final Logger log = LoggerFactory.getLogger(Match.class);
  static final String RESULTS = "results.tsv";
  static final String SUMMARY = "summary.json";
  private static final String HEADER = "# kosumi match results v1";
  static final String COLUMNS = "# game\tblack\twhite\twinner\tresult\tmoves\tblack_avg_ms"
      + "\tblack_max_ms\twhite_avg_ms\twhite_max_ms\treason\topening\tflags";
  /** Extra wait for a reply past the time limit before the engine counts as hung and is killed. */
  private static final long HANG_GRACE_MILLIS = 5000;
  private static final long SETUP_TIMEOUT_MILLIS = 60_000;

  @Option(name = "--engine", usage = "GTP engine command line; give it twice (A, then B); colours alternate")
  private List<String> engines = new ArrayList<>();

  @Option(name = "--black", usage = "engine A, always Black (with --white)")
  private String black;

  @Option(name = "--white", usage = "engine B, always White (with --black)")
  private String white;

  @Option(name = "--games", usage = "number of games")
  private int games = 10;

  @Option(name = "--size", usage = "board size")
  private int size = 9;

  @Option(name = "--komi", usage = "komi")
  private double komi = 7.5;

  @Option(name = "--rules", usage = "chinese, tromp-taylor or simple-ko (checks the moves)")
  private String rulesName = "chinese";

  @Option(name = "--time", usage = "seconds per move (sent as time_settings 0 T 1 and enforced: over it loses); 0 = none")
  private double timePerMove = 0;

  @Option(name = "--main-time", usage = "absolute time per side in seconds (sent as time_settings S 0 0 and"
      + " enforced: running out loses); 0 = none; not with --time")
  private double mainTime = 0;

  @Option(name = "--byo-yomi-time", usage = "byo-yomi period in seconds after --main-time, with"
      + " --byo-yomi-stones (Canadian: time_settings M S N) or --byo-yomi-periods (Japanese:"
      + " kgs-time_settings byoyomi M S P); enforced, time_left sent before each genmove")
  private double byoYomiTime = 0;

  @Option(name = "--byo-yomi-stones", usage = "Canadian byo-yomi: moves per period")
  private int byoYomiStones = 0;

  @Option(name = "--byo-yomi-periods", usage = "Japanese byo-yomi: number of periods")
  private int byoYomiPeriods = 0;

  @Option(name = "--time-margin", usage = "milliseconds of tolerance over --time for pipe and process lag")
  private long timeMarginMillis = 250;

  @Option(name = "--move-timeout", usage = "seconds after which a move counts as a hang when --time is 0")
  private double moveTimeout = 600;

  @Option(name = "--max-moves", usage = "move cap per game (0: 3 x size x size); the game is then scored as it stands")
  private int maxMoves = 0;

  @Option(name = "--openings", usage = "folder of SGF files: each pair of games starts from one of them, once with each colour")
  private String openingsDir;

  @Option(name = "--opening-moves", usage = "moves taken from each opening file")
  private int openingMoves = 10;

  @Option(name = "--referee", usage = "GTP engine that gives dead stones (final_status_list dead), e.g. \"gnugo --mode gtp --chinese-rules --capture-all-dead\"")
  private String refereeCommand;

  @Option(name = "--name", usage = "match name (folder sgf/matches/NAME)")
  private String name;

  @Option(name = "--out", usage = "output folder (default sgf/matches/NAME)")
  private String outDir;

  @Option(name = "--concurrency", usage = "games played at once (default: cores / --engine-threads)")
  private int concurrency = 0;

  @Option(name = "--engine-threads", usage = "threads each engine uses while thinking (for the default concurrency)")
  private int engineThreads = 1;

  @Option(name = "--sprt", usage = "elo0,elo1: stop early when the sequential test decides (alpha = beta = 0.05)")
  private String sprt;

  @Option(name = "--json", usage = "print the summary as JSON on stdout instead of the table")
  private boolean json;

  @Option(name = "--engine-stderr", usage = "log the engines' stderr (debug level) instead of discarding it")
  private boolean engineStderr;

  @Option(name = "--shard", usage = "i/n: play only games i, i+n, i+2n, ... (1-based) into OUT/shard-i-of-n; combine with --merge")
  private String shard;

  @Option(name = "--merge", usage = "combine the results of the folders given as arguments (shards or runs of one match) and print the summary; with --out, write the merged results there")
  private boolean merge;

  @Argument(metaVar = "DIR", usage = "with --merge: result folders")
  private List<String> mergeDirs = new ArrayList<>();

  @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
  private boolean help;

  // Derived configuration.
  private Rules rules;
  private Path out;
  private String engineA;
  private String engineB;
  private boolean alternate;
  private double sprtElo0;
  private double sprtElo1;
  private List<Opening> openings = List.of();
  private int shardIndex = 0;
  private int shardCount = 1;

  // Shared state, guarded by {@code this}.
  private final List<GameRecord> records = new ArrayList<>();
  private String nameA = "A";
  private String nameB = "B";
  private long startNanos;
  private int playedThisRun;
  /** Games this run (or shard) is responsible for. */
  private int plannedGames;
  private final AtomicBoolean stop = new AtomicBoolean();
  private volatile String stopReason;
  private PrintStream err = System.err;
  /** A's totals at the end of {@link #execute} (null before, or after a refused command line). */
  private MatchStats finalStats;

  /** An opening: the first moves of an SGF game. */
  record Opening(String name, int[] colors, int[] moves) {}

  /** Entry point for the subcommand dispatcher; returns the exit code. */
  public static int run(String[] args) {
    return new Match().execute(args, System.out, System.err);
  }

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** A's wins, losses and draws after {@link #execute} ran a match; null if it did not. */
  MatchStats finalStats() {
    return finalStats;
  }

  /** Why the match stopped before its last game (SPRT), or null. */
  String stopReason() {
    return stopReason;
  }

  int execute(String[] args, PrintStream out, PrintStream errStream) {
    this.err = errStream;
    CmdLineParser parser = new CmdLineParser(this);
    try {
      parser.parseArgument(args);
      if (help) {
        out.println("usage: kosumi match (--engine CMD --engine CMD | --black CMD --white CMD) [options]");
        parser.printUsage(out);
        return 0;
      }
      configure(parser);
    } catch (CmdLineException e) {
      errStream.println("kosumi match: " + e.getMessage());
      errStream.println("usage: kosumi match (--engine CMD --engine CMD | --black CMD --white CMD) [options]");
      parser.printUsage(errStream);
      return 2;
    }
    try {
      return merge ? runMerge(out) : runMatch(out);
    } catch (IOException | IllegalStateException e) {
      errStream.println("kosumi match: " + e.getMessage());
      return 1;
    }
  }

  private void configure(CmdLineParser parser) throws CmdLineException {
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
    if (openingsDir != null) {
      openings = loadOpenings(parser, Paths.get(openingsDir));
    }
  }

  private List<Opening> loadOpenings(CmdLineParser parser, Path dir) throws CmdLineException {
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sgf"))
          .sorted().collect(Collectors.toList());
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
  private String configLine() {
    return "# config: size=" + size + " komi=" + komi + " rules=" + rules.name()
        + " colours=" + (alternate ? "alternate" : "fixed") + " time=" + timePerMove
        + (mainTime > 0 ? " main-time=" + mainTime : "")
        + (byoYomiTime > 0 ? " byo-yomi=" + byoYomiTime + (byoYomiStones > 0
            ? "/" + byoYomiStones + "-stones" : "/" + byoYomiPeriods + "-periods") : "")
        + " openings=" + (openingsDir == null ? "-" : openingsDir + ":" + openingMoves)
        + " A=" + engineA + " B=" + engineB;
  }

  private int runMatch(PrintStream stdout) throws IOException {
    Files.createDirectories(out);
    Path results = out.resolve(RESULTS);
    boolean[] done = new boolean[games];
    if (Files.exists(results)) {
      for (GameRecord r : readResults(results, configLine())) {
        if (r.index() < games && !done[r.index()] && r.index() % shardCount == shardIndex) {
          done[r.index()] = true;
          records.add(r);
        }
      }
      if (!records.isEmpty()) {
        err.printf("kosumi match: resuming %s: %d of %d games already played%n", out,
            records.size(), shard == null ? games : (games - shardIndex + shardCount - 1) / shardCount);
      }
    } else {
      Files.writeString(results, HEADER + "\n" + configLine() + "\n" + COLUMNS + "\n",
          StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    }
    ConcurrentLinkedQueue<Integer> todo = new ConcurrentLinkedQueue<>();
    plannedGames = 0;
    for (int i = 0; i < games; i++) {
      if (i % shardCount == shardIndex) {
        plannedGames++;
        if (!done[i]) {
          todo.add(i);
        }
      }
    }
    startNanos = System.nanoTime();
    checkSprt();
    int workers = Math.max(1, Math.min(concurrency, todo.size()));
    List<Thread> threads = new ArrayList<>();
    List<Throwable> failures = new ArrayList<>();
    for (int w = 0; w < workers && !todo.isEmpty(); w++) {
      Worker worker = new Worker(w, todo, results);
      Thread t = new Thread(() -> {
        try {
          worker.runAll();
        } catch (Throwable e) {
          synchronized (failures) {
            failures.add(e);
          }
          stop.set(true);
          stopReason = "error: " + e.getMessage();
        } finally {
          worker.closeAll();
        }
      }, "match-worker-" + w);
      threads.add(t);
      t.start();
    }
    for (Thread t : threads) {
      try {
        t.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        stop.set(true);
      }
    }
    Summary summary = summarize();
    finalStats = summary.stats;
    Files.writeString(out.resolve(SUMMARY), summary.toJson() + "\n", StandardCharsets.UTF_8);
    if (json) {
      stdout.println(summary.toJson());
    } else {
      stdout.print(summary.toText());
    }
    if (!failures.isEmpty()) {
      Throwable f = failures.get(0);
      err.println("kosumi match: stopped: " + f.getMessage());
      log.debug("match failure", f);
      return 1;
    }
    return 0;
  }

  /**
   * {@code --merge}: combines the results files of several folders (each folder, or its
   * {@code shard-*} subfolders) of one match, checks they share one configuration, and prints the
   * summary. A game present twice counts once.
   */
  private int runMerge(PrintStream stdout) throws IOException {
    List<Path> files = new ArrayList<>();
    for (String d : mergeDirs) {
      Path dir = Paths.get(d);
      if (Files.isRegularFile(dir.resolve(RESULTS))) {
        files.add(dir.resolve(RESULTS));
      } else if (Files.isDirectory(dir)) {
        try (Stream<Path> sub = Files.list(dir)) {
          sub.filter(p -> p.getFileName().toString().startsWith("shard-"))
              .map(p -> p.resolve(RESULTS)).filter(Files::isRegularFile).sorted()
              .forEach(files::add);
        }
      }
    }
    if (files.isEmpty()) {
      throw new IllegalStateException("no " + RESULTS + " found in " + mergeDirs);
    }
    String config = null;
    java.util.Map<Integer, GameRecord> byIndex = new java.util.TreeMap<>();
    for (Path f : files) {
      String c = readConfig(f);
      if (config == null) {
        config = c;
      }
      for (GameRecord r : readResults(f, config)) {
        byIndex.putIfAbsent(r.index(), r);
      }
    }
    applyConfig(config);
    records.addAll(byIndex.values());
    games = records.isEmpty() ? 0 : byIndex.keySet().stream().mapToInt(i -> i).max().getAsInt() + 1;
    out = outDir != null ? Paths.get(outDir) : files.get(0).getParent();
    err.printf("kosumi match: merged %d games from %d results files%n", records.size(), files.size());
    Summary summary = summarize();
    if (outDir != null) {
      Files.createDirectories(out);
      StringBuilder sb = new StringBuilder(HEADER + "\n" + config + "\n" + COLUMNS + "\n");
      for (GameRecord r : records) {
        sb.append(r.toLine()).append('\n');
      }
      Files.writeString(out.resolve(RESULTS), sb.toString(), StandardCharsets.UTF_8);
      Files.writeString(out.resolve(SUMMARY), summary.toJson() + "\n", StandardCharsets.UTF_8);
    }
    stdout.print(json ? summary.toJson() + "\n" : summary.toText());
    return 0;
  }

  private static String readConfig(Path results) throws IOException {
    for (String line : Files.readAllLines(results, StandardCharsets.UTF_8)) {
      if (line.startsWith("# config: ")) {
        return line;
      }
    }
    throw new IllegalStateException(results + " has no '# config:' line");
  }

  /** Recovers the settings a summary needs from a results file's configuration line. */
  private void applyConfig(String config) {
    String c = config.substring("# config: ".length());
    int a = c.indexOf(" A=");
    int b = c.lastIndexOf(" B=");
    if (a < 0 || b < a) {
      throw new IllegalStateException("cannot read the configuration line: " + config);
    }
    engineA = c.substring(a + 3, b);
    engineB = c.substring(b + 3);
    nameA = engineA;
    nameB = engineB;
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

  /** Reads the results file, checking it belongs to this match; skips (and reports) bad lines. */
  List<GameRecord> readResults(Path results, String expectedConfig) throws IOException {
    List<String> lines = Files.readAllLines(results, StandardCharsets.UTF_8);
    String config = null;
    List<GameRecord> list = new ArrayList<>();
    for (String line : lines) {
      if (line.startsWith("# config: ")) {
        config = line;
      } else if (line.startsWith("#") || line.isBlank()) {
        continue;
      } else {
        try {
          list.add(GameRecord.parse(line));
        } catch (IllegalArgumentException e) {
          err.println("kosumi match: ignoring a damaged line of " + results + " (game will be replayed): " + line);
        }
      }
    }
    if (config != null && !config.equals(expectedConfig)) {
      throw new IllegalStateException(results + " belongs to a different match:\n  " + config
          + "\nthis run:\n  " + expectedConfig + "\nuse another --name or --out");
    }
    // A kill during a write can leave a line without its newline; start the next one cleanly.
    byte[] all = Files.readAllBytes(results);
    if (all.length > 0 && all[all.length - 1] != '\n') {
      Files.writeString(results, "\n", StandardOpenOption.APPEND);
    }
    return list;
  }

  // ------------------------------------------------------------------------------------------
  // One worker: its own engines and referee, playing games from the shared queue.

  private final class Worker {
    private final int id;
    private final ConcurrentLinkedQueue<Integer> todo;
    private final Path results;
    private GtpClient a;
    private GtpClient b;
    private GtpClient referee;
    private boolean refereeBroken;

    Worker(int id, ConcurrentLinkedQueue<Integer> todo, Path results) {
      this.id = id;
      this.todo = todo;
      this.results = results;
    }

    void runAll() throws IOException {
      Integer next;
      while (!stop.get() && (next = todo.poll()) != null) {
        long t0 = System.nanoTime();
        GameRecord r = playGame(next);
        gameFinished(r, results, System.nanoTime() - t0);
      }
    }

    void closeAll() {
      for (GtpClient c : new GtpClient[] {a, b, referee}) {
        if (c != null) {
          c.close();
        }
      }
      a = null;
      b = null;
      referee = null;
    }

    private GtpClient startEngine(String label, String cmd) throws IOException {
      GtpClient c = GtpClient.start(label + id, cmd, null, engineStderr);
      try {
        String n = c.sendOk("name", SETUP_TIMEOUT_MILLIS).trim();
        String v = "";
        GtpClient.Reply vr = c.send("version", SETUP_TIMEOUT_MILLIS);
        if (vr.success()) {
          v = vr.text().trim();
        }
        String full = (n.isEmpty() ? CommandLine.split(cmd).get(0) : n)
            + (v.isEmpty() ? "" : " " + v);
        synchronized (Match.this) {
          if (label.equals("A")) {
            nameA = full;
          } else if (label.equals("B")) {
            nameB = full;
          }
        }
      } catch (IOException e) {
        c.kill();
        throw new IOException("engine " + label + " (" + cmd + ") does not answer 'name': " + e.getMessage(), e);
      }
      return c;
    }

    /** Restarts dead engines; failing to start is fatal for the match (a configuration error). */
    private void ensureEngines() throws IOException {
      if (a == null || !a.isAlive()) {
        if (a != null) {
          a.kill();
        }
        a = startEngine("A", engineA);
      }
      if (b == null || !b.isAlive()) {
        if (b != null) {
          b.kill();
        }
        b = startEngine("B", engineB);
      }
    }

    private void drop(GtpClient c) {
      c.kill();
      if (c == a) {
        a = null;
      }
      if (c == b) {
        b = null;
      }
    }

    GameRecord playGame(int index) throws IOException {
      ensureEngines();
      boolean aBlack = !alternate || index % 2 == 0;
      GtpClient[] eng = new GtpClient[3];
      eng[Board.BLACK] = aBlack ? a : b;
      eng[Board.WHITE] = aBlack ? b : a;
      String[] label = {"", aBlack ? "A" : "B", aBlack ? "B" : "A"};
      Game game = new Game(size, rules, komi);
      List<String> comments = new ArrayList<>();
      long[] sumMs = new long[3];
      long[] maxMs = new long[3];
      int[] count = new int[3];
      Opening opening = openings.isEmpty() ? null : openings.get((index / 2) % openings.size());
      Outcome outcome = null;

      // Set up both engines; a failure here is the engine's fault (crash) unless the size is refused.
      for (int c = Board.BLACK; c <= Board.WHITE && outcome == null; c++) {
        outcome = setUp(eng[c], c, game);
      }
      if (outcome == null && opening != null) {
        for (int i = 0; i < opening.moves().length && outcome == null; i++) {
          int c = opening.colors()[i];
          int pt = opening.moves()[i];
          if (c != game.toMove() || !game.isLegal(c, pt)) {
            break; // an opening with a move out of turn or illegal here is cut short
          }
          game.playLegal(c, pt);
          comments.add("opening " + opening.name());
          for (int e = Board.BLACK; e <= Board.WHITE && outcome == null; e++) {
            outcome = tell(eng[e], e, c, pt);
          }
        }
      }
      // Each side's clock (--main-time, byo-yomi), charged with every measured move.
      GameClock[] clocks = {null, newClock(), newClock()};
      while (outcome == null) {
        int c = game.toMove();
        GtpClient engine = eng[c];
        GameClock clock = clocks[c];
        if (clock != null) {
          // As GUIs and twogtp do: the mover learns its clock before each genmove.
          try {
            GtpClient.Reply tl = engine.send("time_left " + Coord.colorName(c) + " "
                + clock.timeLeftArgs(), SETUP_TIMEOUT_MILLIS);
            if (!tl.success()) {
              log.debug("{} refuses time_left: {}", engine.name(), tl.text());
            }
          } catch (IOException e) {
            drop(engine);
            outcome = Outcome.loss(c, "crash", "on time_left: " + e.getMessage());
            break;
          }
        }
        long limitMs = timePerMove > 0 ? (long) (timePerMove * 1000)
            : clock != null ? Math.max(1, clock.allowanceMs()) : 0;
        long waitMs = limitMs > 0 ? limitMs + timeMarginMillis + Math.max(HANG_GRACE_MILLIS, limitMs)
            : (long) (moveTimeout * 1000);
        GtpClient.Reply reply;
        long t0 = System.nanoTime();
        try {
          engine.write("genmove " + Coord.colorName(c));
          engine.flush();
          reply = engine.read(waitMs);
        } catch (GtpClient.GtpTimeout e) {
          drop(engine);
          outcome = Outcome.loss(c, "time", "no reply within " + waitMs + " ms (hung; restarted)");
          break;
        } catch (IOException e) {
          drop(engine);
          outcome = Outcome.loss(c, "crash", e.getMessage());
          break;
        }
        long ms = (Math.max(engine.lastReplyNanos(), t0) - t0) / 1_000_000;
        sumMs[c] += ms;
        maxMs[c] = Math.max(maxMs[c], ms);
        count[c]++;
        if (!reply.success()) {
          outcome = Outcome.loss(c, "error", "genmove failed: " + reply.text());
          break;
        }
        if (clock != null) {
          if (!clock.charge(ms)) {
            outcome = Outcome.loss(c, "time", (byoYomiTime > 0 ? "out of byo-yomi (" + ms
                + " ms for the last move)" : "main time of " + mainTime + " s used up") + " ("
                + sumMs[c] + " ms in " + count[c] + " moves)");
            break;
          }
        } else if (limitMs > 0 && ms > limitMs + timeMarginMillis) {
          outcome = Outcome.loss(c, "time", ms + " ms for a move, limit " + limitMs + " ms");
          break;
        }
        String text = reply.text().trim().toLowerCase(Locale.ROOT);
        if (text.equals("resign")) {
          outcome = Outcome.loss(c, "resign", null);
          break;
        }
        int pt;
        try {
          pt = Coord.parseGtp(text, size);
        } catch (IllegalArgumentException e) {
          pt = Board.NO_POINT;
        }
        if (pt == Board.NO_POINT) {
          outcome = Outcome.loss(c, "illegal", "not a move: '" + reply.text() + "'");
          break;
        }
        int code = game.legality(c, pt);
        if (code != Board.LEGAL) {
          outcome = Outcome.loss(c, "illegal", Coord.toGtp(pt, size) + ": " + Game.reason(code));
          break;
        }
        game.playLegal(c, pt);
        comments.add(String.format(Locale.ROOT, "%s %.2f s", label[c], ms / 1000.0));
        outcome = tell(eng[c ^ 3], c ^ 3, c, pt);
        if (outcome != null) {
          break;
        }
        if (game.consecutivePasses() >= 2) {
          outcome = score(game, eng, "score");
        } else if (game.moveCount() >= maxMoves) {
          outcome = score(game, eng, "max-moves");
        }
      }

      String result = outcome.result();
      String flags = outcome.flags == null ? "-" : outcome.flags;
      String[] commentArray = comments.toArray(new String[0]);
      if (commentArray.length > 0) {
        int last = commentArray.length - 1;
        commentArray[last] = commentArray[last] + "\n" + outcome.describe(label);
      }
      SgfGameInfo info = new SgfGameInfo()
          .playerBlack(label[Board.BLACK] + ": " + (aBlack ? nameA : nameB))
          .playerWhite(label[Board.WHITE] + ": " + (aBlack ? nameB : nameA))
          .result(result)
          .date(LocalDate.now().toString())
          .gameName(name + " game " + (index + 1));
      String sgf = SgfGames.toSgf(game, info, commentArray);
      Files.writeString(out.resolve(String.format(Locale.ROOT, "game-%04d.sgf", index + 1)), sgf,
          StandardCharsets.UTF_8);
      return new GameRecord(index, label[Board.BLACK], label[Board.WHITE], outcome.winnerChar(),
          result, game.moveCount(), avg(sumMs[1], count[1]), maxMs[1], avg(sumMs[2], count[2]),
          maxMs[2], outcome.reason, opening == null ? "-" : opening.name(), flags);
    }

    private double avg(long sum, int n) {
      return n == 0 ? 0 : (double) sum / n;
    }

    /** Sends the game settings to one engine; null when all is well. */
    private Outcome setUp(GtpClient engine, int color, Game game) throws IOException {
      try {
        GtpClient.Reply r = engine.send("boardsize " + size, SETUP_TIMEOUT_MILLIS);
        if (!r.success()) {
          throw new IllegalStateException("engine " + engine.name() + " refuses boardsize " + size + ": " + r.text());
        }
        engine.sendOk("clear_board", SETUP_TIMEOUT_MILLIS);
        engine.sendOk("komi " + komi, SETUP_TIMEOUT_MILLIS);
        if (byoYomiPeriods > 0) {
          String kgs = "kgs-time_settings byoyomi " + (long) mainTime + " " + (long) byoYomiTime
              + " " + byoYomiPeriods;
          GtpClient.Reply t = engine.send(kgs, SETUP_TIMEOUT_MILLIS);
          if (!t.success()) {
            // Without KGS's command the nearest standard setting is one stone per period;
            // the runner still enforces the Japanese clock.
            log.warn("{} does not accept {}: {}; sending time_settings with 1 stone per period",
                engine.name(), kgs, t.text());
            sendTimeSettings(engine, "time_settings " + (long) mainTime + " " + (long) byoYomiTime + " 1");
          }
        } else if (timePerMove > 0 || mainTime > 0 || byoYomiTime > 0) {
          String settings = byoYomiStones > 0
              ? "time_settings " + (long) mainTime + " " + (long) byoYomiTime + " " + byoYomiStones
              : mainTime > 0 ? "time_settings " + (int) Math.floor(mainTime) + " 0 0"
              : "time_settings 0 " + (int) Math.ceil(timePerMove) + " 1";
          sendTimeSettings(engine, settings);
        }
        return null;
      } catch (GtpClient.GtpFailure e) {
        return Outcome.loss(color, "error", e.getMessage());
      } catch (IOException e) {
        drop(engine);
        return Outcome.loss(color, "crash", "during setup: " + e.getMessage());
      }
    }

    private void sendTimeSettings(GtpClient engine, String settings) throws IOException {
      GtpClient.Reply t = engine.send(settings, SETUP_TIMEOUT_MILLIS);
      if (!t.success()) {
        log.warn("{} does not accept {}: {}", engine.name(), settings, t.text());
      }
    }

    /** Tells {@code engine} (playing {@code engineColor}) a move; null when it accepted it. */
    private Outcome tell(GtpClient engine, int engineColor, int color, int pt) {
      String cmd = "play " + Coord.colorName(color) + " " + Coord.toGtp(pt, size);
      try {
        GtpClient.Reply r = engine.send(cmd, SETUP_TIMEOUT_MILLIS);
        if (!r.success()) {
          return Outcome.loss(engineColor, "rejected", "'" + cmd + "' refused: " + r.text());
        }
        return null;
      } catch (IOException e) {
        drop(engine);
        return Outcome.loss(engineColor, "crash", "on '" + cmd + "': " + e.getMessage());
      }
    }

    /** Scores a finished game by area with dead stones from the referee or the engines. */
    private Outcome score(Game game, GtpClient[] eng, String reason) {
      boolean[] dead = null;
      String flags = null;
      if (refereeCommand != null) {
        dead = refereeDead(game);
        if (dead == null) {
          flags = "referee-failed";
        }
      }
      if (dead == null) {
        boolean[] db = deadFrom(eng[Board.BLACK], game);
        boolean[] dw = deadFrom(eng[Board.WHITE], game);
        if (db == null && dw == null) {
          flags = join(flags, "no-dead-info");
        } else if (db == null || dw == null) {
          dead = db != null ? db : dw;
          flags = join(flags, "dead-from-one-engine");
        } else if (Arrays.equals(db, dw)) {
          dead = db;
        } else {
          double sb = game.areaScore(db);
          double sw = game.areaScore(dw);
          if (Math.signum(sb) == Math.signum(sw)) {
            dead = Math.abs(sb) <= Math.abs(sw) ? db : dw;
            flags = join(flags, "dead-disagree");
          } else {
            Outcome o = new Outcome(Board.EMPTY, "disputed",
                "engines disagree on dead stones: " + Scoring.format(sb) + " (Black's view) vs "
                    + Scoring.format(sw) + " (White's view)", join(flags, "disputed"), true);
            return o;
          }
        }
      }
      double s = dead == null ? game.areaScore() : game.areaScore(dead);
      int winner = s > 0 ? Board.BLACK : s < 0 ? Board.WHITE : Board.EMPTY;
      Outcome o = new Outcome(winner, reason, Scoring.format(s), flags, false);
      o.scoreText = Scoring.format(s);
      return o;
    }

    private boolean[] refereeDead(Game game) {
      if (refereeBroken) {
        return null;
      }
      try {
        if (referee == null || !referee.isAlive()) {
          referee = startEngine("referee", refereeCommand);
        }
        referee.write("boardsize " + size);
        referee.write("clear_board");
        referee.write("komi " + komi);
        for (int i = 0; i < game.moveCount(); i++) {
          referee.write("play " + Coord.colorName(game.colorAt(i)) + " " + Coord.toGtp(game.moveAt(i), size));
        }
        referee.flush();
        int n = referee.pending();
        for (int i = 0; i < n; i++) {
          GtpClient.Reply r = referee.read(SETUP_TIMEOUT_MILLIS);
          if (!r.success()) {
            log.warn("referee refused a command of game replay: {}", r.text());
            return null;
          }
        }
        GtpClient.Reply r = referee.send("final_status_list dead", 10 * SETUP_TIMEOUT_MILLIS);
        return r.success() ? parseVertices(r.text(), game) : null;
      } catch (IOException e) {
        log.warn("referee failed: {}", e.getMessage());
        if (referee != null) {
          referee.kill();
          referee = null;
        }
        return null;
      }
    }

    private boolean[] deadFrom(GtpClient engine, Game game) {
      if (engine == null) {
        return null;
      }
      try {
        GtpClient.Reply r = engine.send("final_status_list dead", 10 * SETUP_TIMEOUT_MILLIS);
        return r.success() ? parseVertices(r.text(), game) : null;
      } catch (IOException e) {
        drop(engine);
        return null;
      }
    }
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

  private static String join(String a, String b) {
    return a == null ? b : a + "," + b;
  }

  /** How a game ended. winner is BLACK, WHITE or EMPTY (draw / disputed). */
  static final class Outcome {
    final int winner;
    final String reason;
    final String detail;
    final String flags;
    final boolean disputed;
    String scoreText;

    Outcome(int winner, String reason, String detail, String flags, boolean disputed) {
      this.winner = winner;
      this.reason = reason;
      this.detail = detail;
      this.flags = flags;
      this.disputed = disputed;
    }

    static Outcome loss(int loser, String reason, String detail) {
      return new Outcome(loser ^ 3, reason, detail, null, false);
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

    char winnerChar() {
      return disputed ? '?' : winner == Board.BLACK ? 'B' : winner == Board.WHITE ? 'W' : '0';
    }

    String describe(String[] label) {
      String who = winner == Board.EMPTY ? "" : " (" + label[winner ^ 3] + " loses)";
      return "result " + result() + ": " + reason + (detail == null ? "" : ": " + detail)
          + (scoreText == null ? who : "");
    }
  }

  // ------------------------------------------------------------------------------------------
  // Results, progress and summary.

  /** One line of the results file. */
  record GameRecord(int index, String black, String white, char winner, String result, int moves,
      double blackAvgMs, long blackMaxMs, double whiteAvgMs, long whiteMaxMs, String reason,
      String opening, String flags) {

    String toLine() {
      return String.format(Locale.ROOT, "%d\t%s\t%s\t%c\t%s\t%d\t%.0f\t%d\t%.0f\t%d\t%s\t%s\t%s",
          index + 1, black, white, winner, result, moves, blackAvgMs, blackMaxMs, whiteAvgMs,
          whiteMaxMs, reason, opening.replace('\t', ' '), flags);
    }

    static GameRecord parse(String line) {
      String[] f = line.split("\t", -1);
      if (f.length != 13) {
        throw new IllegalArgumentException("expected 13 fields, got " + f.length);
      }
      try {
        int index = Integer.parseInt(f[0]) - 1;
        if (index < 0 || f[3].length() != 1 || "BW0?".indexOf(f[3].charAt(0)) < 0
            || !isEngineLabel(f[1]) || !isEngineLabel(f[2]) || f[1].equals(f[2])) {
          throw new IllegalArgumentException("bad field");
        }
        return new GameRecord(index, f[1], f[2], f[3].charAt(0), f[4], Integer.parseInt(f[5]),
            Double.parseDouble(f[6]), Long.parseLong(f[7]), Double.parseDouble(f[8]),
            Long.parseLong(f[9]), f[10], f[11], f[12]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("bad number", e);
      }
    }

    private static boolean isEngineLabel(String s) {
      return s.equals("A") || s.equals("B");
    }

    /** 1 if A won, 0 if A lost, -1 for a draw or a disputed game. */
    int aWon() {
      if (winner == 'B') {
        return black.equals("A") ? 1 : 0;
      }
      if (winner == 'W') {
        return white.equals("A") ? 1 : 0;
      }
      return -1;
    }

    /** The label of the engine that lost by {@code reason}, or null. */
    String loser() {
      if (winner == 'B') {
        return white;
      }
      if (winner == 'W') {
        return black;
      }
      return null;
    }
  }

  private void gameFinished(GameRecord r, Path results, long nanos) throws IOException {
    synchronized (this) {
      // Appended and flushed at once: a killed run loses at most the game in progress.
      Files.writeString(results, r.toLine() + "\n", StandardCharsets.UTF_8,
          StandardOpenOption.APPEND, StandardOpenOption.WRITE);
      records.add(r);
      playedThisRun++;
      Summary s = summarize();
      long elapsed = System.nanoTime() - startNanos;
      int remaining = plannedGames - records.size();
      double eta = playedThisRun == 0 ? 0
          : elapsed / 1e9 / playedThisRun * remaining;
      err.printf(Locale.ROOT,
          "[%d/%d] game %d: %s %s-%s %s (%s) | A %s | avg move A %.2f s B %.2f s | time-outs %d,"
              + " illegal %d, crashes %d | ETA %s%n",
          records.size(), plannedGames, r.index() + 1, r.result(), r.black(), r.white(), r.reason(),
          r.moves() + " moves", s.stats, s.avgMsA / 1000, s.avgMsB / 1000, s.timeouts,
          s.illegal, s.crashes, formatDuration(eta));
      checkSprt();
    }
  }

  /** Sets the stop flag when the SPRT has decided. Caller holds the lock or runs alone. */
  private void checkSprt() {
    if (sprt == null) {
      return;
    }
    MatchStats st = summarize().stats;
    double llr = st.sprtLlr(sprtElo0, sprtElo1);
    double lo = MatchStats.sprtLower(0.05, 0.05);
    double hi = MatchStats.sprtUpper(0.05, 0.05);
    err.printf(Locale.ROOT, "SPRT elo0=%.1f elo1=%.1f: LLR %.2f [%.2f, %.2f]%n", sprtElo0,
        sprtElo1, llr, lo, hi);
    if (llr >= hi) {
      stopReason = "SPRT accepted H1 (A is at least " + sprtElo1 + " Elo stronger)";
      stop.set(true);
    } else if (llr <= lo) {
      stopReason = "SPRT accepted H0 (A is not more than " + sprtElo0 + " Elo stronger)";
      stop.set(true);
    }
  }

  static String formatDuration(double seconds) {
    long s = Math.round(seconds);
    if (s >= 3600) {
      return String.format(Locale.ROOT, "%dh%02dm", s / 3600, (s % 3600) / 60);
    }
    return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
  }

  /** Totals over the records. */
  final class Summary {
    MatchStats stats;
    MatchStats asBlack;
    MatchStats asWhite;
    int timeouts;
    int illegal;
    int crashes;
    int disputed;
    double avgMsA;
    double avgMsB;
    long maxMsA;
    long maxMsB;
    int gamesDone;
    final java.util.Map<String, int[]> reasons = new java.util.TreeMap<>();

    String toText() {
      StringBuilder sb = new StringBuilder();
      sb.append(String.format(Locale.ROOT, "match %s: %d of %d games, %dx%d, komi %s, rules %s%s%n",
          name, gamesDone, games, size, size, komi, rules.name(),
          timePerMove > 0 ? ", " + timePerMove + " s per move" : mainTime > 0 || byoYomiTime > 0
              ? ", main " + mainTime + " s" + (byoYomiStones > 0 ? " + " + byoYomiTime + " s per "
                  + byoYomiStones + " stones" : byoYomiPeriods > 0 ? " + " + byoYomiPeriods + " x "
                  + byoYomiTime + " s" : "") : ""));
      if (stopReason != null) {
        sb.append("stopped early: ").append(stopReason).append('\n');
      }
      sb.append(String.format("  A: %s   (%s)%n  B: %s   (%s)%n", nameA, engineA, nameB, engineB));
      sb.append(String.format(Locale.ROOT, "  %-10s %6s %6s %6s %7s%n", "A", "wins", "losses", "draws", "score"));
      row(sb, "total", stats);
      row(sb, "as Black", asBlack);
      row(sb, "as White", asWhite);
      sb.append(String.format(Locale.ROOT, "  score 95%% interval %.3f..%.3f; Elo A-B %s [%s, %s]%n",
          stats.scoreLow95(), stats.scoreHigh95(), MatchStats.formatElo(stats.elo()),
          MatchStats.formatElo(stats.eloLow95()), MatchStats.formatElo(stats.eloHigh95())));
      sb.append(String.format(Locale.ROOT, "  time per move: A avg %.2f s max %.2f s; B avg %.2f s max %.2f s%n",
          avgMsA / 1000, maxMsA / 1000.0, avgMsB / 1000, maxMsB / 1000.0));
      sb.append("  endings (reason: games lost by A / by B / undecided):");
      for (var e : reasons.entrySet()) {
        sb.append(String.format(" %s %d/%d/%d", e.getKey(), e.getValue()[0], e.getValue()[1], e.getValue()[2]));
      }
      sb.append('\n');
      sb.append(String.format("  results: %s%n", out.resolve(RESULTS)));
      return sb.toString();
    }

    private void row(StringBuilder sb, String label, MatchStats s) {
      sb.append(String.format(Locale.ROOT, "  %-10s %6d %6d %6d %7.3f%n", label, s.wins, s.losses,
          s.draws, s.score()));
    }

    String toJson() {
      JsonWriter w = new JsonWriter().beginObject()
          .field("name", name)
          .field("games", games)
          .field("gamesDone", gamesDone)
          .field("size", size)
          .field("komi", komi)
          .field("rules", rules.name())
          .field("timePerMove", timePerMove)
          .field("mainTime", mainTime)
          .name("byoYomi");
      if (byoYomiTime == 0) {
        w.nullValue();
      } else {
        w.beginObject().field("time", byoYomiTime).field("stones", byoYomiStones)
            .field("periods", byoYomiPeriods).endObject();
      }
      w.name("engineA").beginObject().field("name", nameA).field("command", engineA).endObject();
      w.name("engineB").beginObject().field("name", nameB).field("command", engineB).endObject();
      statsJson(w.name("a"), stats);
      statsJson(w.name("aAsBlack"), asBlack);
      statsJson(w.name("aAsWhite"), asWhite);
      w.field("avgMoveMsA", avgMsA, 1).field("maxMoveMsA", maxMsA)
          .field("avgMoveMsB", avgMsB, 1).field("maxMoveMsB", maxMsB)
          .field("timeouts", timeouts).field("illegal", illegal)
          .field("crashes", crashes).field("disputed", disputed);
      w.name("endings").beginObject();
      for (var e : reasons.entrySet()) {
        w.name(e.getKey()).beginObject().field("lostByA", e.getValue()[0])
            .field("lostByB", e.getValue()[1]).field("undecided", e.getValue()[2]).endObject();
      }
      w.endObject();
      w.field("stoppedEarly", stopReason);
      return w.endObject().toString();
    }

    private void statsJson(JsonWriter w, MatchStats s) {
      w.beginObject()
          .field("wins", s.wins).field("losses", s.losses).field("draws", s.draws)
          .field("score", s.score(), 4)
          .field("scoreLow95", s.scoreLow95(), 4)
          .field("scoreHigh95", s.scoreHigh95(), 4)
          .field("elo", s.elo(), 1)
          .field("eloLow95", s.eloLow95(), 1)
          .field("eloHigh95", s.eloHigh95(), 1)
          .endObject();
    }
  }

  /** Totals over all records so far (caller holds the lock or runs alone). */
  synchronized Summary summarize() {
    Summary s = new Summary();
    int w = 0;
    int l = 0;
    int d = 0;
    int bw = 0;
    int bl = 0;
    int bd = 0;
    long sumA = 0;
    long sumB = 0;
    long nA = 0;
    long nB = 0;
    for (GameRecord r : records) {
      int aw = r.aWon();
      boolean aBlack = r.black().equals("A");
      if (aw == 1) {
        w++;
        if (aBlack) {
          bw++;
        }
      } else if (aw == 0) {
        l++;
        if (aBlack) {
          bl++;
        }
      } else {
        d++;
        if (aBlack) {
          bd++;
        }
      }
      // Per-colour averages weighted by the number of that side's moves (about half each).
      int half = Math.max(1, r.moves() / 2);
      double aAvg = aBlack ? r.blackAvgMs() : r.whiteAvgMs();
      double bAvg = aBlack ? r.whiteAvgMs() : r.blackAvgMs();
      sumA += (long) (aAvg * half);
      sumB += (long) (bAvg * half);
      nA += half;
      nB += half;
      s.maxMsA = Math.max(s.maxMsA, aBlack ? r.blackMaxMs() : r.whiteMaxMs());
      s.maxMsB = Math.max(s.maxMsB, aBlack ? r.whiteMaxMs() : r.blackMaxMs());
      String loser = r.loser();
      switch (r.reason()) {
        case "time":
          s.timeouts++;
          break;
        case "illegal":
          s.illegal++;
          break;
        case "crash":
          s.crashes++;
          break;
        case "disputed":
          s.disputed++;
          break;
        default:
          break;
      }
      int[] counts = s.reasons.computeIfAbsent(r.reason(), k -> new int[3]);
      counts["A".equals(loser) ? 0 : "B".equals(loser) ? 1 : 2]++;
    }
    s.stats = new MatchStats(w, l, d);
    s.asBlack = new MatchStats(bw, bl, bd);
    s.asWhite = new MatchStats(w - bw, l - bl, d - bd);
    s.avgMsA = nA == 0 ? 0 : (double) sumA / nA;
    s.avgMsB = nB == 0 ? 0 : (double) sumB / nB;
    s.gamesDone = records.size();
    return s;
  }
}
