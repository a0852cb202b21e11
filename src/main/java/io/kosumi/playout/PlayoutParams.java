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
    /**
     * Races with approach liberties: when the opponent's move (any of its 8 neighbours) left one
     * of our chains with 3 or 4 liberties, put a two-liberty enemy chain touching ours in atari
     * where it cannot escape, before its extra liberties count. Pachi's nlib check (nlibrate 25,
     * nlib_count 4). Off: at 0.5 it scored 58.7% against Pachi on 9x9 over 286 games, the same
     * engine without it 54.5% over 319 (z = 1.06, not better at 95%; docs/experiments.md).
     */
    public double manyLiberties = 0;
    /**
     * With the two-liberty step, when the opponent's chain of two or more stones at the last
     * move has two liberties and no atari wins it at once, atari it where the ladder works
     * ({@code tactics.Ladder}), so that playouts chase ladders instead of letting the chain
     * walk away. Off: at 0.9 it scored 49.2% against Pachi on 9x9 over 122 games from the
     * balanced openings, the engine without it 55.5% over 400 (z = -1.25; docs/experiments.md).
     */
    public double ladderChase = 0;
    /** Try the 3x3 shapes around the last move. */
    public double pattern = 0.9;
    /**
     * With the shape step, also take the shapes around the mover's own previous move (the move
     * before the opponent's) as candidates, with this probability; Pachi's playouts look at
     * both (its pattern2). Off until measured.
     */
    public double patternOwnLast = 0;
    /**
     * Which 3x3 shapes the shape step uses. 0: the twelve MoGo-style shapes of
     * {@code ShapePatterns}, one fitting point taken at random. 1: the fifteen shapes of
     * Pachi's playouts (three more: the attachment, the cut of a knight's move and the eye on
     * the first line, and "not in atari" conditions), a fitting point taken with a probability
     * in proportion to its shape's weight (Pachi's gammas). 0 by default: 1 scored 65.5% against
     * Pachi on 9x9 over 100 games, the default 61.0% and 70.5% on the same games
     * (docs/experiments.md).
     */
    public int shapeSet = 0;
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
     * Ko fights: a few plies after a ko capture, once the ban is gone (the other side played
     * elsewhere, a ko threat), play at the ko point with this probability: the taker connects
     * instead of answering, or the other side retakes after the answer. Without it a
     * playout's ko is settled by whoever happens to play there first. Off until measured.
     */
    public double koFight = 0;
    /**
     * Eye defence: after the opponent's move, an empty point next to it, or next to one of its
     * stones touching it, where an opponent stone would turn one of our one-point eyes into a
     * false eye (a second diagonal enemy in the middle, the first on the edge) and would itself
     * keep two liberties: with this probability we fill that point first. Pachi's playouts do
     * this (eye_fix_check). Off: at 1 it passed 36 of the 195 blunder cases at 20,000 playouts,
     * the default 34 to 37 (docs/testing.md); not run in games.
     */
    public double eyeFix = 0;
    /**
     * A random or shape move that would fill our own false eye (an eye-like point with enemy
     * stones on its diagonals) is redirected, with this probability, to capture a diagonal
     * enemy chain in atari or to put a two-liberty one in atari, which may make the eye real
     * (Pachi's eyefill check). Off: at 1 it scored 45.9% against Pachi on 9x9 over 74 games,
     * the default 53.3% over 400 (docs/experiments.md), though it passed more blunder cases.
     */
    public double falseEyeCapture = 0;
    /**
     * When a random or shape move is refused as a self-atari, with this probability play the
     * other liberty of a two-liberty enemy chain beside it instead (an atari from the outside:
     * in a race the shared liberty is the self-atari, the outside one wins), else the other
     * liberty of a two-liberty own chain beside it, where the stone keeps two liberties.
     * Pachi's playouts do this for every refused self-atari (selfatari_other). Off: at 1 it
     * scored 54.8% against Pachi on 9x9 over 62 games, the default 62.1% on the same games
     * (docs/experiments.md).
     */
    public double selfAtariCousin = 0;
    /** {@link #koFight} applies while at most this many plies have passed since the capture. */
    public int koFightPlies = 3;
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
        p.patternOwnLast = 0;
        p.captureAny = 0;
        p.rejectSelfAtariBig = 0;
        p.rejectSelfAtariSingle = 0;
        p.ladderCheck = 0;
        p.ladderChase = 0;
        p.twoLiberties = 0;
        p.manyLiberties = 0;
        p.killingSacrifice = 0;
        p.koFight = 0;
        p.sacrificeEyeCheck = 0;
        p.eyeFix = 0;
        p.falseEyeCapture = 0;
        p.selfAtariCousin = 0;
        return p;
    }

    public PlayoutParams copy() {
        PlayoutParams p = new PlayoutParams();
        p.captureLast = captureLast;
        p.saveAtari = saveAtari;
        p.saveMinLiberties = saveMinLiberties;
        p.nakade = nakade;
        p.twoLiberties = twoLiberties;
        p.manyLiberties = manyLiberties;
        p.pattern = pattern;
        p.patternOwnLast = patternOwnLast;
        p.shapeSet = shapeSet;
        p.captureAny = captureAny;
        p.rejectSelfAtariBig = rejectSelfAtariBig;
        p.rejectSelfAtariSingle = rejectSelfAtariSingle;
        p.killingSacrifice = killingSacrifice;
        p.sacrificeEyeCheck = sacrificeEyeCheck;
        p.koFight = koFight;
        p.koFightPlies = koFightPlies;
        p.eyeFix = eyeFix;
        p.falseEyeCapture = falseEyeCapture;
        p.selfAtariCousin = selfAtariCousin;
        p.lengthFactor = lengthFactor;
        p.ladderCheck = ladderCheck;
        p.ladderChase = ladderChase;
        return p;
    }
}
