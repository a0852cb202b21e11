package io.kosumi.engine;

import io.kosumi.search.SearchParams;
import io.kosumi.time.TimeParams;
import java.util.Locale;

/** Builds the move generator the engine plays with, as {@link EngineSettings#engine} names it. */
public final class MoveGenerators {
    /** Names {@link #create} accepts. */
    public static final String SEARCH = "search";
    public static final String RANDOM = "random";

    private MoveGenerators() {
    }

    /**
     * Checks one {@code --param} override ({@code name=value}) against the search's
     * parameters, so that a bad one is refused on the command line whichever generator runs.
     *
     * @throws IllegalArgumentException naming the unknown parameter or the bad value
     */
    public static void checkSearchParam(String assignment) {
        if (EngineSettings.isTimeParam(assignment)) {
            new TimeParams().setAssignment(assignment.trim().substring(EngineSettings.TIME_PARAM_PREFIX.length()));
        } else {
            new SearchParams().setAssignment(assignment);
        }
    }

    /**
     * The Monte-Carlo search (default) or the random player. IllegalArgumentException for an
     * unknown name or a bad search setting (parameter override, prior table).
     */
    public static MoveGenerator create(EngineSettings settings) {
        switch (settings.engine.toLowerCase(Locale.ROOT)) {
            case SEARCH:
                return new SearchMoveGenerator(settings);
            case RANDOM:
                return new RandomMoveGenerator(settings.effectiveSeed());
            default:
                throw new IllegalArgumentException("unknown engine '" + settings.engine + "' (search or random)");
        }
    }
}
