package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Engine command lines are split as a POSIX shell splits them (checked against sh below). */
class CommandLineTest {
    @Test
    void blanksSeparateWords() {
        assertEquals(List.of("gnugo", "--mode", "gtp", "--level", "0"),
                CommandLine.split("  gnugo --mode   gtp\t--level 0 \n"));
        assertEquals(List.of(), CommandLine.split("   "));
        assertEquals(List.of(), CommandLine.split(""));
    }

    @Test
    void singleQuotesKeepEverythingEvenBackslashes() {
        assertEquals(List.of("java", "-jar", "my dir/k.jar"), CommandLine.split("java -jar 'my dir/k.jar'"));
        assertEquals(List.of("a\\b \"c\""), CommandLine.split("'a\\b \"c\"'"));
        assertEquals(List.of("ab"), CommandLine.split("a'b'"));
        assertEquals(List.of("x", ""), CommandLine.split("x ''"));
    }

    @Test
    void doubleQuotesEscapeOnlyDollarBackquoteQuoteAndBackslash() {
        assertEquals(List.of("java", "-jar", "my dir/kosumi.jar", "--seed", "1"),
                CommandLine.split(" java -jar \"my dir/kosumi.jar\"  --seed 1 "));
        assertEquals(List.of("a\"b", "c\\d", "$x`y", "e\\nf", "it's"),
                CommandLine.split("\"a\\\"b\" \"c\\\\d\" \"\\$x\\`y\" \"e\\nf\" \"it's\""));
        assertEquals(List.of("ab"), CommandLine.split("\"a\\\nb\""), "backslash-newline is removed");
    }

    @Test
    void backslashOutsideQuotesKeepsTheNextCharacter() {
        assertEquals(List.of("x y", "it's", "a\"b", "c\\d", "ef"),
                CommandLine.split("x\\ y it\\'s a\\\"b c\\\\d e\\\nf"));
    }

    @Test
    void nothingElseIsInterpreted() {
        assertEquals(List.of("pachi", "-t", "={playouts}", "$HOME", "*.sgf", "2>/dev/null", "#", "~"),
                CommandLine.split("pachi -t ={playouts} $HOME *.sgf 2>/dev/null # ~"));
    }

    @Test
    void unterminatedQuotesAndATrailingBackslashAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> CommandLine.split("a 'b"));
        assertThrows(IllegalArgumentException.class, () -> CommandLine.split("a \"b"));
        assertThrows(IllegalArgumentException.class, () -> CommandLine.split("a \"b\\\""));
        assertThrows(IllegalArgumentException.class, () -> CommandLine.split("a\\"));
    }

    @Test
    void quotedWordsComeBackWhole() {
        for (String w : new String[] {"plain", "with space", "it's", "a\"b\\c", "", "$x `y`", "'"}) {
            assertEquals(List.of(w), CommandLine.split(CommandLine.quote(w)), w);
            assertEquals(List.of("java", w, "x"),
                    CommandLine.split("java " + CommandLine.quote(w) + " x"), w);
        }
    }

    @Test
    void agreesWithTheSystemShell() throws Exception {
        // The same strings through /bin/sh, which prints each word on its own line.
        String[] lines = {"a 'b c' \"d\\\"e\" f\\ g", "\"x\\$y\" 'z\\w' \"q\\r\"", "m''n \"\" o\"p\"q"};
        for (String line : lines) {
            Process p = new ProcessBuilder("sh", "-c", "for w in " + line + "; do printf '[%s]' \"$w\"; done")
                    .redirectErrorStream(true).start();
            String shell = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            p.waitFor();
            StringBuilder ours = new StringBuilder();
            for (String w : CommandLine.split(line)) {
                ours.append('[').append(w).append(']');
            }
            assertEquals(shell, ours.toString(), line);
        }
    }
}
