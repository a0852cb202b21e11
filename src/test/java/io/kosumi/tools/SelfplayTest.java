package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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

    private String[] run(String dir, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--out";
        all[args.length + 1] = tmp.resolve(dir).toString();
        int code = new Selfplay().execute(all, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8),
                err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void verdicts() throws Exception {
        // The passer always beats the resigner (it resigns at its first move).
        String[] keep = run("keep", "--candidate-cmd", fake("pass"), "--baseline-cmd",
                fake("resign"), "--games", "6", "--min-games", "6");
        assertEquals("0", keep[0], keep[2]);
        assertTrue(keep[1].contains("selfplay verdict: KEEP --"), keep[1]);
        String[] back = run("back", "--candidate-cmd", fake("resign"), "--baseline-cmd",
                fake("pass"), "--games", "6", "--min-games", "6");
        assertTrue(back[1].contains("selfplay verdict: ROLL BACK --"), back[1]);
        String[] few = run("few", "--candidate-cmd", fake("pass"), "--baseline-cmd", fake("resign"),
                "--games", "4");
        assertTrue(few[1].contains("selfplay verdict: INCONCLUSIVE"), few[1]);
        String[] sprt = run("sprt", "--candidate-cmd", fake("pass"), "--baseline-cmd",
                fake("resign"), "--games", "300", "--sprt", "0,50", "--concurrency", "1");
        assertTrue(sprt[1].contains("selfplay verdict: KEEP (SPRT)"), sprt[1]);
    }

    @Test
    void badOptionsAreRefused() throws Exception {
        assertEquals("2", run("bad", "--candidate-jar", "/no/such.jar", "--baseline-cmd", "x")[0]);
        assertEquals("2", run("bad2", "--keep", "0.4", "--rollback", "0.5", "--candidate-cmd", "x",
                "--baseline-cmd", "y")[0]);
    }
}
