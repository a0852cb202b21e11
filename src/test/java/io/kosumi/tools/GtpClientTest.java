package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.testutil.GnuGo;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class GtpClientTest {

    @Test
    void parsesRepliesFromAScriptedEngine() throws IOException {
        // A fake engine: answers its three commands with an id'ed success, a failure and a
        // multi-line reply preceded by a stray banner line, then exits.
        String script = "read a; printf 'banner\\n=1 hello\\n\\n'; read b; printf '? oops \\n\\n';"
                + " read c; printf '= a\\nb\\n\\n'; read d";
        try (GtpClient c = GtpClient.start("fake", List.of("sh", "-c", script), null, false)) {
            c.write("1 name");
            c.write("bad");
            c.write("multi");
            c.flush();
            assertEquals(3, c.pending());
            // The banner is skipped, but kept in the raw text of the reply it came before.
            assertEquals(new GtpClient.Reply(true, "hello", "banner\n=1 hello"), c.read(10_000));
            assertEquals(new GtpClient.Reply(false, "oops", "? oops "), c.read(10_000));
            assertEquals(new GtpClient.Reply(true, "a\nb", "= a\nb"), c.read(10_000));
            assertEquals(0, c.pending());
            // The script exits after its fourth read: the client reports end of output, not a hang.
            assertThrows(GtpClient.GtpEof.class, () -> c.send("x", 10_000));
        }
    }

    /** An engine on a thread of this JVM, reading commands from {@code in} and replying on {@code out}. */
    private interface FakeEngine {
        void serve(BufferedReader in, PrintStream out) throws IOException;
    }

    private record Connected(GtpClient client, Thread engine) {}

    private static Connected connectFake(String name, FakeEngine fake) throws IOException {
        PipedOutputStream toEngine = new PipedOutputStream();
        PipedInputStream engineIn = new PipedInputStream(toEngine);
        PipedInputStream fromEngine = new PipedInputStream();
        PipedOutputStream engineOut = new PipedOutputStream(fromEngine);
        Thread engine = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(engineIn, StandardCharsets.UTF_8));
                    PrintStream out = new PrintStream(engineOut, true, StandardCharsets.UTF_8)) {
                fake.serve(in, out);
            } catch (IOException e) {
                // The client went away.
            }
        });
        engine.setDaemon(true);
        engine.start();
        return new Connected(GtpClient.connect(name, fromEngine, toEngine), engine);
    }

    @Test
    void connectsToAnEngineOverStreams() throws Exception {
        // Echoes each command's id and text, stops at quit or at the end of its input.
        Connected fake = connectFake("echo", (in, out) -> {
            String line;
            while ((line = in.readLine()) != null) {
                String[] w = line.split(" ", 2);
                out.print("=" + w[0] + " " + (w.length > 1 ? w[1] : "") + "\n\n");
                if (line.endsWith("quit")) {
                    return;
                }
            }
        });
        GtpClient c = fake.client();
        assertEquals(-1, c.pid());
        assertEquals(-1, c.cpuNanos());
        assertTrue(c.isAlive());
        GtpClient.Reply r = c.send("7 hello there", 10_000);
        assertEquals("hello there", r.text());
        assertEquals("=7 hello there", r.raw());
        c.close(); // sends quit: the engine answers it and ends its output
        fake.engine().join(10_000);
        assertFalse(fake.engine().isAlive());
        assertFalse(c.isAlive());
    }

    /**
     * Streams like an analysing engine: {@code *-analyze} gets its status line and one info line at
     * once, then nothing until the next command arrives, which ends the stream with one more info
     * line and the blank line before it is answered (as Sabaki stops an analysis).
     */
    private static void analysingEngine(BufferedReader in, PrintStream out) throws IOException {
        boolean streaming = false;
        int analyses = 0;
        String line;
        while ((line = in.readLine()) != null) {
            if (streaming) {
                out.print("info move last" + analyses + "\n\n");
                streaming = false;
            }
            if (line.contains("-analyze")) {
                analyses++;
                out.print("= \ninfo move first" + analyses + "\n");
                streaming = true;
            } else if (line.equals("protocol_version")) {
                out.print("= 2\n\n");
            } else if (line.equals("bogus")) {
                out.print("? unknown command\n\n");
            } else {
                out.print("=\n\n");
                if (line.equals("quit")) {
                    return;
                }
            }
        }
    }

    @Test
    void readsAStreamedReplyBeforeItEnds() throws Exception {
        Connected fake = connectFake("analyser", GtpClientTest::analysingEngine);
        try (GtpClient c = fake.client()) {
            // A command before the streamed one: its reply is not taken for the stream's.
            c.write("clear_board");
            c.writeStreamed("lz-analyze b 1");
            c.flush();
            assertThrows(IllegalStateException.class, () -> c.writeStreamed("kata-analyze b 1"),
                    "one streamed reply at a time");
            assertEquals("= ", c.readStreamedLine(10_000));
            assertEquals("info move first1", c.readStreamedLine(10_000));
            // The engine now waits for a command: no line is made up meanwhile.
            assertThrows(GtpClient.GtpTimeout.class, () -> c.readStreamedLine(100));
            c.write("protocol_version");
            c.flush();
            assertEquals(new GtpClient.Reply(true, "", "="), c.read(10_000));
            // The whole streamed reply, with the line that came after the stop and was never read.
            assertEquals(new GtpClient.Reply(true, "\ninfo move first1\ninfo move last1",
                    "= \ninfo move first1\ninfo move last1"), c.read(10_000));
            assertEquals("2", c.read(10_000).text());
            assertEquals(0, c.pending());
            assertThrows(IllegalStateException.class, () -> c.readStreamedLine(10_000),
                    "the streamed reply has been read");

            // Read to its end this time: the lines, then null, and null again.
            c.writeStreamed("kata-analyze w 1");
            c.flush();
            assertEquals("= ", c.readStreamedLine(10_000));
            assertEquals("info move first2", c.readStreamedLine(10_000));
            c.write("protocol_version");
            c.flush();
            assertEquals("info move last2", c.readStreamedLine(10_000));
            assertNull(c.readStreamedLine(10_000));
            assertNull(c.readStreamedLine(10_000));
            assertEquals("\ninfo move first2\ninfo move last2", c.read(10_000).text());
            assertEquals("2", c.read(10_000).text());

            // A command refused at once: its one line is the stream, then the reply is over.
            c.writeStreamed("bogus");
            c.flush();
            assertEquals("? unknown command", c.readStreamedLine(10_000));
            assertNull(c.readStreamedLine(10_000));
            assertEquals(new GtpClient.Reply(false, "unknown command", "? unknown command"),
                    c.read(10_000));
        }
    }

    @Test
    void aStreamCutOffByTheEngineEndsAndTheEndIsReported() throws IOException {
        // Starts a streamed reply and exits in the middle of it.
        try (GtpClient c = GtpClient.start("dies", List.of("sh", "-c", "read a; printf '= \\ninfo x\\n'"),
                null, false)) {
            c.writeStreamed("lz-analyze 1");
            c.flush();
            assertEquals("= ", c.readStreamedLine(10_000));
            assertEquals("info x", c.readStreamedLine(10_000));
            assertNull(c.readStreamedLine(10_000));
            assertEquals("\ninfo x", c.read(10_000).text(), "the cut reply is still delivered");
            // A later streamed command (not flushed: the pipe is broken) sees the end of output too.
            c.writeStreamed("lz-analyze 1");
            assertThrows(GtpClient.GtpEof.class, () -> c.readStreamedLine(10_000));
        }
        // Exits before it replies at all.
        try (GtpClient c = GtpClient.start("mute", List.of("sh", "-c", "read a"), null, false)) {
            c.writeStreamed("lz-analyze 1");
            c.flush();
            assertThrows(GtpClient.GtpEof.class, () -> c.readStreamedLine(10_000));
            assertThrows(GtpClient.GtpEof.class, () -> c.readStreamedLine(10_000));
            assertThrows(GtpClient.GtpEof.class, () -> c.read(10_000));
        }
    }

    @Test
    void timesOutAndKillsASilentEngine() throws IOException {
        GtpClient c = GtpClient.start("silent", "sleep 60", null, false);
        try {
            assertThrows(GtpClient.GtpTimeout.class, () -> c.send("name", 200));
            assertTrue(c.isAlive());
        } finally {
            c.kill();
        }
        assertFalse(c.isAlive());
    }

    @Test
    void reportsAMissingBinary() {
        IOException e = assertThrows(IOException.class,
                () -> GtpClient.start("none", "/nonexistent/engine --gtp", null, false));
        assertTrue(e.getMessage().contains("/nonexistent/engine"), e.getMessage());
    }

    @Test
    void rejectsCommandsWithLineBreaks() throws IOException {
        try (GtpClient c = GtpClient.start("sleeper", "sleep 30", null, false)) {
            assertThrows(IllegalArgumentException.class, () -> c.write("play b a1\nquit"));
            assertEquals(0, c.pending());
        }
    }

    @Test
    void talksToGnuGoInBatches() throws IOException {
        try (GtpClient g = GnuGo.start()) {
            g.sendOk("boardsize 9", 10_000);
            g.sendOk("clear_board", 10_000);
            // 200 commands written before any reply is read: the reader thread must keep the pipe
            // drained so neither side blocks.
            for (int i = 0; i < 100; i++) {
                g.write("play b e5");
                g.write("undo");
            }
            g.flush();
            for (int i = 0; i < 200; i++) {
                assertTrue(g.read(30_000).success());
            }
            assertEquals("", g.sendOk("list_stones black", 10_000));
            g.sendOk("play b c3", 10_000);
            GtpClient.Reply illegal = g.send("play w c3", 10_000);
            assertFalse(illegal.success());
            assertEquals("illegal move", illegal.text());
            String board = g.sendOk("showboard", 10_000);
            assertTrue(board.split("\n").length >= 9, board);
        }
    }
}
