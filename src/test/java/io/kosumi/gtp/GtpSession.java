package io.kosumi.gtp;

import io.kosumi.engine.Engine;
import io.kosumi.engine.EngineSettings;
import io.kosumi.engine.MoveGenerator;
import io.kosumi.engine.RandomMoveGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A GTP session in this JVM for tests: the real loop and commands ({@link GtpMain#serve}) on
 * its own thread, fed through pipes, with the {@link Engine} exposed and one extra command,
 * {@value #FINGERPRINT}, so tests can look at the engine's state between replies.
 */
final class GtpSession implements AutoCloseable {
    /** Test-only command answering {@link Engine#fingerprint()}. */
    static final String FINGERPRINT = "test-fingerprint";

    private final Engine engine;
    private final PipedOutputStream toEngine;
    private final InputStream fromEngine;
    private final Thread thread;

    GtpSession() throws IOException {
        this(new RandomMoveGenerator(42), Path.of("").toAbsolutePath());
    }

    GtpSession(MoveGenerator generator, Path baseDir) throws IOException {
        EngineSettings settings = new EngineSettings();
        settings.seed = 42L;
        settings.threads = 1;
        engine = new Engine(settings, generator);
        toEngine = new PipedOutputStream();
        PipedInputStream engineIn = new PipedInputStream(toEngine, 1 << 20);
        PipedInputStream in = new PipedInputStream(1 << 20);
        OutputStream engineOut = new PipedOutputStream(in);
        fromEngine = new java.io.BufferedInputStream(in, 1 << 16);
        // The real command set plus one test command that reports the whole engine state.
        GtpRegistry registry = GtpCommands.createRegistry(engine, baseDir);
        registry.register(FINGERPRINT, (c, x) -> engine.fingerprint());
        thread = new Thread(() -> {
            try {
                GtpMain.serve(engine, registry, engineIn, engineOut);
            } finally {
                try {
                    engineOut.close();
                } catch (IOException e) {
                    // reader sees end of stream
                }
            }
        }, "test-gtp");
        thread.setDaemon(true);
        thread.start();
    }

    Engine engine() {
        return engine;
    }

    /** Writes raw bytes (no newline added). */
    void write(byte[] bytes) throws IOException {
        toEngine.write(bytes);
        toEngine.flush();
    }

    /** Writes {@code text} in UTF-8 plus a newline. */
    void sendLine(String text) throws IOException {
        write((text + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Reads one reply: the lines up to the terminating empty line, joined with "\n" (the
     * blank line itself not included). Null at end of stream.
     */
    String readReply() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        List<String> lines = new ArrayList<>();
        while (true) {
            int b = fromEngine.read();
            if (b < 0) {
                return lines.isEmpty() && line.size() == 0 ? null : String.join("\n", lines);
            }
            if (b == '\n') {
                String l = line.toString(StandardCharsets.UTF_8);
                line.reset();
                if (l.isEmpty()) {
                    return String.join("\n", lines);
                }
                lines.add(l);
            } else {
                line.write(b);
            }
        }
    }

    /** Sends one command line and returns its reply. */
    String command(String text) throws IOException {
        sendLine(text);
        return readReply();
    }

    /** True once the loop thread has ended (after quit or end of input). */
    boolean waitForEnd(long millis) throws InterruptedException {
        thread.join(TimeUnit.MILLISECONDS.toMillis(millis));
        return !thread.isAlive();
    }

    void closeInput() throws IOException {
        toEngine.close();
    }

    @Override
    public void close() throws IOException {
        try {
            toEngine.close();
        } catch (IOException e) {
            // already closed
        }
    }
}
