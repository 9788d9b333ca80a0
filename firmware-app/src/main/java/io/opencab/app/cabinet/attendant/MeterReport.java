package io.opencab.app.cabinet.attendant;

import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.MeterStore;
import io.opencab.meters.Scope;

/**
 * The meters screen (regulations.md 1.11: all meters, the device id and the software version).
 *
 * @param cabinetId         configured id
 * @param softwareVersion   the firmware version
 * @param storeId           the meter store's id (changes at RAM clear)
 * @param denominationCents cents per credit
 * @param meters            master (LIFETIME), POWER_UP, DOOR_CLOSE and PERIOD meters, per game too
 */
public record MeterReport(String cabinetId, String softwareVersion, String storeId, long denominationCents,
                          MeterSnapshot meters) {

    /**
     * The self-audit identity in {@code scope} (docs/meters.md): bills in + tickets in + coin out - coin in -
     * cancelled credits, modulo 10^10; equals the credit meter in the lifetime scope.
     */
    public long auditCredits(Scope scope) {
        long v = meters.get(scope, Meter.BILLS_IN_CREDITS) + meters.get(scope, io.opencab.meters.TicketIns.CREDITS_METER)
            + meters.get(scope, Meter.COIN_OUT)
            - meters.get(scope, Meter.COIN_IN) - meters.get(scope, Meter.CANCELLED_CREDITS);
        return Math.floorMod(v, MeterStore.ROLLOVER);
    }

    /** True when the lifetime identity holds: credits = in + wins - out - bets. */
    public boolean auditHolds() {
        return auditCredits(Scope.LIFETIME) == meters.credits();
    }
}
