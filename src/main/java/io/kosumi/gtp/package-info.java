/**
 * The Go Text Protocol front end: GTP v2 preprocessing, a registry of commands with typed
 * arguments, the stdin reader thread (pipelined commands, {@code # interrupt}), the reply
 * loop, the standard and GUI-specific commands, and the {@code gtp} subcommand with its
 * command-line options.
 */
package io.kosumi.gtp;
