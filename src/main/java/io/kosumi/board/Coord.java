package io.kosumi.board;

/** GTP vertex text ("D4", "pass") to and from board points. Column letters skip 'I'. */
public final class Coord {
    public static final String LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    private Coord() {
    }

    /** "D4" style name of a point on a board of {@code size}; "pass" for PASS. */
    public static String toGtp(int pt, int size) {
        if (pt == Board.PASS) return "pass";
        int stride = size + 1;
        int x = pt % stride - 1;
        int y = pt / stride - 1;
        if (pt <= Board.PASS || x < 0 || x >= size || y < 0 || y >= size) {
            throw new IllegalArgumentException("not a point of a " + size + "x" + size + " board: " + pt);
        }
        return LETTERS.charAt(x) + Integer.toString(y + 1);
    }

    /**
     * Parses a GTP vertex, case-insensitively; "pass" gives PASS. Returns NO_POINT for text
     * that is not a vertex or is off the board.
     */
    public static int parseGtp(String s, int size) {
        if (s == null) return Board.NO_POINT;
        String t = s.trim();
        if (t.equalsIgnoreCase("pass")) return Board.PASS;
        if (t.length() < 2 || t.length() > 3) return Board.NO_POINT;
        int x = LETTERS.indexOf(Character.toUpperCase(t.charAt(0)));
        if (x < 0 || x >= size) return Board.NO_POINT;
        int y = 0;
        for (int i = 1; i < t.length(); i++) {
            char ch = t.charAt(i);
            if (ch < '0' || ch > '9') return Board.NO_POINT;
            y = y * 10 + (ch - '0');
        }
        if (y < 1 || y > size || t.charAt(1) == '0') return Board.NO_POINT;
        return x + 1 + y * (size + 1);
    }

    /** "black"/"white" for a colour. */
    public static String colorName(int color) {
        return color == Board.BLACK ? "black" : color == Board.WHITE ? "white" : "empty";
    }

    /** Parses "b", "black", "w", "white" (any case); returns EMPTY when it is neither. */
    public static int parseColor(String s) {
        if (s == null) return Board.EMPTY;
        switch (s.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "b": case "black": return Board.BLACK;
            case "w": case "white": return Board.WHITE;
            default: return Board.EMPTY;
        }
    }
}
