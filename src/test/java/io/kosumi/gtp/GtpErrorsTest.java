package io.kosumi.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kosumi.board.Board;
import io.kosumi.engine.MoveGenerator;
import io.kosumi.engine.SearchRequest;
import io.kosumi.game.Game;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Error paths the suites cannot reach with the random generator. */
class GtpErrorsTest {
    @Test
    void scoringFailureIsCannotScoreAndChangesNothing() throws Exception {
        MoveGenerator g = new MoveGenerator() {
            @Override
            public int generateMove(Game game, int color, SearchRequest request) {
                return Board.PASS;
            }

            @Override
            public int[] deadStones(Game game) {
                throw new IllegalStateException("estimate failed");
            }
        };
        try (GtpSession s = new GtpSession(g, Path.of(""))) {
            s.command("play b d4");
            String before = s.engine().fingerprint();
            assertEquals("?1 cannot score", s.command("1 final_score"));
            assertEquals("? cannot score", s.command("final_status_list dead"));
            assertEquals(before, s.engine().fingerprint());
            assertEquals("= cannot score", s.command("kosumi-error_text final_score"));
        }
    }

    @Test
    void errorTextReportsNothingForASuccessAndRefusesQuit() throws Exception {
        try (GtpSession s = new GtpSession()) {
            assertEquals("= ", s.command("kosumi-error_text play b d4"));
            assertEquals("= D4", s.command("list_stones b"));
            assertEquals("= illegal move", s.command("kosumi-error_text play w d4"));
            assertEquals("= unknown command", s.command("kosumi-error_text nonsense"));
            assertEquals("? syntax error", s.command("kosumi-error_text quit"));
            assertEquals("? syntax error", s.command("kosumi-error_text"));
            assertEquals("= 2", s.command("protocol_version"));
        }
    }

    @Test
    void resignIsReportedAsResign() throws Exception {
        try (GtpSession s = new GtpSession((game, color, req) -> MoveGenerator.RESIGN, Path.of(""))) {
            assertEquals("= resign", s.command("genmove b"));
            assertEquals(0, s.engine().game().moveCount());
        }
    }
}
