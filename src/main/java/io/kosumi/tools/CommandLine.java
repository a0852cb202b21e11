package io.kosumi.tools;

import java.util.ArrayList;
import java.util.List;

/**
 * Engine command lines ({@code --engine "gnugo --mode gtp"}) split into words, and words quoted
 * back into a command line, by the quoting rules of a POSIX shell: what a user types in a
 * terminal means the same here.
 *
 * <ul>
 *   <li>Blanks (space, tab, line breaks) outside quotes separate words; a run of them counts
 *       once, and blanks at either end are ignored.
 *   <li>Single quotes keep everything up to the next single quote as it is; nothing is special
 *       inside them, not even a backslash.
 *   <li>Double quotes keep everything up to the next unescaped double quote, except that a
 *       backslash before {@code $ ` " \} stands for that character, a backslash before a line
 *       break removes both, and any other backslash is kept.
 *   <li>Outside quotes a backslash keeps the next character as it is (a blank, a quote, a
 *       backslash), and a backslash before a line break removes both.
 *   <li>Quoted parts and unquoted parts next to each other make one word; {@code ''} is an
 *       empty word.
 * </ul>
 *
 * Nothing else is interpreted: no variables, globbing, tilde, comments, pipes or redirection;
 * such characters reach the engine as they are. An unterminated quote or a trailing backslash
 * is an error (a shell would wait for more input).
 */
public final class CommandLine {
    private CommandLine() {}

    /**
     * The words of {@code line}.
     *
     * @throws IllegalArgumentException on an unterminated quote or a trailing backslash
     */
    public static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean inWord = false;
        int n = line.length();
        int i = 0;
        while (i < n) {
            char c = line.charAt(i);
            if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unterminated single quote in: " + line);
                }
                cur.append(line, i + 1, end);
                inWord = true;
                i = end + 1;
            } else if (c == '"') {
                i = doubleQuoted(line, i + 1, cur);
                inWord = true;
            } else if (c == '\\') {
                if (i + 1 >= n) {
                    throw new IllegalArgumentException("trailing backslash in: " + line);
                }
                char next = line.charAt(i + 1);
                if (next != '\n') {
                    cur.append(next);
                    inWord = true;
                }
                i += 2;
            } else if (isBlank(c)) {
                if (inWord) {
                    words.add(cur.toString());
                    cur.setLength(0);
                    inWord = false;
                }
                i++;
            } else {
                cur.append(c);
                inWord = true;
                i++;
            }
        }
        if (inWord) {
            words.add(cur.toString());
        }
        return words;
    }

    /** Reads a double-quoted part from {@code start} (after the quote); returns the index after its closing quote. */
    private static int doubleQuoted(String line, int start, StringBuilder cur) {
        int n = line.length();
        int i = start;
        while (i < n) {
            char d = line.charAt(i);
            if (d == '"') {
                return i + 1;
            }
            if (d == '\\' && i + 1 < n) {
                char next = line.charAt(i + 1);
                if (next == '$' || next == '`' || next == '"' || next == '\\') {
                    cur.append(next);
                    i += 2;
                    continue;
                }
                if (next == '\n') {
                    i += 2;
                    continue;
                }
            }
            cur.append(d);
            i++;
        }
        throw new IllegalArgumentException("unterminated double quote in: " + line);
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    /**
     * {@code word} in single quotes (a single quote inside written as {@code '\''}), so that
     * {@link #split} gives it back as one word whatever it holds.
     */
    public static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
