package io.kosumi.search;

import io.kosumi.playout.PlayoutParams;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * Every number that tunes the search, in one place, settable by name ({@code --param
 * name=value}): the fields of this class by their own names, the playout policy's with the
 * prefix {@code playout.} (for example {@code playout.captureAny=0.3}).
 *
 * <p>Read by a {@link Search} when it is built; changing a field afterwards has no effect on
 * that search (build a new one).
 */
public final class SearchParams {
    /**
     * PUCT exploration constant: weight of prior * sqrt(parent visits) / (1 + child visits).
     * This and {@link #raveEquiv}, {@link #priorEquiv} and {@link #evenEquiv} hold for boards
     * below 13x13; their {@code Large} twins for 13x13 and up.
     */
    public double cpuct = 1.0;
    /**
     * RAVE equivalence parameter: AMAF statistics weigh as much as real ones when a child
     * has about this many visits (beta = n_amaf / (n_amaf + n + n * n_amaf / equiv)).
     */
    public double raveEquiv = 1500;
    /**
     * AMAF weight by how early a move came (0: off, every move weighs 1). With d of 1 or more
     * a move first played at index f of a simulation of L moves, seen from a node at index i,
     * weighs {@code 1 + floor(d (L - f) / (L - i + 1))}: d for the node's own next moves, 1 near
     * the playout's end, where a move says little about the node's choice (Pachi's
     * distance_rave, 3 there).
     */
    public int raveDistance = 0;
    /** Largest {@link #raveDistance}. */
    public static final int MAX_RAVE_DISTANCE = 16;
    /**
     * Criticality in RAVE (0: off). For a child with more than {@link #critMinVisits} visits,
     * crit = 2 cov(the mover owns the move's point at the end, the mover's value), from the
     * child's own simulations; its AMAF statistics get crit * critRave * (AMAF visits) extra
     * wins and visits (fewer when crit is negative), so a move whose point decides the game
     * is tried more. Pachi's crit_rave, 1.1 there from 2000 playouts. On, the node store
     * keeps 8 more bytes per node.
     */
    public double critRave = 0;
    /** Visits a child needs before its criticality counts ({@link #critRave}). */
    public int critMinVisits = 2000;
    /**
     * Virtual AMAF samples every child starts with (0: none), worth the chooser's current value
     * at the parent, so a child's AMAF mean from its first few samples (often one lucky playout
     * of a poor move) does not decide its selection; Pachi gives every child 20 such even
     * visits (its even_eqex) for the same reason.
     */
    public double raveVirtual = 0;
    /**
     * Priors as virtual results (0: off), the way Pachi, Fuego and MoGo use their knowledge:
     * every child's own statistics start with {@code priorEquiv * sqrt(prior)} virtual wins
     * and {@link #evenEquiv} virtual half-wins, which fade as real visits come (Pachi's
     * pattern prior, 300 on 19x19 and 210 on smaller boards). The PUCT term still applies and
     * counts the virtual results as visits; set {@link #cpuct} to 0 for Pachi's selection.
     */
    public double priorEquiv = 0;
    /** With {@link #priorEquiv}: virtual visits at value 1/2 for every child (Pachi's even_eqex, 20 or 14). */
    public double evenEquiv = 0;
    /**
     * {@link #cpuct} for boards of 13x13 and up. On those the defaults of the four are Pachi's
     * selection (its values for boards below 15x15): no PUCT term, priors as virtual results,
     * RAVE equivalence 3000; against Pachi they won 56.0% of 100 games on 13x13 and 76.0% of
     * 100 on 19x19, where the PUCT settings won 29% (docs/strength.md).
     */
    public double cpuctLarge = 0;
    /** {@link #raveEquiv} for boards of 13x13 and up. */
    public double raveEquivLarge = 3000;
    /** {@link #priorEquiv} for boards of 13x13 and up. */
    public double priorEquivLarge = 210;
    /** {@link #evenEquiv} for boards of 13x13 and up. */
    public double evenEquivLarge = 14;
    /**
     * Playouts from the root before each search that fill the ownership map of the priors'
     * {@code owner} feature (only when the prior table has one).
     */
    public int ownerPlayouts = 128;
    /** First-play urgency: an unvisited child without AMAF data is worth the parent's value minus this. */
    public double fpuReduction = 0.1;
    /** A leaf gets children once it has this many visits (boards below 13x13). */
    public int expandVisits = 2;
    /**
     * The same for boards of 13x13 and up, where a node's children block is 4 times larger,
     * so the store lasts about as long in seconds.
     */
    public int expandVisitsLarge = 4;
    /** Virtual loss: visits counted as losses for a child while a thread is below it. */
    public int virtualLoss = 3;
    /** Lower confidence bound: z value (normal approximation of the win rate's error). */
    public double lcbZ = 1.96;
    /** A child competes on LCB with the most visited one only if it has this share of its visits. */
    public double lcbMinShare = 0.1;
    /** Resign when the best win rate is below this (0 never resigns). */
    public double resignThreshold = 0.1;
    /** ... and the root has at least this many visits ... */
    public int resignMinVisits = 3000;
    /** ... and at least this share of the board's points have been played (not in the opening). */
    public double resignMinMoveShare = 0.25;
    /** Dynamic komi: extra komi for White per handicap stone at the start of the game. */
    public double dynKomiPerStone = 7.0;
    /** Dynamic komi fades to zero after this share of the board's points in moves. */
    public double dynKomiFadeShare = 0.5;
    /**
     * Winning komi (0: off): from this share of the board's points in moves, a game search
     * ({@code genmove}, not analysis) gives the opponent one more point of komi after each of
     * its own searches that ended above {@link #winningKomiHigh}, so that a clearly won game
     * still has a margin to play for instead of slack moves (Pachi's dynamic komi after its
     * opening phase: from move 15 on 9x9 and 50 on 13x13 in even games). It takes
     * {@link #winningKomiDrop} points back after a search that ended below
     * {@link #winningKomiLow}, never again climbs above the point it fell from, and is gone for
     * the rest of the game after one that ended below 1/2. The win rates the engine reports
     * during such a move are against the harder komi, and it does not resign while it gives any.
     * Off: 0.3 scored 58.0% against Pachi on 13x13 over 100 games where the default scored 55.0%
     * on the same openings (paired z = 0.43, docs/experiments.md).
     */
    public double winningKomiFrom = 0;
    /** {@link #winningKomiFrom}: a search that ended above this win rate adds a point. */
    public double winningKomiHigh = 0.85;
    /** {@link #winningKomiFrom}: one that ended below this takes {@link #winningKomiDrop} points back. */
    public double winningKomiLow = 0.8;
    /** {@link #winningKomiFrom}: points taken back at a time. */
    public double winningKomiDrop = 4;
    /** {@link #winningKomiFrom}: root visits a search needs for its win rate to move the komi. */
    public int winningKomiMinVisits = 500;
    /** Playouts for the ownership estimate behind dead stones when no fresh search exists. */
    public int deadStonePlayouts = 3000;
    /** A chain is dead when its mean ownership for its own colour is below this (-1..1). */
    public double deadOwnership = 0.0;
    /** Compact the node store at tree reuse when more than this share of it is in use. */
    public double compactShare = 0.1;
    /**
     * Prior multiplier for running a chain out of atari into a ladder that works (read by
     * {@code tactics.Ladder}); 1 turns it off.
     */
    public double ladderEscapeFactor = 0.1;
    /** Prior multiplier for an atari that starts a working ladder; 1 turns it off. */
    public double ladderAtariFactor = 3.0;
    /**
     * Weight of the score margin in a playout's value (0..1): value = (1 - w) * win + w *
     * (0.5 + 0.5 tanh(margin / scoreScale)); 0 counts wins only.
     */
    public double scoreWeight = 0.05;
    /** Points of margin for the score term's slope; 0 takes board points / 10 (8.1 on 9x9). */
    public double scoreScale = 0;
    /**
     * Prior multiplier for a pass that does not answer a pass (1 turns it off). The learned
     * table has one pass strength for the whole game, fitted to the passes that end real
     * games, so in the middle game a pass got about 5% of the prior and was chosen when the
     * noisy values of the real moves were no better: a lost tempo (a dame or more in area
     * scoring), which turned close wins into draws.
     */
    public double passPriorFactor = 0.2;
    /**
     * Pass inside the tree only late (Pachi allows it only then): a node whose last move was
     * not a pass lets the search try its pass only when the root has more than
     * size^2 / (7 - size / 5) stones (13 on 9x9, 33 on 13x13, 90 on 19x19; Pachi counts moves)
     * and the last search's ownership leaves fewer than this many points unclear (|ownership|
     * under {@link #passUnclearOwnership}); a root without such a search lets it. A pass has
     * no AMAF statistics, so under Pachi's selection its virtual results make it look better
     * than 1/2, and it draws visits where the mover is behind (0.2% to 1.4% of the root's
     * playouts at 5,000 in 13x13 middle games). Negative: the pass is always tried. Off:
     * against Pachi on 13x13, 46.4% over 28 games; on the 26 of them the default also played,
     * 50.0% against its 57.7% (docs/strength.md).
     */
    public int passLateUnclear = -1;
    /** {@link #passLateUnclear}: a point is unclear when its ownership is under this in magnitude. */
    public double passUnclearOwnership = 0.4;
    /**
     * Root rule: when the search picks a pass that does not end the game won on the count
     * (it does not answer a pass, or the count loses: {@link #passSettled}), play the most
     * visited other move instead if its win rate is at least the pass's minus this (a pass
     * that does not end the game hands the opponent a free move; playing inside one's own
     * area costs nothing under area scoring). Negative turns the rule off.
     */
    public double passFirstMargin = 0.05;
    /**
     * Root rule: a pass that does not answer a pass is played only when it has at least this
     * many visits of its own; with fewer, the most visited other move is played. A short search
     * (the first move of a cold engine on a busy machine gets a few dozen playouts) can rank a
     * pass first on noise, and the pass hands the opponent a free move. 0 turns the rule off.
     */
    public int passFirstMinVisits = 400;
    /**
     * Root rule: a pass that answers the opponent's pass ends the game, and when the count
     * (dead stones removed) loses, it ends it lost, whatever the search's playouts made of the
     * position after it. Then the most visited other move is played instead if its win rate
     * is at least this: the board still holds something to play for. Below it the pass stands
     * (or the engine resigns): every move loses, and on a settled board playing on only fills
     * one's own area or throws stones into the opponent's. Negative turns the rule off.
     */
    public double playOnMinWin = 0.05;
    /**
     * Root rule: after the opponent's pass, our pass (which ends the game) counts as winning
     * only when the count with dead stones removed wins, and wins still with every point
     * whose ownership for us is below this (below {@link #passDeadOwnership} for the
     * opponent's stones) given to the opponent: open areas, unclear groups and dame are where
     * a referee's count and ours part. 0 or less: the count alone.
     */
    public double passSettled = 0.2;
    /**
     * The ownership for us an opponent's stone needs to count as dead in the check of
     * {@link #passSettled}: a group we take for dead but that is not clearly so is captured
     * (or left alive by our count) before we pass, since a referee may count it alive.
     */
    public double passDeadOwnership = 0.8;
    /**
     * A game ended by two passes inside the tree is scored by a playout from that position
     * (true) rather than by counting the board as it stands (false), which took dead stones
     * for alive and wide territory for neutral.
     */
    public boolean playOutAfterPasses = true;
    /**
     * Worth of a draw (integer komi) to the side the engine plays, in the tree statistics
     * (the opponent's is 1 minus it); 0.5 counts a draw as half a win as match scoring does,
     * lower values make the engine play on for a win rather than settle for a draw.
     */
    public double drawValue = 0.5;
    /** Random seed for the workers' generators; 0 takes one from the clock. */
    public long seed = 0;
    /** The heuristic playout policy's parameters (prefix {@code playout.}). */
    public PlayoutParams playout = new PlayoutParams();

    public SearchParams copy() {
        SearchParams p = new SearchParams();
        for (Field f : SearchParams.class.getFields()) {
            if (Modifier.isStatic(f.getModifiers()) || f.getName().equals("playout")) continue;
            try {
                f.set(p, f.get(this));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        p.playout = playout.copy();
        return p;
    }

    /**
     * Sets the parameter {@code name} to {@code value}.
     *
     * @throws IllegalArgumentException for an unknown name or a value of the wrong kind;
     *     nothing changes then
     */
    public void set(String name, String value) {
        Object target = this;
        String field = name.trim();
        if (field.startsWith("playout.")) {
            target = playout;
            field = field.substring("playout.".length());
        }
        Field f;
        try {
            f = target.getClass().getField(field);
        } catch (NoSuchFieldException e) {
            throw new IllegalArgumentException("unknown search parameter: " + name + " (known: " + names() + ")");
        }
        if (Modifier.isStatic(f.getModifiers()) || f.getName().equals("playout")) {
            throw new IllegalArgumentException("unknown search parameter: " + name);
        }
        String v = value.trim();
        try {
            Class<?> t = f.getType();
            if (t == double.class) {
                double d = Double.parseDouble(v);
                if (Double.isNaN(d) || Double.isInfinite(d)) throw new NumberFormatException("not finite");
                f.setDouble(target, d);
            } else if (t == int.class) {
                f.setInt(target, Integer.parseInt(v));
            } else if (t == long.class) {
                f.setLong(target, Long.parseLong(v));
            } else if (t == boolean.class) {
                if (!v.equalsIgnoreCase("true") && !v.equalsIgnoreCase("false")) throw new NumberFormatException("not a boolean");
                f.setBoolean(target, Boolean.parseBoolean(v));
            } else {
                throw new IllegalArgumentException("parameter " + name + " cannot be set from text");
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad value for " + name + ": '" + value + "' (" + f.getType().getName() + " expected)");
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Parses {@code name=value} and applies it. */
    public void setAssignment(String assignment) {
        int eq = assignment.indexOf('=');
        if (eq <= 0) throw new IllegalArgumentException("expected name=value: " + assignment);
        set(assignment.substring(0, eq), assignment.substring(eq + 1));
    }

    /** All parameter names, the playout ones with their prefix. */
    public static List<String> names() {
        List<String> out = new ArrayList<>();
        for (Field f : SearchParams.class.getFields()) {
            if (!Modifier.isStatic(f.getModifiers()) && !f.getName().equals("playout")) out.add(f.getName());
        }
        for (Field f : PlayoutParams.class.getFields()) {
            if (!Modifier.isStatic(f.getModifiers())) out.add("playout." + f.getName());
        }
        return out;
    }

    /** "name=value" for every parameter, for logs and {@code version}-style reports. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        try {
            for (Field f : SearchParams.class.getFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.getName().equals("playout")) continue;
                sb.append(f.getName()).append('=').append(f.get(this)).append(' ');
            }
            for (Field f : PlayoutParams.class.getFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                sb.append("playout.").append(f.getName()).append('=').append(f.get(playout)).append(' ');
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
        return sb.toString().trim();
    }

    /** Checks ranges; called by {@link Search} so a bad value fails at once with its name. */
    void validate() {
        check(cpuct >= 0, "cpuct", cpuct);
        check(raveEquiv >= 0, "raveEquiv", raveEquiv);
        check(raveDistance >= 0 && raveDistance <= MAX_RAVE_DISTANCE, "raveDistance", raveDistance);
        check(critRave >= 0 && critRave <= 1.5, "critRave", critRave);
        check(critMinVisits >= 1, "critMinVisits", critMinVisits);
        check(raveVirtual >= 0, "raveVirtual", raveVirtual);
        check(ownerPlayouts >= 1, "ownerPlayouts", ownerPlayouts);
        check(priorEquiv >= 0, "priorEquiv", priorEquiv);
        check(evenEquiv >= 0, "evenEquiv", evenEquiv);
        check(cpuctLarge >= 0, "cpuctLarge", cpuctLarge);
        check(raveEquivLarge >= 0, "raveEquivLarge", raveEquivLarge);
        check(priorEquivLarge >= 0, "priorEquivLarge", priorEquivLarge);
        check(evenEquivLarge >= 0, "evenEquivLarge", evenEquivLarge);
        check(expandVisits >= 1, "expandVisits", expandVisits);
        check(expandVisitsLarge >= 1, "expandVisitsLarge", expandVisitsLarge);
        check(virtualLoss >= 0, "virtualLoss", virtualLoss);
        check(lcbMinShare >= 0 && lcbMinShare <= 1, "lcbMinShare", lcbMinShare);
        check(resignThreshold >= 0 && resignThreshold < 1, "resignThreshold", resignThreshold);
        check(deadStonePlayouts >= 1, "deadStonePlayouts", deadStonePlayouts);
        check(compactShare >= 0 && compactShare <= 1, "compactShare", compactShare);
        check(scoreWeight >= 0 && scoreWeight <= 1, "scoreWeight", scoreWeight);
        check(scoreScale >= 0, "scoreScale", scoreScale);
        check(ladderEscapeFactor > 0, "ladderEscapeFactor", ladderEscapeFactor);
        check(ladderAtariFactor > 0, "ladderAtariFactor", ladderAtariFactor);
        check(passPriorFactor > 0, "passPriorFactor", passPriorFactor);
        check(passFirstMinVisits >= 0, "passFirstMinVisits", passFirstMinVisits);
        check(passUnclearOwnership >= 0 && passUnclearOwnership <= 1, "passUnclearOwnership", passUnclearOwnership);
        check(passSettled <= 1, "passSettled", passSettled);
        check(passDeadOwnership <= 1, "passDeadOwnership", passDeadOwnership);
        check(drawValue >= 0 && drawValue <= 1, "drawValue", drawValue);
        check(winningKomiFrom >= 0 && winningKomiFrom <= 1, "winningKomiFrom", winningKomiFrom);
        check(winningKomiLow >= 0.5 && winningKomiLow <= winningKomiHigh && winningKomiHigh <= 1, "winningKomiLow",
                winningKomiLow);
        check(winningKomiDrop >= 0, "winningKomiDrop", winningKomiDrop);
        check(winningKomiMinVisits >= 0, "winningKomiMinVisits", winningKomiMinVisits);
    }

    private static void check(boolean ok, String name, double value) {
        if (!ok) throw new IllegalArgumentException("search parameter " + name + " out of range: " + value);
    }
}
