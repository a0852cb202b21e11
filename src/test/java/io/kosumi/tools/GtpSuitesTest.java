package io.kosumi.tools;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code gtp-tests/*.tst} conformance suite (protocol, rules, game, SGF) against
 * Kosumi in-process with the project's gogui-regress compatible runner; any unexpected
 * failure, malformed reply or failing non-test command fails the suite's test. The strength
 * suites (tactics) measure a pass rate instead: {@link TacticsSuiteTest}.
 */
class GtpSuitesTest {
    static Path projectDir() {
        String p = System.getProperty("kosumi.projectDir");
        return p != null ? Path.of(p) : Path.of("").toAbsolutePath();
    }

    @TestFactory
    List<DynamicTest> everySuitePasses() throws Exception {
        Path dir = projectDir().resolve("gtp-tests");
        assertTrue(Files.isDirectory(dir), "missing " + dir);
        List<Path> suites = Regress.listSuites(dir);
        assertFalse(suites.isEmpty(), "no suites in " + dir);
        List<DynamicTest> tests = new ArrayList<>();
        for (Path suite : suites) {
            if (TacticsSuiteTest.STRENGTH_SUITES.contains(suite.getFileName().toString())) continue;
            tests.add(DynamicTest.dynamicTest(suite.getFileName().toString(), () -> {
                Regress.FileResult r = Regress.runFile(suite, Regress::inProcess, null);
                String problems = r.tests.stream().filter(t -> t.failed && !t.expectedFail)
                        .map(Object::toString).collect(Collectors.joining("\n"));
                assertTrue(r.ok(), r.summary() + "\n" + problems + "\n" + String.join("\n", r.errors));
                assertFalse(r.tests.isEmpty(), "suite has no tests: " + suite);
            }));
        }
        return tests;
    }
}
