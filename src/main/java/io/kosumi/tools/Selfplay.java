package io.kosumi.tools;

import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;

/**
 * {@code kosumi selfplay}: a regression match between a candidate and a baseline build of Kosumi
 * (two jars, or one jar with different engine options), played by {@link Match} with alternating
 * colours and fixed engine seeds, followed by a verdict: KEEP when the candidate scores at least
 * {@code --keep} (55%) over at least {@code --min-games} (100) games or the SPRT accepts it,
 * ROLL BACK below {@code --rollback} (45%) or when the SPRT rejects it, INCONCLUSIVE otherwise.
 * The candidate is engine A in the match's output.
 */
public final class Selfplay {
    @Option(name = "--candidate-jar", usage = "candidate jar (default: this jar)")
    private String candidateJar;

    @Option(name = "--baseline-jar", usage = "baseline jar (default: the candidate jar)")
    private String baselineJar;

    @Option(name = "--candidate-args", usage = "engine options for the candidate, e.g. \"--playouts 2000\"")
    private String candidateArgs = "";

    @Option(name = "--baseline-args", usage = "engine options for the baseline")
    private String baselineArgs = "";

    @Option(name = "--candidate-cmd", usage = "full command line of the candidate (instead of a jar)")
    private String candidateCmd;

    @Option(name = "--baseline-cmd", usage = "full command line of the baseline (instead of a jar)")
    private String baselineCmd;

    @Option(name = "--seed", usage = "engine seed (the baseline gets seed + 1)")
    private long seed = 1;

    @Option(name = "--games", usage = "games to play")
    private int games = 100;

    @Option(name = "--min-games", usage = "games needed before a score verdict")
    private int minGames = 100;

    @Option(name = "--keep", usage = "keep the change at or above this score")
    private double keep = 0.55;

    @Option(name = "--rollback", usage = "roll the change back below this score")
    private double rollback = 0.45;

    @Option(name = "--sprt", usage = "elo0,elo1: sequential test, stops early and decides")
    private String sprt;

    @Option(name = "--size", usage = "board size")
    private int size = 9;

    @Option(name = "--komi", usage = "komi")
    private double komi = 7.5;

    @Option(name = "--time", usage = "seconds per move, enforced (0: none; then give --playouts in the engine args)")
    private double time = 0;

    @Option(name = "--concurrency", usage = "games at once (default: as match)")
    private int concurrency = 0;

    @Option(name = "--openings", usage = "folder of SGF openings (as match)")
    private String openings;

    @Option(name = "--referee", usage = "referee engine for dead stones (as match)")
    private String referee;

    @Option(name = "--name", usage = "match name (folder sgf/matches/NAME)")
    private String name = "selfplay";

    @Option(name = "--out", usage = "output folder (as match)")
    private String out;

    @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
    private boolean help;

    public static int run(String[] args) {
        return new Selfplay().execute(args, System.out, System.err);
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    int execute(String[] args, PrintStream stdout, PrintStream err) {
        List<String> matchArgs = new ArrayList<>();
        int parsed = SubcommandArgs.parse(new CmdLineParser(this), args, () -> help,
                parser -> matchArgs.addAll(matchArguments(parser)), "kosumi selfplay",
                "usage: kosumi selfplay [options]", stdout, err);
        if (parsed != SubcommandArgs.RUN) {
            return parsed;
        }
        Match match = new Match();
        int code = match.execute(matchArgs.toArray(new String[0]), stdout, err);
        MatchStats st = match.finalStats();
        if (code != 0 || st == null) {
            return code == 0 ? 1 : code;
        }
        String stop = match.stopReason();
        String verdict;
        if (stop != null && stop.startsWith("SPRT accepted H1")) {
            verdict = "KEEP (SPRT)";
        } else if (stop != null && stop.startsWith("SPRT accepted H0")) {
            verdict = "ROLL BACK (SPRT)";
        } else if (st.games() >= minGames && st.score() >= keep) {
            verdict = "KEEP";
        } else if (st.games() >= minGames && st.score() < rollback) {
            verdict = "ROLL BACK";
        } else {
            verdict = "INCONCLUSIVE";
        }
        stdout.printf(Locale.ROOT,
                "selfplay verdict: %s -- candidate %s over %d games (keep >= %.2f, roll back < %.2f,"
                        + " at least %d games)%n", verdict, st, st.games(), keep, rollback, minGames);
        return 0;
    }

    /** The match runner's arguments for these options. */
    private List<String> matchArguments(CmdLineParser parser) throws CmdLineException {
        List<String> matchArgs = new ArrayList<>();
        if (!(rollback < keep) || keep <= 0 || keep > 1 || rollback < 0 || minGames < 1) {
            throw new CmdLineException(parser, "need 0 <= --rollback < --keep <= 1 and --min-games >= 1",
                    null);
        }
        String cand = candidateCmd != null ? candidateCmd
                : jarCommand(parser, candidateJar != null ? candidateJar : ownJar(parser), candidateArgs,
                        seed);
        String base = baselineCmd != null ? baselineCmd
                : jarCommand(parser, baselineJar != null ? baselineJar
                        : candidateJar != null ? candidateJar : ownJar(parser), baselineArgs, seed + 1);
        matchArgs.addAll(List.of("--engine", cand, "--engine", base, "--games",
                Integer.toString(games), "--size", Integer.toString(size), "--komi",
                Double.toString(komi), "--name", name));
        if (time > 0) {
            matchArgs.addAll(List.of("--time", Double.toString(time)));
        }
        if (concurrency > 0) {
            matchArgs.addAll(List.of("--concurrency", Integer.toString(concurrency)));
        }
        addIf(matchArgs, "--sprt", sprt);
        addIf(matchArgs, "--openings", openings);
        addIf(matchArgs, "--referee", referee);
        addIf(matchArgs, "--out", out);
        return matchArgs;
    }

    private static void addIf(List<String> list, String opt, String value) {
        if (value != null) {
            list.add(opt);
            list.add(value);
        }
    }

    /** The jar this class was loaded from. */
    private String ownJar(CmdLineParser parser) throws CmdLineException {
        try {
            Path p = Paths.get(Selfplay.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(p) && p.toString().endsWith(".jar")) {
                return p.toString();
            }
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            // Fall through to the error below.
        }
        throw new CmdLineException(parser, "not running from a jar: give --candidate-jar", null);
    }

    private static String jarCommand(CmdLineParser parser, String jar, String extra, long seed)
            throws CmdLineException {
        if (!Files.isRegularFile(Paths.get(jar))) {
            throw new CmdLineException(parser, "no such jar: " + jar, null);
        }
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        return CommandLine.quote(java) + " -jar " + CommandLine.quote(jar) + " --seed " + seed + " "
                + extra;
    }
}
