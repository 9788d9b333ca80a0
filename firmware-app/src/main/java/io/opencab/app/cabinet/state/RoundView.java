package io.opencab.app.cabinet.state;

import io.opencab.engine.game.RoundOutcome;

/**
 * The round on screen: decided and journaled before anything of it is shown, then presented, then paid.
 *
 * @param roundId       the journal's round number
 * @param creditsBefore the credit meter before the bet
 * @param outcome       the whole round, one immutable value (the screen casts it to its game's type)
 * @param outcomeJson   the journaled JSON form (docs/outcome-format.md)
 * @param phase         DECIDED, PRESENTING or PAID
 * @param recovered     true when this round was resumed after a power loss
 */
public record RoundView(long roundId, String gameId, int betLevel, long bet, long creditsBefore, RoundOutcome outcome,
                        String outcomeJson, Phase phase, boolean recovered) {

    public enum Phase { DECIDED, PRESENTING, PAID }

    public long win() {
        return outcome.totalWin();
    }

    public RoundView withPhase(Phase p) {
        return new RoundView(roundId, gameId, betLevel, bet, creditsBefore, outcome, outcomeJson, p, recovered);
    }
}
