package io.kosumi.tools;

import io.kosumi.board.Board;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * Just enough SGF for training: the main line of the first game of a file, as board size,
 * setup stones and plays. It reads bytes as ISO-8859-1 (only ASCII property values matter
 * here) and ignores every property but SZ, AB, AW, AE, B and W. It keeps the trainer
 * independent of the full SGF reader (package {@code sgf}, another helper's work) and is
 * faster for the bulk reading of thousands of records.
 */
public final class GameRecords {
    private GameRecords() {
    }

    /** One game's main line. {@code setup*} may be applied at any move index (before it). */
    public static final class Game {
        public final String name;
        public final int size;
        /** Setup events: before play number setupAt[i], put setupColor[i] (EMPTY removes) at setupPoint[i]. */
        public final int[] setupAt;
        public final int[] setupPoint;
        public final int[] setupColor;
        /** Plays in order: colour and point (Board.PASS for a pass). */
        public final int[] moveColor;
        public final int[] movePoint;

        Game(String name, int size, List<int[]> setup, List<int[]> moves) {
            this.name = name;
            this.size = size;
            setupAt = new int[setup.size()];
            setupPoint = new int[setup.size()];
            setupColor = new int[setup.size()];
            for (int i = 0; i < setup.size(); i++) {
                setupAt[i] = setup.get(i)[0];
                setupPoint[i] = setup.get(i)[1];
                setupColor[i] = setup.get(i)[2];
            }
            moveColor = new int[moves.size()];
            movePoint = new int[moves.size()];
            for (int i = 0; i < moves.size(); i++) {
                moveColor[i] = moves.get(i)[0];
                movePoint[i] = moves.get(i)[1];
            }
        }

        public int moves() {
            return movePoint.length;
        }
    }

    /** All *.sgf files under the directories, sorted by path. */
    public static List<Path> listGames(List<Path> dirs) throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path d : dirs) {
            if (!Files.isDirectory(d)) throw new IOException("not a directory: " + d);
            try (Stream<Path> s = Files.walk(d)) {
                s.filter(p -> isSgf(p) && Files.isRegularFile(p)).forEach(out::add);
            }
        }
        out.sort(null);
        return out;
    }

    /** The *.sgf files directly in {@code dir}, sorted by name. */
    public static List<Path> sgfFilesIn(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(GameRecords::isSgf).sorted().collect(Collectors.toList());
        }
    }

    /** A name ending in .sgf, in any case. */
    private static boolean isSgf(Path p) {
        return p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sgf");
    }

    /**
     * Whether a game belongs to the held-out set: a fixed function of its file name, so the
     * trainer, the evaluation and the tests agree whatever subset of games they look at.
     */
    public static boolean isHeldOut(Path file, double fraction) {
        CRC32 crc = new CRC32();
        crc.update(file.getFileName().toString().getBytes(StandardCharsets.UTF_8));
        return (crc.getValue() % 10000) < Math.round(fraction * 10000);
    }

    public static Game read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        return parse(new String(bytes, StandardCharsets.ISO_8859_1), file.getFileName().toString());
    }

    /** Parses the main line of the first game tree; throws IOException on malformed input. */
    public static Game parse(String text, String name) throws IOException {
        Parser p = new Parser(text, name);
        return p.game();
    }

    private static final class Parser {
        private final String s;
        private final String name;
        private int pos;
        private int size = 19;
        private boolean sizeSeen;
        /** Raw setup (move index, colour) and point texts, decoded once SZ is known. */
        private final List<int[]> setupRaw = new ArrayList<>();
        private final List<String> setupText = new ArrayList<>();
        private final List<int[]> moveColors = new ArrayList<>();
        private final List<String> moveText = new ArrayList<>();

        Parser(String s, String name) {
            this.s = s;
            this.name = name;
        }

        Game game() throws IOException {
            int start = s.indexOf("(;");
            if (start < 0) {
                start = s.indexOf('(');
                if (start < 0) throw error("no game tree");
            }
            pos = start;
            tree();
            // SZ may come after AB/AW, so points are decoded only now.
            List<int[]> setup = new ArrayList<>();
            for (int i = 0; i < setupRaw.size(); i++) {
                addSetup(setup, setupRaw.get(i)[0], setupText.get(i), setupRaw.get(i)[1]);
            }
            List<int[]> moves = new ArrayList<>();
            for (int i = 0; i < moveText.size(); i++) {
                moves.add(new int[] {moveColors.get(i)[0], point(moveText.get(i), true)});
            }
            return new Game(name, size, setup, moves);
        }

        private IOException error(String msg) {
            return new IOException(name + ": " + msg + " at offset " + pos);
        }

        private void skipSpace() {
            while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) pos++;
        }

        /** A game tree: '(' nodes, then the first variation followed, the others skipped, ')'. */
        private void tree() throws IOException {
            skipSpace();
            if (pos >= s.length() || s.charAt(pos) != '(') throw error("expected '('");
            pos++;
            skipSpace();
            while (pos < s.length() && s.charAt(pos) == ';') {
                pos++;
                node();
                skipSpace();
            }
            boolean first = true;
            while (pos < s.length() && s.charAt(pos) == '(') {
                if (first) {
                    tree();
                    first = false;
                } else {
                    skipTree();
                }
                skipSpace();
            }
            // A missing final ')' at the end of the file is tolerated.
            if (pos < s.length()) {
                if (s.charAt(pos) != ')') throw error("expected ')'");
                pos++;
            }
        }

        private void skipTree() throws IOException {
            int depth = 0;
            while (pos < s.length()) {
                char c = s.charAt(pos++);
                if (c == '[') {
                    skipValue();
                } else if (c == '(') {
                    depth++;
                } else if (c == ')') {
                    if (--depth == 0) return;
                }
            }
        }

        /** Skips a value whose '[' was consumed; returns its text. */
        private String skipValue() throws IOException {
            StringBuilder sb = new StringBuilder();
            while (pos < s.length()) {
                char c = s.charAt(pos++);
                if (c == '\\') {
                    if (pos < s.length()) sb.append(s.charAt(pos++));
                } else if (c == ']') {
                    return sb.toString();
                } else {
                    sb.append(c);
                }
            }
            throw error("unterminated property value");
        }

        private void node() throws IOException {
            while (true) {
                skipSpace();
                if (pos >= s.length()) return;
                char c = s.charAt(pos);
                if (c == ';' || c == '(' || c == ')') return;
                if (!Character.isLetter(c)) throw error("unexpected '" + c + "'");
                StringBuilder id = new StringBuilder();
                while (pos < s.length() && Character.isLetter(s.charAt(pos))) {
                    char ch = s.charAt(pos++);
                    // FF[3] allowed lower-case letters in names; only the capitals count.
                    if (Character.isUpperCase(ch)) id.append(ch);
                }
                skipSpace();
                List<String> values = new ArrayList<>();
                while (pos < s.length() && s.charAt(pos) == '[') {
                    pos++;
                    values.add(skipValue());
                    skipSpace();
                }
                if (values.isEmpty()) throw error("property " + id + " without value");
                property(id.toString(), values);
            }
        }

        private void property(String id, List<String> values) throws IOException {
            switch (id) {
                case "SZ": {
                    if (!moveText.isEmpty() || sizeSeen) throw error("SZ after the game started");
                    String v = values.get(0).trim();
                    int colon = v.indexOf(':');
                    try {
                        if (colon >= 0) {
                            int a = Integer.parseInt(v.substring(0, colon).trim());
                            int b = Integer.parseInt(v.substring(colon + 1).trim());
                            if (a != b) throw error("rectangular board " + v);
                            size = a;
                        } else {
                            size = Integer.parseInt(v);
                        }
                    } catch (NumberFormatException e) {
                        throw error("bad SZ '" + v + "'");
                    }
                    if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) throw error("unsupported size " + size);
                    sizeSeen = true;
                    break;
                }
                case "AB":
                case "AW":
                case "AE": {
                    int color = id.equals("AB") ? Board.BLACK : id.equals("AW") ? Board.WHITE : Board.EMPTY;
                    for (String v : values) {
                        setupRaw.add(new int[] {moveText.size(), color});
                        setupText.add(v.trim());
                    }
                    break;
                }
                case "B":
                case "W": {
                    int color = id.equals("B") ? Board.BLACK : Board.WHITE;
                    moveColors.add(new int[] {color});
                    moveText.add(values.get(0).trim());
                    break;
                }
                default:
                    break;
            }
        }

        private void addSetup(List<int[]> setup, int at, String v, int color) throws IOException {
            int colon = v.indexOf(':');
            if (colon < 0) {
                setup.add(new int[] {at, point(v, false), color});
                return;
            }
            int a = point(v.substring(0, colon), false);
            int b = point(v.substring(colon + 1), false);
            int stride = size + 1;
            int x0 = Math.min(a % stride, b % stride), x1 = Math.max(a % stride, b % stride);
            int y0 = Math.min(a / stride, b / stride), y1 = Math.max(a / stride, b / stride);
            for (int y = y0; y <= y1; y++) {
                for (int x = x0; x <= x1; x++) {
                    setup.add(new int[] {at, x + y * stride, color});
                }
            }
        }

        /** An SGF point "dd" as a board point; "" (and "tt" up to 19x19) is a pass for moves. */
        private int point(String v, boolean move) throws IOException {
            if (v.isEmpty() || (size <= 19 && v.equals("tt"))) {
                if (move) return Board.PASS;
                throw error("empty point in setup");
            }
            if (v.length() != 2) throw error("bad point '" + v + "'");
            int x = v.charAt(0) - 'a';
            int row = v.charAt(1) - 'a';
            if (x < 0 || x >= size || row < 0 || row >= size) throw error("point off the board '" + v + "'");
            int y = size - 1 - row;
            return (x + 1) + (y + 1) * (size + 1);
        }
    }
}
