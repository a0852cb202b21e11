/**
 * The facade between the protocol and the Go knowledge: {@link io.kosumi.engine.Engine} owns
 * the game, the settings GTP can change and the {@link io.kosumi.engine.MoveGenerator} that
 * chooses moves (the Monte-Carlo search plugs in here through
 * {@link io.kosumi.engine.MoveGenerators}: the Monte-Carlo search by default, a random player for tests).
 */
package io.kosumi.engine;
