package io.opencab.ui.control;

import io.opencab.engine.game.GameInfo;
import io.opencab.ui.port.KioskState;

/** What the player reads when a bet cannot be played (issue 24): amounts in currency, and what to do. */
public final class BetText {
    private BetText() {
    }

    /** A refused SPIN: the bet, the credits, and lower the bet or insert a bill, whichever helps. */
    public static String spinRefused(KioskState s) {
        String bet = s.money().currency(s.bet());
        String credits = s.money().currency(s.credits());
        GameInfo g = s.currentGame();
        boolean lowerHelps = g != null && g.bet(g.betLevels().getFirst()) <= s.credits();
        return "bet " + bet + " is more than your credits " + credits
                + (lowerHelps ? ": lower the bet or insert a bill" : ": insert a bill");
    }
}
