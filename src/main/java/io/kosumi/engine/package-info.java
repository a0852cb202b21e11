/**
 * The facade between the protocol and the Go knowledge: {@link io.kosumi.engine.Engine} owns
 * the game, the settings GTP can change and the {@link io.kosumi.engine.MoveGenerator} that
 * chooses moves (built by {@link io.kosumi.engine.MoveGenerators}: the Monte-Carlo search by
 * default, a random player for tests). The search's move becomes a game move by the pass,
 * cleanup and resign rules of {@link io.kosumi.engine.MoveDecision}, and what the protocol sees
 * of a search is the engine's {@link io.kosumi.engine.Analysis}, never the search's own types.
 */
package io.kosumi.engine;
