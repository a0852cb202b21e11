package io.kosumi.gtp;

import io.kosumi.cli.LogConfig;
import io.kosumi.engine.EngineSettings;
import io.kosumi.game.Rules;
import io.kosumi.engine.MoveGenerators;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;

/** The engine's command-line options ({@code kosumi [gtp] [options]}), parsed by args4j. */
public final class GtpOptions {
    private final EngineSettings defaults = new EngineSettings();

    @Option(name = "--threads", metaVar = "N", usage = "search threads")
    int threads = defaults.threads;

    @Option(name = "--playouts", metaVar = "N", usage = "playouts per move; 0 = limited by time only")
    long playouts = defaults.playouts;

    @Option(name = "--time", metaVar = "SECONDS",
            usage = "seconds per move when the controller sends no time settings (default 5, or no limit "
                    + "when --playouts is given)")
    Double time;

    @Option(name = "--lag", metaVar = "SECONDS",
            usage = "network and GUI lag margin kept off every time budget (at least 0.2)")
    double lag = defaults.lagSeconds;

    @Option(name = "--memory", metaVar = "MB", usage = "search tree memory budget in megabytes")
    int memory = defaults.memoryMb;

    @Option(name = "--komi", metaVar = "K", usage = "komi until the controller sends one")
    double komi = defaults.komi;

    @Option(name = "--rules", metaVar = "NAME",
            usage = "chinese, tromp-taylor, simple-ko, japanese, aga, new-zealand")
    String rules = defaults.rules;

    @Option(name = "--resign-threshold", metaVar = "P",
            usage = "resign below this win rate, 0 never resigns")
    double resignThreshold = defaults.resignThreshold;

    @Option(name = "--ponder", usage = "think on the opponent's time")
    boolean ponder;

    @Option(name = "--book", metaVar = "FILE",
            usage = "opening book (SGF tree from kosumi book); default: the shipped 9x9 book; none: no book")
    String book;

    @Option(name = "--priors", metaVar = "FILE", usage = "prior (feature weight) table")
    File priors;

    @Option(name = "--seed", metaVar = "N", usage = "random seed (none: a different one every run)")
    Long seed;

    @Option(name = "--engine", metaVar = "NAME", usage = "move generator: search or random (fast, for tests)")
    String engine = defaults.engine;

    @Option(name = "--param", metaVar = "NAME=VALUE",
            usage = "search or clock parameter override, repeatable (e.g. cpuct=1.2, playout.captureAny=0.3, time.middleFactor=1.5)")
    List<String> params = new ArrayList<>();

    @Option(name = "--warmup", metaVar = "SECONDS",
            usage = "background warm-up search at start-up (stopped by the first search), 0 for none")
    double warmup = defaults.warmupSeconds;

    @Option(name = "--log-level", metaVar = "LEVEL", usage = "trace, debug, info, warn, error or off")
    String logLevel;

    @Option(name = "--log-file", metaVar = "FILE",
            usage = "log to this file instead of stderr, with one JSON line per genmove")
    String logFile;

    @Option(name = "--help", aliases = "-h", help = true, usage = "show this help and exit")
    boolean help;

    @Option(name = "--version", help = true, usage = "print the version and exit")
    boolean version;

    /** Parses {@code args} and checks every value; the exception says what is wrong. */
    static GtpOptions parse(CmdLineParser parser, GtpOptions o, String[] args) throws CmdLineException {
        parser.parseArgument(args);
        if (o.help || o.version) {
            return o;
        }
        if (o.threads < 1 || o.threads > 1024) {
            throw new CmdLineException(parser, "--threads must be between 1 and 1024, not " + o.threads, null);
        }
        if (o.playouts < 0) {
            throw new CmdLineException(parser, "--playouts must be 0 or more, not " + o.playouts, null);
        }
        if (o.time != null && (!(o.time > 0) || Double.isInfinite(o.time))) {
            throw new CmdLineException(parser, "--time must be a positive number of seconds, not " + o.time, null);
        }
        if (!(o.lag >= 0) || Double.isInfinite(o.lag)) {
            throw new CmdLineException(parser, "--lag must be 0 or more seconds, not " + o.lag, null);
        }
        if (o.memory < 16) {
            throw new CmdLineException(parser, "--memory must be at least 16 (megabytes), not " + o.memory, null);
        }
        if (Double.isNaN(o.komi) || Double.isInfinite(o.komi)) {
            throw new CmdLineException(parser, "--komi must be a number", null);
        }
        try {
            Rules.parse(o.rules);
        } catch (IllegalArgumentException e) {
            throw new CmdLineException(parser, "--rules: " + e.getMessage(), null);
        }
        if (!(o.resignThreshold >= 0 && o.resignThreshold < 1)) {
            throw new CmdLineException(parser, "--resign-threshold must be in [0, 1), not " + o.resignThreshold, null);
        }
        if (o.logLevel != null && !LogConfig.isLevel(o.logLevel)) {
            throw new CmdLineException(parser, "--log-level must be trace, debug, info, warn, error or off, not '"
                    + o.logLevel + "'", null);
        }
        String eng = o.engine.toLowerCase(Locale.ROOT);
        if (!eng.equals(MoveGenerators.SEARCH) && !eng.equals(MoveGenerators.RANDOM)) {
            throw new CmdLineException(parser, "--engine must be search or random, not '" + o.engine + "'", null);
        }
        for (String p : o.params) {
            try {
                MoveGenerators.checkSearchParam(p);
            } catch (IllegalArgumentException e) {
                throw new CmdLineException(parser, "--param: " + e.getMessage(), null);
            }
        }
        if (!(o.warmup >= 0) || o.warmup > 600) {
            throw new CmdLineException(parser, "--warmup must be between 0 and 600 seconds, not " + o.warmup, null);
        }
        if (o.book != null && !o.bookDisabled() && !new File(o.book).isFile()) {
            throw new CmdLineException(parser, "--book: no such file: " + o.book, null);
        }
        if (o.priors != null && !o.priors.isFile()) {
            throw new CmdLineException(parser, "--priors: no such file: " + o.priors, null);
        }
        return o;
    }

    private boolean bookDisabled() {
        return book != null && book.equalsIgnoreCase("none");
    }

    EngineSettings toSettings() {
        EngineSettings s = new EngineSettings();
        s.threads = threads;
        s.playouts = playouts;
        // --playouts alone means "this many playouts, however long they take".
        s.secondsPerMove = time != null ? time : playouts > 0 ? 0 : s.secondsPerMove;
        s.lagSeconds = lag;
        s.memoryMb = memory;
        s.komi = komi;
        s.rules = rules;
        s.resignThreshold = resignThreshold;
        s.ponder = ponder;
        s.noBook = bookDisabled();
        s.book = book == null || s.noBook ? null : Path.of(book);
        s.priors = priors == null ? null : priors.toPath();
        s.seed = seed;
        s.engine = engine.toLowerCase(Locale.ROOT);
        s.searchParams = new ArrayList<>(params);
        s.warmupSeconds = warmup;
        s.moveLog = logFile != null;
        return s;
    }
}
