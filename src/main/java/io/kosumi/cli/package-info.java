/**
 * What every subcommand of the {@code kosumi} command line shares: the {@link
 * io.kosumi.cli.Subcommand} interface that {@code io.kosumi.Main} dispatches to, and the
 * logging set-up behind {@code --log-level} and {@code --log-file} ({@link
 * io.kosumi.cli.LogConfig}). It uses no other Kosumi package, and only the application layers
 * (engine, gtp, tools) use it: the Go knowledge below never configures logging.
 */
package io.kosumi.cli;
