package io.kosumi.tactics;

import io.kosumi.board.Board;

/**
 * A ladder reader: does a chain that is (or is about to be) in atari die when its owner keeps
 * running and the attacker keeps giving atari? Reads on private board copies, one per ply, so
 * the caller's board is never touched; the copies are made once per board size and reused,
 * so a reading allocates nothing after warm-up. One instance per thread.
 *
 * <p>The defender's options at each step are extending at the last liberty and capturing any
 * attacker chain in atari next to the running chain (the usual ways out: a ladder breaker, or
 * an attacker stone left short of liberties). The attacker's options are the two liberties
 * of the chain. A running chain that reaches three liberties has escaped. The reading is
 * exhaustive over those options, so an atari from the wrong side, which lets the chain out
 * at once, costs one step. It gives up (answers "no capture") after {@link #DEFAULT_BUDGET}
 * plays or {@link #MAX_PLIES} plies, so a "captured" answer is always a proof within these
 * rules; ko and moves elsewhere on the board are not read.
 */
public final class Ladder {
    /** Deepest reading in plies (defender plus attacker moves); 19x19 ladders need about 80. */
    public static final int MAX_PLIES = 120;
    /** Board plays allowed per question. */
    public static final int DEFAULT_BUDGET = 400;

    private Board[] boards = new Board[8];
    /** The two liberties of the running chain at each ply of the attacker. */
    private final int[] libs = new int[2 * (MAX_PLIES + 2)];
    private final int[] one = new int[2];
    private int budget;
    private int maxBudget = DEFAULT_BUDGET;
    /** Plays made by the last question (for tests and tuning). */
    private int lastPlays;

    public Ladder() {
    }

    /** Changes the number of plays a question may use (at least 1). */
    public void setBudget(int plays) {
        if (plays < 1) throw new IllegalArgumentException("budget must be at least 1: " + plays);
        maxBudget = plays;
    }

    /** Board plays used by the last question. */
    public int lastPlays() {
        return lastPlays;
    }

    /**
     * The chain at {@code pt} is in atari and its owner is to move: true when every way out
     * (extending, capturing an attacker chain in atari next to it) ends in capture by a ladder.
     */
    public boolean isCaptured(Board b, int pt) {
        checkStone(b, pt);
        if (b.libertyCount(pt) != 1) throw new IllegalArgumentException("chain is not in atari: " + b.libertyCount(pt) + " liberties");
        start(b);
        boolean dead = !defend(0, pt);
        lastPlays = maxBudget - budget;
        return dead;
    }

    /**
     * The chain at {@code pt} has two liberties and the attacker (its owner's opponent) is to
     * move: true when the attacker captures it by ladder.
     */
    public boolean canCapture(Board b, int pt) {
        checkStone(b, pt);
        if (b.libertyCount(pt) != 2) throw new IllegalArgumentException("chain does not have 2 liberties: " + b.libertyCount(pt));
        start(b);
        boolean dead = attack(0, pt);
        lastPlays = maxBudget - budget;
        return dead;
    }

    /**
     * {@code color} playing the legal move {@code mv} (typically extending a chain in atari):
     * true when the chain it makes can be captured by ladder afterwards (it ends with one
     * liberty without capturing anything, or with two and the ladder works). False when it
     * gets three or more liberties.
     */
    public boolean moveGetsLaddered(Board b, int mv, int color) {
        int after = b.libertiesAfter(mv, color, 3);
        if (after >= 3) return false;
        if (after == 2 && surelyEscapes(b, mv, color)) {
            lastPlays = 0;
            return false;
        }
        start(b);
        Board next = boards[0];
        next.playLegal(mv, color);
        budget--;
        boolean dead;
        if (next.color(mv) != color) {
            dead = true; // suicide: the caller asked about an illegal move; treat as lost
        } else if (next.libertyCount(mv) == 1) {
            // Self-atari: captured at once unless its capture is illegal (ko); call it lost.
            dead = true;
        } else {
            dead = attack(0, mv);
        }
        lastPlays = maxBudget - budget;
        return dead;
    }

    /**
     * {@code attacker} playing the legal move {@code mv}: true when it puts an enemy chain of
     * at least {@code minStones} stones in atari that cannot escape the ladder (the enemy is
     * to move after {@code mv}).
     */
    public boolean atariLadders(Board b, int mv, int attacker, int minStones) {
        int def = Board.opponent(attacker);
        // Only a chain with exactly two liberties next to mv can come into atari by mv.
        boolean candidate = false;
        for (int d = 0; d < 4; d++) {
            int q = mv + b.delta(d);
            if (b.color(q) == def && b.libertyCount(q) == 2 && b.chainSize(q) >= minStones) {
                candidate = true;
                break;
            }
        }
        if (!candidate) return false;
        start(b);
        Board next = boards[0];
        next.playLegal(mv, attacker);
        budget--;
        boolean dead = false;
        if (next.color(mv) == attacker) {
            // Boards[0] is the position after mv; level 1 onwards is the reading.
            for (int d = 0; d < 4 && !dead; d++) {
                int q = mv + next.delta(d);
                if (next.color(q) != def || next.libertyCount(q) != 1 || next.chainSize(q) < minStones) continue;
                if (!defend(0, q)) dead = true;
            }
        }
        lastPlays = maxBudget - budget;
        return dead;
    }

    /**
     * A filter without copying the board, for the common case of {@link #moveGetsLaddered}
     * (playouts call it often): the move joins only own chains whose last liberty it is and
     * captures nothing, so the chain's two liberties afterwards are the move's two empty
     * neighbours. When, for either atari, running to the other liberty finds 3 empty
     * neighbours, the chain gets out whatever the attacker does.
     */
    private static boolean surelyEscapes(Board b, int mv, int color) {
        int opp = Board.opponent(color);
        int l1 = Board.NO_POINT, l2 = Board.NO_POINT;
        for (int d = 0; d < 4; d++) {
            int q = mv + b.delta(d);
            int c = b.color(q);
            if (c == Board.EMPTY) {
                if (l1 == Board.NO_POINT) l1 = q; else l2 = q;
            } else if (c == color) {
                if (b.libertyCount(q) != 1) return false;
            } else if (c == opp && b.libertyCount(q) == 1) {
                return false;
            }
        }
        if (l2 == Board.NO_POINT) return false;
        return runsOut(b, mv, l1, l2) && runsOut(b, mv, l2, l1);
    }

    /** After the attacker's atari at {@code atari}, running to {@code run} gives 3+ liberties. */
    private static boolean runsOut(Board b, int mv, int atari, int run) {
        int free = b.emptyNeighbours(run);
        for (int d = 0; d < 4; d++) {
            int q = run + b.delta(d);
            if (q == mv || q == atari) free--;
        }
        return free >= 3;
    }

    private static void checkStone(Board b, int pt) {
        if (!b.onBoard(pt) || (b.color(pt) != Board.BLACK && b.color(pt) != Board.WHITE)) {
            throw new IllegalArgumentException("no stone at point " + pt);
        }
    }

    private void start(Board b) {
        budget = maxBudget;
        boards[0] = ensure(0, b.size());
        boards[0].copyFrom(b);
    }

    /** The board for ply {@code level}, created on first use (warm-up), never shrunk. */
    private Board ensure(int level, int size) {
        if (level >= boards.length) {
            Board[] grown = new Board[Math.min(MAX_PLIES + 2, boards.length * 2)];
            System.arraycopy(boards, 0, grown, 0, boards.length);
            boards = grown;
        }
        Board bd = boards[level];
        if (bd == null) {
            bd = new Board(size);
            boards[level] = bd;
        }
        return bd;
    }

    /**
     * Defender to move on boards[level], running chain at {@code pt} in atari. True when some
     * move gets it out (or the reading runs out of budget or depth: not proven dead).
     */
    private boolean defend(int level, int pt) {
        if (budget <= 0 || level >= MAX_PLIES) return true;
        Board cur = boards[level];
        int def = cur.color(pt);
        int att = Board.opponent(def);
        // Captures of attacker chains in atari touching the running chain.
        int s = pt;
        do {
            for (int d = 0; d < 4; d++) {
                int e = s + cur.delta(d);
                if (cur.color(e) != att || cur.libertyCount(e) != 1) continue;
                int c = cur.atariLiberty(e);
                if (!cur.isLegal(c, def, false)) continue;
                if (tryDefence(level, pt, c, def)) return true;
                if (budget <= 0) return true;
            }
            s = cur.nextStone(s);
        } while (s != pt);
        int lib = cur.atariLiberty(pt);
        if (!cur.isLegal(lib, def, false)) return false;
        int after = cur.libertiesAfter(lib, def, 3);
        if (after >= 3) return true;
        if (after <= 1) return false;
        return tryDefence(level, pt, lib, def);
    }

    /** Plays the defender's move {@code mv} on the next ply and reads on. */
    private boolean tryDefence(int level, int pt, int mv, int def) {
        Board next = ensure(level + 1, boards[level].size());
        next.copyFrom(boards[level]);
        next.playLegal(mv, def);
        budget--;
        int n = next.libertyCount(pt);
        if (n >= 3) return true;
        if (n <= 1) return false;
        return !attack(level + 1, pt);
    }

    /**
     * Attacker to move on boards[level], running chain at {@code pt} with two liberties. True
     * when an atari leads to its capture.
     */
    private boolean attack(int level, int pt) {
        if (budget <= 0 || level >= MAX_PLIES) return false;
        Board cur = boards[level];
        int def = cur.color(pt);
        int att = Board.opponent(def);
        int base = 2 * level;
        if (cur.findLiberties(pt, one) != 2) return false;
        libs[base] = one[0];
        libs[base + 1] = one[1];
        for (int k = 0; k < 2; k++) {
            int mv = libs[base + k];
            int other = libs[base + 1 - k];
            if (!cur.isLegal(mv, att, false)) continue;
            // The defender runs to the other liberty: when that gives it 4+ liberties now,
            // it keeps 3+ after this atari, so this side cannot work (no copy needed).
            if (cur.libertiesAfter(other, def, 4) >= 4) continue;
            Board next = ensure(level + 1, cur.size());
            next.copyFrom(cur);
            next.playLegal(mv, att);
            budget--;
            if (next.color(pt) != def) return true; // cannot happen with 2 liberties; safe
            if (next.libertyCount(pt) != 1) continue;
            if (!defend(level + 1, pt)) return true;
            if (budget <= 0) return false;
        }
        return false;
    }
}
