package io.kosumi.engine;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The project version, filtered into {@code io/kosumi/version.properties} by Maven. */
public final class Version {
    private static final String VERSION = load();

    private Version() {
    }

    public static String get() {
        return VERSION;
    }

    private static String load() {
        try (InputStream in = Version.class.getResourceAsStream("/io/kosumi/version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "unknown").trim();
            // Unfiltered resource (running from an IDE without Maven): say so rather than
            // print the placeholder.
            return v.startsWith("${") ? "unknown" : v;
        } catch (IOException e) {
            return "unknown";
        }
    }
}
