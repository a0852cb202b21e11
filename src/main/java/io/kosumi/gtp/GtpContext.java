package io.kosumi.gtp;

/**
 * What a running command may ask of the protocol loop. All methods are called on the
 * protocol thread, from inside {@link GtpHandler#handle}.
 */
public interface GtpContext {
    /**
     * True when another line has arrived (or the input ended) or {@code # interrupt} was
     * received since this command started: a long command (analysis) should finish now.
     */
    boolean inputPending();

    /**
     * Waits up to {@code millis} milliseconds for the next line or an interrupt; returns
     * {@link #inputPending()}. Streaming commands use it as their tick.
     */
    boolean awaitInput(long millis);

    /** True once {@code # interrupt} arrived during this command. */
    boolean interrupted();

    /**
     * Starts the reply early and writes one line of it (flushed). The first call writes the
     * {@code =id} header; the text the handler finally returns is appended and the blank
     * line ends the reply. After streaming has begun the command can no longer fail: a
     * {@link GtpError} thrown then only ends the reply (and is logged).
     */
    void streamLine(String line);

    /** Ends the loop after this command's reply ({@code quit}). */
    void requestQuit();
}
