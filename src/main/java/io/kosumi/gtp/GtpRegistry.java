package io.kosumi.gtp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The commands the engine knows, by name. {@code list_commands} and {@code known_command}
 * answer from here, so the list cannot drift from what is implemented.
 */
public final class GtpRegistry {
    private final Map<String, GtpHandler> handlers = new LinkedHashMap<>();

    /** Adds (or replaces) a command; later helpers override placeholders this way. */
    public GtpRegistry register(String name, GtpHandler handler) {
        if (name.isEmpty() || name.indexOf(' ') >= 0 || name.indexOf('#') >= 0) {
            throw new IllegalArgumentException("bad command name: '" + name + "'");
        }
        handlers.put(name, handler);
        return this;
    }

    public GtpHandler lookup(String name) {
        return handlers.get(name);
    }

    public boolean isKnown(String name) {
        return handlers.containsKey(name);
    }

    /** Names in registration order. */
    public List<String> names() {
        return new ArrayList<>(handlers.keySet());
    }
}
