package io.kosumi.engine;

/**
 * What one move request asks of a {@link MoveGenerator}: which kind of request it is and the
 * limits that apply. Immutable; built by {@link Engine} for every genmove.
 */
public final class SearchRequest {
    public enum Kind {
        /** {@code genmove}: the move will be played. */
        PLAY,
        /** {@code reg_genmove}: the move is only reported (regression suites); nothing is played. */
        REGRESSION,
        /**
         * {@code kgs-genmove_cleanup}: the opponent disputes dead stones, so capture them
         * before passing: do not pass while the opponent has stones the engine thinks dead.
         */
        CLEANUP
    }

    private final Kind kind;
    private final TimeControl timeControl;
    private final TimeLeft timeLeft;
    private final double secondsPerMove;
    private final long playouts;

    public SearchRequest(Kind kind, TimeControl timeControl, TimeLeft timeLeft, double secondsPerMove, long playouts) {
        this.kind = kind;
        this.timeControl = timeControl;
        this.timeLeft = timeLeft;
        this.secondsPerMove = secondsPerMove;
        this.playouts = playouts;
    }

    public Kind kind() {
        return kind;
    }

    /** The time system in force ({@link TimeControl.Kind#UNSET} when none was sent). */
    public TimeControl timeControl() {
        return timeControl;
    }

    /** The mover's last {@code time_left} report, or null when none arrived. */
    public TimeLeft timeLeft() {
        return timeLeft;
    }

    /** Seconds per move to use when no time control was sent ({@code --time}). */
    public double secondsPerMove() {
        return secondsPerMove;
    }

    /** Playout limit ({@code --playouts}); 0 for none. */
    public long playouts() {
        return playouts;
    }
}
