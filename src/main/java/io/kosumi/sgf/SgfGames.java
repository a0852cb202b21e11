package io.kosumi.sgf;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * SGF game records to {@link Game} and back.
 *
 * <h2>Reading ({@link #toGame}, {@link #load})</h2>
 * <ul>
 * <li>{@code GM} must be 1 (Go) when present. {@code SZ}: missing = 19; {@code N} or
 *     {@code N:N} with N from 2 to 25; rectangular boards are refused.</li>
 * <li>{@code KM}: see {@link SgfGameInfo} (Fox's {@code KM[750]} is 7.5).</li>
 * <li>Rules: {@code RU} chooses the legality rules when it names a known rule set
 *     ({@link #rulesFor}); scoring is always by area. Japanese and Korean games are replayed
 *     as {@link Rules#JAPANESE} (positional superko, no suicide, area scoring; the name is
 *     kept), Chinese as {@link Rules#CHINESE}, Tromp-Taylor, New Zealand and Ing with
 *     suicide allowed, AGA as Chinese. A missing or unknown {@code RU} uses the rules the
 *     caller gives. {@link #toGame(SgfNode, int, Rules, boolean)} can force the caller's
 *     rules (to replay under simple ko, for instance).</li>
 * <li>Handicap: a root with {@code HA[n]} (n &ge; 2) and exactly n {@code AB} stones and no
 *     {@code AW}/{@code AE} is a handicap game ({@link Game#placeHandicap}, White to move);
 *     any other {@code AB}/{@code AW}/{@code AE} is setup ({@link Game#setupStones}),
 *     with {@code HA} kept as a count. Setup properties in later nodes apply too (they
 *     freeze the plays before them, as Game documents). Point lists may be compressed
 *     ({@code AB[aa:cc]}). A setup stone left without liberties is an error.</li>
 * <li>{@code PL} sets the side to move where it stands.</li>
 * <li>Moves: {@code B[xy]}/{@code W[xy]} with x the column from the left and y the row from
 *     the top (a = 0). Passes: {@code B[]}, and {@code B[tt]} on boards up to 19x19. Both
 *     colours may move twice in a row (real records do). Non-standard moves written as GTP
 *     vertices ({@code B[R16]}, {@code W[Pass]}, as some programs write them) are accepted,
 *     since they cannot be mistaken for SGF points (those are two letters). Anything else,
 *     a point off the board, and an illegal move (occupied, suicide, ko, superko) are
 *     errors naming the move number, the value, the point and the place in the file.</li>
 * <li>{@code untilMove} follows GTP's {@code loadsgf FILE N}: the position before move N
 *     (moves count from 1), with the side to move being the colour of move N; 0 or less,
 *     or N past the end, replays every move.</li>
 * </ul>
 *
 * <h2>Writing ({@link #toSgf})</h2>
 * FF[4], GM[1], CA[UTF-8], SZ, KM, RU, HA, PB/PW/BR/WR/RE/DT/GN from the info, the start
 * position as AB/AW (handicap and setup), PL when the side to move at the start is not the
 * one a reader would assume, then one node per move (passes as {@code B[]}) with its
 * comment, and a final {@code PL} node when the side to move was changed after the last
 * move. Plays frozen by a setup after them ({@link Game#frozenMoves()}) are part of the
 * start position and are not written as moves.
 */
public final class SgfGames {
    /** AP value: "Kosumi:version" when the build recorded its version, else "Kosumi". */
    private static final String APPLICATION = application();

    private SgfGames() {
    }

    private static String application() {
        try (InputStream in = SgfGames.class.getResourceAsStream("/io/kosumi/version.properties")) {
            if (in != null) {
                Properties p = new Properties();
                p.load(in);
                String v = p.getProperty("version");
                if (v != null && !v.isBlank() && !v.contains("${")) {
                    return "Kosumi:" + v.trim();
                }
            }
        } catch (IOException e) {
            // no version then; the name alone is a valid AP
        }
        return "Kosumi";
    }

    // ================================================================ reading

    /**
     * The game of the main line under {@code root}, with the rules named by its RU (or
     * {@code defaultRules} when RU is missing or unknown).
     *
     * @param untilMove GTP loadsgf semantics: stop before move N (from 1); 0 or less = all
     */
    public static Game toGame(SgfNode root, int untilMove, Rules defaultRules) throws SgfException {
        return toGame(root, untilMove, defaultRules, false);
    }

    /**
     * As {@link #toGame(SgfNode, int, Rules)}; with {@code ignoreFileRules} the game is
     * replayed under {@code rules} whatever its RU says.
     */
    public static Game toGame(SgfNode root, int untilMove, Rules rules, boolean ignoreFileRules)
            throws SgfException {
        String gm = root.get("GM");
        if (gm != null && !gm.trim().isEmpty() && !gm.trim().equals("1")) {
            throw new SgfException(root.line(), root.column(), "GM[" + gm + "]: not a game of Go (GM[1])");
        }
        int size = SgfGameInfo.parseSize(root);
        double komi = SgfGameInfo.parseKomi(root);
        int handicap = SgfGameInfo.parseHandicap(root);
        Rules gameRules = ignoreFileRules ? rules : rulesFor(root.get("RU"), rules);
        Game game = new Game(size, gameRules, komi);

        int moveNumber = 0;
        for (SgfNode node = root; node != null; node = node.firstChild()) {
            applySetup(game, node, node == root ? handicap : 0);
            boolean black = node.has("B");
            boolean white = node.has("W");
            if (black && white) {
                throw nodeError(node, "a node holds both B and W moves");
            }
            if (!black && !white) {
                continue;
            }
            moveNumber++;
            int color = black ? Board.BLACK : Board.WHITE;
            String id = black ? "B" : "W";
            if (untilMove > 0 && moveNumber == untilMove) {
                game.setToMove(color);
                break;
            }
            List<String> values = node.values(id);
            String value = values.get(0);
            String what = "move " + moveNumber + " (" + id + "[" + value + "])";
            if (values.size() > 1) {
                throw nodeError(node, what + ": a move has more than one value");
            }
            int pt = parseMove(value, size);
            if (pt == Board.NO_POINT) {
                throw nodeError(node, what + ": not a move on a " + size + "x" + size
                        + " board (expected two letters a-" + (char) ('a' + size - 1)
                        + (size <= 19 ? ", '' or 'tt' for a pass)" : ", '' for a pass)"));
            }
            int code = game.legality(color, pt);
            if (code != Board.LEGAL) {
                throw nodeError(node, what + " at " + Coord.toGtp(pt, size) + " is illegal: " + Game.reason(code)
                        + " (rules " + game.rules().name() + ")");
            }
            game.playLegal(color, pt);
        }
        if (game.handicap() == 0 && handicap > 0) {
            game.setHandicapCount(handicap);
        }
        return game;
    }

    /** The first game of a file as {@link #toGame(SgfNode, int, Rules)} reads it; errors name the file. */
    public static Game load(Path file, int untilMove, Rules defaultRules) throws IOException, SgfException {
        return load(file, untilMove, defaultRules, false);
    }

    public static Game load(Path file, int untilMove, Rules rules, boolean ignoreFileRules)
            throws IOException, SgfException {
        SgfNode root = SgfReader.read(file);
        try {
            return toGame(root, untilMove, rules, ignoreFileRules);
        } catch (SgfException e) {
            throw e.inFile(file.toString());
        }
    }

    /**
     * The rules for an RU value: known names choose a rule set (area scoring always, the
     * name kept), anything else gives {@code defaultRules}.
     */
    public static Rules rulesFor(String ru, Rules defaultRules) {
        if (ru == null) {
            return defaultRules;
        }
        String key = ru.trim().toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
        switch (key) {
            case "chinese": case "cn": case "china": case "area":
                return Rules.CHINESE;
            case "japanese": case "jp": case "japan": case "korean": case "kr": case "korea":
                return Rules.JAPANESE;
            case "tromptaylor": case "tt":
                return Rules.TROMP_TAYLOR;
            case "simpleko":
                return Rules.SIMPLE_KO;
            case "aga":
                return Rules.parse("aga");
            case "newzealand": case "nz":
                return Rules.parse("nz");
            case "ing": case "goe":
                // Ing rules let a group commit suicide; replaying them needs that.
                return new Rules("ing", true, true);
            default:
                return defaultRules;
        }
    }

    /**
     * A move value: PASS, a point, or NO_POINT when it is neither. SGF points are two
     * letters (a..z = 0..25, A..Z = 26..51 in FF[4]); "tt" is a pass up to 19x19.
     */
    public static int parseMove(String value, int size) {
        String v = value.trim();
        if (v.isEmpty() || (size <= 19 && v.equals("tt"))) {
            return Board.PASS;
        }
        if (v.length() == 2 && Character.isLetter(v.charAt(0)) && Character.isLetter(v.charAt(1))) {
            return sgfPoint(v.charAt(0), v.charAt(1), size);
        }
        // GTP-style vertex ("R16", "pass"): letters+digits never collide with SGF points.
        return Coord.parseGtp(v, size);
    }

    private static int sgfPoint(char cx, char cy, int size) {
        int x = sgfLetter(cx);
        int row = sgfLetter(cy);
        if (x < 0 || row < 0 || x >= size || row >= size) {
            return Board.NO_POINT;
        }
        return (x + 1) + (size - row) * (size + 1); // SGF rows count from the top
    }

    private static int sgfLetter(char c) {
        if (c >= 'a' && c <= 'z') {
            return c - 'a';
        }
        if (c >= 'A' && c <= 'Z') {
            return 26 + c - 'A';
        }
        return -1;
    }

    /** The points of a list of values, compressed rectangles ({@code aa:cc}) expanded. */
    static int[] parsePoints(SgfNode node, String id, int size) throws SgfException {
        List<Integer> points = new ArrayList<>();
        for (String raw : node.values(id)) {
            String v = raw.trim();
            if (v.isEmpty()) {
                continue; // an empty list (FF[4] elist)
            }
            int colon = v.indexOf(':');
            String a = colon < 0 ? v : v.substring(0, colon).trim();
            String b = colon < 0 ? v : v.substring(colon + 1).trim();
            if (a.length() != 2 || b.length() != 2) {
                throw nodeError(node, id + "[" + raw + "]: not a point or a rectangle of points");
            }
            int x1 = sgfLetter(a.charAt(0));
            int y1 = sgfLetter(a.charAt(1));
            int x2 = sgfLetter(b.charAt(0));
            int y2 = sgfLetter(b.charAt(1));
            if (Math.min(Math.min(x1, y1), Math.min(x2, y2)) < 0
                    || Math.max(Math.max(x1, y1), Math.max(x2, y2)) >= size) {
                throw nodeError(node, id + "[" + raw + "]: point off the " + size + "x" + size + " board");
            }
            for (int x = Math.min(x1, x2); x <= Math.max(x1, x2); x++) {
                for (int row = Math.min(y1, y2); row <= Math.max(y1, y2); row++) {
                    int pt = (x + 1) + (size - row) * (size + 1);
                    if (!points.contains(pt)) {
                        points.add(pt);
                    }
                }
            }
        }
        int[] out = new int[points.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = points.get(i);
        }
        return out;
    }

    /** AE, AB, AW and PL of a node; {@code handicap} is the root's HA (0 elsewhere). */
    private static void applySetup(Game game, SgfNode node, int handicap) throws SgfException {
        int size = game.size();
        int[] ae = parsePoints(node, "AE", size);
        int[] ab = parsePoints(node, "AB", size);
        int[] aw = parsePoints(node, "AW", size);
        if (handicap >= 2 && ab.length == handicap && aw.length == 0 && ae.length == 0
                && game.moveCount() == 0 && game.board().emptyCount() == size * size) {
            game.placeHandicap(ab);
        } else {
            // AE first: stones it clears may be what gives the added stones liberties.
            if (ae.length > 0) {
                game.setupStones(Board.EMPTY, ae);
            }
            if (ab.length > 0) {
                game.setupStones(Board.BLACK, ab);
            }
            if (aw.length > 0) {
                game.setupStones(Board.WHITE, aw);
            }
        }
        // The board silently removes setup chains without liberties; such a record is broken.
        checkSetup(game, node, "AB", ab, Board.BLACK);
        checkSetup(game, node, "AW", aw, Board.WHITE);
        String pl = node.get("PL");
        if (pl != null) {
            int color = Coord.parseColor(pl);
            if (color == Board.EMPTY) {
                throw nodeError(node, "PL[" + pl + "]: expected B or W");
            }
            game.setToMove(color);
        }
    }

    private static void checkSetup(Game game, SgfNode node, String id, int[] points, int color)
            throws SgfException {
        for (int pt : points) {
            if (game.board().color(pt) != color) {
                throw nodeError(node, id + " stone at " + Coord.toGtp(pt, game.size())
                        + " has no liberties (or is placed twice) in the setup");
            }
        }
    }

    private static SgfException nodeError(SgfNode node, String message) {
        return new SgfException(node.line(), node.column(), message);
    }

    // ================================================================ writing

    /**
     * The game as FF[4] SGF text (see the class comment). {@code info} may be null; its
     * players, ranks, result, date, game name and rules name are written, while size, komi
     * and handicap come from the game. {@code moveComments} may be null; entry i (may be
     * null) is the comment of the node of play i (0-based, as {@link Game#moveAt}).
     *
     * @throws IllegalArgumentException when there are more comments than plays
     */
    public static String toSgf(Game game, SgfGameInfo info, String[] moveComments) {
        return SgfWriter.write(toTree(game, info, moveComments));
    }

    /** The tree {@link #toSgf} writes. */
    public static SgfNode toTree(Game game, SgfGameInfo info, String[] moveComments) {
        int moves = game.moveCount();
        if (moveComments != null && moveComments.length > moves) {
            throw new IllegalArgumentException(moveComments.length + " comments for " + moves + " moves");
        }
        int size = game.size();
        SgfNode root = new SgfNode();
        root.add("FF", "4").add("GM", "1").add("CA", "UTF-8").add("AP", APPLICATION);
        root.add("SZ", Integer.toString(size));
        root.add("KM", formatKomi(game.komi()));
        String ruleName = info != null && info.rules() != null ? info.rules() : sgfRulesName(game.rules());
        root.add("RU", ruleName);
        if (game.handicap() > 0) {
            root.add("HA", Integer.toString(game.handicap()));
        }
        if (info != null) {
            addText(root, "PB", info.playerBlack());
            addText(root, "PW", info.playerWhite());
            addText(root, "BR", info.rankBlack());
            addText(root, "WR", info.rankWhite());
            addText(root, "RE", info.result());
            addText(root, "DT", info.date());
            addText(root, "GN", info.gameName());
        }
        Board start = game.startBoard();
        addStones(root, "AB", start, Board.BLACK);
        addStones(root, "AW", start, Board.WHITE);
        // Without PL a reader starts with White only when it sees a handicap placement.
        int h = game.handicap();
        boolean readAsHandicap = h >= 2 && start.stoneCount(Board.BLACK) == h && start.stoneCount(Board.WHITE) == 0;
        int assumed = readAsHandicap ? Board.WHITE : Board.BLACK;
        if (game.startToMove() != assumed) {
            root.add("PL", game.startToMove() == Board.BLACK ? "B" : "W");
        }
        SgfNode node = root;
        for (int i = 0; i < moves; i++) {
            node = node.newChild();
            int pt = game.moveAt(i);
            node.add(game.colorAt(i) == Board.BLACK ? "B" : "W", pt == Board.PASS ? "" : sgfPoint(pt, size));
            if (moveComments != null && moveComments[i] != null) {
                node.add("C", moveComments[i]);
            }
        }
        if (moves > 0 && game.toMove() != Board.opponent(game.colorAt(moves - 1))) {
            node.newChild().add("PL", game.toMove() == Board.BLACK ? "B" : "W");
        } else if (moves == 0 && game.toMove() != game.startToMove()) {
            root.set("PL", game.toMove() == Board.BLACK ? "B" : "W");
        }
        return root;
    }

    private static void addText(SgfNode node, String id, String value) {
        if (value != null && !value.isEmpty()) {
            node.add(id, value);
        }
    }

    private static void addStones(SgfNode node, String id, Board board, int color) {
        int size = board.size();
        for (int y = size - 1; y >= 0; y--) {
            for (int x = 0; x < size; x++) {
                int pt = board.point(x, y);
                if (board.color(pt) == color) {
                    node.add(id, sgfPoint(pt, size));
                }
            }
        }
    }

    /** The two-letter SGF name of a board point. */
    public static String sgfPoint(int pt, int size) {
        int stride = size + 1;
        int x = pt % stride - 1;
        int y = pt / stride - 1;
        if (pt <= Board.PASS || x < 0 || x >= size || y < 0 || y >= size) {
            throw new IllegalArgumentException("not a point of a " + size + "x" + size + " board: " + pt);
        }
        return "" + (char) ('a' + x) + (char) ('a' + (size - 1 - y));
    }

    /**
     * Komi as KM text. A whole komi of 100 or more gets a ".0" so that it is not read back
     * as Fox's hundredfold encoding.
     */
    public static String formatKomi(double komi) {
        String s = BigDecimal.valueOf(komi).stripTrailingZeros().toPlainString();
        if (Math.abs(komi) >= 100 && !s.contains(".")) {
            s += ".0";
        }
        return s;
    }

    private static String sgfRulesName(Rules rules) {
        switch (rules.name()) {
            case "chinese": return "Chinese";
            case "japanese": return "Japanese";
            case "tromp-taylor": return "Tromp-Taylor";
            case "aga": return "AGA";
            case "new-zealand": return "NZ";
            default: return rules.name();
        }
    }
}
