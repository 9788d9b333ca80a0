package io.opencab.app.kiosk;

import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.ConfigKey;
import io.opencab.app.config.DisplayKeys;
import io.opencab.app.config.TicketInSettings;
import io.opencab.app.config.TitoKeys;
import io.opencab.app.config.TitoSettings;
import io.opencab.money.MoneyFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The machine's own limits a player can meet, as paragraphs of the help screen's last page (developers' guide:
 * "Every limit a player can meet is on the help screen"): the credit limit, the handpay limit, how a cash-out is
 * paid (ticket up to its limit, or by an attendant) and which tickets the machine takes (docs/tito.md).
 */
final class MachineRules {
    private MachineRules() {
    }

    static List<String> of(CabinetConfig c) {
        MoneyFormat money = DisplayKeys.money(c);
        List<String> out = new ArrayList<>();
        out.add("One credit is worth " + money.currency(1) + ". The credits on this machine may not go above "
            + money.currency(c.creditLimit()) + ": a bill or ticket that would take them over it is"
            + " returned.");
        out.add("A win of " + money.currency(c.handpayLimit()) + " or more is paid by an attendant"
            + " (handpay), not added to the credits.");
        Optional<TitoSettings> ticketOut = TitoKeys.of(c);
        if (ticketOut.isPresent()) {
            out.add("CASH OUT prints a ticket for up to " + money.cents(ticketOut.get().ticketLimitCents())
                + " while the casino system is connected. A larger cash-out, or one when no ticket can be printed, is"
                + " paid by an attendant." + (ticketOut.get().expiryDays() == 0 ? " Tickets do not expire."
                : " A ticket can be redeemed for " + ticketOut.get().expiryDays() + " days."));
        } else {
            out.add("CASH OUT is paid by an attendant (handpay).");
        }
        Optional<TicketInSettings> in = TitoKeys.ticketIn(c);
        if (in.isPresent()) {
            out.add("Tickets are accepted while the casino system is connected; the machine credits exactly the amount"
                + " the casino system authorises. Promotional tickets are not accepted. A ticket the casino system"
                + " refuses, or does not answer for within " + in.get().redeemTimeout().toSeconds()
                + " seconds, is returned.");
        }
        out.addAll(cashless(c));
        return List.copyOf(out);
    }

    /**
     * With AFT (issue 40, docs/aft.md "Credit kinds"): what the kinds of credit mean on this machine, so a player knows
     * before playing that restricted promotional credits are played first and never paid out, what CASH OUT does with
     * them ({@code credits.restricted.at.cashout}) and that they may expire.
     */
    static List<String> cashless(CabinetConfig c) {
        String v = c.values().get(ConfigKey.SAS_AFT_ENABLED.key());
        if (v == null || !(Boolean) ConfigKey.SAS_AFT_ENABLED.parse(v)) {
            return List.of();
        }
        boolean forfeit = "forfeit".equals(c.values().get(ConfigKey.CREDITS_RESTRICTED_AT_CASHOUT.key()));
        return List.of("Cashless: the casino system may transfer credits to this machine from your account or as a"
                + " promotion. All credits are on the one credit meter; promotional credits are shown under it as PROMO.",
            "Restricted promotional credits are played first and are never paid out. " + (forfeit
                ? "At CASH OUT any left on the credit meter are forfeited: they are taken off and not paid."
                : "At CASH OUT they stay on the credit meter for play.") + " They may carry an expiry date, shown under"
                + " the credits; after it they can no longer be played.",
            "Non-restricted promotional credits are played after them and are paid at CASH OUT with your other"
                + " credits. Every win is paid in credits you can cash out.");
    }
}
