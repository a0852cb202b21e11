package io.kosumi.game;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;

import gnu.trove.map.hash.TLongIntHashMap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A game: the board plus history, side to move, passes, komi, handicap and rules. Plays are
 * checked against the rules (simple ko on the board, positional superko here) and can be
 * undone one by one back to the start.
 *
 * <p>Undo keeps a copy of the board before every play (a handful of {@code arraycopy} calls;
 * the copies are pooled and reused), so going back is exact and O(1).
 *
 * <p>Setup stones (handicap, SGF AB/AW/AE, GoGui setup) become part of the starting position:
 * setting stones up after plays keeps those plays in the record but they can no longer be
 * undone past the setup.
 */
public final class Game {
    /** Legality code beyond the board's: the play would repeat an earlier position. */
    public static final int SUPERKO = 5;

    private Rules rules;
    private double komi;
    private Board board;
    /** The position at the start of the undoable history (after handicap and setup). */
    private Board start;
    private int toMove = Board.BLACK;
    private int startToMove = Board.BLACK;
    private int handicap;

    /** Plays since the start: moves[i] by colors[i]; PASS for a pass. */
    private int[] moves = new int[512];
    private int[] colors = new int[512];
    private int moveCount;
    /** Plays that were recorded before the last setup and cannot be undone. */
    private final List<int[]> frozenMoves = new ArrayList<>();
    /** boardsBefore.get(i) is the board before play i. Pooled: entries past moveCount are spare. */
    private final List<Board> boardsBefore = new ArrayList<>();
    /**
     * positionHashes[0] is the start position's hash, positionHashes[i] the hash after play
     * i. Positional superko forbids a play whose resulting hash is any of [0..moveCount].
     */
    private long[] positionHashes = new long[513];
    /**
     * How many times each hash occurs in positionHashes[0..moveCount]: the superko test is a
     * lookup, so long games (and long gogui-play_sequence lines) stay linear.
     */
    private final TLongIntHashMap positionCounts = new TLongIntHashMap();

    public Game(int size, Rules rules, double komi) {
        this.rules = rules;
        this.komi = komi;
        this.board = new Board(size);
        this.start = new Board(size);
        resetPositionHistory();
    }

    /** The history of positions becomes the current one alone. */
    private void resetPositionHistory() {
        positionHashes[0] = board.hash();
        positionCounts.clear();
        positionCounts.put(positionHashes[0], 1);
    }

    // ----------------------------------------------------------------------------------------
    // Settings

    /** The current position. Callers must not play on it; copy it instead. */
    public Board board() {
        return board;
    }

    /** The position where the undoable history starts (after handicap and setup stones). */
    public Board startBoard() {
        return start;
    }

    public int size() {
        return board.size();
    }

    public Rules rules() {
        return rules;
    }

    public void setRules(Rules rules) {
        this.rules = rules;
    }

    public double komi() {
        return komi;
    }

    public void setKomi(double komi) {
        this.komi = komi;
    }

    public int toMove() {
        return toMove;
    }

    public void setToMove(int color) {
        if (color != Board.BLACK && color != Board.WHITE) throw new IllegalArgumentException("bad colour " + color);
        toMove = color;
        if (moveCount == 0) startToMove = color;
    }

    /** The side to move at the start position (WHITE after fixed handicap). */
    public int startToMove() {
        return startToMove;
    }

    public int handicap() {
        return handicap;
    }

    /** Empties the board and the history; size, komi and rules stay. Black to move. */
    public void clear() {
        board.clear();
        start.clear();
        moveCount = 0;
        frozenMoves.clear();
        handicap = 0;
        toMove = Board.BLACK;
        startToMove = Board.BLACK;
        resetPositionHistory();
    }

    /** Changes the board size and clears everything but komi and rules. */
    public void resize(int size) {
        if (size != board.size()) {
            board = new Board(size);
            start = new Board(size);
            boardsBefore.clear();
        }
        clear();
    }

    // ----------------------------------------------------------------------------------------
    // Plays

    /** Legality of {@code color} playing at {@code pt}: Board's codes plus {@link #SUPERKO}. */
    public int legality(int color, int pt) {
        int code = board.legality(pt, color, rules.allowSuicide());
        if (code != Board.LEGAL || pt == Board.PASS || !rules.positionalSuperko()) return code;
        return positionCounts.containsKey(board.hashAfter(pt, color)) ? SUPERKO : Board.LEGAL;
    }

    public boolean isLegal(int color, int pt) {
        return legality(color, pt) == Board.LEGAL;
    }

    /** Text for a legality code, as used in error messages. */
    public static String reason(int code) {
        switch (code) {
            case Board.LEGAL: return "legal";
            case Board.OCCUPIED: return "occupied";
            case Board.KO: return "ko";
            case Board.SUICIDE: return "suicide";
            case Board.OFF_BOARD: return "off board";
            case SUPERKO: return "superko";
            default: return "illegal (" + code + ")";
        }
    }

    /** Plays a move after checking it; the side to move becomes the opponent of {@code color}. */
    public void play(int color, int pt) throws IllegalMoveException {
        if (color != Board.BLACK && color != Board.WHITE) {
            throw new IllegalMoveException(Board.OFF_BOARD, "bad colour");
        }
        int code = legality(color, pt);
        if (code != Board.LEGAL) {
            throw new IllegalMoveException(code, reason(code));
        }
        playLegal(color, pt);
    }

    /** Plays a move already known to be legal under these rules. */
    public void playLegal(int color, int pt) {
        if (moveCount == moves.length) {
            moves = Arrays.copyOf(moves, moves.length * 2);
            colors = Arrays.copyOf(colors, colors.length * 2);
        }
        if (moveCount + 2 > positionHashes.length) {
            positionHashes = Arrays.copyOf(positionHashes, positionHashes.length * 2);
        }
        if (boardsBefore.size() == moveCount) {
            boardsBefore.add(new Board(board.size()));
        }
        boardsBefore.get(moveCount).copyFrom(board);
        board.playLegal(pt, color);
        moves[moveCount] = pt;
        colors[moveCount] = color;
        moveCount++;
        positionHashes[moveCount] = board.hash();
        positionCounts.adjustOrPutValue(positionHashes[moveCount], 1, 1);
        toMove = Board.opponent(color);
    }

    /** Takes back the last play; false when there is none. */
    public boolean undo() {
        if (moveCount == 0) return false;
        long h = positionHashes[moveCount];
        if (positionCounts.adjustOrPutValue(h, -1, 0) <= 0) positionCounts.remove(h);
        moveCount--;
        board.copyFrom(boardsBefore.get(moveCount));
        toMove = colors[moveCount];
        return true;
    }

    /** Plays since the start position (passes included). */
    public int moveCount() {
        return moveCount;
    }

    public int moveAt(int i) {
        return moves[i];
    }

    public int colorAt(int i) {
        return colors[i];
    }

    /** The last play, PASS for a pass, NO_POINT at the start. */
    public int lastMove() {
        return moveCount == 0 ? Board.NO_POINT : moves[moveCount - 1];
    }

    /** Passes in a row at the end of the history. */
    public int consecutivePasses() {
        int n = 0;
        for (int i = moveCount - 1; i >= 0 && moves[i] == Board.PASS; i--) n++;
        return n;
    }

    /** The hashes of every position since the start (index 0) up to now (index moveCount()). */
    public long positionHash(int i) {
        return positionHashes[i];
    }

    /** Plays that were made before the last setup and are kept only for the record. */
    public List<int[]> frozenMoves() {
        return frozenMoves;
    }

    // ----------------------------------------------------------------------------------------
    // Handicap and setup

    /** The largest fixed handicap GTP allows on this size: 0 below 7x7, 4 on 7x7 and even sizes, else 9. */
    public static int maxFixedHandicap(int size) {
        if (size < 7) return 0;
        if (size == 7 || size % 2 == 0) return 4;
        return 9;
    }

    /**
     * GTP's standard fixed handicap points (section 4.1.1 of the GTP v2 specification): on the
     * third line up to 12x12, the fourth line from 13x13, corners first, then the centre for
     * odd counts, then the sides.
     */
    public static int[] fixedHandicapPoints(int size, int n) {
        int max = maxFixedHandicap(size);
        if (n < 2 || n > max) {
            throw new IllegalArgumentException("fixed handicap of " + n + " is not allowed on " + size + "x" + size);
        }
        Board b = new Board(size);
        int lo = size >= 13 ? 3 : 2;
        int hi = size - 1 - lo;
        int mid = size / 2;
        int[] order = new int[n];
        // Corners (lower left, upper right, upper left, lower right), then per count.
        int ll = b.point(lo, lo), ur = b.point(hi, hi), ul = b.point(lo, hi), lr = b.point(hi, lo);
        int center = b.point(mid, mid);
        int leftMid = b.point(lo, mid), rightMid = b.point(hi, mid);
        int bottomMid = b.point(mid, lo), topMid = b.point(mid, hi);
        int k = 0;
        order[k++] = ll;
        order[k++] = ur;
        if (n >= 3) order[k++] = ul;
        if (n >= 4) order[k++] = lr;
        if (n == 5 || n == 7 || n == 9) order[k++] = center;
        if (n >= 6) {
            order[k++] = leftMid;
            order[k++] = rightMid;
        }
        if (n >= 8) {
            order[k++] = bottomMid;
            order[k++] = topMid;
        }
        return order;
    }

    /** {@link #fixedHandicapPoints(int, int)} for this game's size. */
    public int[] fixedHandicapPoints(int n) {
        return fixedHandicapPoints(board.size(), n);
    }

    /**
     * Places handicap stones on an empty board with no plays; White moves next.
     *
     * @throws IllegalStateException when the board is not empty
     */
    public void placeHandicap(int[] points) {
        if (moveCount != 0 || !frozenMoves.isEmpty() || board.emptyCount() != size() * size()) {
            throw new IllegalStateException("board not empty");
        }
        for (int i = 0; i < points.length; i++) {
            if (!board.onBoard(points[i])) throw new IllegalArgumentException("handicap point off board");
            for (int j = 0; j < i; j++) {
                if (points[j] == points[i]) throw new IllegalArgumentException("repeated handicap point " + Coord.toGtp(points[i], size()));
            }
        }
        setupStones(Board.BLACK, points);
        handicap = points.length;
        toMove = Board.WHITE;
        startToMove = Board.WHITE;
    }

    /**
     * Sets stones up outside of play ({@code color} EMPTY removes stones). The current
     * position becomes the new start: earlier plays stay in {@link #frozenMoves()} for the
     * record but can no longer be undone.
     */
    public void setupStones(int color, int[] points) {
        for (int pt : points) {
            if (!board.onBoard(pt)) throw new IllegalArgumentException("setup point off board: " + pt);
        }
        if (moveCount > 0) {
            for (int i = 0; i < moveCount; i++) frozenMoves.add(new int[] {colors[i], moves[i]});
            moveCount = 0;
        }
        board.placeSetupStones(points, color);
        start.copyFrom(board);
        startToMove = toMove;
        resetPositionHistory();
    }

    /** Records a handicap count (SGF HA) without placing stones. */
    public void setHandicapCount(int n) {
        handicap = n;
    }

    // ----------------------------------------------------------------------------------------
    // Scoring

    /** Area score with every stone alive: Black's area minus White's minus komi. */
    public double areaScore() {
        return Scoring.areaDifference(board, null) - komi;
    }

    /** Area score with the stones marked dead (indexed by point) removed first. */
    public double areaScore(boolean[] dead) {
        return Scoring.areaDifference(board, dead) - komi;
    }
}
