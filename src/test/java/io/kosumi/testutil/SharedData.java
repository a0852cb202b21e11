package io.kosumi.testutil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Finds the shared data folder ({@code ../shared} next to the project: real game records, GTP
 * regression suites) that is not part of the repository, and lets tests skip with a clear message
 * when it is absent (a fresh clone has no {@code ../shared}).
 *
 * <p>Lookup order: system property {@code kosumi.shared} (set by the surefire configuration to
 * {@code ${project.basedir}/../shared}) if that directory exists, else environment variable
 * {@code KOSUMI_SHARED}, else {@code ../shared} next to the project (system property
 * {@code kosumi.projectDir}, else the working directory), as when a test runs from an IDE.
 */
public final class SharedData {
    /** Where the folder sits when no property or variable names it: beside the project. */
    private static final String BESIDE_PROJECT = "../shared";

    private SharedData() {}

    /** The shared folder, or empty when none of the candidates is an existing directory. */
    public static Optional<Path> dir() {
        String prop = System.getProperty("kosumi.shared");
        if (prop != null && !prop.isBlank() && Files.isDirectory(Paths.get(prop))) {
            return Optional.of(Paths.get(prop).toAbsolutePath().normalize());
        }
        String env = System.getenv("KOSUMI_SHARED");
        if (env != null && !env.isBlank() && Files.isDirectory(Paths.get(env))) {
            return Optional.of(Paths.get(env).toAbsolutePath().normalize());
        }
        Path beside = Paths.get(System.getProperty("kosumi.projectDir", ".")).resolve(BESIDE_PROJECT);
        if (Files.isDirectory(beside)) {
            return Optional.of(beside.toAbsolutePath().normalize());
        }
        return Optional.empty();
    }

    /** The shared folder; skips the calling test (JUnit assumption) when it is absent. */
    public static Path require() {
        Optional<Path> d = dir();
        Assumptions.assumeTrue(d.isPresent(),
                () -> "skipped: shared data folder not found (looked at system property kosumi.shared="
                        + System.getProperty("kosumi.shared") + ", env KOSUMI_SHARED="
                        + System.getenv("KOSUMI_SHARED") + ", " + BESIDE_PROJECT + " beside the project)");
        return d.get();
    }

    /**
     * A path inside the shared folder, e.g. {@code require("data/sgf/9x9")}; skips the calling test
     * when the folder or that path is absent.
     */
    public static Path require(String relative) {
        Path p = require().resolve(relative);
        Assumptions.assumeTrue(Files.exists(p),
                () -> "skipped: " + p + " not found in the shared data folder");
        return p;
    }
}
