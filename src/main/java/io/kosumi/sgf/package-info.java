/**
 * SGF game records: {@link io.kosumi.sgf.SgfReader} parses bytes (FF[1] to FF[4], any text
 * encoding) into trees of {@link io.kosumi.sgf.SgfNode}; {@link io.kosumi.sgf.SgfGames} turns
 * a tree into a {@link io.kosumi.game.Game} (GTP {@code loadsgf}) and a game back into SGF
 * text ({@code printsgf}); {@link io.kosumi.sgf.SgfWriter} writes trees;
 * {@link io.kosumi.sgf.SgfGameInfo} holds what a record says about its game.
 */
package io.kosumi.sgf;
