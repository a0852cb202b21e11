package io.kosumi.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.testutil.GnuGo;
import io.kosumi.tools.GtpClient;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Differential test against GNU Go as a real subprocess: random games are played in Kosumi's
 * {@link Game} (simple ko, suicide illegal: GNU Go's default rules) and in GNU Go; after every
 * move the stones of both colours must agree, and at sampled positions (and every position with
 * a ko) the legality of every empty point for the side to move, the capture totals and the
 * liberty count of every chain must agree.
 *
 * <p>Moves are uniformly random among Kosumi's legal moves; in two games out of three a side
 * never fills its own one-point eye, so games end on two passes with many captures along the
 * way; in the others eyes get filled too, which makes large captures and empty-board restarts.
 * Commands for a whole game are written in one batch and the replies compared afterwards.
 */
@Tag("slow")
class GnuGoDifferentialTest {
    private static final int GAMES = 400;
    private static final long SEED = 0x6b6f73756d69L;
    private static final int MAX_REPORTS = 10;

    private int moves;
    private int legalityChecks;
    private int libertyChecks;
    private int koPositions;
    private int captures;
    private int passesBeforeEnd;
    private int mismatchedGames;
    private final List<String> reports = new ArrayList<>();

    /** One command of the batch with the reply Kosumi expects (null: only success matters). */
    private record Expect(String command, String reply, int moveIndex) {}

    @Test
    void randomGamesAgreeWithGnuGo() throws IOException {
        SplittableRandom rng = new SplittableRandom(SEED);
        int[] sizeCount = new int[26];
        try (GtpClient gnugo = GnuGo.start()) {
            for (int i = 0; i < GAMES; i++) {
                // Mix: 3/5 on 9x9, 1/5 on 13x13, 1/5 on 19x19.
                int size = i % 5 < 3 ? 9 : i % 5 == 3 ? 13 : 19;
                sizeCount[size]++;
                playAndCompare(gnugo, size, rng.split(), i);
            }
        }
        String summary = String.format(
                "%d games (9x9 %d, 13x13 %d, 19x19 %d), %d moves, %d captures, %d ko positions,"
                        + " %d legality checks, %d chain liberty checks, %d mid-game passes",
                GAMES, sizeCount[9], sizeCount[13], sizeCount[19], moves, captures, koPositions,
                legalityChecks, libertyChecks, passesBeforeEnd);
        System.out.println(summary);
        assertEquals(0, mismatchedGames,
                mismatchedGames + " games disagree with GNU Go (" + summary + "):\n"
                        + String.join("\n", reports));
        // The comparison only means something if the games exercised the interesting cases.
        assertTrue(captures > 25_000, "too few captures: " + summary);
        assertTrue(koPositions > 400, "too few ko positions: " + summary);
        assertTrue(legalityChecks > 500_000, "too few legality checks: " + summary);
        assertTrue(libertyChecks > 100_000, "too few liberty checks: " + summary);
    }

    private void playAndCompare(GtpClient gnugo, int size, SplittableRandom rng, int gameIndex)
            throws IOException {
        Game game = new Game(size, Rules.SIMPLE_KO, 7.5);
        Board board = game.board();
        boolean avoidOwnEyes = rng.nextInt(3) != 0;
        int maxMoves = 2 * size * size;
        List<Expect> expects = new ArrayList<>();
        List<String> record = new ArrayList<>();
        gnugo.write("boardsize " + size);
        gnugo.write("clear_board");
        expects.add(new Expect("boardsize " + size, "", -1));
        expects.add(new Expect("clear_board", "", -1));
        int[] cand = new int[board.arrayLength()];
        while (game.moveCount() < maxMoves && game.consecutivePasses() < 2) {
            int color = game.toMove();
            int pt = chooseMove(game, color, avoidOwnEyes, rng, cand);
            try {
                game.play(color, pt);
            } catch (IllegalMoveException e) {
                throw new AssertionError("Kosumi rejected its own legal move " + Coord.toGtp(pt, size)
                        + ": " + e.getMessage() + "\n" + board);
            }
            int moveIndex = game.moveCount() - 1;
            moves++;
            if (pt == Board.PASS && game.consecutivePasses() < 2) {
                passesBeforeEnd++;
            }
            captures += board.lastCaptureCount();
            String move = (color == Board.BLACK ? "b " : "w ") + Coord.toGtp(pt, size);
            record.add(move);
            send(gnugo, expects, "play " + move, "", moveIndex);
            send(gnugo, expects, "list_stones black", GnuGo.stones(board, Board.BLACK), moveIndex);
            send(gnugo, expects, "list_stones white", GnuGo.stones(board, Board.WHITE), moveIndex);
            boolean ko = board.koPoint() != Board.NO_POINT;
            if (ko) {
                koPositions++;
            }
            if (ko || rng.nextInt(10) == 0) {
                // Capture totals and the liberty count of every chain (at its head) must agree too.
                send(gnugo, expects, "captures black", Integer.toString(board.capturedStones(Board.BLACK)),
                        moveIndex);
                send(gnugo, expects, "captures white", Integer.toString(board.capturedStones(Board.WHITE)),
                        moveIndex);
                for (int y = 0; y < size; y++) {
                    for (int x = 0; x < size; x++) {
                        int p = board.point(x, y);
                        if (board.color(p) != Board.EMPTY && board.chainHead(p) == p) {
                            send(gnugo, expects, "countlib " + Coord.toGtp(p, size),
                                    Integer.toString(board.libertyCount(p)), moveIndex);
                            libertyChecks++;
                        }
                    }
                }
                int toMove = game.toMove();
                String c = toMove == Board.BLACK ? "b " : "w ";
                for (int i = 0; i < board.emptyCount(); i++) {
                    int e = board.emptyAt(i);
                    boolean legal = game.isLegal(toMove, e);
                    send(gnugo, expects, "is_legal " + c + Coord.toGtp(e, size), legal ? "1" : "0",
                            moveIndex);
                    legalityChecks++;
                }
            }
        }
        gnugo.flush();
        String firstMismatch = null;
        for (Expect ex : expects) {
            GtpClient.Reply r = gnugo.read(60_000);
            if (firstMismatch != null) {
                continue; // positions have diverged; drain the rest of the batch
            }
            if (!r.success()) {
                firstMismatch = "'" + ex.command() + "' failed in GNU Go: " + r.text();
            } else if (!GnuGo.normalize(r.text()).equals(ex.reply())) {
                firstMismatch = "'" + ex.command() + "': GNU Go [" + GnuGo.normalize(r.text()) + "] Kosumi ["
                        + ex.reply() + "]";
            }
            if (firstMismatch != null) {
                mismatchedGames++;
                if (reports.size() < MAX_REPORTS) {
                    int upTo = Math.max(0, ex.moveIndex() + 1);
                    reports.add("game " + gameIndex + " (" + size + "x" + size + ") after move "
                            + upTo + ": " + firstMismatch + "\n  moves: "
                            + String.join(", ", record.subList(0, upTo)));
                }
            }
        }
    }

    private static void send(GtpClient gnugo, List<Expect> expects, String cmd, String reply,
            int moveIndex) throws IOException {
        gnugo.write(cmd);
        expects.add(new Expect(cmd, reply, moveIndex));
    }

    /** Uniformly random legal move for {@code color}; pass rarely, or when nothing is legal. */
    private static int chooseMove(Game game, int color, boolean avoidOwnEyes, SplittableRandom rng,
            int[] cand) {
        if (rng.nextInt(100) == 0) {
            return Board.PASS;
        }
        Board b = game.board();
        int n = 0;
        for (int i = 0; i < b.emptyCount(); i++) {
            int pt = b.emptyAt(i);
            if (game.isLegal(color, pt) && !(avoidOwnEyes && b.isEye(pt, color))) {
                cand[n++] = pt;
            }
        }
        return n == 0 ? Board.PASS : cand[rng.nextInt(n)];
    }
}
