package io.opencab.ui.view;

import io.opencab.ui.port.KioskState;
import io.opencab.ui.present.HelpPage;

/**
 * The paytable's amounts at the player's current bet (issue 24): a pay given in coins per bet level
 * is that many credits at level 1, so at level L it pays coins x L credits, shown with its value in
 * currency.
 */
final class PayText {
    private PayText() {
    }

    /** The line over the paytable: which bet its amounts are for. */
    static String atBet(KioskState s) {
        return "Wins below are for your bet of " + s.money().credits(s.bet()) + " credits ("
                + s.money().currency(s.bet()) + ", bet level " + s.betLevel()
                + "): credits on top, their value below.";
    }

    /** One cell: "5: 256" over "2.56 EUR". */
    static String cell(HelpPage.SizePay pay, KioskState s) {
        long credits = Math.multiplyExact(pay.coins(), (long) s.betLevel());
        return pay.sizes() + ": " + s.money().credits(credits) + "\n"
                + s.money().currency(credits);
    }
}
