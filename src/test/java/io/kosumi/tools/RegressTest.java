package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner reads suites the way gogui-regress does. */
class RegressTest {
    @TempDir
    Path tmp;

    private Path suite(String text) throws IOException {
        Path p = tmp.resolve("t.tst");
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    @Test
    void countsPassesFailuresAndKnownFailures() throws Exception {
        Path p = suite("# comment\n\n"
                + "1 name\n#? [Kosumi]\n"
                + "2 name\n#? [Gnu.*]\n"           // unexpected FAIL
                + "3 name\n#? [Gnu.*]*\n"          // expected fail
                + "4 name\n#? [Kos.*]*\n"          // unexpected PASS
                + "5 name\n#? [!Gnu]\n"            // negation passes
                + "6 boardsize 99\n#? [.*]\n"      // error reply fails even though .* matches
                + "7 boardsize 99\n"               // numbered command failing without pattern
                + "8\tprotocol_version\n#? [2]\n"  // tab after the id
                + "9 boardsize 9\n#?\n");          // empty pattern: no check
        Regress.FileResult r = Regress.runFile(p, Regress::inProcess, null);
        assertEquals(9, r.tests.size(), r.tests.toString());
        assertEquals(3, r.unexpectedFails(), r.tests.toString());
        assertEquals(1, r.count(true, true));
        assertEquals(1, r.unexpectedPasses());
        assertEquals(4, r.count(false, false));
        assertTrue(r.errors.isEmpty(), r.errors.toString());
        assertFalse(r.ok());
    }

    @Test
    void aFailingNonTestCommandIsAnError() throws Exception {
        Regress.FileResult r = Regress.runFile(suite("boardsize 99\n1 name\n#? [Kosumi]\n"), Regress::inProcess, null);
        assertEquals(1, r.errors.size(), r.errors.toString());
        assertFalse(r.ok());
    }

    @Test
    void badPatternsAreReported() throws Exception {
        Regress.FileResult r = Regress.runFile(suite("1 name\n#? Kosumi\n#? [x]\n2 name\n#? [(]\n"),
                Regress::inProcess, null);
        assertEquals(3, r.errors.size(), r.errors.toString());
    }

    @Test
    void responseTextIsWhatFollowsTheFirstSpace() {
        assertEquals("D4", Regress.responseText("=12 D4"));
        assertEquals("", Regress.responseText("=12"));
        assertEquals("A B\nC", Regress.responseText("= \nA B\nC"));
    }

    /**
     * A scripted external engine: answers "name" with Kosumi, every other command with an
     * empty success, each reply's id from {@code idShift} added to the command's id; prints
     * {@code before} ahead of every reply.
     */
    private Regress.EngineFactory scripted(int idShift, String before) {
        String script = "while read -r first rest; do"
                + " case \"$first\" in [0-9]*) id=$((first + " + idShift + ")); cmd=\"$rest\";;"
                + " *) id=; cmd=\"$first\";; esac;"
                + " printf '" + before + "';"
                + " case \"$cmd\" in name) printf '=%s Kosumi\\n\\n' \"$id\";;"
                + " quit) printf '=%s\\n\\n' \"$id\"; exit 0;;"
                + " *) printf '=%s\\n\\n' \"$id\";; esac; done";
        return dir -> Regress.external("sh -c " + CommandLine.quote(script), dir);
    }

    @Test
    void anExternalEngineRunsInTheSuitesDirectory() throws Exception {
        Regress.FileResult r = Regress.runFile(suite("1 name\n#? [Kosumi]\n"), scripted(0, ""), null);
        assertTrue(r.ok(), r.errors + " " + r.tests);
        assertEquals(1, r.tests.size());
        Regress.FileResult pwd = Regress.runFile(suite("1 name\n#? [Kosumi]\n"),
                dir -> Regress.external("sh -c " + CommandLine.quote(
                        "while read -r a b; do printf '=%s %s\\n\\n' \"$a\" \"$(pwd)\"; done"), dir), null);
        assertEquals(tmp.toRealPath().toString(), pwd.tests.get(0).response);
    }

    @Test
    void wrongIdsAndMalformedRepliesAreErrors() throws Exception {
        Path p = suite("1 name\n#? [Kosumi]\n");
        Regress.FileResult wrongId = Regress.runFile(p, scripted(1, ""), null);
        assertFalse(wrongId.ok());
        assertTrue(wrongId.errors.stream().anyMatch(e -> e.contains("has id")), wrongId.errors.toString());
        Regress.FileResult garbage = Regress.runFile(p, scripted(0, "debug output\\n"), null);
        assertFalse(garbage.ok());
        assertTrue(garbage.errors.stream().anyMatch(e -> e.contains("malformed reply")), garbage.errors.toString());
    }

    @Test
    void subcommandExitCodes() throws Exception {
        Path good = suite("1 name\n#? [Kosumi]\n");
        assertEquals(0, new Regress().run(new String[] {good.toString()}));
        Path bad = tmp.resolve("bad.tst");
        Files.writeString(bad, "1 name\n#? [Nobody]\n");
        assertEquals(1, new Regress().run(new String[] {bad.toString()}));
        assertEquals(2, new Regress().run(new String[] {tmp.resolve("missing.tst").toString()}));
        assertEquals(2, new Regress().run(new String[] {"--no-such-option"}));
    }
}
