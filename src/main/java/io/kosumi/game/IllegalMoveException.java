package io.kosumi.game;

/** A play that the rules forbid; the message is the reason ("occupied", "ko", ...). */
public final class IllegalMoveException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int code;

    public IllegalMoveException(int code, String message) {
        super(message);
        this.code = code;
    }

    /** One of the legality codes of {@link io.kosumi.board.Board} or {@link Game#SUPERKO}. */
    public int code() {
        return code;
    }
}
