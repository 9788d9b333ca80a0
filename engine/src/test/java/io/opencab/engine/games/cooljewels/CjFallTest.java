package io.opencab.engine.games.cooljewels;

import static io.opencab.engine.games.cooljewels.CjFixture.GAME;
import static io.opencab.engine.games.cooljewels.CjFixture.SHAPE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.Gravity;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.engine.rng.SeededStreams;
import org.junit.jupiter.api.Test;

/**
 * The game's own fall and refill (a fast copy, see CoolJewels.fallAndRefill) against the shared
 * {@link Gravity} and the draw record: survivors fall as the shared gravity lets them, and the
 * emptied spaces take the next draws in order, column by column from the left, bottom to top.
 */
class CjFallTest {

    @Test
    void everyBoardAfterIsTheSharedGravityThenTheNextDrawsInOrder() {
        // given the base games of many recorded rounds
        GameRng stream = SeededStreams.single(41);
        int evaluations = 0;
        for (int round = 0; round < 3000; round++) {
            RecordingRng rng = new RecordingRng(stream);
            CoolJewelsOutcome o = GAME.play(1, rng);
            DrawRecord draws = rng.record();
            // when each evaluation is replayed with the shared gravity and the recorded draws
            int next = 36;
            for (CjEvaluation e : o.base().evaluations()) {
                byte[] cells = e.board().toArray();
                for (long t = e.persistingMade(); t != 0; t &= t - 1) {
                    cells[Long.numberOfTrailingZeros(t)] = (byte) CjSymbols.PERSISTING;
                }
                long emptied = Gravity.collapse(SHAPE, cells, e.destroyed());
                for (long t = emptied; t != 0; t &= t - 1) {
                    int i = Long.numberOfTrailingZeros(t);
                    cells[i] = (byte) GAME.math().reel(false, SHAPE.column(i)).stop(draws.values()[next++]);
                }
                // then the game's board after it is the same, cell for cell
                assertEquals(Board.of(SHAPE, cells), e.after(), "round " + round);
                evaluations++;
            }
            if (o.freeGames().isEmpty()) {
                assertEquals(draws.size(), next, "round " + round + ": every draw was a landing or a refill");
            }
        }
        assertTrue(evaluations > 1000, "only " + evaluations + " evaluations checked");
    }
}
