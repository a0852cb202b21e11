/** Playout policy: heuristic (MoGo/Pachi-style) and uniform random playouts, area count, AMAF record. */
package io.kosumi.playout;
