package io.kosumi.playout;

import io.kosumi.board.Board;
import io.kosumi.tactics.Ladder;
import io.kosumi.util.FastRandom;

/**
 * The heuristic playout policy, in the spirit of MoGo's and Pachi's: answer the last move
 * first (capture its chain if it is in atari, save our chains it put in atari, play the vital
 * point after it captured a big enough group, win or escape a two-liberty fight next to it,
 * play a good 3x3 shape next to it), then capture anything capturable, then play at random;
 * never fill an own true eye; reject a self-atari with high probability; give up a chain whose
 * escape runs into a working ladder. Every heuristic fires with its probability from
 * {@link PlayoutParams}, so {@link PlayoutParams#uniform()} turns them all off. It only chooses
 * moves: {@link PlayoutRunner} plays them to the end and counts.
 *
 * <p>One instance per worker thread: it owns its scratch arrays and uses the worker's RNG.
 * After construction nothing is allocated.
 */
public final class HeuristicPolicy implements PlayoutPolicy {
    private final FastRandom rng;
    // Probabilities as 16-bit thresholds for FastRandom.next16().
    private final int tCaptureLast;
    private final int tSave;
    private final int tNakade;
    private final int tTwoLibs;
    private final int tPattern;
    private final int tCaptureAny;
    private final int tRejectBig;
    private final int tRejectSingle;
    private final int tSacrifice;
    private final int tLadder;
    private final int tSacrificeEye;
    private final int tSnapback;
    /** Ladder reader for extensions that leave two liberties. */
    private final Ladder ladder = new Ladder();
    private final int saveMinLibs;

    /** Candidate moves of the shape heuristic: the 8 neighbours of the last move. */
    private final int[] cand = new int[8];
    /** Liberties of a two-liberty chain ({@link #twoLibertyFight}, {@link #winningAtari}). */
    private final int[] libs2 = new int[2];
    /** Liberties of a two-liberty enemy chain ({@link #setsUpSnapback}). */
    private final int[] snapLibs = new int[2];
    /** The points of a hole left by a capture (nakade), at most 7 while flooding. */
    private final int[] region = new int[8];
    /** The stones a self-atari would put in atari ({@link #killingShape}), at most 6. */
    private final int[] shape = new int[6];
    /** How many of {@link #shape} the last {@link #killingShape} call filled. */
    private int shapeSize;
    /** Liberties of an enemy chain next to a sacrifice ({@link #enemyKeepsAnEye}). */
    private final int[] enemyLibs = new int[8];
    /**
     * Stones of chains that were in atari when last looked at, so that "capture anything"
     * need not scan the board: a chain can only come into atari through a move next to it,
     * so noting the neighbours of every move (and scanning once at the start) finds them all.
     * Entries go stale when the chain is captured or escapes; they are dropped when seen.
     */
    private final int[] ataris = new int[64];
    private int atariCount;

    public HeuristicPolicy(PlayoutParams p, FastRandom rng) {
        this.rng = rng;
        tCaptureLast = FastRandom.threshold(p.captureLast);
        tSave = FastRandom.threshold(p.saveAtari);
        tNakade = FastRandom.threshold(p.nakade);
        tTwoLibs = FastRandom.threshold(p.twoLiberties);
        tPattern = FastRandom.threshold(p.pattern);
        tCaptureAny = FastRandom.threshold(p.captureAny);
        tRejectBig = FastRandom.threshold(p.rejectSelfAtariBig);
        tRejectSingle = FastRandom.threshold(p.rejectSelfAtariSingle);
        tSacrifice = FastRandom.threshold(p.killingSacrifice);
        tLadder = FastRandom.threshold(p.ladderCheck);
        tSacrificeEye = FastRandom.threshold(p.sacrificeEyeCheck);
        tSnapback = FastRandom.threshold(p.snapback);
        if (p.saveMinLiberties < 1 || p.saveMinLiberties > 4) {
            throw new IllegalArgumentException("saveMinLiberties must be 1 to 4: " + p.saveMinLiberties);
        }
        saveMinLibs = p.saveMinLiberties;
    }

    @Override
    public int choose(Board b, int me) {
        int opp = Board.opponent(me);
        int last = b.lastMove();
        if (last > Board.PASS && b.color(last) == opp) {
            if (tCaptureLast > 0 && b.libertyCount(last) == 1 && rng.next16() < tCaptureLast) {
                int lib = b.atariLiberty(last);
                if (notKo(b, lib, me)) return lib;
            }
            if (tSave > 0 && rng.next16() < tSave) {
                int m = saveNeighbours(b, last, me);
                if (m != 0) return m;
            }
            int caught = b.lastCaptureCount();
            if (tNakade > 0 && caught >= 3 && caught <= 6 && rng.next16() < tNakade) {
                int m = nakadePoint(b, last, me);
                if (m != 0) return m;
            }
            if (tTwoLibs > 0 && rng.next16() < tTwoLibs) {
                int m = twoLibertyFight(b, last, me);
                if (m != 0) return m;
            }
        }
        if (tPattern > 0 && last > Board.PASS && rng.next16() < tPattern) {
            int m = drawShape(b, collectShapes(b, last), me);
            if (m != 0) return m;
        }
        if (tCaptureAny > 0 && rng.next16() < tCaptureAny) {
            int m = anyCapture(b, me);
            if (m != 0) return m;
        }
        return randomMove(b, me);
    }

    private static boolean notKo(Board b, int pt, int me) {
        return pt != b.koPoint() || me != b.koColor();
    }

    /** A random acceptable empty point (the first one from a random start), or PASS when there is none. */
    private int randomMove(Board b, int me) {
        int n = b.emptyCount();
        if (n == 0) return Board.PASS;
        int i = rng.nextInt(n);
        for (int k = 0; k < n; k++) {
            int pt = b.emptyAt(i);
            if (acceptable(b, pt, me)) return pt;
            if (++i == n) i = 0;
        }
        return Board.PASS;
    }

    /**
     * A random or shape move must not fill an own eye, must be legal (simple ko, no suicide),
     * and a self-atari is rejected with the configured probability (higher for chains of 2+).
     */
    private boolean acceptable(Board b, int pt, int me) {
        int empties = b.emptyNeighbours(pt);
        // Two empty neighbours: no eye, no suicide, no self-atari; the common case, decided at once.
        if (empties >= 2) return true;
        if (empties == 0 && b.isEye(pt, me)) return false;
        if (!notKo(b, pt, me)) return false;
        // Cheap sufficient tests before the exact count: joining an own chain with 3+
        // liberties, or capturing next to the one empty neighbour, leaves 2+ liberties.
        int opp = Board.opponent(me);
        int own = 0;
        boolean capture = false;
        for (int d = 0; d < 4; d++) {
            int q = pt + b.delta(d);
            int c = b.color(q);
            if (c == me) {
                if (b.libertyCount(q) >= 3) return true;
                own++;
            } else if (c == opp && b.libertyCount(q) == 1) {
                if (empties == 1) return true;
                capture = true;
            }
        }
        if (own == 0 && !capture) {
            // A lone stone among enemies: suicide without an empty neighbour, else a
            // single-stone self-atari with exactly that one liberty.
            if (empties == 0) return false;
            if (tRejectSingle == 0) return true;
            if (tSnapback > 0 && rng.next16() < tSnapback && setsUpSnapback(b, pt, me)) return true;
            return rng.next16() >= tRejectSingle;
        }
        int libs = b.libertiesAfter(pt, me, 2);
        if (libs == 0) return false;
        if (libs == 1) {
            int around = ownChainStonesAround(b, pt, me);
            if (around > 0 && tSacrifice > 0 && around <= 5 && rng.next16() < tSacrifice
                    && killingShape(b, pt, me)
                    && !(tSacrificeEye > 0 && rng.next16() < tSacrificeEye && enemyKeepsAnEye(b, me))) {
                return true;
            }
            int t = around > 0 ? tRejectBig : tRejectSingle;
            return t == 0 || rng.next16() >= t;
        }
        return true;
    }

    /**
     * Whether a lone stone of {@code me} at {@code pt} (no own neighbour, one empty neighbour,
     * nothing captured) sets up a snapback: its liberty has no other empty neighbour, no own
     * chain next to the liberty is in atari, and every enemy chain next to it, at least one, has
     * no liberty but the liberty and {@code pt}. Capturing the stone then leaves the capturing
     * chain (two or more stones) with {@code pt} as its only liberty.
     */
    boolean setsUpSnapback(Board b, int pt, int me) {
        int lib = Board.NO_POINT;
        for (int d = 0; d < 4; d++) {
            int q = pt + b.delta(d);
            if (b.color(q) == Board.EMPTY) lib = q;
        }
        int opp = Board.opponent(me);
        boolean enemy = false;
        for (int d = 0; d < 4; d++) {
            int q = lib + b.delta(d);
            if (q == pt) continue;
            int c = b.color(q);
            if (c == Board.EMPTY) return false;
            if (c == me && b.libertyCount(q) == 1) return false;
            if (c == opp) {
                int n = b.libertyCount(q);
                if (n > 2) return false;
                if (n == 2) {
                    b.findLiberties(q, snapLibs);
                    if (snapLibs[0] != pt && snapLibs[1] != pt) return false;
                }
                enemy = true;
            }
        }
        return enemy;
    }

    /**
     * True when the chain {@code me} would make at {@code pt} (pt and the own chains next to
     * it, 2 to 6 stones) has a dead eye shape once captured, a hole the owner cannot make two
     * eyes in: two or three points; the pyramid four (a point touching the three others) and
     * the square four; the bulky five (a square and one more) and the crossed five (a point
     * touching four); the rabbity six (a crossed five with a square in it).
     */
    boolean killingShape(Board b, int pt, int me) {
        int n = 0;
        shape[n++] = pt;
        shapeSize = 0;
        for (int d = 0; d < 4; d++) {
            int q = pt + b.delta(d);
            if (b.color(q) != me || chainInShape(b, b.chainHead(q), n)) continue;
            int st = q;
            do {
                if (n == shape.length) return false;
                shape[n++] = st;
                st = b.nextStone(st);
            } while (st != q);
        }
        shapeSize = n;
        if (n <= 3) return n >= 2;
        int s = b.stride();
        int maxDegree = 0;
        boolean square = false;
        for (int i = 0; i < n; i++) {
            int p = shape[i];
            maxDegree = Math.max(maxDegree, degree(shape, n, p, s));
            square |= contains(shape, n, p + 1) && contains(shape, n, p + s) && contains(shape, n, p + s + 1);
        }
        switch (n) {
            case 4: return square || maxDegree == 3;
            case 5: return square || maxDegree == 4;
            default: return square && maxDegree == 4;
        }
    }

    /**
     * After {@link #killingShape}: whether an enemy chain next to the shape has a one-point eye
     * among its liberties ({@link Board#isEye}), or more liberties than {@link #enemyLibs} holds.
     * Such a chain makes a second eye when it captures the sacrifice, so the sacrifice does not
     * kill it: it only hands over the stones.
     */
    boolean enemyKeepsAnEye(Board b, int me) {
        int opp = Board.opponent(me);
        for (int i = 0; i < shapeSize; i++) {
            int p = shape[i];
            for (int d = 0; d < 4; d++) {
                int e = p + b.delta(d);
                if (b.color(e) != opp) continue;
                if (b.libertyCount(e) > enemyLibs.length) return true;
                int n = b.findLiberties(e, enemyLibs);
                for (int k = 0; k < n; k++) {
                    if (b.isEye(enemyLibs[k], opp)) return true;
                }
            }
        }
        return false;
    }

    /** Whether the chain with head {@code head} is already in the shape (one stone of it is). */
    private boolean chainInShape(Board b, int head, int n) {
        for (int i = 1; i < n; i++) {
            if (b.chainHead(shape[i]) == head) return true;
        }
        return false;
    }

    /** Stones in the distinct own chains next to {@code pt} (counted up to 3 chains). */
    private static int ownChainStonesAround(Board b, int pt, int me) {
        int total = 0;
        int h0 = Board.NO_POINT, h1 = Board.NO_POINT, h2 = Board.NO_POINT;
        for (int d = 0; d < 4; d++) {
            int q = pt + b.delta(d);
            if (b.color(q) != me) continue;
            int h = b.chainHead(q);
            if (h == h0 || h == h1 || h == h2) continue;
            total += b.chainSize(q);
            if (h0 == Board.NO_POINT) h0 = h; else if (h1 == Board.NO_POINT) h1 = h; else h2 = h;
        }
        return total;
    }

    /** A move that saves one of our chains next to {@code last} from atari, or 0. */
    private int saveNeighbours(Board b, int last, int me) {
        int done = Board.NO_POINT;
        for (int d = 0; d < 4; d++) {
            int q = last + b.delta(d);
            if (b.color(q) != me || b.libertyCount(q) != 1) continue;
            int h = b.chainHead(q);
            if (h == done) continue;
            done = h;
            int m = saveChain(b, q, me);
            if (m != 0) return m;
        }
        return 0;
    }

    /**
     * Saves the chain at {@code q} (in atari): capture a neighbouring enemy chain in atari, or
     * extend at the liberty if that gives at least {@code saveMinLibs} liberties.
     */
    private int saveChain(Board b, int q, int me) {
        int opp = Board.opponent(me);
        int s = q;
        do {
            for (int d = 0; d < 4; d++) {
                int e = s + b.delta(d);
                if (b.color(e) == opp && b.libertyCount(e) == 1) {
                    int lib = b.atariLiberty(e);
                    if (notKo(b, lib, me)) return lib;
                }
            }
            s = b.nextStone(s);
        } while (s != q);
        int lib = b.atariLiberty(q);
        if (!notKo(b, lib, me)) return 0;
        int after = b.libertiesAfter(lib, me, Math.max(3, saveMinLibs));
        if (after < saveMinLibs) return 0;
        // Running into a working ladder only feeds the opponent more stones: let it go.
        if (after == 2 && tLadder > 0 && rng.next16() < tLadder && ladder.moveGetsLaddered(b, lib, me)) return 0;
        return lib;
    }

    /**
     * Two-liberty fights around the opponent's move {@code last}: first its own chain, when it
     * has two liberties, is put in atari at a liberty where the escape at the other one would
     * have at most one liberty (so the atari wins the chain); then each of our chains next to
     * {@code last} that it left with two liberties either ataris a two-liberty enemy chain it
     * touches (the same escape test) or extends to three liberties or more. Our move must not
     * be a self-atari. Returns the move or 0.
     */
    private int twoLibertyFight(Board b, int last, int me) {
        int opp = Board.opponent(me);
        if (b.libertyCount(last) == 2) {
            int m = winningAtari(b, last, me);
            if (m != 0) return m;
        }
        int done = Board.NO_POINT;
        for (int d = 0; d < 4; d++) {
            int q = last + b.delta(d);
            if (b.color(q) != me || b.libertyCount(q) != 2) continue;
            int h = b.chainHead(q);
            if (h == done) continue;
            done = h;
            // A race: atari an adjacent enemy chain that also has two liberties.
            int s = q;
            do {
                for (int k = 0; k < 4; k++) {
                    int e = s + b.delta(k);
                    if (b.color(e) == opp && b.libertyCount(e) == 2) {
                        int m = winningAtari(b, e, me);
                        if (m != 0) return m;
                    }
                }
                s = b.nextStone(s);
            } while (s != q);
            // Otherwise run: a liberty that gives the chain three or more.
            b.findLiberties(q, libs2);
            int first = rng.nextInt(2);
            for (int i = 0; i < 2; i++) {
                int lib = libs2[first ^ i];
                if (notKo(b, lib, me) && b.libertiesAfter(lib, me, 3) >= 3) return lib;
            }
        }
        return 0;
    }

    /**
     * A move that puts the two-liberty enemy chain at {@code e} in atari so that it cannot get
     * out: the enemy's extension at the other liberty would have at most one liberty, and none
     * of our chains next to it is in atari (a counter-capture). Our stone must keep two
     * liberties. Returns the move or 0.
     */
    private int winningAtari(Board b, int e, int me) {
        if (b.touchesAtari(e, me)) return 0;
        int opp = Board.opponent(me);
        b.findLiberties(e, libs2);
        int first = rng.nextInt(2);
        for (int i = 0; i < 2; i++) {
            int lib = libs2[first ^ i];
            int other = libs2[first ^ i ^ 1];
            if (!notKo(b, lib, me) || b.libertiesAfter(lib, me, 2) < 2) continue;
            // The escape's liberties counted now include lib, which our stone will fill.
            if (b.libertiesAfter(other, opp, 3) - 1 <= 1) return lib;
        }
        return 0;
    }

    /**
     * The opponent's last move captured 3 to 6 of our stones: the hole it left is a nakade
     * shape when it has a single point touching more of the hole than any other (the middle
     * of three in a row, the corner of a bent three, the centre of a pyramid four, bulky five
     * or flower six). Playing there keeps the hole one eye. Returns that point or 0.
     */
    private int nakadePoint(Board b, int last, int me) {
        int s = b.stride();
        int start = Board.NO_POINT;
        for (int d = 0; d < 4; d++) {
            int q = last + b.delta(d);
            if (b.color(q) == Board.EMPTY) {
                start = q;
                break;
            }
        }
        if (start == Board.NO_POINT) return 0;
        int n = 0;
        region[n++] = start;
        for (int i = 0; i < n; i++) {
            int p = region[i];
            for (int d = 0; d < 4; d++) {
                int q = p + b.delta(d);
                if (b.color(q) != Board.EMPTY || contains(region, n, q)) continue;
                if (n == 7) return 0;
                region[n++] = q;
            }
        }
        if (n < 3 || n > 6) return 0;
        int best = 0;
        int bestCount = -1;
        boolean unique = false;
        for (int i = 0; i < n; i++) {
            int p = region[i];
            int c = degree(region, n, p, s);
            if (c > bestCount) {
                bestCount = c;
                best = p;
                unique = true;
            } else if (c == bestCount) {
                unique = false;
            }
        }
        if (!unique || !notKo(b, best, me) || b.libertiesAfter(best, me, 1) == 0) return 0;
        return best;
    }

    /** Whether {@code q} is among the first {@code n} points of {@code set}. */
    private static boolean contains(int[] set, int n, int q) {
        for (int i = 0; i < n; i++) {
            if (set[i] == q) return true;
        }
        return false;
    }

    /** How many of the four neighbours of {@code p} are among the first {@code n} points of {@code set}. */
    private static int degree(int[] set, int n, int p, int stride) {
        return (contains(set, n, p - 1) ? 1 : 0) + (contains(set, n, p + 1) ? 1 : 0)
                + (contains(set, n, p - stride) ? 1 : 0) + (contains(set, n, p + stride) ? 1 : 0);
    }

    /** Neighbour {@code k} (0..7: the four sides, then the four diagonals) of {@code centre}. */
    private static int around(int centre, int s, int k) {
        switch (k) {
            case 0: return centre - 1;
            case 1: return centre + 1;
            case 2: return centre - s;
            case 3: return centre + s;
            case 4: return centre - s - 1;
            case 5: return centre - s + 1;
            case 6: return centre + s - 1;
            default: return centre + s + 1;
        }
    }

    /** Fills {@link #cand} with the empty neighbours (8-neighbourhood) of {@code centre} that fit a shape; returns how many. */
    private int collectShapes(Board b, int centre) {
        int s = b.stride();
        int n = 0;
        for (int k = 0; k < 8; k++) {
            int q = around(centre, s, k);
            if (b.color(q) == Board.EMPTY && ShapePatterns.matches(b, q)) cand[n++] = q;
        }
        return n;
    }

    /**
     * The shape step's draw among the first {@code n} candidates: one taken at random; a
     * candidate that is not {@link #acceptable} is dropped and the draw repeated. Returns the
     * move, or 0 when none is left.
     */
    private int drawShape(Board b, int n, int me) {
        while (n > 0) {
            int i = rng.nextInt(n);
            int pt = cand[i];
            cand[i] = cand[--n];
            if (acceptable(b, pt, me)) return pt;
        }
        return 0;
    }

    /**
     * Any move that captures an opponent chain in atari, or 0. Uses the atari list, which
     * {@link #startPlayout} builds and {@link #played} keeps up to date.
     */
    private int anyCapture(Board b, int me) {
        int opp = Board.opponent(me);
        int i = 0;
        while (i < atariCount) {
            int q = ataris[i];
            int c = b.color(q);
            if ((c != Board.BLACK && c != Board.WHITE) || b.libertyCount(q) != 1) {
                ataris[i] = ataris[--atariCount];
                continue;
            }
            if (c == opp) {
                int lib = b.atariLiberty(q);
                if (notKo(b, lib, me)) return lib;
            }
            i++;
        }
        return 0;
    }

    /** Rebuilds the atari list from the whole board; {@link #played} keeps it up to date. */
    @Override
    public void startPlayout(Board b) {
        atariCount = 0;
        int end = b.arrayLength();
        for (int pt = b.stride(); pt < end && atariCount < ataris.length; pt++) {
            int c = b.color(pt);
            if ((c == Board.BLACK || c == Board.WHITE) && b.chainHead(pt) == pt && b.libertyCount(pt) == 1) {
                ataris[atariCount++] = pt;
            }
        }
    }

    /** Notes the chains next to (and of) the move just played that are now in atari. */
    @Override
    public void played(Board b, int mv) {
        if (b.color(mv) != Board.EMPTY && b.libertyCount(mv) == 1) addAtari(mv);
        int s = b.stride();
        int q = mv - 1;
        int c = b.color(q);
        if ((c == Board.BLACK || c == Board.WHITE) && b.libertyCount(q) == 1) addAtari(q);
        q = mv + 1;
        c = b.color(q);
        if ((c == Board.BLACK || c == Board.WHITE) && b.libertyCount(q) == 1) addAtari(q);
        q = mv - s;
        c = b.color(q);
        if ((c == Board.BLACK || c == Board.WHITE) && b.libertyCount(q) == 1) addAtari(q);
        q = mv + s;
        c = b.color(q);
        if ((c == Board.BLACK || c == Board.WHITE) && b.libertyCount(q) == 1) addAtari(q);
    }

    private void addAtari(int q) {
        if (atariCount < ataris.length) {
            ataris[atariCount++] = q;
        } else {
            // Full (rare): overwrite a random entry; a lost atari is only a missed capture.
            ataris[rng.nextInt(ataris.length)] = q;
        }
    }
}
