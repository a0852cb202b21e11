package io.kosumi.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.engine.RandomMoveGenerator;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The command sequences Sabaki and gogui-twogtp really send, replayed against the loop. */
class GuiSequencesTest {
    private static final Pattern MOVE_19 = Pattern.compile("= ([A-HJ-T]([1-9]|1[0-9])|pass|resign)");

    @Test
    void sabakiAttachSyncAndReplay() throws Exception {
        try (GtpSession s = new GtpSession()) {
            // Attach: Sabaki writes its four queries at once, then reads the replies.
            s.write("name\nversion\nprotocol_version\nlist_commands\n".getBytes(StandardCharsets.US_ASCII));
            assertEquals("= Kosumi", s.readReply());
            assertTrue(s.readReply().matches("= [0-9]+\\.[0-9]+\\.[0-9]+.*"));
            assertEquals("= 2", s.readReply());
            String commands = s.readReply();
            assertTrue(commands.startsWith("= "));
            for (String needed : new String[] {"undo", "genmove", "play", "komi", "boardsize", "clear_board"}) {
                assertTrue(commands.contains("\n" + needed + "\n") || commands.endsWith("\n" + needed),
                        "list_commands lacks " + needed);
            }
            // New game: komi comes before boardsize, and must survive it.
            assertEquals("= ", s.command("komi 6.5"));
            assertEquals("= ", s.command("boardsize 19"));
            assertEquals("= ", s.command("clear_board"));
            assertEquals("= W+6.5", s.command("final_score"));
            // Moves, a pass as "play B pass", then the engine's move.
            assertEquals("= ", s.command("play B D4"));
            assertEquals("= ", s.command("play W Q16"));
            assertEquals("= ", s.command("play B pass"));
            String reply = s.command("genmove W");
            assertTrue(MOVE_19.matcher(reply).matches(), reply);
            // The user steps back over the engine's move and the pass and plays elsewhere:
            // undo + play.
            assertEquals("= ", s.command("undo"));
            assertEquals("= ", s.command("undo"));
            assertEquals("= ", s.command("play B C3"));
            assertEquals("= D4 C3", s.command("list_stones B"));
            assertEquals("= Q16", s.command("list_stones W"));
            assertEquals(3, s.engine().game().moveCount());
            // Jumping to another game position: clear_board and replay, pipelined.
            s.write("clear_board\nplay B Q4\nplay W D16\nplay B pass\nplay W pass\n".getBytes(StandardCharsets.US_ASCII));
            for (int i = 0; i < 5; i++) {
                assertEquals("= ", s.readReply());
            }
            assertEquals("= Q4", s.command("list_stones B"));
            assertEquals("= D16", s.command("list_stones W"));
            assertEquals(4, s.engine().game().moveCount());
            assertEquals(2, s.engine().game().consecutivePasses());
            assertEquals("= W+6.5", s.command("final_score"));
        }
    }

    @Test
    void gogui_twogtp_gameBetweenTwoEngines() throws Exception {
        try (GtpSession black = new GtpSession(new RandomMoveGenerator(11), Path.of(""));
                GtpSession white = new GtpSession(new RandomMoveGenerator(12), Path.of(""))) {
            for (GtpSession s : new GtpSession[] {black, white}) {
                // Start-up queries, then the game set-up.
                assertEquals("= 2", s.command("protocol_version"));
                assertEquals("= Kosumi", s.command("name"));
                assertTrue(s.command("version").startsWith("= "));
                assertEquals("= true", s.command("known_command final_score"));
                assertEquals("= ", s.command("boardsize 9"));
                assertEquals("= ", s.command("clear_board"));
                assertEquals("= ", s.command("komi 7.5"));
            }
            int passes = 0;
            int moves = 0;
            String toMove = "b";
            boolean resigned = false;
            while (passes < 2 && moves < 1000) {
                GtpSession mover = toMove.equals("b") ? black : white;
                GtpSession other = toMove.equals("b") ? white : black;
                String reply = mover.command("genmove " + toMove);
                assertTrue(reply.matches("= ([A-HJ][1-9]|pass|resign)"), reply);
                String move = reply.substring(2);
                if (move.equals("resign")) {
                    resigned = true;
                    break;
                }
                // The opponent accepts every generated move: it is legal in its own game too.
                assertEquals("= ", other.command("play " + toMove + " " + move), "move " + moves + " " + move);
                passes = move.equals("pass") ? passes + 1 : 0;
                toMove = toMove.equals("b") ? "w" : "b";
                moves++;
            }
            assertTrue(passes == 2 || resigned, "the game must end: " + moves + " moves");
            assertEquals(black.engine().board().hash(), white.engine().board().hash());
            String scoreB = black.command("final_score");
            String scoreW = white.command("final_score");
            assertTrue(scoreB.matches("= ([BW]\\+[0-9]+(\\.[0-9]+)?|0)"), scoreB);
            assertEquals(scoreB, scoreW);
            assertEquals("= ", black.command("quit"));
            assertEquals("= ", white.command("quit"));
            assertTrue(black.waitForEnd(5000));
            assertTrue(white.waitForEnd(5000));
        }
    }
}
