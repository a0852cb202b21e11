package io.kosumi.engine;

/**
 * Builds the move generator the engine plays with. The one place to change when the search
 * lands (issue 4): it should return the Monte-Carlo search configured from {@code settings}.
 */
public final class MoveGenerators {
    private MoveGenerators() {
    }

    public static MoveGenerator create(EngineSettings settings) {
        return new RandomMoveGenerator(settings.effectiveSeed());
    }
}
