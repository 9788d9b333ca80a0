package io.opencab.app.kiosk;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.config.ConfigKey;
import io.opencab.meters.AftTransfers;
import io.opencab.meters.CreditBalances;
import io.opencab.meters.CreditKinds;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import io.opencab.ui.port.PromoCredits;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.ZoneId;

/**
 * The promotional credits within the credit meter, for the player's screens (issue 40, docs/aft.md "Credit kinds"):
 * read from critical memory ({@code CreditKinds.balances}) on the cabinet thread when the state changes the meter or
 * the cabinet's phase (every move of a kind moves the meter: a bet, a win, a transfer, a cash-out, a forfeit), else
 * the last reading, so a state that changes nothing of the money costs no read.
 */
final class PromoReader {
    private final Cabinet cabinet;
    private final boolean forfeit;
    private final ZoneId zone;
    private long credits = -1;
    private StateKind kind;
    private PromoCredits last = PromoCredits.NONE;

    PromoReader(Cabinet cabinet) {
        this.cabinet = cabinet;
        this.forfeit = "forfeit".equals(cabinet.config().values().get(ConfigKey.CREDITS_RESTRICTED_AT_CASHOUT.key()));
        this.zone = cabinet.clock().getZone();
    }

    PromoCredits of(CabinetState s) {
        if (s.credits() != credits || s.kind() != kind) {
            credits = s.credits();
            kind = s.kind();
            last = read();
        }
        return last;
    }

    private PromoCredits read() {
        try {
            return cabinet.withStore(this::read);
        } catch (AppException | MeterException e) {
            // No critical memory (or it failed): the cabinet is locked up and its lockup names the remedy; the screen
            // shows the credit meter's total and no split until the store reads again.
            return PromoCredits.NONE;
        }
    }

    private PromoCredits read(MeterStore s) {
        CreditBalances b = CreditKinds.of(s).balances();
        long forfeited = forfeit ? cabinet.forfeitedAtCashOut() : 0;
        if (b.restricted() == 0 && b.nonRestricted() == 0 && forfeited == 0) {
            return PromoCredits.NONE;
        }
        return new PromoCredits(b.restricted(), b.nonRestricted(), b.restricted() == 0 ? null : expires(s, b.expiry()),
            forfeit, forfeited);
    }

    /**
     * The last day the restricted credits may be played: the host gives MMDDYYYY, or 0000NNNN days counted from the
     * transfer that brought them (SAS LP 72 as [M] documents it, docs/aft.md); 0 for none. A date the calendar does
     * not have is not shown (the host's value stays in the transfer journal and the export).
     */
    private LocalDate expires(MeterStore s, long expiry) {
        if (expiry == 0) {
            return null;
        }
        try {
            if (expiry < 10_000) {
                return AftTransfers.of(s).newest(AftTransfers.HISTORY).stream()
                    .filter(t -> t.restrictedCents() > 0 && t.at() != null).findFirst()
                    .map(t -> t.at().atZone(zone).toLocalDate().plusDays(expiry)).orElse(null);
            }
            return LocalDate.of((int) (expiry % 10_000), (int) (expiry / 1_000_000), (int) (expiry / 10_000 % 100));
        } catch (DateTimeException e) {
            return null;
        }
    }
}
