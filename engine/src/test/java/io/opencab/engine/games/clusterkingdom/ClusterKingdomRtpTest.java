package io.opencab.engine.games.clusterkingdom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.sim.SimulationOptions;
import io.opencab.engine.sim.SimulationReport;
import io.opencab.engine.sim.Simulator;
import org.junit.jupiter.api.Test;

/**
 * RTP regression: a seeded run short enough for CI. The tolerance is derived from the standard
 * deviation measured by the certification run (docs/par/cluster-kingdom.md): 4.5 standard errors,
 * so a correct game fails with probability about 1e-5, while a change of the math or the flow
 * that moves the RTP by more than that fails.
 */
class ClusterKingdomRtpTest {
    /** sigma of one round's win in bets, from the certification run. */
    private static final double SIGMA = 15.0;
    private static final long ROUNDS = 2_000_000;

    @Test
    void aSeededRunReturnsTheCertifiedRtpWithinItsStatisticalTolerance() {
        SimulationReport r = new Simulator(ClusterKingdom.standard()).run(SimulationOptions.of(ROUNDS, 20241123L, 2));
        double tolerance = 4.5 * SIGMA / Math.sqrt(ROUNDS);
        assertEquals(0.94, r.rtp(), tolerance, "RTP " + r.rtp() + " outside 0.94 +- " + tolerance);
        // hit frequency near 25% (PAR sheet), far tighter statistically: a binomial proportion
        assertEquals(0.26, r.hitFrequency(), 0.003);
        assertTrue(r.maxWinX() <= 10_000);
    }
}
