package io.kosumi.tools;

import java.util.Locale;

/**
 * Wins, losses and draws of engine A against engine B, with the statistics the match runner
 * prints: score rate with a 95% interval, the Elo difference with its interval, and a
 * sequential probability ratio test (SPRT).
 *
 * <p>The interval is Wilson's score interval; the SPRT uses the usual normal approximation of the log-likelihood ratio
 * of two Elo hypotheses (as the large engine-testing frameworks do).
 */
public final class MatchStats {
    /** 97.5% quantile of the standard normal distribution: a two-sided 95% interval. */
    public static final double Z95 = 1.959963984540054;

    public final int wins;
    public final int losses;
    public final int draws;

    public MatchStats(int wins, int losses, int draws) {
        if (wins < 0 || losses < 0 || draws < 0) {
            throw new IllegalArgumentException("negative count");
        }
        this.wins = wins;
        this.losses = losses;
        this.draws = draws;
    }

    public int games() {
        return wins + losses + draws;
    }

    /** A's score per game: (wins + draws / 2) / games; 0.5 before any game. */
    public double score() {
        int n = games();
        return n == 0 ? 0.5 : (wins + 0.5 * draws) / n;
    }

    /** Variance of one game's score (0, 1/2 or 1) around the mean, from the observed mix. */
    public double perGameVariance() {
        int n = games();
        if (n == 0) {
            return 0.25;
        }
        double p = score();
        return (wins * (1 - p) * (1 - p) + draws * (0.5 - p) * (0.5 - p) + losses * p * p) / n;
    }

    /**
     * The 95% interval of the score: Wilson's score interval, with a draw counted as half a win.
     * Unlike the plain normal approximation it stays sensible for a handful of games and for
     * one-sided results (5-0 does not give a zero-width interval); with draws it is slightly
     * conservative.
     */
    public double scoreLow95() {
        return wilson(-1);
    }

    public double scoreHigh95() {
        return wilson(+1);
    }

    private double wilson(int sign) {
        int n = games();
        if (n == 0) {
            return sign < 0 ? 0 : 1;
        }
        double p = score();
        double z2 = Z95 * Z95;
        double denom = 1 + z2 / n;
        double center = (p + z2 / (2.0 * n)) / denom;
        double half = Z95 / denom * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
        return Math.max(0, Math.min(1, center + sign * half));
    }

    /** Elo difference for a score rate (logistic model); infinite at 0 and 1. */
    public static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /** Score rate expected at an Elo difference. */
    public static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    public double elo() {
        return elo(score());
    }

    public double eloLow95() {
        return elo(scoreLow95());
    }

    public double eloHigh95() {
        return elo(scoreHigh95());
    }

    /**
     * Log-likelihood ratio of H1 (Elo = elo1) against H0 (Elo = elo0) for the games so far, in the
     * normal approximation: n (s1 - s0) (2 mean - s0 - s1) / (2 variance). Half a virtual win and
     * half a virtual loss are added first, so that a one-sided run (all wins: variance 0) still
     * gives a finite, growing ratio instead of none at all.
     */
    public double sprtLlr(double elo0, double elo1) {
        if (games() == 0) {
            return 0;
        }
        double w = wins + 0.5;
        double l = losses + 0.5;
        double d = draws;
        double n = w + l + d;
        double p = (w + 0.5 * d) / n;
        double var = (w * (1 - p) * (1 - p) + d * (0.5 - p) * (0.5 - p) + l * p * p) / n;
        double s0 = expectedScore(elo0);
        double s1 = expectedScore(elo1);
        return n * (s1 - s0) * (2 * p - s0 - s1) / (2 * var);
    }

    /** Lower SPRT bound: below it H0 is accepted. */
    public static double sprtLower(double alpha, double beta) {
        return Math.log(beta / (1 - alpha));
    }

    /** Upper SPRT bound: above it H1 is accepted. */
    public static double sprtUpper(double alpha, double beta) {
        return Math.log((1 - beta) / alpha);
    }

    static String formatElo(double e) {
        if (Double.isInfinite(e)) {
            return e > 0 ? "+inf" : "-inf";
        }
        long r = Math.round(e);
        return r == 0 ? "0" : String.format(Locale.ROOT, "%+d", r);
    }

    /** "12-5-1 (score 0.694, 95% 0.49..0.90), Elo +143 [-4, +379]". */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%d-%d-%d (score %.3f, 95%% %.3f..%.3f), Elo %s [%s, %s]",
                wins, losses, draws, score(), scoreLow95(), scoreHigh95(), formatElo(elo()),
                formatElo(eloLow95()), formatElo(eloHigh95()));
    }
}
