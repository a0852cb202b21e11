package io.kosumi;

import io.kosumi.cli.Subcommand;
import io.kosumi.gtp.GtpMain;
import io.kosumi.tools.Bench;
import io.kosumi.tools.Match;
import io.kosumi.tools.Regress;
import io.kosumi.tools.Selfplay;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Entry point of {@code kosumi.jar}: {@code kosumi [SUBCOMMAND] [OPTIONS]}. Without a
 * subcommand name the GTP engine runs ({@code gtp} is the default), so GUIs can start the jar
 * with engine options only.
 *
 * <p>To add a subcommand, add one {@link #register} line to the static block below.
 */
public final class Main {
    /** A registered subcommand: its one-line description and how to make it. */
    private static final class Entry {
        final String description;
        final Supplier<Subcommand> factory;

        Entry(String description, Supplier<Subcommand> factory) {
            this.description = description;
            this.factory = factory;
        }
    }

    private static final Map<String, Entry> SUBCOMMANDS = new LinkedHashMap<>();

    static {
        register("gtp", "play over the Go Text Protocol on stdin/stdout (default)",
                () -> new GtpMain(Main::subcommandHelp));
        register("regress", "run GTP regression suites (gogui-regress format)", Regress::new);
        register("bench", "reference-bot playout conformance and playout speed", () -> Bench::run);
        register("match", "play two GTP engines against each other (results, SGF, Elo)", () -> Match::run);
        register("selfplay", "candidate vs baseline build: match plus keep / roll back verdict", () -> Selfplay::run);
        register("book", "build the opening book by self-play search (SGF tree)", () -> io.kosumi.tools.BookBuilder::run);
        register("record-book", "build an opening book from the first moves of game records (SGF tree)", () -> io.kosumi.tools.RecordBook::run);
        register("train-priors", "learn the prior table from game records", () -> io.kosumi.tools.TrainPriors::run);
        register("openings", "balanced match openings taken from game records", () -> io.kosumi.tools.Openings::run);
        register("blunders", "regression cases from lost match games, GNU Go as the judge", () -> io.kosumi.tools.Blunders::run);
        register("analysis-gap", "live analysis: max reported vs most visited win rate on game positions", () -> io.kosumi.tools.AnalysisGap::run);
    }

    private Main() {
    }

    /** Adds a subcommand; the name must not start with '-' (that would be an option). */
    public static void register(String name, String description, Supplier<Subcommand> factory) {
        if (name.startsWith("-")) {
            throw new IllegalArgumentException("subcommand names cannot start with '-': " + name);
        }
        SUBCOMMANDS.put(name, new Entry(description, factory));
    }

    /** Lines "  name  description" for usage messages. */
    public static String subcommandHelp() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Entry> e : SUBCOMMANDS.entrySet()) {
            sb.append(String.format("  %-13s %s%n", e.getKey(), e.getValue().description));
        }
        return sb.toString();
    }

    /** Runs the command line and returns the exit code (the tests call this directly). */
    public static int run(String[] args) throws Exception {
        String name = "gtp";
        String[] rest = args;
        if (args.length > 0 && SUBCOMMANDS.containsKey(args[0])) {
            name = args[0];
            rest = Arrays.copyOfRange(args, 1, args.length);
        } else if (args.length > 0 && !args[0].startsWith("-")) {
            System.err.println("kosumi: unknown subcommand '" + args[0] + "'");
            System.err.println("usage: kosumi [SUBCOMMAND] [OPTIONS]; subcommands:");
            System.err.print(subcommandHelp());
            return 2;
        }
        return SUBCOMMANDS.get(name).factory.get().run(rest);
    }

    public static void main(String[] args) {
        int code;
        try {
            code = run(args);
        } catch (Exception e) {
            System.err.println("kosumi: " + e);
            e.printStackTrace();
            code = 1;
        }
        System.out.flush();
        System.err.flush();
        // Exit explicitly: search and pondering threads must not keep the JVM alive after quit.
        System.exit(code);
    }
}
