package io.kosumi.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.time.PlayerClock.Charge;
import org.junit.jupiter.api.Test;

class PlayerClockTest {
    @Test
    void mainTimeSpillsIntoAFreshCanadianPeriodAndTheMoveIsItsFirstStone() {
        PlayerClock c = new PlayerClock(TimeSettings.canadian(1_000, 10_000, 3));
        assertEquals(Charge.IN_TIME, c.charge(1_000, 0));
        assertFalse(c.inByoYomi(), "exactly the main time: still in main time");
        assertEquals(Charge.IN_TIME, c.charge(2_500, 0));
        assertTrue(c.inByoYomi());
        assertEquals(7_500, c.periodLeftMillis());
        assertEquals(2, c.stonesLeft());
        assertEquals(Charge.IN_TIME, c.charge(3_000, 0));
        assertEquals(Charge.PERIOD_RENEWED, c.charge(4_500, 0), "third stone in time: a new period");
        assertEquals(10_000, c.periodLeftMillis());
        assertEquals(3, c.stonesLeft());
        assertEquals(Charge.OUT_OF_TIME, c.charge(10_001, 0));
        assertTrue(c.outOfTime());
        c.carryOnAfterTimeOut();
        assertEquals(10_000, c.periodLeftMillis());
        assertEquals(3, c.stonesLeft());
        assertTrue(c.outOfTime(), "the mark stays");
    }

    @Test
    void aToleranceCarriesTheOverdraftInAbsoluteTimeAndForgivesItInJapanesePeriods() {
        PlayerClock abs = new PlayerClock(TimeSettings.absolute(1_000));
        assertEquals(Charge.IN_TIME, abs.charge(1_150, 200));
        assertEquals(-150, abs.mainLeftMillis());
        assertEquals(Charge.OUT_OF_TIME, abs.charge(100, 200), "250 ms over in all");
        assertEquals(0, abs.mainLeftMillis());

        PlayerClock jp = new PlayerClock(TimeSettings.japanese(0, 1_000, 2));
        assertEquals(Charge.PERIOD_RENEWED, jp.charge(1_150, 200), "within the period after the tolerance");
        assertEquals(2, jp.periodsLeft());
        assertEquals(Charge.PERIOD_RENEWED, jp.charge(1_150, 200), "the overrun is not carried");
        assertEquals(2, jp.periodsLeft());
        assertEquals(Charge.PERIOD_RENEWED, jp.charge(1_250, 200), "50 ms past the tolerance: one period");
        assertEquals(1, jp.periodsLeft());
        assertEquals(Charge.OUT_OF_TIME, jp.charge(1_250, 200));
        assertEquals(0, jp.periodsLeft());
        jp.carryOnAfterTimeOut();
        assertEquals(1, jp.periodsLeft());
    }

    @Test
    void controllerReportsOverwriteTheState() {
        PlayerClock c = new PlayerClock(TimeSettings.japanese(5_000, 1_000, 5));
        c.setByoYomiLeft(400, 3);
        assertTrue(c.inByoYomi());
        assertEquals(400, c.periodLeftMillis());
        assertEquals(3, c.periodsLeft());
        assertEquals(Charge.PERIOD_RENEWED, c.charge(900, 0), "the reported 400 ms run out: one period lost");
        assertEquals(2, c.periodsLeft());
        c.setMainLeft(2_000);
        assertFalse(c.inByoYomi());
        assertEquals(2_000, c.mainLeftMillis());
        assertEquals(5, c.periodsLeft());
        c.setOutOfTime();
        assertTrue(c.outOfTime());
        c.startByoYomi();
        assertEquals(0, c.mainLeftMillis());
        assertTrue(c.inByoYomi());
        assertThrows(IllegalArgumentException.class, () -> c.charge(-1, 0));
        assertThrows(IllegalArgumentException.class, () -> c.setMainLeft(-1));
        PlayerClock none = new PlayerClock(TimeSettings.NO_LIMIT);
        assertEquals(Charge.IN_TIME, none.charge(1_000_000, 0));
    }
}
