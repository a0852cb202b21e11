/**
 * Local tactical reading on copies of the board (ladders), used by the prior and the
 * playout policy. Depends only on {@code board}.
 */
package io.kosumi.tactics;
