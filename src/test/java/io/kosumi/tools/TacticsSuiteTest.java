package io.kosumi.tools;

import io.kosumi.engine.EngineSettings;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code gtp-tests/tactics.tst} and {@code gtp-tests/blunders.tst} measure strength, so they
 * report a pass rate rather than requiring every case. The search runs single-threaded with a
 * fixed seed and a fixed number of playouts and no time limit, so the outcome is the same on
 * every machine and at any load; each suite's floor is a few cases under the rate measured
 * when it was set, so a change that makes the engine tactically weaker fails here.
 */
class TacticsSuiteTest {
    /** Suites that measure strength; {@link GtpSuitesTest} leaves them to this test. */
    static final Set<String> STRENGTH_SUITES = Set.of("tactics.tst", "blunders.tst");

    static final long PLAYOUTS = 3000;
    /**
     * 58 of 66 passed when measured on 2026-11-29 (see the README); 56 with the ladder
     * reading, the score term and draws at 1/2 (seeds 2 and 3 through kosumi regress: 57 and
     * 57, against 58 and 58 before). With the three passing cases (69) and the pass changes
     * (in-tree double pass played out, smaller prior for a first pass, no first pass while a
     * real move is as good): 62 of 69 on 2026-11-30 (59 of the old 66, the 3 new ones pass).
     * Until session 6 the early stop of a playout-limited search ran on a timer, so these rates
     * varied a little with the machine's load (61 and 62 in CI). Since then the outcome is
     * exactly repeatable: 60 of 69 (session 6); 62 of 69 with the two-liberty playout step on
     * by default (session 7). The floor keeps a margin of a few cases.
     */
    static final int MIN_PASSES = 58;
    static final int TACTICS_CASES = 69;

    /** Cases in blunders.tst and the floor of its pass rate (see the test method). */
    static final int BLUNDERS_CASES = 190;
    static final int BLUNDERS_FLOOR = 40;

    private static final Logger log = LoggerFactory.getLogger(TacticsSuiteTest.class);

    @Test
    void tacticsPassRateStaysAboveItsFloor() throws Exception {
        checkFloor("tactics.tst", TACTICS_CASES, MIN_PASSES);
    }

    /**
     * Positions where Kosumi went wrong in its matches against GNU Go and Pachi (see the suite's header
     * for how they were chosen). These are the engine's blind spots, so few pass yet: 4 of 17
     * on 2026-11-30 (3 or 4 in session 5 while the early stop ran on a timer; 4, repeatably,
     * since session 6; 6 of 17 with the two-liberty playout step on by default, session 7).
     * Session 8 added 132 cases from the 9x9 games lost against Pachi (found by kosumi blunders):
     * 38 of 149 pass at seed 1 (a separate engine process with --seed 1 passed 20 of the 65 from
     * the empty board and 13 of the 67 from the openings); with 23 more from the 13x13 games lost
     * against GNU Go (that process: 3 of 14 and 3 of 9), 45 of 172; with 10 from the first five
     * 19x19 games lost against GNU Go (that process: 1 of 10), 46 of 182; with 8 from the four
     * 19x19 games lost against GNU Go from the balanced openings (session 10), 48 of 190. The floor
     * keeps a margin of eight.
     */
    @Test
    void blundersPassRateStaysAboveItsFloor() throws Exception {
        checkFloor("blunders.tst", BLUNDERS_CASES, BLUNDERS_FLOOR);
    }

    /** One search thread, seed 1, a fixed playout count and no clock: the same answers at any load. */
    static EngineSettings repeatable(long playouts) {
        EngineSettings settings = new EngineSettings();
        settings.seed = 1L;
        settings.threads = 1;
        settings.playouts = playouts;
        settings.secondsPerMove = 0;
        settings.warmupSeconds = 0;
        return settings;
    }

    private static void checkFloor(String name, int cases, int floor) throws Exception {
        Path suite = GtpSuitesTest.projectDir().resolve("gtp-tests").resolve(name);
        assertTrue(Files.isRegularFile(suite), "missing " + suite);
        EngineSettings settings = repeatable(PLAYOUTS);
        Regress.FileResult r = Regress.runFile(suite, dir -> Regress.inProcess(dir, settings), null);
        assertTrue(r.errors.isEmpty(), "errors: " + String.join("\n", r.errors));
        long passed = r.tests.stream().filter(t -> !t.failed).count();
        String failures = r.tests.stream().filter(t -> t.failed).map(Object::toString).collect(Collectors.joining("\n"));
        log.info("{} at {} playouts: {} of {} passed\n{}", name, PLAYOUTS, passed, r.tests.size(), failures);
        System.err.printf("%s at %d playouts: %d of %d passed%n%s%n", name, PLAYOUTS, passed, r.tests.size(), failures);
        assertEquals(cases, r.tests.size(), "the suite changed: update its floor with a new measurement");
        assertTrue(passed >= floor, passed + " of " + r.tests.size() + " passed, floor " + floor + "\n" + failures);
    }
}
