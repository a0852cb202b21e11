package io.kosumi.cli;

/**
 * One subcommand of the {@code kosumi} command line ({@code gtp}, {@code bench},
 * {@code match}, ...). Registered in {@code io.kosumi.Main}.
 */
@FunctionalInterface
public interface Subcommand {
    /**
     * Runs with the arguments that follow the subcommand's name and returns the process exit
     * code: 0 success, 1 failure, 2 bad command line.
     */
    int run(String[] args) throws Exception;
}
