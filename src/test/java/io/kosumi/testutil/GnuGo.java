package io.kosumi.testutil;

import java.util.Arrays;
import io.kosumi.board.Coord;
import io.kosumi.board.Board;
import io.kosumi.tools.GtpClient;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Starts GNU Go as a GTP subprocess for tests.
 *
 * <p>When GNU Go is missing or does not start, the test is skipped with a message, unless GNU Go
 * is required: system property {@code kosumi.requireGnugo=true} (set by {@code tools/test} under CI),
 * or environment {@code CI=true} or {@code KOSUMI_REQUIRE_GNUGO=1}. Then the test fails instead,
 * so CI can never pass by silently skipping the comparisons.
 */
public final class GnuGo {
    /** Default binary; system property {@code kosumi.gnugo} overrides it. */
    public static final String DEFAULT_PATH = "/usr/games/gnugo";

    private GnuGo() {}

    public static Path binary() {
        String p = System.getProperty("kosumi.gnugo");
        return Paths.get(p == null || p.isBlank() ? DEFAULT_PATH : p);
    }

    /** True when GNU Go tests must fail rather than skip if GNU Go is unavailable. */
    public static boolean required() {
        return "true".equalsIgnoreCase(System.getProperty("kosumi.requireGnugo"))
                || "true".equalsIgnoreCase(System.getenv("CI"))
                || "1".equals(System.getenv("KOSUMI_REQUIRE_GNUGO"));
    }

    /**
     * Starts {@code gnugo --mode gtp} plus the given options (e.g. {@code --level 0}), and checks it
     * answers {@code protocol_version}. Skips or fails the test when it cannot.
     */
    public static GtpClient start(String... extraArgs) {
        Path bin = binary();
        if (!Files.isExecutable(bin)) {
            unavailable("GNU Go not found at " + bin + " (install it: apt-get install -y gnugo)");
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(bin.toString());
        cmd.add("--mode");
        cmd.add("gtp");
        cmd.addAll(List.of(extraArgs));
        GtpClient c = null;
        try {
            c = GtpClient.start("gnugo", cmd, null, false);
            c.sendOk("protocol_version", 30_000);
            return c;
        } catch (IOException e) {
            if (c != null) {
                c.kill();
            }
            unavailable("GNU Go at " + bin + " did not start: " + e.getMessage());
            throw new AssertionError("unreachable");
        }
    }

    private static void unavailable(String why) {
        if (required()) {
            Assertions.fail(why + " -- GNU Go is required here (CI / kosumi.requireGnugo)");
        }
        Assumptions.abort("skipped: " + why);
    }

    /** Kosumi's stones of one colour as sorted upper-case GTP vertices, as {@link #normalize} gives GNU Go's. */
    public static String stones(Board b, int color) {
        List<String> v = new ArrayList<>();
        for (int y = 0; y < b.size(); y++) {
            for (int x = 0; x < b.size(); x++) {
                int pt = b.point(x, y);
                if (b.color(pt) == color) {
                    v.add(Coord.toGtp(pt, b.size()).toUpperCase());
                }
            }
        }
        String[] a = v.toArray(new String[0]);
        Arrays.sort(a);
        return String.join(" ", a);
    }

    /** A vertex-list reply (e.g. {@code list_stones}) as sorted upper-case vertices. */
    public static String normalize(String reply) {
        String t = reply.trim();
        if (t.isEmpty()) {
            return "";
        }
        String[] a = t.toUpperCase().split("\\s+");
        Arrays.sort(a);
        return String.join(" ", a);
    }
}
