package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

  @Test
  void connectsToAnEngineOverStreams() throws Exception {
    // An engine on a thread of this JVM: echoes each command's id and text, stops at quit or
    // at the end of its input.
    PipedOutputStream toEngine = new PipedOutputStream();
    PipedInputStream engineIn = new PipedInputStream(toEngine);
    PipedInputStream fromEngine = new PipedInputStream();
    PipedOutputStream engineOut = new PipedOutputStream(fromEngine);
    Thread engine = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(engineIn, StandardCharsets.UTF_8));
          PrintStream out = new PrintStream(engineOut, true, StandardCharsets.UTF_8)) {
        String line;
        while ((line = in.readLine()) != null) {
          String[] w = line.split(" ", 2);
          out.print("=" + w[0] + " " + (w.length > 1 ? w[1] : "") + "\n\n");
          if (line.endsWith("quit")) {
            return;
          }
        }
      } catch (IOException e) {
        // The client went away.
      }
    });
    engine.setDaemon(true);
    engine.start();
    GtpClient c = GtpClient.connect("echo", fromEngine, toEngine);
    assertEquals(-1, c.pid());
    assertEquals(-1, c.cpuNanos());
    assertTrue(c.isAlive());
    GtpClient.Reply r = c.send("7 hello there", 10_000);
    assertEquals("hello there", r.text());
    assertEquals("=7 hello there", r.raw());
    c.close(); // sends quit: the engine answers it and ends its output
    engine.join(10_000);
    assertFalse(engine.isAlive());
    assertFalse(c.isAlive());
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
