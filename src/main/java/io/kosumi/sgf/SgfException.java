package io.kosumi.sgf;

/**
 * A file that is not valid SGF, or a game record that cannot be turned into a game
 * (bad board size, illegal move, ...). When the problem has a place in the file, the
 * message starts with "line L, column C: " so a user can open the file at that spot;
 * {@link #line()} and {@link #column()} give the same place (0 when unknown).
 * Lines and columns count from 1; a column counts bytes from the start of the line.
 */
public final class SgfException extends Exception {
    private final int line;
    private final int column;

    public SgfException(String message) {
        super(message);
        this.line = 0;
        this.column = 0;
    }

    public SgfException(int line, int column, String message) {
        super(line > 0 ? "line " + line + ", column " + column + ": " + message : message);
        this.line = line;
        this.column = column;
    }

    private SgfException(String message, int line, int column, Throwable cause) {
        super(message, cause);
        this.line = line;
        this.column = column;
    }

    /** The same problem with the name of the file in front of the message, for users. */
    public SgfException inFile(String fileName) {
        return new SgfException(fileName + ": " + getMessage(), line, column, this);
    }

    /** 1-based line of the problem, 0 when the problem has no place in the file. */
    public int line() {
        return line;
    }

    /** 1-based column (in bytes) of the problem, 0 when unknown. */
    public int column() {
        return column;
    }
}
