package io.kosumi.gtp;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The GTP loop: takes lines from a {@link GtpInput}, preprocesses them, runs the registered
 * handler and writes exactly one reply per executed command, flushed at once.
 *
 * <p>Reply format (GTP v2 section 3.4): {@code =id text} or {@code ?id message}, then one
 * blank line. A reply never contains an empty line of its own (that would end it early for
 * the client), so empty lines inside a handler's text are written as a single space.
 *
 * <p>Nothing else is ever written to the output stream; logs go through SLF4J.
 */
public final class GtpServer implements GtpContext {
    private static final Logger log = LoggerFactory.getLogger(GtpServer.class);

    private final GtpRegistry registry;
    private final GtpInput input;
    private final OutputStream out;

    private boolean quit;
    private String currentId = "";
    private boolean streaming;

    public GtpServer(GtpRegistry registry, InputStream in, OutputStream out) {
        this.registry = registry;
        this.input = new GtpInput(in);
        this.out = new BufferedOutputStream(out, 1 << 16);
    }

    /** The input reader, e.g. to install the listener that stops a search on interrupt. */
    public GtpInput input() {
        return input;
    }

    /**
     * Runs until {@code quit} or the end of input. Returns normally in both cases; an
     * output stream that fails (the client went away) also ends the loop.
     */
    public void run() {
        input.start();
        try {
            while (!quit) {
                GtpInput.Line line = input.take();
                if (line.eof) {
                    log.debug("end of GTP input");
                    break;
                }
                executeLine(line);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            log.info("GTP output closed: {}", e.toString());
        }
    }

    private void executeLine(GtpInput.Line line) throws IOException {
        String text = GtpPreprocessor.preprocess(line.text);
        if (text == null) {
            return;
        }
        GtpCommand cmd = GtpCommand.parse(text);
        currentId = cmd.id();
        streaming = false;
        input.clearInterrupt();
        if (line.tooLong) {
            writeReply(false, "line too long");
            return;
        }
        GtpHandler handler = cmd.name().isEmpty() ? null : registry.lookup(cmd.name());
        if (handler == null) {
            writeReply(false, cmd.name().isEmpty() ? GtpError.SYNTAX_ERROR : GtpError.UNKNOWN_COMMAND);
            return;
        }
        String reply;
        boolean success;
        try {
            reply = handler.handle(cmd, this);
            success = true;
        } catch (GtpError e) {
            reply = e.getMessage();
            success = false;
        } catch (RuntimeException | StackOverflowError e) {
            // A bug, not bad input: keep serving, and say so plainly.
            log.error("command '{}' failed", cmd.line(), e);
            reply = "internal error: " + e;
            success = false;
        }
        if (log.isDebugEnabled()) {
            log.debug("{} -> {}{}", cmd.line(), success ? "= " : "? ", reply);
        }
        if (streaming) {
            if (!success) {
                log.warn("command '{}' failed after its reply began: {}", cmd.line(), reply);
                reply = "";
            }
            writeBody(reply, false);
            finishReply();
        } else {
            writeReply(success, reply);
        }
    }

    private void writeReply(boolean success, String text) throws IOException {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        sb.append(success ? '=' : '?').append(currentId).append(' ');
        appendBody(sb, text, true);
        sb.append("\n\n");
        out.write(sb.toString().getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    private void writeBody(String text, boolean first) throws IOException {
        if (text == null || text.isEmpty()) {
            return;
        }
        StringBuilder sb = new StringBuilder(text.length() + 2);
        appendBody(sb, text, first);
        sb.append('\n');
        out.write(sb.toString().getBytes(StandardCharsets.UTF_8));
    }

    private void finishReply() throws IOException {
        out.write('\n');
        out.flush();
    }

    /**
     * Appends the reply text with trailing white space removed, carriage returns dropped and
     * every empty inner line replaced by one space. {@code first}: the text continues the
     * header line, so a leading empty line is kept as the header's own line break.
     */
    private static void appendBody(StringBuilder sb, String text, boolean first) {
        int end = text.length();
        while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        boolean lineEmpty = !first;
        boolean atStart = true;
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\r') {
                continue;
            }
            if (c == '\n') {
                if (lineEmpty && !(first && atStart)) {
                    sb.append(' ');
                }
                sb.append('\n');
                lineEmpty = true;
                atStart = false;
                continue;
            }
            if (c < 32 && c != '\t') {
                continue; // no control characters in replies either
            }
            sb.append(c);
            lineEmpty = false;
            atStart = false;
        }
    }

    // ---- GtpContext -------------------------------------------------------------------

    @Override
    public boolean inputPending() {
        return input.hasPending() || input.interruptRequested();
    }

    @Override
    public boolean awaitInput(long millis) {
        try {
            return input.awaitPending(millis) || input.interruptRequested();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        }
    }

    @Override
    public boolean interrupted() {
        return input.interruptRequested();
    }

    @Override
    public void streamLine(String line) {
        try {
            if (!streaming) {
                streaming = true;
                out.write(('=' + currentId + ' ' + '\n').getBytes(StandardCharsets.UTF_8));
            }
            writeBody(line.isEmpty() ? " " : line, false);
            out.flush();
        } catch (IOException e) {
            log.info("GTP output closed while streaming: {}", e.toString());
        }
    }

    @Override
    public void requestQuit() {
        quit = true;
    }
}
