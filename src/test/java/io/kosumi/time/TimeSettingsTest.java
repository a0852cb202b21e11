package io.kosumi.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.time.TimeSettings.Kind;

import org.junit.jupiter.api.Test;

class TimeSettingsTest {

    @Test
    void gtpCanadianWhenStonesPositive() {
        TimeSettings s = TimeSettings.parseGtp("600", "300", "25");
        assertEquals(Kind.CANADIAN, s.kind());
        assertEquals(600_000, s.mainMillis());
        assertEquals(300_000, s.periodMillis());
        assertEquals(25, s.periodStones());
        assertTrue(s.hasByoYomi());
    }

    @Test
    void gtpAbsoluteWhenByoYomiZero() {
        TimeSettings s = TimeSettings.parseGtp("60", "0", "0");
        assertEquals(TimeSettings.absolute(60_000), s);
        assertTrue(s.isSuddenDeath());
        // stones are irrelevant without byo-yomi time
        assertEquals(TimeSettings.absolute(60_000), TimeSettings.parseGtp("60", "0", "5"));
    }

    @Test
    void gtpNoLimitCases() {
        assertEquals(TimeSettings.NO_LIMIT, TimeSettings.parseGtp("0", "0", "0"));
        // the standard's own way to say "no limit": byo-yomi time with zero stones
        assertEquals(TimeSettings.NO_LIMIT, TimeSettings.parseGtp("0", "1", "0"));
        assertEquals(TimeSettings.NO_LIMIT, TimeSettings.parseGtp("100", "1", "0"));
    }

    @Test
    void gtpCanadianWithoutMainTime() {
        TimeSettings s = TimeSettings.parseGtp("0", "300", "25");
        assertEquals(TimeSettings.canadian(0, 300_000, 25), s);
    }

    @Test
    void gtpRejectsBadInput() {
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseGtp("60", "0"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseGtp("60", "0", "0", "1"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseGtp("-1", "0", "0"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseGtp("x", "0", "0"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseGtp("NaN", "0", "0"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseGtp("1e300", "0", "0"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseGtp("60", "10", "2.5"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseGtp("60", "10", "-3"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TimeSettings.parseGtp("sixty", "0", "0"));
        assertTrue(e.getMessage().contains("main time"), e.getMessage());
    }

    @Test
    void gtpAcceptsFractionalSeconds() {
        assertEquals(TimeSettings.absolute(1500), TimeSettings.parseGtp("1.5", "0", "0"));
    }

    @Test
    void kgsAllSystems() {
        assertEquals(TimeSettings.NO_LIMIT, TimeSettings.parseKgs("none"));
        assertEquals(TimeSettings.absolute(1_800_000), TimeSettings.parseKgs("absolute", "1800"));
        assertEquals(TimeSettings.japanese(1_800_000, 30_000, 5), TimeSettings.parseKgs("byoyomi", "1800", "30", "5"));
        assertEquals(TimeSettings.canadian(600_000, 300_000, 25), TimeSettings.parseKgs("canadian", "600", "300", "25"));
        // case-insensitive system name
        assertEquals(TimeSettings.japanese(0, 10_000, 5), TimeSettings.parseKgs("BYOYOMI", "0", "10", "5"));
    }

    @Test
    void kgsDegenerateByoYomi() {
        assertEquals(TimeSettings.absolute(60_000), TimeSettings.parseKgs("byoyomi", "60", "0", "5"));
        assertEquals(TimeSettings.absolute(60_000), TimeSettings.parseKgs("byoyomi", "60", "30", "0"));
        assertEquals(TimeSettings.NO_LIMIT, TimeSettings.parseKgs("byoyomi", "0", "30", "0"));
        assertEquals(TimeSettings.absolute(60_000), TimeSettings.parseKgs("canadian", "60", "0", "25"));
        assertEquals(TimeSettings.NO_LIMIT, TimeSettings.parseKgs("absolute", "0"));
    }

    @Test
    void kgsRejectsBadInput() {
        assertThrows(IllegalArgumentException.class, TimeSettings::parseKgs);
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseKgs("fischer", "60", "5"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseKgs("none", "5"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseKgs("absolute"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseKgs("byoyomi", "60", "30"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseKgs("canadian", "60", "30", "0"));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.parseKgs("canadian", "60", "-30", "5"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TimeSettings.parseKgs("byoyomi", "60", "30", "many"));
        assertTrue(e.getMessage().contains("periods"), e.getMessage());
    }

    @Test
    void constructorRejectsInconsistentValues() {
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.absolute(0));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.canadian(0, 0, 5));
        assertThrows(IllegalArgumentException.class, () -> TimeSettings.japanese(10, 10, 0));
        assertThrows(IllegalArgumentException.class, () -> new TimeSettings(Kind.NONE, 5, 0, 0, 0));
        assertFalse(TimeSettings.NO_LIMIT.hasByoYomi());
    }

    @Test
    void readableText() {
        assertEquals("600 s + Canadian 25 stones in 300 s", TimeSettings.canadian(600_000, 300_000, 25).toString());
        assertEquals("0 s + Japanese 5 x 10 s", TimeSettings.japanese(0, 10_000, 5).toString());
    }
}
