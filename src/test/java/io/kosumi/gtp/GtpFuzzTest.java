package io.kosumi.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.kosumi.board.Board;
import io.kosumi.engine.RandomMoveGenerator;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded fuzzing of the whole GTP path (input thread, preprocessing, parsing, every command)
 * with random and mutated lines: random bytes, huge lines, NUL bytes, invalid UTF-8, wrong
 * argument counts, out-of-range numbers, bad board sizes, illegal and off-board moves, undo
 * past the start, loadsgf of missing and broken files.
 *
 * <p>After every line a sentinel command with a known id follows, answering the engine's
 * whole state ({@link io.kosumi.engine.Engine#fingerprint()}), so the test knows which
 * replies belong to the line (none for a blank or comment line, else one) and what the line
 * did to the state.
 * Checked for every line: each reply is well-formed ({@code =} or {@code ?}, digits-only id,
 * a space, no empty line inside, which the sentinel would expose as an extra reply), no reply
 * is an internal error (an exception escaping a handler), and an error reply leaves the
 * engine's whole state unchanged ({@link io.kosumi.engine.Engine#fingerprint()}).
 */
@Tag("slow")
class GtpFuzzTest {
    private static final int LINES = 100_000;
    private static final int BATCH = 20;
    private static final String SENTINEL_ID = "987654321";
    private static final Pattern REPLY = Pattern.compile("[=?][0-9]* (.|\n)*");

    @TempDir
    Path dir;

    private SplittableRandom rnd;
    private int boardSize = 19;
    private final List<String> commandNames = new ArrayList<>();

    @Test
    void randomAndMutatedLinesNeverBreakTheEngine() throws Exception {
        Files.writeString(dir.resolve("good.sgf"), "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[gg])");
        Files.writeString(dir.resolve("broken.sgf"), "(;GM[1]FF[4]SZ[9];B[ee];W[ee])");
        Files.writeString(dir.resolve("truncated.sgf"), "(;GM[1]FF[4]SZ[9];B[e");
        Files.write(dir.resolve("binary.sgf"), new byte[] {0, 1, 2, (byte) 0xFF, '(', ';', 'B', '['});
        rnd = new SplittableRandom(20261129L);
        int errors = 0;
        int successes = 0;
        int silent = 0;
        try (GtpSession s = new GtpSession(new RandomMoveGenerator(5), dir)) {
            for (String name : s.command("list_commands").substring(2).split("\n")) {
                if (!name.equals("quit") && !name.equals(GtpSession.FINGERPRINT)) {
                    commandNames.add(name);
                }
            }
            assertTrue(commandNames.size() > 30, commandNames.toString());
            String sentinel = SENTINEL_ID + " " + GtpSession.FINGERPRINT + "\n";
            String state = s.command(GtpSession.FINGERPRINT).substring(2);
            for (int done = 0; done < LINES; done += BATCH) {
                // Lines go out in batches (fewer thread hand-offs); after each line the
                // sentinel reports the engine state, which is the "before" of the next line.
                boardSize = Integer.parseInt(state.substring(0, state.indexOf('|')));
                byte[][] lines = new byte[BATCH][];
                ByteArrayOutputStream buf = new ByteArrayOutputStream();
                for (int k = 0; k < BATCH; k++) {
                    lines[k] = nextLine();
                    buf.write(lines[k]);
                    buf.write('\n');
                    buf.write(sentinel.getBytes(StandardCharsets.US_ASCII));
                }
                s.write(buf.toByteArray());
                for (int k = 0; k < BATCH; k++) {
                    byte[] line = lines[k];
                    List<String> replies = new ArrayList<>();
                    String after;
                    while (true) {
                        String r = s.readReply();
                        assertNotNull(r, "engine stopped answering after " + show(line));
                        if (r.startsWith("=" + SENTINEL_ID + " ")) {
                            after = r.substring(SENTINEL_ID.length() + 2);
                            break;
                        }
                        replies.add(r);
                    }
                    String before = state;
                    state = after;
                    if (replies.size() > 1) {
                        fail("got " + replies.size() + " replies to " + show(line) + ": " + replies);
                    }
                    if (replies.isEmpty()) {
                        silent++;
                        assertEquals(before, after, "a line without reply changed the state: " + show(line));
                        continue;
                    }
                    String r = replies.get(0);
                    if (!REPLY.matcher(r).matches()) {
                        fail("malformed reply to " + show(line) + ": " + r);
                    }
                    assertFalse(r.contains("internal error"), "exception escaped for " + show(line) + ": " + r);
                    if (r.startsWith("?")) {
                        errors++;
                        if (!before.equals(after)) {
                            fail("rejected command changed the state: " + show(line) + " -> " + r
                                    + "\nbefore " + before + "\nafter  " + after);
                        }
                    } else {
                        successes++;
                    }
                }
            }
            assertEquals("=5 2", s.command("5 protocol_version"));
            assertEquals("= Kosumi", s.command("name"));
            assertEquals(state, s.engine().fingerprint());
        }
        // The mix must really exercise both paths.
        assertTrue(errors > LINES / 5, "errors " + errors);
        assertTrue(successes > LINES / 10, "successes " + successes);
        assertTrue(silent > 100, "silent " + silent);
    }

    private static String show(byte[] line) {
        String s = new String(line, 0, Math.min(line.length, 200), StandardCharsets.UTF_8);
        return "'" + s.replace("\u0000", "\\0") + "'" + (line.length > 200 ? "... (" + line.length + " bytes)" : "");
    }

    // ---- generation ------------------------------------------------------------------------

    private byte[] nextLine() {
        return sanitizeForFileSafety(generateLine());
    }

    private byte[] generateLine() {
        int kind = rnd.nextInt(1000);
        String text;
        if (kind < 3) {
            return hugeLine();
        } else if (kind < 100) {
            return randomBytes(rnd.nextInt(120));
        } else if (kind < 250) {
            return mutate(templateLine());
        } else if (kind < 450) {
            text = playLine();
        } else if (kind < 480) {
            text = special();
        } else {
            text = templateLine();
        }
        if (rnd.nextInt(4) == 0) {
            text = randomId() + " " + text;
        }
        return toBytes(text);
    }

    private static byte[] toBytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private String randomId() {
        switch (rnd.nextInt(4)) {
            case 0:
                return Integer.toString(rnd.nextInt(10));
            case 1:
                return Integer.toString(rnd.nextInt(Integer.MAX_VALUE));
            case 2:
                return "00" + rnd.nextInt(1000);
            default:
                return "123456789012345678901234567890";
        }
    }

    private String templateLine() {
        String name = commandNames.get(rnd.nextInt(commandNames.size()));
        int n = rnd.nextInt(5);
        StringBuilder sb = new StringBuilder(name);
        for (int k = 0; k < n; k++) {
            sb.append(rnd.nextInt(8) == 0 ? "\t" : " ").append(randomArg());
        }
        return sb.toString();
    }

    private String randomArg() {
        switch (rnd.nextInt(7)) {
            case 0:
                return pick("b", "w", "B", "WHITE", "black", "x", "empty", "bw", "");
            case 1:
            case 2:
                return randomVertex();
            case 3:
                return pick("-1", "0", "1", "2", "3", "5", "7", "9", "10", "13", "19", "25", "26", "100", "-2147483648",
                        "2147483648", "99999999999999999999", "3.5", "-0.5", "1e400", "nan", "Infinity", "0x10", "+4",
                        Integer.toString(rnd.nextInt(2000) - 1000));
            case 4:
                return pick("alive", "dead", "seki", "none", "absolute", "byoyomi", "canadian", "chinese", "japanese",
                        "tromp-taylor", "play", "name", "genmove");
            case 5:
                return pick("good.sgf", "broken.sgf", "truncated.sgf", "binary.sgf", "missing.sgf", ".", "..",
                        "sub/dir/none.sgf", "good.sgf 2", "good.sgf 0", "good.sgf -3", "good.sgf 99");
            default:
                return randomWord();
        }
    }

    private String randomVertex() {
        if (rnd.nextInt(10) == 0) {
            return pick("pass", "PASS", "resign", "Z99", "T20", "A0", "I5", "a26", "Z25", "zz", "1A", "A", "",
                    "A-1", "Ａ1");
        }
        int n = rnd.nextInt(10) == 0 ? Board.MAX_SIZE : boardSize;
        String letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
        char c = letters.charAt(rnd.nextInt(n));
        String v = c + Integer.toString(1 + rnd.nextInt(n));
        return rnd.nextBoolean() ? v : v.toLowerCase();
    }

    private String playLine() {
        String color = rnd.nextBoolean() ? "b" : "w";
        int r = rnd.nextInt(20);
        if (r == 0) {
            return "genmove " + color;
        }
        if (r == 1) {
            return "undo";
        }
        if (r == 2) {
            return "play " + color + " pass";
        }
        return "play " + color + " " + randomVertex();
    }

    private String special() {
        switch (rnd.nextInt(14)) {
            case 0:
                return "boardsize " + pick("0", "1", "26", "-1", "2", "3", "5", "7", "9", "13", "19", "25");
            case 1:
                return "undo";
            case 2:
                return "loadsgf " + pick("missing.sgf", "broken.sgf", "truncated.sgf", "binary.sgf", "good.sgf",
                        "good.sgf 3", ".", "/nonexistent/dir/x.sgf");
            case 3:
                return "clear_board";
            case 4:
                return "# interrupt";
            case 5:
                return "fixed_handicap " + rnd.nextInt(12);
            case 6:
                return "place_free_handicap " + (rnd.nextInt(30) - 2);
            case 7:
                return "set_free_handicap " + randomVertex() + " " + randomVertex() + " " + randomVertex();
            case 8:
                return "gogui-play_sequence b " + randomVertex() + " w " + randomVertex() + " b " + randomVertex();
            case 9:
                return "gogui-setup b " + randomVertex() + " w " + randomVertex();
            case 10:
                return "kosumi-error_text " + playLine();
            case 11:
                return "komi " + pick("6.5", "-3", "0", "1e300", "abc", "7.5.5");
            case 12:
                return "printsgf";
            default:
                return "final_score";
        }
    }

    private String randomWord() {
        int n = 1 + rnd.nextInt(10);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append((char) (33 + rnd.nextInt(94)));
        }
        return sb.toString();
    }

    private String pick(String... options) {
        return options[rnd.nextInt(options.length)];
    }

    private byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            byte x = (byte) rnd.nextInt(256);
            b[i] = x == '\n' ? 0 : x;
        }
        return b;
    }

    private byte[] mutate(String text) {
        byte[] b = toBytes(text);
        int mutations = 1 + rnd.nextInt(3);
        for (int m = 0; m < mutations; m++) {
            int pos = b.length == 0 ? 0 : rnd.nextInt(b.length + 1);
            byte[] insert;
            switch (rnd.nextInt(6)) {
                case 0:
                    insert = new byte[] {0};
                    break;
                case 1:
                    insert = new byte[] {(byte) 0xC3, 0x28};
                    break;
                case 2:
                    insert = new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80, (byte) 0xFF};
                    break;
                case 3:
                    insert = new byte[] {(byte) pick("\t", "\r", "#", " ", "\u0007").charAt(0)};
                    break;
                case 4:
                    insert = randomBytes(1 + rnd.nextInt(4));
                    break;
                default:
                    // delete a byte
                    if (b.length > 0) {
                        int p = rnd.nextInt(b.length);
                        byte[] shorter = new byte[b.length - 1];
                        System.arraycopy(b, 0, shorter, 0, p);
                        System.arraycopy(b, p + 1, shorter, p, b.length - p - 1);
                        b = shorter;
                    }
                    continue;
            }
            byte[] longer = new byte[b.length + insert.length];
            System.arraycopy(b, 0, longer, 0, pos);
            System.arraycopy(insert, 0, longer, pos, insert.length);
            System.arraycopy(b, pos, longer, pos + insert.length, b.length - pos);
            b = longer;
        }
        return b;
    }

    /**
     * Keeps the fuzzing inside the test: {@code printsgf FILE} could write anywhere (a random
     * word may start with '/'), so every line that mentions printsgf becomes a plain
     * {@code printsgf}; {@code quit} would end the session. And a line stays one line.
     */
    private static byte[] sanitizeForFileSafety(byte[] b) {
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '\n') {
                b[i] = ' ';
            }
        }
        String s = new String(b, StandardCharsets.ISO_8859_1);
        if (s.contains("printsgf") || s.contains("quit")) {
            return "printsgf".getBytes(StandardCharsets.US_ASCII);
        }
        return b;
    }

    private byte[] hugeLine() {
        int n = 100_000 + rnd.nextInt(2_000_000);
        byte[] b = new byte[n];
        byte[] unit = toBytes(rnd.nextBoolean() ? "play b d4 " : "x\u0000\t");
        for (int i = 0; i < n; i++) {
            b[i] = unit[i % unit.length];
        }
        return b;
    }
}
