package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import io.kosumi.time.ManualClock;
import io.kosumi.time.TimeControl;
import io.kosumi.time.TimeParams;
import io.kosumi.time.TimeSettings;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GameClockTest {
    @Test
    void absoluteMainTimeToleratesOnlyTheMargin() {
        GameClock c = GameClock.absolute(10_000, 250);
        assertEquals("10 0", c.timeLeftArgs());
        assertTrue(c.charge(6_000));
        assertEquals(4_000, c.allowanceMs());
        assertEquals("4 0", c.timeLeftArgs());
        assertTrue(c.charge(4_200)); // 200 ms over: within the lag margin
        assertFalse(c.charge(100)); // 300 ms over in all
        assertTrue(c.flagged());
        assertThrows(IllegalStateException.class, () -> c.charge(1));
    }

    @Test
    void canadianPeriodResetsAfterItsStones() {
        GameClock c = GameClock.canadian(10_000, 5_000, 3, 100);
        assertTrue(c.charge(9_000));
        assertFalse(c.inByoYomi());
        assertEquals(1_000 + 5_000, c.allowanceMs());
        // 2 s: 1 s of main time, then 1 s of the first period, and it is its first stone.
        assertTrue(c.charge(2_000));
        assertTrue(c.inByoYomi());
        assertEquals(0, c.mainLeftMs());
        assertEquals(4_000, c.periodLeftMs());
        assertEquals(2, c.stonesLeft());
        assertEquals("4 2", c.timeLeftArgs());
        assertTrue(c.charge(1_500));
        assertEquals(2_500, c.periodLeftMs());
        assertEquals(1, c.stonesLeft());
        // The third stone of the period (2.5 s left, 2.55 s used: lag margin) renews it.
        assertTrue(c.charge(2_550));
        assertEquals(5_000, c.periodLeftMs());
        assertEquals(3, c.stonesLeft());
        assertEquals("5 3", c.timeLeftArgs());
        // A period's time is shared by its stones: 4.5 s then 0.7 s overruns it.
        assertTrue(c.charge(4_500));
        assertFalse(c.charge(700));
        assertTrue(c.flagged());
    }

    @Test
    void canadianWithoutMainTimeStartsInByoYomi() {
        GameClock c = GameClock.canadian(0, 2_000, 1, 0);
        assertTrue(c.inByoYomi());
        assertEquals("2 1", c.timeLeftArgs());
        for (int i = 0; i < 5; i++) {
            assertTrue(c.charge(1_999)); // one stone per period: every move gets a full period
        }
        assertFalse(c.charge(2_001));
    }

    @Test
    void japanesePeriodsAreConsumedByOverruns() {
        GameClock c = GameClock.japanese(3_000, 1_000, 3, 50);
        assertEquals(3_000 + 3 * 1_000, c.allowanceMs());
        assertTrue(c.charge(3_500)); // into byo-yomi by 0.5 s: inside the first period, nothing lost
        assertTrue(c.inByoYomi());
        assertEquals(3, c.periodsLeft());
        assertEquals("1 3", c.timeLeftArgs());
        assertTrue(c.charge(999));
        assertTrue(c.charge(1_040)); // 40 ms over the period: lag, no period lost
        assertEquals(3, c.periodsLeft());
        assertTrue(c.charge(1_500)); // a full period overrun: one lost
        assertEquals(2, c.periodsLeft());
        assertEquals(2_000, c.allowanceMs());
        assertTrue(c.charge(800)); // inside the period: the periods left stay
        assertEquals(2, c.periodsLeft());
        assertTrue(c.charge(2_000)); // exactly two periods: one more lost, the last one left
        assertEquals(1, c.periodsLeft());
        assertEquals("1 1", c.timeLeftArgs());
        assertFalse(c.charge(1_100)); // the last period overrun beyond the margin
        assertTrue(c.flagged());
        assertEquals(0, c.periodsLeft());
    }

    @Test
    void badSettingsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> GameClock.absolute(0, 0));
        assertThrows(IllegalArgumentException.class, () -> GameClock.canadian(1000, 0, 5, 0));
        assertThrows(IllegalArgumentException.class, () -> GameClock.japanese(1000, 1000, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> GameClock.absolute(1000, -1));
        assertThrows(IllegalArgumentException.class, () -> GameClock.absolute(1000, 0).charge(-1));
    }

    /**
     * The referee's clock (no lag margin) and the engine's own clock charge every move alike:
     * the same main time, byo-yomi state, period, stones and periods after each move, and the
     * same move runs out of time. (Before the first move they differ by design when there is no
     * main time: the referee is in byo-yomi from the start, the engine's clock enters it with
     * its first move; moves here take at least 1 ms.)
     */
    @Test
    void chargesLikeTheEnginesOwnClock() {
        Random rnd = new Random(7);
        int timeOuts = 0;
        for (int game = 0; game < 600; game++) {
            long main = game % 3 == 0 ? 0 : 1 + rnd.nextInt(20_000);
            long period = 1 + rnd.nextInt(5_000);
            int count = 1 + rnd.nextInt(5);
            GameClock referee;
            TimeSettings settings;
            switch (game % 3) {
                case 0 -> {
                    referee = GameClock.canadian(main, period, count, 0);
                    settings = TimeSettings.canadian(main, period, count);
                }
                case 1 -> {
                    referee = GameClock.japanese(main, period, count, 0);
                    settings = TimeSettings.japanese(main, period, count);
                }
                default -> {
                    referee = GameClock.absolute(main, 0);
                    settings = TimeSettings.absolute(main);
                }
            }
            if (game % 6 == 3) { // absolute and Japanese with no main time too
                referee = GameClock.japanese(0, period, count, 0);
                settings = TimeSettings.japanese(0, period, count);
            }
            TimeControl engine = new TimeControl(new ManualClock(), new TimeParams());
            engine.setSettings(settings);
            for (int move = 0; move < 60; move++) {
                long ms = 1 + rnd.nextInt((int) Math.min(Integer.MAX_VALUE, 2 * period + 500));
                boolean inTime = referee.charge(ms);
                engine.charge(Board.BLACK, ms);
                TimeControl.State s = engine.state(Board.BLACK);
                String where = settings + ", move " + move + " of " + ms + " ms";
                assertEquals(!inTime, s.outOfTime(), where);
                if (!inTime) {
                    timeOuts++;
                    break;
                }
                assertEquals(s.mainLeftMillis(), referee.mainLeftMs(), where);
                assertEquals(s.inByoYomi(), referee.inByoYomi(), where);
                if (s.inByoYomi()) {
                    assertEquals(s.periodLeftMillis(), referee.periodLeftMs(), where);
                    assertEquals(s.stonesLeft(), referee.stonesLeft(), where);
                    assertEquals(s.periodsLeft(), referee.periodsLeft(), where);
                }
            }
        }
        assertTrue(timeOuts > 100, "time-outs exercised: " + timeOuts);
    }
}
