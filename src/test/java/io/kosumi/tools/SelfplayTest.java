package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfplayTest {
    @TempDir
    Path tmp;

    private static String fake(String mode) throws Exception {
        return "sh " + Paths.get(SelfplayTest.class.getResource("fake-engine.sh").toURI()) + " " + mode;
    }

    private ToolRun run(String dir, String... args) throws Exception {
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--out";
        all[args.length + 1] = tmp.resolve(dir).toString();
        return ToolRun.of((o, e) -> new Selfplay().execute(all, o, e));
    }

    @Test
    void verdicts() throws Exception {
        // The passer always beats the resigner (it resigns at its first move).
        ToolRun keep = run("keep", "--candidate-cmd", fake("pass"), "--baseline-cmd",
                fake("resign"), "--games", "6", "--min-games", "6");
        assertEquals(0, keep.code(), keep.err());
        assertTrue(keep.out().contains("selfplay verdict: KEEP --"), keep.out());
        ToolRun back = run("back", "--candidate-cmd", fake("resign"), "--baseline-cmd",
                fake("pass"), "--games", "6", "--min-games", "6");
        assertTrue(back.out().contains("selfplay verdict: ROLL BACK --"), back.out());
        ToolRun few = run("few", "--candidate-cmd", fake("pass"), "--baseline-cmd", fake("resign"),
                "--games", "4");
        assertTrue(few.out().contains("selfplay verdict: INCONCLUSIVE"), few.out());
        ToolRun sprt = run("sprt", "--candidate-cmd", fake("pass"), "--baseline-cmd",
                fake("resign"), "--games", "300", "--sprt", "0,50", "--concurrency", "1");
        assertTrue(sprt.out().contains("selfplay verdict: KEEP (SPRT)"), sprt.out());
    }

    @Test
    void badOptionsAreRefused() throws Exception {
        assertEquals(2, run("bad", "--candidate-jar", "/no/such.jar", "--baseline-cmd", "x").code());
        assertEquals(2, run("bad2", "--keep", "0.4", "--rollback", "0.5", "--candidate-cmd", "x",
                "--baseline-cmd", "y").code());
    }
}
