package io.kosumi.sgf;

import java.util.Locale;

/**
 * What an SGF game record says about its game, apart from the moves: players, ranks,
 * result, date, komi, rules, handicap, board size and the number of moves of its main
 * line. Read from a root node with {@link #of(SgfNode)}; written by
 * {@link SgfGames#toSgf}. Text fields are null when the record does not have them.
 *
 * <h2>Komi</h2>
 * {@code KM} is a real number ({@code 7.5}, {@code 7.50}, {@code -9.50}, {@code 7,5}).
 * The Fox server writes komi times 100 ({@code KM[750]}, {@code KM[375]},
 * {@code KM[650]}). The rule used here: <b>a value written without a decimal point whose
 * absolute value is 100 or more is Fox's encoding and is divided by 100</b>. Real komi
 * stays far below 100 points (0 to 8 in even games, rarely beyond 50 even as reverse komi
 * on a small board), while Fox writes whole numbers of 100 and more; so {@code KM[750]}
 * is 7.5, {@code KM[-950]} is -9.5, while {@code KM[7.5]}, {@code KM[99]},
 * {@code KM[150.5]} and {@code KM[120.0]} stay as they are (the writer adds ".0" to a
 * whole komi of 100 or more so that it reads back unchanged).
 * A missing or empty {@code KM} is 0.
 */
public final class SgfGameInfo {
    private String playerBlack;
    private String playerWhite;
    private String rankBlack;
    private String rankWhite;
    private String result;
    private String date;
    private String rules;
    private String gameName;
    private double komi;
    private int handicap;
    private int size = 19;
    private int moveCount;

    public SgfGameInfo() {
    }

    /**
     * The information of the game tree under {@code root}. Sizes and komi are checked as
     * {@link SgfGames#toGame} checks them (bad values throw); moves are counted along the
     * main line (nodes with {@code B} or {@code W}), without checking them.
     */
    public static SgfGameInfo of(SgfNode root) throws SgfException {
        SgfGameInfo info = new SgfGameInfo();
        info.playerBlack = text(root, "PB");
        info.playerWhite = text(root, "PW");
        info.rankBlack = text(root, "BR");
        info.rankWhite = text(root, "WR");
        info.result = text(root, "RE");
        info.date = text(root, "DT");
        info.rules = text(root, "RU");
        info.gameName = text(root, "GN");
        info.size = parseSize(root);
        info.komi = parseKomi(root);
        info.handicap = parseHandicap(root);
        int moves = 0;
        for (SgfNode n = root; n != null; n = n.firstChild()) {
            if (n.has("B") || n.has("W")) {
                moves++;
            }
        }
        info.moveCount = moves;
        return info;
    }

    private static String text(SgfNode node, String id) {
        String v = node.get(id);
        if (v == null) {
            return null;
        }
        v = v.trim();
        return v.isEmpty() ? null : v;
    }

    /** SZ of the root: missing = 19; "N" or "N:N" with N in 2..25, else an error. */
    static int parseSize(SgfNode root) throws SgfException {
        String sz = root.get("SZ");
        if (sz == null || sz.trim().isEmpty()) {
            return 19;
        }
        String s = sz.trim();
        int colon = s.indexOf(':');
        if (colon >= 0) {
            String a = s.substring(0, colon).trim();
            String b = s.substring(colon + 1).trim();
            if (!a.equals(b)) {
                throw propertyError(root, "SZ[" + sz + "]: rectangular boards are not supported");
            }
            s = a;
        }
        int n;
        try {
            n = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw propertyError(root, "SZ[" + sz + "]: board size is not a whole number");
        }
        if (n < 2 || n > 25) {
            throw propertyError(root, "SZ[" + sz + "]: board size must be 2 to 25");
        }
        return n;
    }

    static double parseKomi(SgfNode root) throws SgfException {
        String km = root.get("KM");
        try {
            return parseKomi(km);
        } catch (IllegalArgumentException e) {
            throw propertyError(root, e.getMessage());
        }
    }

    /**
     * Komi from a KM value, with Fox's hundredfold values divided by 100 (see the class
     * comment). Null or blank = 0.
     *
     * @throws IllegalArgumentException when the value is not a number
     */
    public static double parseKomi(String km) {
        if (km == null || km.trim().isEmpty()) {
            return 0;
        }
        String s = km.trim().replace(',', '.');
        double v;
        try {
            v = Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("KM[" + km + "]: komi is not a number");
        }
        // Double.parseDouble also takes "NaN", "Infinity" and "7.5d"; none is a komi.
        if (Double.isNaN(v) || Double.isInfinite(v) || !s.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)")) {
            throw new IllegalArgumentException("KM[" + km + "]: komi is not a number");
        }
        if (Math.abs(v) >= 100 && s.indexOf('.') < 0) {
            v /= 100; // Fox: KM[750] means 7.5
        }
        if (Math.abs(v) > 1000) {
            throw new IllegalArgumentException("KM[" + km + "]: komi out of range");
        }
        return v;
    }

    /**
     * HA as a count, 0 when absent. HA only describes the game (the stones are the root's
     * AB), so a value that is not a whole number from 0 to 625 is ignored rather than
     * refusing the record: real files hold things like {@code HA[7.5]} (the komi again).
     */
    static int parseHandicap(SgfNode root) {
        String ha = root.get("HA");
        if (ha == null) {
            return 0;
        }
        try {
            int h = Integer.parseInt(ha.trim());
            return h >= 0 && h <= 625 ? h : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static SgfException propertyError(SgfNode node, String message) {
        return new SgfException(node.line(), node.column(), message);
    }

    public String playerBlack() {
        return playerBlack;
    }

    public SgfGameInfo playerBlack(String name) {
        this.playerBlack = name;
        return this;
    }

    public String playerWhite() {
        return playerWhite;
    }

    public SgfGameInfo playerWhite(String name) {
        this.playerWhite = name;
        return this;
    }

    public String rankBlack() {
        return rankBlack;
    }

    public SgfGameInfo rankBlack(String rank) {
        this.rankBlack = rank;
        return this;
    }

    public String rankWhite() {
        return rankWhite;
    }

    public SgfGameInfo rankWhite(String rank) {
        this.rankWhite = rank;
        return this;
    }

    /** RE as written, e.g. "B+R", "W+3.5", "0" (draw), "Void". */
    public String result() {
        return result;
    }

    public SgfGameInfo result(String result) {
        this.result = result;
        return this;
    }

    public String date() {
        return date;
    }

    public SgfGameInfo date(String date) {
        this.date = date;
        return this;
    }

    /** RU as written in the file ("Japanese", "Chinese", ...), or null. */
    public String rules() {
        return rules;
    }

    public SgfGameInfo rules(String rules) {
        this.rules = rules;
        return this;
    }

    public String gameName() {
        return gameName;
    }

    public SgfGameInfo gameName(String name) {
        this.gameName = name;
        return this;
    }

    public double komi() {
        return komi;
    }

    public SgfGameInfo komi(double komi) {
        this.komi = komi;
        return this;
    }

    /** HA as written (0 when absent or not a whole number); the stones themselves are the root's AB. */
    public int handicap() {
        return handicap;
    }

    public SgfGameInfo handicap(int handicap) {
        this.handicap = handicap;
        return this;
    }

    public int size() {
        return size;
    }

    public SgfGameInfo size(int size) {
        this.size = size;
        return this;
    }

    /** Nodes of the main line holding a move (B or W, passes included). */
    public int moveCount() {
        return moveCount;
    }

    public SgfGameInfo moveCount(int moveCount) {
        this.moveCount = moveCount;
        return this;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s (B %s) vs %s (W %s), %dx%d, komi %s, handicap %d, rules %s, %d moves, %s, %s",
                playerBlack, rankBlack, playerWhite, rankWhite, size, size, komi, handicap, rules, moveCount,
                result, date);
    }
}
