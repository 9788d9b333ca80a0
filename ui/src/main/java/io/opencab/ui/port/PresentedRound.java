package io.opencab.ui.port;

import io.opencab.engine.game.RoundOutcome;
import java.util.Objects;

/**
 * A round the cabinet has decided and journalled and now asks the kiosk to show. The kiosk
 * answers with {@link KioskAction.RoundPresented} when the presentation ends or is skipped.
 *
 * @param roundId       the journal's round number
 * @param outcome       the whole round, as decided
 * @param creditsBefore the credit meter before the bet was taken
 */
public record PresentedRound(long roundId, RoundOutcome outcome, long creditsBefore) {
    public PresentedRound {
        Objects.requireNonNull(outcome, "outcome");
    }
}
