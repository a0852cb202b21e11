package io.kosumi.gtp;

/**
 * A command failed; the message becomes the text of the {@code ?} reply.
 *
 * <p>Handlers throw it only before they change any state, so a rejected command leaves the
 * engine exactly as it was (GTP requires that, and the fuzz test checks it).
 */
public final class GtpError extends Exception {
    private static final long serialVersionUID = 1L;

    // The standard texts. GUIs and regression suites match on them, so they never vary.
    public static final String UNKNOWN_COMMAND = "unknown command";
    public static final String SYNTAX_ERROR = "syntax error";
    public static final String UNACCEPTABLE_SIZE = "unacceptable size";
    public static final String ILLEGAL_MOVE = "illegal move";
    public static final String INVALID_COORDINATE = "invalid coordinate";
    public static final String INVALID_COLOR = "invalid color";
    public static final String CANNOT_UNDO = "cannot undo";
    public static final String CANNOT_LOAD_FILE = "cannot load file";
    public static final String CANNOT_SAVE_FILE = "cannot save file";
    public static final String BOARD_NOT_EMPTY = "board not empty";
    public static final String CANNOT_SCORE = "cannot score";

    public GtpError(String message) {
        // No stack trace: errors are ordinary replies and the fuzz test throws hundreds of
        // thousands of them.
        super(message, null, false, false);
    }
}
