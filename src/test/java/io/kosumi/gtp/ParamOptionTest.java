package io.kosumi.gtp;

import io.kosumi.engine.Engine;
import io.kosumi.engine.EngineSettings;
import io.kosumi.engine.MoveGenerator;
import io.kosumi.engine.SearchMoveGenerator;
import io.kosumi.time.TimeParams;
import org.junit.jupiter.api.Test;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code --param}: search and playout parameters go to the search, {@code time.*} ones to the clock. */
class ParamOptionTest {
    private static final MoveGenerator A1 = (game, color, request) -> game.board().point(0, 0);

    private static EngineSettings settings(String... args) throws CmdLineException {
        GtpOptions o = new GtpOptions();
        GtpOptions.parse(new CmdLineParser(o), o, args);
        EngineSettings s = o.toSettings();
        s.warmupSeconds = 0;
        return s;
    }

    @Test
    void timeParametersSetTheClockAndSearchParametersTheSearch() throws Exception {
        EngineSettings s = settings("--param", "time.ownMovesPerEmptyPoint=0.4", "--param", "cpuct=1.5",
                "--param", " time.middleFactor = 1.6", "--lag", "0.5");
        TimeParams t = new Engine(s, A1).timeParams();
        TimeParams defaults = new TimeParams();
        assertEquals(0.4, t.ownMovesPerEmptyPoint, 0);
        assertEquals(1.6, t.middleFactor, 0);
        assertEquals(0.5, t.lagSeconds, 0);
        assertEquals(defaults.endFactor, t.endFactor, 0);
        assertEquals(1.5, SearchMoveGenerator.paramsFor(s).cpuct, 0);
    }

    @Test
    void badTimeParametersAreRefusedOnTheCommandLine() {
        for (String bad : new String[] {"time.noSuchThing=1", "time.middleFactor=abc", "time.middleFactor=-1",
                "time.middleFactor", "noSuchThing=1"}) {
            CmdLineException e = assertThrows(CmdLineException.class, () -> settings("--param", bad), bad);
            assertTrue(e.getMessage().startsWith("--param: "), e.getMessage());
        }
    }
}
