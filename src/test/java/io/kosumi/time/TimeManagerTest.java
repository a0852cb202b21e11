package io.kosumi.time;

import static io.kosumi.board.Board.BLACK;
import static io.kosumi.board.Board.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TimeManagerTest {
    private ManualClock clock;
    private TimeParams params;
    private TimeControl control;
    private TimeManager manager;

    @BeforeEach
    void setUp() {
        clock = new ManualClock();
        params = new TimeParams();
        control = new TimeControl(clock, params);
        manager = new TimeManager(params, control);
    }

    @Test
    void noSettingsMeansFixedTimePerMoveOrUnlimited() {
        assertEquals(new MoveBudget(5_000, 5_000, false), manager.budget(BLACK, 361, 19, 0));
        params.fixedMoveSeconds = 2.5;
        assertEquals(new MoveBudget(2_500, 2_500, false), manager.budget(WHITE, 300, 19, 50));
        params.fixedMoveSeconds = 0; // --playouts only
        MoveBudget b = manager.budget(BLACK, 81, 9, 0);
        assertTrue(b.isUnlimited());
        assertEquals(Long.MAX_VALUE, b.maxDeadlineNanos(12345));
    }

    @Test
    void middleGameGetsMoreThanOpeningAndEndgame() {
        // A 250-ply 19x19 game in which every move takes exactly its target.
        control.setSettings(TimeSettings.absolute(600_000));
        long[] sum = new long[3];
        int[] n = new int[3];
        for (int ply = 0; ply < 250; ply += 2) {
            int empty = 361 - (int) (ply * 0.88);
            MoveBudget b = manager.budget(BLACK, empty, 19, ply);
            control.charge(BLACK, b.targetMillis());
            int phase = ply < 30 ? 0 : ply < 180 ? 1 : 2;
            sum[phase] += b.targetMillis();
            n[phase]++;
        }
        double opening = sum[0] / (double) n[0];
        double middle = sum[1] / (double) n[1];
        double end = sum[2] / (double) n[2];
        assertTrue(middle > opening, "middle " + middle + " vs opening " + opening);
        assertTrue(middle > end, "middle " + middle + " vs end " + end);
        assertTrue(control.state(BLACK).mainLeftMillis() > 0);
    }

    @Test
    void weightShape() {
        assertEquals(params.openingFactor, manager.weight(0), 1e-9);
        assertTrue(manager.weight(0.05) > manager.weight(0.02));
        assertEquals(params.middleFactor, manager.weight(0.3), 1e-9);
        assertTrue(manager.weight(0.8) < params.middleFactor);
        assertEquals(params.endFactor, manager.weight(1.0), 1e-9);
        assertEquals(params.endFactor, manager.weight(1.7), 1e-9);
    }

    @Test
    void sharesOfAPlannedGameAddUpToTheWhole() {
        // If the estimate holds and every move takes its share, the usable time is used up
        // exactly at the expected end: shares are fractions of what is left at each move.
        double left = 1.0;
        int n = 40;
        for (int j = 0; j < n; j++) {
            left -= left * manager.shareOfRemaining(2 * j, n - j);
        }
        assertEquals(0.0, left, 1e-9);
    }

    @Test
    void movesLeftHasAFloor() {
        assertEquals(Math.max(params.minMovesLeft, 0.05 * 361), manager.movesLeft(20, 19), 1e-9);
        assertEquals(params.minMovesLeft, manager.movesLeft(0, 9), 1e-9);
        assertTrue(manager.movesLeft(81, 9) > 30);
    }

    @Test
    void lagIsNeverBelowTheFloor() {
        params.lagSeconds = 0.01;
        assertEquals(200, params.lagMillis());
        params.lagSeconds = Double.NaN;
        assertEquals(200, params.lagMillis());
        params.lagSeconds = 2.5;
        assertEquals(2_500, params.lagMillis());
    }

    @Test
    void earlyStopsRaiseLaterTargetsButNotTheHardMaximum() {
        control.setSettings(TimeSettings.absolute(60_000));
        MoveBudget first = manager.budget(BLACK, 81, 9, 0);
        assertTrue(first.planMillis() > 0, first.toString());
        assertEquals(first.targetMillis(), first.planMillis(), "no correction before any move");
        // Three moves that each stopped at half their plan.
        for (int i = 0; i < 3; i++) {
            control.recordPlanned(BLACK, 1_000, 1_000, 500);
        }
        MoveBudget b = manager.budget(BLACK, 81, 9, 0);
        assertEquals(first.planMillis(), b.planMillis(), "the plan itself is unchanged");
        assertEquals(Math.min(b.maxMillis(), first.planMillis() * Math.min(2.0, params.spendCorrectionMax)),
                b.targetMillis(), 1.0, "half spent: the target doubles (up to the cap)");
        for (int i = 0; i < 3; i++) {
            control.recordPlanned(BLACK, 1_000, 1_000, 0);
        }
        assertEquals(Math.min(manager.budget(BLACK, 81, 9, 0).maxMillis(), first.planMillis() * params.spendCorrectionMax),
                manager.budget(BLACK, 81, 9, 0).targetMillis(), 1.0, "a fifth spent: the cap holds");
        long hard = (long) ((60_000 - params.lagMillis() - manager.movesLeft(81, 9)
                * params.moveOverheadMillis) * params.maxFractionOfMain);
        assertTrue(b.maxMillis() <= hard, b + " over the hard limit " + hard);
        // Moves that spent more than planned never shrink the targets below the plan.
        control.resetClocks();
        for (int i = 0; i < 3; i++) {
            control.recordPlanned(BLACK, 1_000, 1_000, 2_000);
        }
        assertEquals(first, manager.budget(BLACK, 81, 9, 0));
        // Between the two: the ratio itself; moves outside the plan are not counted.
        control.resetClocks();
        control.recordPlanned(BLACK, 1_200, 1_200, 1_000);
        control.recordPlanned(BLACK, 1_200, 1_200, 1_000);
        control.recordPlanned(BLACK, 0, 0, 0);
        assertEquals(first, manager.budget(BLACK, 81, 9, 0), "two planned moves are too few to judge");
        control.recordPlanned(BLACK, 1_200, 1_200, 1_000);
        assertEquals(1.2, manager.spendCorrection(3_600, 3_000, 3), 1e-9);
        assertEquals(first.planMillis() * 1.2, manager.budget(BLACK, 81, 9, 0).targetMillis(), 1.0);
        // Byo-yomi budgets are not part of the plan.
        control.setSettings(TimeSettings.canadian(0, 300_000, 25));
        assertEquals(0, manager.budget(BLACK, 300, 19, 60).planMillis());
    }

    @Test
    void correctionOnTargetsComparesTheCorrectedTargetsWithTheTimeSpent() {
        control.setSettings(TimeSettings.absolute(60_000));
        MoveBudget first = manager.budget(BLACK, 81, 9, 0);
        // Three moves already corrected to twice their plan that spent their plan: half of
        // each target. The planned shares were spent in full, so the plain rule adds nothing;
        // on the targets the search stops at half of what it is given, so the target doubles.
        for (int i = 0; i < 3; i++) {
            control.recordPlanned(BLACK, 1_000, 2_000, 1_000);
        }
        assertEquals(first, manager.budget(BLACK, 81, 9, 0), "plan over spent is 1");
        params.spendCorrectionOnTargets = 1;
        MoveBudget b = manager.budget(BLACK, 81, 9, 0);
        assertEquals(first.planMillis(), b.planMillis(), "the plan itself is unchanged");
        assertEquals(Math.min(b.maxMillis(), 2.0 * first.planMillis()), b.targetMillis(), 1.0,
                "targets over spent is 2");
        // The same bounds as the plain rule: never below the plan, never above the cap.
        control.resetClocks();
        for (int i = 0; i < 3; i++) {
            control.recordPlanned(BLACK, 1_000, 1_000, 3_000);
        }
        assertEquals(first, manager.budget(BLACK, 81, 9, 0), "overspent moves leave the plan as it is");
        control.resetClocks();
        for (int i = 0; i < 3; i++) {
            control.recordPlanned(BLACK, 1_000, 3_000, 100);
        }
        assertEquals(Math.min(b.maxMillis(), first.planMillis() * params.spendCorrectionMax),
                manager.budget(BLACK, 81, 9, 0).targetMillis(), 1.0, "the cap holds");
    }

    @Test
    void suddenDeathHardMaxKeepsTheLagMargin() {
        control.setSettings(TimeSettings.absolute(60_000));
        SplittableRandom rnd = new SplittableRandom(7);
        for (int i = 0; i < 10_000; i++) {
            long left = rnd.nextLong(0, 60_001);
            control.timeLeft(BLACK, left / 1000.0, 0);
            int empty = rnd.nextInt(0, 82);
            MoveBudget b = manager.budget(BLACK, empty, 9, rnd.nextInt(0, 150));
            assertTrue(b.maxMillis() <= Math.max(0, left - params.lagMillis()), b + " with " + left + " ms left");
            assertTrue(b.targetMillis() <= b.maxMillis());
        }
    }

    @Test
    void emergencyWhenMainTimeNearlyGone() {
        control.setSettings(TimeSettings.absolute(60_000));
        control.timeLeft(BLACK, 3, 0);
        // 2 s usable over about 14 own moves, less their overheads, is below the emergency share
        MoveBudget b = manager.budget(BLACK, 40, 9, 50);
        assertTrue(b.emergency(), b.toString());
        // the emergency budget keeps enough for 20 more moves and their overheads
        long spare = 2_000 - params.emergencyReserveMoves * params.moveOverheadMillis;
        assertEquals(Math.min(params.emergencyMoveMillis, spare / params.emergencyReserveMoves), b.targetMillis());
        params.moveOverheadMillis = 0;
        assertEquals(params.emergencyMoveMillis, manager.budget(BLACK, 40, 9, 50).targetMillis());
        assertEquals(b.targetMillis(), b.maxMillis());
        assertFalse(manager.shouldExtend(10, b, 100, 100, 0), "no extension in emergency");
        // nothing usable: answer at once
        control.timeLeft(BLACK, 0.8, 0);
        assertEquals(new MoveBudget(0, 0, true), manager.budget(BLACK, 40, 9, 50));
        // with a comfortable clock there is no emergency
        control.timeLeft(BLACK, 30, 0);
        assertFalse(manager.budget(BLACK, 40, 9, 50).emergency());
    }

    @Test
    void canadianByoYomiSharesThePeriodOverItsStones() {
        control.setSettings(TimeSettings.canadian(0, 300_000, 25));
        control.timeLeft(BLACK, 120, 10);
        MoveBudget b = manager.budget(BLACK, 200, 19, 150);
        assertEquals(12_000 - 1_000, b.maxMillis());
        assertEquals((long) (11_000 * params.byoTargetFraction), b.targetMillis());
        assertFalse(b.emergency());
        // last stone of the period: all that is left, minus lag
        control.timeLeft(BLACK, 5, 1);
        assertEquals(4_000, manager.budget(BLACK, 200, 19, 150).maxMillis());
        // a period share smaller than five lags: a fifth of it back, never less than the
        // smallest margin (800 ms a stone -> 600)
        control.timeLeft(BLACK, 8, 10);
        MoveBudget tiny = manager.budget(BLACK, 200, 19, 150);
        assertEquals(600, tiny.maxMillis());
        // a share below the smallest margin: answer at once
        control.timeLeft(BLACK, 1, 10);
        MoveBudget none = manager.budget(BLACK, 200, 19, 150);
        assertEquals(0, none.maxMillis());
        assertTrue(none.emergency());
    }

    @Test
    void canadianOnOwnClockSetsAsideDriftForMeasuredStones() {
        params.moveOverheadMillis = 0;
        control.setSettings(TimeSettings.canadian(0, 300_000, 25));
        control.timeLeft(BLACK, 200, 7);
        // told by the controller: the 200 s are shared over the 7 stones
        assertEquals(200_000 / 7 - 1_000, manager.budget(BLACK, 200, 19, 150).maxMillis());
        control.startMove(BLACK);
        clock.advanceMillis(10_000);
        control.endMove(BLACK);
        // one stone measured by ourselves: its possible drift is set aside
        assertEquals((190_000 - params.ownClockDriftMillis) / 6 - 1_000, manager.budget(BLACK, 200, 19, 152).maxMillis());
        control.timeLeft(BLACK, 190, 6);
        assertEquals(190_000 / 6 - 1_000, manager.budget(BLACK, 200, 19, 152).maxMillis());
        // a fresh period on our own clock: 24 stones measured, the last one keeps 24 drifts back
        control.setSettings(TimeSettings.canadian(0, 300_000, 25));
        for (int i = 0; i < 24; i++) {
            control.startMove(BLACK);
            clock.advanceMillis(10_000);
            control.endMove(BLACK);
        }
        assertEquals(1, control.state(BLACK).stonesLeft());
        assertEquals(60_000 - 24 * params.ownClockDriftMillis - 1_000, manager.budget(BLACK, 200, 19, 200).maxMillis());
    }

    @Test
    void canadianMainTimeEndsUnambiguously() {
        params.moveOverheadMillis = 0;
        control.setSettings(TimeSettings.canadian(600_000, 300_000, 25));
        // plenty of main time: no minimum, and the move stops well short of the main time's end
        MoveBudget early = manager.budget(BLACK, 300, 19, 60);
        assertEquals(0, early.minMillis());
        // main time nearly gone (our own clock, 10 moves measured): this move must run past it
        // by the margin so that both clocks enter byo-yomi on the same move
        for (int i = 0; i < 10; i++) {
            control.startMove(BLACK);
            clock.advanceMillis(59_700);
            control.endMove(BLACK);
        }
        long mainLeft = control.state(BLACK).mainLeftMillis();
        assertEquals(3_000, mainLeft);
        MoveBudget crossing = manager.budget(BLACK, 200, 19, 120);
        long margin = 10 * params.ownClockDriftMillis + params.lagMillis();
        assertEquals(mainLeft + margin, crossing.minMillis(), crossing.toString());
        assertTrue(crossing.maxMillis() <= mainLeft - 10 * params.ownClockDriftMillis + 12_000 - 1_000, crossing.toString());
        // the search may not stop before the minimum, even with the best move decided
        assertFalse(manager.shouldStop(crossing.minMillis() - 1, crossing, 1_000_000, 0, 1.0, 0));
        assertTrue(manager.shouldStop(crossing.maxMillis(), crossing, 1_000_000, 0, 1.0, 0));
        // a bit more main time, out of reach of this move's target: stop short of its end
        control.timeLeft(BLACK, 40, 0);
        MoveBudget shortOf = manager.budget(BLACK, 200, 19, 120);
        assertEquals(0, shortOf.minMillis());
        assertTrue(shortOf.maxMillis() <= 40_000 - params.lagMillis(), shortOf.toString());
    }

    @Test
    void japaneseByoYomiUsesOnePeriodAtMost() {
        control.setSettings(TimeSettings.japanese(0, 10_000, 5));
        MoveBudget first = manager.budget(WHITE, 81, 9, 1);
        // no main time: the first move may overrun into the first period, never past it
        assertEquals(9_000, first.maxMillis());
        control.timeLeft(WHITE, 10, 5);
        MoveBudget b = manager.budget(WHITE, 60, 9, 20);
        assertEquals(9_000, b.maxMillis());
        assertEquals((long) (9_000 * params.japaneseTargetFraction), b.targetMillis());
    }

    @Test
    void shortByoYomiPeriodsKeepAFifthBackInsteadOfTheWholeLagMargin() {
        // 1-second Japanese periods with the default 1 s margin: 800 ms to think, from the
        // first move on (no main time) and after time_left reports.
        control.setSettings(TimeSettings.japanese(0, 1_000, 3));
        assertEquals(800, manager.budget(BLACK, 81, 9, 1).maxMillis());
        control.timeLeft(WHITE, 1, 3);
        MoveBudget b = manager.budget(WHITE, 60, 9, 20);
        assertEquals(800, b.maxMillis());
        assertTrue(b.targetMillis() > 0 && b.targetMillis() <= 800, b.toString());
        // Never less than the smallest margin: 300 ms periods leave 100 ms.
        assertEquals(200, TimeManager.byoYomiLag(300, 1_000));
        assertEquals(400, TimeManager.byoYomiLag(2_000, 1_000));
        // Periods of at least five margins keep the whole margin back.
        assertEquals(1_000, TimeManager.byoYomiLag(5_000, 1_000));
        assertEquals(1_000, TimeManager.byoYomiLag(30_000, 1_000));
        // A larger --lag: the same rule against that margin.
        assertEquals(2_000, TimeManager.byoYomiLag(10_000, 2_000));
        assertEquals(1_800, TimeManager.byoYomiLag(9_000, 2_000));
        // Canadian: 5 stones in 4 s is 800 ms a stone, 640 ms of it usable.
        control.setSettings(TimeSettings.canadian(0, 4_000, 5));
        control.timeLeft(BLACK, 4, 5);
        MoveBudget c = manager.budget(BLACK, 60, 9, 20);
        assertTrue(c.maxMillis() > 400 && c.maxMillis() <= 640, c.toString());
    }

    @Test
    void mainTimeBeforeByoYomiIsSpentFasterButMaxStaysInsideTheFirstPeriod() {
        control.setSettings(TimeSettings.japanese(600_000, 30_000, 5));
        MoveBudget withByo = manager.budget(BLACK, 281, 19, 40);
        control.setSettings(TimeSettings.absolute(600_000));
        MoveBudget without = manager.budget(BLACK, 281, 19, 40);
        assertTrue(withByo.targetMillis() > without.targetMillis(), withByo + " vs " + without);
        control.setSettings(TimeSettings.japanese(600_000, 30_000, 5));
        control.timeLeft(BLACK, 2, 0);
        MoveBudget late = manager.budget(BLACK, 281, 19, 40);
        assertFalse(late.emergency(), "byo-yomi follows: no emergency");
        assertEquals(2_000 + 30_000 - 1_000, late.maxMillis());
    }

    @Test
    void stopEarlyOnlyWhenTheBestCannotBeOvertaken() {
        MoveBudget b = new MoveBudget(1_000, 1_500, false);
        // 500 ms left at 1 playout/ms: 100 + 500 < 1000
        assertTrue(manager.shouldStopEarly(1_000, b, 1_000, 100, 1.0));
        // at 2 playouts/ms the second could still pass
        assertFalse(manager.shouldStopEarly(1_000, b, 1_000, 100, 2.0));
        // too few visits to trust
        assertFalse(manager.shouldStopEarly(1_000, b, 50, 0, 0.001));
        // the hard maximum is reached
        assertTrue(manager.shouldStopEarly(1_500, b, 10, 10, 100.0));
        assertFalse(manager.shouldStopEarly(1_000_000, MoveBudget.UNLIMITED, 1_000, 0, 0.0));
    }

    @Test
    void extendWhenCloseOrJustChanged() {
        MoveBudget b = new MoveBudget(1_000, 3_000, false);
        assertTrue(manager.shouldExtend(1_000, b, 1_000, 850, 0), "close");
        assertFalse(manager.shouldExtend(1_000, b, 1_000, 500, 0), "clear best, stable");
        assertTrue(manager.shouldExtend(1_000, b, 1_000, 500, 900), "best changed 100 ms ago");
        assertFalse(manager.shouldExtend(3_000, b, 1_000, 999, 2_999), "at the hard maximum");
    }

    @Test
    void stopRuleCombinesTheThree() {
        MoveBudget b = new MoveBudget(1_000, 3_000, false);
        assertFalse(manager.shouldStop(500, b, 200, 150, 1.0, 0), "before target, open");
        assertTrue(manager.shouldStop(500, b, 5_000, 10, 1.0, 0), "before target, decided");
        assertTrue(manager.shouldStop(1_000, b, 1_000, 500, 1.0, 0), "at target, clear");
        assertFalse(manager.shouldStop(1_000, b, 1_000, 950, 1.0, 0), "at target, close: extend");
        assertTrue(manager.shouldStop(3_000, b, 1_000, 950, 1.0, 0), "hard maximum");
        assertFalse(manager.shouldStop(1_000_000, MoveBudget.UNLIMITED, 1, 0, 1.0, 0));
    }

    @Test
    void minimumHoldsOffEarlyStops() {
        MoveBudget b = new MoveBudget(2_000, 4_000, false, 1_500);
        assertFalse(manager.shouldStopEarly(1_000, b, 10_000, 0, 1.0));
        assertFalse(manager.decidedBeforeTarget(1_000, b, 10_000, 0, 1.0, 0));
        assertTrue(manager.shouldStopEarly(1_600, b, 10_000, 0, 1.0));
        assertThrows(IllegalArgumentException.class, () -> new MoveBudget(1_000, 2_000, false, 1_500));
    }

    @Test
    void budgetRejectsImpossiblePositions() {
        assertThrows(IllegalArgumentException.class, () -> manager.budget(BLACK, 82, 9, 0));
        assertThrows(IllegalArgumentException.class, () -> manager.budget(BLACK, -1, 9, 0));
        assertThrows(IllegalArgumentException.class, () -> manager.budget(3, 81, 9, 0));
        assertThrows(IllegalArgumentException.class, () -> new MoveBudget(10, 5, false));
    }

    @Test
    void paramsSetByName() {
        params.set("lagSeconds", "0.5");
        assertEquals(500, params.lagMillis());
        params.set("emergencyMoveMillis", "50");
        assertEquals(50, params.emergencyMoveMillis);
        params.set("minMovesLeft", "8");
        assertEquals(8, params.minMovesLeft);
        assertThrows(IllegalArgumentException.class, () -> params.set("nosuch", "1"));
        assertThrows(IllegalArgumentException.class, () -> params.set("MIN_LAG_SECONDS", "1"));
        assertThrows(IllegalArgumentException.class, () -> params.set("lagSeconds", "-1"));
        assertThrows(IllegalArgumentException.class, () -> params.set("lagSeconds", "fast"));
        assertThrows(IllegalArgumentException.class, () -> params.set("minMovesLeft", "2.5"));
        assertEquals(500, params.lagMillis(), "failed sets change nothing");
        assertTrue(params.toString().contains("lagSeconds=0.5"));
    }
}
