package io.opencab.meters;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Bonus awards in critical memory (docs/aft.md "LP 8A: legacy bonus", "Bonus transfers"): the legacy bonus the host
 * awards with LP 8A, and the bonus meters the SAS polls report. An award is one transaction of the store: the credits
 * (or the bonus handpay at the handpay limit), the meters, the legacy meter of its tax status and exception 7C commit
 * together; a power cut leaves all of it or none.
 */
public final class BonusAwards extends StoreFeature {
    /** SAS exception 7C: legacy bonus pay awarded. */
    static final int EXCEPTION_LEGACY_AWARDED = 0x7C;
    /** LP 8A tax status: 00 deductible, 01 non-deductible, 02 wager match ([M]'s LP 8A parser). */
    public static final int DEDUCTIBLE = 0;
    public static final int NON_DEDUCTIBLE = 1;
    public static final int WAGER_MATCH = 2;

    private BonusAwards(MeterStore store) {
        super(store);
    }

    public static BonusAwards of(MeterStore store) {
        return new BonusAwards(store);
    }

    /**
     * The outcome of a legacy bonus.
     *
     * @param applied false when the cabinet could not take it now (a round, handpay, ticket or bill unfinished)
     * @param handpay the bonus handpay opened (an award at or above the handpay limit), if any
     */
    public record Legacy(boolean applied, long credits, int taxStatus, Optional<HandpayRecord> handpay) {
    }

    /**
     * Awards a legacy bonus of {@code credits} (LP 8A) with its tax status: cashable credits on the meter, or a bonus
     * handpay at or above the handpay limit; counts 001E or (at the key-off) 0021, and the legacy meter of the tax
     * status; queues 7C. Not applied (nothing written) while a round, handpay, ticket or bill is unfinished.
     */
    public Legacy legacy(long credits, int taxStatus) {
        if (credits < 1 || taxStatus < DEDUCTIBLE || taxStatus > WAGER_MATCH) {
            throw new MeterException(MeterException.Kind.INVALID_ARGUMENT, "legacy bonus of " + credits
                + " credits with tax status " + taxStatus + " (00-02)");
        }
        synchronized (store) {
            return core.write("legacy bonus of " + credits + " credits", () -> {
                MeterState m = core.checkedMeters();
                if (Journal.inProgress(ctx).isPresent() || Handpays.pending(ctx).isPresent()
                        || Tickets.open(ctx).isPresent() || TicketInRows.open(ctx).isPresent()
                        || Notes.pending(ctx).isPresent()) {
                    return new Legacy(false, credits, taxStatus, Optional.empty());
                }
                HandpayRecord h = Bonuses.payLegacy(ctx, core.config, m, credits, taxStatus);
                SasQueue.raise(ctx, EXCEPTION_LEGACY_AWARDED, credits, taxStatus);
                Events.append(ctx, core.config.eventLogSize(), EventType.AFT, "legacy bonus (LP 8A) of " + credits
                    + " credits, tax status " + taxStatus + (h == null ? ", on the credit meter"
                    : ", bonus handpay " + h.handpayId()));
                core.finish(m);
                return new Legacy(true, credits, taxStatus, Optional.ofNullable(h));
            });
        }
    }

    /**
     * The bonus meters by SAS meter code (docs/aft.md "Bonus meters"): 001E machine-paid and 0021 attendant-paid
     * external bonus (credits); AE/B0 AFT bonus cashable / non-restricted put on the meter (credits here; the SAS side
     * reports them in cents) and AF/B1 their counts.
     */
    public static Map<Integer, Long> sasMeters(MeterSnapshot m) {
        Map<Integer, Long> out = new LinkedHashMap<>();
        out.put(0x1E, m.get(Scope.LIFETIME, Bonuses.MACHINE_PAID));
        out.put(0x21, m.get(Scope.LIFETIME, Bonuses.HANDPAID));
        out.put(0xAE, m.get(Scope.LIFETIME, Bonuses.AFT_CASHABLE));
        out.put(0xAF, m.get(Scope.LIFETIME, Bonuses.AFT_CASHABLE + Kinds.COUNT));
        out.put(0xB0, m.get(Scope.LIFETIME, Bonuses.AFT_NON_RESTRICTED));
        out.put(0xB1, m.get(Scope.LIFETIME, Bonuses.AFT_NON_RESTRICTED + Kinds.COUNT));
        return out;
    }

    /** The legacy bonus meters (LP 9A), credits awarded by tax status: deductible, non-deductible, wager match. */
    public static long[] legacyMeters(MeterSnapshot m) {
        long[] out = new long[Bonuses.LEGACY.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = m.get(Scope.LIFETIME, Bonuses.LEGACY[i]);
        }
        return out;
    }
}
