package io.kosumi.playout;

/**
 * Tunables of the heuristic playout policy. Each heuristic fires with its own probability, so
 * a match can switch one off ({@code 0}) or make it certain ({@code 1}). Public fields, set
 * before a search starts and read once when a {@link HeuristicPlayout} is built; the search's
 * parameter object exposes them by name with the prefix {@code playout.}.
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
     * three liberties or more. 0 turns the step off. On by default since session 7: +37 Elo in
     * self-play (400 games) and 89% against GNU Go level 10 where the engine without it scored
     * 84.5% (100 games each, README "Changes tried").
     */
    public double twoLiberties = 0.9;
    /**
     * Last good reply with forgetting (Baier and Drake, 2010): after each simulation the
     * winner's moves are stored as the replies to the one and the two moves before them, and
     * the loser's moves are deleted where they are the stored reply. The policy plays the
     * stored reply to the last two moves, else to the last move, when it is acceptable; after
     * the answers to the last move's tactics, before the 3x3 shapes. 0 turns the step off.
     */
    public double lastGoodReply = 0;
    /** Try the 3x3 shapes around the last move. */
    public double pattern = 0.9;
    /**
     * When positive, the 3x3 shape step uses the learned prior table instead of the
     * hand-written shapes: an empty neighbour of the last move is a candidate when the gamma
     * of its 3x3 pattern (from the table the search uses) is at least this, and candidates
     * are chosen in proportion to their gammas. 0 keeps the hand-written shapes.
     */
    public double learnedPatternMin = 0;
    /**
     * When 1, the hand-written shapes still decide which neighbours of the last move are
     * candidates, but the shape step picks among them in proportion to the learned gamma of
     * each candidate's 3x3 pattern (the same table the priors use) instead of uniformly.
     * 0 picks uniformly. Ignored when {@link #learnedPatternMin} is positive.
     */
    public double shapeGamma = 0;
    /**
     * When positive, the random step prefers moves whose 3x3 pattern real players play: a drawn
     * acceptable point is taken with probability {@code min(1, gamma / randomGamma)}, gamma
     * being the learned weight of its 3x3 pattern in the prior table the search uses (rejection
     * sampling); after {@link #randomGammaTries} draws without success the old uniform scan
     * decides, so the cost per move stays bounded. 0 keeps the uniform random step. Needs the
     * pattern priors (ignored without a table).
     */
    public double randomGamma = 0;
    /** Draws of the {@link #randomGamma} step before it falls back to the uniform scan. */
    public int randomGammaTries = 6;
    /**
     * When 1 (and {@link #randomGamma} is positive), a candidate of the hand-written shape
     * step must also pass the {@link #randomGamma} acceptance test of its 3x3 pattern, so the
     * shape and random steps share one proposal filter. 0 leaves the shape step alone.
     */
    public double randomGammaShapes = 0;
    /**
     * When 1, "capture anything" chooses among all capturable opponent chains in proportion
     * to the learned gamma of the capture (by size, and higher when the capture rescues an own
     * chain in atari) instead of taking the first one found. 0 takes the first one. Needs
     * the pattern priors (ignored without a table).
     */
    public double captureGamma = 0;
    /** Look over the whole board for any capture before playing at random. */
    public double captureAny = 0.4;
    /** Reject a random or shape move that puts a chain of 2 or more stones in atari. */
    public double rejectSelfAtariBig = 0.95;
    /** Reject a random or shape move that puts a lone stone in atari. */
    public double rejectSelfAtariSingle = 0.5;
    /**
     * Before saving a chain by an extension that leaves it two liberties, read the ladder
     * ({@code tactics.Ladder}) and give up the chain when the ladder works.
     */
    public double ladderCheck = 1.0;
    /** Length cap, in moves per board point (3 * 81 on 9x9). */
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
        p.lastGoodReply = 0;
        return p;
    }

    public PlayoutParams copy() {
        PlayoutParams p = new PlayoutParams();
        p.captureLast = captureLast;
        p.saveAtari = saveAtari;
        p.saveMinLiberties = saveMinLiberties;
        p.nakade = nakade;
        p.twoLiberties = twoLiberties;
        p.lastGoodReply = lastGoodReply;
        p.pattern = pattern;
        p.learnedPatternMin = learnedPatternMin;
        p.shapeGamma = shapeGamma;
        p.randomGamma = randomGamma;
        p.randomGammaTries = randomGammaTries;
        p.randomGammaShapes = randomGammaShapes;
        p.captureGamma = captureGamma;
        p.captureAny = captureAny;
        p.rejectSelfAtariBig = rejectSelfAtariBig;
        p.rejectSelfAtariSingle = rejectSelfAtariSingle;
        p.lengthFactor = lengthFactor;
        p.ladderCheck = ladderCheck;
        return p;
    }
}
