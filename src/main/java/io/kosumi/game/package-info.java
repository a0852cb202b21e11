/** Rules, history, superko, handicap, undo and area scoring, on top of the fast board. */
package io.kosumi.game;
