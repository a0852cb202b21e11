package io.kosumi.time;

import static io.kosumi.board.Board.BLACK;
import static io.kosumi.board.Board.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.time.TimeSettings.Kind;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TimeControlTest {
    private ManualClock clock;
    private TimeParams params;
    private TimeControl control;

    @BeforeEach
    void setUp() {
        clock = new ManualClock(123_456_789L);
        params = new TimeParams();
        params.moveOverheadMillis = 0; // exact figures below; the overhead has its own test
        control = new TimeControl(clock, params);
    }

    private void think(int color, long millis) {
        control.startMove(color);
        clock.advanceMillis(millis);
        assertEquals(millis, control.endMove(color));
    }

    @Test
    void selfClockChargesAbsoluteTime() {
        control.setSettings(TimeSettings.absolute(60_000));
        think(BLACK, 2_500);
        think(BLACK, 1_000);
        assertEquals(56_500, control.state(BLACK).mainLeftMillis());
        assertEquals(60_000, control.state(WHITE).mainLeftMillis(), "white's clock is not ours to measure");
        assertEquals(3_500, control.usedMillis(BLACK));
        assertEquals(2_500, control.longestMoveMillis(BLACK));
        assertEquals(2, control.movesTimed(BLACK));
        think(BLACK, 57_000);
        assertTrue(control.state(BLACK).outOfTime());
        assertEquals(0, control.state(BLACK).mainLeftMillis());
    }

    @Test
    void overheadIsChargedButNotCountedAsThinking() {
        params.moveOverheadMillis = 60;
        control.setSettings(TimeSettings.absolute(10_000));
        think(WHITE, 1_000);
        assertEquals(8_940, control.state(WHITE).mainLeftMillis());
        assertEquals(1_000, control.usedMillis(WHITE));
    }

    @Test
    void endWithoutStartChargesNothing() {
        control.setSettings(TimeSettings.absolute(10_000));
        assertEquals(-1, control.endMove(BLACK));
        assertEquals(10_000, control.state(BLACK).mainLeftMillis());
    }

    @Test
    void canadianPeriodResetsAfterItsStones() {
        control.setSettings(TimeSettings.canadian(10_000, 30_000, 3));
        think(BLACK, 9_000);
        assertFalse(control.state(BLACK).inByoYomi());
        // 1 s of main left; this move takes 4 s: 3 s in the first period, which it opens
        think(BLACK, 4_000);
        TimeControl.State s = control.state(BLACK);
        assertTrue(s.inByoYomi());
        assertEquals(0, s.mainLeftMillis());
        assertEquals(27_000, s.periodLeftMillis());
        assertEquals(2, s.stonesLeft());
        think(BLACK, 10_000);
        assertEquals(17_000, control.state(BLACK).periodLeftMillis());
        assertEquals(1, control.state(BLACK).stonesLeft());
        // last stone of the period: a fresh period follows
        think(BLACK, 16_000);
        s = control.state(BLACK);
        assertEquals(30_000, s.periodLeftMillis());
        assertEquals(3, s.stonesLeft());
        assertFalse(s.outOfTime());
        // overrunning a period loses on time
        think(BLACK, 20_000);
        think(BLACK, 11_000);
        assertTrue(control.state(BLACK).outOfTime());
    }

    @Test
    void japanesePeriodsResetAndRunOut() {
        control.setSettings(TimeSettings.japanese(5_000, 10_000, 3));
        think(WHITE, 4_000);
        // 1 s main + 9.5 s of the first period: inside it, so all 3 periods are kept
        think(WHITE, 10_500);
        TimeControl.State s = control.state(WHITE);
        assertTrue(s.inByoYomi());
        assertEquals(3, s.periodsLeft());
        assertEquals(10_000, s.periodLeftMillis());
        think(WHITE, 9_999);
        assertEquals(3, control.state(WHITE).periodsLeft());
        // 25 s: two periods run out, the move ends inside the third
        think(WHITE, 25_000);
        s = control.state(WHITE);
        assertEquals(1, s.periodsLeft());
        assertEquals(10_000, s.periodLeftMillis());
        assertFalse(s.outOfTime());
        think(WHITE, 10_001);
        assertTrue(control.state(WHITE).outOfTime());
    }

    @Test
    void byoYomiFromTheStartWithoutMainTime() {
        control.setSettings(TimeSettings.canadian(0, 300_000, 25));
        think(BLACK, 12_000);
        TimeControl.State s = control.state(BLACK);
        assertTrue(s.inByoYomi());
        assertEquals(288_000, s.periodLeftMillis());
        assertEquals(24, s.stonesLeft());
    }

    @Test
    void timeLeftOverridesOwnClock() {
        control.setSettings(TimeSettings.canadian(600_000, 300_000, 25));
        think(BLACK, 5_000);
        assertEquals(1, control.state(BLACK).unsyncedMoves());
        control.timeLeft(BLACK, 590, 0);
        assertEquals(590_000, control.state(BLACK).mainLeftMillis());
        assertEquals(0, control.state(BLACK).unsyncedMoves());
        assertFalse(control.state(BLACK).inByoYomi());
        control.timeLeft(BLACK, 200, 7);
        TimeControl.State s = control.state(BLACK);
        assertTrue(s.inByoYomi());
        assertEquals(0, s.mainLeftMillis());
        assertEquals(200_000, s.periodLeftMillis());
        assertEquals(7, s.stonesLeft());
        // our own clock continues from the controller's figures
        think(BLACK, 20_000);
        assertEquals(180_000, control.state(BLACK).periodLeftMillis());
        assertEquals(6, control.state(BLACK).stonesLeft());
    }

    @Test
    void lagIsLearntFromSuccessiveReports() {
        control.setSettings(TimeSettings.absolute(600_000));
        long reported = 600_000;
        control.timeLeft(BLACK, reported / 1000.0, 0);
        for (int i = 0; i < 60; i++) {
            think(BLACK, 2_000);
            reported -= 2_300; // the controller saw 300 ms more than we measured
            control.timeLeft(BLACK, Math.floor(reported / 1000.0), 0); // whole seconds, as servers send
        }
        long learnt = control.state(BLACK).observedLagMillis();
        assertTrue(learnt > 150 && learnt < 450, "learnt lag " + learnt);
        // a report after a move we did not measure teaches nothing
        control.timeLeft(BLACK, 100, 0);
        assertEquals(learnt, control.state(BLACK).observedLagMillis());
        control.resetClocks();
        assertEquals(learnt, control.state(BLACK).observedLagMillis(), "the connection's lag outlives the game");
        assertEquals(0, control.state(WHITE).observedLagMillis());
    }

    @Test
    void timeLeftJapaneseCountsPeriods() {
        control.setSettings(TimeSettings.japanese(60_000, 10_000, 5));
        control.timeLeft(WHITE, 8, 3);
        TimeControl.State s = control.state(WHITE);
        assertTrue(s.inByoYomi());
        assertEquals(3, s.periodsLeft());
        assertEquals(8_000, s.periodLeftMillis());
        // 9 s: the 8 s left in this period run out, the move ends in the next one
        think(WHITE, 9_000);
        assertEquals(2, control.state(WHITE).periodsLeft());
        assertEquals(10_000, control.state(WHITE).periodLeftMillis());
    }

    @Test
    void timeLeftWithoutSettingsAdoptsTheControllersClock() {
        control.timeLeft(BLACK, 0, 0);
        assertEquals(Kind.NONE, control.settings().kind(), "0 0 in an untimed game says nothing");
        control.timeLeft(BLACK, 300, 0);
        assertEquals(TimeSettings.absolute(300_000), control.settings());
        assertEquals(300_000, control.state(BLACK).mainLeftMillis());
        control.timeLeft(BLACK, 60, 10);
        assertEquals(TimeSettings.canadian(0, 60_000, 10), control.settings());
        assertEquals(10, control.state(BLACK).stonesLeft());
        assertTrue(control.state(BLACK).inByoYomi());
    }

    @Test
    void badTimeLeftChangesNothing() {
        control.setSettings(TimeSettings.absolute(60_000));
        think(BLACK, 1_000);
        TimeControl.State before = control.state(BLACK);
        assertThrows(IllegalArgumentException.class, () -> control.timeLeft(BLACK, -1, 0));
        assertThrows(IllegalArgumentException.class, () -> control.timeLeft(BLACK, Double.NaN, 0));
        assertThrows(IllegalArgumentException.class, () -> control.timeLeft(BLACK, 10, -2));
        assertThrows(IllegalArgumentException.class, () -> control.timeLeft(3, 10, 0));
        assertThrows(IllegalArgumentException.class, () -> control.timeLeft(0, 10, 0));
        assertEquals(before, control.state(BLACK));
        assertEquals(TimeSettings.absolute(60_000), control.settings());
    }

    @Test
    void newSettingsAndResetRestartBothClocks() {
        control.setSettings(TimeSettings.japanese(60_000, 10_000, 5));
        think(BLACK, 70_000);
        assertTrue(control.state(BLACK).inByoYomi());
        control.resetClocks();
        assertEquals(new TimeControl.State(60_000, false, 10_000, 0, 5, false, 0, 0), control.state(BLACK));
        assertEquals(0, control.usedMillis(BLACK));
        control.setSettings(TimeSettings.absolute(5_000));
        assertEquals(5_000, control.state(WHITE).mainLeftMillis());
    }

    @Test
    void noLimitChargesNothing() {
        think(BLACK, 100_000);
        assertFalse(control.state(BLACK).outOfTime());
        assertEquals(100_000, control.usedMillis(BLACK));
    }
}
