package io.kosumi.playout;

/**
 * Tunables of the heuristic playout policy, and the runner's length cap. Each heuristic fires
 * with its own probability, so a match can switch one off ({@code 0}) or make it certain
 * ({@code 1}). Public fields, set before a search starts and read once when a
 * {@link HeuristicPolicy} and its {@link PlayoutRunner} are built; the search's parameter
 * object exposes them by name with the prefix {@code playout.}.
 */
public final class PlayoutParams {
    /** Capture the chain of the last move when it is in atari. */
    public double captureLast = 0.9;
    /** Save own chains the last move put in atari (capture a neighbour, or extend). */
    public double saveAtari = 0.9;
    /** An extension saves a chain only if it then has at least this many liberties. */
    public int saveMinLiberties = 2;
    /** After the opponent captured 3 to 6 of our stones, play the vital point of the hole. */
    public double nakade = 0.9;
    /**
     * Two-liberty fights next to the last move (capturing races): when the opponent's move
     * left its own chain with two liberties, put it in atari where it cannot escape; when it
     * took one of our chains down to two liberties, put a two-liberty enemy chain next to ours
     * in atari first (the side that ataris first wins a two-against-two race), else extend to
     * three liberties or more. 0 turns the step off. On by default: +37 Elo in self-play
     * (400 games) and 89% against GNU Go level 10 where the engine without it scored 84.5%
     * (100 games each, docs/experiments.md).
     */
    public double twoLiberties = 0.9;
    /** Try the 3x3 shapes around the last move. */
    public double pattern = 0.9;
    /** Look over the whole board for any capture before playing at random. */
    public double captureAny = 0.4;
    /** Reject a random or shape move that puts a chain of 2 or more stones in atari. */
    public double rejectSelfAtariBig = 0.95;
    /** Reject a random or shape move that puts a lone stone in atari. */
    public double rejectSelfAtariSingle = 0.5;
    /**
     * A self-atari of a chain of 2 to 6 stones whose capture would leave a hole of a dead eye
     * shape (any two or three points, the square four, or a hole with one point touching more
     * of it than any other: pyramid four, bulky or crossed five, rabbity six) is a killing
     * sacrifice (filling a shared liberty of a false seki): with this probability it escapes
     * {@link #rejectSelfAtariBig}. Without it the playouts hardly ever play the sacrifice and
     * score such a group as alive in seki. On since it scored 67.5% against Pachi on 9x9 at 60 s
     * sudden death where the engine without it scored 52.0% (100 games each, docs/experiments.md).
     */
    public double killingSacrifice = 1;
    /**
     * With {@link #killingSacrifice}, with this probability: no sacrifice next to an enemy chain
     * that has a one-point eye among its liberties (or more than 8 liberties), since capturing
     * the sacrifice then gives it a second eye. Without the check a two-stone throw-in next to a
     * group with one eye lets the playouts save that group (a 9x9 game lost to Pachi,
     * 2026-12-06). It passed 41 and 49 of the 195 blunder cases at 20,000 playouts (seeds 1 and
     * 2), without it 34 and 37 (docs/testing.md). On since it scored 64.3% over 321 games
     * against Pachi on 9x9 at 60 s sudden death where the engine without it scored 54.5% over
     * 524 (z = 2.9), and 69.8% against 58.5% in a run beside it (docs/strength.md). On 13x13
     * it scored 55.0% over 100 games against 56.0% before it (no measurable change); 19x19 has
     * no games with it yet.
     */
    public double sacrificeEyeCheck = 1;
    /**
     * A lone-stone self-atari that sets up a snapback escapes {@link #rejectSelfAtariSingle}
     * with this probability: its one liberty has no other empty neighbour, no own chain next to
     * that liberty is in atari, and every enemy chain next to it (at least one) has no liberty
     * but those two points. The stone puts those chains in atari, and capturing it at the
     * liberty leaves a chain of two or more stones with the stone's point as its one liberty:
     * it is retaken at once. Pachi keeps such self-ataris too ({@code is_bad_selfatari}).
     * Off by default: not measured in games; such a point turns up at about 3% of the
     * playouts' steps on 13x13 (docs/experiments.md).
     */
    public double snapback = 0;
    /**
     * Before saving a chain by an extension that leaves it two liberties, read the ladder
     * ({@code tactics.Ladder}) and give up the chain when the ladder works.
     */
    public double ladderCheck = 1.0;
    /** The runner's length cap, in moves per board point (3 * 81 on 9x9). */
    public double lengthFactor = 3.0;

    /** The uniformly random policy: no heuristics, only "never fill an own eye". */
    public static PlayoutParams uniform() {
        PlayoutParams p = new PlayoutParams();
        p.captureLast = 0;
        p.saveAtari = 0;
        p.nakade = 0;
        p.pattern = 0;
        p.captureAny = 0;
        p.rejectSelfAtariBig = 0;
        p.rejectSelfAtariSingle = 0;
        p.ladderCheck = 0;
        p.twoLiberties = 0;
        p.killingSacrifice = 0;
        p.sacrificeEyeCheck = 0;
        p.snapback = 0;
        return p;
    }

    public PlayoutParams copy() {
        PlayoutParams p = new PlayoutParams();
        p.captureLast = captureLast;
        p.saveAtari = saveAtari;
        p.saveMinLiberties = saveMinLiberties;
        p.nakade = nakade;
        p.twoLiberties = twoLiberties;
        p.pattern = pattern;
        p.captureAny = captureAny;
        p.rejectSelfAtariBig = rejectSelfAtariBig;
        p.rejectSelfAtariSingle = rejectSelfAtariSingle;
        p.killingSacrifice = killingSacrifice;
        p.sacrificeEyeCheck = sacrificeEyeCheck;
        p.snapback = snapback;
        p.lengthFactor = lengthFactor;
        p.ladderCheck = ladderCheck;
        return p;
    }
}
