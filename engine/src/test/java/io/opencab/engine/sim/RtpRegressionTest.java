package io.opencab.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A short seeded run of every game must land within 4 standard errors of its designed RTP, the
 * standard error coming from the run's own measured standard deviation (sd / sqrt(N)). The PAR
 * sheets hold the 10^9-round certification runs; this catches a broken game or math file in CI.
 */
class RtpRegressionTest {
    private static final long ROUNDS = 3_000_000;

    static java.util.List<String> games() {
        return GameCatalog.standard().ids();
    }

    @ParameterizedTest
    @MethodSource("games")
    void shortRunIsWithinFourStandardErrorsOfTheTarget(String id) {
        Game game = GameCatalog.standard().create(id);
        SimulationReport r = new Simulator(game).run(new SimulationOptions(ROUNDS, 20261123L, 2, 1, 0, 250_000));
        double target = game.info().targetRtpPpm() / 1e6;
        double tolerance = 4 * r.stdDev() / Math.sqrt(r.rounds());
        assertEquals(ROUNDS, r.rounds());
        assertTrue(Math.abs(r.rtp() - target) <= tolerance,
                () -> id + ": RTP " + r.rtp() + " is more than " + tolerance + " from " + target + " (sd " + r.stdDev() + ")");
    }
}
