package io.opencab.app.cabinet;

import io.opencab.app.cabinet.round.RoundPlayer;
import io.opencab.engine.rng.LiveRng;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.RoundDecision;
import io.opencab.meters.RoundState;
import java.time.Instant;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rounds of a seeded (test) RNG are marked in the journal; live rounds are not (issue 26 item 7). */
class RoundPlayerTest {

    @Test
    void aRoundDecidedOnATestRngIsMarkedSeeded() {
        RoundPlayer player = new RoundPlayer(Fixture.library(), new QueueRng().next(40));

        RoundDecision d = player.decide(new TestGame(), 1).decision(100);

        assertEquals(RoundDecision.SEEDED_MARK + "40/" + TestGame.BOUND, d.drawRecord());
    }

    @Test
    void aRoundDecidedOnTheLiveRngIsNotMarked() {
        RoundPlayer player = new RoundPlayer(Fixture.library(), LiveRng.create());

        RoundDecision d = player.decide(new TestGame(), 1).decision(100);

        assertFalse(d.drawRecord().startsWith(RoundDecision.SEEDED_MARK), d.drawRecord());
    }

    @Test
    void aMarkedRoundReplaysToItsOutcome() {
        RoundPlayer player = new RoundPlayer(Fixture.library(), new QueueRng().next(70));
        RoundDecision d = player.decide(new TestGame(), 2).decision(100);
        JournalEntry e = new JournalEntry(1, d.gameId(), d.betLevel(), d.bet(), 100, d.outcomeJson(), d.drawRecord(),
            d.win(), false, RoundState.PAID, Instant.EPOCH, Instant.EPOCH, Instant.EPOCH, 100, d.versions());

        RoundPlayer.Rebuilt r = player.replay(e);

        assertTrue(e.seededRng());
        assertTrue(r.ok(), r.problem());
        assertEquals(70, r.outcome().orElseThrow().totalWin());
    }
}
