package io.kosumi.tools;

import io.kosumi.tools.MatchResults.ClockUse;
import io.kosumi.tools.MatchResults.GameRecord;
import io.kosumi.util.JsonWriter;
import io.kosumi.util.Stats;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Totals over a match's finished games, and the summary the runner prints at the end (a table
 * on stdout, or JSON with {@code --json}) and writes to {@code summary.json}: A's wins, losses
 * and draws (in all, as Black, as White) with the score interval and the Elo difference, the
 * time per move of each engine, how the games ended, and (with a main time) how much of it each
 * engine had used at a third, two thirds and the end of its games. Figures are from A's side.
 */
final class MatchSummary {
    private final MatchOptions o;
    private final String nameA;
    private final String nameB;
    private final String stopReason;

    final MatchStats stats;
    final MatchStats asBlack;
    final MatchStats asWhite;
    int timeouts;
    int illegal;
    int crashes;
    int disputed;
    final double avgMsA;
    final double avgMsB;
    long maxMsA;
    long maxMsB;
    final int gamesDone;
    /** Per reason: games lost by A, by B, undecided. */
    final Map<String, int[]> reasons = new TreeMap<>();
    /** Per flag of the results file (referee-vs-white, dead-disagree, ...): the game numbers. */
    final Map<String, List<Integer>> flagged = new TreeMap<>();
    /** Main time used by A and by B, over all their games and over the games each lost. */
    final ClockSpread clockA;
    final ClockSpread clockB;
    final ClockSpread clockALost;
    final ClockSpread clockBLost;

    /**
     * Median and minimum over games of the share of main time used at 1/3, 2/3 and the end
     * (each array in that order), from the games that have it.
     */
    record ClockSpread(int games, double[] median, double[] min) {
        static ClockSpread of(List<ClockUse> uses) {
            double[] median = new double[3];
            double[] min = new double[3];
            double[] v = new double[uses.size()];
            for (int k = 0; k < 3; k++) {
                for (int i = 0; i < v.length; i++) {
                    v[i] = uses.get(i).shares()[k];
                }
                median[k] = Stats.median(v);
                min[k] = Stats.min(v);
            }
            return new ClockSpread(uses.size(), median, min);
        }
    }

    /**
     * The totals of {@code records}; {@code nameA} and {@code nameB} are the engines' names,
     * {@code stopReason} why the match stopped early (or null).
     */
    MatchSummary(MatchOptions o, String nameA, String nameB, String stopReason,
            List<GameRecord> records) {
        this.o = o;
        this.nameA = nameA;
        this.nameB = nameB;
        this.stopReason = stopReason;

        int w = 0;
        int l = 0;
        int d = 0;
        int bw = 0;
        int bl = 0;
        int bd = 0;
        long sumA = 0;
        long sumB = 0;
        long nA = 0;
        long nB = 0;
        for (GameRecord r : records) {
            int aw = r.aWon();
            boolean aBlack = r.black().equals("A");
            if (aw == 1) {
                w++;
                if (aBlack) {
                    bw++;
                }
            } else if (aw == 0) {
                l++;
                if (aBlack) {
                    bl++;
                }
            } else {
                d++;
                if (aBlack) {
                    bd++;
                }
            }
            // Per-colour averages weighted by the number of that side's moves (about half each).
            int half = Math.max(1, r.moves() / 2);
            double aAvg = aBlack ? r.blackAvgMs() : r.whiteAvgMs();
            double bAvg = aBlack ? r.whiteAvgMs() : r.blackAvgMs();
            sumA += (long) (aAvg * half);
            sumB += (long) (bAvg * half);
            nA += half;
            nB += half;
            maxMsA = Math.max(maxMsA, aBlack ? r.blackMaxMs() : r.whiteMaxMs());
            maxMsB = Math.max(maxMsB, aBlack ? r.whiteMaxMs() : r.blackMaxMs());
            String loser = r.loser();
            switch (r.reason()) {
                case "time":
                    timeouts++;
                    break;
                case "illegal":
                    illegal++;
                    break;
                case "crash":
                    crashes++;
                    break;
                case "disputed":
                    disputed++;
                    break;
                default:
                    break;
            }
            int[] counts = reasons.computeIfAbsent(r.reason(), k -> new int[3]);
            counts["A".equals(loser) ? 0 : "B".equals(loser) ? 1 : 2]++;
            if (!r.flags().isEmpty() && !r.flags().equals("-")) {
                for (String flag : r.flags().split(",")) {
                    flagged.computeIfAbsent(flag, k -> new ArrayList<>()).add(r.index() + 1);
                }
            }
        }
        clockA = clockSpread(records, "A", false);
        clockB = clockSpread(records, "B", false);
        clockALost = clockSpread(records, "A", true);
        clockBLost = clockSpread(records, "B", true);
        stats = new MatchStats(w, l, d);
        asBlack = new MatchStats(bw, bl, bd);
        asWhite = new MatchStats(w - bw, l - bl, d - bd);
        avgMsA = nA == 0 ? 0 : (double) sumA / nA;
        avgMsB = nB == 0 ? 0 : (double) sumB / nB;
        gamesDone = records.size();
    }

    private static ClockSpread clockSpread(List<GameRecord> records, String label, boolean lostOnly) {
        List<ClockUse> uses = new ArrayList<>();
        for (GameRecord r : records) {
            ClockUse u = r.clockOf(label);
            if (u != null && (!lostOnly || label.equals(r.loser()))) {
                uses.add(u);
            }
        }
        return ClockSpread.of(uses);
    }

    String toText() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "match %s: %d of %d games, %dx%d, komi %s, rules %s%s%n",
                o.name, gamesDone, o.games, o.size, o.size, o.komi, o.rules.name(), timeText()));
        if (stopReason != null) {
            sb.append("stopped early: ").append(stopReason).append('\n');
        }
        sb.append(String.format("  A: %s   (%s)%n  B: %s   (%s)%n", nameA, o.engineA, nameB, o.engineB));
        sb.append(String.format(Locale.ROOT, "  %-10s %6s %6s %6s %7s%n", "A", "wins", "losses", "draws", "score"));
        row(sb, "total", stats);
        row(sb, "as Black", asBlack);
        row(sb, "as White", asWhite);
        sb.append(String.format(Locale.ROOT, "  score 95%% interval %.3f..%.3f; Elo A-B %s [%s, %s]%n",
                stats.scoreLow95(), stats.scoreHigh95(), MatchStats.formatElo(stats.elo()),
                MatchStats.formatElo(stats.eloLow95()), MatchStats.formatElo(stats.eloHigh95())));
        sb.append(String.format(Locale.ROOT, "  time per move: A avg %.2f s max %.2f s; B avg %.2f s max %.2f s%n",
                avgMsA / 1000, maxMsA / 1000.0, avgMsB / 1000, maxMsB / 1000.0));
        clockText(sb, "A", clockA, clockALost);
        clockText(sb, "B", clockB, clockBLost);
        sb.append("  endings (reason: games lost by A / by B / undecided):");
        for (var e : reasons.entrySet()) {
            sb.append(String.format(" %s %d/%d/%d", e.getKey(), e.getValue()[0], e.getValue()[1], e.getValue()[2]));
        }
        sb.append('\n');
        if (!flagged.isEmpty()) {
            sb.append("  flagged (flag: games):");
            for (var e : flagged.entrySet()) {
                sb.append(' ').append(e.getKey()).append(':');
                for (int g : e.getValue()) {
                    sb.append(' ').append(g);
                }
                sb.append(';');
            }
            sb.setLength(sb.length() - 1);
            sb.append('\n');
        }
        sb.append(String.format("  results: %s%n", o.out.resolve(MatchResults.RESULTS)));
        return sb.toString();
    }

    /** "  main time used at 1/3 2/3 end: A median 21/45/64% min 10/30/50% (30 games); lost ...". */
    private void clockText(StringBuilder sb, String label, ClockSpread all, ClockSpread lost) {
        if (all.games() == 0) {
            return;
        }
        sb.append("  main time used at 1/3 2/3 end: ").append(label).append(' ');
        spreadText(sb, all);
        sb.append("; lost: ");
        if (lost.games() == 0) {
            sb.append("none");
        } else {
            spreadText(sb, lost);
        }
        sb.append('\n');
    }

    private static void spreadText(StringBuilder sb, ClockSpread s) {
        sb.append(String.format(Locale.ROOT, "median %s min %s (%d games)", percents(s.median()),
                percents(s.min()), s.games()));
    }

    private static String percents(double[] v) {
        return String.format(Locale.ROOT, "%.0f/%.0f/%.0f%%", 100 * v[0], 100 * v[1], 100 * v[2]);
    }

    /** The time control for the first line: ", 1.0 s per move", ", main 60.0 s + 5 x 10.0 s", or "". */
    private String timeText() {
        if (o.timePerMove > 0) {
            return ", " + o.timePerMove + " s per move";
        }
        if (o.mainTime == 0 && o.byoYomiTime == 0) {
            return "";
        }
        String byoYomi = o.byoYomiStones > 0
                ? " + " + o.byoYomiTime + " s per " + o.byoYomiStones + " stones"
                : o.byoYomiPeriods > 0 ? " + " + o.byoYomiPeriods + " x " + o.byoYomiTime + " s" : "";
        return ", main " + o.mainTime + " s" + byoYomi + (o.noTimeLeft ? ", no time_left" : "");
    }

    private void row(StringBuilder sb, String label, MatchStats s) {
        sb.append(String.format(Locale.ROOT, "  %-10s %6d %6d %6d %7.3f%n", label, s.wins, s.losses,
                s.draws, s.score()));
    }

    String toJson() {
        JsonWriter w = new JsonWriter().beginObject()
                .field("name", o.name)
                .field("games", o.games)
                .field("gamesDone", gamesDone)
                .field("size", o.size)
                .field("komi", o.komi)
                .field("rules", o.rules.name())
                .field("timePerMove", o.timePerMove)
                .field("mainTime", o.mainTime)
                .name("byoYomi");
        if (o.byoYomiTime == 0) {
            w.nullValue();
        } else {
            w.beginObject().field("time", o.byoYomiTime).field("stones", o.byoYomiStones)
                    .field("periods", o.byoYomiPeriods).endObject();
        }
        w.field("timeLeftSent", (o.mainTime > 0 || o.byoYomiTime > 0) && !o.noTimeLeft);
        w.name("engineA").beginObject().field("name", nameA).field("command", o.engineA).endObject();
        w.name("engineB").beginObject().field("name", nameB).field("command", o.engineB).endObject();
        statsJson(w.name("a"), stats);
        statsJson(w.name("aAsBlack"), asBlack);
        statsJson(w.name("aAsWhite"), asWhite);
        w.field("avgMoveMsA", avgMsA, 1).field("maxMoveMsA", maxMsA)
                .field("avgMoveMsB", avgMsB, 1).field("maxMoveMsB", maxMsB)
                .field("timeouts", timeouts).field("illegal", illegal)
                .field("crashes", crashes).field("disputed", disputed);
        w.name("endings").beginObject();
        for (var e : reasons.entrySet()) {
            w.name(e.getKey()).beginObject().field("lostByA", e.getValue()[0])
                    .field("lostByB", e.getValue()[1]).field("undecided", e.getValue()[2]).endObject();
        }
        w.endObject();
        w.name("flagged").beginObject();
        for (var e : flagged.entrySet()) {
            w.name(e.getKey()).beginArray();
            for (int g : e.getValue()) {
                w.value(g);
            }
            w.endArray();
        }
        w.endObject();
        w.name("mainTimeUsed");
        if (clockA.games() + clockB.games() == 0) {
            w.nullValue();
        } else {
            w.beginObject();
            clockJson(w.name("A"), clockA, clockALost);
            clockJson(w.name("B"), clockB, clockBLost);
            w.endObject();
        }
        w.field("stoppedEarly", stopReason);
        return w.endObject().toString();
    }

    /** {"games":n,"median":[1/3,2/3,end],"min":[...],"lost":{"games":n,"median":...,"min":...}}. */
    private static void clockJson(JsonWriter w, ClockSpread all, ClockSpread lost) {
        w.beginObject();
        spreadJson(w, all);
        w.name("lost").beginObject();
        spreadJson(w, lost);
        w.endObject().endObject();
    }

    private static void spreadJson(JsonWriter w, ClockSpread s) {
        w.field("games", s.games());
        if (s.games() == 0) {
            w.name("median").nullValue().name("min").nullValue();
        } else {
            w.name("median").array(s.median(), 3).name("min").array(s.min(), 3);
        }
    }

    private void statsJson(JsonWriter w, MatchStats s) {
        w.beginObject()
                .field("wins", s.wins).field("losses", s.losses).field("draws", s.draws)
                .field("score", s.score(), 4)
                .field("scoreLow95", s.scoreLow95(), 4)
                .field("scoreHigh95", s.scoreHigh95(), 4)
                .field("elo", s.elo(), 1)
                .field("eloLow95", s.eloLow95(), 1)
                .field("eloHigh95", s.eloHigh95(), 1)
                .endObject();
    }
}
