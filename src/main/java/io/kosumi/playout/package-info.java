/**
 * Playouts: the policy that picks each move ({@link io.kosumi.playout.PlayoutPolicy}, the
 * MoGo/Pachi-style {@link io.kosumi.playout.HeuristicPolicy}) apart from the runner that plays
 * to the end, counts the area and records AMAF ({@link io.kosumi.playout.PlayoutRunner}); and
 * the reference bot's uniform random playouts ({@link io.kosumi.playout.RandomPlayout}) for the
 * conformance figures and the speed benchmark.
 */
package io.kosumi.playout;
