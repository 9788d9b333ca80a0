package io.opencab.app.kiosk;

import io.opencab.app.config.CabinetConfig;
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
        return List.copyOf(out);
    }
}
