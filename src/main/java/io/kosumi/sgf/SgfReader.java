package io.kosumi.sgf;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Reads SGF (FF[1] to FF[4]) from bytes into trees of {@link SgfNode}.
 *
 * <p>Why bytes and not a String: the file's character set is only known once its
 * {@code CA} property has been read, and real files often lie about it (a GB18030 file
 * saying {@code CA[UTF-8]}) or mix encodings. The structure of SGF ({@code ( ; [ ] \ )})
 * is plain ASCII, so the file is parsed byte by byte and only property values are turned
 * into text, each on its own:
 * <ol>
 * <li>the charset named by the first {@code CA[]} of the file, when Java knows it;</li>
 * <li>otherwise, or when the bytes are not valid in it: UTF-8, then GB18030 (the usual
 *     encoding of files from Chinese servers, which often have no {@code CA});</li>
 * <li>when no charset decodes the value cleanly: the declared charset (else UTF-8) with
 *     U+FFFD for the bad bytes. Reading never fails because of the text encoding.</li>
 * </ol>
 * When {@code CA} names a double-byte charset whose second bytes can look like ASCII
 * (GBK/GB2312/GB18030, Big5, Shift_JIS), a lead byte inside a value takes the next byte
 * with it, so a character ending in the byte of {@code ]} or {@code \} does not end the
 * value.
 *
 * <p>Syntax accepted: text before the first {@code (} is ignored (mail headers, a byte
 * order mark); white space may stand between every token, including between the values
 * of one property ({@code AB[dd]\n[pd]}); property names may carry the lower-case letters
 * of FF[3] ({@code AddBlack}, {@code PlayerBlack}): the name is its upper-case letters; a
 * name without any upper-case letter is kept as it is (an unknown property). A collection
 * may hold several game trees; only those up to the one asked for are parsed, and text
 * after the last game tree is ignored. Nodes after a closed variation, e.g.
 * {@code (;a(;b);c)}, are invalid in FF[4] but were written by FF[3] editors: they are
 * read as one more variation ({@code c} becomes a second child of {@code a}), which keeps
 * the main line unchanged. Anything else is an {@link SgfException} whose
 * message starts with the line and column where the file broke and says what was
 * expected there.
 */
public final class SgfReader {
    private static final int EOF = -1;
    private static final String ASCII_PROBE = "(;AB[aa]C[x\\]])";

    private final byte[] in;
    private int pos;
    /** Current line (1-based) and the index in {@code in} where it starts. */
    private int line = 1;
    private int lineStart;
    private final Charset declared;
    /** isLead[b]: byte b starts a two-byte character of the declared charset. */
    private final boolean[] isLead;
    /** Decoders kept per reader: creating them is the expensive part of decoding. */
    private final List<CharsetDecoder> strictDecoders = new ArrayList<>(3);
    private byte[] value = new byte[128];
    private int valueLength;

    private SgfReader(byte[] in) {
        this.in = in;
        this.declared = declaredCharset(in);
        this.isLead = leadBytes(declared);
        if (declared != null) {
            strictDecoders.add(strict(declared));
        }
        if (declared == null || !declared.equals(StandardCharsets.UTF_8)) {
            strictDecoders.add(strict(StandardCharsets.UTF_8));
        }
        Charset gb = Charset.forName("GB18030");
        if (declared == null || !declared.equals(gb)) {
            strictDecoders.add(strict(gb));
        }
    }

    /** The first game tree of the data. */
    public static SgfNode read(byte[] data) throws SgfException {
        return read(data, 0);
    }

    /**
     * The root of game tree number {@code gameIndex} (0 = first) of the collection.
     * Game trees after it are not parsed.
     */
    public static SgfNode read(byte[] data, int gameIndex) throws SgfException {
        if (gameIndex < 0) {
            throw new IllegalArgumentException("negative game index " + gameIndex);
        }
        List<SgfNode> games = new SgfReader(data).parseCollection(gameIndex + 1);
        if (games.size() <= gameIndex) {
            throw new SgfException("game " + (gameIndex + 1) + " asked, but the file holds only "
                    + games.size() + " game tree" + (games.size() == 1 ? "" : "s"));
        }
        return games.get(gameIndex);
    }

    /** Every game tree of the collection, in file order (at least one). */
    public static List<SgfNode> readAll(byte[] data) throws SgfException {
        return new SgfReader(data).parseCollection(Integer.MAX_VALUE);
    }

    /** The first game tree of a file; parse errors name the file. */
    public static SgfNode read(Path file) throws IOException, SgfException {
        return read(file, 0);
    }

    public static SgfNode read(Path file, int gameIndex) throws IOException, SgfException {
        byte[] data = Files.readAllBytes(file);
        try {
            return read(data, gameIndex);
        } catch (SgfException e) {
            throw e.inFile(file.toString());
        }
    }

    // ---------------------------------------------------------------- structure

    private List<SgfNode> parseCollection(int maxGames) throws SgfException {
        if (in.length == 0) {
            throw new SgfException(1, 1, "empty file (0 bytes): expected '(' to start a game tree");
        }
        // Text before the first '(' is not SGF; the standard lets readers skip it.
        while (pos < in.length && in[pos] != '(') {
            advance();
        }
        if (pos >= in.length) {
            throw error("expected '(' to start a game tree, found end of file (no game tree in the file)");
        }
        List<SgfNode> games = new ArrayList<>(1);
        while (games.size() < maxGames) {
            games.add(parseGameTree());
            skipWhitespace();
            if (peek() != '(') {
                break; // anything after the last game tree is ignored
            }
        }
        return games;
    }

    /**
     * One game tree, starting at its '('. Iterative with an explicit stack, because some
     * files nest a variation per move and would overflow the Java stack when recursing.
     */
    private SgfNode parseGameTree() throws SgfException {
        // Each open '(' remembers the last node of its sequence (where its variations
        // hang) and its own place, to name it when its ')' is missing.
        ArrayDeque<int[]> openPlaces = new ArrayDeque<>();
        ArrayDeque<SgfNode> openLast = new ArrayDeque<>();
        openPlaces.push(new int[] {line, column()});
        advance(); // '('
        // 'last' is always the final node of the innermost open tree's sequence.
        SgfNode last = parseSequence(null);
        SgfNode root = last;
        while (root.parent() != null) {
            root = root.parent();
        }
        while (true) {
            skipWhitespace();
            int c = peek();
            if (c == '(') {
                openPlaces.push(new int[] {line, column()});
                openLast.push(last);
                advance();
                last = parseSequence(last);
            } else if (c == ')') {
                advance();
                openPlaces.pop();
                if (openLast.isEmpty()) {
                    return root;
                }
                last = openLast.pop();
            } else if (c == EOF) {
                int[] open = openPlaces.peek();
                throw error("expected ')' to close the game tree opened at line " + open[0]
                        + ", column " + open[1] + ", found end of file");
            } else if (c == ';') {
                // Only reached after a variation closed: FF[4] forbids nodes there, but
                // old FF[3] editors wrote them. They become one more variation of the
                // same node, which leaves the main line as every strict reader sees it.
                last = parseSequence(last);
            } else {
                throw error("expected '(', ')' or ';', found " + describe(c));
            }
        }
    }

    /** A sequence of nodes starting at its first ';'; returns its last node. */
    private SgfNode parseSequence(SgfNode parent) throws SgfException {
        skipWhitespace();
        if (peek() != ';') {
            throw error("expected ';' to start a node, found " + describe(peek()));
        }
        SgfNode node = parent;
        while (peek() == ';') {
            SgfNode next = new SgfNode(line, column());
            advance();
            if (node != null) {
                node.addChild(next);
            }
            node = next;
            parseProperties(node);
            skipWhitespace();
        }
        return node;
    }

    private void parseProperties(SgfNode node) throws SgfException {
        while (true) {
            skipWhitespace();
            int c = peek();
            if (!isLetter(c)) {
                return;
            }
            int nameLine = line;
            int nameColumn = column();
            StringBuilder upper = new StringBuilder(2);
            StringBuilder all = new StringBuilder(2);
            while (isLetter(peek())) {
                char ch = (char) peek();
                all.append(ch);
                if (ch >= 'A' && ch <= 'Z') {
                    upper.append(ch);
                }
                advance();
            }
            // FF[3] let names carry lower-case letters that readers ignore: AddBlack = AB.
            String id = upper.length() > 0 ? upper.toString() : all.toString();
            skipWhitespace();
            if (peek() != '[') {
                throw error("expected '[' to start a value of property " + all + " (which starts at line "
                        + nameLine + ", column " + nameColumn + "), found " + describe(peek()));
            }
            while (peek() == '[') {
                node.add(id, parseValue(all));
                skipWhitespace();
            }
        }
    }

    private String parseValue(CharSequence name) throws SgfException {
        int openLine = line;
        int openColumn = column();
        advance(); // '['
        valueLength = 0;
        while (true) {
            if (pos >= in.length) {
                throw error("expected ']' to close the value of " + name + " opened at line " + openLine
                        + ", column " + openColumn + ", found end of file");
            }
            int b = in[pos] & 0xff;
            if (b == ']') {
                advance();
                return decode();
            }
            if (b == '\\') {
                advance();
                if (pos >= in.length) {
                    continue; // reported as a missing ']' above
                }
                int e = in[pos] & 0xff;
                if (e == '\n' || e == '\r') {
                    // soft line break: backslash + newline (\n, \r\n, \r or \n\r) vanish
                    advance();
                    if (pos < in.length && (in[pos] == '\n' || in[pos] == '\r') && in[pos] != e) {
                        advance();
                    }
                    continue;
                }
                append(e);
                advance();
                continue;
            }
            append(b);
            advance();
            if (isLead[b] && pos < in.length) {
                append(in[pos] & 0xff); // second byte of a double-byte character, even if ']' or '\'
                advance();
            }
        }
    }

    // ---------------------------------------------------------------- bytes

    private int peek() {
        return pos < in.length ? in[pos] & 0xff : EOF;
    }

    /** Moves past one byte, counting lines: \n, \r\n and a lone \r each end one line. */
    private void advance() {
        byte b = in[pos++];
        if (b == '\n' || (b == '\r' && (pos >= in.length || in[pos] != '\n'))) {
            line++;
            lineStart = pos;
        }
    }

    private int column() {
        return pos - lineStart + 1;
    }

    private void skipWhitespace() {
        while (pos < in.length && (in[pos] & 0xff) <= ' ') {
            advance();
        }
    }

    private static boolean isLetter(int c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    private void append(int b) {
        if (valueLength == value.length) {
            value = Arrays.copyOf(value, value.length * 2);
        }
        value[valueLength++] = (byte) b;
    }

    private SgfException error(String message) {
        return new SgfException(line, column(), message);
    }

    private static String describe(int c) {
        if (c == EOF) {
            return "end of file";
        }
        if (c >= 0x21 && c < 0x7f) {
            return "'" + (char) c + "'";
        }
        return String.format("byte 0x%02X", c);
    }

    // ---------------------------------------------------------------- text

    private String decode() {
        boolean ascii = true;
        for (int i = 0; i < valueLength; i++) {
            if (value[i] < 0) {
                ascii = false;
                break;
            }
        }
        if (ascii) {
            return new String(value, 0, valueLength, StandardCharsets.US_ASCII);
        }
        for (CharsetDecoder decoder : strictDecoders) {
            try {
                CharBuffer chars = decoder.reset().decode(ByteBuffer.wrap(value, 0, valueLength));
                return chars.toString();
            } catch (CharacterCodingException e) {
                // not this charset; try the next one
            }
        }
        Charset lenient = declared != null ? declared : StandardCharsets.UTF_8;
        return new String(value, 0, valueLength, lenient); // String's constructor replaces bad bytes
    }

    private static CharsetDecoder strict(Charset cs) {
        return cs.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    /**
     * The charset named by the first {@code CA[...]} in the data, or null when there is
     * none or Java does not know it. GB2312 is read as GB18030, its superset, because files
     * labelled GB2312 usually hold GBK characters.
     */
    static Charset declaredCharset(byte[] data) {
        for (int i = 0; i + 2 < data.length; i++) {
            if (data[i] == 'C' && data[i + 1] == 'A' && (i == 0 || !isLetter(data[i - 1] & 0xff))) {
                int j = i + 2;
                while (j < data.length && (data[j] & 0xff) <= ' ') {
                    j++;
                }
                if (j >= data.length || data[j] != '[') {
                    continue;
                }
                int start = j + 1;
                int end = start;
                while (end < data.length && data[end] != ']' && end - start < 64) {
                    end++;
                }
                String name = new String(data, start, end - start, StandardCharsets.ISO_8859_1).trim();
                return charsetNamed(name);
            }
        }
        return null;
    }

    static Charset charsetNamed(String name) {
        String n = name.trim();
        if (n.isEmpty()) {
            return null;
        }
        String key = n.toUpperCase(Locale.ROOT).replace("_", "").replace("-", "");
        if (key.equals("GB2312") || key.equals("GBK") || key.equals("CP936") || key.equals("EUCCN")) {
            n = "GB18030";
        }
        Charset cs;
        try {
            cs = Charset.isSupported(n) ? Charset.forName(n) : null;
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            return null;
        }
        // A file whose structure was parsed as ASCII bytes cannot be UTF-16 or UTF-32,
        // whatever its CA says; such a claim is ignored.
        if (cs == null || !cs.canEncode()
                || !Arrays.equals(ASCII_PROBE.getBytes(cs), ASCII_PROBE.getBytes(StandardCharsets.US_ASCII))) {
            return null;
        }
        return cs;
    }

    /** Lead bytes of the double-byte charsets whose second byte may fall in ASCII. */
    private static boolean[] leadBytes(Charset cs) {
        boolean[] lead = new boolean[256];
        if (cs == null) {
            return lead;
        }
        String name = cs.name().toUpperCase(Locale.ROOT);
        if (name.equals("GB18030") || name.equals("GBK") || name.equals("BIG5") || name.equals("BIG5-HKSCS")
                || name.equals("X-WINDOWS-950")) {
            for (int b = 0x81; b <= 0xFE; b++) {
                lead[b] = true;
            }
        } else if (name.equals("SHIFT_JIS") || name.equals("WINDOWS-31J") || name.equals("X-SJIS_0213")) {
            for (int b = 0x81; b <= 0x9F; b++) {
                lead[b] = true;
            }
            for (int b = 0xE0; b <= 0xFC; b++) {
                lead[b] = true;
            }
        }
        return lead;
    }
}
