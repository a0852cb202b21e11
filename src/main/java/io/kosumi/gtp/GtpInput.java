package io.kosumi.gtp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads the command stream on its own thread and queues whole lines, so that the protocol
 * thread can look for input while a command runs: GUIs pipeline commands (Sabaki sends four
 * at once), analysis stops when the next line arrives, and GoGui's {@code # interrupt} line
 * stops a running search at once.
 *
 * <p>Bytes are split on {@code \n} only and decoded as UTF-8 with replacement, so invalid
 * byte sequences become U+FFFD rather than an exception. A line longer than
 * {@link #MAX_LINE_BYTES} is cut there and the rest of it discarded; the loop answers it with
 * an error instead of running a truncated command.
 */
public final class GtpInput {
    private static final Logger log = LoggerFactory.getLogger(GtpInput.class);

    /** Longest line kept, in bytes. No real command comes close; this bounds memory. */
    public static final int MAX_LINE_BYTES = 1 << 20;
    /** Lines buffered ahead of the protocol thread before the reader blocks (back pressure). */
    private static final int QUEUE_CAPACITY = 4096;

    /** One entry of the queue. */
    static final class Line {
        final String text;
        final boolean tooLong;
        final boolean eof;

        Line(String text, boolean tooLong, boolean eof) {
            this.text = text;
            this.tooLong = tooLong;
            this.eof = eof;
        }
    }

    private static final Line EOF = new Line("", false, true);

    private final InputStream in;
    private final BlockingQueue<Line> queue = new LinkedBlockingQueue<>(QUEUE_CAPACITY);
    private final Thread thread;
    /** Set by the reader thread on {@code # interrupt}; cleared by the protocol thread. */
    private volatile boolean interruptRequested;
    /** Called on the reader thread when {@code # interrupt} arrives (e.g. stop the search). */
    private volatile Runnable interruptListener;

    public GtpInput(InputStream in) {
        this.in = in;
        this.thread = new Thread(this::readLoop, "gtp-input");
        this.thread.setDaemon(true);
    }

    public void start() {
        thread.start();
    }

    public void setInterruptListener(Runnable listener) {
        this.interruptListener = listener;
    }

    boolean interruptRequested() {
        return interruptRequested;
    }

    void clearInterrupt() {
        interruptRequested = false;
    }

    /** Blocks until the next line (or end of input). */
    Line take() throws InterruptedException {
        return queue.take();
    }

    /** True when a line (or the end of input) is waiting to be executed. */
    boolean hasPending() {
        return !queue.isEmpty();
    }

    /** Waits up to {@code millis} for a line to be queued; true if one is waiting. */
    boolean awaitPending(long millis) throws InterruptedException {
        if (!queue.isEmpty()) {
            return true;
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        synchronized (this) {
            while (queue.isEmpty() && !interruptRequested) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    break;
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }
        return !queue.isEmpty();
    }

    private void readLoop() {
        byte[] buf = new byte[8192];
        byte[] line = new byte[256];
        int len = 0;
        boolean tooLong = false;
        try {
            while (true) {
                int n = in.read(buf);
                if (n < 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    byte b = buf[i];
                    if (b == '\n') {
                        deliver(line, len, tooLong);
                        len = 0;
                        tooLong = false;
                    } else if (len < MAX_LINE_BYTES) {
                        if (len == line.length) {
                            byte[] bigger = new byte[Math.min(MAX_LINE_BYTES, line.length * 2)];
                            System.arraycopy(line, 0, bigger, 0, len);
                            line = bigger;
                        }
                        line[len++] = b;
                    } else {
                        tooLong = true;
                    }
                }
            }
            if (len > 0 || tooLong) {
                deliver(line, len, tooLong);
            }
        } catch (IOException e) {
            log.debug("GTP input closed: {}", e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        try {
            queue.put(EOF);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        wakeWaiters();
    }

    private void deliver(byte[] bytes, int len, boolean tooLong) throws InterruptedException {
        String text = new String(bytes, 0, len, StandardCharsets.UTF_8);
        if (!tooLong && GtpPreprocessor.isInterrupt(text)) {
            interruptRequested = true;
            Runnable listener = interruptListener;
            if (listener != null) {
                listener.run();
            }
            wakeWaiters();
            return;
        }
        queue.put(new Line(text, tooLong, false));
        wakeWaiters();
    }

    private synchronized void wakeWaiters() {
        notifyAll();
    }
}
