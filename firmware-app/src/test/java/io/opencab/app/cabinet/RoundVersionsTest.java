package io.opencab.app.cabinet;

import io.opencab.app.cabinet.round.RoundPlayer;
import io.opencab.app.json.OutcomeJson;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.RoundDecision;
import io.opencab.meters.RoundState;
import io.opencab.meters.RoundVersions;
import java.time.Instant;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue #37 item 4: a decided round carries the draw-record format, its game's math digest and the
 * software version, in its journal row and its JSON; a round journaled by another firmware
 * version, or before rounds kept versions, still replays to its journaled outcome.
 */
class RoundVersionsTest {

    @Test
    void aDecidedRoundCarriesItsVersionsInTheRowAndTheJson() {
        RoundPlayer player = new RoundPlayer(Fixture.library(), new QueueRng().next(40));

        RoundDecision d = player.decide(new TestGame(), 1).decision(100);

        assertEquals(new RoundVersions(DrawRecord.FORMAT, TestGame.MATH_SHA256, TestGame.SOFTWARE), d.versions());
        assertTrue(d.outcomeJson().contains(d.versions().summary()), d.outcomeJson());
    }

    @Test
    void aRoundJournaledByAnotherSoftwareVersionReplaysToItsOutcome() {
        // given a round journaled under software 0.0.9 (this firmware is 0.0.0-test)
        RoundVersions older = new RoundVersions(DrawRecord.FORMAT, TestGame.MATH_SHA256, "0.0.9");
        RoundPlayer player = new RoundPlayer(Fixture.library(), new QueueRng().next(70));
        RoundDecision d = player.decide(new TestGame(), 2).decision(100);
        JournalEntry e = entry(d, TestGame.json(new TestGame().play(2, new QueueRng().next(70)), older), older);

        // when it is replayed, then it is the journaled outcome, shown with the versions it was decided under
        RoundPlayer.Rebuilt r = player.replay(e);
        assertTrue(r.ok(), r.problem());
    }

    @Test
    void aRoundJournaledWithoutVersionsReplaysToItsOutcome() {
        RoundPlayer player = new RoundPlayer(Fixture.library(), new QueueRng().next(70));
        RoundDecision d = player.decide(new TestGame(), 2).decision(100);
        JournalEntry e = entry(d, TestGame.json(new TestGame().play(2, new QueueRng().next(70)), null), null);

        RoundPlayer.Rebuilt r = player.replay(e);

        assertTrue(r.ok(), r.problem());
    }

    @Test
    void aRoundOnOtherMathSaysSoWhenItDoesNotReplay() {
        // given a round journaled on other math, whose JSON this firmware's math does not rebuild
        RoundVersions other = new RoundVersions(DrawRecord.FORMAT, "0".repeat(64), TestGame.SOFTWARE);
        RoundPlayer player = new RoundPlayer(Fixture.library(), new QueueRng().next(70));
        RoundDecision d = player.decide(new TestGame(), 2).decision(100);
        JournalEntry e = entry(d, "{\"format\":\"test\",\"totalWin\":71}", other);

        RoundPlayer.Rebuilt r = player.replay(e);

        assertFalse(r.ok());
        assertTrue(r.problem().contains("decided on math 00000000…, this firmware has 7e577e57…"), r.problem());
    }

    @Test
    void aDumpedOrJournaledOutcomeEndsWithItsVersions() {
        var game = GameCatalog.standard().create("lost-relics");
        var o = game.play(1, io.opencab.engine.rng.SeededStreams.single(3));
        RoundVersions v = io.opencab.app.json.Versions.of(game.info(), "1.2.3");

        String json = new OutcomeJson().toJson(o, v);

        assertTrue(json.endsWith(",\"versions\":{\"drawFormat\":\"opencab.draws/1\",\"mathSha256\":\""
            + game.info().mathSha256() + "\",\"software\":\"1.2.3\"}}"), json);
    }

    private static JournalEntry entry(RoundDecision d, String json, RoundVersions v) {
        return new JournalEntry(1, d.gameId(), d.betLevel(), d.bet(), 100, json, d.drawRecord(), d.win(), false,
            RoundState.PAID, Instant.EPOCH, Instant.EPOCH, Instant.EPOCH, 100, v);
    }
}
