package io.kosumi.engine;

import io.kosumi.board.Board;
import io.kosumi.game.Game;
import io.kosumi.sgf.SgfException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The opening books the engine consults: the shipped ones ({@link #SHIPPED}), or the one file
 * given with {@code --book}. The first book that applies to the game (board size and komi) and
 * has a legal move for the position answers.
 */
public final class OpeningBooks {
    /**
     * The shipped books consulted by default, in order. The 19x19 book from game records
     * ({@link OpeningBook#RECORDS_19_RESOURCE}, {@code sgf/book/19x19.sgf}) is in the jar but
     * not consulted until a match against Pachi shows it helps; {@code --book
     * sgf/book/19x19.sgf} plays with it.
     */
    public static final List<String> SHIPPED = List.of(OpeningBook.DEFAULT_RESOURCE);

    private final List<OpeningBook> books;

    public OpeningBooks(List<OpeningBook> books) {
        this.books = List.copyOf(books);
    }

    /**
     * The books the settings ask for: none ({@code --book none}), the file given (it replaces
     * the shipped books), or the shipped ones. IllegalArgumentException names a given file that
     * cannot be read; a missing or broken shipped book is logged and left out. Null when there is
     * no book at all.
     */
    public static OpeningBooks forSettings(EngineSettings settings) {
        if (settings.noBook) {
            return null;
        }
        if (settings.book != null) {
            try {
                return new OpeningBooks(List.of(OpeningBook.load(settings.book)));
            } catch (IOException | SgfException | IllegalArgumentException e) {
                throw new IllegalArgumentException("cannot read opening book " + settings.book + ": " + e.getMessage(), e);
            }
        }
        return shipped();
    }

    /** The shipped books that the jar holds and that load, or null when none does. */
    public static OpeningBooks shipped() {
        List<OpeningBook> list = new ArrayList<>();
        for (String r : SHIPPED) {
            OpeningBook b = OpeningBook.loadResource(r);
            if (b != null) {
                list.add(b);
            }
        }
        return list.isEmpty() ? null : new OpeningBooks(list);
    }

    public List<OpeningBook> books() {
        return Collections.unmodifiableList(books);
    }

    /**
     * The book move for {@code color} in the game's position, or {@link Board#NO_POINT} when no
     * book applies or has a legal move there.
     */
    public int lookup(Game game, int color) {
        OpeningBook.Hit h = find(game, color);
        return h == null ? Board.NO_POINT : h.move();
    }

    /** Why the move {@link #lookup} returns is in its book, for the log (empty if none). */
    public String why(Game game, int color) {
        OpeningBook.Hit h = find(game, color);
        return h == null ? "" : h.reason();
    }

    /** The first book's move for the position with what that book says of it, or null when none has one. */
    public OpeningBook.Hit find(Game game, int color) {
        for (OpeningBook b : books) {
            OpeningBook.Hit h = b.find(game, color);
            if (h != null) {
                return h;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return books.stream().map(OpeningBook::toString).collect(Collectors.joining("; "));
    }
}
