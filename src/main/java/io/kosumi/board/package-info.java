/** The fast board: points, colours, chains with exact liberties, simple ko, Zobrist hash. */
package io.kosumi.board;
