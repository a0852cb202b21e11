package io.kosumi.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.engine.MoveGenerator;
import io.kosumi.engine.SearchRequest;
import io.kosumi.game.Game;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The protocol loop end to end, through pipes, against the real command set. */
class GtpServerTest {
    /** Runs the loop over the whole of {@code input} (ASCII) and returns everything it wrote. */
    private static String serveAll(GtpRegistry registry, String input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new GtpServer(registry, new ByteArrayInputStream(input.getBytes(StandardCharsets.US_ASCII)), out).run();
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void echoesIdsOnSuccessAndError() throws Exception {
        try (GtpSession s = new GtpSession()) {
            assertEquals("=1 2", s.command("1 protocol_version"));
            assertEquals("= Kosumi", s.command("name"));
            assertEquals("?17 unknown command", s.command("17 frobnicate"));
            assertEquals("? syntax error", s.command("boardsize"));
            assertEquals("?3 unacceptable size", s.command("3 boardsize 30"));
            assertEquals("=007 Kosumi", s.command("007 name"));
        }
    }

    @Test
    void everyReplyEndsWithOneBlankLine() throws Exception {
        String text = serveAll(GtpCommands.createRegistry(
                new io.kosumi.engine.Engine(new io.kosumi.engine.EngineSettings(), new io.kosumi.engine.RandomMoveGenerator(1)),
                Path.of("")), "name\n1 boardsize x\nshowboard\nquit\n");
        String[] replies = text.split("\n\n", -1);
        assertEquals(5, replies.length, text); // four replies and the empty rest
        assertEquals("= Kosumi", replies[0]);
        assertEquals("?1 syntax error", replies[1]);
        assertTrue(replies[2].startsWith("= \n   A B C"), replies[2]);
        assertEquals("= ", replies[3]);
        assertEquals("", replies[4]);
        assertFalse(text.contains("\n\n\n"));
    }

    @Test
    void skipsBlankLinesAndCommentsAndAcceptsCrLf() throws Exception {
        try (GtpSession s = new GtpSession()) {
            s.write("\n   \n# a comment\n\t\n\r\n5 name\r\n".getBytes(StandardCharsets.US_ASCII));
            assertEquals("=5 Kosumi", s.readReply());
            s.write("6\tknown_command\tplay # trailing\r\n".getBytes(StandardCharsets.US_ASCII));
            assertEquals("=6 true", s.readReply());
            s.write("na\u0000me\n".getBytes(StandardCharsets.US_ASCII));
            assertEquals("= Kosumi", s.readReply());
        }
    }

    @Test
    void pipelinedCommandsAreAnsweredInOrder() throws Exception {
        try (GtpSession s = new GtpSession()) {
            s.write("1 name\n2 version\n3 protocol_version\n4 boardsize 9\n5 play b e5\n6 list_stones b\n"
                    .getBytes(StandardCharsets.US_ASCII));
            assertEquals("=1 Kosumi", s.readReply());
            assertTrue(s.readReply().startsWith("=2 "));
            assertEquals("=3 2", s.readReply());
            assertEquals("=4 ", s.readReply());
            assertEquals("=5 ", s.readReply());
            assertEquals("=6 E5", s.readReply());
        }
    }

    @Test
    void quitAnswersThenEndsTheLoop() throws Exception {
        try (GtpSession s = new GtpSession()) {
            s.write("9 quit\nname\n".getBytes(StandardCharsets.US_ASCII));
            assertEquals("=9 ", s.readReply());
            assertNull(s.readReply(), "nothing is answered after quit");
            assertTrue(s.waitForEnd(5000));
        }
    }

    @Test
    void endOfInputEndsTheLoop() throws Exception {
        try (GtpSession s = new GtpSession()) {
            s.sendLine("name");
            assertEquals("= Kosumi", s.readReply());
            s.closeInput();
            assertTrue(s.waitForEnd(5000));
        }
    }

    @Test
    void anOverlongLineIsRejectedAndTheNextOneWorks() throws Exception {
        try (GtpSession s = new GtpSession()) {
            byte[] huge = new byte[GtpInput.MAX_LINE_BYTES + 1000];
            java.util.Arrays.fill(huge, (byte) 'a');
            huge[0] = '4';
            huge[1] = ' ';
            s.write(huge);
            s.write("\n".getBytes(StandardCharsets.US_ASCII));
            assertEquals("?4 line too long", s.readReply());
            assertEquals("= 2", s.command("protocol_version"));
        }
    }

    @Test
    void invalidUtf8IsJustAnUnknownCommand() throws Exception {
        try (GtpSession s = new GtpSession()) {
            s.write(new byte[] {'1', ' ', (byte) 0xC3, (byte) 0x28, (byte) 0xFF, '\n'});
            assertEquals("?1 unknown command", s.readReply());
            s.write(new byte[] {'p', 'l', 'a', 'y', ' ', 'b', ' ', (byte) 0xE2, (byte) 0x82, '\n'});
            assertEquals("? invalid coordinate", s.readReply());
        }
    }

    /** A generator that blocks until stopped, to test GoGui's "# interrupt". */
    private static final class BlockingGenerator implements MoveGenerator {
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch stopped = new CountDownLatch(1);
        /**
         * Counted down each time the engine hears of a new input line (it stops pondering
         * then): the genmove line, then the one sent while it runs.
         */
        final CountDownLatch twoLinesArrived = new CountDownLatch(2);

        @Override
        public int generateMove(Game game, int color, SearchRequest request) {
            started.countDown();
            try {
                if (!stopped.await(30, TimeUnit.SECONDS)) {
                    return Board.PASS;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return game.board().point(3, 3);
        }

        @Override
        public void stop() {
            stopped.countDown();
        }

        @Override
        public void requestPonderStop() {
            twoLinesArrived.countDown();
        }
    }

    @Test
    void interruptLineStopsARunningGenmove() throws Exception {
        BlockingGenerator gen = new BlockingGenerator();
        try (GtpSession s = new GtpSession(gen, Path.of(""))) {
            s.sendLine("3 genmove b");
            assertTrue(gen.started.await(10, TimeUnit.SECONDS));
            s.sendLine("# interrupt");
            assertEquals("=3 D4", s.readReply());
            assertEquals("= 2", s.command("protocol_version"));
        }
    }

    @Test
    void aPipelinedCommandDoesNotStopGenmove() throws Exception {
        // Only "# interrupt" stops a search; a queued command waits its turn.
        BlockingGenerator gen = new BlockingGenerator();
        try (GtpSession s = new GtpSession(gen, Path.of(""))) {
            s.sendLine("genmove b");
            assertTrue(gen.started.await(10, TimeUnit.SECONDS));
            s.sendLine("name");
            // Not a sleep: wait until the reader has queued the line and told the engine, which
            // is where a stop on input would come from.
            assertTrue(gen.twoLinesArrived.await(30, TimeUnit.SECONDS), "the engine never heard of the line");
            assertEquals(1, gen.stopped.getCount(), "the search must still be running");
            gen.stop();
            assertEquals("= D4", s.readReply());
            assertEquals("= Kosumi", s.readReply());
        }
    }

    @Test
    void streamingRepliesAndInputPending() throws Exception {
        // The hooks a streaming command (analysis, issue 5) uses: write lines as they come,
        // stop when the next line arrives.
        GtpRegistry registry = new GtpRegistry();
        registry.register("count", (c, x) -> {
            int n = 0;
            while (!x.awaitInput(20)) {
                x.streamLine("tick " + n++);
                if (n > 5000) {
                    return "gave up";
                }
            }
            return "";
        });
        registry.register("name", (c, x) -> "test");
        registry.register("broken", (c, x) -> "a\n\nb\n\n\n");
        java.io.PipedOutputStream toServer = new java.io.PipedOutputStream();
        java.io.PipedInputStream serverIn = new java.io.PipedInputStream(toServer, 4096);
        java.io.PipedInputStream clientIn = new java.io.PipedInputStream(1 << 16);
        java.io.PipedOutputStream serverOut = new java.io.PipedOutputStream(clientIn);
        Thread t = new Thread(() -> new GtpServer(registry, serverIn, serverOut).run());
        t.setDaemon(true);
        t.start();
        java.io.BufferedReader r = new java.io.BufferedReader(new java.io.InputStreamReader(clientIn, StandardCharsets.UTF_8));
        toServer.write("5 count\n".getBytes(StandardCharsets.US_ASCII));
        toServer.flush();
        assertEquals("=5 ", r.readLine());
        assertEquals("tick 0", r.readLine());
        assertEquals("tick 1", r.readLine());
        toServer.write("name\nbroken\n".getBytes(StandardCharsets.US_ASCII));
        toServer.flush();
        String line;
        while ((line = r.readLine()) != null && line.startsWith("tick ")) {
            // ticks until the server notices the pending line
        }
        assertEquals("", line, "the streamed reply ends with one blank line");
        assertEquals("= test", r.readLine());
        assertEquals("", r.readLine());
        // Empty lines inside a reply would end it early; they are written as a space.
        assertEquals("= a", r.readLine());
        assertEquals(" ", r.readLine());
        assertEquals("b", r.readLine());
        assertEquals("", r.readLine());
        toServer.close();
    }

    @Test
    void aBugInAHandlerIsAnErrorReplyNotACrash() throws Exception {
        GtpRegistry registry = new GtpRegistry();
        registry.register("boom", (c, x) -> {
            throw new IllegalStateException("bug");
        });
        registry.register("name", (c, x) -> "still here");
        String text = serveAll(registry, "2 boom\nname\n");
        assertTrue(text.startsWith("?2 internal error: java.lang.IllegalStateException: bug\n\n"), text);
        assertTrue(text.endsWith("= still here\n\n"), text);
    }
}
