package io.opencab.meters;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The credit meter's three kinds (docs/aft.md "Credit kinds"): read them, and forfeit the restricted credits at a
 * cash-out where the configuration says so ({@code credits.restricted.at.cashout=forfeit}). Bets draw the kinds in
 * order inside {@link MeterStore#decide}; cash-outs pay {@link CreditBalances#payable()}.
 */
public final class CreditKinds extends StoreFeature {
    private CreditKinds(MeterStore store) {
        super(store);
    }

    public static CreditKinds of(MeterStore store) {
        return new CreditKinds(store);
    }

    /**
     * The promotional and AFT meters by SAS meter code, in credits (docs/aft.md "Credit kinds"): 0019 restricted
     * played, 001A non-restricted played, 001B current restricted; A0/A2/A4 in-house transfers to the machine
     * (cashable, restricted, non-restricted) and A1/A3/A5 their counts; B8/BA/BC in-house transfers to the host and
     * B9/BB/BD their counts. The SAS side reports the even A/B codes in cents.
     */
    public static Map<Integer, Long> sasMeters(MeterSnapshot m) {
        Map<Integer, Long> out = new LinkedHashMap<>();
        out.put(0x19, m.get(Scope.LIFETIME, Kinds.RESTRICTED_PLAYED));
        out.put(0x1A, m.get(Scope.LIFETIME, Kinds.NON_RESTRICTED_PLAYED));
        out.put(0x1B, m.get(Scope.LIFETIME, Kinds.RESTRICTED));
        int code = 0xA0;
        for (CreditKind k : CreditKind.values()) {
            out.put(code++, m.get(Scope.LIFETIME, Kinds.inKey(k)));
            out.put(code++, m.get(Scope.LIFETIME, Kinds.inKey(k) + Kinds.COUNT));
        }
        code = 0xB8;
        for (CreditKind k : CreditKind.values()) {
            out.put(code++, m.get(Scope.LIFETIME, Kinds.outKey(k)));
            out.put(code++, m.get(Scope.LIFETIME, Kinds.outKey(k) + Kinds.COUNT));
        }
        return out;
    }

    public CreditBalances balances() {
        return read("read the credit kinds", () -> {
            MeterState m = MeterState.load(ctx);
            boolean restricted = Kinds.restricted(m) > 0;
            return new CreditBalances(Kinds.cashable(m), Kinds.restricted(m), Kinds.nonRestricted(m),
                restricted ? (int) Guards.get(ctx, Kinds.POOL).value() : 0,
                restricted ? Guards.get(ctx, Kinds.EXPIRY).value() : 0);
        });
    }

    /** Credits of {@code kind} that came in by AFT in all (lifetime; SAS A0/A2/A4 are these in cents). */
    public long transferredIn(CreditKind kind) {
        return read("read the AFT meters", () -> MeterState.load(ctx).get(Scope.LIFETIME, Kinds.inKey(kind)));
    }

    /** Credits of {@code kind} that left by AFT to the host in all (lifetime; SAS B8/BA/BC are these in cents). */
    public long transferredOut(CreditKind kind) {
        return read("read the AFT meters", () -> MeterState.load(ctx).get(Scope.LIFETIME, Kinds.outKey(kind)));
    }

    /**
     * Forfeits the restricted credits when their expiry has passed by the store's clock (docs/aft.md "Expiry"):
     * MMDDYYYY, usable through that day in the clock's zone; 0000NNNN, N days from the restricted transfer that set
     * it; 0, never. Counted in PROMO:R_FORFEIT with a PROMO_CREDITS event, in one transaction; returns the credits
     * forfeited, 0 when there are none or they have not expired. Refused (MeterException) while a round, handpay or
     * ticket is unfinished: the cabinet checks at its next idle moment.
     */
    public long expireRestricted() {
        synchronized (store) {
            boolean due = core.read("read the restricted expiry", () -> {
                MeterState m = MeterState.load(ctx);
                GuardCounter g = Guards.get(ctx, Kinds.EXPIRY);
                return Kinds.restricted(m) > 0 && Expiry.passed(g.value(), g.changedAt(), ctx.clock());
            });
            return due ? forfeit("their expiry passed") : 0;
        }
    }

    /**
     * Takes every restricted credit off the meter (meter PROMO:R_FORFEIT, event PROMO_CREDITS), in one transaction; 0
     * when there are none. Refused while a round, handpay or ticket is unfinished.
     */
    public long forfeitRestricted(String why) {
        Args.requireText(why, "why");
        synchronized (store) {
            if (balances().restricted() == 0) {
                return 0; // nothing to forfeit: no write, no seal
            }
            return forfeit(why);
        }
    }

    private long forfeit(String why) {
        synchronized (store) {
            return core.write("forfeit the restricted credits", () -> {
                MeterState m = core.checkedMeters();
                Unfinished.none(core.ctx);
                long r = Kinds.forfeitRestricted(ctx, m);
                if (r > 0) {
                    Events.append(ctx, core.config.eventLogSize(), EventType.PROMO_CREDITS, r
                        + " restricted credits forfeited: " + why);
                }
                core.finish(m);
                return r;
            });
        }
    }
}
