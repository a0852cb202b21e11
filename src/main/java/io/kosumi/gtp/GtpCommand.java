package io.kosumi.gtp;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import java.util.regex.Pattern;

/**
 * One preprocessed command line: optional numeric id, command name and arguments, with typed
 * accessors that throw {@link GtpError} carrying the standard error texts.
 *
 * <p>Colours and vertices are case-insensitive ({@code b}, {@code BLACK}, {@code d4},
 * {@code PASS}); the column letters skip {@code I} as GTP requires.
 */
public final class GtpCommand {
    private static final String[] NO_ARGS = new String[0];
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");
    // Only plain decimal notation: Java's parseDouble would also take "NaN", "Infinity",
    // hexadecimal floats and a trailing 'd' or 'f', none of which is a GTP float.
    private static final Pattern FLOAT =
            Pattern.compile("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?");

    private final String id;      // "" when the line had no id
    private final String name;    // "" when the line held only an id
    private final String[] args;
    private final String line;    // the preprocessed line, id included

    private GtpCommand(String id, String name, String[] args, String line) {
        this.id = id;
        this.name = name;
        this.args = args;
        this.line = line;
    }

    /**
     * Splits an already preprocessed, non-empty line. A first token made only of digits is
     * the id (kept as text so that any length echoes back unchanged).
     */
    public static GtpCommand parse(String preprocessedLine) {
        String[] tokens = split(preprocessedLine);
        int first = 0;
        String id = "";
        if (tokens.length > 0 && isDigits(tokens[0])) {
            id = tokens[0];
            first = 1;
        }
        String name = first < tokens.length ? tokens[first] : "";
        int argCount = Math.max(0, tokens.length - first - 1);
        String[] args = argCount == 0 ? NO_ARGS : new String[argCount];
        System.arraycopy(tokens, tokens.length - argCount, args, 0, argCount);
        return new GtpCommand(id, name, args, preprocessedLine);
    }

    /** A command built from parts, for commands that run other commands (gogui-play_sequence). */
    public static GtpCommand of(String name, String... args) {
        return new GtpCommand("", name, args.clone(), name + (args.length == 0 ? "" : " " + String.join(" ", args)));
    }

    private static String[] split(String s) {
        String t = s.trim();
        if (t.isEmpty()) {
            return NO_ARGS;
        }
        return t.split(" +");
    }

    private static boolean isDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return !s.isEmpty();
    }

    public String id() {
        return id;
    }

    public boolean hasId() {
        return !id.isEmpty();
    }

    public String name() {
        return name;
    }

    public String line() {
        return line;
    }

    public int argCount() {
        return args.length;
    }

    public String[] args() {
        return args.clone();
    }

    /** Throws {@code syntax error} unless there are exactly {@code n} arguments. */
    public void requireArgs(int n) throws GtpError {
        if (args.length != n) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
    }

    /** Throws {@code syntax error} unless the argument count is in {@code [min, max]}. */
    public void requireArgs(int min, int max) throws GtpError {
        if (args.length < min || args.length > max) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
    }

    public String stringArg(int i) throws GtpError {
        if (i < 0 || i >= args.length) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        return args[i];
    }

    /** The arguments from {@code i} on, joined by single spaces ("" when there are none). */
    public String restOfLine(int i) {
        if (i >= args.length) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int k = i; k < args.length; k++) {
            if (k > i) {
                sb.append(' ');
            }
            sb.append(args[k]);
        }
        return sb.toString();
    }

    public int intArg(int i) throws GtpError {
        String s = stringArg(i);
        if (!INTEGER.matcher(s).matches()) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            // Too many digits for an int: still a syntax error, not an exception.
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
    }

    public double doubleArg(int i) throws GtpError {
        String s = stringArg(i);
        if (!FLOAT.matcher(s).matches()) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        double v = Double.parseDouble(s);
        if (Double.isInfinite(v) || Double.isNaN(v)) {
            throw new GtpError(GtpError.SYNTAX_ERROR);
        }
        return v;
    }

    /** {@code Board.BLACK} or {@code Board.WHITE}; {@code invalid color} otherwise. */
    public int colorArg(int i) throws GtpError {
        int c = parseColor(stringArg(i));
        if (c == Board.EMPTY) {
            throw new GtpError(GtpError.INVALID_COLOR);
        }
        return c;
    }

    /** Board.BLACK, Board.WHITE, or Board.EMPTY when {@code s} names no colour. */
    public static int parseColor(String s) {
        return Coord.parseColor(s);
    }

    /**
     * A vertex on {@code board}: {@code Board.PASS} for "pass", else the point.
     * Anything else, including points off this board, is {@code invalid coordinate}.
     */
    public int vertexArg(int i, Board board) throws GtpError {
        int pt = parseVertex(stringArg(i), board);
        if (pt == Board.NO_POINT) {
            throw new GtpError(GtpError.INVALID_COORDINATE);
        }
        return pt;
    }

    /** Like {@link #vertexArg} but "pass" is also {@code invalid coordinate}. */
    public int pointArg(int i, Board board) throws GtpError {
        int pt = vertexArg(i, board);
        if (pt == Board.PASS) {
            throw new GtpError(GtpError.INVALID_COORDINATE);
        }
        return pt;
    }

    /** The point for a GTP vertex, Board.PASS for "pass", Board.NO_POINT when invalid. */
    public static int parseVertex(String s, Board board) {
        return Coord.parseGtp(s, board.size());
    }

    /** The GTP text of a point or pass. */
    public static String vertexText(int pt, Board board) {
        return Coord.toGtp(pt, board.size());
    }

    /** "B" or "W". */
    public static String colorText(int color) {
        return color == Board.BLACK ? "B" : "W";
    }

    @Override
    public String toString() {
        return line;
    }
}
