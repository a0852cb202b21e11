package io.kosumi.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.kosumi.Main;
import io.kosumi.engine.Version;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** The version a player sees (GTP {@code version}, {@code --version}) is the pom's. */
class VersionTest {
    /** The project's own {@code <version>}, a direct child of {@code <project>}. */
    private static String pomVersion() throws Exception {
        Path pom = Path.of(System.getProperty("kosumi.projectDir", "."), "pom.xml");
        Element project = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile())
                .getDocumentElement();
        for (Node n = project.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element && ((Element) n).getTagName().equals("version")) {
                return n.getTextContent().trim();
            }
        }
        throw new AssertionError("no <version> under <project> in " + pom);
    }

    @Test
    void versionIsThePomsVersion() throws Exception {
        String v = pomVersion();
        assertFalse(v.isEmpty());
        assertEquals(v, Version.get());
    }

    @Test
    void gtpVersionCommandAnswersThePomsVersion() throws Exception {
        try (GtpSession s = new GtpSession()) {
            assertEquals("= " + pomVersion(), s.command("version"));
        }
    }

    @Test
    void versionOptionPrintsNameAndVersionOnStdout() throws Exception {
        String expected = GtpCommands.NAME + " " + pomVersion() + System.lineSeparator();
        for (String[] args : new String[][] {{"--version"}, {"gtp", "--version"}}) {
            PrintStream oldOut = System.out;
            PrintStream oldErr = System.err;
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code;
            try {
                System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
                System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
                code = Main.run(args);
            } finally {
                System.setOut(oldOut);
                System.setErr(oldErr);
            }
            String what = String.join(" ", args);
            assertEquals(0, code, what);
            assertEquals(expected, out.toString(StandardCharsets.UTF_8), what);
            assertEquals("", err.toString(StandardCharsets.UTF_8), what);
        }
    }
}
