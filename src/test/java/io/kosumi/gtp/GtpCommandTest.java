package io.kosumi.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kosumi.board.Board;
import org.junit.jupiter.api.Test;

class GtpCommandTest {
    private final Board board = new Board(19);

    @Test
    void parsesIdNameAndArguments() {
        GtpCommand c = GtpCommand.parse("12 play b  D4");
        assertTrue(c.hasId());
        assertEquals("12", c.id());
        assertEquals("play", c.name());
        assertEquals(2, c.argCount());
        GtpCommand d = GtpCommand.parse("name");
        assertFalse(d.hasId());
        assertEquals("name", d.name());
        assertEquals(0, d.argCount());
        GtpCommand onlyId = GtpCommand.parse("5");
        assertEquals("5", onlyId.id());
        assertEquals("", onlyId.name());
        GtpCommand negative = GtpCommand.parse("-5 name");
        assertFalse(negative.hasId());
        assertEquals("-5", negative.name());
    }

    @Test
    void typedArgumentsGiveTheStandardErrors() throws GtpError {
        GtpCommand c = GtpCommand.parse("x 19 -3 6.5 .5 1e2 b WHITE q16 PASS i5 z1 t20 A0 nan 0x10 1.5d 99999999999");
        assertEquals(19, c.intArg(0));
        assertEquals(-3, c.intArg(1));
        assertEquals(6.5, c.doubleArg(2));
        assertEquals(0.5, c.doubleArg(3));
        assertEquals(100.0, c.doubleArg(4));
        assertEquals(Board.BLACK, c.colorArg(5));
        assertEquals(Board.WHITE, c.colorArg(6));
        assertEquals(board.point(15, 15), c.vertexArg(7, board));
        assertEquals(Board.PASS, c.vertexArg(8, board));
        assertError(GtpError.INVALID_COORDINATE, () -> c.pointArg(8, board));
        assertError(GtpError.INVALID_COORDINATE, () -> c.vertexArg(9, board));
        assertError(GtpError.INVALID_COORDINATE, () -> c.vertexArg(10, board));
        assertError(GtpError.INVALID_COORDINATE, () -> c.vertexArg(11, board));
        assertError(GtpError.INVALID_COORDINATE, () -> c.vertexArg(12, board));
        assertError(GtpError.SYNTAX_ERROR, () -> c.doubleArg(13));
        assertError(GtpError.SYNTAX_ERROR, () -> c.doubleArg(14));
        assertError(GtpError.SYNTAX_ERROR, () -> c.doubleArg(15));
        assertError(GtpError.SYNTAX_ERROR, () -> c.intArg(16));
        assertError(GtpError.SYNTAX_ERROR, () -> c.intArg(2));
        assertError(GtpError.INVALID_COLOR, () -> c.colorArg(7));
        assertError(GtpError.SYNTAX_ERROR, () -> c.stringArg(17));
        assertError(GtpError.SYNTAX_ERROR, () -> c.requireArgs(3));
        assertEquals("q16 PASS", GtpCommand.parse("x a b q16 PASS").restOfLine(2));
    }

    private interface Call {
        void run() throws GtpError;
    }

    private static void assertError(String expected, Call call) {
        GtpError e = assertThrows(GtpError.class, call::run);
        assertEquals(expected, e.getMessage());
    }
}
