package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.testutil.GnuGo;
import java.io.IOException;
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
      assertEquals(new GtpClient.Reply(true, "hello"), c.read(10_000));
      assertEquals(new GtpClient.Reply(false, "oops"), c.read(10_000));
      assertEquals(new GtpClient.Reply(true, "a\nb"), c.read(10_000));
      assertEquals(0, c.pending());
      // The script exits after its fourth read: the client reports end of output, not a hang.
      assertThrows(GtpClient.GtpEof.class, () -> c.send("x", 10_000));
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
