package io.kosumi.testutil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

class TestUtilTest {

    /** Runs {@code body} with a system property set (or cleared), then restores it. */
    private static void withProperty(String key, String value, Runnable body) {
        String old = System.getProperty(key);
        try {
            if (value == null) {
                System.clearProperty(key);
            } else {
                System.setProperty(key, value);
            }
            body.run();
        } finally {
            if (old == null) {
                System.clearProperty(key);
            } else {
                System.setProperty(key, old);
            }
        }
    }

    @Test
    void sharedDirPrefersAnExistingPropertyDir(@TempDir Path tmp) {
        withProperty("kosumi.shared", tmp.toString(),
                () -> assertEquals(Optional.of(tmp.toAbsolutePath().normalize()), SharedData.dir()));
        Path missing = tmp.resolve("does-not-exist");
        withProperty("kosumi.shared", missing.toString(),
                () -> assertNotEquals(Optional.of(missing), SharedData.dir()));
    }

    @Test
    void missingSharedPathSkips(@TempDir Path tmp) {
        withProperty("kosumi.shared", tmp.toString(),
                () -> assertThrows(TestAbortedException.class, () -> SharedData.require("no/such/dir")));
    }

    @Test
    void missingGnuGoFailsWhenRequiredAndSkipsOtherwise(@TempDir Path tmp) {
        String bogus = tmp.resolve("gnugo").toString();
        withProperty("kosumi.gnugo", bogus, () -> {
            withProperty("kosumi.requireGnugo", "true",
                    () -> assertThrows(AssertionFailedError.class, () -> GnuGo.start()));
            withProperty("kosumi.requireGnugo", "false", () -> {
                if (!GnuGo.required()) { // CI's environment may force it on
                    assertThrows(TestAbortedException.class, () -> GnuGo.start());
                }
            });
        });
    }

    /** Where the allocation below is kept, so that it cannot be optimised away. */
    private static byte[] kept;

    @Test
    void allocationsCountWhatTheWorkAllocates() {
        long megabyte = Allocations.measure(() -> kept = new byte[1 << 20]);
        assertTrue(megabyte >= 1 << 20, "counted " + megabyte + " bytes for a 1 MiB array");
        assertEquals(1 << 20, kept.length);
    }
}
