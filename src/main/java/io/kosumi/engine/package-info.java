/**
 * The facade between the protocol and the Go knowledge: {@link io.kosumi.engine.Engine} owns
 * the game, the settings GTP can change and the {@link io.kosumi.engine.MoveGenerator} that
 * chooses moves (the Monte-Carlo search plugs in here through
 * {@link io.kosumi.engine.MoveGenerators}; until then a random legal-move generator plays).
 */
package io.kosumi.engine;
