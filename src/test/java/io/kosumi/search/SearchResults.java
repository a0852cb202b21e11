package io.kosumi.search;

import java.util.ArrayList;
import java.util.List;

/** Search results with given root statistics, for tests of the rules that read them. */
public final class SearchResults {
    private SearchResults() {
    }

    /**
     * A result whose root children are {@code moves} with these visits and win rates, ranked
     * in the order given (the first is the search's choice).
     */
    public static SearchResult of(int color, int size, int[] moves, int[] visits, double[] winRates) {
        List<SearchResult.Child> children = new ArrayList<>();
        int total = 0;
        for (int i = 0; i < moves.length; i++) {
            children.add(new SearchResult.Child(moves[i], visits[i], winRates[i], 1.0 / moves.length, winRates[i], 0, 0,
                    new int[] {moves[i]}));
            total += visits[i];
        }
        return new SearchResult(moves[0], color, winRates[0], total, total, 0, 0, children.size(), false, 0, winRates[0],
                0, children, children, new int[] {moves[0]}, size);
    }
}
