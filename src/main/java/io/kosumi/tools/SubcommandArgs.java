package io.kosumi.tools;

import java.io.PrintStream;
import java.util.function.BooleanSupplier;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;

/**
 * The command-line routine the tool subcommands share: args4j parses the arguments into the
 * subcommand's option fields, then the subcommand's own checks run. {@code --help} prints the
 * usage line and the options on stdout (exit code 0); a bad command line prints
 * "{@code NAME: message}", the usage line and the options on stderr (exit code 2) and runs
 * nothing.
 */
final class SubcommandArgs {
    /** What {@link #parse} returns when the command line is good and the subcommand should run. */
    static final int RUN = -1;

    /** The subcommand's checks of its options, after args4j has set them. */
    @FunctionalInterface
    interface Checks {
        /**
         * @throws CmdLineException (or IllegalArgumentException, e.g. a bad number in a list) for
         *     a bad option or combination
         */
        void check(CmdLineParser parser) throws CmdLineException;
    }

    private SubcommandArgs() {}

    /**
     * Parses {@code args} with {@code parser} and checks them.
     *
     * @param help reads the subcommand's {@code --help} field after parsing
     * @param name how errors begin, e.g. {@code kosumi match}
     * @param usage the usage line(s) printed before the options
     * @return {@link #RUN}, or the exit code when help or an error was printed
     */
    static int parse(CmdLineParser parser, String[] args, BooleanSupplier help, Checks checks,
            String name, String usage, PrintStream out, PrintStream err) {
        // The option list is written before parsing: args4j prints each field's current value
        // as its default, which after parsing would be what the user gave ("--help ... (default: true)").
        java.io.StringWriter options = new java.io.StringWriter();
        parser.printUsage(options, null);
        try {
            parser.parseArgument(args);
            if (help.getAsBoolean()) {
                out.println(usage);
                out.print(options);
                return 0;
            }
            checks.check(parser);
            return RUN;
        } catch (CmdLineException | IllegalArgumentException e) {
            err.println(name + ": " + e.getMessage());
            err.println(usage);
            err.print(options);
            return 2;
        }
    }
}
