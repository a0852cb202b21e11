/** Monte-Carlo tree search: parameters, node store, PUCT+RAVE selection, workers, tree reuse, ownership, decision. */
package io.kosumi.search;
