package io.opencab.app.cabinet.state;

import io.opencab.engine.game.RoundOutcome;

/**
 * The round on screen: decided and journaled before anything of it is shown, then presented, then paid.
 *
 * @param roundId       the journal's round number
 * @param creditsBefore the credit meter before the bet
 * @param outcome       the whole round, one immutable value (the screen casts it to its game's type)
 * @param outcomeJson   the journaled JSON form (docs/outcome-format.md)
 * @param shownSteps    how far the screen reports it has shown the round (its own step count)
 * @param phase         DECIDED, PRESENTING or PAID
 * @param recovered     true when this round was resumed after a power loss
 */
public record RoundView(long roundId, String gameId, int betLevel, long bet, long creditsBefore, RoundOutcome outcome,
                        String outcomeJson, int shownSteps, Phase phase, boolean recovered) {

    public enum Phase { DECIDED, PRESENTING, PAID }

    public long win() {
        return outcome.totalWin();
    }

    public RoundView withPhase(Phase p) {
        return new RoundView(roundId, gameId, betLevel, bet, creditsBefore, outcome, outcomeJson, shownSteps, p, recovered);
    }

    public RoundView withShownSteps(int steps) {
        return new RoundView(roundId, gameId, betLevel, bet, creditsBefore, outcome, outcomeJson, steps, phase, recovered);
    }
}
