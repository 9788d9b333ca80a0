package io.opencab.meters;

import java.util.Objects;

/**
 * The credit meter's three kinds (docs/aft.md "Credit kinds"): read them, and forfeit the restricted credits at a
 * cash-out where the configuration says so ({@code credits.restricted.at.cashout=forfeit}). Bets draw the kinds in
 * order inside {@link MeterStore#decide}; cash-outs pay {@link CreditBalances#payable()}.
 */
public final class CreditKinds {
    private final MeterStore store;
    private final StoreCore core;
    private final Ctx ctx;

    private CreditKinds(MeterStore store) {
        this.store = store;
        this.core = store.core();
        this.ctx = core.ctx;
    }

    public static CreditKinds of(MeterStore store) {
        return new CreditKinds(Objects.requireNonNull(store, "store"));
    }

    public CreditBalances balances() {
        synchronized (store) {
            return core.read("read the credit kinds", () -> {
                MeterState m = MeterState.load(ctx);
                boolean restricted = Kinds.restricted(m) > 0;
                return new CreditBalances(Kinds.cashable(m), Kinds.restricted(m), Kinds.nonRestricted(m),
                    restricted ? (int) Guards.get(ctx, Kinds.POOL).value() : 0,
                    restricted ? Guards.get(ctx, Kinds.EXPIRY).value() : 0);
            });
        }
    }

    /** Credits of {@code kind} that came in by AFT in all (lifetime; SAS A0/A2/A4 are these in cents). */
    public long transferredIn(CreditKind kind) {
        synchronized (store) {
            return core.read("read the AFT meters", () -> MeterState.load(ctx).get(Scope.LIFETIME, Kinds.inKey(kind)));
        }
    }

    /** Credits of {@code kind} that left by AFT to the host in all (lifetime; SAS B8/BA/BC are these in cents). */
    public long transferredOut(CreditKind kind) {
        synchronized (store) {
            return core.read("read the AFT meters", () -> MeterState.load(ctx).get(Scope.LIFETIME, Kinds.outKey(kind)));
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
            return core.write("forfeit the restricted credits", () -> {
                MeterState m = core.checkedMeters();
                core.requireNoRound();
                core.requireNoHandpay();
                core.requireNoTicket();
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
