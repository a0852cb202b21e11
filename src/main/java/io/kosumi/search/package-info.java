/**
 * Monte-Carlo tree search: parameters, node store, PUCT+RAVE selection, workers, tree reuse,
 * ownership. The move the engine plays is chosen on top of it ({@code engine.MoveDecision}).
 */
package io.kosumi.search;
