package io.kosumi.tools;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one GTP client of the tools: a GTP engine running as a subprocess ({@link #start}), or one
 * reached through a pair of streams ({@link #connect}, e.g. Kosumi in this JVM). Commands go to
 * the engine's input, replies come from its output.
 *
 * <p>A reader thread parses the output into replies ({@code =} or {@code ?}, possibly several
 * lines, ended by a blank line) and queues them, so a caller may write many commands before
 * reading the replies (batching) without the pipe filling up and deadlocking both sides. Lines
 * before a reply that are not part of one (banners, debug output) are skipped, as GTP says, but
 * kept in the next reply's {@link Reply#raw} for callers that must treat them as errors (the
 * regression runner). A subprocess's stderr is drained by a second thread, to a sink or
 * discarded.
 *
 * <p>A streamed reply ({@code lz-analyze}, {@code kata-analyze}) lasts until the engine is sent
 * another command, so its lines must be read before it is over: write the command with {@link
 * #writeStreamed} and read its lines one by one with {@link #readStreamedLine}. To end it, write
 * any command (Sabaki sends {@code protocol_version}): the engine ends the streamed reply with its
 * blank line and answers the new command; {@link #read} then returns the whole streamed reply,
 * and the next {@code read} the new command's.
 *
 * <p>Not thread-safe: one thread talks to one client. {@link #close()} asks the engine to quit and
 * kills it if it does not; {@link #kill()} kills it at once (a connected engine: closes its input).
 */
public final class GtpClient implements Closeable {
    private static final Logger log = LoggerFactory.getLogger(GtpClient.class);

    /** How long {@link #close()} waits for the engine to exit after {@code quit}. */
    private static final long QUIT_WAIT_MILLIS = 2000;

    /**
     * One GTP reply. {@code text} has the status character, the id and the space after them
     * stripped, lines joined by '\n'. {@code raw} is the output it was read from, lines joined by
     * '\n': any stray lines that came before it, then its own lines as the engine wrote them
     * (status character and id included).
     */
    public record Reply(boolean success, String text, String raw) {
        @Override
        public String toString() {
            return (success ? "= " : "? ") + text;
        }
    }

    /** The engine replied {@code ?} to a command that had to succeed. */
    public static final class GtpFailure extends IOException {
        private static final long serialVersionUID = 1L;

        public GtpFailure(String message) {
            super(message);
        }
    }

    /** No reply within the time allowed; the engine's state is unknown afterwards. */
    public static final class GtpTimeout extends IOException {
        private static final long serialVersionUID = 1L;

        public GtpTimeout(String message) {
            super(message);
        }
    }

    /** The engine's stdout ended (it exited or crashed). */
    public static final class GtpEof extends IOException {
        private static final long serialVersionUID = 1L;

        public GtpEof(String message) {
            super(message);
        }
    }

    /** Queue marker for end of stdout; compared by identity. */
    private static final Reply EOF = new Reply(false, "<eof>", "");
    /** {@link #streamLines} marker: the streamed reply is complete. Compared by identity. */
    private static final String END_OF_REPLY = new String("<end of reply>");
    /**
     * {@link #streamLines} marker: the engine's output ended. Compared by identity; the last
     * element ever queued, and put back when taken, so every later read sees it too.
     */
    private static final String END_OF_OUTPUT = new String("<end of output>");

    private final String name;
    private final List<String> command;
    /** The engine's process; null for a connected engine. */
    private final Process process;
    private final InputStream stdout;
    private final Writer stdin;
    private final LinkedBlockingQueue<Reply> replies = new LinkedBlockingQueue<>();
    /**
     * The lines of the streamed reply, queued by the reader thread as they come (status line
     * first, as the engine wrote them), then {@link #END_OF_REPLY} before the whole reply goes
     * to {@link #replies}. {@link #END_OF_OUTPUT} comes last of all.
     */
    private final LinkedBlockingQueue<String> streamLines = new LinkedBlockingQueue<>();
    private final Thread stdoutThread;
    /** Replies written for but not yet read, so a late reply is never taken for the next one. */
    private int pending;
    /** Commands written so far; the next command's index. Caller's thread only. */
    private long written;
    /** Replies read so far; the next reply's index. Caller's thread only. */
    private long taken;
    /**
     * The index of the command whose reply is streamed, or -1. Set by the caller before the
     * command goes out, read by the reader thread when it sees a reply begin (the reply with the
     * same index: replies come in the order of the commands).
     */
    private volatile long streamedIndex = -1;
    /** A streamed command was written and {@link #read} has not returned its reply yet. */
    private boolean streamOpen;
    /** {@link #readStreamedLine} has seen the end of the streamed reply. */
    private boolean streamEnded;
    private boolean eofSeen;
    /** Set by the reader thread when the engine's output has ended. */
    private volatile boolean outputEnded;
    private volatile long lastReplyNanos;

    private GtpClient(String name, List<String> command, Process process, InputStream fromEngine,
            OutputStream toEngine, InputStream stderr, Consumer<String> stderrSink) {
        this.name = name;
        this.command = List.copyOf(command);
        this.process = process;
        this.stdout = fromEngine;
        this.stdin = new OutputStreamWriter(toEngine, StandardCharsets.UTF_8);
        this.stdoutThread = new Thread(this::readStdout, "gtp-out-" + name);
        this.stdoutThread.setDaemon(true);
        if (stderr != null) {
            Thread stderrThread = new Thread(() -> drainStderr(stderr, stderrSink), "gtp-err-" + name);
            stderrThread.setDaemon(true);
            stderrThread.start();
        }
        stdoutThread.start();
    }

    /**
     * A client for an engine that is already running and reads commands from {@code toEngine}
     * and writes replies to {@code fromEngine}. {@link #close()} and {@link #kill()} close
     * {@code toEngine}, which is how such an engine learns to stop.
     */
    public static GtpClient connect(String name, InputStream fromEngine, OutputStream toEngine) {
        return new GtpClient(name, List.of(), null, fromEngine, toEngine, null, null);
    }

    /**
     * Starts an engine from a command line split as a shell would (see {@link CommandLine#split}).
     *
     * @param name short label used in thread names and log lines
     * @param workDir working directory of the engine, or null for the current one
     * @param logStderr true: the engine's stderr goes to this class's logger at debug level; false:
     *     it is discarded
     */
    public static GtpClient start(String name, String commandLine, Path workDir, boolean logStderr)
            throws IOException {
        return start(name, CommandLine.split(commandLine), workDir, logStderr);
    }

    /** Starts an engine from an already split command. */
    public static GtpClient start(String name, List<String> command, Path workDir, boolean logStderr)
            throws IOException {
        return start(name, command, workDir,
                logStderr ? line -> log.debug("{} stderr: {}", name, line) : null);
    }

    /**
     * Starts an engine whose stderr lines go to {@code stderrSink} (called on the drain thread, so
     * it must be thread-safe; null discards them), e.g. to read the rate an engine reports itself.
     */
    public static GtpClient start(String name, List<String> command, Path workDir,
            Consumer<String> stderrSink) throws IOException {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("empty engine command line");
        }
        ProcessBuilder pb = new ProcessBuilder(command);
        if (workDir != null) {
            pb.directory(workDir.toFile());
        }
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new IOException("cannot start engine '" + name + "' (" + String.join(" ", command)
                    + "): " + e.getMessage(), e);
        }
        log.debug("started {} pid {}: {}", name, p.pid(), command);
        return new GtpClient(name, command, p, p.getInputStream(), p.getOutputStream(),
                p.getErrorStream(), stderrSink);
    }

    public String name() {
        return name;
    }

    public List<String> command() {
        return command;
    }

    /** The engine's process id; -1 for a connected engine. */
    public long pid() {
        return process == null ? -1 : process.pid();
    }

    /**
     * CPU time the engine process has used so far (user plus system, all its threads), in
     * nanoseconds, or -1 when the platform does not tell. Its resolution is the kernel's clock
     * tick (10 ms on Linux), so differences are meaningful over seconds, not milliseconds. -1
     * for a connected engine.
     */
    public long cpuNanos() {
        if (process == null) {
            return -1;
        }
        return process.toHandle().info().totalCpuDuration().map(java.time.Duration::toNanos)
                .orElse(-1L);
    }

    /** A subprocess that has not exited; a connected engine whose output has not ended. */
    public boolean isAlive() {
        return process != null ? process.isAlive() : !outputEnded;
    }

    /** Nanosecond timestamp ({@link System#nanoTime()}) at which the latest reply was complete. */
    public long lastReplyNanos() {
        return lastReplyNanos;
    }

    /**
     * Writes one command without flushing or waiting (for batching); {@link #read} gets its reply.
     *
     * @throws IllegalArgumentException if the command contains a line break (it would be two)
     */
    public void write(String cmd) throws IOException {
        checkOneLine(cmd);
        try {
            stdin.write(cmd);
            stdin.write('\n');
        } catch (IOException e) {
            throw new GtpEof(name + ": cannot write '" + cmd + "': " + e.getMessage());
        }
        pending++;
        written++;
    }

    /**
     * Writes a command whose reply is streamed, without flushing or waiting: its lines can be read
     * with {@link #readStreamedLine} as they come, before the reply is over, and {@link #read}
     * returns the whole reply once it is. Commands may be pending before it; only one streamed
     * reply is open at a time.
     *
     * @throws IllegalStateException if the previous streamed reply has not been read with {@link
     *     #read} yet
     * @throws IllegalArgumentException if the command contains a line break
     */
    public void writeStreamed(String cmd) throws IOException {
        if (streamOpen) {
            throw new IllegalStateException(name + ": a streamed reply is still open");
        }
        checkOneLine(cmd);
        // Set before the command goes out, so the reader thread knows the reply when it begins.
        streamedIndex = written;
        streamOpen = true;
        streamEnded = false;
        try {
            write(cmd);
        } catch (IOException | RuntimeException e) {
            streamedIndex = -1;
            streamOpen = false;
            throw e;
        }
    }

    /**
     * The next line of the streamed reply (see {@link #writeStreamed}), waiting at most {@code
     * timeoutMillis} (0 or less: wait forever); null once the reply has ended. Lines come as the
     * engine wrote them: the status line first ({@code =} or {@code ?} with its id), then the
     * reply's other lines; the blank line that ends the reply is not returned. A reply cut off by
     * the end of the engine's output ends there.
     *
     * @throws IllegalStateException if no streamed reply is open
     * @throws GtpTimeout when no line came in time
     * @throws GtpEof when the engine's output ended before the reply began
     */
    public String readStreamedLine(long timeoutMillis) throws IOException {
        if (!streamOpen) {
            throw new IllegalStateException(name + ": no streamed reply is open");
        }
        if (streamEnded) {
            return null;
        }
        String line = next(streamLines, timeoutMillis, "line");
        if (line == END_OF_OUTPUT) {
            streamLines.add(END_OF_OUTPUT);
            throw new GtpEof(name + ": engine output ended" + exitInfo());
        }
        if (line == END_OF_REPLY) {
            streamEnded = true;
            return null;
        }
        return line;
    }

    private static void checkOneLine(String cmd) {
        if (cmd.indexOf('\n') >= 0 || cmd.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("GTP command contains a line break: " + cmd);
        }
    }

    public void flush() throws IOException {
        try {
            stdin.flush();
        } catch (IOException e) {
            throw new GtpEof(name + ": cannot write: " + e.getMessage());
        }
    }

    /** Number of commands written whose replies have not been read yet. */
    public int pending() {
        return pending;
    }

    /**
     * Reads the next reply, waiting at most {@code timeoutMillis} (0 or less: wait forever). A
     * streamed reply (see {@link #writeStreamed}) comes whole once it has ended; the lines of it
     * that {@link #readStreamedLine} did not take are dropped.
     *
     * @throws GtpTimeout when no reply came in time
     * @throws GtpEof when the engine closed its stdout
     */
    public Reply read(long timeoutMillis) throws IOException {
        if (pending <= 0) {
            throw new IllegalStateException(name + ": read without a pending command");
        }
        if (eofSeen) {
            throw new GtpEof(name + ": engine output ended" + exitInfo());
        }
        Reply r = next(replies, timeoutMillis, "reply");
        if (r == EOF) {
            eofSeen = true;
            throw new GtpEof(name + ": engine output ended" + exitInfo());
        }
        pending--;
        if (streamOpen && taken == streamedIndex) {
            // The streamed reply is complete, so its end marker is queued: drop the lines not read.
            if (!streamEnded) {
                String l;
                while ((l = streamLines.poll()) != null && l != END_OF_REPLY) {
                    // a line nobody asked for
                }
            }
            streamOpen = false;
            streamedIndex = -1;
        }
        taken++;
        return r;
    }

    /**
     * The head of {@code queue}, waiting at most {@code timeoutMillis} (0 or less: wait forever).
     *
     * @param what the element's name in error messages: "reply", "line"
     * @throws GtpTimeout when nothing came in time
     */
    private <T> T next(LinkedBlockingQueue<T> queue, long timeoutMillis, String what)
            throws IOException {
        T x;
        try {
            x = timeoutMillis > 0 ? queue.poll(timeoutMillis, TimeUnit.MILLISECONDS) : queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException(
                    name + ": interrupted while waiting for a " + what);
        }
        if (x == null) {
            throw new GtpTimeout(name + ": no " + what + " within " + timeoutMillis + " ms");
        }
        return x;
    }

    /** Sends one command and waits for its reply (0: no time limit). */
    public Reply send(String cmd, long timeoutMillis) throws IOException {
        write(cmd);
        flush();
        return read(timeoutMillis);
    }

    /** Sends a command that must succeed and returns the reply text. */
    public String sendOk(String cmd, long timeoutMillis) throws IOException {
        Reply r = send(cmd, timeoutMillis);
        if (!r.success()) {
            throw new GtpFailure(name + ": '" + cmd + "' failed: " + r.text());
        }
        return r.text();
    }

    /** Asks the engine to quit, waits briefly, then kills it. Never throws. */
    @Override
    public void close() {
        if (isAlive()) {
            try {
                stdin.write("quit\n");
                stdin.flush();
            } catch (IOException e) {
                // The engine already stopped reading; killing it below is all that is left to do.
            }
            try {
                boolean ended;
                if (process != null) {
                    ended = process.waitFor(QUIT_WAIT_MILLIS, TimeUnit.MILLISECONDS);
                } else {
                    stdoutThread.join(QUIT_WAIT_MILLIS);
                    ended = !stdoutThread.isAlive();
                }
                if (!ended) {
                    log.debug("{} did not exit after quit; killing it", name);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        kill();
    }

    /**
     * Kills the engine (and its children) at once; a connected engine has its input closed,
     * which ends it at its next read.
     */
    public void kill() {
        if (process != null) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        try {
            stdin.close();
        } catch (IOException e) {
            // Closing a pipe to a dead process may fail; nothing depends on it.
        }
        if (process != null) {
            try {
                process.waitFor(QUIT_WAIT_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private String exitInfo() {
        if (process == null) {
            return "";
        }
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                return " (exit code " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "";
    }

    private void readStdout() {
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(stdout, StandardCharsets.UTF_8))) {
            StringBuilder text = new StringBuilder();
            StringBuilder raw = new StringBuilder();
            boolean inReply = false;
            boolean success = false;
            // Replies begun so far, and whether the current one is the streamed reply.
            long begun = 0;
            boolean streamed = false;
            String line;
            while ((line = in.readLine()) != null) {
                if (!inReply) {
                    if (line.isBlank()) {
                        continue;
                    }
                    char c = line.charAt(0);
                    if (c != '=' && c != '?') {
                        // Not part of any reply (some engines print banners); GTP says to ignore it.
                        log.debug("{}: stray output: {}", name, line);
                        raw.append(line).append('\n');
                        continue;
                    }
                    success = c == '=';
                    inReply = true;
                    streamed = begun++ == streamedIndex;
                    text.setLength(0);
                    text.append(stripStatus(line));
                    raw.append(line);
                    if (streamed) {
                        streamLines.add(line);
                    }
                } else if (line.isEmpty()) {
                    lastReplyNanos = System.nanoTime();
                    if (streamed) {
                        streamLines.add(END_OF_REPLY);
                        streamed = false;
                    }
                    replies.add(new Reply(success, text.toString(), raw.toString()));
                    raw.setLength(0);
                    inReply = false;
                } else {
                    text.append('\n').append(line);
                    raw.append('\n').append(line);
                    if (streamed) {
                        streamLines.add(line);
                    }
                }
            }
            if (inReply) {
                // A reply cut off by the end of output is still delivered; the EOF follows it.
                if (streamed) {
                    streamLines.add(END_OF_REPLY);
                }
                replies.add(new Reply(success, text.toString(), raw.toString()));
            }
        } catch (IOException e) {
            log.debug("{}: stdout read failed: {}", name, e.toString());
        } finally {
            outputEnded = true;
            streamLines.add(END_OF_OUTPUT);
            replies.add(EOF);
        }
    }

    /** Removes the status character, an optional numeric id, and the one following space. */
    private static String stripStatus(String line) {
        int i = 1;
        while (i < line.length() && Character.isDigit(line.charAt(i))) {
            i++;
        }
        if (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i++;
        }
        return line.substring(i).stripTrailing();
    }

    private void drainStderr(InputStream err, Consumer<String> sink) {
        try (BufferedReader in =
                new BufferedReader(new InputStreamReader(err, StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (sink != null) {
                    sink.accept(line);
                }
            }
        } catch (IOException e) {
            // The process is gone; nothing more will come.
        }
    }
}
