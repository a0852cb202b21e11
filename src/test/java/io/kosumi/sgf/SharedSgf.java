package io.kosumi.sgf;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Assumptions;

/**
 * Finds {@code ../shared} for the SGF tests, with the lookup every Kosumi test uses: system
 * property {@code kosumi.shared} if that folder exists, else env {@code KOSUMI_SHARED}, else
 * {@code /work/shared}. Kept private to this package so the SGF tests do not depend on the
 * test utilities of another branch.
 */
final class SharedSgf {
    private SharedSgf() {
    }

    static Path dirOrNull() {
        String prop = System.getProperty("kosumi.shared");
        if (prop != null && !prop.isBlank() && Files.isDirectory(Paths.get(prop))) {
            return Paths.get(prop).toAbsolutePath().normalize();
        }
        String env = System.getenv("KOSUMI_SHARED");
        if (env != null && !env.isBlank() && Files.isDirectory(Paths.get(env))) {
            return Paths.get(env).toAbsolutePath().normalize();
        }
        Path fallback = Paths.get("/work/shared");
        return Files.isDirectory(fallback) ? fallback : null;
    }

    /** A path inside the shared folder; skips the calling test when it is absent. */
    static Path require(String relative) {
        Path dir = dirOrNull();
        Assumptions.assumeTrue(dir != null, "skipped: shared data folder not found (kosumi.shared="
                + System.getProperty("kosumi.shared") + ", KOSUMI_SHARED=" + System.getenv("KOSUMI_SHARED")
                + ", /work/shared)");
        Path p = dir.resolve(relative);
        Assumptions.assumeTrue(Files.exists(p), "skipped: " + p + " not found in the shared data folder");
        return p;
    }
}
